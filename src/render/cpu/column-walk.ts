// The column walk (DOOM's r_bsp and r_segs, done TOOM's way): one ray per pixel column walks the
// World's mesh face to face, keeping the column's open window [yLo, yHi). At each side change it
// marks the ceiling and floor of the sector being left (visplanes.ts), then draws the upper and lower
// wall parts, shrinks the window and goes on; a one-sided wall draws its middle texture and stops.
// A portal continues the ray from the linked edge in a transformed view context (view-contexts.ts).
// Masked middles and the windows at each crossing are recorded for the masked stage (masked.ts).
import { PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World } from '../../world/world.js';
import { MAX_LIGHT_SCALE, SCALE_LIGHT } from '../light.js';
import { MAX_PORTAL_DEPTH } from '../portal-depth.js';
import { RAY_DX, RAY_DY, RAY_X, RAY_Y, rayExitEdge } from '../ray-start.js';
import { lowerTextureTop, maskedTextureTop, middleTextureTop, upperTextureTop } from '../pegging.js';
import { A_RAY_DX, A_RAY_DY, A_WALL_U, A_WALL_V, A_WALL_VSTEP, A_X, A_Y, BLACK, type Drawer } from './draw-loops.js';
import { SAMPLE_NUDGE, rowStep } from '../sampling.js';
import { CLIPS_PER_COLUMN, MASKED_PER_COLUMN, type MaskedStage } from './masked.js';
import { planeKey, type Visplanes } from './visplanes.js';
import type { ViewContexts } from './view-contexts.js';

/** Mesh steps per column before a ray gives up (a guard against broken meshes). */
const MAX_STEPS = 1 << 14;

export class ColumnWalker {
  readonly world: World;
  private readonly d: Drawer;
  private readonly v: ViewContexts;
  private readonly planes: Visplanes;
  /** Per primal quarter edge: its origin's coordinates and lnext, precomputed so the walk does one
   *  lookup where the mesh needs three. */
  private readonly qx: Float64Array;
  private readonly qy: Float64Array;
  private readonly ln: Int32Array;
  /** The ray handed to rayExitEdge (x, y, dx, dy). */
  private readonly ray = new Float64Array(4);
  // The masked stage's per-column records, which the walk writes (the same arrays, held here too so
  // the walk reaches them in one load).
  private readonly clipN: Int32Array;
  private readonly clipT: Float64Array;
  private readonly clipLo: Int16Array;
  private readonly clipHi: Int16Array;
  private readonly clipCtx: Int32Array;
  private readonly endT: Float64Array;
  private readonly endCtx: Int32Array;
  private readonly maskN: Int32Array;
  private readonly maskDrawn: Int32Array;
  private readonly maskT: Float64Array;
  private readonly maskLo: Int16Array;
  private readonly maskHi: Int16Array;
  private readonly maskTex: Int32Array;
  private readonly maskU: Int32Array;
  private readonly maskV0: Float64Array;
  private readonly maskMap: Uint8Array;
  private readonly maskTrans: Int16Array;

  constructor(d: Drawer, v: ViewContexts, planes: Visplanes, masked: MaskedStage) {
    const world = d.world;
    this.world = world;
    this.d = d;
    this.v = v;
    this.planes = planes;
    this.clipN = masked.clipN; this.clipT = masked.clipT; this.clipLo = masked.clipLo; this.clipHi = masked.clipHi;
    this.clipCtx = masked.clipCtx; this.endT = masked.endT; this.endCtx = masked.endCtx;
    this.maskN = masked.maskN; this.maskDrawn = masked.maskDrawn; this.maskT = masked.maskT; this.maskLo = masked.maskLo;
    this.maskHi = masked.maskHi; this.maskTex = masked.maskTex; this.maskU = masked.maskU; this.maskV0 = masked.maskV0;
    this.maskMap = masked.maskMap;
    this.maskTrans = masked.maskTrans;
    const m = world.mesh, nq = m.quarterEdgeCount;
    this.qx = new Float64Array(nq);
    this.qy = new Float64Array(nq);
    this.ln = new Int32Array(nq);
    for (let q = 0; q < nq; q += 2) {
      const vv = m.vertex[q];
      if (vv < 0) continue;
      this.qx[q] = m.vx[vv * 2];
      this.qy[q] = m.vx[vv * 2 + 1];
      this.ln[q] = m.lnext(q);
    }
  }

