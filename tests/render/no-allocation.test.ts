// The hot path allocates nothing per frame: after warm-up, 1,000 frames must not grow the heap.
// Measured on the esbuild bundle (the code as it ships) in a child `node --expose-gc`. `npm test`
// runs Freedoom E1M1 sweeping at 160x100 with column blocks from the shared queue (every path: sprites
// entering view, masked textures, the weapon, palettes, colormaps and fuzz (alloc-harness.ts), and the
// parallel renderers' side); `npm run test:full` adds the
// self-built map (fixed, the tight bound, and sweeping), E1M1 sweeping alone at 640x400, E1M1 at
// 640x400 with a fixed camera and the queue at 320x200 and 640x400 (each child is 5,000+ frames: the larger sizes quadruple the work and cover no
// other code).
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { FREEDOOM1, haveFreedoom } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { OUTPUT_DIR } from '../helpers/golden.js';

const bundle = join(OUTPUT_DIR, 'alloc-harness.mjs');

/** Runs the harness; a non-zero exit rejects with its stderr. */
const run = promisify(execFile);

async function growth(which: string, w: number, h: number, moving = false, queue = false): Promise<number> {
  const r = await run(process.execPath, ['--expose-gc', bundle, which, String(w), String(h), moving ? 'moving' : 'fixed', queue ? 'queue' : 'alone'], { encoding: 'utf8' });
  return JSON.parse(r.stdout.trim().split('\n').pop()!).growth;
}

// The harness is bundled once for the file; each test runs it in its own child process, the tests
// at the same time (each child measures only itself, and late JIT work is ruled out by its windows).
beforeAll(async () => {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await build({ entryPoints: [join(__dirname, '../helpers/alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
});

describe.concurrent('no per-frame allocation', () => {
  // A fixed camera: the renderer alone. 16 KiB over 1,000 frames is under 16 bytes a frame (one boxed
  // number); a per-column allocation would be kilobytes per frame.
  // 16 bytes per frame would be 16 KB: the bound catches any per-frame or per-column allocation.
  it.runIf(FULL)(`self-built map (walls, flats, sky, grate, sprite): heap growth over 1,000 frames under 16 KiB${fullOnly}`, async () => {
    expect(await growth('two-rooms', 320, 200)).toBeLessThan(16 * 1024);
  });
  it.runIf(FULL && haveFreedoom)(`Freedoom E1M1 at 640x400: heap growth over 1,000 frames under 16 KiB${fullOnly}`, async () => {
    expect(await growth(FREEDOOM1, 640, 400)).toBeLessThan(16 * 1024);
  });
  // A sweeping camera reaches every path (sprites entering view, masked textures); the camera object's
  // own field updates are the caller's, so the bound is 64 bytes a frame.
  // The same code at any size: 320x200 in `npm test` (a quarter of the work), 640x400 in test:full.
  const [sw, sh] = FULL ? [640, 400] : [320, 200];
  // `npm test` sweeps E1M1 through the shared queue below (the same drawing code, and the queue's side).
  it.runIf(FULL && haveFreedoom)(`Freedoom E1M1 at ${sw}x${sh}, sweeping camera: heap growth over 1,000 frames under 64 KiB${fullOnly}`, async () => {
    expect(await growth(FREEDOOM1, sw, sh, true)).toBeLessThan(64 * 1024);
  });
  it.runIf(FULL)(`self-built map, sweeping camera: under 64 KiB${fullOnly}`, async () => {
    expect(await growth('two-rooms', 320, 200, true)).toBeLessThan(64 * 1024);
  });
  // Boom's paths: translucency through a table, transferred light and sky; the per-frame sector
  // table of deep water (242), its colormap and the sprite cut at the surface, the eye going in and
  // out of the water.
  it.runIf(FULL)(`Boom's rendering (translucency, transfers, deep water, colormaps) at 160x100, sweeping: under 64 KiB${fullOnly}`, async () => {
    expect(await growth('boom-room', 160, 100, true)).toBeLessThan(64 * 1024);
    expect(await growth('boom-water', 160, 100, true)).toBeLessThan(64 * 1024);
  });
  // The parallel renderers' per-thread side: startFrame and column blocks from the shared queue.
  // (`npm test` at 160x100, the same code over a quarter of the pixels; the full run at 320x200 and 640x400.)
  for (const [qw, qh] of FULL ? [[320, 200], [640, 400]] : [[160, 100]]) {
    it.skipIf(!haveFreedoom)(`Freedoom E1M1 at ${qw}x${qh}, sweeping camera, column blocks from the shared queue: under 64 KiB`, async () => {
      expect(await growth(FREEDOOM1, qw, qh, true, true)).toBeLessThan(64 * 1024);
    });
  }
});
