// DOOM's screen layer allocates nothing per tic or frame: the face's tic, the status bar and the
// message line drawn and scaled onto the framebuffer, measured on an esbuild bundle in a child
// `node --expose-gc` (tests/helpers/heap-growth.ts).
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

describe.skipIf(!haveFreedoom)(`no per-frame allocation in the status bar${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('1,000 frames of bar, face and message grow the heap by under 8 KiB (16 bytes a frame would be 16 KiB)', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'screen-alloc-harness.mjs');
    await build({ entryPoints: [join(__dirname, 'screen-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle, FREEDOOM2], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!) as { frames: number; growth: number };
    expect(report.frames).toBeGreaterThanOrEqual(5000); // four warm-up runs and at least one measured
    expect(report.growth).toBeLessThan(8192);
  }, 60_000);
});
