// DOOM's 320×200 screen as palette indices: the layer the status bar, the HUD messages, the
// intermission and the finale text draw into, the way DOOM's V_DrawPatch draws into its screens.
// `covered` marks the pixels drawn since the last clear, so a layer drawn over the 3D view (HUD
// text, the status bar) is copied over it and nothing else. blitScreen scales rows of it into a
// framebuffer of any size through one of PLAYPAL's palettes; nothing is allocated per frame.
import type { Picture } from '../assets/picture.js';

export const SCREEN_WIDTH = 320;
export const SCREEN_HEIGHT = 200;

export class ScreenBuffer {
  readonly width = SCREEN_WIDTH;
  readonly height = SCREEN_HEIGHT;
  /** Palette indices, row-major. */
  readonly pixels = new Uint8Array(SCREEN_WIDTH * SCREEN_HEIGHT);
  /** 1 where something was drawn since the last clear(). */
  readonly covered = new Uint8Array(SCREEN_WIDTH * SCREEN_HEIGHT);

  /** Forgets what was drawn (the pixels stay, uncovered). */
  clear(): void {
    this.covered.fill(0);
  }

  /** Fills a rectangle with one palette index. */
  fillRect(x0: number, y0: number, w: number, h: number, color: number): void {
    const xa = Math.max(0, x0 | 0), ya = Math.max(0, y0 | 0);
    const xb = Math.min(SCREEN_WIDTH, (x0 + w) | 0), yb = Math.min(SCREEN_HEIGHT, (y0 + h) | 0);
    for (let y = ya; y < yb; y++) {
      const row = y * SCREEN_WIDTH;
      this.pixels.fill(color, row + xa, row + xb);
      this.covered.fill(1, row + xa, row + xb);
    }
  }

  /** Tiles a 64×64 flat (row-major indices) over a rectangle, as DOOM fills its text screens. */
  tileFlat(flat: Uint8Array, x0 = 0, y0 = 0, w = SCREEN_WIDTH, h = SCREEN_HEIGHT): void {
    if (flat.length < 4096) return;
    const xa = Math.max(0, x0 | 0), ya = Math.max(0, y0 | 0);
    const xb = Math.min(SCREEN_WIDTH, (x0 + w) | 0), yb = Math.min(SCREEN_HEIGHT, (y0 + h) | 0);
    for (let y = ya; y < yb; y++) {
      const row = y * SCREEN_WIDTH, frow = (y & 63) << 6;
      for (let x = xa; x < xb; x++) { this.pixels[row + x] = flat[frow | (x & 63)]; this.covered[row + x] = 1; }
    }
  }

  /**
   * Draws a picture with its origin at (x, y): its top-left corner goes to (x - leftOffset,
   * y - topOffset), as V_DrawPatch places it. Transparent texels are left alone; what falls off the
   * screen is clipped (DOOM would refuse such a patch; a PWAD's odd graphic should not stop the game).
   * `flip` mirrors it left-right in the same place (DOOM's V_DrawPatchFlipped, used by the cast
   * call: the left edge stays at x - leftOffset, the last column drawn first).
   */
  drawPatch(pic: Picture, x: number, y: number, flip = false): void {
    const left = (x | 0) - pic.leftOffset;
    const top = (y | 0) - pic.topOffset;
    const h = pic.height, px = pic.pixels, mask = pic.mask;
    for (let c = 0; c < pic.width; c++) {
      const sx = left + c;
      if (sx < 0 || sx >= SCREEN_WIDTH) continue;
      const col = (flip ? pic.width - 1 - c : c) * h;
      for (let r = 0; r < h; r++) {
        const sy = top + r;
        if (sy < 0 || sy >= SCREEN_HEIGHT || !mask[col + r]) continue;
        const i = sy * SCREEN_WIDTH + sx;
        this.pixels[i] = px[col + r];
        this.covered[i] = 1;
      }
    }
  }
}

/**
 * Copies screen rows [sy0, sy1) into framebuffer rows [dy0, dy1) of a `fbWidth`-wide framebuffer,
 * scaled to the full width (nearest texel, as DOOM's scaled-up screens do), through `palette` (256
 * ABGR words). With `onlyCovered`, pixels not drawn since the last clear are left as they are.
 */
export function blitScreen(
  screen: ScreenBuffer, sy0: number, sy1: number,
  fb: Uint32Array, fbWidth: number, dy0: number, dy1: number,
  palette: Uint32Array, onlyCovered = false,
): void {
  const W = fbWidth | 0, rows = dy1 - dy0, srcRows = sy1 - sy0;
  if (W <= 0 || rows <= 0 || srcRows <= 0) return;
  const px = screen.pixels, cov = screen.covered;
  for (let y = 0; y < rows; y++) {
    const sy = sy0 + Math.floor((y * srcRows) / rows);
    const srow = sy * SCREEN_WIDTH, drow = (dy0 + y) * W;
    for (let x = 0; x < W; x++) {
      const si = srow + ((x * SCREEN_WIDTH / W) | 0);
      if (onlyCovered && !cov[si]) continue;
      fb[drow + x] = palette[px[si]];
    }
  }
}
