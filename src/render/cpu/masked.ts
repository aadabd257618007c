// Masked things (DOOM's r_things): sprites and masked middle textures (grates, windows), drawn after the
// walls and flats, far to near, clipped per column by the windows the walk recorded. The walk fills
// this stage's per-column records — clips (depth, window after the crossing, view context), masked
// middles, and the depth where the column closed; things are projected once per view context, so a
// thing seen through a portal is drawn in the transformed space, and only in the columns whose ray
// is in that context at the thing's depth.
import type { World } from '../../world/world.js';
import { MAX_LIGHT_SCALE, SCALE_LIGHT } from '../light.js';
import { ROT_ANGLE, ROT_DX, ROT_DY, spriteRotation } from '../sprite-rotation.js';
import { A_MASK_DEPTH, A_MASK_V, A_MASK_VSTEP, A_ROTATION, type Drawer } from './draw-loops.js';
import { SAMPLE_NUDGE, rowStep } from '../sampling.js';
import type { ViewContexts } from './view-contexts.js';
import { spriteWaterClip } from '../sector-view.js';

/** Clip records kept per column for sprites and masked textures. */
export const CLIPS_PER_COLUMN = 64;
/** Masked middle textures kept per column. */
export const MASKED_PER_COLUMN = 32;
const MAX_VIS_SPRITES = 1024;
/** Things are projected in at most this many view contexts (the camera and what portals show). */
const MAX_SPRITE_CONTEXTS = 32;

export class MaskedStage {
  readonly world: World;
  private readonly d: Drawer;
  private readonly v: ViewContexts;

  // Per-column clip records (near to far), written by the walk: depth, window after the crossing,
  // view context after it; clipN[x] records in column x at x * CLIPS_PER_COLUMN.
  readonly clipN: Int32Array;
  readonly clipT: Float64Array;
  readonly clipLo: Int16Array;
  readonly clipHi: Int16Array;
  readonly clipCtx: Int32Array;
  /** Depth at which the column closed (a wall or a closed window), and its view context, per column. */
  readonly endT: Float64Array;
  readonly endCtx: Int32Array;

  // Per-column masked middle textures (near to far), written by the walk; maskDrawn[x] of them drawn.
  readonly maskN: Int32Array;
  readonly maskDrawn: Int32Array;
  readonly maskT: Float64Array;
  readonly maskLo: Int16Array;
  readonly maskHi: Int16Array;
  readonly maskTex: Int32Array;
  readonly maskU: Int32Array;
  readonly maskV0: Float64Array;
  readonly maskMap: Uint8Array;
  /** Per entry: the translucency table (World.tranmaps) its line draws through (Boom's 260), -1 none. */
  readonly maskTrans: Int16Array;

  // Visible sprites.
  private readonly visThing = new Int32Array(MAX_VIS_SPRITES);
  private readonly visDepth = new Float64Array(MAX_VIS_SPRITES);
  private readonly visOrder = new Int32Array(MAX_VIS_SPRITES);
  /** spriteWaterClip's rows for the sprite being drawn. */
  private readonly waterClip = new Int32Array(2);
  private readonly visCtx = new Int32Array(MAX_VIS_SPRITES);

  constructor(d: Drawer, v: ViewContexts) {
    this.world = d.world;
    this.d = d;
    this.v = v;
    const width = d.width;
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
    this.maskTrans = new Int16Array(width * MASKED_PER_COLUMN);
  }

