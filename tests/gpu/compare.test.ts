// src/render/compare.ts: the agreement measure and the split and difference pictures.
import { describe, expect, it } from 'vitest';
import { DIFF_COLOR, SPLIT_SEAM_COLOR, agreement, channelDiff, diffImage, splitImage } from '../../src/render/compare.js';

/** An opaque ABGR pixel. */
const rgb = (r: number, g: number, b: number): number => (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;

describe('agreement', () => {
  it('is 1 for identical pictures and for empty ones', () => {
    const a = Uint32Array.from([rgb(1, 2, 3), rgb(200, 100, 0)]);
    expect(agreement(a, a.slice())).toBe(1);
    expect(agreement(new Uint32Array(0), new Uint32Array(0))).toBe(1);
  });

  it('counts a pixel as agreeing when no channel differs by more than the tolerance', () => {
    const a = Uint32Array.from([rgb(10, 10, 10), rgb(10, 10, 10), rgb(10, 10, 10), rgb(10, 10, 10)]);
    const b = Uint32Array.from([rgb(34, 10, 10), rgb(10, 35, 10), rgb(10, 10, 0), rgb(10, 10, 10)]);
    // red +24 (agrees), green +25 (differs), blue −10 (agrees), equal
    expect(agreement(a, b)).toBe(0.75);
    expect(agreement(a, b, 25)).toBe(1);
    expect(agreement(a, b, 0)).toBe(0.25);
  });

  it('ignores alpha', () => {
    const a = Uint32Array.from([0xff102030]);
    const b = Uint32Array.from([0x00102030]);
    expect(channelDiff(a[0], b[0])).toBe(0);
    expect(agreement(a, b, 0)).toBe(1);
  });

  it('refuses pictures of different sizes', () => {
    expect(() => agreement(new Uint32Array(4), new Uint32Array(5))).toThrow(RangeError);
  });
});

describe('the difference and split pictures', () => {
  it('marks differing pixels magenta and darkens the rest of the first picture to a quarter', () => {
    const a = Uint32Array.from([rgb(200, 100, 40), rgb(200, 100, 40)]);
    const b = Uint32Array.from([rgb(210, 100, 40), rgb(200, 160, 40)]);
    const out = new Uint32Array(2);
    expect(diffImage(a, b, out)).toBe(1);
    expect(out[0]).toBe(rgb(50, 25, 10));
    expect(out[1]).toBe(DIFF_COLOR);
    // In place over the first picture.
    expect(diffImage(a, b, a)).toBe(1);
    expect(Array.from(a)).toEqual(Array.from(out));
  });

  it('takes the right half of each row from the second picture, a one-pixel seam between', () => {
    const W = 5, H = 2, S = SPLIT_SEAM_COLOR;
    const left = new Uint32Array(W * H).fill(1);
    const right = new Uint32Array(W * H).fill(2);
    splitImage(left, right, W, H);
    expect(Array.from(left)).toEqual([1, 1, S, 2, 2, 1, 1, S, 2, 2]);
    const even = new Uint32Array(8).fill(1);
    splitImage(even, new Uint32Array(8).fill(2), 4, 2);
    expect(Array.from(even)).toEqual([1, 1, S, 2, 1, 1, S, 2]);
  });
});
