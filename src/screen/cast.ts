// DOOM II's cast call, the game's last screen after MAP30's text (f_finale's cast): over BOSSBACK
// the monsters come on one by one in DOOM's order, each walking in its see-state frames with the
// state table's tics; after 12 frame changes it attacks (missile and melee states in turn, the one
// it lacks replaced by the other), and 24 frames on, or when its attack runs back into its walk, it
// walks again. A key press kills it: its death frames play with its death sound, and when they end
// (a state that lasts forever or leads nowhere; a forever state is held 15 tics) the next member
// comes on with its see sound; after "our hero" the call starts over. Attack frames sound as DOOM
// sounds them: by the state entered, from a fixed list (so the hero's shotgun is silent, as in
// DOOM). The name is the IWAD's DEHACKED CC_* string (Freedoom's) or DOOM's own, centred in the
// heads-up font at row 180; the sprite's front view stands at (160, 170), mirrored when its
// lump says so. Nothing is allocated per tic or per frame: the names, the member types and the
// per-state sounds are resolved once.
import { SPRITE_NAMES, STATE_COUNT, mobjIndex, stateIndex } from '../defs/doom/things-info.js';
import { SFX } from '../defs/doom/sounds.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';
import { fontTextWidth, glyphName, HU_SPACE_WIDTH } from './hud-font.js';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenBuffer } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';

/** One member of the cast: its DEHACKED string, DOOM's name for it, its thing type. */
export interface CastMember {
  readonly key: string;
  readonly name: string;
  readonly typeName: string;
  readonly type: number;
}

const ORDER: readonly (readonly [string, string, string])[] = [
  ['CC_ZOMBIE', 'ZOMBIEMAN', 'MT_POSSESSED'],
  ['CC_SHOTGUN', 'SHOTGUN GUY', 'MT_SHOTGUY'],
  ['CC_HEAVY', 'HEAVY WEAPON DUDE', 'MT_CHAINGUY'],
  ['CC_IMP', 'IMP', 'MT_TROOP'],
  ['CC_DEMON', 'DEMON', 'MT_SERGEANT'],
  ['CC_LOST', 'LOST SOUL', 'MT_SKULL'],
  ['CC_CACO', 'CACODEMON', 'MT_HEAD'],
  ['CC_HELL', 'HELL KNIGHT', 'MT_KNIGHT'],
  ['CC_BARON', 'BARON OF HELL', 'MT_BRUISER'],
  ['CC_ARACH', 'ARACHNOTRON', 'MT_BABY'],
  ['CC_PAIN', 'PAIN ELEMENTAL', 'MT_PAIN'],
  ['CC_REVEN', 'REVENANT', 'MT_UNDEAD'],
  ['CC_MANCU', 'MANCUBUS', 'MT_FATSO'],
  ['CC_ARCH', 'ARCH-VILE', 'MT_VILE'],
  ['CC_SPIDER', 'THE SPIDER MASTERMIND', 'MT_SPIDER'],
  ['CC_CYBER', 'THE CYBERDEMON', 'MT_CYBORG'],
  ['CC_HERO', 'OUR HERO', 'MT_PLAYER'],
];

/** DOOM's castorder. */
export const CAST_ORDER: readonly CastMember[] = ORDER.map(([key, name, typeName]) => {
  const type = mobjIndex(typeName);
  if (type < 0) throw new Error(`cast: unknown thing type ${typeName}`);
  return { key, name, typeName, type };
});

function mustState(name: string): number {
  const s = stateIndex(name);
  if (s < 0) throw new Error(`cast: unknown state ${name}`);
  return s;
}

const S_NULL = 0;
/** The hero's attack frame: it leads to the standing frame (which lasts forever), so the call cuts
 *  the attack short there instead of taking it for the end of a death. */
const S_PLAY_ATK1 = mustState('S_PLAY_ATK1');

