import { describe, expect, it } from 'vitest';
import { DoomRandom, RANDOM_TABLE } from '../../../src/defs/doom/random.js';

describe('DOOM random table', () => {
  it('has 256 entries with DOOM\'s known ends', () => {
    expect(RANDOM_TABLE.length).toBe(256);
    expect([...RANDOM_TABLE.slice(0, 4)]).toEqual([0, 8, 109, 220]);
    expect([...RANDOM_TABLE.slice(252)]).toEqual([120, 163, 236, 249]);
    // The table is not a permutation: 0 appears twice (index 0 and 83), 145 five times.
    expect(RANDOM_TABLE[83]).toBe(0);
    expect([...RANDOM_TABLE].filter((v) => v === 145).length).toBe(5);
  });

  it('pRandom after clear gives DOOM\'s first ten values (pre-increment: table[0] comes last)', () => {
    const r = new DoomRandom();
    r.clear();
    const got: number[] = [];
    for (let i = 0; i < 10; i++) got.push(r.pRandom());
    expect(got).toEqual([8, 109, 220, 222, 241, 149, 107, 75, 248, 254]);
    expect(r.pIndex).toBe(10);
    expect(r.mIndex).toBe(0);
  });

  it('keeps the misc cursor apart from the gameplay cursor', () => {
    const r = new DoomRandom();
    r.pRandom();
    r.pRandom();
    expect(r.mRandom()).toBe(8);
    expect(r.pRandom()).toBe(220);
    expect([r.pIndex, r.mIndex]).toEqual([3, 1]);
    expect(r.pSubRandom()).toBe(222 - 241);
  });

  it('wraps after 256 reads and can be restored from saved cursors', () => {
    const r = new DoomRandom();
    for (let i = 0; i < 255; i++) r.pRandom();
    expect(r.pIndex).toBe(255);
    expect(r.pRandom()).toBe(0);
    expect(r.pIndex).toBe(0);
    expect(r.pRandom()).toBe(8);
    r.pIndex = 254;
    r.mIndex = 255;
    expect(r.pRandom()).toBe(249);
    expect(r.mRandom()).toBe(0);
    r.clear();
    expect([r.pIndex, r.mIndex]).toEqual([0, 0]);
  });
});
