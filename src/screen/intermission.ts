// DOOM's intermission (the tally between two maps), after wi_stuff: what the level leaves behind
// (WbStart: episode, the map left and the map entered, the level's totals, the player's counts and
// time, the par time), the three states — the stat count (kills, items and secrets counted up 2 % a
// tic, the time and par 3 s a tic, a pause of a second between them, the pistol every 4 tics while
// counting and an explosion as each stat is reached), DOOM 1's "show next location" (the episode
// map with splats on the finished maps and the blinking "you are here", 4 s) and the last 10 tics —
// and the drawing of each into a ScreenBuffer from the WAD's WI* pictures. Use or fire (a press,
// not a hold) finishes the counting at once, then leaves the tally. One player (no netgame or
// deathmatch tables). Ticking allocates nothing: sounds go into a small per-tic list and a hook.
import type { Picture } from '../assets/picture.js';
import type { DoomRandom } from '../defs/doom/random.js';
import { SFX } from '../defs/doom/sounds.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';
import { BT_ATTACK, BT_USE } from '../sim/index.js';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenBuffer } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';
import { drawFontText, fontTextWidth } from './hud-font.js';

/** DOOM's tics per second. */
export { TICRATE } from '../defs/doom/timing.js';
import { TICRATE } from '../defs/doom/timing.js';
/** How long DOOM 1's episode map shows the next location before going on by itself (s). */
export const SHOWNEXTLOCDELAY = 4;
/** The tics of the last state (the "entering" screen held before the next map loads). */
export const NOSTATE_TICS = 10;

/** The intermission's states (wi_stuff's stateenum_t), plus DONE once G_WorldDone would be called. */
export const WI_STAT_COUNT = 0;
export const WI_SHOW_NEXT_LOC = 1;
export const WI_NO_STATE = 2;
export const WI_DONE = 3;

/**
 * The par time in seconds of a map as G_DoCompleted sets it: DOOM II's table by map; DOOM 1's by
 * episode and map, episode 4 reading DOOM II's table by map number as DOOM does (the intermission
 * does not show it there). 0 outside the tables.
 */
export function parSeconds(commercial: boolean, episode: number, map: number, defs: Defs = DOOM_DEFS): number {
  if (commercial) return map >= 1 ? defs.cpars[map - 1] ?? 0 : 0;
  if (episode >= 1 && episode <= 3) return map >= 0 && map <= 9 ? defs.pars[episode * 10 + map] : 0;
  return map >= 0 ? defs.cpars[map] ?? 0 : 0;
}

/** What the level leaves to the intermission (DOOM's wbstartstruct_t and its one wbplayerstruct_t). */
export interface WbStart {
  /** DOOM II (gamemode commercial): INTERPIC, CWILVnn, no episode map. */
  commercial: boolean;
  /** Episode, 0-based (wbs->epsd; 0 for DOOM II). */
  episode: number;
  /** The map left and the map entered, 0-based (wbs->last, wbs->next); -1 when not a DOOM map name. */
  last: number;
  next: number;
  /** The secret map of the episode was done (its splat shows on the episode map). */
  didsecret: boolean;
  maxkills: number;
  maxitems: number;
  maxsecret: number;
  /** Par time in tics. */
  partime: number;
  /** The player's kills, items, secrets and the level's time in tics. */
  kills: number;
  items: number;
  secrets: number;
  time: number;
  /** The Ultimate DOOM's rule: episode 4 is drawn over INTERPIC (it has no episode map). */
  retail?: boolean;
  /** What UMAPINFO says of the maps left and entered (dsda-doom's rules); absent: DOOM's own. */
  umap?: WbUmap;
}

/** UMAPINFO's names and pictures for the tally: a name picture (levelpic) or a name written in the
 *  HUD font with its author ('' none), the backgrounds (exitpic, enterpic), and whether the "entering"
 *  screen is skipped (the map left ends the game or has an ending cleared). */
