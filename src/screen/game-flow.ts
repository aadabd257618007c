// What happens between two maps, tic by tic, as G_DoCompleted / G_WorldDone / G_DoWorldDone order
// it: a level is exited → the tally (intermission.ts) → a text screen where DOOM has one
// (finale.ts) → the next map, which the front end is asked to load (`pendingMap`). DOOM 1's eighth
// maps go straight to the episode's text and end picture, and the game is over; after DOOM II's
// MAP30 text comes the cast call (cast.ts), which goes round for ever. A secret exit on DOOM II without MAP31 counts as a normal one (as DOOM has
// it); a stack without the next map ends the game there (`ended`). Driven by the player's buttons
// (use and fire) each tic, and in the cast by key presses (keyDown); draws into a ScreenBuffer;
// sounds go to one hook.
import { type Playsim, EXIT_SECRET, mapNumbers, nextMapName } from '../sim/index.js';
import type { DoomRandom } from '../defs/doom/random.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';
import { FINALE_DONE, Finale, finaleFlat, finaleFor, finaleText } from './finale.js';
import { Cast } from './cast.js';
import { Intermission, TICRATE, parSeconds, type WbStart } from './intermission.js';
import type { ScreenBuffer } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';
import { CAST_MUSIC_LUMP, intermissionMusicLump } from '../sound/music-names.js';
import type { UmapEntry } from '../defs/umapinfo.js';
import { umapAfterTally, umapExitTarget, umapFinale, umapSkipsTally, umapTally, victoryText } from './umap-flow.js';

/** Playing a map (nothing to draw here). */
export const FLOW_LEVEL = 0;
export const FLOW_INTERMISSION = 1;
export const FLOW_FINALE = 2;
/** Nothing follows: the last screen stays (`endReason` says why). */
export const FLOW_ENDED = 3;
/** DOOM II's cast call after MAP30's text (it never ends). */
export const FLOW_CAST = 4;

export const FLOW_PHASE_NAMES = ['level', 'intermission', 'finale', 'ended', 'cast'] as const;

/** What an exited level hands on (G_DoCompleted's wminfo, from the Playsim). */
export interface LevelResult {
  map: string;
  /** Left by a secret exit. */
  secret: boolean;
  kills: number;
  items: number;
  secrets: number;
  /** Tics played (leveltime). */
  time: number;
  totalkills: number;
  totalitems: number;
  totalsecret: number;
  /** Fire and use held at the exit (not yet a press in the tally). */
  attackdown: boolean;
  usedown: boolean;
}

/** The result of the level a Playsim has just exited. */
export function levelResult(sim: Playsim, map: string): LevelResult {
  const p = sim.player;
  return {
    map: map.toUpperCase(), secret: sim.exited === EXIT_SECRET,
    kills: p.killcount, items: p.itemcount, secrets: p.secretcount, time: sim.leveltime,
    totalkills: sim.totalkills, totalitems: sim.totalitems, totalsecret: sim.totalsecret,
    attackdown: p.attackdown, usedown: p.usedown,
  };
}

export interface GameFlowOptions {
  /** The maps of the WAD stack (upper case). */
  maps: readonly string[];
  /** The stack's definitions (src/defs): finale texts and flats, cast names and states, par times.
   *  Default: DOOM's own. */
  defs?: Defs;
  /** DOOM's random cursors (the intermission's animations start from the misc one). */
  rng?: DoomRandom | null;
  /** Whether the stack has a flat of that name (UMAPINFO's interbackdrop is a flat or a picture).
   *  Default: none, so a backdrop is drawn as a picture. */
  flatExists?: (name: string) => boolean;
}

export class GameFlow {
  phase = FLOW_LEVEL;
  intermission: Intermission | null = null;
  finale: Finale | null = null;
  cast: Cast | null = null;
  /** The map the front end should load now; null while none is wanted. */
  pendingMap: string | null = null;
  /** Why the flow ended: 'episode' (DOOM 1's end picture), 'game' (MAP30 done: the cast call), 'no-map' (the stack lacks the next map). */
  endReason: 'episode' | 'game' | 'no-map' | '' = '';
  /** DOOM's player.didsecret: the episode's secret map was done (its splat shows). */
  didsecret = false;
  /** The level last exited, and the map after it (null: none). */
  last: LevelResult | null = null;
  nextMap: string | null = null;
  /** Called with each sound the screens start (sfx numbers of src/defs/doom/sounds.ts). */
  onSound: ((sfx: number) => void) | null = null;
  private readonly maps: readonly string[];
  private readonly defs: Defs;
  private readonly rng: DoomRandom | null;
  private readonly retail: boolean;
  private readonly hasMap31: boolean;
  /** A key was pressed since the last tic (the cast's responder takes it). */
  private keyPending = false;
  /** The UMAPINFO entry of the level last exited (null: none, DOOM's own rules). */
  private umap: UmapEntry | null = null;
  private readonly flatExists: (name: string) => boolean;

