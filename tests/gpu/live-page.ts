// Browser entry of the moving-world GPU test (tests/gpu/live.test.ts bundles it with esbuild): loads
// WADs from URLs, runs DOOM's playsim on ticcmds (a WorldSync writing the World after each run of
// tics), and renders the one World's live state with the CPU raycaster and the GPU path, returning
// their agreement. Not part of the shipped page.
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { placePlayer } from '../../src/sim/place.js';
import { Compat } from '../../src/sim/base/compat.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { PlayerPose } from '../../src/web/player-pose.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { GpuRenderer } from '../../src/render/gpu/gpu-renderer.js';
import { DEFAULT_TOLERANCE, agreement } from '../../src/render/compare.js';

export interface LiveView { x: number; y: number; angle: number; z?: number }

export interface LiveCompare {
  agreement: number;
  /** Median ms of the repeated renders (GPU: until finished). */
  cpuMs: number;
  gpuMs: number;
  /** Live-state bytes the GPU path uploaded for the first render of this call. */
  liveBytes: number;
  tic: number;
}

export interface LiveApi {
  /** Loads a map; `complevel` picks the simulation's rules (compat.ts; vanilla DOOM II when absent). */
  load(urls: string[], map: string, width: number, height: number, complevel?: number): Promise<void>;
  /** Runs n tics with one command. */
  tick(forward: number, side: number, turn: number, buttons: number, n: number): void;
  /** Puts the player at (x, y) facing `angle` (test setup). */
  place(x: number, y: number, angle: number): void;
  player(): { x: number; y: number; angle: number; viewZ: number };
  sector(s: number): { floor: number; ceil: number; light: number; floorFlat: number };
  side(s: number): { upper: number; middle: number; lower: number; uDest: number };
  /** Renders a view (the player's by default) with both paths, `repeat` times each. */
  compare(view: LiveView | null, repeat: number): LiveCompare;
  /**
   * Frame times of the GPU path from the player's view over `n` frames, running `tics` tics before
   * each (0: a still world): medians of the whole frame (until finished) and of the live-state
   * upload alone, and the mean bytes uploaded per frame.
   */
  frames(n: number, tics: number): { gpuMs: number; updateMs: number; bytes: number };
  /** Writes slot `slot` of the World's live view block (live-state.ts VIEW_*) until the next tick. */
  setView(slot: number, value: number): void;
  /** Turns both paths' weapon drawing on or off. */
  weapon(on: boolean): void;
  /** The last compare's pictures, base64 of the ABGR bytes. */
  pictures(): { cpu: string; gpu: string; width: number; height: number };
}

let world: World | null = null;
let sim: Playsim | null = null;
let sync: WorldSync | null = null;
const pose = new PlayerPose();
let cpu: CpuRenderer | null = null;
let gpu: GpuRenderer | null = null;
let gpuFb = new Uint32Array(0);
let scratch = new Uint32Array(0);
const cmd = new TicCmd();
// The camera (its module moves with the shared render code: typed through the renderer instead).
const cam: Parameters<CpuRenderer['render']>[0] = { x: 0, y: 0, z: NaN, angle: 0, fov: Math.PI / 2 };