export interface WbUmap {
  lastPic: string;
  lastTitle: string;
  lastAuthor: string;
  nextPic: string;
  nextTitle: string;
  nextAuthor: string;
  exitPic: string;
  enterPic: string;
  skipNextLoc: boolean;
}

/** An intermission's animated background piece (wi_stuff's anim_t for one episode map). */
interface Anim {
  /** 0: always cycling; 2: a level's (grows once that map is next). DOOM's random kind is unused. */
  kind: number;
  period: number;
  frames: number;
  x: number;
  y: number;
  /** For a level's piece: the map index it belongs to. */
  level: number;
  /** The frame last reached (-1: not drawn yet) and the tic of the next change. */
  ctr: number;
  nexttic: number;
}

const ANIM_ALWAYS = 0;
const ANIM_LEVEL = 2;

/** DOOM 1's animation placements per episode map: [kind, period, frames, x, y, level]. */
const ANIM_TABLES: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 11, 3, 224, 104, 0], [0, 11, 3, 184, 160, 0], [0, 11, 3, 112, 136, 0], [0, 11, 3, 72, 112, 0],
    [0, 11, 3, 88, 96, 0], [0, 11, 3, 64, 48, 0], [0, 11, 3, 192, 40, 0], [0, 11, 3, 136, 16, 0],
    [0, 11, 3, 80, 16, 0], [0, 11, 3, 64, 24, 0],
  ],
  [
    [2, 11, 1, 128, 136, 1], [2, 11, 1, 128, 136, 2], [2, 11, 1, 128, 136, 3], [2, 11, 1, 128, 136, 4],
    [2, 11, 1, 128, 136, 5], [2, 11, 1, 128, 136, 6], [2, 11, 1, 128, 136, 7], [2, 11, 3, 192, 144, 8],
    [2, 11, 1, 128, 136, 8],
  ],
  [
    [0, 11, 3, 104, 168, 0], [0, 11, 3, 40, 136, 0], [0, 11, 3, 160, 96, 0], [0, 11, 3, 104, 80, 0],
    [0, 11, 3, 120, 32, 0], [0, 8, 3, 40, 0, 0],
  ],
];

/** Where each map sits on DOOM 1's three episode maps (splats and "you are here"). */
const LNODES: readonly (readonly (readonly [number, number])[])[] = [
  [[185, 164], [148, 143], [69, 122], [209, 102], [116, 89], [166, 55], [71, 56], [135, 29], [71, 24]],
  [[254, 25], [97, 50], [188, 64], [128, 78], [214, 92], [133, 130], [208, 136], [148, 140], [235, 158]],
  [[156, 168], [48, 154], [174, 95], [265, 75], [130, 48], [279, 23], [198, 48], [140, 25], [281, 136]],
];

// Layout (wi_stuff's single-player positions).
const TITLE_Y = 2;
const STATS_X = 50;
const STATS_Y = 50;
const TIME_X = 16;
const TIME_Y = SCREEN_HEIGHT - 32;

/** Room for the sounds one tic can start. */
const MAX_TIC_SOUNDS = 4;

export class Intermission {
  readonly wbs: WbStart;
  state = WI_STAT_COUNT;
  /** DOOM's sp_state: odd = a pause, 2/4/6/8 = counting kills/items/secrets/time, 10 = all shown. */
  spState = 1;
  /** What is shown: percentages, time and par in seconds; -1 = not yet drawn. */
  cntKills = -1;
  cntItems = -1;
  cntSecret = -1;
  cntTime = -1;
  cntPar = -1;
  private cntPause = TICRATE;
  /** General counter of the current state (the next-location and last-state countdowns). */
  cnt = 0;
  /** Tics since the intermission started (DOOM's bcnt): the background animations and sound beat. */
  bcnt = 0;
  /** Whether "you are here" is shown this tic. */
  pointerOn = false;
  private accelerate = false;
  private attackdown: boolean;
  private usedown: boolean;
  private readonly anims: Anim[] = [];
  /** Lump names by animation piece and frame, made once (drawing allocates nothing). */
  private readonly animNames: string[][] = [];
  /** The sounds started in the last tic (sfx numbers of src/defs/doom/sounds.ts), `soundCount` of them. */
  readonly sounds = new Int32Array(MAX_TIC_SOUNDS);
  soundCount = 0;
  /** Called with each sound as it starts (the page's sound output). */
  onSound: ((sfx: number) => void) | null = null;

