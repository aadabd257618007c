// tickPlayer and playerCamera allocate nothing: after warm-up, 10,000 tics of random moves must not
// grow the heap. Measured on the esbuild bundle (the code as it ships) in a child `node --expose-gc`.
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

async function growth(...args: string[]): Promise<number> {
  const r = await run(process.execPath, ['--expose-gc', bundle, ...args], { encoding: 'utf8' });
  return JSON.parse(r.stdout.trim().split('\n').pop()!).growth;
}

// The harness is bundled once for the file; each test runs it in its own child process, the tests
// at the same time (each child measures only itself, and late JIT work is ruled out by its windows).
beforeAll(async () => {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await build({ entryPoints: [join(__dirname, 'alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
});

// One boxed number is 16 bytes: 16 KiB over 10,000 tics is under 2 bytes a tic, so any per-tic
// allocation (let alone per face or per edge) fails the bound.
describe.concurrent('no per-tick allocation', () => {
  it('self-built multi-room map (steps, falls, walls, portals): heap growth over 10,000 tics under 16 KiB', async () => {
    expect(await growth('multi')).toBeLessThan(16 * 1024);
  });
  // Freedoom E1M1 in test:full (CI); `npm test` keeps the self-built map above.
  it.runIf(FULL && haveFreedoom)(`Freedoom E1M1: heap growth over 10,000 tics under 16 KiB${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    expect(await growth(FREEDOOM1, 'E1M1')).toBeLessThan(16 * 1024);
  });
});
