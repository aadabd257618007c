// The CPU raycaster (TOOM's approach): one ray per pixel column walks the World's mesh face to face,
// keeping the column's open window [yLo, yHi). At each side change it marks the ceiling and floor of
// the sector being left (rows per column in a visplane, made into horizontal spans at the end of the
// frame as DOOM does), then upper/lower wall parts, shrinks the window and goes on; a one-sided wall
// draws its middle texture and stops.
// Portals continue the ray from the linked edge in a transformed "view context". Masked middle
// textures and sprites are drawn afterwards, far to near, clipped per column by the recorded windows.
// Everything per frame lives in scratch typed arrays owned by the renderer: no allocation per frame.
import type { World } from '../../world/world.js';
import { SideFlags } from '../../world/world.js';
import type { Camera } from './camera.js';
import { VIEW_HEIGHT } from './camera.js';
import { MAX_LIGHT_SCALE, MAX_LIGHT_Z, SCALE_LIGHT, Z_LIGHT } from './light-tables.js';
import { createTranslation, fillTranslation } from '../../assets/animations.js';
import { locatePoint } from '../../world/locate-point.js';

/** A ray crosses at most this many portals, so mirrors and loops terminate. */
export const MAX_PORTAL_DEPTH = 16;
/** Mesh steps per column before a ray gives up (a guard against broken meshes). */
const MAX_STEPS = 1 << 14;
/** Clip records kept per column for sprites and masked textures. */
const CLIPS_PER_COLUMN = 64;
const MASKED_PER_COLUMN = 32;
/** Wall and masked rows are sampled at their top edges (DOOM), where a texel edge often falls
 *  exactly: v starts this much high so such a tie takes the texel below the edge, as DOOM's exact start
 *  does, even after the 16.16 steps' truncation (the GPU path's WALL_BIAS leans the same). */
const V_BIAS = 1 / 128;
const MAX_CONTEXTS = 1024;
const MAX_VIS_SPRITES = 1024;
/** Things are projected in at most this many view contexts (the camera and what portals show). */
const MAX_SPRITE_CONTEXTS = 32;
/** Visplanes per frame (a plane's rows per column); past this, flats are drawn a column at a time. */
const MAX_PLANES = 512;
const PLANE_HASH_BITS = 10; // 1024 slots ≥ 2 × MAX_PLANES: the probe always finds a hole
/** An empty visplane column: top above bottom. */
const EMPTY_TOP = 0x7fff;
/** Opaque black, as an int32 (a Smi: no boxed number in the hot path); Uint32Array stores wrap it. */
const BLACK = 0xff000000 | 0;

export interface RenderStats {
  rays: number;
  edges: number;
  wallColumns: number;
  spans: number;
  /** Visplanes used (rows of one floor or ceiling per column, merged into spans at the end). */
  planes: number;
  spriteColumns: number;
  maskedColumns: number;
  portalsCrossed: number;
  msWalk: number;
  msSpans: number;
  msSprites: number;
  msTotal: number;
}

export class CpuRenderer {
  readonly world: World;
  readonly width: number;
  readonly height: number;
  /** The framebuffer: row-major, little-endian ABGR, ready for ImageData or PNG. */
  readonly fb: Uint32Array;
  readonly stats: RenderStats = {
    rays: 0, edges: 0, wallColumns: 0, spans: 0, planes: 0, spriteColumns: 0, maskedColumns: 0, portalsCrossed: 0,
    msWalk: 0, msSpans: 0, msSprites: 0, msTotal: 0,
  };
  /** Measure per-phase times (performance.now calls) — off by default to keep frames lean. */
  profile = false;
  /** Visplanes a frame may use (at most 512); past it, flats are drawn a column at a time (same
   *  picture, slower). Lowered by tests to exercise that path. */
  planeLimit = MAX_PLANES;
  /** Render only columns [columnStart, columnEnd) (and of those, the ones columnMask allows). */
  columnStart = 0;
  columnEnd: number;
  /** Shared work queue of the parallel renderers: when set, each frame this renderer takes blocks of
   *  columns until none are left, and columnMask is rebuilt with the columns it took; a thread that
   *  drew an easy part of the view takes more blocks. From blockQueue[blockSlot]: blocks taken, taken
   *  from the left, taken from the right, block width (whoever starts a frame resets the counters to
   *  0 and sets the width). All updates are Atomics.add. */
  blockQueue: Int32Array | null = null;
  blockSlot = 0;
  /** Take blocks from the right end of the view, going left (else from the left, going right). */
  blockFromRight = false;
  /** When set, only the columns x with columnMask[x] = 1 are rendered (with a block queue: the
   *  columns this thread took); spans close at the gaps, so the picture is the same. */
  columnMask: Uint8Array | null = null;

  // Frame constants.
  private focal = 1;
  private hz = 0;
  private texTrans: Int32Array;
  private flatTrans: Int32Array;
  private hintQe = 0;

  // View contexts: the camera as seen through a chain of portals.
  private ctxCx = new Float64Array(MAX_CONTEXTS);
  private ctxCy = new Float64Array(MAX_CONTEXTS);
  private ctxFx = new Float64Array(MAX_CONTEXTS);
  private ctxFy = new Float64Array(MAX_CONTEXTS);
  private ctxRx = new Float64Array(MAX_CONTEXTS);
  private ctxRy = new Float64Array(MAX_CONTEXTS);
  private ctxZ = new Float64Array(MAX_CONTEXTS);
  private ctxParent = new Int32Array(MAX_CONTEXTS);
  private ctxSide = new Int32Array(MAX_CONTEXTS);
  private ctxCount = 0;

  // Visplanes (DOOM's approach): per plane key (context, sector, floor or ceiling) the rows it covers
  // in each column, [top, bottom] inclusive. Spans are made at the end of the frame by comparing
  // neighbouring columns, so marking costs O(1) per column, not per pixel.
  private planeKey = new Int32Array(MAX_PLANES);
  private planeMinX = new Int32Array(MAX_PLANES);
  private planeMaxX = new Int32Array(MAX_PLANES);
  /** The key's next (older) plane, -1 at the end. */
  private planeNext = new Int32Array(MAX_PLANES);
  private planeTop: Int16Array;
  private planeBot: Int16Array;
  private planeCount = 0;
  /** Open addressing: key → latest plane index + 1 (0 = empty slot). */
  private planeHash = new Int32Array(1 << PLANE_HASH_BITS);
  /** Where each row's open span started, while a plane's spans are made. */
  private spanStart: Int32Array;
  /** Per row, the plane key (+1) whose light and texel steps were last computed there this frame. */
  private rowKey: Int32Array;
  private rowLb: Int32Array;
  private rowU0: Int32Array;
  private rowV0: Int32Array;
  private rowDu: Int32Array;
  private rowDv: Int32Array;