  /**
   * `rng`: DOOM's random cursors (the misc one places the animations' first frames); `held`: the
   * player's buttons held at the exit (a use held from the exit switch does not count as a press).
   */
  constructor(wbs: WbStart, private readonly rng: DoomRandom | null = null, held = { attack: false, use: false }) {
    this.wbs = {
      ...wbs,
      maxkills: wbs.maxkills || 1, maxitems: wbs.maxitems || 1, maxsecret: wbs.maxsecret || 1,
    };
    this.attackdown = held.attack;
    this.usedown = held.use;
    const table = this.animated() ? ANIM_TABLES[this.wbs.episode] : [];
    for (let i = 0; i < table.length; i++) {
      const [kind, period, frames, x, y, level] = table[i];
      this.anims.push({ kind, period, frames, x, y, level, ctr: -1, nexttic: 0 });
      // DOOM's episode 2 borrows the fifth piece's pictures for its ninth.
      const j = this.wbs.episode === 1 && i === 8 ? 4 : i;
      const names: string[] = [];
      for (let f = 0; f < frames; f++) names.push(`WIA${this.wbs.episode}${String(j).padStart(2, '0')}${String(f).padStart(2, '0')}`);
      this.animNames.push(names);
    }
    const w = this.wbs;
    this.backgroundName = w.commercial || (w.episode === 3 && w.retail !== false) || w.episode > 3 || w.episode < 0 ? 'INTERPIC' : `WIMAP${w.episode}`;
    this.lastName = wbs.umap?.lastPic || this.levelNameOf(this.wbs.last);
    this.nextName = wbs.umap?.nextPic || this.levelNameOf(this.wbs.next);
    this.initAnims();
  }

  /** The final values the count reaches (DOOM's integer percentages and whole seconds). */
  get targetKills(): number { return Math.trunc((this.wbs.kills * 100) / this.wbs.maxkills); }
  get targetItems(): number { return Math.trunc((this.wbs.items * 100) / this.wbs.maxitems); }
  get targetSecret(): number { return Math.trunc((this.wbs.secrets * 100) / this.wbs.maxsecret); }
  get targetTime(): number { return Math.trunc(this.wbs.time / TICRATE); }
  get targetPar(): number { return Math.trunc(this.wbs.partime / TICRATE); }

  get done(): boolean { return this.state === WI_DONE; }

  /** The player's fire and use as the tally last saw them (DOOM's attackdown and usedown, which it
   *  writes and the next level keeps). */
  get attackHeld(): boolean { return this.attackdown; }
  get useHeld(): boolean { return this.usedown; }

  /** The background lump: INTERPIC for DOOM II (and the Ultimate DOOM's episode 4), else WIMAPe. */
  readonly backgroundName: string;

  /** DOOM 1's episodes 1..3 have animated episode maps. */
  private animated(): boolean {
    return !this.wbs.commercial && this.wbs.episode >= 0 && this.wbs.episode <= 2;
  }

  private sound(sfx: number): void {
    if (this.soundCount < MAX_TIC_SOUNDS) this.sounds[this.soundCount++] = sfx;
    this.onSound?.(sfx);
  }

  private mRandom(): number {
    return this.rng ? this.rng.mRandom() : 0;
  }