  /** Walks one column's ray through the mesh and draws walls, sky and flat span marks. */
  castColumn(x: number, startQe: number): void {
    const w = this.world, mesh = w.mesh;
    const qx = this.qx, qy = this.qy, ln = this.ln;
    const qeFace = mesh.qeFace;
    const qeSide = w.qeSide, faceSector = w.faceSector;
    const sideFlags = w.sideFlags;
    const d = this.d, v = this.v, planes = this.planes;
    const sv = d.sv, floorZ = sv.floorZ, ceilZ = sv.ceilZ, ceilSky = sv.ceilSky, floorSky = sv.floorSky;
    const fb = d.fb, W = d.width, H = d.height, hz = d.hz, focal = d.focal;
    const st = d.stats;
    const A = d.a;
    const ns = w.sectorCount;
    st.rays++;

    let ctx = 0;
    let cx = v.cx[0], cy = v.cy[0];
    const sxOff = (x + SAMPLE_NUDGE - W / 2) / focal; // DOOM: the ray through the column's left edge
    let dx = v.fx[0] + v.rx[0] * sxOff;
    let dy = v.fy[0] + v.ry[0] * sxOff;
    // DOOM's texture ray for this column (sampling.ts textureRays): walls take their u along it.
    const txOff = d.texRay[x];
    let tdx = v.fx[0] + v.rx[0] * txOff;
    let tdy = v.fy[0] + v.ry[0] * txOff;
    let eyeZ = v.z[0];
    let yLo = 0, yHi = H | 0;
    let nClip = 0;
    const clipBase = x * CLIPS_PER_COLUMN;
    this.maskN[x] = 0;
    this.maskDrawn[x] = 0;
    this.endT[x] = Infinity;
    this.endCtx[x] = 0;
    A[A_RAY_DX] = dx; A[A_RAY_DY] = dy;
    d.skyU[x] = -1; // computed when the column first shows sky

    if (startQe < 0) {
      for (let y = 0; y < H; y++) fb[y * W + x] = BLACK;
      this.clipN[x] = 0;
      this.endT[x] = 0;
      return;
    }

    // The exit edge of the start face.
    const ray = this.ray;
    ray[RAY_X] = cx; ray[RAY_Y] = cy; ray[RAY_DX] = dx; ray[RAY_DY] = dy;
    let e = rayExitEdge(mesh, startQe, ray);

    let face = qeFace[e];
    let sector = faceSector[face];
    let tPrev = 0;
    // Rows of the current sector's ceiling [ceilFrom, yLo) and floor [yHi, floorTo) not marked yet.
    let ceilFrom = 0, floorTo = H | 0;
    let portals = 0;
    let steps = 0;

    for (;;) {
      if (++steps > MAX_STEPS) break;
      // Crossing point of the ray with the exit edge e (a → b).
      const ax = qx[e], ay = qy[e];
      const ex = qx[e ^ 2] - ax, ey = qy[e ^ 2] - ay;
      const den = dx * ey - dy * ex;
      let t = den > 1e-12 ? ((ax - cx) * ey - (ay - cy) * ex) / den : tPrev;
      if (t < tPrev) t = tPrev;
      st.edges++;

      const side = qeSide[e];
      const tt = t > 0.001 ? t : 0.001; // literal: a module constant here would box t
      const scale = focal / tt;

      // Flats (and sky) of the sector being left, within the window.
      if (sector >= 0) {
        const yc = hz - (ceilZ[sector] - eyeZ) * scale;
        const yf = hz - (floorZ[sector] - eyeZ) * scale;
        // Rows as int32: clamp in doubles first, then |0 (a double-valued row would be boxed on the heap).
        let ic = Math.ceil(yc < -1 ? -1 : yc > H + 1 ? H + 1 : yc - 0.5) | 0;
        let iF = Math.ceil(yf < -1 ? -1 : yf > H + 1 ? H + 1 : yf - 0.5) | 0;
        if (ic > yHi) ic = yHi;
        if (iF < yLo) iF = yLo;
        if (iF < ic) iF = ic;
        // Plane rows are only marked (markPending) when the ray leaves the sector or meets a side:
        // the faces of one sector add contiguous rows, so one mark per sector and column does.
        if (ic > yLo) {
          if (ceilSky[sector]) { d.drawSky(x, yLo, ic, sector); ceilFrom = ic; }
          yLo = ic;
        }
        if (iF < yHi) {
          if (floorSky[sector]) { d.drawSky(x, iF, yHi, sector); floorTo = iF; }
          yHi = iF;
        }
      }
      if (yLo >= yHi) {
        if (sector >= 0) planes.markPending(x, ceilFrom, yLo, yHi, floorTo, planeKey(ctx, sector, ns, 0));
        ceilFrom = yLo; floorTo = yHi;
        this.endT[x] = t; this.endCtx[x] = ctx;
        break;
      }

      const flags = side >= 0 ? sideFlags[side] : 0;
      let u = 0;
      if (side >= 0) {
        // Where along the side's line DOOM's texture ray crosses it (0 at its origin, 1 at its end):
        // the texture column.
        const tden = tdx * ey - tdy * ex;
        let s = tden > 1e-12 ? ((ax - cx) * tdy - (ay - cy) * tdx) / tden : 0.5;
        if (s < 0) s = 0; else if (s > 1) s = 1;
        u = w.sideUDest[side] + (1 - s) * w.sideLength[side];
      }

      // A portal: continue from the linked edge in the transformed context.
      if (flags & SideFlags.PORTAL && portals < MAX_PORTAL_DEPTH) {
        const nc = v.child(ctx, side);
        const target = w.sidePortalQe[side];
        if (nc >= 0 && target >= 0 && qeFace[target] >= 0) {
          if (sector >= 0) planes.markPending(x, ceilFrom, yLo, yHi, floorTo, planeKey(ctx, sector, ns, 0));
          ceilFrom = yLo; floorTo = yHi;
          portals++;
          st.portalsCrossed++;
          if (nClip < CLIPS_PER_COLUMN) {
            this.clipT[clipBase + nClip] = t; this.clipLo[clipBase + nClip] = yLo; this.clipHi[clipBase + nClip] = yHi;
            this.clipCtx[clipBase + nClip] = nc; nClip++; // the context after the crossing
          }
          const xf = w.sidePortalXf, o = side * PORTAL_XF_STRIDE;
          const m00 = xf[o + XF_M00], m01 = xf[o + XF_M01], m10 = xf[o + XF_M10], m11 = xf[o + XF_M11];
          // Transform the ray: origin and direction; the parameter t stays the same along it.
          const ncx = m00 * cx + m01 * cy + xf[o + XF_TX], ncy = m10 * cx + m11 * cy + xf[o + XF_TY];
          const ndx = m00 * dx + m01 * dy, ndy = m10 * dx + m11 * dy;
          cx = ncx; cy = ncy; dx = ndx; dy = ndy;
          const ntdx = m00 * tdx + m01 * tdy, ntdy = m10 * tdx + m11 * tdy;
          tdx = ntdx; tdy = ntdy;
          eyeZ += xf[o + XF_DZ];
          ctx = nc;
          A[A_RAY_DX] = dx; A[A_RAY_DY] = dy;
          d.skyU[x] = -1;
          // Enter the face behind the target edge: the target is the linked side's quarter edge,
          // whose left face is the destination sector; we arrive through it. When the mesh cut the
          // target line into pieces, take the piece the transformed hit point lies on.
          A[A_X] = cx + t * dx; A[A_Y] = cy + t * dy;
          e = this.portalEntry(side, target);
          face = qeFace[e];
          sector = faceSector[face];
          tPrev = t;
          A[A_X] = cx; A[A_Y] = cy; A[A_RAY_DX] = dx; A[A_RAY_DY] = dy;
          e = this.exitFrom(e);
          continue;
        }
      }

      const nextQe = e ^ 2;
      const nextFace = qeFace[nextQe];
      const nextSector = nextFace >= 0 ? faceSector[nextFace] : -1;

      // A two-sided line through the eye itself is not drawn (DOOM's R_AddLine drops a seg whose span
      // is 180 degrees): the ray just passes into the next sector.
      const throughEye = t <= 0 && nextSector >= 0 && (flags & SideFlags.TWO_SIDED) !== 0;
      if (side >= 0 && sector >= 0 && !throughEye) {
        planes.markPending(x, ceilFrom, yLo, yHi, floorTo, planeKey(ctx, sector, ns, 0));
        const light = w.sectorLight[d.sv.lightFrom[sector]];
        // DOOM's R_StoreWallRange: light level plus the gun flash's extralight and the fake contrast;
        // a fixed colormap (invulnerability, light amplification) instead when one is set.
        let ll = (light >> 4) + d.extraLight + w.sideLightDelta[side];
        if (ll < 0) ll = 0; else if (ll > 15) ll = 15;
        let si = (2560 / tt) | 0;
        if (si >= MAX_LIGHT_SCALE) si = MAX_LIGHT_SCALE - 1;
        const cmap = d.fixedCmap !== 0 ? d.fixedCmap : SCALE_LIGHT[ll * MAX_LIGHT_SCALE + si];
        // DOOM's step per row (sampling.ts rowStep); v at row y: (zTop - eyeZ) + (y - H/2) * vStep,
        // where zTop is the texture's top z (drawWall).
        const vStep = rowStep(scale);
        if (!(flags & SideFlags.TWO_SIDED) || nextSector < 0) {
          // One-sided wall: the middle texture, pegged to the ceiling (or the floor when lower unpegged).
          const tex = w.sideMiddle[side];
          if (tex >= 0) {
            const th = w.textures[tex].height;
            const zTop = middleTextureTop(flags, floorZ[sector], ceilZ[sector], th);
            A[A_WALL_U] = u; A[A_WALL_V] = zTop - eyeZ + w.sideYOff[side]; A[A_WALL_VSTEP] = vStep;
            d.drawWall(x, yLo, yHi, d.texTrans[tex], cmap);
          } else d.fillColumn(x, yLo, yHi, BLACK);
          yLo = yHi;
        } else {
          const fc = ceilZ[sector], ff = floorZ[sector], bc = ceilZ[nextSector], bf = floorZ[nextSector];
          // Upper part: the next sector's ceiling is lower.
          if (bc < fc) {
            const yu = hz - (bc - eyeZ) * scale;
            let iu = Math.ceil(yu < -1 ? -1 : yu > H + 1 ? H + 1 : yu - 0.5) | 0;
            if (iu > yHi) iu = yHi;
            if (iu > yLo) {
              if (ceilSky[sector] && ceilSky[nextSector]) d.drawSky(x, yLo, iu, sector);
              else {
                const tex = w.sideUpper[side];
                if (tex >= 0) {
                  const th = w.textures[tex].height;
                  const zTop = upperTextureTop(flags, fc, bc, th);
                  A[A_WALL_U] = u; A[A_WALL_V] = zTop - eyeZ + w.sideYOff[side]; A[A_WALL_VSTEP] = vStep;
                  d.drawWall(x, yLo, iu, d.texTrans[tex], cmap);
                } else this.markFlatOrSky(x, yLo, iu, ctx, sector, true);
              }
              yLo = iu;
            }
          }
          // Lower part: the next sector's floor is higher.
          if (bf > ff && yLo < yHi) {
            const yl = hz - (bf - eyeZ) * scale;
            let il = Math.ceil(yl < -1 ? -1 : yl > H + 1 ? H + 1 : yl - 0.5) | 0;
            if (il < yLo) il = yLo;
            if (il < yHi) {
              const tex = w.sideLower[side];
              if (tex >= 0) {
                const zTop = lowerTextureTop(flags, fc, bf);
                A[A_WALL_U] = u; A[A_WALL_V] = zTop - eyeZ + w.sideYOff[side]; A[A_WALL_VSTEP] = vStep;
                d.drawWall(x, il, yHi, d.texTrans[tex], cmap);
              } else this.markFlatOrSky(x, il, yHi, ctx, sector, false);
              yHi = il;
            }
          }
          // A masked middle texture (grate, window): drawn later, far to near.
          const mid = w.sideMiddle[side];
          if (mid >= 0 && yLo < yHi && this.maskN[x] < MASKED_PER_COLUMN) {
            const k = x * MASKED_PER_COLUMN + this.maskN[x]++;
            const tex = d.texTrans[mid];
            const th = w.textures[tex].height;
            const zTop = maskedTextureTop(flags, ff, fc, bf, bc, th);
            this.maskT[k] = t; this.maskLo[k] = yLo; this.maskHi[k] = yHi; this.maskTex[k] = tex;
            const tw = w.textures[tex].width;
            let ui = Math.floor(u) % tw; if (ui < 0) ui += tw;
            this.maskU[k] = ui;
            this.maskV0[k] = zTop - eyeZ + w.sideYOff[side];
            this.maskMap[k] = cmap;
            this.maskTrans[k] = w.sideTranslucency[side];
          }
        }
        ceilFrom = yLo; floorTo = yHi; // the wall parts took rows: nothing of this plane is pending
      }
      if (yLo >= yHi) { this.endT[x] = t; this.endCtx[x] = ctx; break; }
      if (nClip < CLIPS_PER_COLUMN) {
        this.clipT[clipBase + nClip] = t; this.clipLo[clipBase + nClip] = yLo; this.clipHi[clipBase + nClip] = yHi;
        this.clipCtx[clipBase + nClip] = ctx; nClip++;
      }
      if (nextFace < 0 || nextSector !== sector) {
        if (sector >= 0) planes.markPending(x, ceilFrom, yLo, yHi, floorTo, planeKey(ctx, sector, ns, 0));
        ceilFrom = yLo; floorTo = yHi;
        if (nextFace < 0) break; // left the mesh
      }

      // Step into the next face: entered through nextQe (A→B), the opposite vertex V decides the exit.
      face = nextFace;
      sector = nextSector;
      tPrev = t;
      const e1 = ln[nextQe]; // B → V
      const sv = dx * (qy[e1 ^ 2] - cy) - dy * (qx[e1 ^ 2] - cx);
      e = sv < 0 ? ln[e1] : e1; // V → A, or B → V
    }
    if (sector >= 0) planes.markPending(x, ceilFrom, yLo, yHi, floorTo, planeKey(ctx, sector, ns, 0));
    if (yLo < yHi) d.fillColumn(x, yLo, yHi, BLACK);
    if (this.endT[x] === Infinity) { this.endT[x] = tPrev; this.endCtx[x] = ctx; }
    this.clipN[x] = nClip;
  }

