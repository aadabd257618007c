// Moving a round body (the player) across the World's mesh: the discrete face it stands in, the
// edges it may cross (not walls: passable, a step of at most 24, 56 units of headroom), the walls
// near its path (gathered by walking faces around the path, no spatial index), the swept-circle
// time of impact against them with sliding, the walk of its centre edge by edge (the face it is
// in is authoritative: exact orientation tests decide every crossing), portals (the side's
// similarity transform, as the renderer applies it), the floor and ceiling under its circle, and
// pushing it out of walls it overlaps.
//
// Allocation-free after construction: the body, the path and the results live in this object's
// fields; face marks, the search queue and the wall list are typed arrays owned here. Methods take
// and return integers (quarter edges, codes) only, and rarely taken paths (portals, blocked walks)
// are written out inside the hot functions: V8 boxes a double passed to or returned from a call
// it does not inline, and a function that runs only now and then stays unoptimized and boxes
// every double it computes. tests/play/no-allocation.test.ts measures it.
import { turn } from '../mesh/predicates.js';
import type { World } from '../world/world.js';
import { locatePoint } from '../world/locate-point.js';
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY } from '../world/world.js';
import {
  MAX_PORTALS_PER_TIC, MAX_SLIDES, MAX_STEP_UP, MAX_SUBSTEP, PLAYER_HEIGHT, PLAYER_RADIUS, SKIN, VIEW_HEIGHT,
} from './constants.js';

/** How an edge is crossed from its left face. */
export const PASS = 0;
export const SOLID = 1;
export const PORTAL = 2;

/** Results of walk(). */
export const WALK_DONE = 0;
export const WALK_BLOCKED = 1;
export const WALK_PORTAL = 2;

const MODE_WALLS = 0;
const MODE_REGION = 1;

/** Faces one walk of the centre may cross (a guard against broken meshes). */
const MAX_WALK_STEPS = 4096;
/** Faces one neighbourhood search may visit. */
const MAX_SEARCH_FACES = 4096;
/** Depenetration rounds per call of settle(). */
const SETTLE_ROUNDS = 4;
/** Walls collide at this distance from the centre. */
const HIT_RADIUS = PLAYER_RADIUS + SKIN;
const TAU = Math.PI * 2;

export class MeshWalker {
  readonly world: World;
  private readonly next: Int32Array;
  private readonly vertex: Int32Array;
  private readonly pts: Float64Array;
  private readonly qeFace: Int32Array;
  private readonly faceSector: Int32Array;
  private readonly qeSide: Int32Array;
  private readonly sideFlags: Uint16Array;
  private readonly floorZ: Float64Array;
  private readonly ceilZ: Float64Array;
  private readonly xf: Float64Array;
  /** Per side: 1 when it is a usable portal (target edge in a sector face, finite transform). */
  private readonly portalOk: Uint8Array;
  private readonly portalQe: Int32Array;
  /** Per portal side: the pieces of the target line (quarter edges into the target room), CSR. */
  private readonly pieceStart: Int32Array;
  private readonly pieces: Int32Array;
  /** The coordinates handed to the mesh's `turn` predicate (a typed array: no boxed doubles). */
  private readonly turnArgs = new Float64Array(6);

  // ---- the body (copied in and out by the caller)
  x = 0.5;
  y = 0.5;
  z = 0.5;
  qe = 0;
  momX = 0.5;
  momY = 0.5;
  angle = 0.5;
  viewHeight = 0.5;
  deltaViewHeight = 0.5;

  // ---- results
  /** Highest floor and lowest ceiling under the body's circle (regionAt). */
  floorMax = 0.5;
  ceilMin = 0.5;
  /** The lowest ceiling under the circle where the body stands, as classify() uses it: ceilMin
   *  of the last regionAt() in this space, Infinity when not known (set it when loading a body). */
  regionCeil = Infinity;
  /** Portals crossed by the last moveXY. */
  portalsCrossed = 0;
  /** Where the last move crossed each of its portals, in order: the crossing point in the space it
   *  left, then the same point in the space it entered (x, y, x', y' per portal; the first
   *  min(portalsCrossed, MAX_PORTALS_PER_TIC) entries). The simulation follows the move piece by
   *  piece through them for the walk-over lines. */
  readonly portalPath = new Float64Array(MAX_PORTALS_PER_TIC * 4);
  /** Times settle() has pushed a body out of walls (a diagnostic: normal moves never need it). */
  pushes = 0;
  /** Minimum distance from the centre to the walls near it (after wallClearance). */
  clearance = 0.5;

