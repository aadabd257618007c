// QuadEdgeMesh: construction, vertex insertion, snapping, point location, face index, growth.

import { describe, expect, it } from 'vitest';
import { QuadEdgeMesh, SNAP_TOLERANCE } from '../../src/mesh/quad-edge-mesh.js';
import { checkMesh } from '../../src/mesh/check-mesh.js';
import { constrainedCount, delaunayViolations, orientXY, prng } from './mesh-test-utils.js';

describe('QuadEdgeMesh construction', () => {
  it('starts as the bounding triangle: 3 vertices, 3 edges, a valid mesh', () => {
    const m = new QuadEdgeMesh(0, 0, 100, 50);
    expect(m.vertexCount).toBe(3);
    expect(m.quarterEdgeCount).toBe(12);
    expect(checkMesh(m)).toEqual([]);
    expect([0, 1, 2].map((v) => m.isOuterVertex(v))).toEqual([true, true, true]);
    expect(m.isOuterVertex(3)).toBe(false);
    // the triangle encloses the box with a margin of at least one box size on every side
    for (const [x, y] of [[-100, -100], [200, -100], [200, 150], [-100, 150]]) {
      expect(m.faceContains(0, x, y)).toBe(true);
    }
    // quarter edge 0 runs 0 -> 1 with the bounded face on its left, counter-clockwise
    expect([m.org(0), m.dest(0)]).toEqual([0, 1]);
    expect(m.lnext(m.lnext(m.lnext(0)))).toBe(0);
    expect(m.sym(m.sym(5))).toBe(5);
    expect(m.tor(m.rot[7])).toBe(7);
  });

  it('rejects a bad bounding box', () => {
    expect(() => new QuadEdgeMesh(0, 0, Number.NaN, 1)).toThrow(/bounding box/);
    expect(() => new QuadEdgeMesh(5, 0, 1, 1)).toThrow(/bounding box/);
  });
});

describe('insertVertex', () => {
  it('builds a Delaunay triangulation of random points (checkMesh clean, every edge locally Delaunay)', () => {
    for (const seed of [1, 2, 3]) {
      const rnd = prng(seed);
      const m = new QuadEdgeMesh(0, 0, 1000, 1000);
      for (let i = 0; i < 2000; i++) m.insertVertex(rnd() * 1000, rnd() * 1000);
      expect(m.vertexCount).toBe(2003);
      expect(checkMesh(m)).toEqual([]);
      expect(delaunayViolations(m)).toEqual([]);
      // a triangulation of V points whose hull is a triangle has 3V - 6 edges
      expect(m.quarterEdgeCount / 4).toBe(3 * m.vertexCount - 6);
    }
  });

  it('handles integer grids (many collinear and cocircular points, points exactly on edges)', () => {
    const rnd = prng(7);
    const pts: [number, number][] = [];
    for (let i = 0; i < 30; i++) for (let j = 0; j < 30; j++) pts.push([i * 8, j * 8]);
    for (let i = pts.length - 1; i > 0; i--) {
      const k = Math.floor(rnd() * (i + 1));
      [pts[i], pts[k]] = [pts[k], pts[i]];
    }
    const m = new QuadEdgeMesh(0, 0, 232, 232);
    for (const [x, y] of pts) m.insertVertex(x, y);
    expect(m.vertexCount).toBe(903);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
    // and in row order, where every point after the first row lands on an existing hull-ish edge
    const m2 = new QuadEdgeMesh(0, 0, 232, 232);
    for (let i = 0; i < 30; i++) for (let j = 0; j < 30; j++) m2.insertVertex(i * 8, j * 8);
    expect(checkMesh(m2)).toEqual([]);
    expect(delaunayViolations(m2)).toEqual([]);
  });

  it('snaps duplicates and near-duplicates to the existing vertex', () => {
    const m = new QuadEdgeMesh(0, 0, 100, 100);
    const a = m.insertVertex(10, 20);
    expect(m.insertVertex(10, 20)).toBe(a);
    expect(m.insertVertex(10 + SNAP_TOLERANCE / 2, 20 - SNAP_TOLERANCE / 2)).toBe(a);
    expect(m.vertexCount).toBe(4);
    const b = m.insertVertex(10 + 10 * SNAP_TOLERANCE, 20);
    expect(b).toBe(4);
    expect(m.insertVertex(10 + 10 * SNAP_TOLERANCE, 20)).toBe(b);
    expect(checkMesh(m)).toEqual([]);
  });

  it('splits an edge when the point lies exactly on it', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(0, 0);
    const b = m.insertVertex(10, 0);
    const edgesBefore = m.quarterEdgeCount / 4;
    const c = m.insertVertex(5, 0); // exactly on a-b
    expect(m.quarterEdgeCount / 4).toBe(edgesBefore + 3);
    expect(m.findEdge(a, b)).toBe(-1);
    expect(m.findEdge(a, c)).toBeGreaterThanOrEqual(0);
    expect(m.findEdge(c, b)).toBeGreaterThanOrEqual(0);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('splits a constrained edge and keeps both halves constrained', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(0, 0);
    const b = m.insertVertex(10, 0);
    m.insertVertex(3, 7);
    m.insertVertex(6, -8);
    m.enforceEdge(a, b);
    expect(constrainedCount(m)).toBe(1);
    const c = m.insertVertex(4, 0);
    expect(constrainedCount(m)).toBe(2);
    expect(m.constrained[m.findEdge(a, c) >> 2]).toBe(1);
    expect(m.constrained[m.findEdge(c, b) >> 2]).toBe(1);
    expect(m.findEdge(a, b)).toBe(-1);
    expect(m.chain(a, b).map((q) => [m.org(q), m.dest(q)])).toEqual([[a, c], [c, b]]);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });

  it('rejects non-finite points and points outside the bounding triangle', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    expect(() => m.insertVertex(Number.NaN, 0)).toThrow(/non-finite/);
    expect(() => m.insertVertex(1e9, 0)).toThrow(/outside the bounding triangle/);
    expect(checkMesh(m)).toEqual([]);
    expect(m.vertexCount).toBe(3);
  });

  it('grows its arrays by doubling from a tiny start (10k points)', () => {
    const m = new QuadEdgeMesh(-500, -500, 500, 500);
    const cap0 = m.next.length;
    expect(cap0).toBeLessThanOrEqual(64);
    const rnd = prng(99);
    for (let i = 0; i < 10000; i++) m.insertVertex(rnd() * 1000 - 500, rnd() * 1000 - 500);
    expect(m.vertexCount).toBe(10003);
    expect(m.next.length).toBeGreaterThanOrEqual(m.quarterEdgeCount);
    // doubling: the capacity is the initial one times a power of two
    const ratio = m.next.length / cap0;
    expect(Number.isInteger(Math.log2(ratio))).toBe(true);
    expect(m.rot.length).toBe(m.next.length);
    expect(m.vertex.length).toBe(m.next.length);
    expect(m.constrained.length).toBe(m.next.length / 4);
    expect(m.vx.length).toBeGreaterThanOrEqual(2 * m.vertexCount);
    expect(checkMesh(m)).toEqual([]);
    expect(delaunayViolations(m)).toEqual([]);
  });
});

