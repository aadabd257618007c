// DOOM's screen sizes for a W×H output and what is drawn around the 3D view:
//  - 'statusbar' (DOOM's screenblocks 10): the view fills the top H·168/200 rows (320×168 at DOOM's
//    size), the status bar the 32/200 below; the message line over the view's top-left;
//  - 'weapon' (screenblocks 11): the view fills the screen, no bar; the message line over it;
//  - 'none': the bare view.
// GameScreen draws the bar and the message line into DOOM's 320×200 layer and scales them onto the
// framebuffer after the view was rendered into its top rows, through the palette the view uses (the
// palette flashes of damage and pickups tint the bar as DOOM's I_SetPalette tints the whole screen).
// Nothing is allocated per frame or tic.
import { PlayerState } from '../sim/index.js';
import type { WadStack } from '../wad/wad-stack.js';
import { HudFont, drawFontText } from './hud-font.js';
import { HudMessages } from './hud-messages.js';
import { SCREEN_HEIGHT, ScreenBuffer, blitScreen } from './screen-buffer.js';
import { ScreenGraphics } from './screen-graphics.js';
import { ST_Y, StatusBar } from './status-bar.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';

export const SCREEN_SIZES = ['statusbar', 'weapon', 'none'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];
export const SCREEN_SIZE_LABELS: Record<ScreenSize, string> = {
  statusbar: 'status bar',
  weapon: 'full screen',
  none: 'bare view',
};

export function isScreenSize(s: unknown): s is ScreenSize {
  return typeof s === 'string' && (SCREEN_SIZES as readonly string[]).includes(s);
}

/** Rows of an H-row output the 3D view gets at `size` (the status bar takes the rest). */
export function viewHeight(size: ScreenSize, height: number): number {
  if (size !== 'statusbar') return height;
  return Math.max(1, Math.floor((height * ST_Y) / SCREEN_HEIGHT));
}

/** What a player's screen needs of the game: the player and the level's clock (a Playsim is one). */
export interface ScreenSource {
  readonly player: PlayerState;
  readonly leveltime: number;
  readonly rng: { mRandom(): number };
}

export class GameScreen {
  readonly screen = new ScreenBuffer();
  readonly graphics: ScreenGraphics;
  readonly statusBar: StatusBar;
  readonly font: HudFont;
  readonly messages: HudMessages;
  /** The automap's level title (HU's w_title: UMAPINFO's "label: name"), drawn while it is not ''. */
  automapTitle = '';

  /** `defs`: the game's definitions (the status bar's ammo per weapon); default DOOM's own. */
  constructor(source: WadStack | ScreenGraphics, defs: Defs = DOOM_DEFS) {
    this.graphics = source instanceof ScreenGraphics ? source : new ScreenGraphics(source);
    this.statusBar = new StatusBar(this.graphics, defs);
    this.font = new HudFont(this.graphics);
    this.messages = new HudMessages(this.font);
  }

  /** Problems with the WAD's screen graphics (missing status bar or font), one line each. */
  get warnings(): readonly string[] {
    return this.graphics.warnings;
  }

  /** The size actually drawn: 'statusbar' falls back to 'weapon' when the WAD has no status bar. */
  effectiveSize(size: ScreenSize): ScreenSize {
    return size === 'statusbar' && !this.statusBar.available ? 'weapon' : size;
  }

  /** Rows of an H-row output the view gets at `size` on this WAD (see effectiveSize). */
  viewHeight(size: ScreenSize, height: number): number {
    return viewHeight(this.effectiveSize(size), height);
  }

  /** At a level's start (DOOM's ST_Start as the player spawns). */
  start(p: PlayerState): void {
    this.statusBar.start(p);
  }

  /** Once per game tic, after it (ST_Ticker): draws one misc random number for the face. */
  tick(src: ScreenSource): void {
    this.statusBar.tick(src.player, src.rng);
  }

  /**
   * Draws the screen around a view already rendered into the top viewHeight(size, H) rows of `fb`
   * (W×H, ABGR): the status bar into the rows below it and the message line over the view, through
   * PLAYPAL palette number `palette` (0..13). Allocates nothing.
   */
  draw(fb: Uint32Array, width: number, height: number, size: ScreenSize, src: Pick<ScreenSource, 'player' | 'leveltime'>, palette = 0): void {
    if (size === 'none') return;
    const eff = this.effectiveSize(size);
    const pals = this.graphics.palettes;
    const pal = pals[palette >= 0 && palette < pals.length ? palette | 0 : 0];
    const s = this.screen;
    s.clear();
    const viewH = viewHeight(eff, height);
    if (eff === 'statusbar') {
      this.statusBar.draw(s, src.player);
      blitScreen(s, ST_Y, SCREEN_HEIGHT, fb, width, viewH, height, pal, false);
    }
    if (this.automapTitle !== '' && this.font.available) {
      // DOOM's HU_TITLEX, HU_TITLEY: the left edge, one font line above the status bar's 168th row.
      const y = 167 - this.font.height;
      drawFontText(s, this.graphics, this.automapTitle, this.automapTitle.length, 0, y);
      blitScreen(s, y, y + this.font.height, fb, width, Math.round((y * height) / SCREEN_HEIGHT), Math.round(((y + this.font.height) * height) / SCREEN_HEIGHT), pal, true);
    }
    if (this.messages.draw(s, src.player, src.leveltime)) {
      // The message rows only, at the view's vertical scale (the view's rows are H/200 of DOOM's).
      const rows = this.messages.rows;
      const dy1 = Math.min(viewH, Math.round((rows * height) / SCREEN_HEIGHT));
      blitScreen(s, 0, rows, fb, width, 0, dy1, pal, true);
    }
  }
}

/**
 * For the CLI: draws DOOM's 'statusbar' screen of player `src` (a Playsim, or null for a player
 * fresh on the level: 100% health, a pistol and 50 bullets) into `fb` (W×H) whose top
 * viewHeight('statusbar', H) rows hold the rendered view (render it with
 * `new CpuRenderer(world, W, viewH, fb.subarray(0, W * viewH))`). Returns the GameScreen, whose
 * warnings say when the WAD has no status bar (then the view should have filled the whole height:
 * use `screen.viewHeight('statusbar', H)` to size it).
 */
export function drawStatusbarScreen(
  stack: WadStack, src: Pick<ScreenSource, 'player' | 'leveltime'> | null, fb: Uint32Array, width: number, height: number, palette = 0,
  screen: GameScreen = new GameScreen(stack),
): GameScreen {
  const from = src ?? freshPlayer();
  screen.draw(fb, width, height, 'statusbar', from, palette);
  return screen;
}

function freshPlayer(): { player: PlayerState; leveltime: number } {
  const player = new PlayerState();
  player.reborn();
  return { player, leveltime: 0 };
}
