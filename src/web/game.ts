// The page's model: the loaded WADs, the current World, its simulation (which owns the
// player), the renderer, and what the automap knows of the map. A new WAD or map is built
// completely (in a worker: world-loader.ts) before it replaces the old one, so a failure (a WadError
// or MapError) or a cancel leaves the page showing what it had. An exit goes on to the next map in DOOM's order, carrying the player's
// health, armour, weapons and ammo over as DOOM does (keys and powers stay behind).
import { umapSky } from '../defs/umapinfo-stack.js';
import { WorldLoader, type Loaded } from './world-loader.js';
import { WadStack } from '../wad/wad-stack.js';
import { defsOf } from '../defs/load-defs.js';
import { automapTitle } from '../defs/umapinfo.js';
import { stackComplevel, stackTranslucentThings, type StackComplevel } from '../defs/complevel.js';
import { Compat, Playsim, EXIT_NONE, EXIT_SECRET, WorldSync } from '../sim/index.js';
import { differsOnlyIn } from '../wad/wad-diff.js';
import { loadWorld } from '../world/load-world.js';
import type { World } from '../world/world.js';
import { CpuRenderer } from '../render/cpu/renderer.js';
import { makeCamera } from '../render/camera.js';
import { copyLive } from '../world/live-state.js';
import { PlayerPose } from './player-pose.js';
import { nextMapIn } from './exit-notice.js';
import { AutomapLines } from './automap-lines.js';
import { Sight } from './sight.js';
import { PlayerPath } from './player-path.js';
import { automapThingKinds } from './automap-things.js';
import { WebParallelRenderer, canRunParallel } from './parallel.js';
import type { Screen } from './screen.js';
import type { WadBytes } from './wad-source.js';
import { GameScreen, type ScreenSize } from '../screen/screen-layout.js';

/** The cores the browser reports (2 when it does not say). */
function cores(): number {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 2;
}

/** The lumps a live reload may see changed and still keep the living map (portal edits). */
const PORTAL_LUMPS: ReadonlySet<string> = new Set(['PORTALS']);


export class Game {
  /** Builds Worlds off the page's thread. */
  readonly loader = new WorldLoader();
  /** The loaded WADs (IWAD first), null before any; `wadsKey` names the set for the loader. */
  wads: WadBytes[] | null = null;
  private wadsKey = 0;
  private label = '';
  private names: string[] = [];
  /** The warnings of the last build (shown in the page). */
  warnings: string[] = [];
  /** The IWAD in use, kept so that PWADs opened alone can be layered over it. */
  iwad: WadBytes | null = null;
  world: World | null = null;
  renderer: CpuRenderer | null = null;
  /** The multi-core renderer (T toggles; only when cross-origin isolated), or null for one thread. */
  parallel: WebParallelRenderer | null = null;
  /** Threads asked for: 1, or the worker count + 1. */
  threads = 1;
  /** Why the page draws with one thread although more were asked for ('' when it does as asked). */
  threadNote = '';
  /** Threads the user asked for (T, or the API). */
  private wanted = 1;
  /** The living map: DOOM's playsim runs the tics and owns the player; `sync` writes the World's
   *  live state from it after each tic. */
  sim: Playsim | null = null;
  sync: WorldSync | null = null;
  /** The player as the views need it (map units, radians, the mesh edge under it), after each tic. */
  readonly player = new PlayerPose();
  /** What each line is on the automap (doors, keyed doors, lifts, teleporters), found at load. */
  lines: AutomapLines | null = null;
  /** What each thing is on the automap (monster, pickup, key, ...), found at load. */
  thingKinds: Uint8Array | null = null;
  /** Where the player has been on this map (the automap draws it); kept across authoring edits. */
  readonly path = new PlayerPath();
  /** Lines the player has had in view (the automap shows these, and those the sim marks). */
  sight: Sight | null = null;
  mapName = '';
  /** The automap's title for the map (UMAPINFO's "label: name"; '' when the stack names none). */
  levelTitle = '';
  /** DOOM's skill (1..5) for the maps started from now on: which things spawn (by their skill
   *  flags), and double ammo on 1 and 5. */
  skill = 3;
  /** DOOM's -nomonsters and -fast for the maps started from now on (the page's game options). */
  nomonsters = false;
  fast = false;
  /** The compatibility level games start at, or null: what the WADs ask for (askedComplevel). */
  complevel: number | null = null;
  /** The camera the renderer reads, refilled from the player every frame. */
  readonly camera = makeCamera(0, 0, 0);
  /** DOOM's screen size: the status bar below the view (default), the view alone with the
   *  message line ('weapon'), or the bare view. */
  screenSize: ScreenSize = 'statusbar';
  /** The status bar and message line from the loaded WADs' graphics (null before any, or when the
   *  WADs have no PLAYPAL the screen could use). */
  gameScreen: GameScreen | null = null;
  private screenWads: WadBytes[] | null = null;

