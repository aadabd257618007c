// DOOM's heads-up font (HU_Init, HUlib_drawTextLine): the 63 pictures STCFN033 ('!') to STCFN095
// ('_'), text upper-cased first; a space, or any character outside the font, moves 4 pixels on; a
// line stops at the first glyph that would run past the screen's right edge. A WAD without the font
// draws no text (one warning): `available` says whether it has it.
import type { Picture } from '../assets/picture.js';
import type { ScreenBuffer } from './screen-buffer.js';
import { SCREEN_WIDTH } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';

export const HU_FONTSTART = 33; // '!'
export const HU_FONTEND = 95; // '_'
export const HU_FONTSIZE = HU_FONTEND - HU_FONTSTART + 1;
/** How far a space (or a character the font lacks) moves the pen. */
export const HU_SPACE_WIDTH = 4;
/** The longest line DOOM keeps (HU_MAXLINELENGTH): characters past it are dropped. */
export const HU_MAXLINELENGTH = 80;

/** The lump name of the glyph of character code `c` (33..95). */
export function glyphLumpName(c: number): string {
  return `STCFN${String(c).padStart(3, '0')}`;
}

export class HudFont {
  /** False when the WAD lacks STCFN033 (DOOM's font height comes from it): no text is drawn. */
  readonly available: boolean;
  /** The line height (STCFN033's height), 0 when unavailable. */
  readonly height: number;
  private readonly glyphs: (Picture | null)[] = [];

  constructor(graphics: ScreenGraphics) {
    this.available = graphics.has(glyphLumpName(HU_FONTSTART));
    if (!this.available) {
      graphics.warnings.push(`${graphics.stack.label}: ${glyphLumpName(HU_FONTSTART)}: no heads-up font in this WAD: messages are not drawn on the view`);
      this.height = 0;
      return;
    }
    for (let c = HU_FONTSTART; c <= HU_FONTEND; c++) this.glyphs.push(graphics.picture(glyphLumpName(c)));
    this.height = this.glyphs[0]?.height ?? 0;
  }

  /** The glyph for character code `c` after upper-casing, or null for a space or a character outside the font. */
  glyph(c: number): Picture | null {
    const u = c >= 97 && c <= 122 ? c - 32 : c;
    return u >= HU_FONTSTART && u <= HU_FONTEND ? this.glyphs[u - HU_FONTSTART] : null;
  }

  /** Draws `text` (its first HU_MAXLINELENGTH characters) with its top-left at (x, y); returns the
   *  pen's x after it. Allocates nothing. */
  drawText(s: ScreenBuffer, x: number, y: number, text: string): number {
    if (!this.available) return x;
    let pen = x | 0;
    const n = Math.min(text.length, HU_MAXLINELENGTH);
    for (let i = 0; i < n; i++) {
      const g = this.glyph(text.charCodeAt(i));
      if (g !== null) {
        if (pen + g.width > SCREEN_WIDTH) break;
        s.drawPatch(g, pen, y);
        pen += g.width;
      } else {
        pen += HU_SPACE_WIDTH;
        if (pen >= SCREEN_WIDTH) break;
      }
    }
    return pen;
  }
}
