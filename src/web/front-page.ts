// The page's side of the game's front end (src/frontend): one FrontEnd per WAD stack, the keys
// routed to it first (a capture-phase listener: the menu's keys, the F-keys, Pause and the cheats
// are DOOM's before they are the page's; a press the front end took never reaches the page's
// shortcuts — key-claims.ts), its tics run by the loop, its 320×200 layer (title pages, menus,
// messages, PAUSE) drawn over the frame, and the title loop's demos played on the page's own game:
// the demo's map is loaded with the demo's skill and options (the page's loader, off the main
// thread; the loop waits meanwhile) and its ticcmds are played tic by tic. What the front end asks
// of the page (a new game, the title again, a warp, a song, a sound, a setting) goes to hooks.
import { FrontEnd, STATE_LEVEL, STATE_TITLE, gameOfMaps } from '../frontend/front-end.js';
import { DEMO_STATE, type AttractHost } from '../frontend/attract-loop.js';
import { frontStrings } from '../frontend/front-strings.js';
import type { CheatGame } from '../frontend/cheats.js';
import type { MenuHost, MenuSettings } from '../frontend/menu.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT, SCREEN_WIDTH } from '../screen/screen-buffer.js';
import { ScreenGraphics } from '../screen/screen-graphics.js';
import { defsOf } from '../defs/load-defs.js';
import { demoMapName, demoPlayerSlot, demoTicCmd, parseDemo, singlePlayerProblem, type Demo } from '../sim/index.js';
import { TicCmd } from '../sim/index.js';
import type { WadStack } from '../wad/wad-stack.js';
import type { Game } from './game.js';
import { claimKey, doomKeyName } from './key-claims.js';

export interface FrontPageHooks {
  /** A new game from the menu: `map` at `skill` (1..5). */
  newGame(skill: number, map: string): void;
  /** The title loop starts (End Game, Quit, the page's first view of an IWAD with a title). */
  titleStarted(): void;
  /** Quit was confirmed (a page cannot quit: the title comes back, and the page says why). */
  quit(): void;
  /** idclev: start `map` at the same skill. */
  warp(map: string): void;
  /** idmus or the title music: play `lump` ('' the map's own again). */
  music(lump: string): void;
  sound(sfx: number): void;
  /** iddt moved the automap's cheat level (0..2). */
  automapCheat(level: number): void;
  automapActive(): boolean;
  settingsChanged(s: MenuSettings): void;
  /** Loads a demo's map with its skill and options; resolves false when it could not. */
  demoLoad(demo: Demo, map: string): Promise<boolean>;
  /** Plays one level tic with `cmd`; false once the level cannot go on (an exit, a death). */
  demoTic(cmd: TicCmd): boolean;
}

export class FrontPage {
  front: FrontEnd | null = null;
  private stack: WadStack | null = null;
  private gfx: ScreenGraphics | null = null;
  private maps = new Set<string>();
  readonly layer = new ScreenBuffer();
  private demo: Demo | null = null;
  private demoAt = 0;
  private demoSlot = 0;
  private demoReady = false;
  private demoFailed = false;
  private demoToken = 0;
  private readonly cmd = new TicCmd();

  constructor(private readonly game: Game, private readonly hooks: FrontPageHooks, readonly settings: MenuSettings) {
    window.addEventListener('keydown', (e) => this.onKey(e), true);
  }

  /** The stack in use was loaded (every load calls this): a new stack gets its own front end. */
  stackLoaded(stack: WadStack): void {
    if (stack === this.stack) return;
    this.stack = stack;
    this.gfx = new ScreenGraphics(stack);
    this.maps = new Set(stack.maps.map((m) => m.name.toUpperCase()));
    const kind = gameOfMaps([...this.maps]);
    const defs = defsOf(stack).defs;
    const game = { ...kind, has: (l: string) => stack.find(l) !== undefined };
    this.front = new FrontEnd(game, frontStrings(defs), defs, this.menuHost, this.settings);
    this.front.levelStarted();
  }

  /** Whether the stack has DOOM's title (TITLEPIC, or INTERPIC in its place) and menu graphics. */
  get hasTitle(): boolean {
    const g = this.gfx;
    return g !== null && (g.has('TITLEPIC') || g.has('INTERPIC')) && g.has('M_DOOM');
  }

