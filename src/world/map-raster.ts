// The one top-down rasterizer of the map, used by the page's automap (src/web/automap.ts) and by
// the CLI's picture of a mesh (`toom mesh -o`, top-down.ts). It owns the transform from map units
// to pixels (north up: a map point lands on a picture point, at a scale), a colour per line class
// (each caller numbers its own classes), lines clipped to the picture (Cohen–Sutherland) and drawn
// with Bresenham — plain, dashed, or doubled one pixel across their main direction (the automap's
// doors) — and filled mesh triangles (sampled at pixel centres). What to draw and in which class
// stays with the caller. Nothing here allocates per draw: map coordinates are read from the
// caller's arrays by index, so no double is passed as an argument on the per-frame path.
import type { QuadEdgeMesh } from '../mesh/quad-edge-mesh.js';

/** ABGR (0xAABBGGRR, opaque) of an RGB triple, as an int32 (the framebuffer's pixel format). */
export const abgr = (r: number, g: number, b: number): number => (0xff000000 | (b << 16) | (g << 8) | r) | 0;

/** How many line classes a raster's colour table holds. */
export const LINE_CLASSES = 16;

export class MapRaster {
  /** The picture drawn into: width × height ABGR pixels, rows top to bottom. */
  pixels: Uint32Array = new Uint32Array(0);
  width = 0;
  height = 0;
  /** The transform: map point (mapX, mapY) lands on picture point (screenX, screenY), `scale` pixels per map unit, y up. */
  mapX = 0;
  mapY = 0;
  scale = 1;
  screenX = 0;
  screenY = 0;
  /** Colour (ABGR int32) of each line class. */
  readonly classColor = new Int32Array(LINE_CLASSES);

  /** Points the raster at a picture (kept, not copied). */
  target(pixels: Uint32Array, width: number, height: number): void {
    this.pixels = pixels;
    this.width = width;
    this.height = height;
  }

  /** Picture column of map x (unrounded). */
  fx(x: number): number {
    return this.screenX + (x - this.mapX) * this.scale;
  }

  /** Picture row of map y (unrounded; north is up). */
  fy(y: number): number {
    return this.screenY - (y - this.mapY) * this.scale;
  }

  /**
   * The map segment xy[o], xy[o+1] → xy[o+2], xy[o+3] (a World's lineXY layout), rounded to
   * pixels; `double` draws it a second time one pixel across its main direction.
   */
  segment(xy: ArrayLike<number>, o: number, color: number, double: boolean): void {
    const x0 = Math.round(this.fx(xy[o])), y0 = Math.round(this.fy(xy[o + 1]));
    const x1 = Math.round(this.fx(xy[o + 2])), y1 = Math.round(this.fy(xy[o + 3]));
    this.line(x0, y0, x1, y1, color, 0);
    if (!double) return;
    if (Math.abs(x1 - x0) >= Math.abs(y1 - y0)) this.line(x0, y0 + 1, x1, y1 + 1, color, 0);
    else this.line(x0 + 1, y0, x1 + 1, y1, color, 0);
  }

  /** The segment between vertices a and b of an (x, y)-interleaved vertex array, rounded to pixels. */
  edge(vx: ArrayLike<number>, a: number, b: number, color: number): void {
    this.line(Math.round(this.fx(vx[a * 2])), Math.round(this.fy(vx[a * 2 + 1])),
      Math.round(this.fx(vx[b * 2])), Math.round(this.fy(vx[b * 2 + 1])), color, 0);
  }

  /**
   * The mesh's triangulation edges that no map line constrains, between map vertices only (not
   * the outer frame): the faint triangle lines both pictures show.
   */
  meshEdges(mesh: QuadEdgeMesh, color: number): void {
    const vert = mesh.vertex, n = mesh.quarterEdgeCount;
    for (let q = 0; q < n; q += 4) {
      const a = vert[q], b = vert[q ^ 2];
      if (a < 0 || b < 0 || mesh.constrained[q >> 2] || mesh.isOuterVertex(a) || mesh.isOuterVertex(b)) continue;
      this.edge(mesh.vx, a, b, color);
    }
  }