  private lnext(q: number): number {
    const n = this.world.mesh.next[(q & ~3) | ((q + 3) & 3)];
    return (n & ~3) | ((n + 1) & 3);
  }

  /** The target piece of portal side `side` nearest the point (a[A_X], a[A_Y]); `first` when there is one piece. */
  private portalEntry(side: number, first: number): number {
    const w = this.world, p0 = w.portalPieceStart[side], p1 = w.portalPieceStart[side + 1];
    if (p1 - p0 <= 1) return first;
    const vtx = w.mesh.vertex, vx = w.mesh.vx;
    const px = this.d.a[A_X], py = this.d.a[A_Y];
    let best = first, bestD = Infinity;
    for (let k = p0; k < p1; k++) {
      const q = w.portalPieces[k];
      const a = vtx[q], b = vtx[q ^ 2];
      const ax = vx[a * 2], ay = vx[a * 2 + 1], ex = vx[b * 2] - ax, ey = vx[b * 2 + 1] - ay;
      const len2 = ex * ex + ey * ey;
      let u = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
      if (u < 0) u = 0; else if (u > 1) u = 1;
      const dx = ax + u * ex - px, dy = ay + u * ey - py;
      const d = dx * dx + dy * dy;
      if (d < bestD) { bestD = d; best = q; }
    }
    return best;
  }

