// DOOM's text screens between episodes and DOOM II's interludes, after f_finale: which transitions
// have one (leaving E1M8..E4M8; DOOM II after MAP06, MAP11, MAP20, MAP30 and on the secret ways
// into MAP31 and MAP32), the flat tiled behind the text (DOOM's per screen, or the DEHACKED lump's
// BGFLAT replacement), the text typed one character every TEXTSPEED tics after a short wait, and
// what follows: DOOM II goes on to the next map at any button once 50 tics have passed; DOOM 1
// shows its end picture TEXTWAIT tics after the last character (CREDIT or HELP2, VICTORY2, the
// scrolling PFUB pair with "THE END" for episode 3, ENDPIC) and the game is over. The texts come
// from the IWAD's DEHACKED lump (Freedoom's); without one a plain line names the end reached.
// After MAP30's text DOOM II's cast call follows (cast.ts; the game flow starts it).
import type { Picture } from '../assets/picture.js';
import { SFX } from '../defs/doom/sounds.js';
import type { Defs } from '../defs/defs.js';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenBuffer } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';
import { drawFontText } from './hud-font.js';
import { artScreenMusicLump, textScreenMusicLump } from '../sound/music-names.js';

/** Tics per typed character, and the tics the whole text stays before DOOM 1's end picture. */
export const TEXTSPEED = 3;
export const TEXTWAIT = 250;
/** Tics before the typing starts. */
export const TEXT_DELAY = 10;
/** DOOM II: the tics after which a button leaves the text screen. */
export const SKIP_AFTER = 50;

export const FINALE_TEXT = 0;
export const FINALE_ART = 1;
/** The player moved on (DOOM II: the next map loads). */
export const FINALE_DONE = 2;

/** One of DOOM's text screens: its DEHACKED names (text and flat) and DOOM's own flat. */
export interface FinaleScreen {
  textKey: string;
  flatKey: string;
  flat: string;
}

const DOOM_SCREENS: readonly FinaleScreen[] = [
  { textKey: 'E1TEXT', flatKey: 'BGFLATE1', flat: 'FLOOR4_8' },
  { textKey: 'E2TEXT', flatKey: 'BGFLATE2', flat: 'SFLR6_1' },
  { textKey: 'E3TEXT', flatKey: 'BGFLATE3', flat: 'MFLR8_4' },
  { textKey: 'E4TEXT', flatKey: 'BGFLATE4', flat: 'MFLR8_3' },
];
/** DOOM II's, by the map left. */
const DOOM2_SCREENS: ReadonlyMap<number, FinaleScreen> = new Map([
  [6, { textKey: 'C1TEXT', flatKey: 'BGFLAT06', flat: 'SLIME16' }],
  [11, { textKey: 'C2TEXT', flatKey: 'BGFLAT11', flat: 'RROCK14' }],
  [20, { textKey: 'C3TEXT', flatKey: 'BGFLAT20', flat: 'RROCK07' }],
  [30, { textKey: 'C4TEXT', flatKey: 'BGFLAT30', flat: 'RROCK17' }],
  [15, { textKey: 'C5TEXT', flatKey: 'BGFLAT15', flat: 'RROCK13' }],
  [31, { textKey: 'C6TEXT', flatKey: 'BGFLAT31', flat: 'RROCK19' }],
]);

/**
 * The text screen shown on leaving map `map` of `episode` (1-based), or null when DOOM shows none:
 * DOOM 1 after each episode's eighth map; DOOM II after MAP06, MAP11, MAP20 and MAP30, and after
 * MAP15 and MAP31 only when left by their secret exits.
 */
export function finaleFor(commercial: boolean, episode: number, map: number, secret: boolean): FinaleScreen | null {
  if (!commercial) return map === 8 ? DOOM_SCREENS[episode - 1] ?? null : null;
  if ((map === 15 || map === 31) && !secret) return null;
  return DOOM2_SCREENS.get(map) ?? null;
}

/** The text of a screen: the DEHACKED lump's, else a plain line naming the end reached. */
export function finaleText(screen: FinaleScreen, defs: Defs, from: string, next: string | null): string {
  const t = defs.strings.get(screen.textKey);
  if (t !== undefined) return t;
  const e = /^E(\d)M\d$/i.exec(from);
  if (e) return `The end of episode ${e[1]}.`;
  return next ? `${from.toUpperCase()} finished.\n\nOn to ${next.toUpperCase()}.` : `${from.toUpperCase()} finished.\n\nThe end.`;
}