  constructor(opts: GameFlowOptions) {
    this.maps = opts.maps.map((m) => m.toUpperCase());
    this.defs = opts.defs ?? DOOM_DEFS;
    this.rng = opts.rng ?? null;
    this.retail = this.maps.some((m) => /^E4M\d$/.test(m));
    this.hasMap31 = this.maps.includes('MAP31');
    this.flatExists = opts.flatExists ?? (() => false);
  }

  /** A new game (a map picked from the menu, or the level restarted after a death): DOOM's reborn player. */
  reset(): void {
    this.phase = FLOW_LEVEL;
    this.intermission = null;
    this.finale = null;
    this.cast = null;
    this.pendingMap = null;
    this.endReason = '';
    this.didsecret = false;
    this.umap = null;
  }

  /** The front end started `map` (the one asked for, or another): play goes on. */
  levelStarted(): void {
    this.phase = FLOW_LEVEL;
    this.intermission = null;
    this.finale = null;
    this.cast = null;
    this.pendingMap = null;
  }

  /** The music DOOM plays over the current screen ('' while a level plays). */
  get music(): string {
    if (this.phase === FLOW_CAST) return CAST_MUSIC_LUMP;
    if (this.phase === FLOW_INTERMISSION) return intermissionMusicLump(this.intermission?.wbs.commercial ?? false);
    if (this.finale && (this.phase === FLOW_FINALE || this.phase === FLOW_ENDED)) return this.finale.music;
    return '';
  }

  /** G_DoCompleted: the level `r` was exited; the tally (or DOOM 1's episode end) begins. */
  exitLevel(r: LevelResult): void {
    const name = r.map.toUpperCase();
    const nums = mapNumbers(name);
    // A name of neither form is taken as DOOM II's (no episode maps to draw).
    const commercial = nums === null || nums.commercial;
    const episode = nums !== null && !nums.commercial ? nums.episode : 1;
    const map = nums !== null ? nums.map : 0;
    // DOOM II without MAP31 has no secret exits.
    const secret = r.secret && (!commercial || this.hasMap31);
    this.last = { ...r, map: name, secret };
    const info = this.defs.mapInfo;
    const entry = info?.maps.get(name) ?? null;
    this.umap = entry;
    // UMAPINFO's next map when its entry names one (dsda-doom's G_DoCompleted), else DOOM's order.
    const target = entry !== null ? umapExitTarget(entry, secret) : '';
    const next = target !== '' ? target : nextMapName(name, secret, (m) => this.maps.includes(m));
    this.nextMap = next !== null && this.maps.includes(next) ? next : null;
    this.pendingMap = null;
    this.intermission = null;
    this.finale = null;
    this.cast = null;
    if (entry !== null && umapSkipsTally(entry)) { this.startVictory(commercial, episode, map, secret); return; }
    if (target === '' && !commercial && map === 8) {
      if (entry !== null) this.startVictory(commercial, episode, map, secret);
      else this.startFinale(false, episode, map, secret, name);
      return;
    }
    if (!commercial && map === 9) this.didsecret = true;
    const wbs: WbStart = {
      commercial, episode: episode - 1, last: map - 1, next: this.doomNext(commercial, episode, map, secret),
      didsecret: this.didsecret,
      maxkills: r.totalkills, maxitems: r.totalitems, maxsecret: r.totalsecret,
      partime: TICRATE * (entry !== null && entry.parTime > 0 ? entry.parTime : map > 0 ? parSeconds(commercial, episode, map, this.defs) : 0),
      kills: r.kills, items: r.items, secrets: r.secrets, time: r.time, retail: this.retail,
    };
    if (nums === null) { wbs.last = -1; wbs.next = -1; }
    if (entry !== null && info) {
      wbs.umap = umapTally(info, entry, next);
      // The map entered, by UMAPINFO's name (an episode map's place on DOOM 1's tally).
      if (target !== '') {
        const t = mapNumbers(target);
        wbs.next = t !== null && t.commercial === commercial && (commercial || t.episode === episode) ? t.map - 1 : -1;
      }
    }
    const wi = new Intermission(wbs, this.rng, { attack: r.attackdown, use: r.usedown });
    wi.onSound = this.forwardSound;
    this.intermission = wi;
    this.phase = FLOW_INTERMISSION;
  }

  /** wminfo.next: the 0-based map DOOM enters (DOOM's own rule, whatever the stack has). */
  private doomNext(commercial: boolean, episode: number, map: number, secret: boolean): number {
    if (commercial) {
      if (secret && map === 15) return 30;
      if (secret && map === 31) return 31;
      if (map === 31 || map === 32) return 15;
      return map;
    }
    if (secret) return 8;
    if (map === 9) return [3, 5, 6, 2][episode - 1] ?? 0;
    return map;
  }

  private readonly forwardSound = (sfx: number): void => { this.onSound?.(sfx); };