  /** Given the edge a ray entered a face through, the edge it leaves by, for the ray from (a[A_X],
   *  a[A_Y]) along (a[A_RAY_DX], a[A_RAY_DY]) (after a portal jump). */
  private exitFrom(entry: number): number {
    const mesh = this.world.mesh, vtx = mesh.vertex, vx = mesh.vx;
    const A = this.d.a;
    const cx = A[A_X], cy = A[A_Y], dx = A[A_RAY_DX], dy = A[A_RAY_DY];
    const e1 = this.lnext(entry);
    const v = vtx[e1 ^ 2];
    const sv = dx * (vx[v * 2 + 1] - cy) - dy * (vx[v * 2] - cx);
    return sv < 0 ? this.lnext(e1) : e1;
  }

  /** A missing upper/lower texture shows the sector's own plane, as DOOM's renderer leaves it. */
  private markFlatOrSky(x: number, y0: number, y1: number, ctx: number, sector: number, ceiling: boolean): void {
    const w = this.world;
    const sv = this.d.sv;
    if (ceiling ? sv.ceilSky[sector] : sv.floorSky[sector]) this.d.drawSky(x, y0, y1, sector);
    else this.planes.mark(x, y0, y1, planeKey(ctx, sector, w.sectorCount, ceiling ? 0 : 1));
  }
}
