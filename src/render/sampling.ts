// Where both renderers sample a pixel: DOOM's positions. DOOM casts a column's view ray through its
// LEFT edge and measures a wall row from its TOP edge (flats from the row's centre); the CPU renderer
// puts its horizon half a row low and its rays at x - W/2, the GPU path moves clip space half a pixel
// right and down. A wall's texel is not taken where that ray meets it: DOOM takes the texture column
// along its own per-column angle (textureRays) and the texture row from the centre row with its own
// step (ROW_STEP_DIVIDEND); both renderers do the same. The small leans below keep exact ties on the
// same side in both.
import { focalLength } from './camera.js';

/** DOOM's integer geometry often projects exactly onto those edges (a vertex straight ahead, a wall
 *  top on a whole row). Both renderers sample this fraction of a pixel right of and below the edges,
 *  so the column or row at such an edge belongs to what lies right of and below it, as DOOM's fixed
 *  point (yl = ceil(top)) gives, on the GPU too, whose rasterizer would otherwise break ties its own way.
 *  It is 1/16 because rasterizers snap vertices to a sub-pixel grid before the coverage test:
 *  WebGL's SUBPIXEL_BITS is 4 on SwiftShader (1/16 pixel; hardware usually 8), and a smaller nudge snaps away, leaving
 *  the exact tie (whole rows of a wall top or a step edge went the other way from the CPU's). */
export const SAMPLE_NUDGE = 1 / 16;

/** DOOM's fine angles: 8192 to a turn (tables.h FINEANGLES). */
const FINE_ANGLES = 8192;
const FINE_STEP = (2 * Math.PI) / FINE_ANGLES;

/**
 * The rays along which DOOM takes a wall column's texture column, one per screen column: fills
 * `out[x]` with k such that forward + k * right (the view's unit vectors) is column x's texture ray.
 *
 * DOOM does not take u where the column's own ray meets the wall. r_segs.c takes
 * `rw_offset - finetangent[(rw_centerangle + xtoviewangle[x]) >> 19] * rw_distance`, and r_main.c
 * (R_InitTextureMapping) makes xtoviewangle[x] the smallest fine angle whose projection
 * `ceil(centerx - finetangent[i] * focallength)` is <= x, with focallength = centerx /
 * finetangent[FINEANGLES/4 + FIELDOFVIEW/2]; finetangent is tabulated half a fine step past each
 * angle. So the texture ray lies up to a fine step left of the column's left edge, plus half a step,
 * and at the screen's edges the table's tan(45° + half a step) widens it slightly. Where a texel edge
 * projects exactly onto a column edge (axis-aligned walls seen square on, at whole distances) this
 * decides which texel the column shows: the texel left of the edge, where the column's own ray
 * (SAMPLE_NUDGE right of the edge) would take the one right of it.
 * Rotations of the view by whole fine angles keep these rays; the fine rounding of the angle between
 * the view and each wall (rw_centerangle) is not modelled (it moves a ray by less than a fine step).
 * Only where every column gets a fine angle of its own: where columns are narrower than a fine step
 * (at 90°, views wider than 1303 pixels; narrow fields of view) DOOM's tables would give runs of
 * columns one texture column, so there each column keeps its own ray (SAMPLE_NUDGE right of its edge).
 */
export function textureRays(width: number, fov: number, out: Float64Array): void {
  for (let x = 0; x < width; x++) out[x] = textureRay(width, fov, x);
}

/** Column x's entry of textureRays (for one column: the pick). */
export function textureRay(width: number, fov: number, x: number): number {
  const cx = width / 2;
  // The narrowest column, at the screen's edge, spans cos²(fov / 2) / focal radians.
  const ownFocal = focalLength(width, fov), half = Math.cos(fov / 2);
  if ((half * half) / ownFocal < FINE_STEP) return (x + SAMPLE_NUDGE - cx) / ownFocal;
  // DOOM: focallength = centerx / finetangent[FINEANGLES/4 + FIELDOFVIEW/2], FIELDOFVIEW the view's
  // angle in fine steps (2048 at 90°).
  const fovSteps = Math.round(fov / FINE_STEP);
  const focal = cx / tanHalfStep(FINE_ANGLES / 4 + fovSteps / 2);
  // viewangletox[i] = ceil(centerx - finetangent[i] * focal) falls as i grows: the first i with it <= x.
  let lo = 0, hi = FINE_ANGLES / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.ceil(cx - tanHalfStep(mid) * focal) <= x) hi = mid; else lo = mid + 1;
  }
  // The view angle of that fine step (left positive), plus finetangent's half step.
  return -tanHalfStep(lo);
}

/** finetangent[i]: the tangent half a fine step past fine angle i - FINEANGLES/4. */
function tanHalfStep(i: number): number {
  return Math.tan((i - FINE_ANGLES / 4 + 0.5) * FINE_STEP);
}

/**
 * DOOM's texture step per screen row for a wall or masked middle column at scale s (pixels per world
 * unit, focal / depth): r_segs.c takes dc_iscale = 0xffffffff / rw_scale, both 16.16, and r_draw.c
 * samples row y at dc_texturemid + (y - centery) * dc_iscale. That quotient of 2^32 - 1 rounds down,
 * so the step is a hair short of 1 / s: rows above the centre row land a hair below their exact v,
 * rows below it a hair above. Where a texel edge projects exactly onto a row's top edge (a wall seen
 * square on at a whole scale), rows below the centre show the texel above the edge. The step, in
 * texels: rowStep(s) = floor(ROW_STEP_DIVIDEND / floor(s * 65536 + SCALE_LEAN)) / 65536.
 */
export const ROW_STEP_DIVIDEND = 4294967295;
/** DOOM's rw_scale is an exact 16.16 quotient; ours comes from a ray's doubles (the view's cos and
 *  sin are not exact at 90°) or the GPU's single floats, a hair either side of a whole 1/65536. The
 *  scale leans up this much of its last bit before it is floored, so such a scale counts as whole. */
export const SCALE_LEAN = 1 / 4;

/** DOOM's texture step per screen row at scale `scale` (pixels per world unit), in texels (see
 *  ROW_STEP_DIVIDEND). Small enough to be inlined in the column loops. */
export function rowStep(scale: number): number {
  const sfix = Math.floor(scale * 65536 + SCALE_LEAN);
  return Math.floor(ROW_STEP_DIVIDEND / (sfix > 0 ? sfix : 1)) / 65536;
}
