// The sound logic allocates nothing per tic: draining sound events into the channels and updating
// them, measured on an esbuild bundle in a child `node --expose-gc` (tests/helpers/heap-growth.ts).
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';

describe('no per-tic allocation in the sound channels', () => {
  it('1,000 tics of events, starts and updates grow the heap by under 8 KiB (16 bytes a tic would be 16 KiB)', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'sound-alloc-harness.mjs');
    await build({ entryPoints: [join(__dirname, 'sound-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!) as { tics: number; started: number; growth: number };
    expect(report.started).toBeGreaterThan(1000); // the loop really starts sounds
    expect(report.growth).toBeLessThan(8192);
  }, 30_000);
});