describe('locate', () => {
  it('returns a quarter edge whose left face contains the query, for 1000 random points', () => {
    const rnd = prng(5);
    const m = new QuadEdgeMesh(0, 0, 1000, 1000);
    for (let i = 0; i < 500; i++) m.insertVertex(rnd() * 1000, rnd() * 1000);
    for (let i = 0; i < 60; i++) {
      const a = m.insertVertex(rnd() * 1000, rnd() * 1000);
      const b = m.insertVertex(rnd() * 1000, rnd() * 1000);
      m.enforceEdge(a, b);
    }
    const v = m.vx;
    let hint = 0;
    for (let i = 0; i < 1000; i++) {
      const x = rnd() * 1000, y = rnd() * 1000;
      const q = m.locate(x, y, hint);
      expect(q & 1).toBe(0);
      expect(m.isOuterQuarterEdge(q)).toBe(false);
      let e = q;
      for (let k = 0; k < 3; k++) {
        const a = m.org(e), b = m.dest(e);
        expect(orientXY(v[2 * a], v[2 * a + 1], v[2 * b], v[2 * b + 1], x, y)).toBeGreaterThanOrEqual(0);
        e = m.lnext(e);
      }
      expect(e).toBe(q);
      hint = i % 3 === 0 ? q : (i * 7919) % m.quarterEdgeCount; // good hints and arbitrary (even dual) ones
    }
  });

  it('finds points on vertices and edges, and answers the outer face outside the bounding triangle', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    const a = m.insertVertex(2, 2);
    m.insertVertex(8, 2);
    m.insertVertex(5, 9);
    const q = m.locate(2, 2, 0);
    expect(m.faceContains(q, 2, 2)).toBe(true);
    expect([m.org(q), m.dest(q), m.dest(m.lnext(q))]).toContain(a);
    expect(m.faceContains(m.locate(5, 2, 0), 5, 2)).toBe(true);
    expect(m.isOuterQuarterEdge(m.locate(1e8, 1e8, 0))).toBe(true);
  });
});

describe('buildFaceIndex', () => {
  it('numbers every bounded triangle once and marks the outer face and dual quarter edges -1', () => {
    const rnd = prng(11);
    const m = new QuadEdgeMesh(0, 0, 100, 100);
    for (let i = 0; i < 300; i++) m.insertVertex(rnd() * 100, rnd() * 100);
    m.buildFaceIndex();
    // V - E + F = 2 with the outer face; bounded faces = 2V - 5 for a triangulated triangle
    expect(m.faceCount).toBe(2 * m.vertexCount - 5);
    expect(m.faceEdge.length).toBe(m.faceCount);
    const hits = new Int32Array(m.faceCount);
    for (let q = 0; q < m.quarterEdgeCount; q++) {
      const f = m.qeFace[q];
      if ((q & 1) === 1) { expect(f).toBe(-1); continue; }
      if (m.isOuterQuarterEdge(q)) { expect(f).toBe(-1); continue; }
      expect(f).toBeGreaterThanOrEqual(0);
      expect(m.qeFace[m.lnext(q)]).toBe(f);
      hits[f]++;
    }
    for (let f = 0; f < m.faceCount; f++) {
      expect(hits[f]).toBe(3);
      expect(m.qeFace[m.faceEdge[f]]).toBe(f);
    }
  });
});