/** The sound F_CastTicker starts on entering a state by its next-state link (0: none), by state. */
export const CAST_STATE_SOUND = new Uint8Array(STATE_COUNT);
const STATE_SOUNDS: readonly (readonly [number, readonly string[]])[] = [
  [SFX.dshtgn, ['S_PLAY_ATK1']],
  [SFX.pistol, ['S_POSS_ATK2']],
  [SFX.shotgn, ['S_SPOS_ATK2', 'S_CPOS_ATK2', 'S_CPOS_ATK3', 'S_CPOS_ATK4', 'S_SPID_ATK2', 'S_SPID_ATK3']],
  [SFX.vilatk, ['S_VILE_ATK2']],
  [SFX.skeswg, ['S_SKEL_FIST2']],
  [SFX.skepch, ['S_SKEL_FIST4']],
  [SFX.skeatk, ['S_SKEL_MISS2']],
  [SFX.firsht, ['S_FATT_ATK2', 'S_FATT_ATK5', 'S_FATT_ATK8', 'S_BOSS_ATK2', 'S_BOS2_ATK2', 'S_HEAD_ATK2']],
  [SFX.claw, ['S_TROO_ATK3']],
  [SFX.sgtatk, ['S_SARG_ATK2']],
  [SFX.sklatk, ['S_SKULL_ATK2', 'S_PAIN_ATK3']],
  [SFX.plasma, ['S_BSPI_ATK2']],
  [SFX.rlaunc, ['S_CYBER_ATK2', 'S_CYBER_ATK4', 'S_CYBER_ATK6']],
];
for (const [sfx, names] of STATE_SOUNDS) for (const n of names) CAST_STATE_SOUND[mustState(n)] = sfx;

/** Frame changes before an attack, and the frame count that ends one. */
export const CAST_ATTACK_AFTER = 12;
export const CAST_ATTACK_END = 24;
/** Tics a state that lasts forever is held (the last death frame) before the next member. */
export const CAST_HOLD_TICS = 15;
/** Where the sprite's origin and the name's baseline row go. */
export const CAST_X = SCREEN_WIDTH / 2;
export const CAST_Y = 170;
export const CAST_NAME_Y = 180;

const MAX_TIC_SOUNDS = 4;

export class Cast {
  /** DOOM's castnum: the member on stage (index into CAST_ORDER). */
  member = 0;
  /** casttics: tics left in the current state. */
  tics = 0;
  /** caststate: a state number. */
  state = 0;
  /** castdeath: dying (keys are ignored until the next member). */
  dying = false;
  /** castframes: frame changes since the walk (or the death) began. */
  frames = 0;
  /** castonmelee: the next attack is the melee one. */
  onMelee = false;
  /** castattacking. */
  attacking = false;
  /** The sounds started this tic (sfx numbers), and how many. */
  readonly sounds = new Int32Array(MAX_TIC_SOUNDS);
  soundCount = 0;
  /** Called with each sound as it starts (the page's sound output). */
  onSound: ((sfx: number) => void) | null = null;
  /** Each member's name as shown: the DEHACKED string, else DOOM's. */
  readonly names: readonly string[];
  /** The background picture (BOSSBACK, or DEHACKED's replacement name). */
  readonly background: string;
  /** Per sprite: its missing frame was reported (once, in the graphics' warnings). */
  private readonly missingWarned = new Uint8Array(SPRITE_NAMES.length);

  /** The game's definitions: the members' states, sounds and sprites, the names' strings. */
  private readonly defs: Defs;

  constructor(defs: Defs = DOOM_DEFS) {
    this.defs = defs;
    this.names = CAST_ORDER.map((m) => defs.string(m.key, m.name));
    this.background = defs.string('BGCASTCALL', 'BOSSBACK');
    this.start();
  }

  /** F_StartCast: the first member walks; no sound (the music changes to D_EVIL). */
  start(): void {
    this.member = 0;
    this.state = this.defs.infoSeeState[CAST_ORDER[0].type];
    this.tics = this.defs.stateTics[this.state];
    this.dying = false;
    this.frames = 0;
    this.onMelee = false;
    this.attacking = false;
  }

  /**
   * One tic as DOOM runs it: a key pressed this tic first (F_CastResponder), then F_Ticker's rule
   * that any button in the tic's command starts the call over (in DOOM, mouse and joystick buttons:
   * keys are taken by the responder), then F_CastTicker.
   */
  tick(buttons: number, keyPressed: boolean): void {
    this.soundCount = 0;
    if (keyPressed) this.key();
    if (buttons !== 0) this.start();
    this.ticker();
  }

