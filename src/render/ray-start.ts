// Where a ray leaves the triangle it starts in: the exit edge of the face left of quarter edge q
// (its origin right of the ray, its destination left), or — degenerate: the eye on a vertex or an
// edge — the edge the ray points at most. Shared by the column walk and the pick. The ray comes in
// a Float64Array (x, y, dx, dy) so no double crosses a call (V8 boxes those it does not inline).
import type { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';

/** Slots of the ray argument. */
export const RAY_X = 0;
export const RAY_Y = 1;
export const RAY_DX = 2;
export const RAY_DY = 3;

/** The quarter edge of q's left face through which the ray in `ray` leaves it. Allocation-free. */
export function rayExitEdge(mesh: QuadEdgeMesh, q: number, ray: Float64Array): number {
  const vtx = mesh.vertex, vx = mesh.vx;
  const cx = ray[RAY_X], cy = ray[RAY_Y], dx = ray[RAY_DX], dy = ray[RAY_DY];
  let e = q;
  for (let k = 0; k < 3; k++) {
    const a = vtx[e], b = vtx[e ^ 2];
    const sa = dx * (vx[a * 2 + 1] - cy) - dy * (vx[a * 2] - cx);
    const sb = dx * (vx[b * 2 + 1] - cy) - dy * (vx[b * 2] - cx);
    if (sa < 0 && sb >= 0) return e;
    e = mesh.lnext(e);
  }
  let best = -Infinity, found = e;
  for (let k = 0; k < 3; k++) {
    const a = vtx[e], b = vtx[e ^ 2];
    const ex = vx[b * 2] - vx[a * 2], ey = vx[b * 2 + 1] - vx[a * 2 + 1];
    const s = (dx * ey - dy * ex) / (Math.hypot(ex, ey) || 1);
    if (s > best) { best = s; found = e; }
    e = mesh.lnext(e);
  }
  return found;
}
