// tickPlayer and playerCamera allocate nothing: after warm-up, 10,000 tics of random moves must not
// grow the heap. Measured on the esbuild bundle (the code as it ships) in a child `node --expose-gc`.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR } from '../helpers/golden.js';

const bundle = join(OUTPUT_DIR, 'play-alloc-harness.mjs');

async function growth(...args: string[]): Promise<number> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await build({ entryPoints: [join(__dirname, 'alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
  const r = spawnSync(process.execPath, ['--expose-gc', bundle, ...args], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!).growth;
}

// One boxed number is 16 bytes: 16 KiB over 10,000 tics is under 2 bytes a tic, so any per-tic
// allocation (let alone per face or per edge) fails the bound.
describe('no per-tick allocation', () => {
  it('self-built multi-room map (steps, falls, walls, portals): heap growth over 10,000 tics under 16 KiB', async () => {
    expect(await growth('multi')).toBeLessThan(16 * 1024);
  });
  it.skipIf(!haveFreedoom)(`Freedoom E1M1: heap growth over 10,000 tics under 16 KiB${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, async () => {
    expect(await growth(FREEDOOM1, 'E1M1')).toBeLessThan(16 * 1024);
  });
});
