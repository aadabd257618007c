// What the automap adds for map authors: linedef numbers beside the lines it shows once zoomed in
// (zoom 2 and more), and the authoring marks: the line under the crosshair (cyan) and the selected
// lines A and B (green), drawn three pixels wide over the map. Separate from the automap's own
// rasterizer so the two can change apart. No allocation per frame.
import type { World } from '../../world/world.js';
import { drawLineLabel } from '../../util/line-labels.js';
import type { Sight } from '../sight.js';
import { MapRaster } from '../../world/map-raster.js';

/** Automap zoom from which line numbers are drawn. */
export const LABEL_ZOOM = 2;
/** Slots of the marks array: the picked line, selection A, selection B (-1 for none). */
export const MARK_PICKED = 0;
export const MARK_A = 1;
export const MARK_B = 2;

const LABEL = 0xffffffff;
const PICKED = (0xffffff00) | 0; // cyan (ABGR)
const SELECTED = (0xff00ff00) | 0; // green

/** Draws the marks (its target is set per frame). */
const raster = new MapRaster();

export interface OverlayView {
  x: number;
  y: number;
}

/** Labels and marks over an automap drawn at `s` pixels per unit around `view`. */
export function drawAutomapOverlay(fb: Uint32Array, w: number, h: number, world: World, sight: Sight, reveal: boolean,
  zoom: number, s: number, view: OverlayView, marks: Int32Array | null): void {
  const xy = world.lineXY, px = view.x, py = view.y, cx = w >> 1, cy = h >> 1;
  if (marks !== null) {
    raster.target(fb, w, h);
    for (let k = 0; k < 3; k++) {
      const l = marks[k];
      if (l < 0 || l >= world.lineCount) continue;
      const o = l * 4, color = k === MARK_PICKED ? PICKED : SELECTED;
      const x0 = Math.round(cx + (xy[o] - px) * s), y0 = Math.round(cy - (xy[o + 1] - py) * s);
      const x1 = Math.round(cx + (xy[o + 2] - px) * s), y1 = Math.round(cy - (xy[o + 3] - py) * s);
      for (let d = -1; d <= 1; d++) {
        if (Math.abs(x1 - x0) >= Math.abs(y1 - y0)) raster.line(x0, y0 + d, x1, y1 + d, color, 0);
        else raster.line(x0 + d, y0, x1 + d, y1, color, 0);
      }
    }
  }
  if (zoom < LABEL_ZOOM) return;
  const scale = h >= 600 ? 2 : 1;
  for (let l = 0; l < world.lineCount; l++) {
    if (!reveal && !sight.isSeen(l)) continue;
    const o = l * 4;
    drawLineLabel(fb, w, h, l,
      cx + (xy[o] - px) * s, cy - (xy[o + 1] - py) * s, cx + (xy[o + 2] - px) * s, cy - (xy[o + 3] - py) * s, LABEL, scale);
  }
}
