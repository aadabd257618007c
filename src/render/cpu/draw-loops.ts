// The CPU renderer's inner loops (DOOM's r_draw): a wall column, a sky column, a masked column (sprites,
// grates), a flat span, a solid fill — each a tight loop of `fb[i] = lit[colormap << 8 | texel]`.
// The Drawer also holds what every stage reads per frame: the framebuffer, the focal length, the
// horizon row, the animation translations, the counters, and the scratch array `a` through which
// doubles are passed between stages (V8 boxes a double passed to a call it does not inline, which
// would allocate per column); its slots have the names below.
import type { World } from '../../world/world.js';
import type { RenderStats } from './render-stats.js';
import { PALETTE_COUNT } from '../../assets/palette.js';
import { FUZZ_COLORMAP, FUZZ_OFFSETS } from '../psprite.js';
import { VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_PALETTE } from '../../world/live-state.js';
import { SectorView } from '../sector-view.js';

/** Colormaps in a lit palette (COLORMAP's 34). */
const COLORMAPS = 34;
/** Slots of the colour → palette index table per palette (a power of two, 4 × 256). */
const FUZZ_HASH = 1024;

// Scratch slots of Drawer.a. Slots 0–2 carry a wall column (drawWall) or a point (the walk's portal
// entry and exit tests) during the walk, and a sprite rotation's inputs in the masked stage; 3–4 the
// ray's direction (sky, exit test); 5–7 the masked stage's column.
/** Wall texture column (drawWall). */
export const A_WALL_U = 0;
/** Wall v at the window's top, before stepping: the texture top's z minus the eye's, plus the y offset. */
export const A_WALL_V = 1;
/** Wall v per row (depth / focal). */
export const A_WALL_VSTEP = 2;
/** A point's x and y: the portal hit point (portalEntry), or the ray's origin (exitFrom). */
export const A_X = 0;
export const A_Y = 1;
/** The current ray's direction (the sky's column; the exit test after a portal). */
export const A_RAY_DX = 3;
export const A_RAY_DY = 4;
/** Where the masked stage puts spriteRotation's three inputs (sprite-rotation.ts: ROT_*). */
export const A_ROTATION = 0;
/** A masked column's v at its first row and per row (drawMaskedColumn). */
export const A_MASK_V = 5;
export const A_MASK_VSTEP = 6;
/** Masked middles farther than this depth are drawn first (drawMaskedBeyond). */
export const A_MASK_DEPTH = 7;
export const SCRATCH_SLOTS = 8;

/** Opaque black, as an int32 (a Smi: no boxed number in the hot path); Uint32Array stores wrap it. */
export const BLACK = 0xff000000 | 0;

export class Drawer {
  readonly world: World;
  readonly width: number;
  readonly height: number;
  /** The framebuffer: row-major, little-endian ABGR. */
  readonly fb: Uint32Array;
  readonly stats: RenderStats;
  /** Scratch doubles passed between stages (slots A_*). */
  readonly a = new Float64Array(SCRATCH_SLOTS);
  /** Frame constants: focal length in pixels, horizon row (height / 2, then half a row lower less
   *  SAMPLE_NUDGE: wall rows are sampled at their top edges, see ../sampling.ts). */
  focal = 1;
  hz = 0;
  /** The sectors as this frame draws them (Boom's 242: heights, flats and light seen from the viewer). */
  readonly sv: SectorView;
  /** Animation translations (texture and flat id → the frame shown), refilled per frame. */
  readonly texTrans: Int32Array;
  readonly flatTrans: Int32Array;
  /** Per-column sky u for the column's current view context; -1 until the column first shows sky. */
  readonly skyU: Int32Array;
  /** Per column, DOOM's texture ray (sampling.ts textureRays): forward + texRay[x] * right; made for
   *  the field of view texRayFov. */
  readonly texRay: Float64Array;
  texRayFov = NaN;
  /** The lit palette of this frame's PLAYPAL palette (the live view block's, picked by beginFrame). */
  lit: Uint32Array;
  /** DOOM's extralight (light levels the gun flash adds) and fixed colormap (0: none) this frame. */
  extraLight = 0;
  fixedCmap = 0;
  /** DOOM's fuzz runs its offset table on from pixel to pixel, column to column and frame to frame,
   *  in the order DOOM draws. Here each fuzz column starts at a place given by its x and the frame's
   *  tic (fuzzPhase) and runs on down the column, so the picture does not depend on which thread
   *  drew which columns (the parallel renderers equal the single one) and still shimmers as the
   *  game runs. */
  fuzzPhase = 0;
  /** One lit palette view per PLAYPAL palette (made once: choosing one per frame allocates nothing). */
  private readonly litViews: Uint32Array[] = [];
  /** Set just before drawMaskedColumn: that one column goes through this Boom translucency table. */
  tranTable: Uint8Array | null = null;
  /** The same for each of Boom's colormaps the map names (World.boomColormaps), then per palette. */
  private readonly customViews: Uint32Array[][] = [];
  private palette = 0;
  /** Per palette, an open-addressed table from a colour (ABGR) to its palette index + 1 (0: empty):
   *  DOOM's fuzz darkens the pixel it finds through a colormap, which needs the pixel's index. */
  private readonly fuzzKey = new Int32Array(PALETTE_COUNT * FUZZ_HASH);
  private readonly fuzzIdx = new Int16Array(PALETTE_COUNT * FUZZ_HASH);

