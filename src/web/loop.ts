// The frame loop: the simulation runs at a fixed 35 Hz (tic-clock.ts: an accumulator of elapsed
// time, at most 4 tics a frame, so a stalled tab does not fast-forward), rendering at the
// display's rate on requestAnimationFrame, one putImageData per frame. Each tic takes one ticcmd
// built from the keys and mouse (or from an input script the page was handed), runs DOOM's playsim,
// copies its state into the World (WorldSync) and lets the automap's sight mark what the player
// sees and its path record where the player went, DOOM's status bar face takes its tic and the tic's
// sounds go to the sound output. The renderers get the sim's leveltime as tics and draw the view's
// rows; DOOM's status bar and message line (src/screen) are drawn around them. When the screen
// changes (a level starts, the tally, a text screen, the next map), DOOM's melt (src/screen/wipe.ts)
// slides the last frame's columns off the new picture, as D_Display does: the melt runs on the tics
// and the game waits for it. Nothing is allocated per frame: the camera, the command, the key state
// and the statistics are preallocated and reused.
// An exception inside a frame (a tic, the screens between maps, the drawing) stops the loop there:
// the next frame is armed only once a frame has finished, so a half-run tic is never followed by
// another; `onError` hears of it once (the page shows its banner) and `start` (a new map) goes on.
import { EXIT_NONE, PST_REBORN, ANGLETURN_TO_RAD, BT_ATTACK, BT_USE, TicCmd } from '../sim/index.js';
import type { Interlude } from './interlude.js';
import type { ScriptPlayer } from '../sim/index.js';
import type { Game } from './game.js';
import type { Screen } from './screen.js';
import type { Input } from './input.js';
import type { Automap } from './automap.js';
import type { Hud } from './hud.js';
import type { ViewMessages } from './messages.js';
import type { StatusBar } from './status-bar.js';
import { FrameStats } from './frame-stats.js';
import { VIEW_PALETTE } from '../world/live-state.js';
import { boomKeyWeapon, KeyCmdBuilder, wheelWeapon, type HeldKeys } from './key-cmd.js';
import { TicClock } from './tic-clock.js';
import type { Camera } from '../render/camera.js';
import type { SoundOutput } from './sound-output.js';
import { ScreenWipe } from '../screen/wipe.js';
import type { DoomRandom } from '../defs/doom/random.js';
import type { FrontPage } from './front-page.js';
import { gammaFrame } from '../frontend/gamma.js';

/** DOOM's pw_allmap slot in the player's powers. */
export const POWER_ALLMAP = 4;

/** Where a stack has no palette for the front end's layer (it draws nothing then). */
const BLACK_PALETTE = new Uint32Array(256).fill(0xff000000);

export class Loop {
  frames = 0;
  readonly stats = new FrameStats();
  /** The command of the latest tic (read by tests through window.toom). */
  readonly cmd = new TicCmd();
  private readonly keys: HeldKeys = { forward: 0, strafe: 0, turn: 0, run: false, use: false, fire: false, weapon: -1 };
  readonly builder = new KeyCmdBuilder();
  private readonly clock = new TicClock();
  /** The view's rows of the framebuffer (kept: a subarray a frame would allocate). */
  private viewFb: Uint32Array = new Uint32Array(0);
  private last = -1;
  private running = false;
  /** Why the loop stopped (the message of the exception a frame threw), or null while it runs. */
  failure: string | null = null;
  /** Called once when a frame throws: the loop has stopped (start() runs it again). */
  onError: ((e: unknown) => void) | null = null;
  /** Set by tests (window.toom.failTic): the next tic throws this message inside the tic. */
  faultNextTic: string | null = null;
  /** An input script playing instead of the keys (tests, screenshots), and what to call when it ends. */
  private script: ScriptPlayer | null = null;
  private scriptDone: (() => void) | null = null;
  /** Draws the 3D view in place of the CPU renderer when it returns true (the GPU, split and difference modes). */
  drawView: ((camera: Camera, tics: number) => boolean) | null = null;
  /** No tics run while set (tests comparing pictures of a still world; the frames go on). */
  paused = false;
  /** The screens between maps (tally, text screens): while active they run on the tics and are
   *  drawn instead of the level, use and fire their buttons. */
  interlude: Interlude | null = null;
  /** Called once when the sim reports an exit (the page starts the interlude). */
  onExit: (() => void) | null = null;
  private exitReported: object | null = null;
  /** Plays the sim's sound events (DOOM's channels through Web Audio), or null for none. */
  sound: SoundOutput | null = null;
  /** Called after each frame's tics between maps (the page changes the music with the screens). */
  onInterludeTics: (() => void) | null = null;
  /** Called once when the dead player pressed Use (DOOM loads the level again). */
  onReborn: (() => void) | null = null;
  private rebornReported: object | null = null;
  /** DOOM's screen melt; while it runs no game tics run (its own tics take them). */
  readonly wipe = new ScreenWipe();
  /** False: screens change at once (tests and scripts: window.toom.setWipe, ?wipe=0). */
  wipeEnabled = true;
  /** What the last drawn frame showed (a level's Playsim or a screen between maps) and its stage;
   *  null before the first frame (nothing to melt from). */
  private shownScreen: object | null = null;
  private shownStage = -1;
  /** The next change of screen shows at once (a reload that keeps the player's place). */
  private wipeSkipped = false;
  /** The game's front end (title loop, menus, cheats, pause): its tics, its layer, its pauses. */
  front: FrontPage | null = null;

