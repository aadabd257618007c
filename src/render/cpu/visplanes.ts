// Visplanes (DOOM's r_plane): the walk marks, per plane key (view context, sector, floor or ceiling),
// the rows each column shows of that plane, [top, bottom] inclusive; at the end of the frame the rows
// are made into horizontal spans by comparing neighbouring columns (R_MakeSpans), so marking costs
// O(1) per column, not per pixel. Span texels come from world coordinates (64×64 flats,
// world-aligned) and light from distance (DOOM's zlight).
import type { World } from '../../world/world.js';
import { MAX_LIGHT_Z, Z_LIGHT } from '../light.js';
import type { Drawer } from './draw-loops.js';
import { SAMPLE_NUDGE } from '../sampling.js';
import type { ViewContexts } from './view-contexts.js';

/** Visplanes per frame (a plane's rows per column); past this, flats are drawn a column at a time. */
export const MAX_PLANES = 512;
const PLANE_HASH_BITS = 10; // 1024 slots ≥ 2 × MAX_PLANES: the probe always finds a hole
/** An empty visplane column: top above bottom. */
const EMPTY_TOP = 0x7fff;

/** A plane's key plus one (so that 0 can mean "none"): ((ctx × sectorCount + sector) << 1) + 1 for
 *  the sector's ceiling seen in view context ctx, + 2 (floor = 1) for its floor. drawSpan unpacks it. */
export function planeKey(ctx: number, sector: number, sectorCount: number, floor: number): number {
  return ((ctx * sectorCount + sector) << 1) + 1 + floor;
}

export class Visplanes {
  readonly world: World;
  private readonly d: Drawer;
  private readonly v: ViewContexts;
  private readonly width: number;
  /** Visplanes a frame may use (at most MAX_PLANES); past it, flats are drawn a column at a time. */
  limit = MAX_PLANES;
  count = 0;
  private readonly keys = new Int32Array(MAX_PLANES);
  private readonly minX = new Int32Array(MAX_PLANES);
  private readonly maxX = new Int32Array(MAX_PLANES);
  /** The key's next (older) plane, -1 at the end. */
  private readonly next = new Int32Array(MAX_PLANES);
  private readonly top: Int16Array;
  private readonly bot: Int16Array;
  /** Open addressing: key → latest plane index + 1 (0 = empty slot). */
  private readonly hash = new Int32Array(1 << PLANE_HASH_BITS);
  /** Where each row's open span started, while a plane's spans are made. */
  private readonly spanStart: Int32Array;
  /** Per row, the plane key (+1) whose light and texel steps were last computed there this frame. */
  private readonly rowKey: Int32Array;
  private readonly rowLb: Int32Array;
  private readonly rowU0: Int32Array;
  private readonly rowV0: Int32Array;
  private readonly rowDu: Int32Array;
  private readonly rowDv: Int32Array;

  constructor(d: Drawer, v: ViewContexts) {
    this.world = d.world;
    this.d = d;
    this.v = v;
    const width = d.width, height = d.height;
    this.width = width;
    this.top = new Int16Array(MAX_PLANES * width);
    this.bot = new Int16Array(MAX_PLANES * width);
    this.spanStart = new Int32Array(height);
    this.rowKey = new Int32Array(height);
    this.rowLb = new Int32Array(height);
    this.rowU0 = new Int32Array(height);
    this.rowV0 = new Int32Array(height);
    this.rowDu = new Int32Array(height);
    this.rowDv = new Int32Array(height);
  }

  /** Forgets the previous frame's planes. */
  reset(): void {
    this.hash.fill(0);
    this.rowKey.fill(0);
    this.count = 0;
  }

  /** Marks the pending ceiling rows [c0, c1) (plane key1) and floor rows [f0, f1) (plane key1 + 1). */
  markPending(x: number, c0: number, c1: number, f0: number, f1: number, key1: number): void {
    if (c1 > c0) this.mark(x, c0, c1, key1);
    if (f1 > f0) this.mark(x, f0, f1, key1 + 1);
  }