  constructor(world: World, width: number, height: number, fb: Uint32Array, stats: RenderStats, texTrans: Int32Array, flatTrans: Int32Array) {
    this.world = world;
    this.width = width;
    this.height = height;
    this.fb = fb;
    this.stats = stats;
    this.texTrans = texTrans;
    this.flatTrans = flatTrans;
    this.sv = new SectorView(world);
    this.skyU = new Int32Array(width);
    this.texRay = new Float64Array(width);
    const all = world.litPalettes, n = COLORMAPS * 256;
    for (let p = 0; p < PALETTE_COUNT; p++) this.litViews.push(all && all.length >= (p + 1) * n ? all.subarray(p * n, (p + 1) * n) : world.lit);
    this.lit = this.litViews[0];
    for (const c of world.boomColormaps ?? []) {
      const views: Uint32Array[] = [];
      for (let p = 0; p < PALETTE_COUNT; p++) views.push(c.subarray(p * n, (p + 1) * n));
      this.customViews.push(views);
    }
    const pals = world.palettes;
    for (let p = 0; pals && p < PALETTE_COUNT && (p + 1) * 256 <= pals.length; p++) {
      // The lowest index of a colour the palette has twice (deterministic).
      for (let i = 255; i >= 0; i--) {
        const c = pals[p * 256 + i] | 0;
        let h = fuzzHash(c);
        while (this.fuzzIdx[p * FUZZ_HASH + h] !== 0 && this.fuzzKey[p * FUZZ_HASH + h] !== c) h = (h + 1) & (FUZZ_HASH - 1);
        this.fuzzKey[p * FUZZ_HASH + h] = c;
        this.fuzzIdx[p * FUZZ_HASH + h] = i + 1;
      }
    }
  }

  /** Takes this frame's palette, extra light and fixed colormap from the World's live view block. */
  beginFrame(): void {
    const v = this.world.view;
    let p = v ? v[VIEW_PALETTE] : 0;
    if (!(p >= 0 && p < PALETTE_COUNT)) p = 0;
    this.palette = p;
    this.lit = this.litViews[p];
    const e = v ? v[VIEW_EXTRALIGHT] : 0;
    this.extraLight = e >= 0 && e <= 16 ? e : 0;
    const f = v ? v[VIEW_FIXED_COLORMAP] : 0;
    this.fixedCmap = f > 0 && f < COLORMAPS ? f : 0;
  }

  /** Draws this frame through Boom colormap `k` (World.boomColormaps; -1: the WAD's COLORMAP), after
   *  beginFrame. */
  useColormap(k: number): void {
    this.lit = k >= 0 && k < this.customViews.length ? this.customViews[k][this.palette] : this.litViews[this.palette];
  }

  /** The fuzz colour for a pixel whose colour is `c`: its palette index through COLORMAP 6 (a colour
   *  not in this frame's palette, the outside's black, stays as it is). */
  private fuzzColor(c: number): number {
    const base = this.palette * FUZZ_HASH;
    let h = fuzzHash(c);
    for (let k = 0; k < FUZZ_HASH; k++) {
      const idx = this.fuzzIdx[base + h];
      if (idx === 0) return c;
      if (this.fuzzKey[base + h] === c) return this.lit[(FUZZ_COLORMAP << 8) | (idx - 1)] | 0;
      h = (h + 1) & (FUZZ_HASH - 1);
    }
    return c;
  }