  // Per-column clip records (near to far): depth, window after the crossing, context.
  private clipN: Int32Array;
  private clipT: Float64Array;
  private clipLo: Int16Array;
  private clipHi: Int16Array;
  private clipCtx: Int32Array;
  /** Depth at which the column closed (a wall or a closed window), per column. */
  private endT: Float64Array;
  private endCtx: Int32Array;

  // Per-column masked middle textures (near to far).
  private maskN: Int32Array;
  private maskDrawn: Int32Array;
  private maskT: Float64Array;
  private maskLo: Int16Array;
  private maskHi: Int16Array;
  private maskTex: Int32Array;
  private maskU: Int32Array;
  private maskV0: Float64Array;
  private maskMap: Uint8Array;

  // Visible sprites.
  private visThing = new Int32Array(MAX_VIS_SPRITES);
  private visDepth = new Float64Array(MAX_VIS_SPRITES);
  private visOrder = new Int32Array(MAX_VIS_SPRITES);
  private visCtx = new Int32Array(MAX_VIS_SPRITES);

  // Per-column sky u (context 0).
  private skyU: Int32Array;
  /** Per primal quarter edge: its origin's coordinates and lnext, precomputed so the walk does one
   *  lookup where the mesh needs three. */
  private readonly qx: Float64Array;
  private readonly qy: Float64Array;
  private readonly ln: Int32Array;
  /** Scratch for passing doubles to helpers: V8 boxes doubles passed to calls it does not inline,
   *  which would allocate per column. A_U.. index it. */
  private readonly a = new Float64Array(8);

  constructor(world: World, width: number, height: number, fb?: Uint32Array) {
    if (!(width >= 1 && height >= 1 && width <= 8192 && height <= 8192)) throw new RangeError(`bad output size ${width}x${height}`);
    this.world = world;
    this.width = width | 0;
    this.height = height | 0;
    this.fb = fb ?? new Uint32Array(width * height);
    this.columnEnd = this.width;
    this.texTrans = createTranslation(world.textures.length);
    this.flatTrans = createTranslation(world.flats.length);
    this.planeTop = new Int16Array(MAX_PLANES * width);
    this.planeBot = new Int16Array(MAX_PLANES * width);
    this.spanStart = new Int32Array(height);
    this.rowKey = new Int32Array(height);
    this.rowLb = new Int32Array(height);
    this.rowU0 = new Int32Array(height);
    this.rowV0 = new Int32Array(height);
    this.rowDu = new Int32Array(height);
    this.rowDv = new Int32Array(height);
    this.clipN = new Int32Array(width);
    this.clipT = new Float64Array(width * CLIPS_PER_COLUMN);
    this.clipLo = new Int16Array(width * CLIPS_PER_COLUMN);
    this.clipHi = new Int16Array(width * CLIPS_PER_COLUMN);
    this.clipCtx = new Int32Array(width * CLIPS_PER_COLUMN);
    this.endT = new Float64Array(width);
    this.endCtx = new Int32Array(width);
    this.maskN = new Int32Array(width);
    this.maskDrawn = new Int32Array(width);
    this.maskT = new Float64Array(width * MASKED_PER_COLUMN);
    this.maskLo = new Int16Array(width * MASKED_PER_COLUMN);
    this.maskHi = new Int16Array(width * MASKED_PER_COLUMN);
    this.maskTex = new Int32Array(width * MASKED_PER_COLUMN);
    this.maskU = new Int32Array(width * MASKED_PER_COLUMN);
    this.maskV0 = new Float64Array(width * MASKED_PER_COLUMN);
    this.maskMap = new Uint8Array(width * MASKED_PER_COLUMN);
    this.skyU = new Int32Array(width);
    const m = world.mesh, nq = m.quarterEdgeCount;
    this.qx = new Float64Array(nq);
    this.qy = new Float64Array(nq);
    this.ln = new Int32Array(nq);
    for (let q = 0; q < nq; q += 2) {
      const v = m.vertex[q];
      if (v < 0) continue;
      this.qx[q] = m.vx[v * 2];
      this.qy[q] = m.vx[v * 2 + 1];
      this.ln[q] = m.lnext(q);
    }
  }

  /** The eye z the camera would get (NaN z → 41 above its sector's floor). */
  eyeZ(cam: Camera): number {
    if (!Number.isNaN(cam.z)) return cam.z;
    const w = this.world;
    const q = locatePoint(w, cam.x, cam.y, this.hintQe);
    const f = w.mesh.qeFace[q];
    const s = f >= 0 ? w.faceSector[f] : -1;
    return (s >= 0 ? w.sectorFloorZ[s] : 0) + VIEW_HEIGHT;
  }

