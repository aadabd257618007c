// The screens between maps allocate nothing per tic or frame: DOOM 1's tally (counting, the
// animated episode map, the last tics) and a text screen being typed, ticked, drawn and scaled
// 1,000 times must not grow the heap. Measured on the esbuild bundle in a child `node --expose-gc`.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR } from '../helpers/golden.js';

describe('the screens between maps allocate nothing per tic or frame', () => {
  it.skipIf(!haveFreedoom)(`Freedoom 1: tally and text screen${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, async () => {
    const bundle = join(OUTPUT_DIR, 'interlude-alloc-harness.mjs');
    await build({ entryPoints: [join(import.meta.dirname, 'interlude-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle, FREEDOOM1], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(out.warnings).toBe(0);
    expect(out.growth).toBeLessThan(16 * 1024);
  }, 120_000);
});