  /** WI_initAnimatedBack: every piece hidden, the cycling ones starting at a random tic of their period. */
  private initAnims(): void {
    for (const a of this.anims) {
      a.ctr = -1;
      a.nexttic = a.kind === ANIM_ALWAYS ? this.bcnt + 1 + (this.mRandom() % a.period) : this.bcnt + 1;
    }
  }

  /** WI_updateAnimatedBack. */
  private updateAnims(): void {
    for (let i = 0; i < this.anims.length; i++) {
      const a = this.anims[i];
      if (this.bcnt !== a.nexttic) continue;
      if (a.kind === ANIM_ALWAYS) {
        if (++a.ctr >= a.frames) a.ctr = 0;
        a.nexttic = this.bcnt + a.period;
      } else if (a.kind === ANIM_LEVEL) {
        // DOOM leaves episode 2's eighth piece still while the stats count.
        if (!(this.state === WI_STAT_COUNT && i === 7) && this.wbs.next === a.level) {
          a.ctr++;
          if (a.ctr === a.frames) a.ctr--;
          a.nexttic = this.bcnt + a.period;
        }
      }
    }
  }

  /** One tic (WI_Ticker) with the player's buttons (BT_ATTACK, BT_USE) of this tic. */
  tick(buttons: number): void {
    this.soundCount = 0;
    if (this.state === WI_DONE) return;
    this.bcnt++;
    // A press (not a hold) of fire or use moves the intermission on.
    if (buttons & BT_ATTACK) { if (!this.attackdown) this.accelerate = true; this.attackdown = true; } else this.attackdown = false;
    if (buttons & BT_USE) { if (!this.usedown) this.accelerate = true; this.usedown = true; } else this.usedown = false;
    if (this.state === WI_STAT_COUNT) this.updateStats();
    else if (this.state === WI_SHOW_NEXT_LOC) this.updateShowNextLoc();
    else this.updateNoState();
  }

  private updateStats(): void {
    this.updateAnims();
    if (this.accelerate && this.spState !== 10) {
      this.accelerate = false;
      this.cntKills = this.targetKills;
      this.cntItems = this.targetItems;
      this.cntSecret = this.targetSecret;
      this.cntTime = this.targetTime;
      this.cntPar = this.targetPar;
      this.sound(SFX.barexp);
      this.spState = 10;
    }
    const s = this.spState;
    if (s === 2 || s === 4 || s === 6) {
      if (!(this.bcnt & 3)) this.sound(SFX.pistol);
      let reached: boolean;
      if (s === 2) { this.cntKills += 2; reached = this.cntKills >= this.targetKills; if (reached) this.cntKills = this.targetKills; }
      else if (s === 4) { this.cntItems += 2; reached = this.cntItems >= this.targetItems; if (reached) this.cntItems = this.targetItems; }
      else { this.cntSecret += 2; reached = this.cntSecret >= this.targetSecret; if (reached) this.cntSecret = this.targetSecret; }
      if (reached) { this.sound(SFX.barexp); this.spState++; }
    } else if (s === 8) {
      if (!(this.bcnt & 3)) this.sound(SFX.pistol);
      this.cntTime += 3;
      if (this.cntTime >= this.targetTime) this.cntTime = this.targetTime;
      this.cntPar += 3;
      if (this.cntPar >= this.targetPar) {
        this.cntPar = this.targetPar;
        if (this.cntTime >= this.targetTime) { this.sound(SFX.barexp); this.spState++; }
      }
    } else if (s === 10) {
      if (this.accelerate) {
        this.sound(SFX.sgcock);
        if (this.wbs.commercial) this.initNoState();
        else this.initShowNextLoc();
      }
    } else if (--this.cntPause === 0) {
      this.spState++;
      this.cntPause = TICRATE;
    }
  }

  private initShowNextLoc(): void {
    // UMAPINFO: a map that ends the game goes straight on (dsda-doom's WI_SHOW_NEXT_DONE).
    if (this.wbs.umap?.skipNextLoc) { this.state = WI_DONE; return; }
    this.state = WI_SHOW_NEXT_LOC;
    this.accelerate = false;
    this.cnt = SHOWNEXTLOCDELAY * TICRATE;
    this.initAnims();
  }

