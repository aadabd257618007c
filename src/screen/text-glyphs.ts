// DOOM's small font (the HUD font, STCFN033..STCFN095: '!' to '_') drawn into a ScreenBuffer the way
// the finale types its text (F_TextWrite): upper case, a line break moves 11 rows down to the
// left margin, a character the font lacks (a space) moves 4 columns, and the text stops where a
// glyph would run past the right edge. Lump names are made once; drawing allocates nothing.
import type { ScreenBuffer } from './screen-buffer.js';
import { SCREEN_WIDTH } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';

/** The font's first and last characters. */
export const HU_FONTSTART = 33;
export const HU_FONTEND = 95;
/** Rows from one line of finale text to the next. */
export const TEXT_LINE_HEIGHT = 11;
/** The advance of a character the font has no glyph for. */
export const SPACE_WIDTH = 4;

const GLYPH_NAMES: readonly string[] = Array.from({ length: HU_FONTEND - HU_FONTSTART + 1 }, (_, i) => `STCFN${String(HU_FONTSTART + i).padStart(3, '0')}`);

/** The STCFN lump of a character code, or '' when the font has none (lower case maps to upper). */
export function glyphName(code: number): string {
  const c = code >= 97 && code <= 122 ? code - 32 : code;
  return c >= HU_FONTSTART && c <= HU_FONTEND ? GLYPH_NAMES[c - HU_FONTSTART] : '';
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
    if (!g) { cx += SPACE_WIDTH; continue; }
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
    w += g ? g.width : SPACE_WIDTH;
  }
  return w;
}