  /** The page's views are the player's own eyes: the weapon is drawn over them, but for DOOM's
   *  bare view (the smallest screen size). */
  get drawWeapon(): boolean {
    return this.screenSize !== 'none';
  }

  /** Rows of the framebuffer the 3D view gets (the status bar, when drawn, takes the rest). */
  get viewHeight(): number {
    const H = this.screen.height;
    return this.gameScreen ? this.gameScreen.viewHeight(this.screenSize, H) : H;
  }

  /** The status bar's graphics for the WADs in use, read once per set of WADs. */
  private ensureScreen(): void {
    if (this.screenWads === this.wads) return;
    this.screenWads = this.wads;
    this.gameScreen = null;
    const stack = this.stack;
    if (!stack) return;
    try {
      this.gameScreen = new GameScreen(stack, defsOf(stack).defs);
      for (const w of this.gameScreen.warnings) console.warn(`toom: ${w}`);
    } catch (e) {
      console.warn(`toom: no status bar: ${(e as Error)?.message ?? e}`);
    }
  }

  /** A CPU renderer drawing into the view's rows of the framebuffer. */
  private makeRenderer(world: World): CpuRenderer {
    const W = this.screen.width, vh = this.viewHeight;
    const r = new CpuRenderer(world, W, vh, this.screen.fb.subarray(0, W * vh));
    r.drawWeapon = this.drawWeapon;
    // DOOM places the weapon from the whole screen's centre: above the bar, its bottom is cut off.
    r.screenHeight = this.screen.height;
    return r;
  }

  /** Changes DOOM's screen size: the view's renderers are rebuilt for its new height. */
  setScreenSize(size: ScreenSize): void {
    this.screenSize = size;
    this.screen.fb.fill(0xff000000);
    if (this.world) this.renderer = this.makeRenderer(this.world);
    void this.setThreads(this.wanted);
  }

  /** 35 Hz tics since the map started (the sim's leveltime: animated textures, messages). */
  get tics(): number {
    return this.sim ? this.sim.leveltime : 0;
  }

  constructor(private readonly screen: Screen) {}

  get wadLabel(): string {
    return this.label;
  }

  get mapNames(): string[] {
    return this.names;
  }

  /** Whether the last openWads with `carry` kept the living map (see there). */
  carried = false;
  /** Whether the last openWads started another map, or the same map from another file than before
   *  (a PWAD added that replaces it): then the player starts at its own start, not at the old spot. */
  mapReplaced = false;

  /** The file of the loaded WADs whose marker defines `map` ('' when none does). */
  private mapSource(map: string): string {
    const stack = this.stack;
    if (!stack) return '';
    const m = stack.maps.find((e) => e.name === map);
    return m ? m.file : '';
  }

  /** Layers IWAD + PWADs and starts `preferMap` (if the stack has it) or the first map. Rejects on bad
   *  input, and with LoadCancelled when cancelled or replaced by another load. With `carry` (a live
   *  reload of the same stack) and the same map, when the files changed in nothing but their PORTALS
   *  lumps (`toom portal add` rewrote a PWAD), the living map goes on as after an edit in the page:
   *  doors where they were, items taken, the clock, the player; `carried` says whether it did. */
  async openWads(iwad: WadBytes, pwads: readonly WadBytes[], preferMap: string | null, carry = false): Promise<void> {
    const wads = [iwad, ...pwads], key = ++this.wadsKey;
    const old = this.sim, oldSight = this.sight, oldWads = this.wads, oldMap = this.mapName, oldWorld = this.world;
    const oldSource = oldMap !== '' ? this.mapSource(oldMap) : null;
    this.carried = false;
    const l = await this.loader.load(wads, key, preferMap, false, this.skill, this.nomonsters);
    this.wads = wads;
    this.mapReplaced = l.map !== oldMap || this.mapSource(l.map) !== oldSource;
    this.iwad = iwad;
    this.label = l.label;
    this.names = l.mapNames;
    const keep = carry && old !== null && oldWads !== null && l.map === oldMap && differsOnlyIn(oldWads, wads, PORTAL_LUMPS);
    if (keep && oldWorld !== null && this.carryFrom(old, oldWorld, l.world, oldSight)) {
      this.carried = true;
      this.warnings = l.warnings;
      return;
    }
    this.start(l);
  }