  private updateShowNextLoc(): void {
    this.updateAnims();
    if (--this.cnt === 0 || this.accelerate) this.initNoState();
    else this.pointerOn = (this.cnt & 31) < 20;
  }

  private initNoState(): void {
    this.state = WI_NO_STATE;
    this.accelerate = false;
    this.cnt = NOSTATE_TICS;
  }

  private updateNoState(): void {
    this.updateAnims();
    if (--this.cnt === 0) this.state = WI_DONE;
  }

  // ---- drawing (WI_Drawer)

  /** Draws the current state into `screen` (the whole 320×200: the background covers it). */
  draw(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    screen.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
    const custom = this.customBackground;
    const bg = gfx.picture(custom || this.backgroundName);
    if (bg) screen.drawPatch(bg, 0, 0);
    if (!custom) this.drawAnims(screen, gfx);
    if (this.state === WI_STAT_COUNT) this.drawStats(screen, gfx);
    else this.drawShowNextLoc(screen, gfx, this.state !== WI_SHOW_NEXT_LOC || this.pointerOn);
  }

  private drawAnims(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    for (let i = 0; i < this.anims.length; i++) {
      const a = this.anims[i];
      if (a.ctr < 0) continue;
      const p = gfx.picture(this.animNames[i][a.ctr]);
      if (p) screen.drawPatch(p, a.x, a.y);
    }
  }

  /** UMAPINFO's background for the current screen: enterpic once the tally is done, else exitpic. */
  private get customBackground(): string {
    const u = this.wbs.umap;
    if (!u) return '';
    if (this.state !== WI_STAT_COUNT && u.enterPic) return u.enterPic;
    return u.exitPic;
  }

  /** A name written centred in the HUD font (dsda-doom's WI_DrawString); returns the next line's y. */
  private drawTitle(screen: ScreenBuffer, gfx: ScreenGraphics, text: string, y: number): number {
    // `text` is upper case on one line already (umapTally): nothing is made per frame.
    const x = Math.max(0, Math.trunc(SCREEN_WIDTH / 2 - fontTextWidth(gfx, text) / 2));
    drawFontText(screen, gfx, text, text.length, x, y);
    const h = gfx.picture('STCFN065')?.height ?? 7;
    return y + Math.trunc((5 * h) / 4);
  }

  /** The level-name lumps of the map left and the map entered ('' when there is none). */
  readonly lastName: string;
  readonly nextName: string;

  /** The level-name lump of map `n` (0-based): CWILVnn for DOOM II, WILVem for DOOM 1. */
  private levelNameOf(n: number): string {
    const w = this.wbs;
    if (n < 0) return '';
    if (w.commercial) return n < 32 ? `CWILV${String(n).padStart(2, '0')}` : '';
    return n < 9 && w.episode >= 0 && w.episode <= 9 ? `WILV${w.episode}${n}` : '';
  }

  /** "<level> finished" (WI_drawLF). */
  private drawLF(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    let y = TITLE_Y;
    const u = this.wbs.umap;
    const name = u?.lastTitle ? null : this.lastName ? gfx.picture(this.lastName) : null;
    if (u?.lastTitle) y = this.drawTitle(screen, gfx, u.lastTitle, y);
    else if (name) {
      screen.drawPatch(name, Math.trunc((SCREEN_WIDTH - name.width) / 2), y);
      y += Math.trunc((5 * name.height) / 4);
    }
    if (u?.lastTitle && u.lastAuthor) y = this.drawTitle(screen, gfx, u.lastAuthor, y);
    const fin = gfx.picture('WIF');
    if (fin) screen.drawPatch(fin, Math.trunc((SCREEN_WIDTH - fin.width) / 2), y);
  }