  constructor(
    private readonly game: Game,
    private readonly screen: Screen,
    private readonly input: Input,
    private readonly automap: Automap,
    private readonly hud: Hud,
    private readonly messages: ViewMessages,
    private readonly status: StatusBar,
  ) {}

  /** Runs the loop (again, after a frame threw: the page calls this once a new map is loaded). */
  start(): void {
    this.failure = null;
    if (this.running) return;
    this.running = true;
    this.last = -1;
    requestAnimationFrame(this.frame);
  }

  /** Whether frames are running (false before start and after a frame threw). */
  get isRunning(): boolean {
    return this.running;
  }

  /** Forgets accumulated time and statistics (after a map or resolution change). */
  reset(): void {
    this.clock.reset();
    this.last = -1;
    this.stats.reset();
    this.builder.reset();
  }

  /** Plays `player`'s ticcmds instead of the keys until it is done (then `done` is called). */
  playScript(player: ScriptPlayer, done: () => void): void {
    this.scriptDone?.();
    this.script = player;
    this.scriptDone = done;
  }

  private readonly frame = (now: number): void => {
    if (!this.running) return;
    try {
      this.step(now);
    } catch (e) {
      // The tic (or drawing) that threw left the game half-way: no further frame runs on it.
      this.running = false;
      this.failure = e instanceof Error ? e.message : String(e);
      this.onError?.(e);
      return;
    }
    requestAnimationFrame(this.frame);
  };

  private step(now: number): void {
    const dt = this.last < 0 ? 0 : now - this.last;
    this.last = now;
    const g = this.game, sim = g.sim, world = g.world, r = g.renderer, sight = g.sight, sync = g.sync;
    if (!sim || !world || !r || !sight || !sync) return;
    if (g.parallel && !g.parallel.failed) g.parallel.prepare();
    const sound = this.sound;
    if (sound !== null) sound.follow(sim);

    const fp = this.front;
    if (fp !== null && fp.titleActive) { this.titleFrame(fp, dt, now); return; }
    const il = this.interlude;
    if (il && il.active) { this.interludeFrame(il, dt, now, sim.rng); return; }

    // While the screen melts the game waits (the input too: DOOM reads it after the melt).
    const melting = this.wipe.active;
    // A menu or message up, or the Pause key: no game tics (the menu's own tics go on).
    const frozen = fp !== null && fp.levelPaused;
    if (frozen) this.input.takeMouseDx();
    else if (!melting) this.builder.addMouse(this.input.takeMouseDx() * this.mouseScale);
    const tics = this.clock.advance(this.paused ? 0 : dt);
    if (fp !== null) for (let n = 0; n < tics; n++) fp.tick();
    if (melting) this.meltTics(tics);
    for (let n = 0; n < tics && !melting && !frozen && sim.exited === EXIT_NONE && sim.player.playerstate !== PST_REBORN; n++) {
      this.input.takeKeys(this.keys);
      this.input.takePresses(); // key events count only between maps (the cast call)
      const wheel = this.input.takeWheel();
      const boom = sim.compat.boom;
      if (boom && this.keys.weapon >= 0) this.keys.weapon = boomKeyWeapon(sim.player, this.keys.weapon, sim.commercial);
      if (wheel !== 0 && this.keys.weapon < 0) this.keys.weapon = wheelWeapon(sim.player, wheel > 0 ? 1 : -1, sim.commercial, boom);
      const script = this.script;
      let scriptEnded = false;
      if (script) {
        script.next(this.cmd);
        if (script.done) { this.endScript(); scriptEnded = true; }
      } else {
        this.builder.build(this.cmd, this.keys);
      }
      if (this.faultNextTic !== null) this.injectFault();
      this.levelTic(this.cmd);
      // A script's last tic ends the frame's tics: this frame shows exactly where it left the world.
      if (scriptEnded) break;
    }
    if (sim.player.playerstate === PST_REBORN && this.rebornReported !== sim) {
      this.rebornReported = sim;
      if (this.script) this.endScript();
      this.onReborn?.();
    }
    if (sim.exited !== EXIT_NONE && this.exitReported !== sim) {
      this.exitReported = sim;
      if (this.script) this.endScript();
      this.onExit?.();
      return; // the next frame draws the new map
    }
    this.drawLevel(now);
  }

