// The parallel renderer's frames equal the single-thread frames bit for bit. `npm test` checks what
// catches bugs: the block queue's edges (widths below, at and just past a block, 2 and 3 threads),
// an odd size, views through every demo portal, and a sample of the benchmark's camera path on every
// bench map. `npm run test:full` (TOOM_FULL=1) adds the full sweep: every view of every bench path.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { ParallelRenderer } from '../../src/render/cpu/parallel-renderer.js';
import { BLOCK_COLUMNS } from '../../src/render/cpu/parallel-protocol.js';
import { makeCamera } from '../../src/render/camera.js';
import { benchViews, type BenchView } from '../../bench/views.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom } from '../helpers/freedoom.js';
import { facing, stackFor } from '../helpers/world-fixtures.js';
import { FULL, fullOnly } from '../helpers/full.js';

const root = join(__dirname, '..', '..');
const demo = join(root, 'wad', 'toom-demo.wad');
const workerScript = join(root, 'dist', 'render-worker.js');
/** The benchmark's path length per map (npm run bench; --quick uses its first 60 views). */
const BENCH_FRAMES = 500;
/** In `npm test`, every SAMPLE-th view of the path on the demo maps and every FREEDOOM_SAMPLE-th on the
 *  14 Freedoom bench maps (the start sweep and anchors' poses; every view in test:full). */
const SAMPLE = 25;
const FREEDOOM_SAMPLE = 100;
const E1 = ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'];
const MAP0X = ['MAP01', 'MAP02', 'MAP03', 'MAP04', 'MAP05'];

type Views = (world: World) => BenchView[];
/** The bench path, every `every`-th view. */
const benchPath = (every: number): Views => (world) => benchViews(world, BENCH_FRAMES).filter((_, i) => i % every === 0);
/** The bench path's first views: the player start, sweeping (through MAP01's portal, on the demo WAD). */
const firstViews = (n: number): Views => (world) => benchViews(world, n);
/** A pose 96 units in front of each side of every portal, looking through it. */
const portalViews: Views = (world) => world.portals.flatMap((p) => [p.sideA, p.sideB].map((side) => ({ ...facing(world, side, 96), tics: side })));

function firstDifference(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** One World per map for the whole file (rendering does not change a World, and its hand-over to the
 *  workers, the copy into shared memory, is then made once). */
const worlds = new Map<string, World>();
function worldOf(path: string, map: string): World {
  const key = `${path}\n${map}`;
  let w = worlds.get(key);
  if (!w) worlds.set(key, (w = loadWorld(stackFor(path), map)));
  return w;
}

/** One ParallelRenderer per thread count and size, moved from World to World (ParallelRenderer.attach:
 *  the same workers, already compiled), closed after the file. */
const renderers = new Map<string, ParallelRenderer>();
afterAll(async () => {
  for (const r of renderers.values()) await r.close();
  renderers.clear();
});
async function parallelFor(world: World, threads: number, w: number, h: number): Promise<ParallelRenderer> {
  const key = `${threads} ${w}x${h}`;
  const had = renderers.get(key);
  if (had) { await had.attach(world); return had; }
  const par = await ParallelRenderer.create({ world, width: w, height: h, threads, workerScript });
  renderers.set(key, par);
  return par;
}

async function compare(path: string, maps: string[], threads: number, w: number, h: number, views: Views): Promise<number> {
  let count = 0;
  for (const map of maps) {
    const world = worldOf(path, map);
    const single = new CpuRenderer(world, w, h);
    const par = await parallelFor(world, threads, w, h);
    const cam = makeCamera(0, 0, 0);
    for (const v of views(world)) {
      cam.x = v.x; cam.y = v.y; cam.angle = v.angle;
      single.render(cam, v.tics);
      par.render(cam, v.tics);
      const diff = firstDifference(single.fb, par.fb);
      if (diff !== -1) expect.fail(`${map} ${w}x${h}, ${threads} threads, view ${count} at ${v.x.toFixed(1)},${v.y.toFixed(1)}: first differing pixel ${diff}`);
      count++;
    }
  }
  return count;
}

const demoMaps = () => WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demo)) }]).maps.map((m) => m.name);

describe('parallel renderer: bit-identical to one thread', () => {
  it('the block queue\'s edges: narrower than a block, one block, one past it, two blocks and one more, with 2 and 3 threads', async () => {
    for (const w of [BLOCK_COLUMNS - 1, BLOCK_COLUMNS, BLOCK_COLUMNS + 1, 2 * BLOCK_COLUMNS + 1]) {
      for (const threads of [2, 3]) expect(await compare(demo, ['MAP01'], threads, w, 24, firstViews(8))).toBe(8);
    }
  });
  it('demo WAD: 3 threads at an odd size (333x200), the first 50 views of MAP01', async () => {
    expect(await compare(demo, ['MAP01'], 3, 333, 200, firstViews(50))).toBe(50);
  });
  it('demo WAD: views through every portal, both ways, 2 threads at 640x400', async () => {
    const maps = demoMaps();
    expect(await compare(demo, maps, 2, 640, 400, portalViews)).toBeGreaterThanOrEqual(maps.length * 2);
  });
  it(`demo WAD, every map: every ${SAMPLE}th bench view, 2 threads at 640x400`, async () => {
    const maps = demoMaps();
    expect(await compare(demo, maps, 2, 640, 400, benchPath(SAMPLE))).toBe(maps.length * BENCH_FRAMES / SAMPLE);
  });
  // At 320x200 (10 column blocks): each map starts a new worker, whose first frames run before the JIT
  // has compiled the renderer; every view at 640x400 is the full sweep's.
  // (`npm test` samples E1M1–E1M3 and MAP01–MAP02; the full run all 14 bench maps.)
  const e1 = FULL ? E1 : E1.slice(0, 3), map0x = FULL ? MAP0X : MAP0X.slice(0, 2);
  it.skipIf(!haveFreedoom)(`Freedoom ${e1[0]}–${e1[e1.length - 1]} and ${map0x[0]}–${map0x[map0x.length - 1]}: every ${FREEDOOM_SAMPLE}th bench view, 2 threads at 320x200`, async () => {
    expect(await compare(FREEDOOM1, e1, 2, 320, 200, benchPath(FREEDOOM_SAMPLE))).toBe(e1.length * BENCH_FRAMES / FREEDOOM_SAMPLE);
    expect(await compare(FREEDOOM2, map0x, 2, 320, 200, benchPath(FREEDOOM_SAMPLE))).toBe(map0x.length * BENCH_FRAMES / FREEDOOM_SAMPLE);
  }, 300_000);
});

describe(`parallel renderer, the full sweep: every bench view${fullOnly}`, () => {
  it.runIf(FULL)('demo WAD, every map, 2 threads at 640x400', async () => {
    const maps = demoMaps();
    expect(await compare(demo, maps, 2, 640, 400, benchPath(1))).toBe(maps.length * BENCH_FRAMES);
  }, 300_000);
  it.runIf(FULL && haveFreedoom)('Freedoom E1M1–E1M9, 2 threads, 640x400', async () => {
    expect(await compare(FREEDOOM1, E1, 2, 640, 400, benchPath(1))).toBe(E1.length * BENCH_FRAMES);
  }, 300_000);
  it.runIf(FULL && haveFreedoom)('Freedoom MAP01–MAP05, 2 threads, 640x400', async () => {
    expect(await compare(FREEDOOM2, MAP0X, 2, 640, 400, benchPath(1))).toBe(MAP0X.length * BENCH_FRAMES);
  }, 300_000);
});