  /** "Entering <level>" (WI_drawEL). */
  private drawEL(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    let y = TITLE_Y;
    const ent = gfx.picture('WIENTER');
    if (ent) screen.drawPatch(ent, Math.trunc((SCREEN_WIDTH - ent.width) / 2), y);
    const u = this.wbs.umap;
    if (u?.nextTitle) {
      // dsda-doom's: the title under "entering", then the author.
      y = this.drawTitle(screen, gfx, u.nextTitle, y + Math.trunc((5 * (ent?.height ?? 0)) / 4));
      if (u.nextAuthor) this.drawTitle(screen, gfx, u.nextAuthor, y);
      return;
    }
    const name = this.nextName ? gfx.picture(this.nextName) : null;
    if (name) {
      y += Math.trunc((5 * name.height) / 4);
      screen.drawPatch(name, Math.trunc((SCREEN_WIDTH - name.width) / 2), y);
    }
  }

  /** WI_drawOnLnode: `a` at map `n`'s place if it fits on the screen, else `b` if that fits. */
  private drawOnLnode(screen: ScreenBuffer, n: number, a: Picture | null, b: Picture | null): void {
    const node = LNODES[this.wbs.episode]?.[n];
    if (!node) return;
    const p = fitsAt(a, node[0], node[1]) ? a : fitsAt(b, node[0], node[1]) ? b : null;
    if (p) screen.drawPatch(p, node[0], node[1]);
  }

  private drawShowNextLoc(screen: ScreenBuffer, gfx: ScreenGraphics, pointerOn: boolean): void {
    const w = this.wbs;
    // UMAPINFO's own background: "entering" alone, no episode map.
    if (this.customBackground) { this.drawEL(screen, gfx); return; }
    if (!w.commercial) {
      if (w.episode > 2 || w.episode < 0) { this.drawEL(screen, gfx); return; }
      const last = w.last === 8 ? w.next - 1 : w.last;
      const splat = gfx.picture('WISPLAT');
      for (let i = 0; i <= last; i++) this.drawOnLnode(screen, i, splat, null);
      if (w.didsecret) this.drawOnLnode(screen, 8, splat, null);
      if (pointerOn) this.drawOnLnode(screen, w.next, gfx.picture('WIURH0'), gfx.picture('WIURH1'));
    }
    // DOOM II says nothing of the map after MAP30 (or of MAP31 from MAP15's secret exit).
    if (!w.commercial || w.next !== 30) this.drawEL(screen, gfx);
  }

  private drawStats(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    const num0 = gfx.picture('WINUM0');
    const lh = Math.trunc((3 * (num0 ? num0.height : 12)) / 2);
    this.drawLF(screen, gfx);
    put(screen, gfx, 'WIOSTK', STATS_X, STATS_Y);
    drawPercent(screen, gfx, SCREEN_WIDTH - STATS_X, STATS_Y, this.cntKills);
    put(screen, gfx, 'WIOSTI', STATS_X, STATS_Y + lh);
    drawPercent(screen, gfx, SCREEN_WIDTH - STATS_X, STATS_Y + lh, this.cntItems);
    put(screen, gfx, 'WISCRT2', STATS_X, STATS_Y + 2 * lh);
    drawPercent(screen, gfx, SCREEN_WIDTH - STATS_X, STATS_Y + 2 * lh, this.cntSecret);
    put(screen, gfx, 'WITIME', TIME_X, TIME_Y);
    drawTime(screen, gfx, SCREEN_WIDTH / 2 - TIME_X, TIME_Y, this.cntTime);
    if (this.wbs.episode < 3) {
      put(screen, gfx, 'WIPAR', SCREEN_WIDTH / 2 + TIME_X, TIME_Y);
      drawTime(screen, gfx, SCREEN_WIDTH - TIME_X, TIME_Y, this.cntPar);
    }
  }
}

