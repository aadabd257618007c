// Decoded assets → row-major ABGR images (the framebuffer layout), for PNG output and thumbnails.
// Not for the hot path: the renderer reads the palette-index arrays directly.

/**
 * A column-major palette-index image (texture, picture) with its coverage mask → row-major ABGR,
 * alpha 0 where the mask is 0. `palette` is 256 ABGR words (paletteToAbgr).
 */
export function columnMajorToAbgr(width: number, height: number, pixels: Uint8Array, mask: Uint8Array, palette: Uint32Array): Uint32Array {
  const out = new Uint32Array(width * height);
  for (let x = 0; x < width; x++) {
    const col = x * height;
    for (let y = 0; y < height; y++) {
      if (mask[col + y] !== 0) out[y * width + x] = palette[pixels[col + y]];
    }
  }
  return out;
}

/** A row-major palette-index image (a flat) → row-major ABGR, fully opaque. */
export function rowMajorToAbgr(width: number, height: number, pixels: Uint8Array, palette: Uint32Array): Uint32Array {
  const out = new Uint32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = palette[pixels[i]];
  return out;
}

/** Mirrors a row-major image left-right (sprite views stored flipped, such as rotation 8 of TROOA2A8). */
export function mirrorAbgr(width: number, height: number, image: Uint32Array): Uint32Array {
  const out = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = image[row + width - 1 - x];
  }
  return out;
}
