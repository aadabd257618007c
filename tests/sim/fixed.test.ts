// DOOM's numbers: the trigonometry tables (spot values read off Chocolate Doom's tables.c, and the
// generator's rule within one unit everywhere), FixedMul and FixedDiv against exact 64-bit integer
// arithmetic (BigInt) including their overflow answers, R_PointToAngle2 by octant, P_AproxDistance.
import { describe, expect, it } from 'vitest';
import { FINESINE, FINECOSINE, FINETANGENT, TANTOANGLE } from '../../src/defs/doom/tables.js';
import { ANG180, ANG270, ANG45, ANG90, INT_MAX, INT_MIN, aproxDistance, fixedDiv, fixedMul, pointToAngle, slopeDiv } from '../../src/sim/base/fixed.js';

describe('tables', () => {
  it('hold DOOM\'s values (sin 0 is 25, not 0: walking east drifts north)', () => {
    expect([FINESINE.length, FINETANGENT.length, TANTOANGLE.length]).toEqual([10240, 4096, 2049]);
    expect([FINESINE[0], FINESINE[1], FINESINE[1000], FINESINE[4096], FINESINE[6143], FINESINE[10239]]).toEqual([25, 75, 45498, -25, -65535, 65535]);
    expect([FINETANGENT[0], FINETANGENT[2047], FINETANGENT[2048], FINETANGENT[4095]]).toEqual([-170910304, -25, 25, 170910304]);
    expect([TANTOANGLE[0], TANTOANGLE[1], TANTOANGLE[1024], TANTOANGLE[2048]]).toEqual([0, 333772, 316933408, 536870912]);
    expect(FINECOSINE[0]).toBe(FINESINE[2048]);
  });
  it('follow sin((i + 0.5)·2π/8192) within about one unit', () => {
    let worst = 0;
    for (let i = 0; i < 10240; i++) worst = Math.max(worst, Math.abs(FINESINE[i] - Math.sin(((i + 0.5) * 2 * Math.PI) / 8192) * 65536));
    expect(worst).toBeLessThan(1.01);
    for (let i = 0; i < 4096; i++) expect(Math.sign(FINETANGENT[i])).toBe(i < 2048 ? -1 : 1);
    for (let i = 1; i < 2049; i++) expect(TANTOANGLE[i]).toBeGreaterThan(TANTOANGLE[i - 1]);
  });
});

/** C's (int)((int64)a * b >> 16) and (int)(((int64)a << 16) / b), with BigInt. */
function mulRef(a: number, b: number): number {
  return Number(BigInt.asIntN(32, (BigInt(a) * BigInt(b)) >> 16n));
}
function divRef(a: number, b: number): number {
  const abs = (v: number) => (v === INT_MIN ? v : Math.abs(v));
  if (abs(a) >> 14 >= abs(b)) return (a ^ b) < 0 ? INT_MIN : INT_MAX;
  return Number(BigInt.asIntN(32, (BigInt(a) << 16n) / BigInt(b)));
}

describe('fixed point', () => {
  let seed = 12345;
  const rnd = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) | 0;
    const r = seed >> (seed & 15);
    return r;
  };
  it('FixedMul is the 64-bit product shifted, truncated to 32 bits', () => {
    const edge = [0, 1, -1, 65536, -65536, INT_MAX, INT_MIN, 0x7fff, 0x8000, 0xffff, -0x8000, 12345678, -98765432];
    for (const a of edge) for (const b of edge) expect(fixedMul(a, b)).toBe(mulRef(a, b));
    for (let i = 0; i < 20000; i++) {
      const a = rnd(), b = rnd();
      expect(fixedMul(a, b)).toBe(mulRef(a, b));
    }
  });
  it('FixedDiv truncates toward zero and answers INT_MAX / INT_MIN on overflow', () => {
    expect(fixedDiv(1, 0)).toBe(INT_MAX);
    expect(fixedDiv(-1, 0)).toBe(INT_MIN);
    expect(fixedDiv(3 * 65536, 2 * 65536)).toBe(98304);
    expect(fixedDiv(-7, 2)).toBe(-229376);
    const edge = [1, -1, 3, -3, 65536, -65536, INT_MAX, INT_MIN, 0x7fff, 12345678, -98765432, 1 << 22, (1 << 22) + 1];
    for (const a of edge) for (const b of edge) expect(fixedDiv(a, b)).toBe(divRef(a, b));
    for (let i = 0; i < 20000; i++) {
      const a = rnd(), b = rnd() || 1;
      expect(fixedDiv(a, b)).toBe(divRef(a, b));
    }
  });
  it('R_PointToAngle2 answers by octant through tantoangle', () => {
    expect(pointToAngle(0, 0, 0, 0)).toBe(0);
    expect(pointToAngle(0, 0, 65536, 0)).toBe(0);
    expect(pointToAngle(0, 0, 65536, 65536)).toBe(ANG45 - 1); // x = y takes the second octant: 45° less one
    expect(pointToAngle(0, 0, 0, 65536)).toBe(ANG90 - 1 - TANTOANGLE[0]);
    expect(pointToAngle(0, 0, -65536, 0)).toBe(ANG180 - 1);
    expect(pointToAngle(0, 0, 0, -65536)).toBe(ANG270 + TANTOANGLE[0]);
    expect(pointToAngle(0, 0, 65536, -65536)).toBe((-ANG45) >>> 0);
    // x = 3, y = 1: slope index (1 << 3 ... ) = SlopeDiv(y, x).
    expect(pointToAngle(0, 0, 3 << 16, 1 << 16)).toBe(TANTOANGLE[slopeDiv(1 << 16, 3 << 16)]);
    expect(slopeDiv(1 << 16, 3 << 16)).toBe(682);
    expect(slopeDiv(5, 511)).toBe(2048);
  });
  it('P_AproxDistance is the octagonal estimate', () => {
    expect(aproxDistance(3 << 16, 4 << 16)).toBe((3 << 16) + (4 << 16) - (3 << 15));
    expect(aproxDistance(-10, 0)).toBe(10);
  });
});
