// The automap: the map drawn top-down into the framebuffer, north up, centred on the player, in
// DOOM's automap colours: one-sided walls red, two-sided lines with a floor change brown, with a
// ceiling change yellow, secret-flagged lines as walls; teleporters dark green, doors white and
// keyed doors in their key's colour (both drawn double), lifts orange, portals magenta. Only lines
// the player has seen are drawn; with the computer map power the rest show grey, and "reveal"
// (A on the map) shows every line and the mesh's triangulation faintly. The drawing itself (the
// transform, clipped lines, the colour per line class) is the shared MapRaster
// (src/world/map-raster.ts); no allocation per frame.
import type { World } from '../world/world.js';
import { MapRaster, abgr } from '../world/map-raster.js';
import {
  LINE_DOOR, LINE_KEY_BLUE, LINE_KEY_RED, LINE_KEY_YELLOW, LINE_LIFT, LINE_PLAIN, LINE_PORTAL, LINE_SECRET,
  LINE_TELEPORT, LINE_WALL, type AutomapLines,
} from './automap-lines.js';
import type { Sight } from './sight.js';
import { drawAutomapOverlay } from './authoring/automap-overlay.js';

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

/** The raster, its colour per LINE_* class set (LINE_PLAIN is decided per frame by the heights). */
function automapRaster(): MapRaster {
  const r = new MapRaster(), c = r.classColor;
  c[LINE_WALL] = WALL;
  c[LINE_SECRET] = WALL;
  c[LINE_TELEPORT] = TELEPORT;
  c[LINE_DOOR] = DOOR;
  c[LINE_KEY_BLUE] = KEY_BLUE;
  c[LINE_KEY_YELLOW] = KEY_YELLOW;
  c[LINE_KEY_RED] = KEY_RED;
  c[LINE_LIFT] = LIFT;
  c[LINE_PORTAL] = PORTAL;
  return r;
}

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
  private readonly raster = automapRaster();
  /** Authoring marks (picked line, selection A and B; authoring/automap-overlay.ts), or null. */
  marks: Int32Array | null = null;

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
    const angle = view.angle;
    fb.fill(BACKGROUND);
    const r = this.raster, classColor = r.classColor;
    r.target(fb, w, h);
    // The player's position lands on the screen's centre.
    r.mapX = view.x; r.mapY = view.y;
    r.scale = (h / 1600) * this.zoom;
    const cx = w >> 1, cy = h >> 1;
    r.screenX = cx; r.screenY = cy;
    const reveal = this.reveal;
    // The triangulation, faintly: only unconstrained edges (the lines come next).
    if (reveal && this.zoom >= 0.5) r.meshEdges(world.mesh, MESH);
    const xy = world.lineXY, kinds = lines.kind, hidden = lines.hidden;
    for (let l = 0; l < world.lineCount; l++) {
      let color = 0;
      const k = kinds[l];
      if (reveal || sight.isSeen(l)) {
        if (hidden[l] && !reveal) continue;
        if (k !== LINE_PLAIN) color = classColor[k];
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
      // Doors drawn double (not on the computer map's grey).
      const door = color !== UNSEEN && (k === LINE_DOOR || k === LINE_KEY_BLUE || k === LINE_KEY_YELLOW || k === LINE_KEY_RED);
      r.segment(xy, l * 4, color, door);
    }
    drawAutomapOverlay(fb, w, h, world, sight, reveal, this.zoom, r.scale, view, this.marks);
    // The player's arrow: a shaft and two barbs, a fixed size on screen.
    const len = Math.max(6, h / 28);
    const c = Math.cos(angle), sn = Math.sin(angle);
    const tx = Math.round(cx + c * len), ty = Math.round(cy - sn * len);
    r.line(Math.round(cx - c * len), Math.round(cy + sn * len), tx, ty, PLAYER, 0);
    const c1 = Math.cos(angle + 2.5), s1 = Math.sin(angle + 2.5);
    const c2 = Math.cos(angle - 2.5), s2 = Math.sin(angle - 2.5);
    r.line(tx, ty, Math.round(tx + c1 * len * 0.6), Math.round(ty - s1 * len * 0.6), PLAYER, 0);
    r.line(tx, ty, Math.round(tx + c2 * len * 0.6), Math.round(ty - s2 * len * 0.6), PLAYER, 0);
  }
}
