// QuadEdgeMesh.enforceEdge and chain: constrained segments, crossings, collinear overlaps,
// degenerate inputs and a random stress test.

import { describe, expect, it } from 'vitest';
import { QuadEdgeMesh, SNAP_TOLERANCE } from '../../src/mesh/quad-edge-mesh.js';
import { checkMesh } from '../../src/mesh/check-mesh.js';
import { chainProblems, constrainedCount, delaunayViolations, prng } from './mesh-test-utils.js';

function ends(m: QuadEdgeMesh, ch: number[]): number[][] {
  return ch.map((q) => [m.org(q), m.dest(q)]);
}

describe('enforceEdge', () => {
  it('constrains the diagonal of a square', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(0, 0), b = m.insertVertex(10, 0), c = m.insertVertex(10, 10), d = m.insertVertex(0, 10);
    m.enforceEdge(a, c);
    expect(m.constrained[m.findEdge(a, c) >> 2]).toBe(1);
    expect(m.findEdge(b, d)).toBe(-1);
    m.enforceEdge(b, d); // crosses a-c at (5, 5)
    expect(m.vertexCount).toBe(8);
    expect([m.vx[14], m.vx[15]]).toEqual([5, 5]);
    expect(constrainedCount(m)).toBe(4);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('flips the Delaunay diagonal away to constrain the other one', () => {
    const m = new QuadEdgeMesh(-10, -10, 10, 10);
    const a = m.insertVertex(-10, 0), c = m.insertVertex(10, 0), b = m.insertVertex(0, 3), d = m.insertVertex(0, -3);
    expect(m.findEdge(b, d)).toBeGreaterThanOrEqual(0); // the short diagonal is Delaunay
    expect(m.findEdge(a, c)).toBe(-1);
    const edges = m.quarterEdgeCount;
    m.enforceEdge(a, c);
    expect(m.quarterEdgeCount).toBe(edges); // flipped in place, nothing added
    expect(m.findEdge(b, d)).toBe(-1);
    expect(m.constrained[m.findEdge(c, a) >> 2]).toBe(1);
    expect(constrainedCount(m)).toBe(1);
    expect(ends(m, m.chain(a, c))).toEqual([[a, c]]);
    expect(ends(m, m.chain(c, a))).toEqual([[c, a]]);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('flips many edges for a long segment through a point cloud', () => {
    const rnd = prng(21);
    const m = new QuadEdgeMesh(0, 0, 1000, 1000);
    for (let i = 0; i < 1000; i++) m.insertVertex(rnd() * 1000, rnd() * 1000);
    const a = m.insertVertex(0.5, 3.25), b = m.insertVertex(999.5, 996.75);
    m.enforceEdge(a, b);
    expect(ends(m, m.chain(a, b))).toEqual([[a, b]]);
    expect(constrainedCount(m)).toBe(1);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('splits two crossing constrained segments at their intersection', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(0, 0), b = m.insertVertex(10, 10);
    const c = m.insertVertex(0, 10), d = m.insertVertex(10, 0);
    m.enforceEdge(a, b);
    m.enforceEdge(c, d);
    expect(m.vertexCount).toBe(8);
    const e = 7;
    expect([m.vx[2 * e], m.vx[2 * e + 1]]).toEqual([5, 5]);
    expect(constrainedCount(m)).toBe(4);
    expect(ends(m, m.chain(a, b))).toEqual([[a, e], [e, b]]);
    expect(ends(m, m.chain(b, a))).toEqual([[b, e], [e, a]]);
    expect(ends(m, m.chain(c, d))).toEqual([[c, e], [e, d]]);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('splits at an intersection that is not representable exactly', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(0, 0), b = m.insertVertex(10, 3);
    const c = m.insertVertex(1, 7), d = m.insertVertex(7, -1);
    m.enforceEdge(a, b);
    m.enforceEdge(c, d);
    expect(m.vertexCount).toBe(8);
    // exact intersection: (0,0)+(10,3)t = (1,7)+(6,-8)s  ->  t = 25/49
    const e = 7;
    expect(m.vx[2 * e]).toBeCloseTo(250 / 49, 12);
    expect(m.vx[2 * e + 1]).toBeCloseTo(75 / 49, 12);
    expect(constrainedCount(m)).toBe(4);
    expect(chainProblems(m, a, b, 1e-9)).toEqual([]);
    expect(chainProblems(m, c, d, 1e-9)).toEqual([]);
    expect(m.chain(a, b)).toHaveLength(2);
    expect(m.chain(c, d)).toHaveLength(2);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('merges collinear overlapping segments (0,0)-(10,0) and (5,0)-(15,0)', () => {
    for (const verticesFirst of [false, true]) {
      const m = new QuadEdgeMesh(0, -5, 15, 5);
      let a: number, b: number, c: number, d: number;
      if (verticesFirst) {
        a = m.insertVertex(0, 0); b = m.insertVertex(10, 0); c = m.insertVertex(5, 0); d = m.insertVertex(15, 0);
        m.enforceEdge(a, b);
        m.enforceEdge(c, d);
      } else {
        a = m.insertVertex(0, 0); b = m.insertVertex(10, 0);
        m.enforceEdge(a, b);
        c = m.insertVertex(5, 0); d = m.insertVertex(15, 0);
        m.enforceEdge(c, d);
      }
      expect(m.vertexCount).toBe(7);
      expect(constrainedCount(m)).toBe(3);
      expect(ends(m, m.chain(a, b))).toEqual([[a, c], [c, b]]);
      expect(ends(m, m.chain(c, d))).toEqual([[c, b], [b, d]]);
      expect(ends(m, m.chain(d, a))).toEqual([[d, b], [b, c], [c, a]]);
      expect(checkMesh(m)).toEqual([]);
      expect(delaunayViolations(m)).toEqual([]);
    }
  });

  it('runs a segment through an existing vertex lying exactly on it', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const v = m.insertVertex(5, 5);
    m.insertVertex(2, 8);
    m.insertVertex(8, 1);
    const a = m.insertVertex(0, 0), b = m.insertVertex(10, 10);
    m.enforceEdge(a, b);
    expect(m.vertexCount).toBe(8);
    expect(constrainedCount(m)).toBe(2);
    expect(ends(m, m.chain(a, b))).toEqual([[a, v], [v, b]]);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('treats a zero-length segment as a no-op', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(1, 1);
    m.insertVertex(5, 5);
    const before = m.next.slice(0, m.quarterEdgeCount);
    m.enforceEdge(a, a);
    expect(m.next.slice(0, m.quarterEdgeCount)).toEqual(before);
    expect(constrainedCount(m)).toBe(0);
    expect(m.chain(a, a)).toEqual([]);
    // a duplicated endpoint snaps to the same vertex, so (p, p) segments vanish too
    const b = m.insertVertex(1 + SNAP_TOLERANCE / 4, 1);
    expect(b).toBe(a);
  });

  it('rejects vertex indices out of range', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(1, 1);
    expect(() => m.enforceEdge(a, 99)).toThrow(/out of range/);
    expect(() => m.enforceEdge(-1, a)).toThrow(/out of range/);
    expect(() => m.enforceEdge(a, 1.5)).toThrow(/out of range/);
  });

  it('throws a clear error when asked for the chain of a segment that was never enforced', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(1, 1), b = m.insertVertex(9, 9);
    expect(() => m.chain(a, b)).toThrow(/no constrained edge/);
  });

  it('works at the edge of the DOOM coordinate range (±32767)', () => {
    const m = new QuadEdgeMesh(-32768, -32768, 32767, 32767);
    const p = [[-32768, -32768], [32767, -32768], [32767, 32767], [-32768, 32767], [0, 0], [32767, 0], [-32768, 1]];
    const v = p.map(([x, y]) => m.insertVertex(x, y));
    m.enforceEdge(v[0], v[2]);
    m.enforceEdge(v[1], v[3]); // crosses at (-0.5, -0.5)
    m.enforceEdge(v[5], v[6]); // nearly horizontal, crosses both diagonals
    m.enforceEdge(v[0], v[1]);
    m.enforceEdge(v[1], v[2]);
    m.enforceEdge(v[2], v[3]);
    m.enforceEdge(v[3], v[0]);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
    for (const [s, t] of [[0, 2], [1, 3], [5, 6], [0, 1], [1, 2], [2, 3], [3, 0]]) {
      expect(chainProblems(m, v[s], v[t], 1e-6)).toEqual([]);
    }
    expect(m.chain(v[0], v[2]).length).toBe(4); // through (-0.5,-0.5), (0,0) and the v5-v6 crossing
  });

  it('is idempotent: enforcing the same segments again changes nothing', () => {
    const rnd = prng(3);
    const m = new QuadEdgeMesh(0, 0, 100, 100);
    const segs: [number, number][] = [];
    for (let i = 0; i < 30; i++) {
      segs.push([m.insertVertex(Math.floor(rnd() * 100), Math.floor(rnd() * 100)),
        m.insertVertex(Math.floor(rnd() * 100), Math.floor(rnd() * 100))]);
    }
    for (const [a, b] of segs) m.enforceEdge(a, b);
    const n = m.quarterEdgeCount, c = constrainedCount(m);
    for (const [a, b] of segs) m.enforceEdge(a, b);
    expect(m.quarterEdgeCount).toBe(n);
    expect(constrainedCount(m)).toBe(c);
    expect(checkMesh(m)).toEqual([]);
  });
});

describe('enforceEdge stress', () => {
  function stress(seed: number, count: number, integer: boolean, size: number): void {
    const rnd = prng(seed);
    const coord = (): number => (integer ? Math.floor(rnd() * (size + 1)) : rnd() * size);
    const m = new QuadEdgeMesh(0, 0, size, size);
    const segs: [number, number][] = [];
    for (let i = 0; i < count; i++) {
      const a = m.insertVertex(coord(), coord());
      const b = m.insertVertex(coord(), coord());
      segs.push([a, b]);
      m.enforceEdge(a, b);
    }
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
    const problems: string[] = [];
    for (const [a, b] of segs) if (a !== b) problems.push(...chainProblems(m, a, b, 1e-6));
    expect(problems).toEqual([]);
  }

  it('200 random crossing segments in a 1000×1000 box', { timeout: 10_000 }, () => {
    stress(1, 200, false, 1000);
    stress(2, 200, false, 1000);
  });

  it('200 random integer segments (many shared endpoints, collinear overlaps, exact crossings)', { timeout: 10_000 }, () => {
    stress(3, 200, true, 40);
    stress(4, 300, true, 12);
  });

  it('a bundle of 40 nearly coincident segments (grazing crossings, sub-tolerance offsets)', { timeout: 10_000 }, () => {
    for (const seed of [1, 2, 3, 4]) {
      const rnd = prng(seed);
      const m = new QuadEdgeMesh(0, 0, 100, 100);
      const segs: [number, number][] = [];
      for (let i = 0; i < 40; i++) {
        const o = (rnd() - 0.5) * 1e-5;
        const a = m.insertVertex(0, 10 + o + rnd() * 1e-3), b = m.insertVertex(100, 90 + o);
        segs.push([a, b]);
        if (seed % 2 === 1) m.enforceEdge(a, b);
      }
      if (seed % 2 === 0) for (const [a, b] of segs) m.enforceEdge(a, b);
      expect(checkMesh(m)).toEqual([]);
      expect(delaunayViolations(m)).toEqual([]);
      const problems: string[] = [];
      for (const [a, b] of segs) if (a !== b) problems.push(...chainProblems(m, a, b, 1e-5));
      expect(problems).toEqual([]);
    }
  });

  it('a star of 50 segments through one point, plus near-parallel segments', { timeout: 10_000 }, () => {
    const m = new QuadEdgeMesh(-100, -100, 100, 100);
    const segs: [number, number][] = [];
    for (let i = 0; i < 50; i++) {
      const t = (i / 50) * Math.PI;
      const x = 90 * Math.cos(t), y = 90 * Math.sin(t);
      const a = m.insertVertex(x, y), b = m.insertVertex(-x, -y);
      segs.push([a, b]);
      m.enforceEdge(a, b);
    }
    for (let i = 0; i < 20; i++) {
      const a = m.insertVertex(-95, -50 + i * 1e-7), b = m.insertVertex(95, 50 + i * 3e-7);
      segs.push([a, b]);
      m.enforceEdge(a, b);
    }
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
    const problems: string[] = [];
    // Around the centre the intersection vertices form a cluster a few SNAP_TOLERANCE wide; the
    // chains still advance monotonically and stay within a few tolerances of their segment.
    for (const [a, b] of segs) problems.push(...chainProblems(m, a, b, 1e-5));
    expect(problems).toEqual([]);
  });
});