  /** DOOM's mouse sensitivity (the menu's 0..9, 5 by default) as a factor on the mouse's motion
   *  (G_Responder's (sensitivity + 5) / 10). */
  get mouseScale(): number {
    const fp = this.front;
    return fp !== null ? (fp.settings.mouseSensitivity + 5) / 10 : 1;
  }

  /** One tic of the level with `cmd`: the playsim, the World's live state, the status bar's face,
   *  the sounds, the automap's sight and the player's path. */
  private levelTic(cmd: TicCmd): void {
    const g = this.game, sim = g.sim!, world = g.world!, sound = this.sound;
    sim.tick(cmd);
    g.gameScreen?.tick(sim);
    g.sync!.sync();
    if (sound !== null) sound.tic(sim, world);
    const p = g.player;
    p.update(sim);
    g.sight!.mark(p);
    g.path.record(p.x, p.y, p.portalsCrossed > 0);
  }

  /** A demo's tic in the title loop (FrontPage): false once its level cannot go on (an exit or a death). */
  demoTic(cmd: TicCmd): boolean {
    const sim = this.game.sim;
    if (!sim || !this.game.world || sim.exited !== EXIT_NONE || sim.player.playerstate === PST_REBORN) return false;
    this.levelTic(cmd);
    return true;
  }

  /** A frame of the title loop: its tics (a demo's tics play the level), then the level (in a demo)
   *  or the page, with the menu over it. */
  private titleFrame(fp: FrontPage, dt: number, now: number): void {
    this.input.takeMouseDx();
    this.input.takeWheel();
    this.input.takeKeys(this.keys);
    this.input.takePresses();
    const tics = this.clock.advance(this.paused ? 0 : dt);
    for (let n = 0; n < tics; n++) fp.tick();
    if (fp.showsLevel && this.game.sim && this.game.world) { this.drawLevel(now); return; }
    const W = this.screen.width, H = this.screen.height;
    this.screen.fb.fill(0xff000000);
    const gfx = this.game.gameScreen;
    fp.draw(this.screen.fb, W, H, gfx ? gfx.graphics.palettes[0] : BLACK_PALETTE, 0);
    gammaFrame(this.screen.fb, fp.gamma);
    this.screen.blit();
    this.frames++;
    this.screen.canvas.dataset.frames = String(this.frames);
    this.status.update(null, now, true);
  }

  /** Draws the level's frame: the view (or the automap), the status bar and messages, the front
   *  end's layer, the melt. */
  private drawLevel(now: number): void {
    const g = this.game, sim = g.sim!, world = g.world!, r = g.renderer!, sight = g.sight!, p = g.player;
    p.camera(g.camera);
    // The mouse turn not yet handed to a tic already turns the view (the next tic applies it).
    if (!this.script) g.camera.angle += this.builder.pendingMouseUnits * ANGLETURN_TO_RAD;

    const t0 = performance.now();
    const levelTime = sim.leveltime;
    const W = this.screen.width, H = this.screen.height, viewH = g.viewHeight, gs = g.gameScreen;
    this.screenShown(sim, -1, sim.rng);
    if (this.automap.visible && g.lines) {
      // DOOM's automap leaves the status bar below it.
      if (this.viewFb.buffer !== this.screen.fb.buffer || this.viewFb.length !== W * viewH) this.viewFb = this.screen.fb.subarray(0, W * viewH);
      this.automap.draw(this.viewFb, W, viewH, world, g.lines, sight,
        sim.player.powers[POWER_ALLMAP] > 0, g.camera, g.thingKinds, g.path);
    } else if (this.drawView && this.drawView(g.camera, levelTime)) { /* drawn by the render mode */ }
    else if (g.parallel && !g.parallel.failed && g.parallel.render(g.camera, levelTime)) this.screen.fb.set(g.parallel.fb);
    else r.render(g.camera, levelTime);
    // The status bar and the message line, through the palette the view uses (DOOM flashes the
    // whole screen: pain, pickups, the radiation suit).
    const fp = this.front;
    if (gs !== null && fp !== null) { gs.messages.show = fp.settings.showMessages; gs.messages.forced = fp.forcedMessage; }
    if (gs !== null) {
      gs.automapTitle = this.automap.visible ? g.levelTitle : '';
      gs.draw(this.screen.fb, W, H, g.screenSize, sim, g.world ? g.world.view[VIEW_PALETTE] : 0);
    }
    if (fp !== null && gs !== null) {
      fp.draw(this.screen.fb, W, H, gs.graphics.palettes[world.view[VIEW_PALETTE]] ?? gs.graphics.palettes[0], 0);
      gammaFrame(this.screen.fb, fp.gamma);
    }
    if (this.wipe.active) this.wipe.draw(this.screen.fb);
    const t1 = performance.now();
    this.screen.blit();
    this.stats.add(now, t1 - t0);
    this.frames++;
    this.screen.canvas.dataset.frames = String(this.frames);
    const size = gs !== null ? gs.effectiveSize(g.screenSize) : 'weapon';
    this.messages.update(sim, now, g.screenSize === 'none' ? 'off' : gs !== null && gs.font.available ? 'canvas' : 'html');
    this.status.update(sim, now, false, size === 'statusbar');
    this.hud.update(now, this.stats, g.mapName, p.x, p.y, p.angle, this.screen.width, this.screen.height, g.parallel ? g.parallel.threads : 1, sim.leveltime);
  }

