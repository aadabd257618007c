// DOOM's ST_doPaletteStuff: which palette the screen shows for the pain, berserk, bonus and
// radiation-suit counters, exact values at every edge; and WorldSync writing it with the rest of
// the view block (weapon pictures, extralight, the fixed colormap and its blink).
import { describe, expect, it } from 'vitest';
import { NUMBONUSPALS, NUMREDPALS, RADIATIONPAL, STARTBONUSPALS, STARTREDPALS, paletteFor } from '../../src/sim/base/palette-choice.js';

describe('paletteFor (ST_doPaletteStuff)', () => {
  it('is 0 with nothing going on', () => {
    expect(paletteFor(0, 0, 0, 0)).toBe(0);
  });

  it('pain: (damagecount + 7) >> 3 reds from palette 1, at most the 8th (palette 8)', () => {
    expect([STARTREDPALS, NUMREDPALS]).toEqual([1, 8]);
    const want: [number, number][] = [[1, 2], [8, 2], [9, 3], [16, 3], [17, 4], [49, 8], [56, 8], [57, 8], [100, 8]];
    for (const [dc, pal] of want) expect(paletteFor(dc, 0, 0, 0), `damagecount ${dc}`).toBe(pal);
  });

  it('berserk: 12 - (strength >> 6) fades the red out over 768 tics, unless the pain count is higher', () => {
    // strength counts up from 1 while berserk lasts.
    const want: [number, number][] = [[1, 3], [63, 3], [64, 3], [255, 3], [256, 2], [704, 2], [767, 2], [768, 0], [832, 0], [5000, 0]];
    for (const [str, pal] of want) expect(paletteFor(0, str, 0, 0), `strength ${str}`).toBe(pal);
    expect(paletteFor(20, 1, 0, 0), 'the pain count, higher, wins').toBe(4);
    expect(paletteFor(3, 1, 0, 0), 'berserk, higher, wins').toBe(3);
  });

  it('pickups: (bonuscount + 7) >> 3 golds from palette 9, at most the 4th (palette 12); pain wins', () => {
    expect([STARTBONUSPALS, NUMBONUSPALS]).toEqual([9, 4]);
    const want: [number, number][] = [[1, 10], [6, 10], [8, 10], [9, 11], [16, 11], [17, 12], [24, 12], [25, 12], [100, 12]];
    for (const [bc, pal] of want) expect(paletteFor(0, 0, bc, 0), `bonuscount ${bc}`).toBe(pal);
    expect(paletteFor(1, 0, 25, 0)).toBe(2);
    expect(paletteFor(0, 768, 6, 0), 'a faded berserk leaves the gold').toBe(10);
  });

  it('the radiation suit: palette 13 above 4 * 32 tics, then blinking on bit 3; pain and pickups win', () => {
    expect(RADIATIONPAL).toBe(13);
    const want: [number, number][] = [[1000, 13], [129, 13], [128, 0], [127, 13], [120, 13], [119, 0], [112, 0], [111, 13], [8, 13], [7, 0], [0, 0]];
    for (const [t, pal] of want) expect(paletteFor(0, 0, 0, t), `ironfeet ${t}`).toBe(pal);
    expect(paletteFor(0, 0, 1, 1000)).toBe(10);
    expect(paletteFor(1, 0, 0, 1000)).toBe(2);
  });
});