  /** Whether the stack has DOOM's menu graphics (M_DOOM): without them the menus stay shut. */
  get hasMenus(): boolean {
    return this.gfx !== null && this.gfx.has('M_DOOM');
  }

  /** D_StartTitle. */
  startTitle(): void {
    if (!this.front) return;
    this.demoToken++;
    this.front.startTitle(this.attractHost);
    this.hooks.titleStarted();
  }

  /** A level of a game started (the menu's new game, a map picked by the page, a warp). */
  levelStarted(): void {
    this.demoToken++;
    this.demo = null;
    this.front?.levelStarted();
  }

  get titleActive(): boolean {
    return this.front !== null && this.front.state === STATE_TITLE;
  }

  /** The title loop plays a demo whose level is loaded (the frame shows the level). */
  get showsLevel(): boolean {
    const a = this.front?.attract;
    return this.titleActive && a !== null && a !== undefined && a.state === DEMO_STATE && this.demoReady;
  }

  get levelPaused(): boolean {
    return this.front !== null && this.front.levelPaused;
  }

  /** The message the HUD shows even with messages off (DOOM's "Messages OFF"). */
  get forcedMessage(): string {
    return this.front ? this.front.menu.strings.MSGOFF : '';
  }

  get gamma(): number {
    return this.settings.gamma;
  }

  /** One gametic of the front end. */
  tick(): void {
    this.front?.tick();
  }

