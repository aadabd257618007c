// DOOM's screen melt (src/screen/wipe.ts, after f_wipe.c): the columns' start delays from the misc
// random cursor, their positions tic by tic, the tic the melt ends, the old picture's columns moved
// down over the new one at 320×200 and scaled at 640×400, and no allocation per tic or frame.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { ScreenWipe, WIPE_COLUMNS, WIPE_ROWS } from '../../src/screen/wipe.js';
import { DoomRandom } from '../../src/defs/doom/random.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FULL, fullOnly } from '../helpers/full.js';

/** A misc random source that always answers `v` (to build start rows by hand). */
const always = (v: number) => ({ mRandom: () => v });

function started(mIndex: number, width = 320, height = 200, from?: Uint32Array): { wipe: ScreenWipe; rng: DoomRandom } {
  const rng = new DoomRandom();
  rng.mIndex = mIndex;
  rng.pIndex = 77;
  const wipe = new ScreenWipe();
  wipe.start(from ?? new Uint32Array(width * height), width, height, rng);
  return { wipe, rng };
}

/** Tics until tick() reports the end (the tic that returned true counted). */
function endTic(wipe: ScreenWipe): number {
  for (let t = 1; t < 1000; t++) if (wipe.tick()) return t;
  throw new Error('the melt did not end');
}

describe('the melt\'s columns', () => {
  it('start where DOOM\'s do: from misc cursor 0, -(8 % 16), then ±1 steps from 109, 220, 222, … % 3', () => {
    const { wipe, rng } = started(0);
    // table[1..16] = 8, 109, 220, 222, 241, 149, 107, 75, 248, 254, 140, 16, 66, 74, 21, 211
    expect(Array.from(wipe.y.subarray(0, 16))).toEqual([-8, -8, -8, -9, -9, -8, -7, -8, -7, -6, -5, -5, -6, -5, -6, -6]);
    // DOOM draws one number per pixel column (320), though only the 160 pairs use them; never the
    // gameplay cursor.
    expect([rng.mIndex, rng.pIndex]).toEqual([320 & 255, 77]);
    for (const v of wipe.y) expect(v <= 0 && v >= -15).toBe(true);
  });

  it('wrap around the table: from misc cursor 250 (136, 120, 163, 236, 249, 0, 8, 109)', () => {
    const { wipe, rng } = started(250);
    expect(Array.from(wipe.y.subarray(0, 8))).toEqual([-8, -9, -9, -8, -9, -10, -9, -9]);
    expect(rng.mIndex).toBe((250 + 320) & 255);
  });

  it('are clamped to 0..-15: rising steps stop at 0, falling ones at -15', () => {
    const w = new ScreenWipe();
    w.start(new Uint32Array(320 * 200), 320, 200, always(2)); // -2, then +1 a column
    expect(Array.from(w.y.subarray(0, 5))).toEqual([-2, -1, 0, 0, 0]);
    w.start(new Uint32Array(320 * 200), 320, 200, always(0)); // 0, then -1 a column
    expect(Array.from(w.y.subarray(0, 18))).toEqual([0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -15, -15]);
  });

  it('wait, then slide 1, 2, 4, 8, 16 rows and 8 a tic after (200-row units)', () => {
    const { wipe } = started(0);
    const col0: number[] = [], col3: number[] = [];
    for (let t = 1; t <= 14; t++) { wipe.tick(); col0.push(wipe.y[0]); col3.push(wipe.y[3]); }
    expect(col0).toEqual([-7, -6, -5, -4, -3, -2, -1, 0, 1, 3, 7, 15, 31, 39]);
    expect(col3).toEqual([-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 3, 7, 15, 31]);
    for (let t = 15; t <= 34; t++) wipe.tick();
    expect(wipe.y[0]).toBe(199); // 31 + 21 × 8
    wipe.tick();
    expect(wipe.y[0]).toBe(WIPE_ROWS); // the last step is cut to the bottom
    wipe.tick();
    expect(wipe.y[0]).toBe(WIPE_ROWS);
  });

  it('end one tic after the last column reached the bottom (27 tics from 0, plus its wait)', () => {
    const w = new ScreenWipe();
    w.start(new Uint32Array(320 * 200), 320, 200, always(1)); // every column waits 1 tic
    expect(endTic(w)).toBe(29);
    expect(w.active).toBe(false);
    w.start(new Uint32Array(320 * 200), 320, 200, always(0)); // the longest wait, 15 tics
    expect(endTic(w)).toBe(43);
    // From misc cursor 0 the longest wait is 9 tics (columns 3, 4, …): 37 tics, at every size.
    const a = started(0).wipe, b = started(0, 640, 400).wipe, c = started(0, 1000, 563).wipe;
    expect(Math.min(...a.y)).toBe(-9);
    expect([endTic(a), endTic(b), endTic(c)]).toEqual([37, 37, 37]);
    expect(a.tics).toBe(37);
  });
});

/** An old picture whose every pixel differs (ABGR with the index in the low bits). */
function oldPicture(w: number, h: number): Uint32Array {
  const p = new Uint32Array(w * h);
  for (let i = 0; i < p.length; i++) p[i] = (0xff000000 | i) >>> 0;
  return p;
}
const NEW = 0xff00ff00;