  /** The fault a test asked for, thrown inside the tic (before the sim's own work). */
  private injectFault(): void {
    const message = this.faultNextTic;
    this.faultNextTic = null;
    throw new Error(message ?? 'fault');
  }

  /** A frame between maps: the interlude's tics with use and fire as buttons, its screen drawn. */
  private interludeFrame(il: Interlude, dt: number, now: number, rng: DoomRandom): void {
    this.input.takeMouseDx();
    this.input.takeWheel();
    const melting = this.wipe.active;
    const tics = this.clock.advance(this.paused ? 0 : dt);
    if (melting) this.meltTics(tics);
    const fp = this.front;
    if (fp !== null) for (let n = 0; n < tics; n++) fp.tick();
    const frozen = fp !== null && fp.levelPaused;
    for (let n = 0; n < tics && !melting && !frozen && il.active; n++) {
      this.input.takeKeys(this.keys);
      let buttons = (this.keys.fire ? BT_ATTACK : 0) | (this.keys.use ? BT_USE : 0);
      let presses = this.input.takePresses();
      if (this.script) {
        this.script.next(this.cmd);
        buttons = this.cmd.buttons;
        presses = -1;
        if (this.script.done) this.endScript();
      }
      this.cmd.buttons = buttons;
      il.tick(buttons, presses);
      if (this.sound !== null) this.sound.screenTic();
    }
    this.onInterludeTics?.();
    if (!il.active) return; // the next frame draws the level (or the new map)
    this.screenShown(il.shown, il.shownStage, rng);
    il.draw(this.screen.fb, this.screen.width, this.screen.height);
    const gs = this.game.gameScreen;
    if (fp !== null && gs !== null) {
      fp.draw(this.screen.fb, this.screen.width, this.screen.height, gs.graphics.palettes[0], 0);
      gammaFrame(this.screen.fb, fp.gamma);
    }
    if (this.wipe.active) this.wipe.draw(this.screen.fb);
    this.screen.blit();
    this.frames++;
    this.screen.canvas.dataset.frames = String(this.frames);
    this.status.update(null, now, true); // no status line between maps
  }

  /** The next change of screen shows at once, without the melt (a live reload keeping the player's place). */
  skipWipe(): void {
    this.wipeSkipped = true;
  }

  /** Turns the melt on or off (off also ends one under way). */
  setWipe(on: boolean): void {
    this.wipeEnabled = on;
    if (!on) this.wipe.stop();
  }

  /** The melt runs, or starts with the next frame (the screen to show is not the one drawn last). */
  get melting(): boolean {
    if (this.wipe.active) return true;
    if (!this.wipeEnabled || this.wipeSkipped || this.shownScreen === null) return false;
    const il = this.interlude, sim = this.game.sim;
    if (il && il.active) return il.shown !== this.shownScreen || il.shownStage !== this.shownStage;
    return sim !== null && sim !== this.shownScreen;
  }

  /** The melt's tics of a frame (no game tics run meanwhile). */
  private meltTics(tics: number): void {
    for (let n = 0; n < tics && this.wipe.active; n++) this.wipe.tick();
  }

  /**
   * D_Display's check before a frame is drawn: a screen other than the last one drawn (`id`, at
   * `stage`) melts in from the last frame, still in the framebuffer. A melt of another size (the
   * resolution changed) ends at once.
   */
  private screenShown(id: object | null, stage: number, rng: DoomRandom): void {
    const W = this.screen.width, H = this.screen.height, wipe = this.wipe, skipped = this.wipeSkipped;
    this.wipeSkipped = false;
    if (wipe.active && (wipe.width !== W || wipe.height !== H)) wipe.stop();
    if (id === this.shownScreen && stage === this.shownStage) return;
    if (this.shownScreen !== null && this.wipeEnabled && !skipped && W * H > 0) wipe.start(this.screen.fb, W, H, rng);
    this.shownScreen = id;
    this.shownStage = stage;
  }

  private endScript(): void {
    const done = this.scriptDone;
    this.script = null;
    this.scriptDone = null;
    done?.();
  }
}