  /** Switches to another map of the current WADs. Rejects on bad input (or LoadCancelled). */
  async openMap(name: string): Promise<void> {
    if (!this.wads) return;
    const l = await this.loader.load(this.wads, this.wadsKey, name, true, this.skill, this.nomonsters);
    this.start(l);
  }

  /** Sets the internal resolution: a new framebuffer and a renderer drawing into it. */
  setResolution(width: number, height: number): void {
    this.screen.resize(width, height);
    if (this.world) this.renderer = this.makeRenderer(this.world);
    void this.setThreads(this.wanted);
  }

  /** Switches between one thread and `n` (main + workers); falls back to one when not isolated. */
  async setThreads(n: number): Promise<void> {
    this.parallel?.close();
    this.parallel = null;
    this.wanted = n;
    this.threads = n > 1 && canRunParallel() && cores() > 1 ? n : 1;
    this.threadNote = n <= 1 || this.threads > 1 ? '' : !canRunParallel()
      ? 'one thread: the page is not cross-origin isolated (no shared memory)'
      : 'one thread: this machine has one core';
    if (this.threads === 1 || !this.world) return;
    const world = this.world, vh = this.viewHeight;
    try {
      const p = await WebParallelRenderer.create(world, this.screen.width, vh, this.threads, this.screen.height, this.drawWeapon);
      // Still the same map and size? Otherwise this renderer is stale.
      if (this.world !== world || p.fb.length !== this.screen.width * this.viewHeight) p.close();
      else this.parallel = p;
    } catch (e) {
      this.threads = 1;
      this.threadNote = `one thread: the render workers did not start (${(e as Error)?.message ?? e})`;
    }
  }

  /**
   * After the sim has exited: the next map's name (DOOM's order; secret exits too), or null at the
   * end of an episode or game. The stack must have the map.
   */
  nextMap(): string | null {
    if (!this.sim || this.sim.exited === EXIT_NONE || !this.wads) return null;
    return nextMapIn(this.mapNames, this.mapName, this.sim.exited === EXIT_SECRET, this.stack ? defsOf(this.stack).defs.mapInfo : null);
  }

  /** Starts `name` after an exit, the player's health, armour, weapons and ammo carried over as
   *  DOOM carries them (keys and powers stay behind). Rejects on bad input. */
  async enterNext(name: string): Promise<void> {
    const old = this.sim;
    if (!this.wads) return;
    const l = await this.loader.load(this.wads, this.wadsKey, name, true, this.skill, this.nomonsters);
    this.start(l, true, old ? old.player : undefined, old);
  }

  /** G_DoReborn in a single-player game: the level loaded again, the player new, DOOM's random
   *  cursors and gametic going on from where the dead player left them (no new game). */
  async restartLevel(): Promise<void> {
    const old = this.sim;
    if (!this.wads) return;
    const l = await this.loader.load(this.wads, this.wadsKey, this.mapName, true, this.skill, this.nomonsters);
    this.start(l, true, undefined, old);
  }

  /** The loaded WADs as a stack on the page's thread (for authoring edits), made on first use. */
  /** The compatibility level the WADs in use ask for (src/defs/complevel.ts), read once per stack. */
  get askedComplevel(): StackComplevel | null {
    const stack = this.stack;
    if (stack === null) return null;
    if (this.complevelCache?.stack !== stack) this.complevelCache = { stack, asked: stackComplevel(stack, defsOf(stack).defs) };
    return this.complevelCache.asked;
  }
  private complevelCache: { stack: WadStack; asked: StackComplevel } | null = null;

  get stack(): WadStack | null {
    if (!this.wads) return null;
    if (!this.stackCache || this.stackCache.wads !== this.wads) this.stackCache = { wads: this.wads, stack: WadStack.fromBuffers(this.wads) };
    return this.stackCache.stack;
  }
  private stackCache: { wads: WadBytes[]; stack: WadStack } | null = null;

