// Which face of the World holds a point, with DOOM's rule for a point exactly on a line: the mesh's
// own locate may give either face beside an edge; DOOM puts such a point (the camera, the player's
// centre) on the line's front side, the side right of v1 → v2, and takes that sector's heights.
// (In DOOM the answer comes from the BSP node line through the point; what it shows on Freedoom's
// lines, e.g. E1M1 line 1 at 1888,1264, is the front side.) Allocation-free.
import { orient2dExact } from '../mesh/predicates.js';
import type { World } from './world.js';

/**
 * A primal quarter edge whose left face holds (x, y) (as QuadEdgeMesh.locate), moved to the face on
 * the front side of a linedef when the point lies exactly on that linedef.
 */
export function locatePoint(world: World, x: number, y: number, hint: number): number {
  const m = world.mesh;
  const q = m.locate(x, y, hint);
  if (m.qeFace[q] < 0 && m.qeFace[q ^ 2] < 0) return q;
  const qeSide = world.qeSide, sideLinedef = world.sideLinedef, xy = world.lineXY, vx = m.vx, vertex = m.vertex;
  let e = q;
  for (let i = 0; i < 3; i++) {
    let s = qeSide[e];
    if (s < 0) s = qeSide[e ^ 2];
    const l = s >= 0 ? sideLinedef[s] : -1;
    if (l >= 0) {
      const x1 = xy[4 * l], y1 = xy[4 * l + 1], x2 = xy[4 * l + 2], y2 = xy[4 * l + 3];
      if (orient2dExact(x1, y1, x2, y2, x, y) === 0) {
        const a = vertex[e], b = vertex[e ^ 2];
        const along = (vx[2 * b] - vx[2 * a]) * (x2 - x1) + (vx[2 * b + 1] - vx[2 * a + 1]) * (y2 - y1);
        // The face left of a quarter edge running against the line is right of the line: its front.
        const front = along < 0 ? e : e ^ 2;
        return m.qeFace[front] >= 0 && world.faceSector[m.qeFace[front]] >= 0 ? front : q;
      }
    }
    e = m.lnext(e);
  }
  return q;
}
