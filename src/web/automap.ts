// The automap: the map drawn top-down into the framebuffer, north up, centred on the player, in
// DOOM's automap colours: one-sided walls red, two-sided lines with a floor change brown, with a
// ceiling change yellow, secret-flagged lines as walls; teleporters dark green, doors white and
// keyed doors in their key's colour (both drawn double), lifts orange, portals magenta. Only lines
// the player has seen are drawn; with the computer map power the rest show grey, and "reveal"
// (A on the map) shows every line and the mesh's triangulation faintly. With P (or the authoring
// pick, I) it also shows the things, coloured by kind, and the player's path (a faint line). A click
// on the map finds the line under the pointer (lineAt). The drawing itself (the transform, clipped
// lines, the colour per line class) is the shared MapRaster (src/world/map-raster.ts); no
// allocation per frame.
import type { World } from '../world/world.js';
import { MapRaster, abgr } from '../world/map-raster.js';
import {
  LINE_DOOR, LINE_KEY_BLUE, LINE_KEY_RED, LINE_KEY_YELLOW, LINE_LIFT, LINE_PLAIN, LINE_PORTAL, LINE_SECRET,
  LINE_TELEPORT, LINE_WALL, type AutomapLines,
} from './automap-lines.js';
import type { Sight } from './sight.js';
import { drawAutomapOverlay } from './authoring/automap-overlay.js';
import type { PlayerPath } from './player-path.js';
import {
  THING_HEALTH, THING_KEY_BLUE, THING_KEY_RED, THING_KEY_YELLOW, THING_KINDS, THING_MONSTER, THING_OTHER, THING_WEAPON,
} from './automap-things.js';

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
const PATH = abgr(75, 75, 135); // faint blue-grey: under everything else drawn

/** Thing marks by kind (automap-things.ts): monsters green as DOOM's IDDT things (112, GREENS),
 *  weapons and ammo light orange, health, armour and power-ups light blue, keys in the colour of
 *  their doors, anything else grey. */
export const THING_COLOR: Readonly<Int32Array> = (() => {
  const c = new Int32Array(THING_KINDS);
  c[THING_OTHER] = abgr(160, 160, 160);
  c[THING_MONSTER] = abgr(119, 255, 111);
  c[THING_WEAPON] = abgr(255, 191, 127);
  c[THING_HEALTH] = abgr(127, 191, 255);
  c[THING_KEY_BLUE] = KEY_BLUE;
  c[THING_KEY_YELLOW] = KEY_YELLOW;
  c[THING_KEY_RED] = KEY_RED;
  return c;
})();

/** How near (screen pixels) a click must be to a line to pick it. */
export const CLICK_PIXELS = 5;
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
  /** Things and the player's path shown (P). */
  things = false;
  /** The authoring pick is on (I): things and the path show too. */
  overlay = false;

  zoomBy(factor: number): void {
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
  }

  /**
   * Draws the map around the view's position, its arrow along the view's angle. `lines` classifies
   * the lines, `sight` says which were seen; `computerMap` is the power-up that shows the unseen ones
   * in grey; `thingKinds` and `path` are drawn when things are on (P, or the pick). (The view is an
   * object, not three numbers: doubles passed as arguments would be boxed.)
   */
  draw(fb: Uint32Array, w: number, h: number, world: World, lines: AutomapLines, sight: Sight, computerMap: boolean,
    view: AutomapView, thingKinds: Uint8Array | null, path: PlayerPath | null): void {
    const angle = view.angle;
    fb.fill(BACKGROUND);
    const r = this.raster;
    r.target(fb, w, h);
    // The player's position lands on the screen's centre.
    r.mapX = view.x; r.mapY = view.y;
    r.scale = (h / 1600) * this.zoom;
    const cx = w >> 1, cy = h >> 1;
    r.screenX = cx; r.screenY = cy;
    const reveal = this.reveal;
    // The triangulation, faintly: only unconstrained edges (the lines come next).
    if (reveal && this.zoom >= 0.5) r.meshEdges(world.mesh, MESH);
    const xy = world.lineXY, kinds = lines.kind;
    for (let l = 0; l < world.lineCount; l++) {
      const color = this.lineColor(l, world, lines, sight, computerMap);
      if (color === 0) continue;
      // Doors drawn double (not on the computer map's grey).
      const k = kinds[l];
      const door = color !== UNSEEN && (k === LINE_DOOR || k === LINE_KEY_BLUE || k === LINE_KEY_YELLOW || k === LINE_KEY_RED);
      r.segment(xy, l * 4, color, door);
    }
    if (this.things || this.overlay) {
      if (path !== null) {
        for (let i = 1; i < path.count; i++) {
          const b = path.slot(i);
          if (path.breaks[b] === 0) r.edge(path.xy, path.slot(i - 1), b, PATH);
        }
      }
      if (thingKinds !== null && thingKinds.length === world.thingCount) {
        const size = this.zoom >= 2 ? 2 : 1, face = world.thingFace;
        for (let i = 0; i < world.thingCapacity; i++) {
          if (face[i] < 0) continue; // picked up, removed, a spare slot not in use
          // Things spawned in play (spare slots: puffs, missiles, dropped items) are drawn as "other".
          r.mark(world.thingX, world.thingY, i, size, THING_COLOR[i < world.thingCount ? thingKinds[i] : THING_OTHER]);
        }
      }
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

  /** Line l's colour on the map as it is drawn now, 0 when it is not drawn. */
  private lineColor(l: number, world: World, lines: AutomapLines, sight: Sight, computerMap: boolean): number {
    const k = lines.kind[l], hidden = lines.hidden[l] !== 0;
    if (this.reveal || sight.isSeen(l)) {
      if (hidden && !this.reveal) return 0;
      if (k !== LINE_PLAIN) return this.raster.classColor[k];
      const f = world.lineFront[l], b = world.lineBack[l];
      if (world.sectorFloorZ[f] !== world.sectorFloorZ[b]) return FLOOR_CHANGE;
      if (world.sectorCeilZ[f] !== world.sectorCeilZ[b]) return CEIL_CHANGE;
      return this.reveal ? TWO_SIDED : 0;
    }
    return computerMap && !hidden ? UNSEEN : 0;
  }

  /**
   * The line drawn nearest to picture point (px, py) of the last drawn map, within CLICK_PIXELS;
   * -1 for none. A linear scan over the lines: a click, not a frame.
   */
  lineAt(px: number, py: number, world: World, lines: AutomapLines, sight: Sight, computerMap: boolean): number {
    const r = this.raster, xy = world.lineXY;
    let best = -1, bestD = CLICK_PIXELS * CLICK_PIXELS;
    for (let l = 0; l < world.lineCount; l++) {
      if (this.lineColor(l, world, lines, sight, computerMap) === 0) continue;
      const o = l * 4;
      const ax = r.fx(xy[o]), ay = r.fy(xy[o + 1]), bx = r.fx(xy[o + 2]), by = r.fy(xy[o + 3]);
      const ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
      const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / len2)) : 0;
      const dx = ax + t * ex - px, dy = ay + t * ey - py, d = dx * dx + dy * dy;
      if (d <= bestD) { bestD = d; best = l; }
    }
    return best;
  }
}
