// What the player has seen, for the automap: DOOM marks a line "mapped" when the renderer draws it.
// The page approximates that without reaching into the renderer: each tic a fan of rays across the
// field of view (alternating between two interleaved sets, so 2 tics cover it at half the spacing)
// walks the mesh from the player's triangle, as the raycaster's columns do, and marks the linedef
// of every side it meets, stopping at a wall, a closed line (no opening: a shut door), a portal (not
// followed), the void or SIGHT_RANGE. The page keeps these marks itself (the World's live lineSeen
// is the simulation's, which marks the lines around the player). mark() allocates nothing.
import type { World } from '../world/world.js';
import { SideFlags } from '../world/world.js';
import { lineOpening } from '../sim/index.js';
import { DEFAULT_FOV } from '../render/camera.js';

/** Where the rays start: a point in the left face of quarter edge qe (the Player has these fields). */
export interface SightPose {
  qe: number;
  x: number;
  y: number;
  angle: number;
}

/** Rays per tic, how far they reach (map units), and a bound on the triangles one ray crosses. */
export const SIGHT_RAYS = 32;
export const SIGHT_RANGE = 4096;
const MAX_STEPS = 4096;
const ML_MAPPED = 0x100;

export class Sight {
  /** Per line: 1 once some ray reached it. */
  readonly seen: Uint8Array;
  /** The field of view the rays fan over (radians): the page's camera's. */
  fov = DEFAULT_FOV;
  private phase = 0;
  /** The ray being walked: origin x, y and direction dx, dy (a typed array: doubles passed between
   *  functions would be boxed on the heap). */
  private readonly r = new Float64Array(4);

  constructor(private readonly world: World) {
    this.seen = new Uint8Array(world.lineCount);
  }

  /** Casts this tic's rays from the pose (the player's) over the field of view centred on its angle. */
  mark(p: SightPose): void {
    const fov = this.fov, step = fov / SIGHT_RAYS, r = this.r;
    const start = p.angle + fov / 2 - step * (this.phase ? 0.25 : 0.75);
    this.phase ^= 1;
    r[0] = p.x; r[1] = p.y;
    const qe = p.qe | 0;
    for (let k = 0; k < SIGHT_RAYS; k++) {
      const a = start - k * step;
      r[2] = Math.cos(a); r[3] = Math.sin(a);
      this.ray(qe);
    }
  }

  private ray(qe: number): void {
    const r = this.r, x = r[0], y = r[1], dx = r[2], dy = r[3];
    const w = this.world, m = w.mesh, vtx = m.vertex, vx = m.vx;
    const qeSide = w.qeSide, qeFace = m.qeFace, faceSector = w.faceSector;
    // The start face's exit edge: origin right of the ray, destination left of it.
    let e = qe, found = -1;
    for (let k = 0; k < 3; k++) {
      const a = vtx[e], b = vtx[e ^ 2];
      if (a < 0 || b < 0) return;
      const sa = dx * (vx[a * 2 + 1] - y) - dy * (vx[a * 2] - x);
      const sb = dx * (vx[b * 2 + 1] - y) - dy * (vx[b * 2] - x);
      if (sa < 0 && sb >= 0) { found = e; break; }
      e = m.lnext(e);
    }
    if (found < 0) return; // on a vertex or an edge: the next tic's rays will do
    e = found;
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      const side = qeSide[e];
      if (side >= 0) {
        const l = w.sideLinedef[side];
        if (l >= 0) this.seen[l] = 1;
        const flags = w.sideFlags[side];
        if (!(flags & SideFlags.TWO_SIDED) || flags & SideFlags.PORTAL) return;
        if (l >= 0 && lineOpening(w, l) <= 0) return;
      }
      // Far enough? Distance to where the ray crosses e.
      const a = vtx[e], b = vtx[e ^ 2];
      const ax = vx[a * 2], ay = vx[a * 2 + 1];
      const ex = vx[b * 2] - ax, ey = vx[b * 2 + 1] - ay;
      const den = dx * ey - dy * ex;
      if (den > 1e-12 && ((ax - x) * ey - (ay - y) * ex) / den > SIGHT_RANGE) return;
      // Into the neighbour face; leave it by the edge the ray crosses.
      const n = e ^ 2;
      const f = qeFace[n];
      if (f < 0 || faceSector[f] < 0) return;
      const e1 = m.lnext(n);
      const c = vtx[e1], d = vtx[e1 ^ 2];
      if (c < 0 || d < 0) return;
      const sc = dx * (vx[c * 2 + 1] - y) - dy * (vx[c * 2] - x);
      const sd = dx * (vx[d * 2 + 1] - y) - dy * (vx[d * 2] - x);
      e = sc < 0 && sd >= 0 ? e1 : m.lnext(e1);
    }
  }

  /** True when the player has seen line l (by these rays or by the simulation's marks, or the map's ML_MAPPED). */
  isSeen(l: number): boolean {
    return this.seen[l] !== 0 || this.world.lineSeen[l] !== 0 || (this.world.lineFlags[l] & ML_MAPPED) !== 0;
  }
}