  // ---- scratch
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly walls: Int32Array;
  private nWalls = 0;
  // Search core: the segment (c0 → c1) and the squared reach around it.
  private c0x = 0.5;
  private c0y = 0.5;
  private c1x = 0.5;
  private c1y = 0.5;
  private reach = 0.5;
  private reach2 = 0.5;
  // Move piece and its time of impact.
  private mx = 0.5;
  private my = 0.5;
  private hit = false;
  private bestT = 0.5;
  private bestNx = 0.5;
  private bestNy = 0.5;
  private bestDot = 0.5;
  private readonly seg = new Float64Array(8);
  // Walk target, crossing parameter, blocking normal, portal side crossed.
  private tx = 0.5;
  private ty = 0.5;
  private walkTc = 0.5;
  private walkNx = 0.5;
  private walkNy = 0.5;
  private portalSide = -1;
  // Depenetration.
  private qx = 0.5;
  private qy = 0.5;
  private pushX = 0.5;
  private pushY = 0.5;

  constructor(world: World) {
    this.world = world;
    const m = world.mesh;
    this.next = m.next;
    this.vertex = m.vertex;
    this.pts = m.vx;
    this.qeFace = m.qeFace;
    this.faceSector = world.faceSector;
    this.qeSide = world.qeSide;
    this.sideFlags = world.sideFlags;
    this.floorZ = world.sectorFloorZ;
    this.ceilZ = world.sectorCeilZ;
    this.xf = world.sidePortalXf;
    this.mark = new Int32Array(Math.max(1, m.faceCount));
    const cap = Math.min(MAX_SEARCH_FACES, Math.max(1, m.faceCount));
    this.queue = new Int32Array(cap);
    this.walls = new Int32Array(3 * cap);

    // Portals: which sides are usable, and the pieces of each target line (the mesh may cut a
    // target line into several edges; a crossing comes out of the piece nearest the transformed
    // point, as the renderer's rays do). The World lists the pieces; a World without the list
    // gets one made here from the sides of the target's linedef.
    const ns = world.sideCount;
    this.portalOk = new Uint8Array(ns);
    this.portalQe = world.sidePortalQe;
    for (let s = 0; s < ns; s++) {
      if (!(world.sideFlags[s] & SideFlags.PORTAL)) continue;
      const tq = world.sidePortalQe[s];
      if (tq < 0 || tq >= m.quarterEdgeCount || (tq & 1) !== 0) continue;
      const tf = m.qeFace[tq];
      if (tf < 0 || world.faceSector[tf] < 0) continue;
      let finite = true;
      for (let k = 0; k < PORTAL_XF_STRIDE; k++) if (!Number.isFinite(this.xf[s * PORTAL_XF_STRIDE + k])) finite = false;
      const o = s * PORTAL_XF_STRIDE, det = this.xf[o + XF_M00] * this.xf[o + XF_M11] - this.xf[o + XF_M01] * this.xf[o + XF_M10];
      if (finite && det > 0) this.portalOk[s] = 1;
    }
    this.pieceStart = world.portalPieceStart;
    this.pieces = world.portalPieces;
  }

  private lnext(q: number): number {
    const n = this.next[(q & ~3) | ((q + 3) & 3)];
    return (n & ~3) | ((n + 1) & 3);
  }

  // ------------------------------------------------------------------ crossing rules

  /**
   * How a body at feet height this.z crosses edge e from its left face: PORTAL (a usable portal
   * side), SOLID (a void face beyond, a one-sided or blocking line, a step above MAX_STEP_UP, or
   * less than PLAYER_HEIGHT between the lowest ceiling and the highest floor of both sectors and
   * the feet, or the lowest ceiling the circle is under), else PASS. Within one sector only the
   * line flags matter.
   */
  classify(e: number): number {
    const side = this.qeSide[e];
    if (side >= 0 && this.portalOk[side] !== 0) return PORTAL;
    const g = this.qeFace[e ^ 2];
    if (g < 0) return SOLID;
    const sb = this.faceSector[g];
    if (sb < 0) return SOLID;
    const f = this.qeFace[e];
    const sa = f >= 0 ? this.faceSector[f] : -1;
    const s = side >= 0 ? side : this.qeSide[e ^ 2];
    if (s >= 0) {
      const fl = this.sideFlags[s];
      if ((fl & SideFlags.IMPASSABLE) !== 0 || (fl & SideFlags.TWO_SIDED) === 0) return SOLID;
    }
    if (sa === sb) return PASS; // no height changes inside a sector
    const z = this.z;
    const fb = this.floorZ[sb];
    if (fb - z > MAX_STEP_UP) return SOLID;
    let top = this.ceilZ[sb];
    let bottom = fb > z ? fb : z;
    if (sa >= 0) {
      // The sector being left counts too, unless the body is already squeezed in it (then only
      // the way out matters: a player in a closed door is not locked in).
      const fa = this.floorZ[sa], ca = this.ceilZ[sa];
      if (ca - (fa > z ? fa : z) >= PLAYER_HEIGHT) {
        if (ca < top) top = ca;
        if (fa > bottom) bottom = fa;
      }
    }
    // And so does the lowest ceiling the circle is under now (DOOM: the lowest ceiling and the
    // highest floor of everything the body touches must be 56 apart): no stepping up onto a
    // ledge while the head is still under a low ceiling beside it.
    const rc = this.regionCeil;
    if (rc < top && rc - z >= PLAYER_HEIGHT) top = rc;
    return top - bottom >= PLAYER_HEIGHT ? PASS : SOLID;
  }

