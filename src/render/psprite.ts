// The view player's weapon sprites (DOOM's R_DrawPSprite) and DOOM's fuzz, as both renderers use
// them. A weapon sprite is placed on a 320×200 screen by its sx, sy (16.16, bob included) and its
// picture's offsets, relative to the view's centre (DOOM's BASEYCENTER 100: with a shorter view,
// the status bar's 168 rows, the weapon keeps its place from the centre and its bottom is cut, as in
// DOOM), then scaled: across by the view's width / 320 (DOOM's pspritescale), down by the screen's
// height / 200 (the pixel height DOOM's rows have on this screen; the same as the width's at 16:10).
// The numbers are DOOM's 16.16 fixed-point values (held exactly in doubles), so a 320×200 or
// 640×400 view puts every texel where DOOM does.
import { LIGHT_LEVELS, MAX_LIGHT_SCALE, SCALE_LIGHT } from './light.js';

const FRACUNIT = 65536;

/** Slots of a projected weapon sprite (projectPsprite's output). */
/** First and last column drawn (clipped to the view), and the first column unclipped. */
export const PSP_X1 = 0;
export const PSP_X2 = 1;
/** Texel column at x1, and per column (16.16; negative for a mirrored picture). */
export const PSP_STARTFRAC = 2;
export const PSP_XISCALE = 3;
/** Texel row at row y: (PSP_ROW0 + y * PSP_YISCALE) / 65536, floored (16.16). */
export const PSP_ROW0 = 4;
export const PSP_YISCALE = 5;
export const PSP_SLOTS = 6;

/** DOOM's FixedMul on values held exactly in doubles (|a * b| < 2^53). */
function fixedMul(a: number, b: number): number {
  return Math.floor((a * b) / FRACUNIT);
}

/**
 * Projects a weapon sprite at DOOM's (sx, sy) (16.16) with picture (width, leftOffset, topOffset)
 * into a view `viewW` × `viewH` that is the top of a screen `screenH` rows high (screenH = viewH
 * without a status bar). Writes the PSP_* slots of `out`; false when no column of it is on screen.
 */
export function projectPsprite(out: Float64Array, sx: number, sy: number, width: number, leftOffset: number, topOffset: number,
  flip: boolean, viewW: number, viewH: number, screenH: number): boolean {
  const scale = Math.floor((FRACUNIT * viewW) / 320), iscale = Math.floor((FRACUNIT * 320) / viewW);
  const centerx = viewW >> 1, centerxfrac = centerx * FRACUNIT;
  let tx = sx - 160 * FRACUNIT - leftOffset * FRACUNIT;
  const x1 = (centerxfrac + fixedMul(tx, scale)) / FRACUNIT;
  const x1i = Math.floor(x1);
  if (x1i > viewW) return false;
  tx += width * FRACUNIT;
  const x2i = Math.floor((centerxfrac + fixedMul(tx, scale)) / FRACUNIT) - 1;
  if (x2i < 0) return false;
  const c1 = x1i < 0 ? 0 : x1i, c2 = x2i >= viewW ? viewW - 1 : x2i;
  const xiscale = flip ? -iscale : iscale;
  let startfrac = flip ? (width - 1) * FRACUNIT : 0;
  if (c1 > x1i) startfrac += xiscale * (c1 - x1i);
  out[PSP_X1] = c1; out[PSP_X2] = c2; out[PSP_STARTFRAC] = startfrac; out[PSP_XISCALE] = xiscale;
  // Rows: DOOM's texturemid (BASEYCENTER and half a pixel), stepped from the centre row.
  const texturemid = 100 * FRACUNIT + FRACUNIT / 2 - (sy - topOffset * FRACUNIT);
  const yiscale = Math.floor((FRACUNIT * 200) / (screenH > 0 ? screenH : viewH));
  const centery = viewH >> 1;
  out[PSP_ROW0] = texturemid - centery * yiscale;
  out[PSP_YISCALE] = yiscale;
  return true;
}

/**
 * The colormap of the weapon (DOOM's R_DrawPSprite): the fixed colormap when one is set, else 0 for
 * a full-bright frame, else the brightest of the player's sector's light level (plus the gun flash's
 * extralight): spritelights[MAXLIGHTSCALE - 1].
 */
export function weaponColormap(sectorLight: number, extralight: number, fixedColormap: number, bright: boolean): number {
  if (fixedColormap !== 0) return fixedColormap;
  if (bright) return 0;
  let l = (sectorLight >> 4) + extralight;
  if (l < 0) l = 0; else if (l >= LIGHT_LEVELS) l = LIGHT_LEVELS - 1;
  return SCALE_LIGHT[l * MAX_LIGHT_SCALE + MAX_LIGHT_SCALE - 1];
}

/** DOOM's fuzz: the colormap a shadow pixel takes the pixel beside it through. */
export const FUZZ_COLORMAP = 6;
/** DOOM's fuzz offsets, in rows (+1: the pixel below, -1: the one above); a running position steps
 *  through them one drawn pixel at a time. */
export const FUZZ_OFFSETS = Int8Array.from([
  1, -1, 1, -1, 1, 1, -1, 1, 1, -1, 1, 1, 1, -1, 1, 1, 1, -1, -1, -1, -1, 1, -1, -1, 1, 1, 1, 1, -1,
  1, -1, 1, 1, -1, -1, 1, 1, -1, -1, -1, -1, 1, 1, 1, 1, -1, 1, 1, -1, 1,
]);
