// The player as the page's views need it, refreshed from the DOOM playsim after each tic: position,
// feet and eye height in map units, facing in radians, and the mesh's quarter edge under the player
// (the automap's sight rays start there). The simulation's numbers are 16.16 and binary angles; these
// are the renderers' doubles. update() allocates nothing.
import type { World } from '../world/world.js';
import { FaceWalk } from '../world/face-walk.js';
import type { Camera } from '../render/camera.js';
import type { Playsim } from '../sim/index.js';
import { angleToRadians } from '../sim/base/fixed.js';

export class PlayerPose {
  x = 0;
  y = 0;
  z = 0;
  /** Radians, 0 = east, counter-clockwise. */
  angle = 0;
  /** Eye height (DOOM's viewz). */
  viewZ = 0;
  /** A primal quarter edge whose left face holds (x, y). */
  qe = 0;
  /** Portals crossed by the last tic's move (the Playsim does not cross portals yet: 0). */
  portalsCrossed = 0;
  private world: World | null = null;
  /** The mesh walk (allocation-free: the point goes in through a typed array). */
  private walk: FaceWalk | null = null;

  update(ps: Playsim): this {
    const mo = ps.player.mo;
    if (mo === null) return this;
    const w = ps.world;
    const x = mo.x / 65536, y = mo.y / 65536;
    if (w !== this.world || x !== this.x || y !== this.y) {
      const m = w.mesh;
      if (this.walk === null || this.walk.world !== w) this.walk = new FaceWalk(w);
      if (m.faceCount > 0) {
        const hint = w === this.world && this.qe >= 0 && this.qe < m.qeFace.length ? this.qe : m.faceEdge[0];
        this.walk.point[0] = x;
        this.walk.point[1] = y;
        this.qe = this.walk.edgeFrom(hint);
      }
      this.world = w;
    }
    this.x = x;
    this.y = y;
    this.z = mo.z / 65536;
    this.angle = angleToRadians(mo.angle);
    // Before the first tic DOOM has no eye height yet (P_CalcHeight sets it): the view height over the feet.
    this.viewZ = (ps.leveltime === 0 ? mo.z + ps.player.viewheight : ps.player.viewz) / 65536;
    return this;
  }

  /** Fills `out` with the player's view. */
  camera(out: Camera): Camera {
    out.x = this.x;
    out.y = this.y;
    out.z = this.viewZ;
    out.angle = this.angle;
    return out;
  }
}