  // ------------------------------------------------------------------ neighbourhood search

  /** True when edge e comes within `reach` of the core segment (strictly). */
  private edgeNear(e: number): boolean {
    const pts = this.pts, sg = this.seg;
    const a = this.vertex[e], b = this.vertex[e ^ 2];
    const ax = pts[a * 2], ay = pts[a * 2 + 1], bx = pts[b * 2], by = pts[b * 2 + 1];
    const x0 = this.c0x, y0 = this.c0y, x1 = this.c1x, y1 = this.c1y;
    const r = this.reach;
    // Bounding boxes first.
    if ((ax < bx ? ax : bx) > (x0 > x1 ? x0 : x1) + r) return false;
    if ((ax > bx ? ax : bx) < (x0 < x1 ? x0 : x1) - r) return false;
    if ((ay < by ? ay : by) > (y0 > y1 ? y0 : y1) + r) return false;
    if ((ay > by ? ay : by) < (y0 < y1 ? y0 : y1) - r) return false;
    // Each end of one segment against the other segment (the core may be a point: one test).
    sg[0] = x0; sg[1] = y0; sg[2] = x1; sg[3] = y1; sg[4] = ax; sg[5] = ay; sg[6] = bx; sg[7] = by;
    const point = x0 === x1 && y0 === y1;
    const r2 = this.reach2;
    for (let k = 0; k < 4; k++) {
      if (point && k > 0) return false;
      // k = 0, 1: core ends against the edge; k = 2, 3: edge ends against the core.
      const pi = 2 * k, si = k < 2 ? 4 : 0;
      const px = sg[pi], py = sg[pi + 1];
      const sx = sg[si], sy = sg[si + 1], ex = sg[si + 2] - sx, ey = sg[si + 3] - sy;
      const wx = px - sx, wy = py - sy;
      const l2 = ex * ex + ey * ey;
      let t = l2 > 0 ? (wx * ex + wy * ey) / l2 : 0;
      if (t < 0) t = 0; else if (t > 1) t = 1;
      const dx = wx - t * ex, dy = wy - t * ey;
      if (dx * dx + dy * dy < r2) return true;
    }
    // Proper crossing of the two segments.
    const ux = x1 - x0, uy = y1 - y0, ex = bx - ax, ey = by - ay;
    const d1 = ux * (ay - y0) - uy * (ax - x0), d2 = ux * (by - y0) - uy * (bx - x0);
    const d3 = ex * (y0 - ay) - ey * (x0 - ax), d4 = ex * (y1 - ay) - ey * (x1 - ax);
    return ((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0));
  }

  /**
   * Visits the faces reachable from the body's face across passable edges that come within reach
   * of the core segment. MODE_WALLS lists the solid edges met (as seen from the visited side);
   * MODE_REGION takes the highest floor and the lowest ceiling of the visited faces' sectors.
   */
  private search(mode: number): void {
    this.nWalls = 0;
    const f0 = this.qeFace[this.qe];
    if (f0 < 0) {
      this.floorMax = this.z; this.ceilMin = this.z + PLAYER_HEIGHT;
      return;
    }
    if (++this.stamp > 0x3fffffff) { this.mark.fill(0); this.stamp = 1; }
    const stamp = this.stamp, mark = this.mark, queue = this.queue, walls = this.walls;
    const qeFace = this.qeFace, faceSector = this.faceSector;
    const cap = queue.length, wallCap = walls.length;
    mark[f0] = stamp;
    queue[0] = this.qe;
    let head = 0, tail = 1;
    let floorMax = -Infinity, ceilMin = Infinity;
    while (head < tail) {
      const q = queue[head++];
      if (mode === MODE_REGION) {
        const sec = faceSector[qeFace[q]];
        if (sec >= 0) {
          if (this.floorZ[sec] > floorMax) floorMax = this.floorZ[sec];
          if (this.ceilZ[sec] < ceilMin) ceilMin = this.ceilZ[sec];
        }
      }
      let e = q;
      for (let k = 0; k < 3; k++) {
        if (this.edgeNear(e)) {
          const how = this.classify(e);
          if (how === SOLID) {
            if (mode === MODE_WALLS && this.nWalls < wallCap) walls[this.nWalls++] = e;
          } else if (how === PASS) {
            const g = qeFace[e ^ 2];
            if (mark[g] !== stamp && tail < cap) {
              mark[g] = stamp;
              queue[tail++] = e ^ 2;
            }
          }
        }
        e = this.lnext(e);
      }
    }
    if (mode === MODE_REGION) {
      if (floorMax === -Infinity) { floorMax = this.z; ceilMin = this.z + PLAYER_HEIGHT; }
      this.floorMax = floorMax;
      this.ceilMin = ceilMin;
    }
  }

