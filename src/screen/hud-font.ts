// DOOM's heads-up font (HU_Init, HUlib_drawTextLine): the 63 pictures STCFN033 ('!') to STCFN095
// ('_'), text upper-cased first; a space, or any character outside the font, moves 4 pixels on; a
// line stops at the first glyph that would run past the screen's right edge. A WAD without the font
// draws no text (one warning): `available` says whether it has it. The finale types its text in the
// same font (F_TextWrite: drawFontText, with line breaks 11 rows apart). Nothing here allocates
// while drawing: the lump names are made once.
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

/** Rows from one line of finale text to the next. */
export const TEXT_LINE_HEIGHT = 11;

const GLYPH_NAMES: readonly string[] = Array.from({ length: HU_FONTSIZE }, (_, i) => `STCFN${String(HU_FONTSTART + i).padStart(3, '0')}`);

/** The lump name of the glyph of character code `c` (33..95). */
export function glyphLumpName(c: number): string {
  return c >= HU_FONTSTART && c <= HU_FONTEND ? GLYPH_NAMES[c - HU_FONTSTART] : `STCFN${String(c).padStart(3, '0')}`;
}

/** The font's character for code `c`: lower case maps to upper; -1 when the font has none. */
function fontChar(c: number): number {
  const u = c >= 97 && c <= 122 ? c - 32 : c;
  return u >= HU_FONTSTART && u <= HU_FONTEND ? u : -1;
}

/** The STCFN lump of a character code, or '' when the font has none (lower case maps to upper). */
export function glyphName(code: number): string {
  const c = fontChar(code);
  return c < 0 ? '' : GLYPH_NAMES[c - HU_FONTSTART];
}

/**
 * Draws the first `count` characters of `text` from (x0, y0) as F_TextWrite does; returns how many
 * characters were drawn or skipped before it stopped (at the count, the text's end, or the edge).
 */
export function drawFontText(screen: ScreenBuffer, gfx: ScreenGraphics, text: string, count: number, x0: number, y0: number): number {
  let cx = x0, cy = y0, i = 0;
  for (; i < text.length && count > 0; i++, count--) {
    const code = text.charCodeAt(i);
    if (code === 10) { cx = x0; cy += TEXT_LINE_HEIGHT; continue; }
    const name = glyphName(code);
    const g = name ? gfx.picture(name) : null;
    if (!g) { cx += HU_SPACE_WIDTH; continue; }
    if (cx + g.width > SCREEN_WIDTH) break;
    screen.drawPatch(g, cx, cy);
    cx += g.width;
  }
  return i;
}

/** The width of `text` in the font (F_CastPrint's measure: line breaks count as nothing special). */
export function fontTextWidth(gfx: ScreenGraphics, text: string): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) {
    const name = glyphName(text.charCodeAt(i));
    const g = name ? gfx.picture(name) : null;
    w += g ? g.width : HU_SPACE_WIDTH;
  }
  return w;
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
    const u = fontChar(c);
    return u < 0 ? null : this.glyphs[u - HU_FONTSTART];
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
