// PLAYPAL (14 palettes of 256 RGB triples) and COLORMAP (34 light maps of 256 palette indices),
// and the lit palette the renderer reads: one ABGR word per (light map, palette index).
import { WadError } from '../errors.js';
import type { WadStack } from '../wad/wad-stack.js';

export const PALETTE_COUNT = 14;
export const PALETTE_BYTES = 768;
export const PLAYPAL_SIZE = PALETTE_COUNT * PALETTE_BYTES;
/** 32 light levels, the invulnerability map (32) and the all-black map (33). */
export const COLORMAP_COUNT = 34;
export const COLORMAP_SIZE = COLORMAP_COUNT * 256;

/** The PLAYPAL lump's 14 palettes (a copy), or a WadError when it is missing or short. */
export function readPlaypal(stack: WadStack): Uint8Array {
  const l = stack.get('PLAYPAL');
  if (l.data.length < PLAYPAL_SIZE) {
    throw new WadError(l.file, 'PLAYPAL', `truncated: ${l.data.length} bytes, ${PALETTE_COUNT} palettes need ${PLAYPAL_SIZE}`);
  }
  return l.data.slice(0, PLAYPAL_SIZE);
}

/** The COLORMAP lump's 34 maps (a copy), or a WadError when it is missing or short. */
export function readColormap(stack: WadStack): Uint8Array {
  const l = stack.get('COLORMAP');
  if (l.data.length < COLORMAP_SIZE) {
    throw new WadError(l.file, 'COLORMAP', `truncated: ${l.data.length} bytes, ${COLORMAP_COUNT} colormaps need ${COLORMAP_SIZE}`);
  }
  return l.data.slice(0, COLORMAP_SIZE);
}

function checkPaletteIndex(playpal: Uint8Array, paletteIndex: number): number {
  const base = paletteIndex * PALETTE_BYTES;
  if (!Number.isInteger(paletteIndex) || paletteIndex < 0 || base + PALETTE_BYTES > playpal.length) {
    throw new RangeError(`palette index ${paletteIndex} outside the ${Math.floor(playpal.length / PALETTE_BYTES)} palettes given`);
  }
  return base;
}

/** One palette as 256 ABGR words (0xFF000000 | b<<16 | g<<8 | r), the framebuffer's layout. */
export function paletteToAbgr(playpal: Uint8Array, paletteIndex = 0): Uint32Array {
  const base = checkPaletteIndex(playpal, paletteIndex);
  const out = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    const p = base + i * 3;
    out[i] = (0xff000000 | (playpal[p + 2] << 16) | (playpal[p + 1] << 8) | playpal[p]) >>> 0;
  }
  return out;
}

/**
 * Palette ∘ colormap: entry [map << 8 | index] is the ABGR colour of palette[colormap[map*256 + index]],
 * so the renderer writes a pixel with one lookup: `fb[i] = lit[light << 8 | texel]`.
 */
export function buildLitPalette(playpal: Uint8Array, colormap: Uint8Array, paletteIndex = 0): Uint32Array {
  const pal = paletteToAbgr(playpal, paletteIndex);
  if (colormap.length < COLORMAP_SIZE) {
    throw new RangeError(`colormap has ${colormap.length} bytes, ${COLORMAP_COUNT} maps need ${COLORMAP_SIZE}`);
  }
  const out = new Uint32Array(COLORMAP_SIZE);
  for (let i = 0; i < COLORMAP_SIZE; i++) out[i] = pal[colormap[i]];
  return out;
}

/** buildLitPalette for each of PLAYPAL's 14 palettes, one after another: entry
 *  [(palette * 34 + map) << 8 | index]. The screen's flashes (pain, pickups, the radiation suit) pick
 *  a palette per frame; this is built once per WAD. */
export function buildLitPalettes(playpal: Uint8Array, colormap: Uint8Array): Uint32Array {
  const out = new Uint32Array(PALETTE_COUNT * COLORMAP_SIZE);
  for (let p = 0; p < PALETTE_COUNT; p++) out.set(buildLitPalette(playpal, colormap, p), p * COLORMAP_SIZE);
  return out;
}
