// Shared helpers for the mesh tests: a seeded PRNG, the local Delaunay test and chain checks.
import { prng } from '../../src/util/prng.js';

import { orient2d, incircle } from 'robust-predicates';
import type { QuadEdgeMesh } from '../../src/mesh/quad-edge-mesh.js';

export { prng };

/**
 * Edge e (a primal quarter edge) is locally Delaunay when the apex of the triangle on its right
 * is not strictly inside the circumcircle of the triangle on its left. Hull edges of the
 * bounding triangle count as Delaunay (the outer face is on one side).
 */
export function isLocallyDelaunay(mesh: QuadEdgeMesh, e: number): boolean {
  const u = mesh.org(e), w = mesh.dest(e);
  if (mesh.isOuterVertex(u) && mesh.isOuterVertex(w)) return true;
  const p = mesh.dest(mesh.lnext(e));
  const r = mesh.dest(mesh.lnext(mesh.sym(e)));
  const v = mesh.vx;
  // robust-predicates' incircle is > 0 for "inside" when (u, w, p) is counter-clockwise with y up.
  return incircle(v[2 * u], v[2 * u + 1], v[2 * w], v[2 * w + 1], v[2 * p], v[2 * p + 1], v[2 * r], v[2 * r + 1]) <= 0;
}

/** Unconstrained edges that are not locally Delaunay, as "a-b" strings. */
export function delaunayViolations(mesh: QuadEdgeMesh): string[] {
  const bad: string[] = [];
  for (let q = 0; q < mesh.quarterEdgeCount; q += 4) {
    if (mesh.constrained[q >> 2]) continue;
    if (!isLocallyDelaunay(mesh, q)) bad.push(`${mesh.org(q)}-${mesh.dest(q)}`);
  }
  return bad;
}

/** Number of constrained edges. */
export function constrainedCount(mesh: QuadEdgeMesh): number {
  let c = 0;
  for (let e = 0; e < mesh.quarterEdgeCount >> 2; e++) c += mesh.constrained[e];
  return c;
}

/** Map-space orientation (y up): > 0 when c is left of a→b. */
export function orientXY(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2d(ax, ay, bx, by, cx, cy);
}

/**
 * Problems with chain(a, b): must be non-empty, start at a, end at b, be connected, consist of
 * constrained edges, advance along a→b (strictly, or never going back by more than maxBack) and
 * keep every vertex within maxDev of the segment's line.
 */
export function chainProblems(mesh: QuadEdgeMesh, a: number, b: number, maxDev: number, maxBack = 0): string[] {
  const out: string[] = [];
  let ch: number[];
  try { ch = mesh.chain(a, b); } catch (e) { return [`chain(${a}, ${b}) threw: ${(e as Error).message}`]; }
  if (ch.length === 0) return [`chain(${a}, ${b}) is empty`];
  const v = mesh.vx;
  const ax = v[2 * a], ay = v[2 * a + 1], ux = v[2 * b] - ax, uy = v[2 * b + 1] - ay;
  const len = Math.hypot(ux, uy);
  if (mesh.org(ch[0]) !== a) out.push(`chain(${a}, ${b}) starts at ${mesh.org(ch[0])}`);
  if (mesh.dest(ch[ch.length - 1]) !== b) out.push(`chain(${a}, ${b}) ends at ${mesh.dest(ch[ch.length - 1])}`);
  let along = -Infinity;
  for (let i = 0; i < ch.length; i++) {
    const q = ch[i];
    if ((q & 1) !== 0) out.push(`chain(${a}, ${b}) has dual quarter edge ${q}`);
    if (!mesh.constrained[q >> 2]) out.push(`chain(${a}, ${b}) piece ${i} not constrained`);
    if (i > 0 && mesh.org(q) !== mesh.dest(ch[i - 1])) out.push(`chain(${a}, ${b}) broken at piece ${i}`);
    const o = mesh.org(q);
    const rx = v[2 * o] - ax, ry = v[2 * o + 1] - ay;
    const dev = Math.abs(rx * uy - ry * ux) / len;
    if (dev > maxDev) out.push(`chain(${a}, ${b}) vertex ${o} is ${dev} off the segment`);
    const t = (rx * ux + ry * uy) / len;
    if (maxBack === 0 ? t <= along : t < along - maxBack) out.push(`chain(${a}, ${b}) goes backwards at piece ${i} by ${along - t}`);
    along = Math.max(along, t);
  }
  return out;
}
