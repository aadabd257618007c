// Where both renderers sample a pixel: DOOM's positions. DOOM casts a column's view ray through its
// LEFT edge and measures a wall row from its TOP edge (flats from the row's centre); the CPU renderer
// puts its horizon half a row low and its rays at x - W/2, the GPU path moves clip space half a pixel
// right and down. The two small leans below keep exact ties on the same side in both.

/** DOOM's integer geometry often projects exactly onto those edges (a vertex straight ahead, a wall
 *  top on a whole row). Both renderers sample this fraction of a pixel right of and below the edges,
 *  so the column or row at such an edge belongs to what lies right of and below it, as DOOM's fixed
 *  point (yl = ceil(top)) gives, on the GPU too, whose rasterizer would otherwise break ties its own way.
 *  It is 1/16 because rasterizers snap vertices to a sub-pixel grid before the coverage test:
 *  WebGL's SUBPIXEL_BITS is 4 on SwiftShader (1/16 pixel; hardware usually 8), and a smaller nudge snaps away, leaving
 *  the exact tie (whole rows of a wall top or a step edge went the other way from the CPU's). */
export const SAMPLE_NUDGE = 1 / 16;

/** Wall and masked rows are sampled at their top edges, where a texel edge often falls exactly: v
 *  starts this much high so such a tie takes the texel below the edge, as DOOM's exact start does,
 *  even after the 16.16 steps' truncation (the GPU shader's WALL_BIAS leans the same). */
export const V_BIAS = 1 / 128;