  /** A masked column drawn as DOOM's fuzz (MF_SHADOW): where the picture is opaque, each pixel
   *  takes the pixel a row above or below (FUZZ_OFFSETS, running from the column's start, fuzzPhase) through COLORMAP
   *  6. Rows as drawMaskedColumn, less the view's first and last row (DOOM keeps the offset pixel
   *  inside the view). */
  drawFuzzColumn(x: number, y0: number, y1: number, mask: Uint8Array, base: number, th: number): void {
    const fb = this.fb, W = this.width, last = this.height - 2;
    const vStep = this.a[A_MASK_VSTEP];
    let v = this.a[A_MASK_V];
    let y = y0;
    if (v < 0 && vStep > 0) {
      const skip = Math.ceil(-v / vStep);
      y += skip;
      v += skip * vStep;
    }
    let pos = (Math.imul(x, 17) + this.fuzzPhase) % FUZZ_OFFSETS.length;
    for (let i = y * W + x; y < y1; y++, i += W) {
      const vi = Math.floor(v);
      if (vi >= th) break;
      if (vi >= 0 && mask[base + vi] && y >= 1 && y <= last) {
        fb[i] = this.fuzzColor(fb[i + FUZZ_OFFSETS[pos] * W] | 0);
        if (++pos === FUZZ_OFFSETS.length) pos = 0;
      }
      v += vStep;
    }
  }

  fillColumn(x: number, y0: number, y1: number, color: number): void {
    const fb = this.fb, W = this.width;
    for (let y = y0, i = y0 * W + x; y < y1; y++, i += W) fb[i] = color;
  }