  /**
   * Rebuilds the current map from `stack` (an authoring edit, e.g. portals added) and carries the
   * living map over: the new Sim takes over the old one's whole state (Sim.carryStateFrom: doors
   * where they were, items taken, keys, lights, the clock), the automap's marks and the player's
   * path stay. When the edit changed the map's counts (not expected of portal edits) the map starts
   * afresh with only the player's place, health, armour, weapons and ammo kept; then this returns
   * false. Built on the page's thread: an edit of a map already loaded. Throws on bad input.
   */
  rebuild(stack: WadStack): boolean {
    const old = this.sim, oldSight = this.sight, oldWorld = this.world;
    const translucentThings = stackTranslucentThings(stack, defsOf(stack).defs);
    const world = loadWorld(stack, this.mapName, { skill: this.skill, noMonsters: this.nomonsters, translucentThings, sky: umapSky(stack, this.mapName) });
    if (old && oldWorld && this.carryFrom(old, oldWorld, world, oldSight)) return true;
    this.start({ world, label: this.label, mapNames: this.names, map: this.mapName, warnings: world.warnings, inWorker: false }, false,
      old ? old.player : undefined);
    this.path.reset();
    return false;
  }

  /**
   * The living map goes on in `world`, a rebuild of the map `old` plays: the same Playsim (doors
   * where they were, items taken, the clock, the player) writes the new World from now on, the
   * old World's live state copied over; the automap keeps what `oldSight` had seen. False, and
   * nothing changed, when the rebuilt map's counts differ.
   */
  private carryFrom(old: Playsim, oldWorld: World, world: World, oldSight: Sight | null): boolean {
    if (world.sectorCount !== oldWorld.sectorCount || world.lineCount !== oldWorld.lineCount || world.sideCount !== oldWorld.sideCount
      || world.thingCount !== oldWorld.thingCount || world.doom.sideSector.length !== oldWorld.doom.sideSector.length
      || !copyLive(oldWorld.live, world.live)) return false;
    this.warnings = world.warnings;
    old.attach(world);
    const lines = new AutomapLines(world);
    this.world = world;
    this.ensureScreen();
    this.renderer = this.makeRenderer(world);
    this.sync = new WorldSync(old);
    this.sync.sync();
    this.player.update(old);
    this.lines = lines;
    const sight = new Sight(world);
    if (oldSight && oldSight.seen.length === sight.seen.length) sight.seen.set(oldSight.seen);
    this.sight = sight;
    this.thingKinds = automapThingKinds(world, old.defs);
    void this.setThreads(this.wanted);
    return true;
  }

  /** Starts a built World; `fresh` (a new map, not an edit of this one) also forgets the player's
   *  path; `carry` is the player coming from the previous map; `from`, the game going on (the next
   *  map, or the level again after a death): DOOM keeps its random cursors and gametic, clearing
   *  them only for a new game. */
  private start(l: Loaded, fresh = true, carry?: Playsim['player'], from: Playsim | null = null): void {
    const world = l.world, map = l.map;
    this.warnings = l.warnings;
    // Read the line specials before the first tic (once-only lines clear theirs when they fire).
    const lines = new AutomapLines(world);
    // The stack's definitions (its DEHACKED lumps applied), read once per set of WADs.
    const stack = this.stack, stackDefs = stack ? defsOf(stack) : null;
    // The rules: the level chosen in the menu, else what the WADs ask for (a COMPLVL lump, MBF's or
    // Boom's additions in a PWAD, else vanilla); a game going on keeps its own.
    const level = from ? from.compat.complevel : this.complevel ?? this.askedComplevel?.complevel;
    const compat = level === undefined ? undefined : new Compat(level);
    const options = { skill: this.skill, nomonsters: this.nomonsters, fast: this.fast, carry, gametic: from ? from.gametic : 0, defs: stackDefs?.defs, compat };
    const sim = from ? new Playsim(world, options, from.rng) : new Playsim(world, options);
    if (stackDefs !== null) for (const w of stackDefs.warnings) this.warnings.push(w);
    for (const w of sim.warnings) this.warnings.push(w);
    this.world = world;
    this.mapName = map;
    this.levelTitle = automapTitle(stackDefs?.defs.mapInfo ?? null, map) ?? '';
    this.ensureScreen();
    this.gameScreen?.start(sim.player);
    this.renderer = this.makeRenderer(world);
    this.sim = sim;
    this.sync = new WorldSync(sim);
    this.sync.sync();
    this.player.update(sim);
    this.lines = lines;
    this.sight = new Sight(world);
    this.thingKinds = automapThingKinds(world, sim.defs);
    if (fresh) this.path.reset();
    void this.setThreads(this.wanted);
  }
}