  /** A UMAPINFO text screen (dsda-doom's F_StartFinale with a map entry): `text`, else the game's
   *  own screen for the map (its text and flat), else "The End" over FLOOR4_8. */
  private startUmapFinale(commercial: boolean, episode: number, map: number, secret: boolean, text: string | null): void {
    const e = this.umap!;
    const screen = commercial ? finaleFor(true, 1, map, secret) : finaleFor(false, episode, 8, false);
    const { umap, flat } = umapFinale(e, this.flatExists);
    const f = new Finale({
      commercial, episode, map, retail: this.retail, umap,
      text: text ?? victoryText(this.defs, screen?.textKey ?? null),
      flat: flat ?? (screen ? finaleFlat(screen, this.defs) : 'FLOOR4_8'),
    });
    f.onSound = this.forwardSound;
    this.finale = f;
    this.phase = FLOW_FINALE;
  }

  /** The game's ending for a UMAPINFO map (dsda-doom's ga_victory): its text screen, then the ending. */
  private startVictory(commercial: boolean, episode: number, map: number, secret: boolean): void {
    const e = this.umap!;
    const text = secret ? e.interTextSecret : e.interText;
    this.startUmapFinale(commercial, episode, map, secret, text !== null && text !== '' ? text : null);
  }

  private startFinale(commercial: boolean, episode: number, map: number, secret: boolean, from: string): boolean {
    const screen = finaleFor(commercial, episode, map, secret);
    if (!screen) return false;
    const f = new Finale({
      commercial, episode, map, retail: this.retail,
      text: finaleText(screen, this.defs, from, this.nextMap), flat: finaleFlat(screen, this.defs),
    });
    f.onSound = this.forwardSound;
    this.finale = f;
    this.phase = FLOW_FINALE;
    return true;
  }

  /**
   * A key was pressed (before this tic's `tick`). Only the cast call takes keys (F_Responder): the
   * member on stage dies. Returns whether it was taken.
   */
  keyDown(): boolean {
    if (this.phase !== FLOW_CAST) return false;
    this.keyPending = true;
    return true;
  }

  /** F_StartCast, from MAP30's text in the tic a button left it (the cast's first tic runs at once). */
  private startCast(buttons: number): void {
    const c = new Cast(this.defs);
    c.onSound = this.forwardSound;
    this.cast = c;
    this.phase = FLOW_CAST;
    this.endReason = 'game';
    this.keyPending = false;
    c.tick(buttons, false);
  }

  /** G_DoWorldDone: on to the next map, or the end when the stack has none. */
  private goNext(): void {
    if (this.nextMap !== null) { this.pendingMap = this.nextMap; return; }
    this.phase = FLOW_ENDED;
    this.endReason = this.last && /^MAP30$/.test(this.last.map) ? 'game' : 'no-map';
  }

  /** One tic of the screens with the player's buttons (BT_ATTACK | BT_USE) of this tic. */
  tick(buttons: number): void {
    if (this.pendingMap !== null) return; // waiting for the front end to load it
    if (this.phase === FLOW_INTERMISSION && this.intermission) {
      this.intermission.tick(buttons);
      if (!this.intermission.done) return;
      // G_WorldDone: a secret exit marks the episode's secret map done; DOOM II's interludes.
      const r = this.last!;
      if (r.secret) this.didsecret = true;
      const nums = mapNumbers(r.map);
      if (this.umap !== null) {
        const after = umapAfterTally(this.umap, r.secret);
        const commercial = nums === null || nums.commercial;
        const ep = nums !== null && !nums.commercial ? nums.episode : 1, map = nums !== null ? nums.map : 0;
        if (after.kind === 'text') { this.startUmapFinale(commercial, ep, map, r.secret, after.text); return; }
        if (after.kind === 'victory') { this.startVictory(commercial, ep, map, r.secret); return; }
        if (after.kind === 'default' && commercial && finaleFor(true, 1, map, r.secret) !== null) {
          this.startUmapFinale(true, 1, map, r.secret, null);
          return;
        }
        this.goNext();
        return;
      }
      if (nums !== null && nums.commercial && this.startFinale(true, 1, nums.map, r.secret, r.map)) return;
      this.goNext();
    } else if (this.phase === FLOW_FINALE && this.finale) {
      const f = this.finale;
      f.tick(buttons);
      if (f.stage === FINALE_DONE && (f.opts.umap ? f.castNext : f.opts.commercial && f.opts.map === 30)) this.startCast(buttons);
      else if (f.gameOver) {
        this.phase = FLOW_ENDED;
        this.endReason = f.opts.commercial || f.opts.umap ? 'game' : 'episode';
      } else if (f.stage === FINALE_DONE) this.goNext();
    } else if (this.phase === FLOW_CAST && this.cast) {
      this.cast.tick(buttons, this.keyPending);
      this.keyPending = false;
    } else if (this.phase === FLOW_ENDED && this.finale) {
      this.finale.tick(buttons); // DOOM 1's end picture goes on (the bunny scroller)
    }
  }

  /** Draws the current screen; false while a level plays (nothing to draw). */
  draw(screen: ScreenBuffer, gfx: ScreenGraphics): boolean {
    if (this.phase === FLOW_LEVEL) return false;
    if (this.cast) this.cast.draw(screen, gfx);
    else if (this.finale) this.finale.draw(screen, gfx);
    else if (this.intermission) this.intermission.draw(screen, gfx);
    else return false;
    return true;
  }
}
