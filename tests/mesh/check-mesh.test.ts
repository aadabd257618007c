// checkMesh must report broken meshes, and the tests' Delaunay helper must see non-Delaunay edges;
// otherwise the invariant assertions in the other mesh tests could not fail.

import { describe, expect, it } from 'vitest';
import { QuadEdgeMesh } from '../../src/mesh/quad-edge-mesh.js';
import { checkMesh } from '../../src/mesh/check-mesh.js';
import { delaunayViolations, isLocallyDelaunay, prng } from './mesh-test-utils.js';

function sample(): QuadEdgeMesh {
  const rnd = prng(42);
  const m = new QuadEdgeMesh(0, 0, 100, 100);
  for (let i = 0; i < 50; i++) m.insertVertex(rnd() * 100, rnd() * 100);
  const a = m.insertVertex(1, 1), b = m.insertVertex(99, 98);
  m.enforceEdge(a, b);
  return m;
}

describe('checkMesh', () => {
  it('accepts a sound mesh', () => {
    expect(checkMesh(sample())).toEqual([]);
  });

  it('reports a broken Onext ring', () => {
    const m = sample();
    const q = 40, r = 60;
    [m.next[q], m.next[r]] = [m.next[r], m.next[q]];
    expect(checkMesh(m).length).toBeGreaterThan(0);
  });

  it('reports a corrupted rot entry', () => {
    const m = sample();
    m.rot[17] = 17;
    expect(checkMesh(m).join('\n')).toMatch(/rot/);
  });

  it('reports a wrong origin vertex', () => {
    const m = sample();
    m.vertex[40] = m.vertex[40] === 5 ? 6 : 5;
    expect(checkMesh(m).join('\n')).toMatch(/origin|ring/);
  });

  it('reports a vertex index on a dual quarter edge', () => {
    const m = sample();
    m.vertex[41] = 3;
    expect(checkMesh(m).join('\n')).toMatch(/dual quarter edge has vertex/);
  });

  it('reports an inverted triangle', () => {
    const m = sample();
    // move an interior vertex far across its neighbours
    m.vx[2 * 10] += 300;
    expect(checkMesh(m).join('\n')).toMatch(/negative area|zero area/);
  });

  it('reports coincident vertices', () => {
    const m = new QuadEdgeMesh(0, 0, 10, 10);
    m.insertVertex(2, 2);
    m.insertVertex(7, 3);
    m.vx[2 * 4] = 2; m.vx[2 * 4 + 1] = 2; // vertex 4 onto vertex 3
    expect(checkMesh(m).join('\n')).toMatch(/coincide/);
  });

  it('reports a dangling extra edge through Euler and the ring checks', () => {
    const m = sample();
    // fake one more (isolated) edge by bumping the count over a self-consistent quad
    const q = m.quarterEdgeCount;
    if (m.next.length < q + 4) return expect.unreachable('sample mesh has no spare capacity');
    m.next[q] = q; m.next[q + 1] = q + 3; m.next[q + 2] = q + 2; m.next[q + 3] = q + 1;
    m.rot[q] = q + 1; m.rot[q + 1] = q + 2; m.rot[q + 2] = q + 3; m.rot[q + 3] = q;
    m.vertex[q] = 3; m.vertex[q + 1] = -1; m.vertex[q + 2] = 4; m.vertex[q + 3] = -1;
    m.quarterEdgeCount = q + 4;
    const problems = checkMesh(m).join('\n');
    expect(problems).toMatch(/more than one ring|Euler|not a triangle/);
  });
});

describe('isLocallyDelaunay (test helper)', () => {
  it('detects an edge whose opposite apex is inside the circumcircle', () => {
    const m = new QuadEdgeMesh(-10, -10, 10, 10);
    const a = m.insertVertex(-10, 0), c = m.insertVertex(10, 0);
    m.insertVertex(0, 3);
    m.insertVertex(0, -3);
    expect(delaunayViolations(m)).toEqual([]);
    m.enforceEdge(a, c); // the long diagonal is not Delaunay, but it is constrained
    const q = m.findEdge(a, c);
    expect(isLocallyDelaunay(m, q)).toBe(false);
    expect(delaunayViolations(m)).toEqual([]);
    m.constrained[q >> 2] = 0;
    expect(delaunayViolations(m)).toEqual([`${m.org(q & ~3)}-${m.dest(q & ~3)}`]);
  });
});