  /** A textured wall column: rows [y0, y1), texture column u = a[A_WALL_U], v at row y =
   *  a[A_WALL_V] + (y - height / 2) * a[A_WALL_VSTEP]: DOOM's r_draw, from the centre row with its
   *  step (sampling.ts ROW_STEP_DIVIDEND), which decides ties at texel edges as DOOM does. */
  drawWall(x: number, y0: number, y1: number, tex: number, cmap: number): void {
    const u = this.a[A_WALL_U], v0 = this.a[A_WALL_V], vStep = this.a[A_WALL_VSTEP];
    const t = this.world.textures[tex];
    const th = t.height, tw = t.width;
    // Integer wrap of the texture column (power-of-two widths by a mask: no division).
    const fu = Math.floor(u) | 0;
    let ui = (tw & (tw - 1)) === 0 ? fu & (tw - 1) : fu % tw;
    if (ui < 0) ui += tw;
    const pixels = t.pixels, base = ui * th;
    const lit = this.lit, lb = cmap << 8;
    const fb = this.fb, W = this.width;
    let v = v0 + (y0 - this.height / 2) * vStep;
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

  /** The sky texture column for the ray direction (a[A_RAY_DX], a[A_RAY_DY]) (DOOM: 256 texels per
   *  90°, by angle). */
  private skyColumn(): number {
    const dx = this.a[A_RAY_DX], dy = this.a[A_RAY_DY];
    const sky = this.world.skyTexture;
    if (sky < 0) return 0;
    const tw = this.world.textures[sky].width;
    let a = Math.atan2(dy, dx);
    if (a < 0) a += Math.PI * 2;
    let u = Math.floor((a / (Math.PI * 2)) * 1024) % tw;
    if (u < 0) u += tw;
    return u;
  }

  /** Rows [y0, y1) of column x as sky (the ray's direction in a[A_RAY_DX], a[A_RAY_DY]): the map's
   *  sky, or the one Boom's sky transfer (271/272) gives `sector`. */
  drawSky(x: number, y0: number, y1: number, sector = -1): void {
    const w = this.world;
    const skySide = sector >= 0 ? w.sectorSkySide[sector] : -1;
    if (skySide >= 0) { this.drawTransferredSky(x, y0, y1, skySide, w.sectorSkyFlip[sector] !== 0); return; }
    const sky = w.skyTexture;
    if (sky < 0) { this.fillColumn(x, y0, y1, BLACK); return; }
    const t = w.textures[this.texTrans[sky]];
    if (this.skyU[x] < 0) this.skyU[x] = this.skyColumn();
    const th = t.height, base = this.skyU[x] * th;
    const pixels = t.pixels, lit = this.lit, fb = this.fb, W = this.width;
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

  /** Boom's transferred sky: side `side`'s upper texture, its x offset turning the sky (a map unit is
   *  1/64 of a column: Boom adds the 16.16 offset to the view angle), texturemid its row offset − 28;
   *  mirrored for 271 (Boom flips the angle's bits), as the map's sky for 272. */
  private drawTransferredSky(x: number, y0: number, y1: number, side: number, flip: boolean): void {
    const w = this.world, tex = w.sideUpper[side];
    if (tex < 0) { this.fillColumn(x, y0, y1, BLACK); return; }
    const t = w.textures[this.texTrans[tex]];
    const tw = t.width, th = t.height;
    let a = Math.atan2(this.a[A_RAY_DY], this.a[A_RAY_DX]);
    if (a < 0) a += Math.PI * 2;
    let c = Math.floor((a / (Math.PI * 2)) * 1024 + w.sideXOff[side] / 64) % 1024;
    if (c < 0) c += 1024;
    if (flip) c = 1023 - c;
    let u = c % tw;
    if (u < 0) u += tw;
    const base = u * th, pixels = t.pixels, lit = this.lit, fb = this.fb, W = this.width;
    const step = 160 / this.focal;
    let v = w.sideYOff[side] - 28 + (y0 + 0.5 - this.hz) * step;
    for (let y = y0, i = y0 * W + x; y < y1; y++, i += W) {
      let vi = Math.floor(v) % th;
      if (vi < 0) vi += th;
      fb[i] = lit[pixels[base + vi]];
      v += step;
    }
  }

  /** A column of a masked picture: rows [y0, y1), v at y0 is a[A_MASK_V] stepping a[A_MASK_VSTEP],
   *  drawn where 0 <= v < height and opaque. */
  drawMaskedColumn(x: number, y0: number, y1: number, pixels: Uint8Array, mask: Uint8Array, base: number, th: number, cmap: number): void {
    const table = this.tranTable;
    if (table !== null) {
      this.tranTable = null;
      this.drawTranslucentColumn(x, y0, y1, pixels, mask, base, th, cmap, table);
      return;
    }
    const fb = this.fb, W = this.width, lit = this.lit, lb = cmap << 8;
    const vStep = this.a[A_MASK_VSTEP];
    let v = this.a[A_MASK_V];
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

  /** The palette index of framebuffer colour `c` in this frame's palette (the lowest of equal
   *  colours), -1 for a colour the palette lacks. */
  private paletteIndex(c: number): number {
    const base = this.palette * FUZZ_HASH;
    let h = fuzzHash(c);
    for (let k = 0; k < FUZZ_HASH; k++) {
      const idx = this.fuzzIdx[base + h];
      if (idx === 0) return -1;
      if (this.fuzzKey[base + h] === c) return idx - 1;
      h = (h + 1) & (FUZZ_HASH - 1);
    }
    return -1;
  }

  /** drawMaskedColumn through a Boom translucency table: each opaque texel's lit index (front) over
   *  the pixel's (behind) shows table[(behind << 8) | front] (R_DrawTLColumn). The framebuffer holds
   *  colours, so both indices are found back from this frame's palette. */
  drawTranslucentColumn(x: number, y0: number, y1: number, pixels: Uint8Array, mask: Uint8Array, base: number, th: number, cmap: number,
    table: Uint8Array): void {
    const fb = this.fb, W = this.width, lit = this.lit, lb = cmap << 8;
    const pal = this.world.palettes, pb = this.palette * 256;
    const vStep = this.a[A_MASK_VSTEP];
    let v = this.a[A_MASK_V];
    let y = y0;
    if (v < 0 && vStep > 0) {
      const skip = Math.ceil(-v / vStep);
      y += skip;
      v += skip * vStep;
    }
    for (let i = y * W + x; y < y1; y++, i += W) {
      const vi = Math.floor(v);
      if (vi >= th) break;
      if (vi >= 0 && mask[base + vi]) {
        const c = lit[lb | pixels[base + vi]] | 0;
        const front = this.paletteIndex(c), behind = this.paletteIndex(fb[i] | 0);
        fb[i] = front >= 0 && behind >= 0 && pal ? pal[pb + table[(behind << 8) | front]] : c;
      }
      v += vStep;
    }
  }

  /** The texels of one flat span: fb[i0..i1), 16.16 texel coordinates u, v stepping du, dv. */
  spanRow(fb: Uint32Array, i0: number, i1: number, lit: Uint32Array, pixels: Uint8Array, lb: number, u: number, v: number, du: number, dv: number): void {
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
}

/** A colour's slot in the fuzz table (a multiplicative hash of its 32 bits). */
function fuzzHash(c: number): number {
  return (Math.imul(c, 0x9e3779b1) >>> 22) & (FUZZ_HASH - 1);
}