  /** Marks rows [y0, y1) of column x as the plane `key`. A key can own several visplanes (a sector
   *  seen twice in one column); the rows go to the one that continues them best: the plane already
   *  holding the adjacent rows of this column (the next face of the same sector), else a free plane
   *  whose previous column overlaps them (so spans stay long), else any free one, else a new plane. */
  mark(x: number, y0: number, y1: number, key: number): void {
    const hash = this.hash, keys = this.keys, top = this.top, bot = this.bot;
    const W = this.width, hmask = (1 << PLANE_HASH_BITS) - 1;
    let h = Math.imul(key, 0x9e3779b1) >>> (32 - PLANE_HASH_BITS);
    let head = -1;
    for (;;) {
      const e = hash[h];
      if (e === 0) break;
      if (keys[e - 1] === key) { head = e - 1; break; }
      h = (h + 1) & hmask;
    }
    let free = -1;
    for (let p = head; p >= 0; p = this.next[p]) {
      const k = p * W + x;
      const t = top[k];
      if (t !== EMPTY_TOP) {
        if (y0 === bot[k] + 1) { bot[k] = y1 - 1; return; }
        if (y1 === t) { top[k] = y0; return; }
        continue;
      }
      if (free < 0) free = p;
      // The plane's rows in the previous column overlap these: the same floor going on.
      if (x > this.minX[p] && x <= this.maxX[p] + 1 && top[k - 1] !== EMPTY_TOP && top[k - 1] < y1 && bot[k - 1] >= y0) {
        free = p;
        break;
      }
    }
    if (free >= 0) {
      const k = free * W + x;
      top[k] = y0; bot[k] = y1 - 1;
      if (x > this.maxX[free]) this.maxX[free] = x;
      else if (x < this.minX[free]) this.minX[free] = x;
      return;
    }
    if (this.count >= this.limit || this.count >= MAX_PLANES) {
      // Out of planes: draw this column's rows as one-pixel spans (same texels: spans are anchored per row).
      for (let y = y0; y < y1; y++) this.drawSpan(y, x, x, key);
      return;
    }
    const np = this.count++;
    keys[np] = key;
    this.next[np] = head;
    const base = np * W;
    top.fill(EMPTY_TOP, base, base + W);
    top[base + x] = y0; bot[base + x] = y1 - 1;
    this.minX[np] = x; this.maxX[np] = x;
    hash[h] = np + 1; // the key's slot (now headed by this plane) or the empty slot the probe stopped at
  }

  /** Draws every plane's spans (the end of the walk). */
  makeAllSpans(): void {
    for (let p = 0, n = this.count; p < n; p++) this.makeSpans(p);
  }

