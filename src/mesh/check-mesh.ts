// Invariant checker for QuadEdgeMesh: the quad-edge algebra, the vertex and face rings, the
// geometry of every face and Euler's formula. O(n) in the number of quarter edges (plus one
// hash map over vertex coordinates). Used by tests and by the `toom mesh` tool; returns a list
// of human-readable violations (empty when the mesh is sound), capped so that a badly broken
// mesh does not produce millions of lines.

import { orient2dExact as orient2d } from './predicates.js';
import type { QuadEdgeMesh } from './quad-edge-mesh.js';

const MAX_REPORTS = 50;

export function checkMesh(mesh: QuadEdgeMesh): string[] {
  const out: string[] = [];
  const report = (msg: string): boolean => {
    if (out.length < MAX_REPORTS) out.push(msg);
    else if (out.length === MAX_REPORTS) out.push('… further violations omitted');
    return out.length > MAX_REPORTS;
  };
  const n = mesh.quarterEdgeCount;
  const V = mesh.vertexCount;
  const { next, rot, vertex, vx } = mesh;

  if (n % 4 !== 0) { report(`quarterEdgeCount ${n} is not a multiple of 4`); return out; }
  if (next.length < n || rot.length < n || vertex.length < n || mesh.constrained.length < n >> 2) {
    report('storage arrays shorter than quarterEdgeCount'); return out;
  }
  if (vx.length < 2 * V) { report('vertex coordinate array shorter than 2 * vertexCount'); return out; }

  // 1. Quad-edge algebra, per quarter edge.
  let algebraOk = true;
  for (let q = 0; q < n; q++) {
    const nq = next[q], rq = rot[q];
    if (nq < 0 || nq >= n || rq < 0 || rq >= n) {
      algebraOk = false;
      if (report(`qe ${q}: next ${nq} / rot ${rq} out of range`)) return out;
      continue;
    }
    if (rq !== ((q & ~3) | ((q + 1) & 3))) { algebraOk = false; if (report(`qe ${q}: rot ${rq} is not the next quarter of its edge`)) return out; }
    if (mesh.sym(mesh.sym(q)) !== q) { algebraOk = false; if (report(`qe ${q}: sym∘sym ≠ id`)) return out; }
    if ((nq & 1) !== (q & 1)) { algebraOk = false; if (report(`qe ${q}: next ${nq} mixes primal and dual`)) return out; }
    const v = vertex[q];
    if ((q & 1) === 0) {
      if (v < 0 || v >= V) { algebraOk = false; if (report(`qe ${q}: origin ${v} out of range`)) return out; }
      else if (vertex[nq] !== v) { algebraOk = false; if (report(`qe ${q}: next ${nq} has origin ${vertex[nq]}, not ${v}`)) return out; }
    } else if (v !== -1) {
      algebraOk = false; if (report(`qe ${q}: dual quarter edge has vertex ${v}`)) return out;
    }
  }
  if (!algebraOk) return out;
  for (let q = 0; q < n; q++) {
    if (rot[rot[rot[rot[q]]]] !== q) { algebraOk = false; if (report(`qe ${q}: rot^4 ≠ id`)) return out; }
    // Guibas–Stolfi duality: e.Onext.Rot.Onext.Rot = e.
    if (rot[next[rot[next[q]]]] !== q) { algebraOk = false; if (report(`qe ${q}: rot(next(rot(next(q)))) ≠ q`)) return out; }
    if ((q & 1) === 0 && vertex[q] === vertex[q ^ 2]) {
      if (report(`edge ${q >> 2}: both endpoints are vertex ${vertex[q]}`)) return out;
    }
  }
  if (!algebraOk) return out;

  // 2. Vertex rings: one Onext orbit of primal quarter edges per vertex.
  const seen = new Uint8Array(n);
  const ringOf = new Int32Array(V).fill(-1);
  for (let q = 0; q < n; q += 2) {
    if (seen[q]) continue;
    const v = vertex[q];
    if (ringOf[v] !== -1) { if (report(`vertex ${v}: more than one ring of edges (at qe ${ringOf[v]} and ${q})`)) return out; }
    else ringOf[v] = q;
    let e = q;
    let steps = 0;
    do { seen[e] = 1; e = next[e]; } while (e !== q && ++steps <= n);
  }
  for (let v = 0; v < V; v++) {
    if (ringOf[v] === -1) { if (report(`vertex ${v}: no edges`)) return out; }
    const ve = mesh.vertexEdge[v];
    if (ve < 0 || ve >= n || (ve & 1) !== 0 || vertex[ve] !== v) {
      if (report(`vertex ${v}: vertexEdge ${ve} does not leave it`)) return out;
    }
  }

  // 3. Faces: every face a triangle; exactly one negatively oriented face, the outer one on 0, 1, 2.
  seen.fill(0);
  let faces = 0;
  let outer = 0;
  for (let q = 0; q < n; q += 2) {
    if (seen[q]) continue;
    faces++;
    const q1 = mesh.lnext(q), q2 = mesh.lnext(q1);
    if (mesh.lnext(q2) !== q) {
      if (report(`face at qe ${q}: not a triangle (lnext^3 ≠ id)`)) return out;
      let e = q, steps = 0;
      do { seen[e] = 1; e = mesh.lnext(e); } while (e !== q && ++steps <= n);
      continue;
    }
    seen[q] = 1; seen[q1] = 1; seen[q2] = 1;
    const a = vertex[q], b = vertex[q1], c = vertex[q2];
    if (vertex[q ^ 2] !== b || vertex[q1 ^ 2] !== c || vertex[q2 ^ 2] !== a) {
      if (report(`face at qe ${q}: lnext does not chain destinations to origins`)) return out;
    }
    const o = -orient2d(vx[2 * a], vx[2 * a + 1], vx[2 * b], vx[2 * b + 1], vx[2 * c], vx[2 * c + 1]);
    if (o > 0) continue;
    const isHull = a < 3 && b < 3 && c < 3 && a !== b && b !== c && c !== a;
    if (o < 0 && isHull && mesh.isOuterQuarterEdge(q)) { outer++; continue; }
    if (report(`face ${a},${b},${c} at qe ${q}: ${o === 0 ? 'zero' : 'negative'} area`)) return out;
  }
  if (outer !== 1) report(`expected exactly one outer face (on vertices 0, 1, 2), found ${outer}`);

  // 4. Euler: V - E + F = 2 (outer face counted).
  const E = n >> 2;
  if (V - E + faces !== 2) report(`Euler: V - E + F = ${V} - ${E} + ${faces} = ${V - E + faces}, expected 2`);

  // 5. No two vertices at the same place.
  const where = new Map<string, number>();
  for (let v = 0; v < V; v++) {
    const key = `${vx[2 * v]},${vx[2 * v + 1]}`;
    const w = where.get(key);
    if (w !== undefined) { if (report(`vertices ${w} and ${v} coincide at (${key})`)) return out; }
    else where.set(key, v);
  }
  return out;
}
