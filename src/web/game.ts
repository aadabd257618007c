// The page's model: the loaded WAD stack, the current World, its renderer and the player. A new
// WAD or map is built completely before it replaces the old one, so a failure (a WadError or
// MapError) leaves the page showing what it had.
import { WadError } from '../errors.js';
import { WadStack } from '../wad/wad-stack.js';
import { loadWorld } from '../world/load-world.js';
import type { World } from '../world/world.js';
import { CpuRenderer } from '../render/cpu/renderer.js';
import { makeCamera } from '../render/camera.js';
import { Player, type MoveInput } from '../play/player.js';
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
  player: Player | null = null;
  mapName = '';
  /** The camera the renderer reads, refilled from the player every frame. */
  readonly camera = makeCamera(0, 0, 0);
  /** The movement input handed to each tick, refilled from the keys. */
  readonly move: MoveInput = { forward: 0, strafe: 0, turn: 0, run: false };
  /** 35 Hz tics since the map started (animated textures). */
  tics = 0;

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

  private start(world: World, map: string): void {
    this.world = world;
    this.mapName = map;
    this.renderer = new CpuRenderer(world, this.screen.width, this.screen.height, this.screen.fb);
    const s = world.playerStart;
    this.player = new Player(world, s.x, s.y, s.angle);
    this.tics = 0;
    void this.setThreads(this.threads);
  }
}