  /** Renders one frame into fb. `tics` (35 per second) drives animated textures and flats. */
  render(cam: Camera, tics = 0): void {
    const prof = this.profile;
    const t0 = prof ? performance.now() : 0;
    const w = this.world;
    const mesh = w.mesh;
    const st = this.stats;
    st.rays = 0; st.edges = 0; st.wallColumns = 0; st.spans = 0; st.planes = 0; st.spriteColumns = 0; st.maskedColumns = 0; st.portalsCrossed = 0;

    const W = this.width, H = this.height;
    const focal = (W / 2) / Math.tan(cam.fov / 2);
    this.focal = focal;
    this.hz = H / 2 + 0.5;
    fillTranslation(this.texTrans, w.textureAnims, tics);
    fillTranslation(this.flatTrans, w.flatAnims, tics);

    // Locate the camera.
    const q0 = locatePoint(w, cam.x, cam.y, this.hintQe);
    this.hintQe = q0;
    const face0 = mesh.qeFace[q0];
    const sec0 = face0 >= 0 ? w.faceSector[face0] : -1;
    const eyeZ = Number.isNaN(cam.z) ? (sec0 >= 0 ? w.sectorFloorZ[sec0] : 0) + VIEW_HEIGHT : cam.z;

    // Context 0: the camera itself.
    const fx = Math.cos(cam.angle), fy = Math.sin(cam.angle);
    this.ctxCount = 1;
    this.ctxCx[0] = cam.x; this.ctxCy[0] = cam.y;
    this.ctxFx[0] = fx; this.ctxFy[0] = fy;
    this.ctxRx[0] = fy; this.ctxRy[0] = -fx;
    this.ctxZ[0] = eyeZ; this.ctxParent[0] = -1; this.ctxSide[0] = -1;

    this.planeHash.fill(0);
    this.rowKey.fill(0);
    this.planeCount = 0;
    const x0 = this.columnStart, x1 = this.columnEnd;
    const startQe = face0 >= 0 ? q0 : -1;
    const queue = this.blockQueue;
    if (queue !== null) {
      if (this.columnMask === null || this.columnMask.length !== W) this.columnMask = new Uint8Array(W);
      const mask = this.columnMask, slot = this.blockSlot, width = Atomics.load(queue, slot + 3);
      const bc = width > 0 ? width : W;
      const blocks = ((x1 - x0 + bc - 1) / bc) | 0;
      mask.fill(0);
      // Two-ended: left threads take blocks going right, right threads going left, so two threads
      // draw neighbouring columns (sharing the framebuffer's cache lines) only where they meet.
      while (Atomics.add(queue, slot, 1) < blocks) {
        const b = this.blockFromRight ? blocks - 1 - Atomics.add(queue, slot + 2, 1) : Atomics.add(queue, slot + 1, 1);
        const b0 = x0 + Math.imul(b, bc);
        const b1 = b0 + bc < x1 ? b0 + bc : x1;
        for (let x = b0; x < b1; x++) { mask[x] = 1; this.castColumn(x, startQe); }
      }
    } else {
      const mask = this.columnMask;
      for (let x = x0; x < x1; x++) if (mask === null || mask[x]) this.castColumn(x, startQe);
    }
    const t1 = prof ? performance.now() : 0;
    // Flats: every plane's spans.
    for (let p = 0, n = this.planeCount; p < n; p++) this.makeSpans(p);
    st.planes = this.planeCount;
    const t2 = prof ? performance.now() : 0;
    this.drawSpritesAndMasked();
    if (prof) {
      const t3 = performance.now();
      st.msWalk = t1 - t0; st.msSpans = t2 - t1; st.msSprites = t3 - t2; st.msTotal = t3 - t0;
    }
  }

  /** Finds or creates the context seen through side `side` from context `parent`. */
  private childContext(parent: number, side: number): number {
    for (let c = parent + 1; c < this.ctxCount; c++) if (this.ctxParent[c] === parent && this.ctxSide[c] === side) return c;
    if (this.ctxCount >= MAX_CONTEXTS) return -1;
    const c = this.ctxCount++;
    const xf = this.world.sidePortalXf, o = side * 7;
    const m00 = xf[o], m01 = xf[o + 1], m10 = xf[o + 2], m11 = xf[o + 3], tx = xf[o + 4], ty = xf[o + 5];
    const px = this.ctxCx[parent], py = this.ctxCy[parent];
    this.ctxCx[c] = m00 * px + m01 * py + tx;
    this.ctxCy[c] = m10 * px + m11 * py + ty;
    const ffx = this.ctxFx[parent], ffy = this.ctxFy[parent], rrx = this.ctxRx[parent], rry = this.ctxRy[parent];
    this.ctxFx[c] = m00 * ffx + m01 * ffy; this.ctxFy[c] = m10 * ffx + m11 * ffy;
    this.ctxRx[c] = m00 * rrx + m01 * rry; this.ctxRy[c] = m10 * rrx + m11 * rry;
    this.ctxZ[c] = this.ctxZ[parent] + xf[o + 6];
    this.ctxParent[c] = parent;
    this.ctxSide[c] = side;
    return c;
  }

