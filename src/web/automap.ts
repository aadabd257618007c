// The automap: the World's mesh drawn top-down into the framebuffer, north up, centred on the
// player: faint triangle edges, walls, two-sided lines, portals and the player's arrow. Lines are
// clipped to the screen (Cohen–Sutherland) and drawn with Bresenham; no allocation per frame.
import type { World } from '../world/world.js';
import { SideFlags } from '../world/world.js';

// Colours as little-endian ABGR (0xAABBGGRR).
const BACKGROUND = 0xff000000 | 0;
const MESH = 0xff2a2a2a | 0;
const WALL = 0xff4848e8 | 0;
const TWO_SIDED = 0xff3c8cc8 | 0;
const PORTAL = 0xffff50ff | 0;
const PLAYER = 0xffffffff | 0;

const MIN_ZOOM = 1 / 16, MAX_ZOOM = 16;

export class Automap {
  visible = false;
  /** Zoom relative to the base scale (1600 map units across a 400-pixel-high view). */
  zoom = 1;

  zoomBy(factor: number): void {
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
  }

  draw(fb: Uint32Array, w: number, h: number, world: World, px: number, py: number, angle: number): void {
    fb.fill(BACKGROUND);
    const s = (h / 1600) * this.zoom;
    const cx = w >> 1, cy = h >> 1;
    const m = world.mesh, vx = m.vx, vert = m.vertex;
    const n = m.quarterEdgeCount;
    for (let q = 0; q < n; q += 4) {
      const a = vert[q], b = vert[q ^ 2];
      if (a < 0 || b < 0 || m.isOuterVertex(a) || m.isOuterVertex(b)) continue;
      let color = MESH;
      if (m.constrained[q >> 2]) {
        const s1 = world.qeSide[q], s2 = world.qeSide[q ^ 2];
        const fl = (s1 >= 0 ? world.sideFlags[s1] : 0) | (s2 >= 0 ? world.sideFlags[s2] : 0);
        if (fl & SideFlags.HIDDEN) continue;
        color = fl & SideFlags.PORTAL ? PORTAL : fl & SideFlags.TWO_SIDED ? TWO_SIDED : WALL;
      } else if (this.zoom < 0.5) {
        continue; // the triangulation is noise when zoomed far out
      }
      drawLine(fb, w, h,
        Math.round(cx + (vx[a * 2] - px) * s), Math.round(cy - (vx[a * 2 + 1] - py) * s),
        Math.round(cx + (vx[b * 2] - px) * s), Math.round(cy - (vx[b * 2 + 1] - py) * s), color);
    }
    // The player's arrow: a shaft and two barbs, a fixed size on screen.
    const len = Math.max(6, h / 28);
    const c = Math.cos(angle), sn = Math.sin(angle);
    const tx = Math.round(cx + c * len), ty = Math.round(cy - sn * len);
    drawLine(fb, w, h, Math.round(cx - c * len), Math.round(cy + sn * len), tx, ty, PLAYER);
    const c1 = Math.cos(angle + 2.5), s1 = Math.sin(angle + 2.5);
    const c2 = Math.cos(angle - 2.5), s2 = Math.sin(angle - 2.5);
    drawLine(fb, w, h, tx, ty, Math.round(tx + c1 * len * 0.6), Math.round(ty - s1 * len * 0.6), PLAYER);
    drawLine(fb, w, h, tx, ty, Math.round(tx + c2 * len * 0.6), Math.round(ty - s2 * len * 0.6), PLAYER);
  }
}

function outcode(x: number, y: number, w: number, h: number): number {
  return (x < 0 ? 1 : 0) | (x > w - 1 ? 2 : 0) | (y < 0 ? 4 : 0) | (y > h - 1 ? 8 : 0);
}

/** A line between integer points, clipped to [0, w) × [0, h). */
export function drawLine(fb: Uint32Array, w: number, h: number, x0: number, y0: number, x1: number, y1: number, color: number): void {
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
  for (;;) {
    fb[y0 * w + x0] = color;
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x0 += sx; }
    if (e2 <= dx) { err += dx; y0 += sy; }
  }
}