  /** Draws the front end's layer over the frame (`titlePage`: a title page fills the frame first). */
  draw(fb: Uint32Array, W: number, H: number, palette: Uint32Array, viewTop: number): void {
    const fe = this.front, gfx = this.gfx;
    if (!fe || !gfx) return;
    // Nothing of the front end up (the usual level frame): no layer to scale over the frame.
    if (fe.page === '' && !fe.menu.takesKeys && !(fe.paused && fe.state === STATE_LEVEL)) return;
    const s = this.layer;
    s.clear();
    if (fe.page !== '') s.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0);
    fe.menu.gfxForWidth = gfx;
    fe.draw(s, gfx, viewTop);
    blitScreen(s, 0, SCREEN_HEIGHT, fb, W, 0, H, palette, true);
  }

  /** What the page shows of the front end (tests). */
  get state(): { state: string; page: string; demo: string; menu: string | null; item: number; message: string; paused: boolean; skull: number; gamma: number } {
    const fe = this.front;
    return {
      state: fe ? fe.state : 'none',
      page: fe ? fe.page : '',
      demo: fe && fe.attract && fe.attract.state === DEMO_STATE ? fe.attract.demoname : '',
      menu: fe && fe.menu.active && fe.menu.message === '' ? fe.menu.current.id : null,
      item: fe ? fe.menu.itemOn : 0,
      message: fe ? fe.menu.message : '',
      paused: fe ? fe.paused : false,
      skull: fe ? fe.menu.whichSkull : 0,
      gamma: this.settings.gamma,
    };
  }

  private onKey(e: KeyboardEvent): void {
    const fe = this.front;
    if (!fe || e.ctrlKey || e.metaKey || e.altKey) return;
    const name = doomKeyName(e.code, e.key);
    // F5 (DOOM's detail, which the page lacks) and F12 stay the browser's: reload, developer tools.
    if (name === '' || name === 'f5' || name === 'f12') return;
    const t = e.target as HTMLElement | null;
    const tag = t ? t.tagName : '';
    if (!fe.menu.takesKeys && (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA')) return;
    // In a level, - and = are the page's (the automap's zoom, DOOM's screen size) and stay there.
    if (fe.state === STATE_LEVEL && !fe.menu.takesKeys && (name === 'minus' || name === 'equals')) return;
    if (e.repeat && fe.state === STATE_LEVEL && !fe.menu.takesKeys) return;
    // A stack without DOOM's menu graphics (the project's demo WAD) has no menus to open: Esc and
    // the F-keys stay the page's; Pause and the cheats still work.
    if (!this.hasMenus && !fe.menu.takesKeys && (name === 'escape' || /^f\d+$/.test(name))) return;
    const typing = fe.cheats.typing;
    const sim = this.game.sim;
    const r = fe.key(name, fe.state === STATE_LEVEL && sim ? this.cheatGame : null);
    if (r === 'menu' || r === 'pause') {
      claimKey(e);
      e.preventDefault();
      e.stopImmediatePropagation();
      return;
    }
    if (r === 'cheat') {
      claimKey(e);
      const c = fe.cheats.result;
      if (c.music !== '') this.hooks.music(c.music);
      if (c.warp !== '') this.hooks.warp(c.warp);
      if (c.automap) this.hooks.automapCheat(fe.cheats.automapLevel);
      return;
    }
    if (typing || fe.cheats.typing) claimKey(e);
  }

  private readonly cheatGame: CheatGame = ((page: FrontPage): CheatGame => ({
    get player() { return page.game.sim!.player; },
    get leveltime() { return page.game.sim!.leveltime; },
    get commercial() { return page.front!.game.commercial; },
    get gamemode() { return page.front!.game.gamemode; },
    get nightmare() { return page.game.sim!.skill === 5; },
    get automapActive() { return page.hooks.automapActive(); },
    hasMap: (m: string) => page.maps.has(m),
  }))(this);

  private readonly menuHost: MenuHost = ((page: FrontPage): MenuHost => ({
    get usergame() { return page.front !== null && page.front.state === STATE_LEVEL && page.game.sim !== null; },
    get inLevel() { return page.front !== null && page.front.state === STATE_LEVEL && page.game.sim !== null; },
    get automapActive() { return page.hooks.automapActive(); },
    get gametic() { return page.game.sim ? page.game.sim.gametic : 0; },
    sound: (sfx) => page.hooks.sound(sfx),
    newGame: (skill, episode) => {
      const g = page.front!.game;
      page.hooks.newGame(skill, g.commercial ? 'MAP01' : `E${episode}M1`);
    },
    endGame: () => page.startTitle(),
    quit: () => { page.startTitle(); page.hooks.quit(); },
    playerMessage: (text) => {
      const sim = page.game.sim;
      if (sim && page.front?.state === STATE_LEVEL) { sim.player.message = text; sim.player.messageTic = sim.leveltime; }
    },
    settingsChanged: (s) => page.hooks.settingsChanged(s),
  }))(this);

  private readonly attractHost: AttractHost = ((page: FrontPage): AttractHost => ({
    startDemo: (name) => page.startDemo(name),
    tickDemo: () => page.tickDemo(),
    music: (lump) => page.hooks.music(lump),
  }))(this);

  private startDemo(name: string): boolean {
    const stack = this.stack, fe = this.front;
    if (!stack || !fe) return false;
    const lump = stack.find(name);
    if (!lump) return false;
    let demo: Demo;
    try {
      demo = parseDemo(lump.data, stack.label, name);
    } catch (e) {
      console.warn(`toom: ${name} cannot be played: ${(e as Error)?.message ?? e}`);
      return false;
    }
    const problem = singlePlayerProblem(demo);
    const map = demoMapName(demo, fe.game.commercial);
    if (problem !== null || !this.maps.has(map)) {
      console.warn(`toom: ${name} is passed over: ${problem ?? `the stack has no ${map}`}`);
      return false;
    }
    this.demo = demo;
    this.demoAt = 0;
    this.demoSlot = demoPlayerSlot(demo);
    this.demoReady = false;
    this.demoFailed = false;
    const token = ++this.demoToken;
    void this.hooks.demoLoad(demo, map).then((ok) => {
      if (token !== this.demoToken) return;
      this.demoReady = ok;
      this.demoFailed = !ok;
    });
    return true;
  }

  /** One tic of the demo: nothing while its level loads; its end marker's tic ends it. */
  private tickDemo(): boolean {
    const demo = this.demo;
    if (!demo || this.demoFailed) return false;
    if (!this.demoReady) return true;
    if (this.demoAt >= demo.tics) { this.demoReady = false; return false; }
    demoTicCmd(demo, this.demoAt++, this.demoSlot, this.cmd);
    if (!this.hooks.demoTic(this.cmd)) { this.demoReady = false; return false; }
    return true;
  }
}
