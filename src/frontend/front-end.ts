// The game's front end around the levels, as d_main and g_game route it: the state (the title and
// demo loop, or a level), the events in DOOM's order — the menu's responder first (M_Responder:
// its F-keys and Esc), then, on the title or in a demo, any other key opens the menu (G_Responder),
// then in a level the Pause key and the cheats (ST_Responder, AM_Responder) — and each tic the
// menu's skull and the title loop's step. The game is paused while a menu or message is up in a
// level (P_Ticker's rule for single player; demos play on) or after the Pause key. draw() puts the
// title page, the menu and DOOM's PAUSE graphic into the 320×200 layer. The page and the tests
// drive it with key names; nothing here touches the DOM.
import type { ScreenBuffer } from '../screen/screen-buffer.js';
import type { ScreenGraphics } from '../screen/screen-graphics.js';
import { AttractLoop, PAGE_STATE, type AttractGame, type AttractHost } from './attract-loop.js';
import { Cheats, type CheatGame, type CheatResult } from './cheats.js';
import { Menu, type MenuGame, type MenuHost, type MenuSettings } from './menu.js';
import type { FrontStrings } from './front-strings.js';
import type { Defs } from '../defs/defs.js';

export const STATE_TITLE = 'title';
export const STATE_LEVEL = 'level';
export type FrontState = typeof STATE_TITLE | typeof STATE_LEVEL;

/** Which DOOM a stack is, from its maps (DOOM's identification by lumps). */
export function gameOfMaps(maps: readonly string[]): MenuGame & { gamemode: CheatGame['gamemode'] } {
  const up = maps.map((m) => m.toUpperCase());
  const commercial = up.some((m) => /^MAP\d\d$/.test(m)) && !up.some((m) => /^E\dM\d$/.test(m));
  const retail = !commercial && up.includes('E4M1');
  const registered = !commercial && !retail && up.includes('E3M1');
  const gamemode = commercial ? 'commercial' : retail ? 'retail' : registered ? 'registered' : 'shareware';
  return { commercial, ultimate: retail, shareware: gamemode === 'shareware', gamemode };
}

export class FrontEnd {
  state: FrontState = STATE_TITLE;
  readonly menu: Menu;
  readonly cheats: Cheats;
  attract: AttractLoop | null = null;
  /** The Pause key's pause (DOOM's `paused`). */
  paused = false;

  constructor(
    readonly game: MenuGame & AttractGame & { gamemode: CheatGame['gamemode'] },
    strings: FrontStrings,
    defs: Defs | null,
    host: MenuHost,
    settings?: MenuSettings,
  ) {
    this.menu = new Menu(game, strings, host, settings);
    this.cheats = new Cheats(defs, strings);
  }

  /** D_StartTitle: the title and demo loop from its start. */
  startTitle(host: AttractHost): void {
    this.state = STATE_TITLE;
    this.paused = false;
    this.attract = new AttractLoop(this.game, host);
    this.attract.start();
  }

  /** A level starts (a new game, a map picked by the page, a warp): the title loop stops. */
  levelStarted(): void {
    this.state = STATE_LEVEL;
    this.attract = null;
    this.paused = false;
  }

  /** No game tics run now (a menu or message up in a level, or the Pause key's pause). */
  get levelPaused(): boolean {
    return this.state === STATE_LEVEL && (this.paused || this.menu.takesKeys);
  }

  /** The title page shown now ('' in a demo or a level). */
  get page(): string {
    const a = this.attract;
    return this.state === STATE_TITLE && a !== null && a.state === PAGE_STATE ? a.pagename : '';
  }

  /**
   * One key down, by DOOM's key name (a character, or 'escape', 'enter', 'f1', 'pause', …). `level`
   * is the level's cheat target while one is played. Returns 'menu' when the menu took the key,
   * 'cheat' when a cheat acted (its result in this.cheats.result), 'pause', or '' (the game's keys).
   */
  key(key: string, level: CheatGame | null): '' | 'menu' | 'cheat' | 'pause' {
    if (this.menu.key(key)) return 'menu';
    if (this.state === STATE_TITLE) {
      // G_Responder: any other key on the title or in a demo brings the menu up.
      this.menu.open();
      return 'menu';
    }
    if (key === 'pause') { this.paused = !this.paused; return 'pause'; }
    if (level === null) return '';
    const r: CheatResult = this.cheats.key(key, level);
    return r.cheat !== '' ? 'cheat' : '';
  }

  /** One gametic of the front end: the menu's skull, and on the title the loop's step. */
  tick(): void {
    this.menu.tick();
    if (this.state === STATE_TITLE && this.attract) this.attract.tick();
  }

  /** The page (on the title), then the menu or message, then PAUSE when paused. `viewTop`: where
   *  the view starts (PAUSE sits 4 rows below it). */
  draw(screen: ScreenBuffer, gfx: ScreenGraphics, viewTop = 0): void {
    const page = this.page;
    if (page !== '') {
      const p = gfx.picture(page);
      if (p) screen.drawPatch(p, 0, 0);
    }
    if (this.paused && this.state === STATE_LEVEL) {
      const p = gfx.picture('M_PAUSE');
      if (p) screen.drawPatch(p, (320 - 68) >> 1, viewTop + 4);
    }
    this.menu.draw(screen, gfx);
  }
}
