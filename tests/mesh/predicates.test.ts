// The mesh's exact predicates: map-space signs, and exact agreement with robust-predicates on
// the degenerate integer inputs that take the fast integer path.

import { describe, expect, it } from 'vitest';
import { incircle, orient2d } from 'robust-predicates';
import { inCircle, incircleExact, incircleSplit, orient, orient2dExact, turn } from '../../src/mesh/predicates.js';
import { prng } from './mesh-test-utils.js';

const sgn = (v: number): number => (v > 0 ? 1 : v < 0 ? -1 : 0);

describe('predicates', () => {
  it('use map-space signs: counter-clockwise is positive, inside the circle is positive', () => {
    expect(orient(0, 0, 1, 0, 0, 1)).toBeGreaterThan(0);
    expect(orient(0, 0, 0, 1, 1, 0)).toBeLessThan(0);
    expect(sgn(orient(0, 0, 1, 1, 2, 2))).toBe(0);
    expect(inCircle(0, 0, 1, 0, 0, 1, 0.4, 0.4)).toBeGreaterThan(0);
    expect(inCircle(0, 0, 1, 0, 0, 1, 5, 5)).toBeLessThan(0);
    expect(sgn(inCircle(0, 0, 1, 0, 1, 1, 0, 1))).toBe(0);
  });

  it('agree in sign with robust-predicates on collinear and cocircular integer points', () => {
    const rnd = prng(77);
    const int = (m: number): number => Math.floor(rnd() * (2 * m + 1)) - m;
    // Pythagorean-style points on integer circles, and rectangles, are exactly cocircular.
    const circle: [number, number][] = [];
    for (const [p, q] of [[3, 4], [5, 12], [8, 15], [7, 24], [20, 21], [0, 25]]) {
      for (const [sx, sy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) circle.push([sx * p, sy * q], [sx * q, sy * p]);
    }
    let zeros = 0;
    const bad: string[] = [];
    for (let i = 0; i < 20000; i++) {
      let pts: number[];
      const kind = i % 4;
      if (kind === 0) {
        // four points of a radius-25 circle, moved by a random integer offset
        const ox = int(30000), oy = int(30000);
        pts = [];
        for (let k = 0; k < 4; k++) {
          const [x, y] = circle[Math.floor(rnd() * circle.length)];
          pts.push(x + ox, y + oy);
        }
      } else if (kind === 1) {
        // rectangle corners, sometimes with one corner nudged by 1
        const x0 = int(32000), y0 = int(32000), w = 1 + Math.floor(rnd() * 1000), h = 1 + Math.floor(rnd() * 1000);
        pts = [x0, y0, x0 + w, y0, x0 + w, y0 + h, x0, y0 + h + (rnd() < 0.3 ? 1 : 0)];
      } else if (kind === 2) {
        // collinear triples plus a random point
        const x0 = int(32000), y0 = int(32000), dx = int(500), dy = int(500);
        const k1 = int(40), k2 = int(40);
        pts = [x0, y0, x0 + k1 * dx, y0 + k1 * dy, x0 + k2 * dx, y0 + k2 * dy, int(32000), int(32000)];
      } else {
        pts = [int(32767), int(32767), int(32767), int(32767), int(32767), int(32767), int(32767), int(32767)];
      }
      const [ax, ay, bx, by, cx, cy, dx, dy] = pts;
      if (sgn(orient2dExact(ax, ay, bx, by, cx, cy)) !== sgn(orient2d(ax, ay, bx, by, cx, cy))) {
        bad.push(`orient ${pts.slice(0, 6).join(',')}`);
      }
      const c = sgn(incircleExact(ax, ay, bx, by, cx, cy, dx, dy));
      if (c !== sgn(incircle(ax, ay, bx, by, cx, cy, dx, dy))) bad.push(`incircle ${pts.join(',')}`);
      if (c === 0) zeros++;
    }
    expect(bad).toEqual([]);
    expect(zeros).toBeGreaterThan(3000); // the degenerate path really was exercised
  });

  it('incircleSplit gives the exact sign of the 68-bit determinant (BigInt oracle)', () => {
    const rnd = prng(5);
    const exact = (d: number[]): number => {
      const [adx, ady, bdx, bdy, cdx, cdy] = d.map(BigInt);
      const det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy)
        + (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy)
        + (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
      return det > 0n ? 1 : det < 0n ? -1 : 0;
    };
    const cases: number[][] = [
      [65536, 65536, -65536, 65536, 65536, -65536],
      [-65536, -65536, -65536, 65536, 65536, -65536],
      [65536, 0, 0, 65536, -65536, 0],
      [1, 0, 0, 1, -1, 0],
      [0, 0, 0, 0, 0, 0],
    ];
    for (let i = 0; i < 20000; i++) {
      const m = i % 3 === 0 ? 65536 : i % 3 === 1 ? 300 : 3;
      cases.push(Array.from({ length: 6 }, () => Math.floor(rnd() * (2 * m + 1)) - m));
    }
    // nearly degenerate: b and c almost on the line through a and the origin (d), far apart
    for (let i = 0; i < 5000; i++) {
      const ux = Math.floor(rnd() * 200) - 100, uy = Math.floor(rnd() * 200) - 100;
      const k1 = Math.floor(rnd() * 600) - 300, k2 = Math.floor(rnd() * 600) - 300;
      cases.push([ux * 2, uy * 2, ux * k1 + (i % 3) - 1, uy * k1, ux * k2, uy * k2 + (i % 5) - 2]);
    }
    let mismatches = 0;
    const seen = new Set<number>();
    for (const c of cases) {
      const got = sgn(incircleSplit(c[0], c[1], c[2], c[3], c[4], c[5]));
      const want = exact(c);
      seen.add(want);
      if (got !== want) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect([...seen].sort()).toEqual([-1, 0, 1]);
  });

  it('fall back to the library for non-integer or far-apart inputs', () => {
    // nearly collinear non-integers: the float filter cannot decide, the library can
    expect(sgn(orient2dExact(0.1, 0.1, 0.2, 0.2, 0.30000000000000004, 0.3)))
      .toBe(sgn(orient2d(0.1, 0.1, 0.2, 0.2, 0.30000000000000004, 0.3)));
    // cocircular but with differences beyond the integer path's bound
    const big = 1 << 20;
    expect(sgn(incircleExact(-big, 0, 0, -big, big, 0, 0, big))).toBe(0);
    expect(sgn(incircleExact(-big, 0, 0, -big, big, 0, 0, big + 1))).toBe(-1);
  });
  it('turn: 1 left, -1 right, 0 on the line, the sign of orient, also where the filter cannot decide', () => {
    const p = new Float64Array(6);
    const t = (...v: number[]) => { p.set(v); return turn(p); };
    expect(t(0, 0, 1, 0, 0, 1)).toBe(1);
    expect(t(0, 0, 1, 0, 0, -1)).toBe(-1);
    expect(t(0, 0, 2, 2, 1, 1)).toBe(0);
    // Nearly collinear non-integer points: the float filter is undecided and the exact path answers.
    expect(t(0.1, 0.1, 0.3, 0.3, 0.2, 0.2)).toBe(sgn(orient(0.1, 0.1, 0.3, 0.3, 0.2, 0.2)));
    expect(t(0.5, 0.5, 12, 12, 24, 24 + 2 ** -48)).toBe(1);
    expect(t(0.5, 0.5, 12, 12, 24, 24 - 2 ** -48)).toBe(-1);
    const rnd = prng(99);
    for (let i = 0; i < 2000; i++) {
      const v = Array.from({ length: 6 }, () => (i % 2 ? Math.round(rnd() * 8) : rnd() * 1000 - 500));
      expect(t(...v)).toBe(sgn(orient(v[0], v[1], v[2], v[3], v[4], v[5])));
    }
  });
});
