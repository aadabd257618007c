// Which face of the World holds a point, with DOOM's rule for a point exactly on a line. The mesh's
// own locate may give either face beside an edge; DOOM finds the sector through the BSP, whose node
// lines run along the linedefs, with R_PointOnSide: a point on a line is on its FRONT side only when
// the line is horizontal running east (x2 > x1) or vertical running south (y2 < y1); on any other
// line, diagonal ones included, it is on the BACK side. (Freedoom E1M1: the eye on line 1 at
// 1888,1264 takes the back sector's floor 48 in crispy-doom.) Used for the camera and the player's
// sector. Allocation-free.
import { orient2dExact } from '../mesh/predicates.js';
import type { World } from './world.js';

/** R_PointOnSide for a point ON line (x1,y1)→(x2,y2): true for the front (right) side. */
export function onLineIsFront(x1: number, y1: number, x2: number, y2: number): boolean {
  if (x1 === x2) return y2 < y1;
  if (y1 === y2) return x2 > x1;
  return false;
}

/**
 * A primal quarter edge whose left face holds (x, y) (as QuadEdgeMesh.locate), moved to the face
 * DOOM's rule picks when the point lies exactly on a linedef.
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
        const pick = onLineIsFront(x1, y1, x2, y2) ? front : front ^ 2;
        return m.qeFace[pick] >= 0 && world.faceSector[m.qeFace[pick]] >= 0 ? pick : q;
      }
    }
    e = m.lnext(e);
  }
  return q;
}