  /** Highest floor and lowest ceiling under the body's circle, into floorMax / ceilMin. */
  regionAt(): void {
    this.c0x = this.x; this.c0y = this.y; this.c1x = this.x; this.c1y = this.y;
    this.reach = PLAYER_RADIUS;
    this.reach2 = PLAYER_RADIUS * PLAYER_RADIUS;
    this.search(MODE_REGION);
    this.regionCeil = this.ceilMin;
  }

  // ------------------------------------------------------------------ swept circle

  /** The earliest contact of the circle moving by (mx, my) with the listed walls (bestT, bestN). */
  private timeOfImpact(): void {
    this.hit = false;
    this.bestT = 1;
    this.bestNx = 0; this.bestNy = 0; this.bestDot = 0;
    for (let i = 0; i < this.nWalls; i++) this.wallImpact(this.walls[i]);
  }

  private wallImpact(e: number): void {
    const pts = this.pts;
    const a = this.vertex[e], b = this.vertex[e ^ 2];
    const ax = pts[a * 2], ay = pts[a * 2 + 1], bx = pts[b * 2], by = pts[b * 2 + 1];
    const ex = bx - ax, ey = by - ay;
    const l2 = ex * ex + ey * ey;
    if (!(l2 > 0)) return;
    const len = Math.sqrt(l2);
    // Normal towards the side the wall was met from (left of e).
    const nx = -ey / len, ny = ex / len;
    const px = this.x, py = this.y, mx = this.mx, my = this.my;
    const s0 = (px - ax) * nx + (py - ay) * ny;
    if (s0 < 0) return; // behind the wall as met: its other side is handled from there
    const rc = HIT_RADIUS;
    const mm = mx * mx + my * my;
    // k = 0: the wall's face; k = 1, 2: its end caps. (One loop, the offer written once: no calls.)
    for (let k = 0; k < 3; k++) {
      let t: number, hx: number, hy: number, dot: number;
      if (k === 0) {
        dot = mx * nx + my * ny;
        if (!(dot < 0)) continue;
        t = s0 <= rc ? 0 : (s0 - rc) / -dot;
        if (t > 1) continue;
        const u = ((px + t * mx - ax) * ex + (py + t * my - ay) * ey) / l2;
        if (!(u >= 0 && u <= 1)) continue;
        hx = nx; hy = ny;
      } else {
        const cx = k === 1 ? ax : bx, cy = k === 1 ? ay : by;
        const wx = px - cx, wy = py - cy;
        const bb = wx * mx + wy * my;
        if (bb >= 0) continue; // moving away from the end
        const c = wx * wx + wy * wy - rc * rc;
        if (c <= 0) t = 0;
        else {
          const disc = bb * bb - mm * c;
          if (disc < 0) continue;
          t = (-bb - Math.sqrt(disc)) / mm;
          if (t > 1) continue;
          if (t < 0) t = 0;
        }
        hx = wx + t * mx; hy = wy + t * my;
        const hl = Math.sqrt(hx * hx + hy * hy);
        if (hl > 0) { hx /= hl; hy /= hl; } else { hx = nx; hy = ny; }
        dot = mx * hx + my * hy;
        if (!(dot < 0)) continue;
      }
      // The earliest contact wins; on a tie, the most head-on.
      if (!this.hit || t < this.bestT - 1e-12 || (t <= this.bestT + 1e-12 && dot < this.bestDot)) {
        this.hit = true;
        this.bestT = t; this.bestNx = hx; this.bestNy = hy; this.bestDot = dot;
      }
    }
  }

  // ------------------------------------------------------------------ walking the centre

  /** Exact side of the walk target (tx, ty) relative to vertex a → vertex b: 1 left, -1 right, 0 on. */
  private targetSide(a: number, b: number): number {
    const pts = this.pts, p = this.turnArgs;
    p[0] = pts[a * 2]; p[1] = pts[a * 2 + 1]; p[2] = pts[b * 2]; p[3] = pts[b * 2 + 1]; p[4] = this.tx; p[5] = this.ty;
    return turn(p);
  }

  /** Exact side of vertex v relative to the walk ray (x, y) → (tx, ty). */
  private vertexSide(v: number): number {
    const p = this.turnArgs;
    p[0] = this.x; p[1] = this.y; p[2] = this.tx; p[3] = this.ty; p[4] = this.pts[v * 2]; p[5] = this.pts[v * 2 + 1];
    return turn(p);
  }

  /** True when (tx, ty) lies in the closed face left of q. */
  private targetInFace(q: number): boolean {
    const e1 = this.lnext(q), e2 = this.lnext(e1);
    const a = this.vertex[q], b = this.vertex[e1], c = this.vertex[e2];
    return this.targetSide(a, b) >= 0 && this.targetSide(b, c) >= 0 && this.targetSide(c, a) >= 0;
  }