  /**
   * A line between integer picture points, clipped to the picture; with `dash` > 0, runs of
   * `dash` pixels on and off, counted from the first end.
   */
  line(x0: number, y0: number, x1: number, y1: number, color: number, dash: number): void {
    const w = this.width, h = this.height, fb = this.pixels;
    // Dashes count from the unclipped start: remember it to offset the count after clipping.
    const sx0 = x0, sy0 = y0;
    let c0 = outcode(x0, y0, w, h), c1 = outcode(x1, y1, w, h);
    for (let k = 0; c0 | c1; k++) {
      if (c0 & c1 || k === 8) return; // outside, or (rounding) not converging: skip the line
      const c = c0 ? c0 : c1;
      let x = 0, y = 0;
      if (c & 8) { x = x0 + ((x1 - x0) * (h - 1 - y0)) / (y1 - y0); y = h - 1; }
      else if (c & 4) { x = x0 + ((x1 - x0) * -y0) / (y1 - y0); y = 0; }
      else if (c & 2) { y = y0 + ((y1 - y0) * (w - 1 - x0)) / (x1 - x0); x = w - 1; }
      else { y = y0 + ((y1 - y0) * -x0) / (x1 - x0); x = 0; }
      x = Math.round(x); y = Math.round(y);
      if (c === c0) { x0 = x; y0 = y; c0 = outcode(x0, y0, w, h); }
      else { x1 = x; y1 = y; c1 = outcode(x1, y1, w, h); }
    }
    x0 |= 0; y0 |= 0; x1 |= 0; y1 |= 0;
    const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let i = dash > 0 ? Math.max(Math.abs(x0 - sx0), Math.abs(y0 - sy0)) : 0;
    for (;;) {
      if (dash <= 0 || ((i / dash) | 0) % 2 === 0) fb[y0 * w + x0] = color;
      if (x0 === x1 && y0 === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) { err += dy; x0 += sx; }
      if (e2 <= dx) { err += dx; y0 += sy; }
      i++;
    }
  }

  /** A filled square of side 2r + 1 around map point (xs[i], ys[i]) (a World's thingX/thingY layout), rounded to a pixel. */
  mark(xs: ArrayLike<number>, ys: ArrayLike<number>, i: number, r: number, color: number): void {
    this.square(Math.round(this.fx(xs[i])), Math.round(this.fy(ys[i])), r, color);
  }

  /** A filled square of side 2r + 1 around a picture point, clipped. */
  square(x: number, y: number, r: number, color: number): void {
    const w = this.width, h = this.height;
    for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
      for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) this.pixels[yy * w + xx] = color;
    }
  }

  /** The triangle between vertices a, b, c of an (x, y)-interleaved vertex array, filled where it covers pixel centres. */
  triangle(vx: ArrayLike<number>, a: number, b: number, c: number, color: number): void {
    const ax = this.fx(vx[a * 2]), ay = this.fy(vx[a * 2 + 1]);
    const bx = this.fx(vx[b * 2]), by = this.fy(vx[b * 2 + 1]);
    const cx = this.fx(vx[c * 2]), cy = this.fy(vx[c * 2 + 1]);
    const w = this.width, h = this.height, fb = this.pixels;
    const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5));
    const maxY = Math.min(h - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
    for (let y = minY; y <= maxY; y++) {
      const yc = y + 0.5;
      let lo = Infinity, hi = -Infinity;
      // Where the row's centre line crosses each of the three sides (half-open in y).
      for (let e = 0; e < 3; e++) {
        const x0 = e === 0 ? ax : e === 1 ? bx : cx, y0 = e === 0 ? ay : e === 1 ? by : cy;
        const x1 = e === 0 ? bx : e === 1 ? cx : ax, y1 = e === 0 ? by : e === 1 ? cy : ay;
        if ((y0 <= yc && y1 > yc) || (y1 <= yc && y0 > yc)) {
          const x = x0 + ((yc - y0) * (x1 - x0)) / (y1 - y0);
          if (x < lo) lo = x;
          if (x > hi) hi = x;
        }
      }
      if (lo > hi) continue;
      const x0 = Math.max(0, Math.ceil(lo - 0.5)), x1 = Math.min(w - 1, Math.floor(hi - 0.5));
      for (let x = x0; x <= x1; x++) fb[y * w + x] = color;
    }
  }
}

/** Cohen–Sutherland region code of a point against [0, w) × [0, h). */
function outcode(x: number, y: number, w: number, h: number): number {
  return (x < 0 ? 1 : 0) | (x > w - 1 ? 2 : 0) | (y < 0 ? 4 : 0) | (y > h - 1 ? 8 : 0);
}
