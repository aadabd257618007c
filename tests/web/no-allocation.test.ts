// The page's own per-tic and per-frame work (the ticcmd from the keys, the automap's sight rays, the
// player's path and the automap's drawing, things and path included) allocates nothing: 1,000
// rounds after warm-up must not grow the heap. Measured on the esbuild bundle (the code as it
// ships) in a child `node --expose-gc`, as the renderer's test does.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR } from '../helpers/golden.js';

const bundle = join(OUTPUT_DIR, 'web-alloc-harness.mjs');

async function growth(which: string): Promise<number> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await build({ entryPoints: [join(__dirname, 'alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
  const r = spawnSync(process.execPath, ['--expose-gc', bundle, which], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!).growth;
}

// 16 KiB over 1,000 rounds is 16 bytes a round: one boxed number per tic fails it.
describe('the page allocates nothing per tic or frame', () => {
  it('the map built here: ticcmds, sight rays, path, automap with things', async () => {
    expect(await growth('living')).toBeLessThan(16 * 1024);
  });
  it.skipIf(!haveFreedoom)(`Freedoom E1M1: ticcmds, sight rays, path, automap with things${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, async () => {
    expect(await growth(FREEDOOM1)).toBeLessThan(16 * 1024);
  });
});