  /** F_CastResponder: a key kills the member on stage (ignored while it dies). */
  key(): void {
    if (this.dying) return;
    const d = this.defs, type = CAST_ORDER[this.member].type;
    this.dying = true;
    this.state = d.infoDeathState[type];
    this.tics = d.stateTics[this.state];
    this.frames = 0;
    this.attacking = false;
    const s = d.infoDeathSound[type];
    if (s) this.sound(s);
  }

  /** F_CastTicker. */
  private ticker(): void {
    if (--this.tics > 0) return;
    const d = this.defs;
    let type = CAST_ORDER[this.member].type;
    let stop = false;
    if (d.stateTics[this.state] === -1 || d.stateNext[this.state] === S_NULL) {
      // The death is over: the next member (after the last, the first again) walks on.
      this.member = (this.member + 1) % CAST_ORDER.length;
      this.dying = false;
      type = CAST_ORDER[this.member].type;
      const see = d.infoSeeSound[type];
      if (see) this.sound(see);
      this.state = d.infoSeeState[type];
      this.frames = 0;
    } else if (this.state === S_PLAY_ATK1) {
      stop = true;
    } else {
      this.state = d.stateNext[this.state];
      this.frames++;
      const s = CAST_STATE_SOUND[this.state];
      if (s) this.sound(s);
    }
    if (!stop && this.frames === CAST_ATTACK_AFTER) {
      // Missile and melee attacks take turns; a member with only one always uses that one.
      this.attacking = true;
      this.state = this.onMelee ? d.infoMeleeState[type] : d.infoMissileState[type];
      this.onMelee = !this.onMelee;
      if (this.state === S_NULL) this.state = this.onMelee ? d.infoMeleeState[type] : d.infoMissileState[type];
    }
    if (stop || (this.attacking && (this.frames === CAST_ATTACK_END || this.state === d.infoSeeState[type]))) {
      this.attacking = false;
      this.frames = 0;
      this.state = d.infoSeeState[type];
    }
    this.tics = d.stateTics[this.state];
    if (this.tics === -1) this.tics = CAST_HOLD_TICS;
  }

  private sound(sfx: number): void {
    if (this.soundCount < MAX_TIC_SOUNDS) this.sounds[this.soundCount++] = sfx;
    this.onSound?.(sfx);
  }

  /** The name shown for the member on stage. */
  get name(): string {
    return this.names[this.member];
  }

  /** F_CastDrawer: the background, the name, the member's current frame. */
  draw(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    const bg = gfx.picture(this.background);
    if (bg) screen.drawPatch(bg, 0, 0);
    else screen.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
    castPrint(screen, gfx, this.names[this.member]);
    const set = gfx.sprites();
    if (!set) return;
    const d = this.defs;
    const sprite = d.stateSprite[this.state], frame = d.stateFrame[this.state];
    const ref = set.get(d.spriteNames[sprite], frame, 0);
    if (ref) { screen.drawPatch(set.pictures[ref.picture], CAST_X, CAST_Y, ref.flipped); return; }
    // A DOOM II member over a WAD without its sprites (DOOM 1's): drawn as nothing, said once.
    if (this.missingWarned[sprite]) return;
    this.missingWarned[sprite] = 1;
    gfx.warnings.push(`${gfx.stack.label}: sprite ${d.spriteNames[sprite]} frame ${String.fromCharCode(65 + frame)} is missing: the cast's ${this.names[this.member]} is not drawn`);
  }
}

/** F_CastPrint: `text` in the heads-up font, centred on the screen, its top at row 180. */
export function castPrint(screen: ScreenBuffer, gfx: ScreenGraphics, text: string): void {
  let cx = CAST_X - Math.trunc(fontTextWidth(gfx, text) / 2);
  for (let i = 0; i < text.length; i++) {
    const name = glyphName(text.charCodeAt(i));
    const g = name ? gfx.picture(name) : null;
    if (!g) { cx += HU_SPACE_WIDTH; continue; }
    screen.drawPatch(g, cx, CAST_NAME_Y);
    cx += g.width;
  }
}