  /** Sprites (far to near) and masked middle textures in columns [x0, x1) (those with mask[x] set,
   *  when there is a mask). */
  draw(x0: number, x1: number, mask: Uint8Array | null): void {
    const w = this.world, d = this.d, v = this.v, A = d.a;
    const W = d.width;
    const focal = d.focal, hz = d.hz;
    const ctxs = v.count < MAX_SPRITE_CONTEXTS ? v.count : MAX_SPRITE_CONTEXTS;
    let nv = 0;
    for (let c = 0; c < ctxs; c++) {
      const cx = v.cx[c], cy = v.cy[c], fx = v.fx[c], fy = v.fy[c], rx = v.rx[c], ry = v.ry[c];
      const k2 = fx * fx + fy * fy; // the squared scale of the context (1 without scaled portals)
      for (let i = 0; i < w.thingCapacity && nv < MAX_VIS_SPRITES; i++) {
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
      const cx = v.cx[c], cy = v.cy[c], fx = v.fx[c], fy = v.fy[c], rx = v.rx[c], ry = v.ry[c];
      const k2 = fx * fx + fy * fy, k = Math.sqrt(k2);
      const ddx = w.thingX[i] - cx, ddy = w.thingY[i] - cy;
      const lat = (ddx * rx + ddy * ry) / k2;
      A[A_ROTATION + ROT_DX] = ddx; A[A_ROTATION + ROT_DY] = ddy; A[A_ROTATION + ROT_ANGLE] = w.thingAngle[i];
      const rotIdx = spriteRotation(A, A_ROTATION);
      const pic = w.thingRotPic[i * 8 + rotIdx];
      if (pic < 0) continue;
      const flip = w.thingRotFlip[i * 8 + rotIdx];
      const spr = w.sprites[pic];
      const scale = focal / depth;
      const xScale = scale / k;
      const xc = W / 2 + lat * scale;
      const xl = xc - spr.leftOffset * xScale;
      const xr = xl + spr.width * xScale;
      // As R_ProjectSprite rounds: columns floor(xl) .. floor(xr) - 1, texel 0 at floor(xl).
      const sxl = Math.floor(xl);
      let sx0 = sxl, sx1 = Math.floor(xr);
      if (sx0 < x0) sx0 = x0;
      if (sx1 > x1) sx1 = x1;
      if (sx0 >= sx1) continue;
      sx0 |= 0; sx1 |= 0;
      const sector = w.faceSector[w.thingFace[i]];
      const topZ = w.thingZ[i] + spr.topOffset;
      const yTop = hz - (topZ - v.z[c]) * scale;
      // DOOM's R_ProjectSprite: fuzz for a shadow, else the fixed colormap, else full bright for a
      // bright frame, else the sector's light (plus extralight) by scale.
      const shadow = w.thingShadow !== undefined && w.thingShadow[i] === 1;
      // Boom's and MBF's translucent things (thingShadow 2) through the World's main table.
      const tran = w.thingShadow !== undefined && w.thingShadow[i] === 2 && w.thingTranmap >= 0 ? w.tranmaps[w.thingTranmap] : null;
      let cmap = d.fixedCmap;
      if (cmap === 0 && !w.thingBright[i]) {
        // Boom lights a sprite by the mean of its sector's floor and ceiling light (213/261 transfers).
        let ll = (((w.sectorLight[d.sv.floorLightFrom[sector]] + w.sectorLight[d.sv.ceilLightFrom[sector]]) >> 1) >> 4) + d.extraLight;
        if (ll > 15) ll = 15; else if (ll < 0) ll = 0;
        let si = (2560 / depth) | 0;
        if (si >= MAX_LIGHT_SCALE) si = MAX_LIGHT_SCALE - 1;
        cmap = SCALE_LIGHT[ll * MAX_LIGHT_SCALE + si];
      }
      // Boom: a thing in a sector with transferred heights is cut at the water's surface (242).
      let wLo = 0, wHi = d.height;
      const hsec = sector >= 0 && w.sectorHeightSec !== undefined ? w.sectorHeightSec[sector] : -1;
      if (hsec >= 0) {
        spriteWaterClip(w, hsec, d.sv.viewHeightSec, v.z[c], w.thingZ[i], topZ, scale, d.height, this.waterClip);
        wLo = this.waterClip[0]; wHi = this.waterClip[1];
      }
      const inv = depth / focal;
      for (let x = sx0; x < sx1; x++) {
        if (mask !== null && !mask[x]) continue;
        // Masked textures farther than this sprite go first, in this column.
        A[A_MASK_DEPTH] = depth;
        this.drawMaskedBeyond(x);
        if (this.endT[x] <= depth) continue;
        // The window at the sprite's depth: after the last crossing nearer than it; the ray must be
        // in the sprite's view context there.
        let lo = 0, hi = d.height, at = 0;
        const nClip = this.clipN[x], base = x * CLIPS_PER_COLUMN;
        for (let e = 0; e < nClip; e++) {
          if (this.clipT[base + e] >= depth) break;
          lo = this.clipLo[base + e]; hi = this.clipHi[base + e]; at = this.clipCtx[base + e];
        }
        if (at !== c) continue;
        if (lo < wLo) lo = wLo;
        if (hi > wHi) hi = wHi;
        if (lo >= hi) continue;
        // Sampled SAMPLE_NUDGE right of the column's left edge, as the GPU's quad: at one texel a pixel
        // the focal length's rounding (tan(45°) < 1) would otherwise floor an exact texel edge down.
        let col = Math.floor((x - sxl + SAMPLE_NUDGE) * inv * k);
        if (col < 0) col = 0; else if (col >= spr.width) col = spr.width - 1;
        if (flip) col = spr.width - 1 - col;
        A[A_MASK_V] = (lo + 0.5 - yTop) * inv; A[A_MASK_VSTEP] = inv;
        if (shadow) d.drawFuzzColumn(x, lo, hi, spr.mask, col * spr.height, spr.height);
        else {
          if (tran !== null) d.tranTable = tran;
          d.drawMaskedColumn(x, lo, hi, spr.pixels, spr.mask, col * spr.height, spr.height, cmap);
        }
        d.stats.spriteColumns++;
      }
    }
    // The rest of the masked textures.
    A[A_MASK_DEPTH] = 0;
    for (let x = x0; x < x1; x++) if (mask === null || mask[x]) this.drawMaskedBeyond(x);
  }

  /** Draws column x's masked middle textures farther than a[A_MASK_DEPTH] (far to near) that are not
   *  drawn yet. */
  private drawMaskedBeyond(x: number): void {
    const d = this.d, A = d.a;
    const depth = A[A_MASK_DEPTH];
    const n = this.maskN[x];
    while (this.maskDrawn[x] < n) {
      const k = x * MASKED_PER_COLUMN + (n - 1 - this.maskDrawn[x]);
      const t = this.maskT[k];
      if (t <= depth) return;
      this.maskDrawn[x]++;
      const tex = this.world.textures[this.maskTex[k]];
      // DOOM's row step and start, as walls (draw-loops.ts drawWall; sampling.ts rowStep).
      const vStep = rowStep(d.focal / (t > 0.001 ? t : 0.001));
      const lo = this.maskLo[k];
      const v0 = this.maskV0[k] + (lo - d.height / 2) * vStep;
      A[A_MASK_V] = v0; A[A_MASK_VSTEP] = vStep;
      // One call site (a second would cost this loop its inlining, and then boxed numbers): a
      // translucent middle's table goes through the Drawer.
      const tr = this.maskTrans[k];
      if (tr >= 0) d.tranTable = this.world.tranmaps[tr];
      d.drawMaskedColumn(x, lo, this.maskHi[k], tex.pixels, tex.mask, this.maskU[k] * tex.height, tex.height, this.maskMap[k]);
      d.stats.maskedColumns++;
    }
  }
}
