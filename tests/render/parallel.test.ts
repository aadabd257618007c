// The parallel renderer's frames equal the single-thread frames bit for bit, on every view of the
// benchmark's camera paths (the demo WAD's maps, Freedoom E1M1–E1M9 and MAP01–MAP05).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { ParallelRenderer } from '../../src/render/cpu/parallel-renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { benchViews } from '../../bench/views.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom } from '../helpers/freedoom.js';

const root = join(__dirname, '..', '..');
const workerScript = join(root, 'dist', 'render-worker.js');
/** The benchmark's path length per map (npm run bench; --quick uses its first 60 views). */
const BENCH_FRAMES = 500;

function firstDifference(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

async function compare(path: string, maps: string[], threads: number, w: number, h: number, frames = BENCH_FRAMES): Promise<number> {
  const stack = WadStack.fromBuffers([{ name: path.split('/').pop()!, bytes: new Uint8Array(readFileSync(path)) }]);
  let views = 0;
  for (const map of maps) {
    const world = loadWorld(stack, map);
    const single = new CpuRenderer(world, w, h);
    const par = await ParallelRenderer.create({ world, width: w, height: h, threads, workerScript });
    try {
      const cam = makeCamera(0, 0, 0);
      for (const v of benchViews(world, frames)) {
        cam.x = v.x; cam.y = v.y; cam.angle = v.angle;
        single.render(cam, v.tics);
        par.render(cam, v.tics);
        const diff = firstDifference(single.fb, par.fb);
        if (diff !== -1) expect.fail(`${map} view ${views} at ${v.x.toFixed(1)},${v.y.toFixed(1)}: first differing pixel ${diff}`);
        views++;
      }
    } finally {
      await par.close();
    }
  }
  return views;
}

describe('parallel renderer', () => {
  it('demo WAD, every bench view, 2 threads at 640x400 and 3 threads at an odd size: bit-identical', async () => {
    const demo = join(root, 'wad', 'toom-demo.wad');
    const maps = WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demo)) }]).maps.map((m) => m.name);
    expect(await compare(demo, maps, 2, 640, 400)).toBe(maps.length * BENCH_FRAMES);
    expect(await compare(demo, maps.slice(0, 1), 3, 333, 200, 50)).toBe(50);
  }, 120_000);
  it.skipIf(!haveFreedoom)('Freedoom E1M1–E1M9, 2 threads, 640x400: bit-identical on every bench view', async () => {
    const maps = ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'];
    expect(await compare(FREEDOOM1, maps, 2, 640, 400)).toBe(maps.length * BENCH_FRAMES);
  }, 300_000);
  it.skipIf(!haveFreedoom)('Freedoom MAP01–MAP05, 2 threads, 640x400: bit-identical on every bench view', async () => {
    const maps = ['MAP01', 'MAP02', 'MAP03', 'MAP04', 'MAP05'];
    expect(await compare(FREEDOOM2, maps, 2, 640, 400)).toBe(maps.length * BENCH_FRAMES);
  }, 300_000);
});