  /** Walks one column's ray through the mesh and draws walls, sky and flat span marks. */
  private castColumn(x: number, startQe: number): void {
    const w = this.world, mesh = w.mesh;
    const qx = this.qx, qy = this.qy, ln = this.ln;
    const vtx = mesh.vertex, vx = mesh.vx, qeFace = mesh.qeFace;
    const qeSide = w.qeSide, faceSector = w.faceSector;
    const sideFlags = w.sideFlags;
    const floorZ = w.sectorFloorZ, ceilZ = w.sectorCeilZ, ceilSky = w.sectorCeilSky, floorSky = w.sectorFloorSky;
    const fb = this.fb, W = this.width, H = this.height, hz = this.hz, focal = this.focal;
    const st = this.stats;
    const A = this.a;
    st.rays++;

    let ctx = 0;
    let cx = this.ctxCx[0], cy = this.ctxCy[0];
    const sxOff = (x - W / 2) / focal;
    let dx = this.ctxFx[0] + this.ctxRx[0] * sxOff;
    let dy = this.ctxFy[0] + this.ctxRy[0] * sxOff;
    let eyeZ = this.ctxZ[0];
    let yLo = 0, yHi = H | 0;
    let nClip = 0;
    const clipBase = x * CLIPS_PER_COLUMN;
    this.maskN[x] = 0;
    this.maskDrawn[x] = 0;
    this.endT[x] = Infinity;
    this.endCtx[x] = 0;
    this.a[3] = dx; this.a[4] = dy;
    this.skyU[x] = -1; // computed when the column first shows sky

    if (startQe < 0) {
      for (let y = 0; y < H; y++) fb[y * W + x] = BLACK;
      this.clipN[x] = 0;
      this.endT[x] = 0;
      return;
    }

    // Find the exit edge of the start face: origin right of the ray, destination left of it.
    let e = startQe;
    {
      let found = -1;
      for (let k = 0; k < 3; k++) {
        const a = vtx[e], b = vtx[e ^ 2];
        const sa = dx * (vx[a * 2 + 1] - cy) - dy * (vx[a * 2] - cx);
        const sb = dx * (vx[b * 2 + 1] - cy) - dy * (vx[b * 2] - cx);
        if (sa < 0 && sb >= 0) { found = e; break; }
        e = this.lnext(e);
      }
      if (found < 0) {
        // Degenerate (camera on a vertex or edge): take the edge the ray points at most.
        let best = -Infinity;
        for (let k = 0; k < 3; k++) {
          const a = vtx[e], b = vtx[e ^ 2];
          const ex = vx[b * 2] - vx[a * 2], ey = vx[b * 2 + 1] - vx[a * 2 + 1];
          const s = (dx * ey - dy * ex) / (Math.hypot(ex, ey) || 1);
          if (s > best) { best = s; found = e; }
          e = this.lnext(e);
        }
      }
      e = found;
    }

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
          if (ceilSky[sector]) { this.drawSky(x, yLo, ic); ceilFrom = ic; }
          yLo = ic;
        }
        if (iF < yHi) {
          if (floorSky[sector]) { this.drawSky(x, iF, yHi); floorTo = iF; }
          yHi = iF;
        }
      }
      if (yLo >= yHi) {
        if (sector >= 0) this.markPending(x, ceilFrom, yLo, yHi, floorTo, ((ctx * w.sectorCount + sector) << 1) + 1);
        ceilFrom = yLo; floorTo = yHi;
        this.endT[x] = t; this.endCtx[x] = ctx;
        break;
      }

      const flags = side >= 0 ? sideFlags[side] : 0;
      let u = 0;
      if (side >= 0) {
        // Where along the side the ray crosses it (0 at its origin, 1 at its end): the texture column.
        let s = den > 1e-12 ? ((ax - cx) * dy - (ay - cy) * dx) / den : 0.5;
        if (s < 0) s = 0; else if (s > 1) s = 1;
        u = w.sideUDest[side] + (1 - s) * w.sideLength[side];
      }

      // A portal: continue from the linked edge in the transformed context.
      if (flags & SideFlags.PORTAL && portals < MAX_PORTAL_DEPTH) {
        const nc = this.childContext(ctx, side);
        const target = w.sidePortalQe[side];
        if (nc >= 0 && target >= 0 && qeFace[target] >= 0) {
          if (sector >= 0) this.markPending(x, ceilFrom, yLo, yHi, floorTo, ((ctx * w.sectorCount + sector) << 1) + 1);
          ceilFrom = yLo; floorTo = yHi;
          portals++;
          st.portalsCrossed++;
          if (nClip < CLIPS_PER_COLUMN) {
            this.clipT[clipBase + nClip] = t; this.clipLo[clipBase + nClip] = yLo; this.clipHi[clipBase + nClip] = yHi;
            this.clipCtx[clipBase + nClip] = nc; nClip++; // the context after the crossing
          }
          const xf = w.sidePortalXf, o = side * 7;
          const m00 = xf[o], m01 = xf[o + 1], m10 = xf[o + 2], m11 = xf[o + 3];
          // Transform the ray: origin and direction; the parameter t stays the same along it.
          const ncx = m00 * cx + m01 * cy + xf[o + 4], ncy = m10 * cx + m11 * cy + xf[o + 5];
          const ndx = m00 * dx + m01 * dy, ndy = m10 * dx + m11 * dy;
          cx = ncx; cy = ncy; dx = ndx; dy = ndy;
          eyeZ += xf[o + 6];
          ctx = nc;
          this.a[3] = dx; this.a[4] = dy;
          this.skyU[x] = -1;
          // Enter the face behind the target edge: the target is the linked side's quarter edge,
          // whose left face is the destination sector; we arrive through it. When the mesh cut the
          // target line into pieces, take the piece the transformed hit point lies on.
          A[0] = cx + t * dx; A[1] = cy + t * dy;
          e = this.portalEntry(side, target);
          face = qeFace[e];
          sector = faceSector[face];
          tPrev = t;
          this.a[0] = cx; this.a[1] = cy; this.a[3] = dx; this.a[4] = dy;
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
        this.markPending(x, ceilFrom, yLo, yHi, floorTo, ((ctx * w.sectorCount + sector) << 1) + 1);
        const light = w.sectorLight[sector];
        let ll = (light >> 4) + w.sideLightDelta[side];
        if (ll < 0) ll = 0; else if (ll > 15) ll = 15;
        let si = (2560 / tt) | 0;
        if (si >= MAX_LIGHT_SCALE) si = MAX_LIGHT_SCALE - 1;
        const cmap = SCALE_LIGHT[ll * MAX_LIGHT_SCALE + si];
        const vStep = tt / focal;
        // v at row y: (zTop - eyeZ) + (y + 0.5 - hz) * vStep, where zTop is the texture's top z.
        if (!(flags & SideFlags.TWO_SIDED) || nextSector < 0) {
          // One-sided wall: the middle texture, pegged to the ceiling (or the floor when lower unpegged).
          const tex = w.sideMiddle[side];
          if (tex >= 0) {
            const th = w.textures[tex].height;
            const zTop = flags & SideFlags.LOWER_UNPEGGED ? floorZ[sector] + th : ceilZ[sector];
            A[0] = u; A[1] = zTop - eyeZ + w.sideYOff[side]; A[2] = vStep;
            this.drawWall(x, yLo, yHi, this.texTrans[tex], cmap);
          } else this.fillColumn(x, yLo, yHi, BLACK);
          yLo = yHi;
        } else {
          const fc = ceilZ[sector], ff = floorZ[sector], bc = ceilZ[nextSector], bf = floorZ[nextSector];
          // Upper part: the next sector's ceiling is lower.
          if (bc < fc) {
            const yu = hz - (bc - eyeZ) * scale;
            let iu = Math.ceil(yu < -1 ? -1 : yu > H + 1 ? H + 1 : yu - 0.5) | 0;
            if (iu > yHi) iu = yHi;
            if (iu > yLo) {
              if (ceilSky[sector] && ceilSky[nextSector]) this.drawSky(x, yLo, iu);
              else {
                const tex = w.sideUpper[side];
                if (tex >= 0) {
                  const th = w.textures[tex].height;
                  const zTop = flags & SideFlags.UPPER_UNPEGGED ? fc : bc + th;
                  A[0] = u; A[1] = zTop - eyeZ + w.sideYOff[side]; A[2] = vStep;
                  this.drawWall(x, yLo, iu, this.texTrans[tex], cmap);
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
                const zTop = flags & SideFlags.LOWER_UNPEGGED ? fc : bf;
                A[0] = u; A[1] = zTop - eyeZ + w.sideYOff[side]; A[2] = vStep;
                this.drawWall(x, il, yHi, this.texTrans[tex], cmap);
              } else this.markFlatOrSky(x, il, yHi, ctx, sector, false);
              yHi = il;
            }
          }
          // A masked middle texture (grate, window): drawn later, far to near.
          const mid = w.sideMiddle[side];
          if (mid >= 0 && yLo < yHi && this.maskN[x] < MASKED_PER_COLUMN) {
            const k = x * MASKED_PER_COLUMN + this.maskN[x]++;
            const tex = this.texTrans[mid];
            const th = w.textures[tex].height;
            const zTop = flags & SideFlags.LOWER_UNPEGGED ? (ff > bf ? ff : bf) + th : fc < bc ? fc : bc;
            this.maskT[k] = t; this.maskLo[k] = yLo; this.maskHi[k] = yHi; this.maskTex[k] = tex;
            const tw = w.textures[tex].width;
            let ui = Math.floor(u) % tw; if (ui < 0) ui += tw;
            this.maskU[k] = ui;
            this.maskV0[k] = zTop - eyeZ + w.sideYOff[side];
            this.maskMap[k] = cmap;
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
        if (sector >= 0) this.markPending(x, ceilFrom, yLo, yHi, floorTo, ((ctx * w.sectorCount + sector) << 1) + 1);
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
    if (sector >= 0) this.markPending(x, ceilFrom, yLo, yHi, floorTo, ((ctx * w.sectorCount + sector) << 1) + 1);
    if (yLo < yHi) this.fillColumn(x, yLo, yHi, BLACK);
    if (this.endT[x] === Infinity) { this.endT[x] = tPrev; this.endCtx[x] = ctx; }
    this.clipN[x] = nClip;
  }

  private lnext(q: number): number {
    const n = this.world.mesh.next[(q & ~3) | ((q + 3) & 3)];
    return (n & ~3) | ((n + 1) & 3);
  }

  /** The target piece of portal side `side` nearest the point (a[0], a[1]); `first` when there is one piece. */
  private portalEntry(side: number, first: number): number {
    const w = this.world, p0 = w.portalPieceStart[side], p1 = w.portalPieceStart[side + 1];
    if (p1 - p0 <= 1) return first;
    const vtx = w.mesh.vertex, vx = w.mesh.vx;
    const px = this.a[0], py = this.a[1];
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

  /** Given the edge a ray entered a face through, the edge it leaves by (tests all three: after a portal jump). */
  private exitFrom(entry: number): number {
    const mesh = this.world.mesh, vtx = mesh.vertex, vx = mesh.vx;
    const cx = this.a[0], cy = this.a[1], dx = this.a[3], dy = this.a[4];
    const e1 = this.lnext(entry);
    const v = vtx[e1 ^ 2];
    const sv = dx * (vx[v * 2 + 1] - cy) - dy * (vx[v * 2] - cx);
    return sv < 0 ? this.lnext(e1) : e1;
  }

  private fillColumn(x: number, y0: number, y1: number, color: number): void {
    const fb = this.fb, W = this.width;
    for (let y = y0, i = y0 * W + x; y < y1; y++, i += W) fb[i] = color;
  }

  /** A textured wall column: rows [y0, y1), texture column u = a[0], v at row y = a[1] + (y + 0.5 - hz) * a[2]. */
  private drawWall(x: number, y0: number, y1: number, tex: number, cmap: number): void {
    const u = this.a[0], v0 = this.a[1], vStep = this.a[2];
    const t = this.world.textures[tex];
    const th = t.height, tw = t.width;
    // Integer wrap of the texture column (power-of-two widths by a mask: no division).
    const fu = Math.floor(u) | 0;
    let ui = (tw & (tw - 1)) === 0 ? fu & (tw - 1) : fu % tw;
    if (ui < 0) ui += tw;
    const pixels = t.pixels, base = ui * th;
    const lit = this.world.lit, lb = cmap << 8;
    const fb = this.fb, W = this.width;
    let v = v0 + (y0 + 0.5 - this.hz) * vStep + V_BIAS;
    // Wrapped into [0, th) in doubles (a v of -1e-15 rounds to th, so row 0, not th - 1); the
    // division only when it is out of range.
    if (v < 0 || v >= th) {
      v = v % th;
      if (v < 0) v += th;
    }
    this.stats.wallColumns++;
    if ((th & (th - 1)) === 0) {
      // Power-of-two height: fixed-point v with a mask. Unrolled by four: V8 re-checks each typed
      // array (map, length, data pointer) once per loop iteration, so four texels share one check.
      const mask = th - 1;
      let vf = Math.floor(v * 65536) | 0;
      const sf = Math.floor(vStep * 65536) | 0;
      let i = (y0 * W + x) | 0;
      const end = (y1 * W + x) | 0, end4 = (end - 3 * W) | 0;
      const W2 = (W * 2) | 0, W3 = (W * 3) | 0, W4 = (W * 4) | 0;
      while (i < end4) {
        fb[i] = lit[lb | pixels[(base + ((vf >> 16) & mask)) | 0]];
        vf = (vf + sf) | 0;
        fb[(i + W) | 0] = lit[lb | pixels[(base + ((vf >> 16) & mask)) | 0]];
        vf = (vf + sf) | 0;
        fb[(i + W2) | 0] = lit[lb | pixels[(base + ((vf >> 16) & mask)) | 0]];
        vf = (vf + sf) | 0;
        fb[(i + W3) | 0] = lit[lb | pixels[(base + ((vf >> 16) & mask)) | 0]];
        vf = (vf + sf) | 0;
        i = (i + W4) | 0;
      }
      for (; i < end; i = (i + W) | 0) {
        fb[i] = lit[lb | pixels[(base + ((vf >> 16) & mask)) | 0]];
        vf = (vf + sf) | 0;
      }
    } else {
      for (let y = y0, i = y0 * W + x; y < y1; y++, i += W) {
        fb[i] = lit[lb | pixels[base + (v | 0)]];
        v += vStep;
        while (v >= th) v -= th;
      }
    }
  }

  /** The sky texture column for the ray direction (a[3], a[4]) (DOOM: 256 texels per 90°, by angle). */
  private skyColumn(): number {
    const dx = this.a[3], dy = this.a[4];
    const sky = this.world.skyTexture;
    if (sky < 0) return 0;
    const tw = this.world.textures[sky].width;
    let a = Math.atan2(dy, dx);
    if (a < 0) a += Math.PI * 2;
    let u = Math.floor((a / (Math.PI * 2)) * 1024) % tw;
    if (u < 0) u += tw;
    return u;
  }

  private drawSky(x: number, y0: number, y1: number): void {
    const w = this.world;
    const sky = w.skyTexture;
    if (sky < 0) { this.fillColumn(x, y0, y1, BLACK); return; }
    const t = w.textures[this.texTrans[sky]];
    if (this.skyU[x] < 0) this.skyU[x] = this.skyColumn(); // a[3], a[4]: the ray's direction
    const th = t.height, base = this.skyU[x] * th;
    const pixels = t.pixels, lit = w.lit, fb = this.fb, W = this.width;
    // DOOM: texturemid 100, one texel per pixel at 320 wide (focal length = half the width).
    const step = 160 / this.focal;
    let v = 100 + (y0 + 0.5 - this.hz) * step;
    for (let y = y0, i = y0 * W + x; y < y1; y++, i += W) {
      let vi = Math.floor(v) % th;
      if (vi < 0) vi += th;
      fb[i] = lit[pixels[base + vi]];
      v += step;
    }
  }

  /** A missing upper/lower texture shows the sector's own plane, as DOOM's renderer leaves it. */
  private markFlatOrSky(x: number, y0: number, y1: number, ctx: number, sector: number, ceiling: boolean): void {
    const w = this.world;
    if (ceiling ? w.sectorCeilSky[sector] : w.sectorFloorSky[sector]) this.drawSky(x, y0, y1);
    else this.markFlat(x, y0, y1, ((ctx * w.sectorCount + sector) << 1) + (ceiling ? 1 : 2));
  }

  /** Marks the pending ceiling rows [c0, c1) (plane key1) and floor rows [f0, f1) (plane key1 + 1). */
  private markPending(x: number, c0: number, c1: number, f0: number, f1: number, key1: number): void {
    if (c1 > c0) this.markFlat(x, c0, c1, key1);
    if (f1 > f0) this.markFlat(x, f0, f1, key1 + 1);
  }

  /** Marks rows [y0, y1) of column x as the plane `key`. A key can own several visplanes (a sector
   *  seen twice in one column); the rows go to the one that continues them best: the plane already
   *  holding the adjacent rows of this column (the next face of the same sector), else a free plane
   *  whose previous column overlaps them (so spans stay long), else any free one, else a new plane. */
  private markFlat(x: number, y0: number, y1: number, key: number): void {
    const hash = this.planeHash, planeKey = this.planeKey, top = this.planeTop, bot = this.planeBot;
    const W = this.width, hmask = (1 << PLANE_HASH_BITS) - 1;
    let h = Math.imul(key, 0x9e3779b1) >>> (32 - PLANE_HASH_BITS);
    let head = -1;
    for (;;) {
      const e = hash[h];
      if (e === 0) break;
      if (planeKey[e - 1] === key) { head = e - 1; break; }
      h = (h + 1) & hmask;
    }
    let free = -1;
    for (let p = head; p >= 0; p = this.planeNext[p]) {
      const k = p * W + x;
      const t = top[k];
      if (t !== EMPTY_TOP) {
        if (y0 === bot[k] + 1) { bot[k] = y1 - 1; return; }
        if (y1 === t) { top[k] = y0; return; }
        continue;
      }
      if (free < 0) free = p;
      // The plane's rows in the previous column overlap these: the same floor going on.
      if (x > this.planeMinX[p] && x <= this.planeMaxX[p] + 1 && top[k - 1] !== EMPTY_TOP && top[k - 1] < y1 && bot[k - 1] >= y0) {
        free = p;
        break;
      }
    }
    if (free >= 0) {
      const k = free * W + x;
      top[k] = y0; bot[k] = y1 - 1;
      if (x > this.planeMaxX[free]) this.planeMaxX[free] = x;
      else if (x < this.planeMinX[free]) this.planeMinX[free] = x;
      return;
    }
    if (this.planeCount >= this.planeLimit || this.planeCount >= MAX_PLANES) {
      // Out of planes: draw this column's rows as one-pixel spans (same texels: spans are anchored per row).
      for (let y = y0; y < y1; y++) this.drawSpan(y, x, x, key);
      return;
    }
    const np = this.planeCount++;
    planeKey[np] = key;
    this.planeNext[np] = head;
    const base = np * W;
    top.fill(EMPTY_TOP, base, base + W);
    top[base + x] = y0; bot[base + x] = y1 - 1;
    this.planeMinX[np] = x; this.planeMaxX[np] = x;
    hash[h] = np + 1; // the key's slot (now headed by this plane) or the empty slot the probe stopped at
  }

  /** Draws plane p's spans: a row's span opens where the plane starts covering it, going left to
   *  right, and is drawn where it stops (DOOM's R_MakeSpans). */
  private makeSpans(p: number): void {
    const top = this.planeTop, bot = this.planeBot, start = this.spanStart, key = this.planeKey[p];
    const base = p * this.width, x0 = this.planeMinX[p], x1 = this.planeMaxX[p];
    let t1 = EMPTY_TOP, b1 = -1;
    for (let x = x0; x <= x1 + 1; x++) {
      let t2 = EMPTY_TOP, b2 = -1;
      if (x <= x1) { t2 = top[base + x]; b2 = t2 === EMPTY_TOP ? -1 : bot[base + x]; }
      const nt = t2, nb = b2;
      while (t1 < t2 && t1 <= b1) { this.drawSpan(t1, start[t1], x - 1, key); t1++; }
      while (b1 > b2 && b1 >= t1) { this.drawSpan(b1, start[b1], x - 1, key); b1--; }
      while (t2 < t1 && t2 <= b2) { start[t2] = x; t2++; }
      while (b2 > b1 && b2 >= t2) { start[b2] = x; b2--; }
      t1 = nt; b1 = nb;
    }
  }

  /** Renders row y from x0 to x1 (inclusive) of plane `key`: texel from world coordinates (64×64,
   *  world-aligned), light by distance. */
  private drawSpan(y: number, x0: number, x1: number, key1: number): void {
    const key = key1 - 1;
    const w = this.world;
    const isFloor = key & 1;
    const rest = key >> 1;
    const ns = w.sectorCount;
    const sector = rest % ns;
    const ctx = (rest / ns) | 0;
    const flatId = isFloor ? w.sectorFloorFlat[sector] : w.sectorCeilFlat[sector];
    const fb = this.fb, W = this.width;
    this.stats.spans++;
    const lit = w.lit;
    const row = y * W;
    if (this.rowKey[y] === key1 && flatId >= 0) {
      // The same plane on this row again (a span broken by a wall, or at another thread's block):
      // its light and texel steps are already known.
      this.spanRow(fb, row + x0, row + x1 + 1, lit, w.flats[this.flatTrans[flatId]].pixels, this.rowLb[y],
        (this.rowU0[y] + Math.imul(x0, this.rowDu[y])) | 0, (this.rowV0[y] + Math.imul(x0, this.rowDv[y])) | 0, this.rowDu[y], this.rowDv[y]);
      return;
    }
    const planeZ = isFloor ? w.sectorFloorZ[sector] : w.sectorCeilZ[sector];
    const eyeZ = this.ctxZ[ctx];
    const dyRow = this.hz - (y + 1);
    let depth = dyRow !== 0 ? ((planeZ - eyeZ) * this.focal) / dyRow : 1e9;
    if (!(depth > 0)) depth = 1e9; // a plane seen from its back side (eye out of bounds)
    let l = w.sectorLight[sector] >> 4;
    if (l < 0) l = 0; else if (l > 15) l = 15;
    let dj = (depth / 16) | 0;
    if (dj >= MAX_LIGHT_Z) dj = MAX_LIGHT_Z - 1;
    const lb = Z_LIGHT[l * MAX_LIGHT_Z + dj] << 8;
    if (flatId < 0) {
      const c = lit[lb];
      for (let x = x0; x <= x1; x++) fb[row + x] = c;
      return;
    }
    const pixels = w.flats[this.flatTrans[flatId]].pixels;
    // World position at column x: c + depth * (F + R * ((x + 0.5 - W/2) / focal)).
    const fx = this.ctxFx[ctx], fy = this.ctxFy[ctx], rx = this.ctxRx[ctx], ry = this.ctxRy[ctx];
    // The fixed-point coordinates are anchored at column 0 of the row, so a span split anywhere (the
    // parallel renderer's bands) gives the same texels bit for bit.
    const k = (-W / 2) / this.focal;
    const px = this.ctxCx[ctx] + depth * (fx + rx * k);
    const py = this.ctxCy[ctx] + depth * (fy + ry * k);
    const sx = (depth * rx) / this.focal, sy = (depth * ry) / this.focal;
    // 16.16 fixed point; only the low bits matter (64-unit tiles), so wrap-around is harmless.
    const M = 64 * 65536;
    const du = Math.floor((sx % 64) * 65536) % M | 0;
    const dv = Math.floor((-sy % 64) * 65536) % M | 0;
    const u0 = Math.floor((px % 64) * 65536) | 0;
    const v0 = Math.floor((-py % 64) * 65536) | 0;
    this.rowKey[y] = key1; this.rowLb[y] = lb; this.rowU0[y] = u0; this.rowV0[y] = v0; this.rowDu[y] = du; this.rowDv[y] = dv;
    this.spanRow(fb, row + x0, row + x1 + 1, lit, pixels, lb, (u0 + Math.imul(x0, du)) | 0, (v0 + Math.imul(x0, dv)) | 0, du, dv);
  }

  /** The texels of one span: fb[i0..i1), 16.16 texel coordinates u, v stepping du, dv. */
  private spanRow(fb: Uint32Array, i0: number, i1: number, lit: Uint32Array, pixels: Uint8Array, lb: number, u: number, v: number, du: number, dv: number): void {
    // Unrolled by four (see drawWall).
    let i = i0 | 0;
    const end = i1 | 0, end4 = (end - 3) | 0;
    while (i < end4) {
      fb[i] = lit[lb | pixels[((v >> 10) & 4032) | ((u >> 16) & 63)]];
      u = (u + du) | 0; v = (v + dv) | 0;
      fb[(i + 1) | 0] = lit[lb | pixels[((v >> 10) & 4032) | ((u >> 16) & 63)]];
      u = (u + du) | 0; v = (v + dv) | 0;
      fb[(i + 2) | 0] = lit[lb | pixels[((v >> 10) & 4032) | ((u >> 16) & 63)]];
      u = (u + du) | 0; v = (v + dv) | 0;
      fb[(i + 3) | 0] = lit[lb | pixels[((v >> 10) & 4032) | ((u >> 16) & 63)]];
      u = (u + du) | 0; v = (v + dv) | 0;
      i = (i + 4) | 0;
    }
    for (; i < end; i = (i + 1) | 0) {
      fb[i] = lit[lb | pixels[((v >> 10) & 4032) | ((u >> 16) & 63)]];
      u = (u + du) | 0; v = (v + dv) | 0;
    }
  }

  /** Sprites (far to near) and masked middle textures, clipped per column by the recorded windows.
   *  Things are projected once per view context, so a thing seen through a portal is drawn in the
   *  transformed space, and only in the columns whose ray is in that context at the thing's depth. */
  private drawSpritesAndMasked(): void {
    const w = this.world;
    const W = this.width;
    const focal = this.focal, hz = this.hz;
    const ctxs = this.ctxCount < MAX_SPRITE_CONTEXTS ? this.ctxCount : MAX_SPRITE_CONTEXTS;
    let nv = 0;
    for (let c = 0; c < ctxs; c++) {
      const cx = this.ctxCx[c], cy = this.ctxCy[c], fx = this.ctxFx[c], fy = this.ctxFy[c], rx = this.ctxRx[c], ry = this.ctxRy[c];
      const k2 = fx * fx + fy * fy; // the squared scale of the context (1 without scaled portals)
      for (let i = 0; i < w.thingCount && nv < MAX_VIS_SPRITES; i++) {
        const face = w.thingFace[i];
        if (face < 0 || w.faceSector[face] < 0) continue;
        const ddx = w.thingX[i] - cx, ddy = w.thingY[i] - cy;
        const depth = (ddx * fx + ddy * fy) / k2;
        if (depth < 4) continue;
        const lat = (ddx * rx + ddy * ry) / k2;
        if (Math.abs(lat) > depth * (W / 2 / focal) + 128) continue;
        this.visThing[nv] = i;
        this.visCtx[nv] = c;
        this.visDepth[nv] = depth;
        this.visOrder[nv] = nv;
        nv++;
      }
    }
    // Insertion sort far to near (few sprites; stable and allocation-free).
    const order = this.visOrder, vd = this.visDepth;
    for (let i = 1; i < nv; i++) {
      const o = order[i];
      let j = i - 1;
      while (j >= 0 && vd[order[j]] < vd[o]) { order[j + 1] = order[j]; j--; }
      order[j + 1] = o;
    }
    for (let n = 0; n < nv; n++) {
      const vi = order[n];
      const i = this.visThing[vi], c = this.visCtx[vi];
      const depth = vd[vi];
      const cx = this.ctxCx[c], cy = this.ctxCy[c], fx = this.ctxFx[c], fy = this.ctxFy[c], rx = this.ctxRx[c], ry = this.ctxRy[c];
      const k2 = fx * fx + fy * fy, k = Math.sqrt(k2);
      const ddx = w.thingX[i] - cx, ddy = w.thingY[i] - cy;
      const lat = (ddx * rx + ddy * ry) / k2;
      // Rotation: the angle from the viewer to the thing, relative to the thing's facing.
      let ang = Math.atan2(-ddy, -ddx) - w.thingAngle[i] + Math.PI / 8;
      ang = ang - Math.floor(ang / (Math.PI * 2)) * Math.PI * 2;
      const rotIdx = Math.floor(ang / (Math.PI / 4)) & 7;
      const pic = w.thingRotPic[i * 8 + rotIdx];
      if (pic < 0) continue;
      const flip = w.thingRotFlip[i * 8 + rotIdx];
      const spr = w.sprites[pic];
      const scale = focal / depth;
      const xScale = scale / k;
      const xc = W / 2 + lat * scale;
      const xl = xc - spr.leftOffset * xScale;
      const xr = xl + spr.width * xScale;
      const sxl = Math.floor(xl);
      let sx0 = sxl, sx1 = Math.floor(xr);
      if (sx0 < this.columnStart) sx0 = this.columnStart;
      if (sx1 > this.columnEnd) sx1 = this.columnEnd;
      if (sx0 >= sx1) continue;
      sx0 |= 0; sx1 |= 0;
      const sector = w.faceSector[w.thingFace[i]];
      const topZ = w.thingZ[i] + spr.topOffset;
      const yTop = hz - (topZ - this.ctxZ[c]) * scale;
      let cmap = 0;
      if (!w.thingBright[i]) {
        let ll = w.sectorLight[sector] >> 4;
        if (ll > 15) ll = 15;
        let si = (2560 / depth) | 0;
        if (si >= MAX_LIGHT_SCALE) si = MAX_LIGHT_SCALE - 1;
        cmap = SCALE_LIGHT[ll * MAX_LIGHT_SCALE + si];
      }
      const inv = depth / focal;
      const mask = this.columnMask;
      for (let x = sx0; x < sx1; x++) {
        if (mask !== null && !mask[x]) continue;
        // Masked textures farther than this sprite go first, in this column.
        this.a[7] = depth;
        this.drawMaskedBeyond(x);
        if (this.endT[x] <= depth) continue;
        // The window at the sprite's depth: after the last crossing nearer than it; the ray must be
        // in the sprite's view context there.
        let lo = 0, hi = this.height, at = 0;
        const nClip = this.clipN[x], base = x * CLIPS_PER_COLUMN;
        for (let e = 0; e < nClip; e++) {
          if (this.clipT[base + e] >= depth) break;
          lo = this.clipLo[base + e]; hi = this.clipHi[base + e]; at = this.clipCtx[base + e];
        }
        if (at !== c) continue;
        let col = Math.floor((x - sxl) * inv * k);
        if (col < 0) col = 0; else if (col >= spr.width) col = spr.width - 1;
        if (flip) col = spr.width - 1 - col;
        this.a[5] = (lo + 0.5 - yTop) * inv; this.a[6] = inv;
        this.drawMaskedColumn(x, lo, hi, spr.pixels, spr.mask, col * spr.height, spr.height, cmap);
        this.stats.spriteColumns++;
      }
    }
    // The rest of the masked textures.
    this.a[7] = 0;
    const mask = this.columnMask;
    for (let x = this.columnStart; x < this.columnEnd; x++) if (mask === null || mask[x]) this.drawMaskedBeyond(x);
  }

  /** Draws column x's masked middle textures farther than a[7] (far to near) that are not drawn yet. */
  private drawMaskedBeyond(x: number): void {
    const depth = this.a[7];
    const n = this.maskN[x];
    while (this.maskDrawn[x] < n) {
      const k = x * MASKED_PER_COLUMN + (n - 1 - this.maskDrawn[x]);
      const t = this.maskT[k];
      if (t <= depth) return;
      this.maskDrawn[x]++;
      const tex = this.world.textures[this.maskTex[k]];
      const vStep = (t > 0.001 ? t : 0.001) / this.focal;
      const lo = this.maskLo[k];
      const v0 = this.maskV0[k] + (lo + 0.5 - this.hz) * vStep + V_BIAS;
      this.a[5] = v0; this.a[6] = vStep;
      this.drawMaskedColumn(x, lo, this.maskHi[k], tex.pixels, tex.mask, this.maskU[k] * tex.height, tex.height, this.maskMap[k]);
      this.stats.maskedColumns++;
    }
  }

  /** A column of a masked picture: rows [y0, y1), v at y0 is a[5] stepping a[6], drawn where 0 <= v < height and opaque. */
  private drawMaskedColumn(x: number, y0: number, y1: number, pixels: Uint8Array, mask: Uint8Array, base: number, th: number, cmap: number): void {
    const fb = this.fb, W = this.width, lit = this.world.lit, lb = cmap << 8;
    const vStep = this.a[6];
    let v = this.a[5];
    let y = y0;
    if (v < 0 && vStep > 0) {
      const skip = Math.ceil(-v / vStep);
      y += skip;
      v += skip * vStep;
    }
    for (let i = y * W + x; y < y1; y++, i += W) {
      const vi = Math.floor(v);
      if (vi >= th) break;
      if (vi >= 0 && mask[base + vi]) fb[i] = lit[lb | pixels[base + vi]];
      v += vStep;
    }
  }
}