function need<T>(v: T | null): T {
  if (v === null) throw new Error('live page: nothing loaded');
  return v;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length & 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function b64(a: Uint32Array): string {
  const u8 = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}

const api: LiveApi = {
  async load(urls, map, width, height, complevel) {
    const files = [];
    for (const u of urls) {
      const r = await fetch(u);
      if (!r.ok) throw new Error(`live page: ${u}: ${r.status}`);
      files.push({ name: u.slice(u.lastIndexOf('/') + 1), bytes: new Uint8Array(await r.arrayBuffer()) });
    }
    gpu?.dispose();
    // Boom's levels and above may draw things translucent: the World then has the main table.
    world = loadWorld(WadStack.fromBuffers(files), map, { translucentThings: complevel !== undefined && new Compat(complevel).boom });
    sim = new Playsim(world, complevel === undefined ? { skill: 3 } : { skill: 3, compat: new Compat(complevel) });
    // One idle tic, as DOOM draws its first frame after its first tic: the eye height (viewz) is
    // set by the player's think, and use is ignored until a tic without it has passed.
    sim.tick(cmd.clear());
    sync = new WorldSync(sim);
    sync.sync();
    cpu = new CpuRenderer(world, width, height);
    const canvas = document.createElement('canvas');
    canvas.width = width; canvas.height = height;
    gpu = new GpuRenderer(GpuRenderer.context(canvas), world, width, height);
    // Both with the player's weapon, as the page draws them.
    cpu.drawWeapon = true;
    gpu.drawWeapon = true;
    gpuFb = new Uint32Array(width * height);
    scratch = new Uint32Array(width * height);
  },
  tick(forward, side, turn, buttons, n) {
    const s = need(sim);
    cmd.forwardMove = forward; cmd.sideMove = side; cmd.angleTurn = turn; cmd.buttons = buttons;
    for (let i = 0; i < n; i++) s.tick(cmd);
    need(sync).sync();
  },
  place(x, y, angle) {
    placePlayer(need(sim), x, y, angle);
  },
  player() {
    const p = pose.update(need(sim));
    return { x: p.x, y: p.y, angle: p.angle, viewZ: p.viewZ };
  },
  sector(s) {
    const w = need(world);
    return { floor: w.sectorFloorZ[s], ceil: w.sectorCeilZ[s], light: w.sectorLight[s], floorFlat: w.sectorFloorFlat[s] };
  },
  side(s) {
    const w = need(world);
    return { upper: w.sideUpper[s], middle: w.sideMiddle[s], lower: w.sideLower[s], uDest: w.sideUDest[s] };
  },
  compare(view, repeat) {
    const s = need(sim), c = need(cpu), g = need(gpu);
    if (view) {
      cam.x = view.x; cam.y = view.y; cam.angle = view.angle; cam.z = view.z ?? NaN;
    } else pose.update(s).camera(cam);
    const cpuMs: number[] = [], gpuMs: number[] = [];
    let liveBytes = -1;
    for (let i = 0; i < Math.max(1, repeat); i++) {
      const t0 = performance.now();
      c.render(cam, s.leveltime);
      const t1 = performance.now();
      g.render(cam, s.leveltime);
      g.finish();
      const t2 = performance.now();
      if (liveBytes < 0) liveBytes = g.stats.liveBytes;
      cpuMs.push(t1 - t0);
      gpuMs.push(t2 - t1);
    }
    g.readPixels(gpuFb, scratch);
    return { agreement: agreement(c.fb, gpuFb, DEFAULT_TOLERANCE), cpuMs: median(cpuMs), gpuMs: median(gpuMs), liveBytes, tic: s.leveltime };
  },
  frames(n, tics) {
    const s = need(sim), g = need(gpu);
    cmd.forwardMove = 0; cmd.sideMove = 0; cmd.angleTurn = 0; cmd.buttons = 0;
    const gpuMs: number[] = [], updateMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      if (tics > 0) {
        for (let t = 0; t < tics; t++) s.tick(cmd);
        need(sync).sync();
      }
      pose.update(s).camera(cam);
      const t0 = performance.now();
      bytes += g.updateLive();
      const t1 = performance.now();
      g.render(cam, s.leveltime);
      g.finish();
      const t2 = performance.now();
      updateMs.push(t1 - t0);
      gpuMs.push(t2 - t0);
    }
    return { gpuMs: median(gpuMs), updateMs: median(updateMs), bytes: bytes / n };
  },
  setView(slot, value) {
    need(world).view[slot] = value;
  },
  weapon(on) {
    need(cpu).drawWeapon = on;
    need(gpu).drawWeapon = on;
  },
  pictures() {
    const c = need(cpu);
    return { cpu: b64(c.fb), gpu: b64(gpuFb), width: c.width, height: c.height };
  },
};

(window as unknown as { live: LiveApi }).live = api;
