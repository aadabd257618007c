// The parallel renderer's frames equal the single-thread frames bit for bit.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { ParallelRenderer } from '../../src/render/cpu/parallel-renderer.js';
import { makeCamera } from '../../src/render/cpu/camera.js';
import { benchViews } from '../../bench/views.js';
import { FREEDOOM1, haveFreedoom } from '../helpers/freedoom.js';

const root = join(__dirname, '..', '..');
const workerScript = join(root, 'dist', 'render-worker.js');

async function compare(path: string, maps: string[], threads: number, w: number, h: number): Promise<number> {
  const files = [{ name: path.split('/').pop()!, bytes: new Uint8Array(readFileSync(path)) }];
  const stack = WadStack.fromBuffers(files);
  let views = 0;
  for (const map of maps) {
    const world = loadWorld(stack, map);
    const single = new CpuRenderer(world, w, h);
    const par = await ParallelRenderer.create({ world, files, map, width: w, height: h, threads, workerScript });
    try {
      for (const v of benchViews(world, 12)) {
        const cam = makeCamera(v.x, v.y, v.angle);
        single.render(cam, v.tics);
        par.render(cam, v.tics);
        const diff = single.fb.findIndex((p, i) => p !== par.fb[i]);
        expect(diff, `${map} view at ${v.x.toFixed(1)},${v.y.toFixed(1)}: first differing pixel ${diff}`).toBe(-1);
        views++;
      }
    } finally {
      await par.close();
    }
  }
  return views;
}

describe('parallel renderer', () => {
  it('demo WAD, every map, 2 and 3 threads, 640x400: bit-identical', async () => {
    const demo = join(root, 'wad', 'toom-demo.wad');
    const maps = WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demo)) }]).maps.map((m) => m.name);
    expect(await compare(demo, maps, 2, 640, 400)).toBe(maps.length * 12);
    expect(await compare(demo, maps.slice(0, 1), 3, 333, 200)).toBe(12);
  });
  it.skipIf(!haveFreedoom)('Freedoom E1M1–E1M3, 2 threads, 640x400: bit-identical on every bench view', async () => {
    expect(await compare(FREEDOOM1, ['E1M1', 'E1M2', 'E1M3'], 2, 640, 400)).toBe(36);
  });
});
