// Boom's translucency table: composed from PLAYPAL (exact values on palettes whose nearest colours
// are known), or the WAD's TRANMAP lump.
import { describe, expect, it } from 'vitest';
import { TRANMAP_SIZE, TranslucencyTables, computeTranmap } from '../../src/assets/tranmap.js';
import { stackOf } from './helpers.js';

/** A grey ramp: colour i = (i, i, i). */
function greys(): Uint8Array {
  const p = new Uint8Array(768);
  for (let i = 0; i < 256; i++) p.fill(i, i * 3, i * 3 + 3);
  return p;
}

describe('computeTranmap', () => {
  it("mixes 66 % of the front colour with 34 % of the one behind (Boom's 12-bit weights 2703 and 1393), nearest grey, ties up", () => {
    const t = computeTranmap(greys());
    expect(t.length).toBe(TRANMAP_SIZE);
    // Hand values: white over black → 255·2703/4096 = 168.28 → 168; black over white → 86.72 → 87.
    expect(t[(0 << 8) | 255]).toBe(168);
    expect(t[(255 << 8) | 0]).toBe(87);
    expect(t[(100 << 8) | 100]).toBe(100);
    // Every pair: the grey nearest the mix (an exact half goes to the higher index, as Boom's
    // search from 255 down keeps the first best).
    for (let behind = 0; behind < 256; behind += 5) {
      for (let front = 0; front < 256; front += 3) {
        const num = front * 2703 + behind * 1393;
        expect(t[(behind << 8) | front], `${front} over ${behind}`).toBe(Math.floor((num + 2048) / 4096));
      }
    }
  });

  it('picks by RGB distance among unlike colours and honours the percentage', () => {
    // Four colours: black, pure red, pure blue, purple (128, 0, 128); the rest far away (white).
    const p = new Uint8Array(768).fill(255);
    p.set([0, 0, 0, 255, 0, 0, 0, 0, 255, 128, 0, 128], 0);
    const t = computeTranmap(p);
    expect(t[(2 << 8) | 1]).toBe(3); // red over blue: (168, 0, 87) → purple
    expect(t[(0 << 8) | 1]).toBe(1); // red over black: (168, 0, 0) → red (87 away; purple 134, black 168)
    expect(t[(1 << 8) | 0]).toBe(0); // black over red: (87, 0, 0) → black
    // 50 %: red over black is (127.5, 0, 0), as far from black as from red: the higher index wins.
    expect(computeTranmap(p, 50)[(0 << 8) | 1]).toBe(1);
    // 20 % (weight 819): (51, 0, 0) → black.
    expect(computeTranmap(p, 20)[(0 << 8) | 1]).toBe(0);
  });
});

describe('TranslucencyTables', () => {
  it("takes the WAD's TRANMAP lump, a named 65,536-byte lump, and composes the table when TRANMAP is the wrong size", () => {
    const lump = new Uint8Array(TRANMAP_SIZE).fill(7);
    const other = new Uint8Array(TRANMAP_SIZE).fill(9);
    const a = new TranslucencyTables(stackOf([{ name: 'TRANMAP', data: lump }, { name: 'WATERMAP', data: other }, { name: 'SHORT', data: new Uint8Array(10) }]), greys());
    expect(a.main()).toEqual(lump);
    expect(a.named('tranmap')).toBe(a.main());
    expect(a.named('WATERMAP')).toEqual(other);
    expect(a.named('SHORT')).toBeUndefined();
    expect(a.named('NOSUCH')).toBeUndefined();
    const warnings: string[] = [];
    const b = new TranslucencyTables(stackOf([{ name: 'TRANMAP', data: new Uint8Array(100) }], 'bad.wad'), greys());
    expect(b.main(warnings)).toEqual(computeTranmap(greys()));
    expect(warnings).toEqual(['bad.wad: TRANMAP is 100 bytes, not 65536; composed from PLAYPAL instead']);
    expect(b.main(warnings)).toBe(b.main()); // made once
  });
});
