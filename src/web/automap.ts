// The automap: the map drawn top-down into the framebuffer, north up, centred on the player, in
// DOOM's automap colours: one-sided walls red, two-sided lines with a floor change brown, with a
// ceiling change yellow, secret-flagged lines as walls; teleporters dark green, doors white and
// keyed doors in their key's colour (both drawn double), lifts orange, portals magenta. Only lines
// the player has seen are drawn; with the computer map power the rest show grey, and "reveal"
// (A on the map) shows every line and the mesh's triangulation faintly. Lines are clipped to the
// screen (Cohen–Sutherland) and drawn with Bresenham; no allocation per frame.
import type { World } from '../world/world.js';
import {
  LINE_DOOR, LINE_KEY_BLUE, LINE_KEY_RED, LINE_KEY_YELLOW, LINE_LIFT, LINE_PLAIN, LINE_PORTAL, LINE_SECRET,
  LINE_TELEPORT, LINE_WALL, type AutomapLines,
} from './automap-lines.js';
import type { Sight } from './sight.js';

/** ABGR (0xAABBGGRR) of an RGB triple. */
const abgr = (r: number, g: number, b: number): number => (0xff000000 | (b << 16) | (g << 8) | r) | 0;

// Colours: DOOM's palette entries (index in the comment) as RGB, so every WAD's map looks the same.
const BACKGROUND = abgr(0, 0, 0);
const MESH = abgr(42, 42, 42);
const WALL = abgr(255, 0, 0); // 176, REDS: one-sided walls and secret-flagged lines
const FLOOR_CHANGE = abgr(191, 123, 75); // 64, BROWNS
const CEIL_CHANGE = abgr(255, 255, 0); // 231, YELLOWS
const TWO_SIDED = abgr(131, 131, 131); // 96, GRAYS: no height change (revealed map only)
const UNSEEN = abgr(111, 111, 111); // 99, GRAYS + 3: the computer map's unseen lines
const TELEPORT = abgr(67, 147, 55); // 119: Boom's teleporter green
const DOOR = abgr(255, 255, 255); // 208: Boom's door white
const KEY_BLUE = abgr(0, 0, 255); // 200
const KEY_YELLOW = abgr(255, 255, 0); // 231
const KEY_RED = abgr(255, 95, 95); // 173: a lighter red than the walls
const LIFT = abgr(255, 155, 67); // orange (216)
const PORTAL = abgr(255, 80, 255);
const PLAYER = abgr(255, 255, 255);

/** Colour of each LINE_* class (LINE_PLAIN is decided per frame by the heights). */
const CLASS_COLOR = new Int32Array(16);
CLASS_COLOR[LINE_WALL] = WALL;
CLASS_COLOR[LINE_SECRET] = WALL;
CLASS_COLOR[LINE_TELEPORT] = TELEPORT;
CLASS_COLOR[LINE_DOOR] = DOOR;
CLASS_COLOR[LINE_KEY_BLUE] = KEY_BLUE;
CLASS_COLOR[LINE_KEY_YELLOW] = KEY_YELLOW;
CLASS_COLOR[LINE_KEY_RED] = KEY_RED;
CLASS_COLOR[LINE_LIFT] = LIFT;
CLASS_COLOR[LINE_PORTAL] = PORTAL;

const MIN_ZOOM = 1 / 16, MAX_ZOOM = 16;

/** Where the automap is centred and where its arrow points (the page's camera). */
export interface AutomapView {
  x: number;
  y: number;
  angle: number;
}

export class Automap {
  visible = false;
  /** Every line shown, seen or not (A on the map; DOOM's IDDT cheat). */
  reveal = false;
  /** Zoom relative to the base scale (1600 map units across a 400-pixel-high view). */
  zoom = 1;

  zoomBy(factor: number): void {
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
  }

  /**
   * Draws the map around the view's position, its arrow along the view's angle. `lines` classifies
   * the lines, `sight` says which were seen; `computerMap` is the power-up that shows the unseen ones
   * in grey. (The view is an object, not three numbers: doubles passed as arguments would be boxed.)
   */
  draw(fb: Uint32Array, w: number, h: number, world: World, lines: AutomapLines, sight: Sight, computerMap: boolean,
    view: AutomapView): void {
    const px = view.x, py = view.y, angle = view.angle;
    fb.fill(BACKGROUND);
    const s = (h / 1600) * this.zoom;
    const cx = w >> 1, cy = h >> 1;
    const reveal = this.reveal;
    if (reveal && this.zoom >= 0.5) {
      // The triangulation, faintly: only unconstrained edges (the lines come next).
      const m = world.mesh, vx = m.vx, vert = m.vertex;
      const n = m.quarterEdgeCount;
      for (let q = 0; q < n; q += 4) {
        const a = vert[q], b = vert[q ^ 2];
        if (a < 0 || b < 0 || m.constrained[q >> 2] || m.isOuterVertex(a) || m.isOuterVertex(b)) continue;
        drawLine(fb, w, h,
          Math.round(cx + (vx[a * 2] - px) * s), Math.round(cy - (vx[a * 2 + 1] - py) * s),
          Math.round(cx + (vx[b * 2] - px) * s), Math.round(cy - (vx[b * 2 + 1] - py) * s), MESH);
      }
    }
    const xy = world.lineXY, kinds = lines.kind, hidden = lines.hidden;
    for (let l = 0; l < world.lineCount; l++) {
      let color = 0;
      if (reveal || sight.isSeen(l)) {
        if (hidden[l] && !reveal) continue;
        const k = kinds[l];
        if (k !== LINE_PLAIN) color = CLASS_COLOR[k];
        else {
          const f = world.lineFront[l], b = world.lineBack[l];
          if (world.sectorFloorZ[f] !== world.sectorFloorZ[b]) color = FLOOR_CHANGE;
          else if (world.sectorCeilZ[f] !== world.sectorCeilZ[b]) color = CEIL_CHANGE;
          else if (reveal) color = TWO_SIDED;
          else continue;
        }
      } else if (computerMap && !hidden[l]) {
        color = UNSEEN;
      } else continue;
      const o = l * 4;
      const x0 = Math.round(cx + (xy[o] - px) * s), y0 = Math.round(cy - (xy[o + 1] - py) * s);
      const x1 = Math.round(cx + (xy[o + 2] - px) * s), y1 = Math.round(cy - (xy[o + 3] - py) * s);
      drawLine(fb, w, h, x0, y0, x1, y1, color);
      const k = kinds[l];
      if (color !== UNSEEN && (k === LINE_DOOR || k === LINE_KEY_BLUE || k === LINE_KEY_YELLOW || k === LINE_KEY_RED)) {
        // Doors drawn double, one pixel across the line's main direction.
        if (Math.abs(x1 - x0) >= Math.abs(y1 - y0)) drawLine(fb, w, h, x0, y0 + 1, x1, y1 + 1, color);
        else drawLine(fb, w, h, x0 + 1, y0, x1 + 1, y1, color);
      }
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