  /**
   * Walks the centre from (x, y) in face qe towards (tx, ty), edge by edge. WALK_DONE: arrived.
   * WALK_BLOCKED: a solid edge on the way (the centre stops just before it; walkN is its normal,
   * walkTc the fraction of the way made). WALK_PORTAL: a portal was crossed at fraction walkTc;
   * the centre is now at the transformed crossing point on the target line, portalSide says which.
   */
  walk(): number {
    let q = this.qe;
    const vertex = this.vertex;
    for (let step = 0; step < MAX_WALK_STEPS; step++) {
      const e1 = this.lnext(q), e2 = this.lnext(e1);
      const a = vertex[q], b = vertex[e1], c = vertex[e2];
      const s0 = this.targetSide(a, b), s1 = this.targetSide(b, c), s2 = this.targetSide(c, a);
      if (s0 >= 0 && s1 >= 0 && s2 >= 0) {
        this.x = this.tx; this.y = this.ty; this.qe = q;
        return WALK_DONE;
      }
      // The exit edge: the target is beyond it and the ray passes between its ends (origin on the
      // right of the ray, destination on the left), as the renderer's rays choose.
      let exit: number;
      if (s0 < 0 && s1 < 0) exit = this.vertexSide(b) >= 0 ? q : e1;
      else if (s1 < 0 && s2 < 0) exit = this.vertexSide(c) >= 0 ? e1 : e2;
      else if (s2 < 0 && s0 < 0) exit = this.vertexSide(a) >= 0 ? e2 : q;
      else exit = s0 < 0 ? q : s1 < 0 ? e1 : e2;
      const how = this.classify(exit);
      if (how === PASS) { q = exit ^ 2; continue; }
      // Not passable: where the way crosses the edge's line. (The rare paths are written out here,
      // not called: a function that runs a few times stays unoptimized, and boxes every double.)
      const pts = this.pts;
      const ea = vertex[exit], eb = vertex[exit ^ 2];
      const eax = pts[ea * 2], eay = pts[ea * 2 + 1];
      const ex = pts[eb * 2] - eax, ey = pts[eb * 2 + 1] - eay;
      const lp = ex * (this.y - eay) - ey * (this.x - eax);
      const lt = ex * (this.ty - eay) - ey * (this.tx - eax);
      const den = lp - lt;
      let tc = den > 0 ? lp / den : 0;
      if (!(tc > 0)) tc = 0; else if (tc > 1) tc = 1;
      this.walkTc = tc;
      const qx = this.x + tc * (this.tx - this.x), qy = this.y + tc * (this.ty - this.y);
      if (how === PORTAL) {
        // Through the side's transform (the renderer's: x' = m·x + t), onto the piece of the target
        // line that holds the point (a line split into several mesh edges has several pieces).
        const side = this.qeSide[exit];
        const xf = this.xf, o = side * PORTAL_XF_STRIDE;
        const nx = xf[o + XF_M00] * qx + xf[o + XF_M01] * qy + xf[o + XF_TX];
        const ny = xf[o + XF_M10] * qx + xf[o + XF_M11] * qy + xf[o + XF_TY];
        const p0 = this.pieceStart[side], p1 = p0 + 1 < this.pieceStart[side + 1] ? this.pieceStart[side + 1] : p0;
        let best = this.portalQe[side], bestD = Infinity;
        for (let i = p0; i < p1; i++) {
          const pq = this.pieces[i];
          if (this.qeFace[pq] < 0) continue;
          const pa = vertex[pq], pb = vertex[pq ^ 2];
          const sx = pts[pa * 2], sy = pts[pa * 2 + 1], dx = pts[pb * 2] - sx, dy = pts[pb * 2 + 1] - sy;
          const l2 = dx * dx + dy * dy;
          let u = l2 > 0 ? ((nx - sx) * dx + (ny - sy) * dy) / l2 : 0;
          if (u < 0) u = 0; else if (u > 1) u = 1;
          const hx = nx - sx - u * dx, hy = ny - sy - u * dy;
          const d = hx * hx + hy * hy;
          if (d < bestD) { bestD = d; best = pq; }
        }
        const k = this.portalsCrossed;
        if (k < MAX_PORTALS_PER_TIC) {
          const pp = this.portalPath;
          pp[k * 4] = qx; pp[k * 4 + 1] = qy; pp[k * 4 + 2] = nx; pp[k * 4 + 3] = ny;
        }
        this.x = nx; this.y = ny; this.qe = best; this.portalSide = side;
        this.tx = nx; this.ty = ny;
        if (!this.targetInFace(best)) this.ensureInside();
        return WALK_PORTAL;
      }
      // Blocked: stop at the crossing point, nudged back into this face if rounding put it out.
      const el = Math.sqrt(ex * ex + ey * ey);
      this.walkNx = el > 0 ? -ey / el : 0; this.walkNy = el > 0 ? ex / el : 0;
      this.x = qx; this.y = qy; this.qe = q;
      this.tx = qx; this.ty = qy;
      if (!this.targetInFace(q)) this.ensureInside();
      return WALK_BLOCKED;
    }
    // A walk that does not end (broken mesh): stay where the body was.
    this.walkTc = 0; this.walkNx = 0; this.walkNy = 0;
    return WALK_BLOCKED;
  }