/** The flat behind a screen's text: DEHACKED's BGFLAT string or Text replacement, else DOOM's. */
export function finaleFlat(screen: FinaleScreen, defs: Defs): string {
  return defs.string(screen.flatKey, screen.flat);
}

/** Characters of the text typed after `count` tics (F_TextWrite's count, before the text's end). */
export function typedChars(count: number): number {
  return Math.max(0, Math.trunc((count - TEXT_DELAY) / TEXTSPEED));
}

/** The room for the sounds one tic can start. */
const MAX_TIC_SOUNDS = 2;
const END_NAMES: readonly string[] = ['END0', 'END1', 'END2', 'END3', 'END4', 'END5', 'END6'];

export interface FinaleOptions {
  commercial: boolean;
  /** Episode (1-based; DOOM II: 1) and map number left. */
  episode: number;
  map: number;
  text: string;
  flat: string;
  /** The Ultimate DOOM (it has episode 4): episode 1 ends on CREDIT, else on HELP2. */
  retail?: boolean;
  /** A text screen of a map UMAPINFO describes (dsda-doom's rules, umap-flow.ts): null for DOOM's. */
  umap?: UmapFinale | null;
}

/** What UMAPINFO says of a text screen: what follows it (UmapEntry.endPic: '' or '-' the next map,
 *  '!' DOOM's own ending, '$CAST', '$BUNNY', or a picture), the backdrop drawn as a picture rather
 *  than a tiled flat, and the music. */
export interface UmapFinale {
  end: string;
  backdropPicture: string;
  music: string;
}

export class Finale {
  stage = FINALE_TEXT;
  /** DOOM's finalecount: tics in the current stage. */
  count = 0;
  private lastStage = 0;
  readonly sounds = new Int32Array(MAX_TIC_SOUNDS);
  soundCount = 0;
  /** Called with each sound as it starts (the page's sound output). */
  onSound: ((sfx: number) => void) | null = null;

  /** UMAPINFO: the cast call follows (the game flow starts it once the stage is FINALE_DONE). */
  castNext = false;

  constructor(readonly opts: FinaleOptions) {}

  /** The game is over here: DOOM 1's end picture, or a UMAPINFO ending's picture (DOOM II's MAP30
   *  text leads to the cast call). */
  get gameOver(): boolean {
    return (!this.opts.commercial || (this.opts.umap ?? null) !== null) && this.stage === FINALE_ART;
  }

  /** The music DOOM plays: D_VICTOR for DOOM 1's texts, D_READ_M for DOOM II's, D_BUNNY at episode 3's end. */
  get music(): string {
    const u = this.opts.umap;
    if (u && u.music !== '' && this.stage === FINALE_TEXT) return u.music;
    if (u && this.stage === FINALE_ART && u.end === '$BUNNY') return artScreenMusicLump(3) ?? textScreenMusicLump(this.opts.commercial);
    const text = textScreenMusicLump(this.opts.commercial);
    if (this.opts.commercial || this.stage !== FINALE_ART) return text;
    return artScreenMusicLump(this.opts.episode) ?? text;
  }

  /** One tic (F_Ticker) with the player's buttons of this tic. */
  tick(buttons: number): void {
    this.soundCount = 0;
    if (this.stage === FINALE_DONE) return;
    if (this.opts.umap) { this.umapTick(buttons, this.opts.umap); return; }
    // DOOM II: any button held after the first 50 tics leaves the screen (after MAP30: for the cast).
    if (this.opts.commercial && this.count > SKIP_AFTER && buttons !== 0) { this.stage = FINALE_DONE; return; }
    this.count++;
    if (this.opts.commercial) return;
    if (this.stage === FINALE_TEXT && this.count > this.opts.text.length * TEXTSPEED + TEXTWAIT) {
      this.count = 0;
      this.stage = FINALE_ART;
    }
    if (this.stage === FINALE_ART && this.bunny) this.bunnySound();
  }

