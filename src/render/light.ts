// DOOM's light diminishing, as tables of colormap numbers (0 = full bright .. 31 = darkest), shared by
// both renderers (the CPU path indexes them per column and span, the GPU path uploads them).
// Walls and sprites: by scale (DOOM's scalelight, 16 light levels × 48 scale steps).
// Flats: by distance (DOOM's zlight, 16 light levels × 128 distance steps of 16 units).
// Depth is measured in map units along the view axis, as DOOM does at 320 pixels wide, so a scene is
// as bright at any resolution as it is in DOOM.

export const LIGHT_LEVELS = 16;
export const MAX_LIGHT_SCALE = 48;
export const MAX_LIGHT_Z = 128;
export const NUM_COLORMAPS = 32;

/** scalelight[level * 48 + scaleIndex]. */
export const SCALE_LIGHT = new Uint8Array(LIGHT_LEVELS * MAX_LIGHT_SCALE);
/** zlight[level * 128 + distanceIndex]. */
export const Z_LIGHT = new Uint8Array(LIGHT_LEVELS * MAX_LIGHT_Z);

for (let i = 0; i < LIGHT_LEVELS; i++) {
  const startMap = ((LIGHT_LEVELS - 1 - i) * 2 * NUM_COLORMAPS) / LIGHT_LEVELS;
  for (let j = 0; j < MAX_LIGHT_Z; j++) {
    // DOOM: scale = FixedDiv(160 << 16, (j + 1) << 20) >> 12; level = startmap - scale / 2.
    const scale = Math.floor((160 * 65536 * 65536) / ((j + 1) * 1048576)) >> 12;
    let level = startMap - Math.floor(scale / 2);
    if (level < 0) level = 0;
    if (level >= NUM_COLORMAPS) level = NUM_COLORMAPS - 1;
    Z_LIGHT[i * MAX_LIGHT_Z + j] = level;
  }
  for (let j = 0; j < MAX_LIGHT_SCALE; j++) {
    let level = startMap - Math.floor(j / 2);
    if (level < 0) level = 0;
    if (level >= NUM_COLORMAPS) level = NUM_COLORMAPS - 1;
    SCALE_LIGHT[i * MAX_LIGHT_SCALE + j] = level;
  }
}
