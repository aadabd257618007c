// The living-world suite of `npm run bench` (alone: `npm run bench -- --living`): the Freedoom E1
// camera path rendered at 640×400 on one thread on two copies of the map, frame by frame in turn —
// the static world, and a world DOOM's playsim steps one tic per frame with every door and lift of the map
// set moving (again every second, so they keep moving) and the lights, scrollers and thing frames
// running — giving both median frame times and their ratio (the target: within 5 %; open
// doors show more of the map, which costs what it costs); and the simulation's own
// cost per tic (median ms per tic, batches of 100 tics, a walking route with every door and lift
// moving) on Freedoom E1M1–E1M9 and MAP01–MAP05 (target: under 0.05 ms).
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { WadStack } from '../src/wad/wad-stack.js';
import { loadWorld } from '../src/world/load-world.js';
import type { World } from '../src/world/world.js';
import { CpuRenderer } from '../src/render/cpu/renderer.js';
import { makeCamera } from '../src/render/camera.js';
import { Playsim, WorldSync, TicCmd, startAllDoorsAndLifts } from '../src/sim/index.js';
import { benchViews } from './views.js';
import { walkingRoute, withoutExits } from './walk-route.js';

const FREEDOOM1 = '/usr/share/games/doom/freedoom1.wad';
const FREEDOOM2 = '/usr/share/games/doom/freedoom2.wad';
/** Tics between restarts of the movers that have stopped. */
const RESTART_TICS = 35;

export interface LivingFrameResult { map: string; frames: number; staticMs: number; livingMs: number; ratio: number; moversPerTic: number }
export interface SimTicResult { wad: string; map: string; tics: number; msPerTic: number; moversPerTic: number }
export interface LivingWorldResults {
  frames: LivingFrameResult[];
  /** Median over the maps of the per-map ratios (living / static). */
  medianRatio: number | null;
  sim: SimTicResult[];
  /** The slowest map's median ms per tic. */
  maxMsPerTic: number | null;
}

const median = (v: ArrayLike<number>): number => {
  const s = Array.from(v).sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[(s.length - 1) >> 1];
};
const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Median frame ms along the path for the static world and the living one, frame by frame in turn
 * (so both see the same load on the machine; who goes first alternates), after one warm-up pass; `step` runs the living
 * world's tic before each pair (untimed) and returns its level time.
 */
function timePaths(still: World, living: World, frames: number, step: () => number): [number, number] {
  const views = benchViews(still, frames);
  const rs = new CpuRenderer(still, 640, 400), rl = new CpuRenderer(living, 640, 400);
  const cam = makeCamera(0, 0, 0);
  const ts = new Float64Array(views.length), tl = new Float64Array(views.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < views.length; i++) {
      const tics = step();
      const v = views[i];
      cam.x = v.x; cam.y = v.y; cam.angle = v.angle;
      // Which goes first alternates: the second render of a view finds its textures in the cache.
      for (let k = 0; k < 2; k++) {
        const livingNow = (k === 0) === ((i & 1) === 1);
        const t0 = performance.now();
        (livingNow ? rl : rs).render(cam, tics);
        (livingNow ? tl : ts)[i] = performance.now() - t0;
      }
    }
  }
  return [median(ts), median(tl)];
}

export async function livingWorldSuite(opts: { quick: boolean; log: (s: string) => void; frames: number }): Promise<LivingWorldResults> {
  const { quick, log, frames } = opts;
  const out: LivingWorldResults = { frames: [], medianRatio: null, sim: [], maxMsPerTic: null };
  if (!existsSync(FREEDOOM1)) {
    log('living world: Freedoom is not installed (apt-get install freedoom): suite skipped');
    return out;
  }
  const stack1 = WadStack.fromBuffers([{ name: basename(FREEDOOM1), bytes: new Uint8Array(readFileSync(FREEDOOM1)) }]);
  const e1 = quick ? ['E1M1', 'E1M2', 'E1M3'] : ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'];

  log('\nliving world: the E1 path at 640x400, 1 thread, static world vs DOOM\'s playsim stepping a tic per frame with every door and lift moving');
  const idle = new TicCmd();
  for (const map of e1) {
    const world = loadWorld(stack1, map);
    const sim = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(sim);
    let moving = 0;
    const [staticMs, livingMs] = timePaths(loadWorld(stack1, map), world, frames, () => {
      if (sim.leveltime % RESTART_TICS === 0) startAllDoorsAndLifts(sim);
      sim.tick(idle);
      sync.sync();
      moving += movingSectors(sim);
      return sim.leveltime;
    });
    const res: LivingFrameResult = { map, frames, staticMs: round(staticMs), livingMs: round(livingMs), ratio: round(livingMs / staticMs, 3), moversPerTic: round(moving / sim.leveltime, 1) };
    out.frames.push(res);
    log(`  ${map.padEnd(5)} static ${res.staticMs.toFixed(3)} ms  living ${res.livingMs.toFixed(3)} ms  ratio ${res.ratio.toFixed(3)}  (${res.moversPerTic} sectors moving per tic)`);
  }
  out.medianRatio = round(median(out.frames.map((f) => f.ratio)), 3);
  log(`  median ratio living/static ${out.medianRatio.toFixed(3)} (target: at most 1.05)`);

  log('\nsimulation cost per tic (median of batches of 100 tics; a walking route, every door and lift moving):');
  const plans: [string, string, string[]][] = [['freedoom1', FREEDOOM1, e1]];
  if (existsSync(FREEDOOM2)) plans.push(['freedoom2', FREEDOOM2, quick ? ['MAP01'] : ['MAP01', 'MAP02', 'MAP03', 'MAP04', 'MAP05']]);
  const batch = 100, batches = quick ? 30 : 100, warm = 2000;
  for (const [label, path, maps] of plans) {
    const stack = path === FREEDOOM1 ? stack1 : WadStack.fromBuffers([{ name: basename(path), bytes: new Uint8Array(readFileSync(path)) }]);
    for (const map of maps) {
      const sim = new Playsim(withoutExits(loadWorld(stack, map)), { skill: 3 });
      const cmds = walkingRoute(0x5e1d, warm + batch * batches);
      let t = 0, moving = 0;
      const times = new Float64Array(batches);
      for (let b = -warm / batch; b < batches; b++) {
        startAllDoorsAndLifts(sim);
        const t0 = performance.now();
        for (let k = 0; k < batch; k++) sim.tick(cmds[t++]);
        const dt = performance.now() - t0;
        if (b >= 0) { times[b] = dt / batch; moving += movingSectors(sim); }
      }
      const res: SimTicResult = { wad: label, map, tics: batch * batches, msPerTic: round(median(times), 5), moversPerTic: round(moving / batches, 1) };
      out.sim.push(res);
      log(`  ${label.padEnd(9)} ${map.padEnd(5)} ${res.msPerTic.toFixed(4)} ms per tic  (${res.moversPerTic} sectors moving)`);
    }
  }
  out.maxMsPerTic = round(Math.max(...out.sim.map((s) => s.msPerTic)), 5);
  log(`  slowest map ${out.maxMsPerTic.toFixed(4)} ms per tic (target: under 0.05 ms)`);
  return out;
}

/** Sectors with a mover (door, lift, floor, ceiling) working on them. */
function movingSectors(sim: Playsim): number {
  let n = 0;
  for (const s of sim.level.sectors) if (s.specialdata !== null) n++;
  return n;
}