  /** dsda-doom's text screen for a UMAPINFO map (its vanilla-compatible rule): any button, or the
   *  whole text shown and TEXTWAIT more tics, ends the text; then what UMAPINFO says follows. */
  private umapTick(buttons: number, u: UmapFinale): void {
    if (this.stage === FINALE_ART) {
      this.count++;
      if (this.bunny) this.bunnySound();
      return;
    }
    let next = buttons !== 0;
    if (!next) {
      this.count++;
      next = this.count > this.opts.text.length * TEXTSPEED + TEXTWAIT;
    }
    if (!next) return;
    const end = u.end;
    if (end === '' || end === '-') { this.stage = FINALE_DONE; return; }
    if (end === '$CAST' || (end === '!' && this.opts.commercial && this.opts.map === 30)) { this.castNext = true; this.stage = FINALE_DONE; return; }
    if (end === '!' && this.opts.commercial) { this.stage = FINALE_DONE; return; }
    this.count = 0;
    this.stage = FINALE_ART;
  }

  /** The art stage is the bunny scroller (DOOM 1's third episode, or UMAPINFO's endbunny). */
  private get bunny(): boolean {
    const u = this.opts.umap;
    if (u && u.end !== '!') return u.end === '$BUNNY';
    return this.opts.episode === 3;
  }

  private sound(sfx: number): void {
    if (this.soundCount < MAX_TIC_SOUNDS) this.sounds[this.soundCount++] = sfx;
    this.onSound?.(sfx);
  }

  /** The bunny scroller's "THE END" grows one letter every 5 tics, each with a pistol shot. */
  private bunnySound(): void {
    if (this.count < 1180) { this.lastStage = 0; return; }
    const stage = Math.min(6, Math.trunc((this.count - 1180) / 5));
    if (stage > this.lastStage) { this.sound(SFX.pistol); this.lastStage = stage; }
  }

  draw(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    if (this.stage === FINALE_ART) { this.drawArt(screen, gfx); return; }
    const backdrop = this.opts.umap?.backdropPicture ? gfx.picture(this.opts.umap.backdropPicture) : null;
    const flat = backdrop ? null : gfx.flat(this.opts.flat);
    if (backdrop) { screen.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0); screen.drawPatch(backdrop, 0, 0); }
    else if (flat) screen.tileFlat(flat);
    else screen.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
    drawFontText(screen, gfx, this.opts.text, typedChars(this.count), 10, 10);
  }

  private drawArt(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    const ep = this.opts.episode;
    if (this.bunny) { this.drawBunny(screen, gfx); return; }
    const u = this.opts.umap;
    const name = u && u.end !== '!' ? u.end
      : ep === 1 ? (this.opts.retail ? 'CREDIT' : 'HELP2') : ep === 2 ? 'VICTORY2' : ep === 4 ? 'ENDPIC' : '';
    if (!name) return;
    screen.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
    const p = gfx.picture(name);
    if (p) screen.drawPatch(p, 0, 0);
  }

  /** F_BunnyScroll: PFUB2 scrolls off to the left as PFUB1 comes in, then END0..END6 in the middle. */
  private drawBunny(screen: ScreenBuffer, gfx: ScreenGraphics): void {
    const p1 = gfx.picture('PFUB2'), p2 = gfx.picture('PFUB1');
    const scrolled = Math.max(0, Math.min(SCREEN_WIDTH, SCREEN_WIDTH - Math.trunc((this.count - 230) / 2)));
    for (let x = 0; x < SCREEN_WIDTH; x++) {
      if (x + scrolled < SCREEN_WIDTH) drawColumn(screen, x, p1, x + scrolled);
      else drawColumn(screen, x, p2, x + scrolled - SCREEN_WIDTH);
    }
    if (this.count < 1130) return;
    const stage = this.count < 1180 ? 0 : Math.min(6, Math.trunc((this.count - 1180) / 5));
    const end = gfx.picture(END_NAMES[stage]);
    if (end) screen.drawPatch(end, (SCREEN_WIDTH - 13 * 8) / 2, (SCREEN_HEIGHT - 8 * 8) / 2);
  }
}

/** One column of a picture at screen column x from the top row, offsets ignored (F_DrawPatchCol). */
function drawColumn(screen: ScreenBuffer, x: number, p: Picture | null, col: number): void {
  if (!p || col < 0 || col >= p.width) return;
  const h = Math.min(p.height, SCREEN_HEIGHT), base = col * p.height;
  for (let y = 0; y < h; y++) {
    if (!p.mask[base + y]) continue;
    const i = y * SCREEN_WIDTH + x;
    screen.pixels[i] = p.pixels[base + y];
    screen.covered[i] = 1;
  }
}