/** Whether `p` drawn with its origin at (x, y) lies inside the screen (WI_drawOnLnode's test). */
function fitsAt(p: Picture | null, x: number, y: number): boolean {
  if (!p) return false;
  const left = x - p.leftOffset, top = y - p.topOffset;
  return left >= 0 && left + p.width < SCREEN_WIDTH && top >= 0 && top + p.height < SCREEN_HEIGHT;
}

function put(screen: ScreenBuffer, gfx: ScreenGraphics, name: string, x: number, y: number): void {
  const p = gfx.picture(name);
  if (p) screen.drawPatch(p, x, y);
}

/** WINUM0..WINUM9. */
const DIGIT_NAMES: readonly string[] = ['WINUM0', 'WINUM1', 'WINUM2', 'WINUM3', 'WINUM4', 'WINUM5', 'WINUM6', 'WINUM7', 'WINUM8', 'WINUM9'];

/**
 * WI_drawNum: `n` right-aligned so that it ends at x, in WINUMn digits all as wide as WINUM0, at
 * least `digits` of them (-1: as many as needed); a minus in front when negative. DOOM draws
 * nothing for 1994. Returns the x where the number starts.
 */
export function drawNum(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, n: number, digits: number): number {
  const num0 = gfx.picture('WINUM0');
  const fontwidth = num0 ? num0.width : 0;
  if (digits < 0) {
    if (n === 0) digits = 1;
    else { digits = 0; for (let t = n; t !== 0; t = Math.trunc(t / 10)) digits++; }
  }
  const neg = n < 0;
  if (neg) n = -n;
  if (n === 1994) return 0;
  while (digits-- > 0) {
    x -= fontwidth;
    const d = gfx.picture(DIGIT_NAMES[n % 10]);
    if (d) screen.drawPatch(d, x, y);
    n = Math.trunc(n / 10);
  }
  if (neg && gfx.has('WIMINUS')) {
    const m = gfx.picture('WIMINUS');
    x -= 8;
    if (m) screen.drawPatch(m, x, y);
  }
  return x;
}

/** WI_drawPercent: the % sign at x and the number before it; nothing while p < 0. */
export function drawPercent(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, p: number): void {
  if (p < 0) return;
  const pc = gfx.picture('WIPCNT');
  if (pc) screen.drawPatch(pc, x, y);
  drawNum(screen, gfx, x, y, p, -1);
}

/**
 * WI_drawTime: seconds as [h:]mm:ss ending at x (the seconds always two digits with a colon
 * before them, minutes and hours only when there are some), or "sucks" beyond 61:59... as DOOM
 * draws it; nothing while t < 0.
 */
export function drawTime(screen: ScreenBuffer, gfx: ScreenGraphics, x: number, y: number, t: number): void {
  if (t < 0) return;
  const colon = gfx.picture('WICOLON');
  const cw = colon ? colon.width : 0;
  if (t <= 61 * 59) {
    let div = 1;
    do {
      const n = Math.trunc(t / div) % 60;
      x = drawNum(screen, gfx, x, y, n, 2) - cw;
      div *= 60;
      if ((div === 60 || Math.trunc(t / div) !== 0) && colon) screen.drawPatch(colon, x, y);
    } while (Math.trunc(t / div) !== 0);
  } else {
    const sucks = gfx.picture('WISUCKS');
    if (sucks) screen.drawPatch(sucks, x - sucks.width, y);
  }
}

/** The time as DOOM's tally shows it, as text ("01:21", ":07", "1:00:00"), or "sucks". */
export function timeText(t: number): string {
  if (t < 0) return '';
  if (t > 61 * 59) return 'sucks';
  let s = '';
  let div = 1;
  do {
    const n = Math.trunc(t / div) % 60;
    s = String(n).padStart(2, '0') + s;
    div *= 60;
    if (div === 60 || Math.trunc(t / div) !== 0) s = `:${s}`;
  } while (Math.trunc(t / div) !== 0);
  return s;
}
