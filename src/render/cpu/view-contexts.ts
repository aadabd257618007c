// View contexts: the camera as seen through a chain of portals. Context 0 is the camera itself; a ray
// that crosses portal side s in context c goes on in child(c, s), whose origin, forward and right
// vectors and eye z are c's carried through the side's transform. The walk, the visplanes (span
// texels) and the masked stage (things projected once per context) all read them.
import { PORTAL_XF_STRIDE, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';

/** View contexts per frame at most (past this, a portal shows as its own wall). */
export const MAX_CONTEXTS = 1024;

export class ViewContexts {
  readonly world: World;
  /** Origin, forward vector, right vector and eye z per context (struct of arrays). */
  readonly cx = new Float64Array(MAX_CONTEXTS);
  readonly cy = new Float64Array(MAX_CONTEXTS);
  readonly fx = new Float64Array(MAX_CONTEXTS);
  readonly fy = new Float64Array(MAX_CONTEXTS);
  readonly rx = new Float64Array(MAX_CONTEXTS);
  readonly ry = new Float64Array(MAX_CONTEXTS);
  readonly z = new Float64Array(MAX_CONTEXTS);
  /** The context it was seen from (-1 for the camera) and through which side. */
  readonly parent = new Int32Array(MAX_CONTEXTS);
  readonly side = new Int32Array(MAX_CONTEXTS);
  count = 0;

  constructor(world: World) {
    this.world = world;
  }

  /** Finds or creates the context seen through side `side` from context `parent`; -1 when full. */
  child(parent: number, side: number): number {
    for (let c = parent + 1; c < this.count; c++) if (this.parent[c] === parent && this.side[c] === side) return c;
    if (this.count >= MAX_CONTEXTS) return -1;
    const c = this.count++;
    const xf = this.world.sidePortalXf, o = side * PORTAL_XF_STRIDE;
    const m00 = xf[o + XF_M00], m01 = xf[o + XF_M01], m10 = xf[o + XF_M10], m11 = xf[o + XF_M11];
    const tx = xf[o + XF_TX], ty = xf[o + XF_TY];
    const px = this.cx[parent], py = this.cy[parent];
    this.cx[c] = m00 * px + m01 * py + tx;
    this.cy[c] = m10 * px + m11 * py + ty;
    const ffx = this.fx[parent], ffy = this.fy[parent], rrx = this.rx[parent], rry = this.ry[parent];
    this.fx[c] = m00 * ffx + m01 * ffy; this.fy[c] = m10 * ffx + m11 * ffy;
    this.rx[c] = m00 * rrx + m01 * rry; this.ry[c] = m10 * rrx + m11 * rry;
    this.z[c] = this.z[parent] + xf[o + XF_DZ];
    this.parent[c] = parent;
    this.side[c] = side;
    return c;
  }
}
