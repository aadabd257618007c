// Moving DOOM's player (Playsim.tick) and taking the page's view of it (PlayerPose) allocate nothing:
// after warm-up, 10,000 tics of random moves must not grow the heap. Measured on the esbuild bundle
// (the code as it ships) in a child `node --expose-gc`.
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { OUTPUT_DIR } from '../helpers/golden.js';

const bundle = join(OUTPUT_DIR, 'play-alloc-harness.mjs');

/** Runs the harness; a non-zero exit rejects with its stderr. */
const run = promisify(execFile);

interface Report { tics: number; growth: number; leveltime: number }

async function measure(...args: string[]): Promise<Report> {
  const r = await run(process.execPath, ['--expose-gc', bundle, ...args], { encoding: 'utf8' });
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

/** The walk ran (every tic played, no exit: four warm-up runs and at least one measured) and the
 *  heap grew under 16 KiB over 10,000 tics. */
function check(r: Report): void {
  expect(r.leveltime).toBeGreaterThanOrEqual(50_000);
  expect(r.growth).toBeLessThan(16 * 1024);
}

// The harness is bundled once for the file; each test runs it in its own child process, the tests
// at the same time (each child measures only itself, and late JIT work is ruled out by its windows).
beforeAll(async () => {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await build({ entryPoints: [join(__dirname, 'alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
});

// One boxed number is 16 bytes: 16 KiB over 10,000 tics is under 2 bytes a tic, so any per-tic
// allocation (let alone per face or per edge) fails the bound.
// What used to allocate here, for the record: a double that some path of a function passes to a call
// is boxed where it is defined, on every path (V8's TurboFan), so the face walk (src/world/face-walk.ts)
// reads its point again for the rare exact fallback; angles of 2^30 and more are boxed when passed to
// or returned from a call that is not inlined, so the playsim hands fine angles around and answers
// R_PointToAngle2 through ANGLE_OUT.
describe.concurrent('no per-tic allocation', () => {
  it('self-built multi-room map (steps, falls, walls, portals): heap growth over 10,000 tics under 16 KiB', async () => {
    check(await measure('multi'));
  });
  // Freedoom E1M1 in test:full (CI); `npm test` keeps the self-built map above.
  it.runIf(FULL && haveFreedoom)(`Freedoom E1M1: heap growth over 10,000 tics under 16 KiB${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    check(await measure(FREEDOOM1, 'E1M1'));
  });
});
