// Which face of the World holds a point that moved a little since the last question (a thing, the
// player): a walk from its last face across the edges the point lies right of, until the point is
// strictly inside a triangle. Floating-point and inlined (allocation-free: a double handed to a call
// is boxed, so the point goes in through `point`), it decides only for points clearly off every edge
// it tests; a point within the margin of an edge (on a line DOOM's rule picks the side), a walk into
// the outer face or a long one is answered by locatePoint, exactly.
import { locatePoint } from './locate-point.js';
import type { World } from './world.js';

/** Steps the walk takes before it hands the point to locatePoint. */
const WALK_STEPS = 64;
/** The walk decides only for points farther than this from every edge it tests (a quarter of
 *  DOOM's 1/65536 unit, squared). */
const EDGE_MARGIN2 = 2 ** -36;

export class FaceWalk {
  /** The point asked about: x, y in map units (write it, then call faceFrom / edgeFrom). */
  readonly point = new Float64Array(2);

  constructor(public world: World) {}

  /** A primal quarter edge whose left face holds `point`, walked to from quarter edge `from`. */
  edgeFrom(from: number): number {
    const w = this.world, m = w.mesh, vx = m.vx, vertex = m.vertex, qeFace = m.qeFace;
    const px = this.point[0], py = this.point[1];
    let e = from;
    if (!(e >= 0 && e < qeFace.length)) e = m.faceEdge.length > 0 ? m.faceEdge[0] : 0;
    for (let step = 0; step < WALK_STEPS && qeFace[e] >= 0; step++) {
      let inside = true;
      for (let k = 0; k < 3; k++) {
        const a = vertex[e], b = vertex[e ^ 2];
        const ax = vx[2 * a], ay = vx[2 * a + 1], dx = vx[2 * b] - ax, dy = vx[2 * b + 1] - ay;
        const cross = dx * (py - ay) - dy * (px - ax); // > 0: left of e, the face's side
        if (cross * cross <= EDGE_MARGIN2 * (dx * dx + dy * dy)) return this.exact(e);
        if (cross < 0) {
          e ^= 2; // into the face across e
          inside = false;
          break;
        }
        e = m.lnext(e);
      }
      if (inside) return e;
    }
    return this.exact(qeFace[e] >= 0 ? e : e ^ 2);
  }

  /** locatePoint's exact answer for `point`. The coordinates are read here, not handed over from
   *  edgeFrom's locals: a double that some path passes to a call is boxed where it is defined, on
   *  every path (16 bytes a call, measured), so edgeFrom keeps its doubles to arithmetic. */
  private exact(from: number): number {
    return locatePoint(this.world, this.point[0], this.point[1], from);
  }

  /** The face holding `point` (-1 outside every face), walked to from quarter edge `from`. */
  faceFrom(from: number): number {
    return this.world.mesh.qeFace[this.edgeFrom(from)];
  }
}