  /** Applies portal side s's transform to the momentum, the rest of the piece, the facing and the
   *  feet (the position is done). For settle()'s rare push through a portal; moveXY writes it out. */
  private carryThrough(s: number): void {
    const xf = this.xf, o = s * PORTAL_XF_STRIDE;
    const m00 = xf[o + XF_M00], m01 = xf[o + XF_M01], m10 = xf[o + XF_M10], m11 = xf[o + XF_M11];
    const vx = this.momX, vy = this.momY;
    this.momX = m00 * vx + m01 * vy;
    this.momY = m10 * vx + m11 * vy;
    const mx = this.mx, my = this.my;
    this.mx = m00 * mx + m01 * my;
    this.my = m10 * mx + m11 * my;
    this.angle = normalizeAngle(this.angle + Math.atan2(m10, m00));
    this.z += xf[o + XF_DZ];
    this.regionCeil = Infinity;
  }

  /**
   * Makes sure (x, y) lies in the closed face left of qe: a point a rounding error outside is
   * nudged towards the face's centroid (in growing steps); the last resort is a corner.
   */
  ensureInside(): void {
    const q = this.qe;
    this.tx = this.x; this.ty = this.y;
    if (this.targetInFace(q)) return;
    const e1 = this.lnext(q), e2 = this.lnext(e1);
    const a = this.vertex[q], b = this.vertex[e1], c = this.vertex[e2];
    const pts = this.pts;
    const cx = (pts[a * 2] + pts[b * 2] + pts[c * 2]) / 3, cy = (pts[a * 2 + 1] + pts[b * 2 + 1] + pts[c * 2 + 1]) / 3;
    const x = this.x, y = this.y;
    for (let lam = 1e-12; lam < 1; lam *= 4) {
      this.tx = x + lam * (cx - x); this.ty = y + lam * (cy - y);
      if (this.targetInFace(q)) { this.x = this.tx; this.y = this.ty; return; }
    }
    this.tx = cx; this.ty = cy;
    if (this.targetInFace(q)) { this.x = cx; this.y = cy; return; }
    this.x = pts[a * 2]; this.y = pts[a * 2 + 1];
  }

  // ------------------------------------------------------------------ moves

  /**
   * Moves the body by its momentum (momX, momY) for one tic: cut into pieces of at most
   * MAX_SUBSTEP; each piece slides along the walls it hits (the momentum loses its component into
   * each wall; up to MAX_SLIDES hits), crosses portals, and steps up onto floors at most
   * MAX_STEP_UP higher (the view height absorbs the step, DOOM's smoothing).
   */
  moveXY(): void {
    this.portalsCrossed = 0;
    const speed = Math.sqrt(this.momX * this.momX + this.momY * this.momY);
    if (!(speed > 1e-9)) return;
    let pieces = Math.ceil(speed / MAX_SUBSTEP);
    if (pieces > 16) pieces = 16;
    for (let i = 0; i < pieces; i++) {
      this.mx = this.momX / pieces;
      this.my = this.momY / pieces;
      let slides = 0;
      for (let guard = 0; guard < MAX_SLIDES + MAX_PORTALS_PER_TIC + 2; guard++) {
        const mx = this.mx, my = this.my;
        if (mx * mx + my * my < 1e-18) break;
        // Walls near the path, and the first contact along it.
        this.c0x = this.x; this.c0y = this.y; this.c1x = this.x + mx; this.c1y = this.y + my;
        this.reach = HIT_RADIUS + 1;
        this.reach2 = this.reach * this.reach;
        this.search(MODE_WALLS);
        this.timeOfImpact();
        const tp = this.hit ? this.bestT : 1;
        this.tx = this.x + tp * mx; this.ty = this.y + tp * my;
        const r = this.walk();
        if (r === WALK_PORTAL) {
          // What is left of the piece goes on beyond the target line, in the target's space.
          const rest = 1 - this.walkTc * tp;
          // Momentum, the rest of the piece and the facing turn with the transform (scale too);
          // the feet rise by its dz (written out: see walk()).
          const xf = this.xf, o = this.portalSide * PORTAL_XF_STRIDE;
          const m00 = xf[o + XF_M00], m01 = xf[o + XF_M01], m10 = xf[o + XF_M10], m11 = xf[o + XF_M11];
          const vx = this.momX, vy = this.momY;
          this.momX = m00 * vx + m01 * vy;
          this.momY = m10 * vx + m11 * vy;
          this.mx = (m00 * mx + m01 * my) * rest;
          this.my = (m10 * mx + m11 * my) * rest;
          let angle = this.angle + Math.atan2(m10, m00);
          if (angle >= TAU) angle -= TAU; else if (angle < 0) angle += TAU;
          if (!(angle >= 0 && angle < TAU)) angle = 0;
          this.angle = angle;
          this.z += xf[o + XF_DZ];
          // A new space: what is above the circle here.
          this.regionCeil = Infinity;
          this.regionAt();
          if (++this.portalsCrossed >= MAX_PORTALS_PER_TIC) return;
          continue;
        }
        let nx: number, ny: number, rest: number;
        if (r === WALK_BLOCKED) {
          nx = this.walkNx; ny = this.walkNy; rest = 1 - this.walkTc * tp;
        } else if (this.hit) {
          nx = this.bestNx; ny = this.bestNy; rest = 1 - tp;
        } else break;
        // Slide: drop the component into the wall from what is left and from the momentum.
        let rx = mx * rest, ry = my * rest;
        const rn = rx * nx + ry * ny;
        if (rn < 0) { rx -= rn * nx; ry -= rn * ny; }
        const vn = this.momX * nx + this.momY * ny;
        if (vn < 0) { this.momX -= vn * nx; this.momY -= vn * ny; }
        if (nx === 0 && ny === 0) { rx = 0; ry = 0; }
        this.mx = rx; this.my = ry;
        if (++slides >= MAX_SLIDES) break;
      }
      this.stepUp();
    }
  }