  /** Draws plane p's spans: a row's span opens where the plane starts covering it, going left to
   *  right, and is drawn where it stops (DOOM's R_MakeSpans). */
  private makeSpans(p: number): void {
    const top = this.top, bot = this.bot, start = this.spanStart, key = this.keys[p];
    const base = p * this.width, x0 = this.minX[p], x1 = this.maxX[p];
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

  /** Renders row y from x0 to x1 (inclusive) of plane `key1` (see planeKey): texel from world
   *  coordinates (64×64, world-aligned), light by distance. */
  private drawSpan(y: number, x0: number, x1: number, key1: number): void {
    const key = key1 - 1;
    const w = this.world, d = this.d, v = this.v;
    const isFloor = key & 1;
    const rest = key >> 1;
    const ns = w.sectorCount;
    const sector = rest % ns;
    const ctx = (rest / ns) | 0;
    const sv = d.sv;
    const flatId = isFloor ? sv.floorFlat[sector] : sv.ceilFlat[sector];
    const fb = d.fb, W = this.width;
    d.stats.spans++;
    const lit = d.lit;
    const row = y * W;
    if (this.rowKey[y] === key1 && flatId >= 0) {
      // The same plane on this row again (a span broken by a wall, or at another thread's block):
      // its light and texel steps are already known.
      d.spanRow(fb, row + x0, row + x1 + 1, lit, w.flats[d.flatTrans[flatId]].pixels, this.rowLb[y],
        (this.rowU0[y] + Math.imul(x0, this.rowDu[y])) | 0, (this.rowV0[y] + Math.imul(x0, this.rowDv[y])) | 0, this.rowDu[y], this.rowDv[y]);
      return;
    }
    const focal = d.focal;
    const planeZ = isFloor ? sv.floorZ[sector] : sv.ceilZ[sector];
    const eyeZ = v.z[ctx];
    const dyRow = d.height / 2 - (y + 0.5); // the row's centre, as DOOM's flats
    let depth = dyRow !== 0 ? ((planeZ - eyeZ) * focal) / dyRow : 1e9;
    if (!(depth > 0)) depth = 1e9; // a plane seen from its back side (eye out of bounds)
    // DOOM's R_DrawPlanes: the sector's light level plus the gun flash's extralight, unless a fixed
    // colormap (invulnerability, light amplification) lights everything.
    // Boom's light transfers (213, 261) light a plane from another sector.
    let l = (w.sectorLight[isFloor ? sv.floorLightFrom[sector] : sv.ceilLightFrom[sector]] >> 4) + d.extraLight;
    if (l < 0) l = 0; else if (l > 15) l = 15;
    let dj = (depth / 16) | 0;
    if (dj >= MAX_LIGHT_Z) dj = MAX_LIGHT_Z - 1;
    const lb = (d.fixedCmap !== 0 ? d.fixedCmap : Z_LIGHT[l * MAX_LIGHT_Z + dj]) << 8;
    if (flatId < 0) {
      const c = lit[lb];
      for (let x = x0; x <= x1; x++) fb[row + x] = c;
      return;
    }
    const pixels = w.flats[d.flatTrans[flatId]].pixels;
    // World position at column x: c + depth * (F + R * ((x + SAMPLE_NUDGE - W/2) / focal)) (the column's
    // left edge, see ../sampling.ts).
    const fx = v.fx[ctx], fy = v.fy[ctx], rx = v.rx[ctx], ry = v.ry[ctx];
    // The fixed-point coordinates are anchored at column 0 of the row, so a span split anywhere (the
    // parallel renderer's blocks) gives the same texels bit for bit.
    const k = (SAMPLE_NUDGE - W / 2) / focal;
    const px = v.cx[ctx] + depth * (fx + rx * k);
    const py = v.cy[ctx] + depth * (fy + ry * k);
    const sx = (depth * rx) / focal, sy = (depth * ry) / focal;
    // 16.16 fixed point; only the low bits matter (64-unit tiles), so wrap-around is harmless.
    const M = 64 * 65536;
    const du = Math.floor((sx % 64) * 65536) % M | 0;
    const dv = Math.floor((-sy % 64) * 65536) % M | 0;
    // Boom's flat offsets (scrolling flats) move the texture: u = x + xoff, v = -y + yoff.
    const xo = isFloor ? sv.floorXOff[sector] : sv.ceilXOff[sector];
    const yo = isFloor ? sv.floorYOff[sector] : sv.ceilYOff[sector];
    const u0 = Math.floor(((px + xo) % 64) * 65536) | 0;
    const v0 = Math.floor(((yo - py) % 64) * 65536) | 0;
    this.rowKey[y] = key1; this.rowLb[y] = lb; this.rowU0[y] = u0; this.rowV0[y] = v0; this.rowDu[y] = du; this.rowDv[y] = dv;
    d.spanRow(fb, row + x0, row + x1 + 1, lit, pixels, lb, (u0 + Math.imul(x0, du)) | 0, (v0 + Math.imul(x0, dv)) | 0, du, dv);
  }
}
