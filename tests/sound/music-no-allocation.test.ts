// The music player allocates nothing while it renders (events, voices, chip, resampling), measured
// on an esbuild bundle in a child `node --expose-gc` (tests/helpers/heap-growth.ts).
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FREEDOOM1, noFreedoomReason } from '../helpers/freedoom.js';

const skip = existsSync(FREEDOOM1) ? false : noFreedoomReason;
describe.skipIf(skip)(`no allocation in MusicPlayer.render (${skip || 'Freedoom'})`, () => {
  it('1,000 blocks of 128 frames of D_E1M1 grow the heap by under 2 KiB (2 bytes a block would be 2 KB)', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'music-alloc-harness.mjs');
    await build({ entryPoints: [join(__dirname, 'music-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!) as { blocks: number; energy: number; growth: number };
    expect(report.blocks).toBeGreaterThanOrEqual(5000); // four warm-up runs and at least one measured
    expect(report.energy).toBeGreaterThan(0); // the music really plays
    expect(report.growth).toBeLessThan(2048);
  }, 60_000);
});