/** Checks every pixel of `fb` against the melt's rule with `rows` = the column pair's offset. */
function checkComposed(fb: Uint32Array, old: Uint32Array, w: number, h: number, offsetOf: (pair: number) => number): number {
  let bad = 0;
  for (let x = 0; x < w; x++) {
    const off = offsetOf(Math.floor((x * WIPE_COLUMNS) / w));
    for (let r = 0; r < h; r++) {
      const want = r < off ? NEW : old[(r - off) * w + x];
      if (fb[r * w + x] !== want) bad++;
    }
  }
  return bad;
}

describe('the melt\'s picture', () => {
  it('at 320×200: each 2-pixel column of the old picture moved down by its row, the new picture above', () => {
    const old = oldPicture(320, 200);
    const { wipe } = started(0, 320, 200, old);
    for (let t = 0; t < 14; t++) wipe.tick();
    const fb = new Uint32Array(320 * 200).fill(NEW);
    wipe.draw(fb);
    // Column pair 0 (pixels 0, 1) is 39 rows down: row 39 shows the old row 0, row 38 the new picture.
    expect([fb[38 * 320], fb[38 * 320 + 1]]).toEqual([NEW, NEW]);
    expect([fb[39 * 320], fb[39 * 320 + 1], fb[199 * 320 + 1]]).toEqual([old[0], old[1], old[160 * 320 + 1]]);
    // Pair 3 (pixels 6, 7) is 31 rows down.
    expect([fb[30 * 320 + 6], fb[31 * 320 + 6], fb[31 * 320 + 7]]).toEqual([NEW, old[6], old[7]]);
    expect(checkComposed(fb, old, 320, 200, (i) => Math.max(0, wipe.y[i]))).toBe(0);
    expect(wipe.offset(0)).toBe(39);
  });

  it('at 640×400: the same tic, each column 4 pixels wide and moved down twice the rows', () => {
    const old = oldPicture(640, 400);
    const { wipe } = started(0, 640, 400, old);
    for (let t = 0; t < 14; t++) wipe.tick();
    const fb = new Uint32Array(640 * 400).fill(NEW);
    wipe.draw(fb);
    expect(wipe.offset(0)).toBe(78);
    expect([fb[77 * 640 + 3], fb[78 * 640], fb[78 * 640 + 3], fb[399 * 640 + 2]]).toEqual([NEW, old[0], old[3], old[(399 - 78) * 640 + 2]]);
    expect([fb[61 * 640 + 12], fb[62 * 640 + 12], fb[62 * 640 + 15]]).toEqual([NEW, old[12], old[15]]); // pair 3: 31 × 2
    expect(checkComposed(fb, old, 640, 400, (i) => 2 * Math.max(0, wipe.y[i]))).toBe(0);
  });

  it('at a width that is no multiple of 160, every pixel column belongs to one pair', () => {
    const old = oldPicture(1000, 563);
    const { wipe } = started(0, 1000, 563, old);
    for (let t = 0; t < 20; t++) wipe.tick();
    const fb = new Uint32Array(1000 * 563).fill(NEW);
    wipe.draw(fb);
    expect(checkComposed(fb, old, 1000, 563, (i) => Math.floor((Math.max(0, wipe.y[i]) * 563) / 200))).toBe(0);
  });

  it('shows the whole old picture at the start, the new one at the end, and nothing of another size', () => {
    const old = oldPicture(320, 200);
    const { wipe } = started(0, 320, 200, old);
    const fb = new Uint32Array(320 * 200).fill(NEW);
    wipe.draw(fb);
    expect(fb).toEqual(old);
    const other = new Uint32Array(640 * 400).fill(NEW);
    wipe.draw(other);
    expect(other.every((v) => v === NEW)).toBe(true);
    while (!wipe.tick()) { /* to the end */ }
    fb.fill(NEW);
    wipe.draw(fb);
    expect(fb.every((v) => v === NEW)).toBe(true);
  });
});

describe('no allocation', () => {
  it('the old picture is copied into one buffer per size', () => {
    const wipe = new ScreenWipe(), rng = new DoomRandom();
    wipe.start(oldPicture(320, 200), 320, 200, rng);
    const first = wipe.oldPicture;
    wipe.start(new Uint32Array(320 * 200).fill(7), 320, 200, rng);
    expect(wipe.oldPicture).toBe(first);
    expect(first[123]).toBe(7);
    wipe.start(oldPicture(640, 400), 640, 400, rng);
    expect(wipe.oldPicture).not.toBe(first);
    expect(wipe.oldPicture.length).toBe(640 * 400);
  });

  // (Twelve rounds of 1,000 melted frames in a child: the full run.)
  it.runIf(FULL)(`1,000 tics and frames of the melt (restarted at the same size) grow the heap by under 8 KiB (16 bytes a frame would be 16 KiB)${fullOnly}`, async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'wipe-alloc-harness.mjs');
    await build({ entryPoints: [join(import.meta.dirname, 'wipe-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!) as { frames: number; starts: number; growth: number };
    expect(report.frames).toBeGreaterThanOrEqual(5000);
    expect(report.starts).toBeGreaterThan(600);
    expect(report.growth).toBeLessThan(8192);
  }, 60_000);
});
