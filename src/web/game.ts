// The page's model: the loaded WAD stack, the current World, its simulation (which owns the
// player), the renderer, and what the automap knows of the map. A new WAD or map is built
// completely before it replaces the old one, so a failure (a WadError or MapError) leaves the page
// showing what it had. An exit goes on to the next map in DOOM's order, carrying the player's
// health, armour, weapons and ammo over as DOOM does (keys and powers stay behind).
import { WadError } from '../errors.js';
import { WadStack } from '../wad/wad-stack.js';
import { loadWorld } from '../world/load-world.js';
import type { World } from '../world/world.js';
import { CpuRenderer } from '../render/cpu/renderer.js';
import { makeCamera } from '../render/camera.js';
import type { Player } from '../play/player.js';
import { EXIT_NONE, EXIT_SECRET, Sim } from '../sim/sim.js';
import { nextMapIn } from './exit-notice.js';
import { AutomapLines } from './automap-lines.js';
import { Sight } from './sight.js';
import { WebParallelRenderer, canRunParallel } from './parallel.js';
import type { Screen } from './screen.js';
import type { WadBytes } from './wad-source.js';

export class Game {
  stack: WadStack | null = null;
  /** The IWAD in use, kept so that PWADs opened alone can be layered over it. */
  iwad: WadBytes | null = null;
  world: World | null = null;
  renderer: CpuRenderer | null = null;
  /** The multi-core renderer (T toggles; only when cross-origin isolated), or null for one thread. */
  parallel: WebParallelRenderer | null = null;
  /** Threads asked for: 1, or the worker count + 1. */
  threads = 1;
  /** The living map: runs the tics, owns the player and writes the World's live state. */
  sim: Sim | null = null;
  player: Player | null = null;
  /** What each line is on the automap (doors, keyed doors, lifts, teleporters), found at load. */
  lines: AutomapLines | null = null;
  /** Lines the player has had in view (the automap shows these, and those the sim marks). */
  sight: Sight | null = null;
  mapName = '';
  /** DOOM's skill (1..5) for the maps started from now on. */
  skill = 3;
  /** The camera the renderer reads, refilled from the player every frame. */
  readonly camera = makeCamera(0, 0, 0);

  /** 35 Hz tics since the map started (the sim's levelTime: animated textures, messages). */
  get tics(): number {
    return this.sim ? this.sim.levelTime : 0;
  }

  constructor(private readonly screen: Screen) {}

  get wadLabel(): string {
    return this.stack ? this.stack.label : '';
  }

  get mapNames(): string[] {
    return this.stack ? this.stack.maps.map((m) => m.name) : [];
  }

  /** Layers IWAD + PWADs and starts `preferMap` (if the stack has it) or the first map. Throws on bad input. */
  openWads(iwad: WadBytes, pwads: readonly WadBytes[], preferMap: string | null): void {
    const stack = WadStack.fromBuffers([iwad, ...pwads]);
    const names = stack.maps.map((m) => m.name);
    if (names.length === 0) throw new WadError(stack.label, 'maps', 'the WAD has no maps');
    const map = preferMap && names.includes(preferMap.toUpperCase()) ? preferMap.toUpperCase() : names[0];
    const world = loadWorld(stack, map);
    this.stack = stack;
    this.iwad = iwad;
    this.start(world, map);
  }

  /** Switches to another map of the current stack. Throws on bad input. */
  openMap(name: string): void {
    if (!this.stack) return;
    const world = loadWorld(this.stack, name);
    this.start(world, name.toUpperCase());
  }

  /** Sets the internal resolution: a new framebuffer and a renderer drawing into it. */
  setResolution(width: number, height: number): void {
    this.screen.resize(width, height);
    if (this.world) this.renderer = new CpuRenderer(this.world, width, height, this.screen.fb);
    void this.setThreads(this.threads);
  }

  /** Switches between one thread and `n` (main + workers); falls back to one when not isolated. */
  async setThreads(n: number): Promise<void> {
    this.parallel?.close();
    this.parallel = null;
    this.threads = n > 1 && canRunParallel() ? n : 1;
    if (this.threads === 1 || !this.world) return;
    const world = this.world;
    try {
      const p = await WebParallelRenderer.create(world, this.screen.width, this.screen.height, this.threads);
      // Still the same map and size? Otherwise this renderer is stale.
      if (this.world !== world || p.fb.length !== this.screen.width * this.screen.height) p.close();
      else this.parallel = p;
    } catch {
      this.threads = 1;
    }
  }

  /**
   * After the sim has exited: the next map's name (DOOM's order; secret exits too), or null at the
   * end of an episode or game. The stack must have the map.
   */
  nextMap(): string | null {
    if (!this.sim || this.sim.exited === EXIT_NONE || !this.stack) return null;
    return nextMapIn(this.mapNames, this.mapName, this.sim.exited === EXIT_SECRET);
  }

  /** Starts `name` after an exit, the player's health, armour, weapons and ammo carried over. Throws on bad input. */
  enterNext(name: string): void {
    const old = this.sim;
    this.openMap(name);
    const s = this.sim;
    if (!old || !s) return;
    s.health = old.health; s.armor = old.armor; s.armorClass = old.armorClass;
    s.weapons = old.weapons; s.backpack = old.backpack;
    s.ammo.set(old.ammo); s.maxAmmo.set(old.maxAmmo);
  }

  private start(world: World, map: string): void {
    // Read the line specials before the first tic (once-only lines clear theirs when they fire).
    const lines = new AutomapLines(world);
    const sim = new Sim(world, { skill: this.skill });
    this.world = world;
    this.mapName = map;
    this.renderer = new CpuRenderer(world, this.screen.width, this.screen.height, this.screen.fb);
    this.sim = sim;
    this.player = sim.player;
    this.lines = lines;
    this.sight = new Sight(world);
    void this.setThreads(this.threads);
  }
}