  /** Steps the feet up to the highest floor under the circle (DOOM's P_ZMovement smoothing). */
  stepUp(): void {
    this.regionAt();
    if (this.z < this.floorMax) {
      this.viewHeight -= this.floorMax - this.z;
      this.deltaViewHeight = (VIEW_HEIGHT - this.viewHeight) / 8;
      this.z = this.floorMax;
    }
  }

  /** Minimum distance from (qx, qy) to the listed walls it is not behind, into clearance; the push
   *  out of every wall nearer than the radius into pushX / pushY. */
  private wallClearance(): void {
    const pts = this.pts;
    let best = Infinity, pxs = 0, pys = 0;
    const qx = this.qx, qy = this.qy;
    for (let i = 0; i < this.nWalls; i++) {
      const e = this.walls[i];
      const a = this.vertex[e], b = this.vertex[e ^ 2];
      const ax = pts[a * 2], ay = pts[a * 2 + 1], bx = pts[b * 2], by = pts[b * 2 + 1];
      const ex = bx - ax, ey = by - ay;
      const l2 = ex * ex + ey * ey;
      if (!(l2 > 0)) continue;
      if (ex * (qy - ay) - ey * (qx - ax) < 0) continue; // behind the wall as met
      let t = ((qx - ax) * ex + (qy - ay) * ey) / l2;
      if (t < 0) t = 0; else if (t > 1) t = 1;
      const dx = qx - (ax + t * ex), dy = qy - (ay + t * ey);
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < best) best = d;
      if (d < PLAYER_RADIUS) {
        const amount = HIT_RADIUS - d;
        if (d > 1e-9) { pxs += (dx / d) * amount; pys += (dy / d) * amount; }
        else { const l = Math.sqrt(l2); pxs += (-ey / l) * amount; pys += (ex / l) * amount; }
      }
    }
    this.clearance = best;
    this.pushX = pxs; this.pushY = pys;
  }

  /**
   * Pushes the body out of walls its circle overlaps (after a portal, or when placed too close):
   * a few rounds, each taken only when it increases the clearance, and walked like any move.
   */
  settle(): void {
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      this.c0x = this.x; this.c0y = this.y; this.c1x = this.x; this.c1y = this.y;
      this.reach = HIT_RADIUS + 1;
      this.reach2 = this.reach * this.reach;
      this.search(MODE_WALLS);
      if (this.nWalls === 0) return;
      this.qx = this.x; this.qy = this.y;
      this.wallClearance();
      if (this.clearance >= PLAYER_RADIUS) return;
      const before = this.clearance;
      let px = this.pushX, py = this.pushY;
      const pl = Math.sqrt(px * px + py * py);
      if (!(pl > 0)) return;
      if (pl > PLAYER_RADIUS) { px *= PLAYER_RADIUS / pl; py *= PLAYER_RADIUS / pl; }
      this.qx = this.x + px; this.qy = this.y + py;
      this.wallClearance();
      if (!(this.clearance > before + 1e-9)) return;
      this.tx = this.x + px; this.ty = this.y + py;
      this.pushes++;
      const r = this.walk();
      if (r === WALK_PORTAL) {
        // Pushed through a portal: the facing and the feet follow the position.
        this.mx = 0; this.my = 0;
        this.carryThrough(this.portalSide);
        this.portalsCrossed++;
      }
      if (r !== WALK_DONE) return;
    }
  }

  // ------------------------------------------------------------------ placing

  /**
   * Checks that qe is a face edge holding (x, y) and places the body again when not (a caller
   * moved the position by hand, or qe is from another mesh): cheap when all is well.
   */
  ensureTracked(): void {
    const q = this.qe;
    if (q >= 0 && q < this.qeFace.length && (q & 1) === 0 && this.qeFace[q] >= 0 && this.x - this.x === 0 && this.y - this.y === 0) {
      this.tx = this.x; this.ty = this.y;
      if (this.targetInFace(q)) return;
    }
    this.place(this.x, this.y);
  }

  /**
   * Puts the body at (x, y): the face that holds it when that face is in a sector; otherwise the
   * nearest point of the nearest sector face (one with room to stand preferred). Not for the hot
   * path (it may scan every face).
   */
  place(x: number, y: number): void {
    const w = this.world, m = w.mesh;
    this.regionCeil = Infinity;
    if (!Number.isFinite(x) || !Number.isFinite(y)) { x = w.playerStart.x; y = w.playerStart.y; }
    if (!Number.isFinite(x) || !Number.isFinite(y)) { x = (w.bounds.minX + w.bounds.maxX) / 2; y = (w.bounds.minY + w.bounds.maxY) / 2; }
    if (!Number.isFinite(x) || !Number.isFinite(y)) { x = 0; y = 0; }
    const hint = this.qe >= 0 && this.qe < m.quarterEdgeCount && m.qeFace[this.qe] >= 0 ? this.qe : m.faceEdge[0];
    const q = m.faceCount > 0 ? locatePoint(w, x, y, hint) : -1;
    const f = q >= 0 ? m.qeFace[q] : -1;
    if (f >= 0 && w.faceSector[f] >= 0) {
      this.x = x; this.y = y; this.qe = q;
      this.ensureInside();
      return;
    }
    // The nearest sector face: first among those with room to stand, then any.
    let best = -1, bestD = Infinity, bx = 0, by = 0;
    for (let pass = 0; pass < 2 && best < 0; pass++) {
      for (let g = 0; g < m.faceCount; g++) {
        const s = w.faceSector[g];
        if (s < 0) continue;
        if (pass === 0 && w.sectorCeilZ[s] - w.sectorFloorZ[s] < PLAYER_HEIGHT) continue;
        let e = m.faceEdge[g];
        for (let k = 0; k < 3; k++) {
          const a = m.vertex[e], b = m.vertex[e ^ 2];
          const ax = m.vx[a * 2], ay = m.vx[a * 2 + 1], ex = m.vx[b * 2] - ax, ey = m.vx[b * 2 + 1] - ay;
          const l2 = ex * ex + ey * ey;
          let t = l2 > 0 ? ((x - ax) * ex + (y - ay) * ey) / l2 : 0;
          if (t < 0) t = 0; else if (t > 1) t = 1;
          const cx = ax + t * ex, cy = ay + t * ey;
          const d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
          if (d < bestD) { bestD = d; best = g; bx = cx; by = cy; }
          e = m.lnext(e);
        }
      }
    }
    if (best < 0) {
      // No sector at all (a broken map): the face the point fell in, or the first face.
      const g = f >= 0 ? f : 0;
      this.qe = m.faceCount > 0 ? m.faceEdge[g] : 0;
      this.x = x; this.y = y;
      if (m.faceCount > 0) this.ensureInside();
      return;
    }
    // Just inside the face, a little towards its centroid (off the edge, which may be a wall).
    const e0 = m.faceEdge[best], e1 = m.lnext(e0), e2 = m.lnext(e1);
    const a = m.vertex[e0], b = m.vertex[e1], c = m.vertex[e2];
    const cx = (m.vx[a * 2] + m.vx[b * 2] + m.vx[c * 2]) / 3, cy = (m.vx[a * 2 + 1] + m.vx[b * 2 + 1] + m.vx[c * 2 + 1]) / 3;
    const dl = Math.hypot(cx - bx, cy - by);
    const k = dl > 1 ? 1 / dl : 1;
    this.x = bx + (cx - bx) * k; this.y = by + (cy - by) * k;
    this.qe = e0;
    this.ensureInside();
  }
}

/** An angle in [0, 2π). */
export function normalizeAngle(a: number): number {
  const TAU = Math.PI * 2;
  if (a >= 0 && a < TAU) return a;
  if (!Number.isFinite(a)) return 0;
  const r = a - Math.floor(a / TAU) * TAU;
  return r >= 0 && r < TAU ? r : 0;
}

const walkers = new WeakMap<World, MeshWalker>();

/** The World's walker (built once per World, shared by its bodies: ticks run one at a time). */
export function walkerFor(world: World): MeshWalker {
  let w = walkers.get(world);
  if (!w) walkers.set(world, (w = new MeshWalker(world)));
  return w;
}
