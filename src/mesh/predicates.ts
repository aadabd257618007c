// Exact geometric predicates for the mesh, in the map's own frame (DOOM map space, y axis UP).
//
// Sign conventions. `robust-predicates` (Shewchuk's adaptive-precision predicates) documents
// its signs for a y-DOWN screen frame: its `orient2d` is NEGATIVE for a triangle that is
// counter-clockwise in map space, and its `incircle` is POSITIVE when d is inside the circle
// of a map-space counter-clockwise a, b, c. Mesh consumers should use `orient` and `inCircle`
// below, so that "left", "counter-clockwise" and "positive area" mean the same thing
// everywhere in the project. `orient2dExact` / `incircleExact` keep the library's raw signs
// (the mesh's inner loops use those).
//
// Speed. DOOM vertices are integers, and their maps are full of collinear and cocircular
// points (rectangular rooms), where the library's floating-point filter cannot decide and it
// falls back to its long adaptive expansions. For integer inputs of DOOM's magnitude these
// predicates settle the undecided cases with plain doubles instead (exactly: see the bounds
// below); anything else still goes to the library. Signs are exact in every case.

import { incircle, orient2d } from 'robust-predicates';

const EPSILON = 1.1102230246251565e-16; // 2^-53, as in robust-predicates
const CCW_ERRBOUND_A = (3 + 16 * EPSILON) * EPSILON;
const ICC_ERRBOUND_A = (10 + 96 * EPSILON) * EPSILON;
const TWO_17 = 131072;

function isInt(v: number): boolean {
  return Math.floor(v) === v;
}

/**
 * Same value sign as robust-predicates' `orient2d` (< 0 when c is LEFT of a→b in map space,
 * > 0 right, 0 collinear), exact. Integer inputs whose differences stay within 2^25 are
 * decided directly: both products are then below 2^50 and exact, and so is their difference.
 */
export function orient2dExact(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const acx = ax - cx, bcx = bx - cx, acy = ay - cy, bcy = by - cy;
  const detleft = acy * bcx;
  const detright = acx * bcy;
  const det = detleft - detright;
  const detsum = Math.abs(detleft + detright);
  if (Math.abs(det) >= CCW_ERRBOUND_A * detsum) return det;
  if (isInt(ax) && isInt(ay) && isInt(bx) && isInt(by) && isInt(cx) && isInt(cy)
    && Math.abs(acx) <= 33554432 && Math.abs(bcx) <= 33554432
    && Math.abs(acy) <= 33554432 && Math.abs(bcy) <= 33554432) {
    return det;
  }
  return orient2d(ax, ay, bx, by, cx, cy);
}

/**
 * Same value sign as robust-predicates' `incircle` (> 0 when d is strictly inside the circle
 * through a, b, c given counter-clockwise in map space), exact.
 *
 * Integer inputs whose differences stay within 2^16 are decided with split integers: each
 * lift (dx² + dy²) and each 2×2 minor is an integer below 2^33, so both split exactly into a
 * high part and a 17-bit low part whose partial products (below 2^34) and their sums are exact
 * doubles; a carry pass then gives the sign of the full 68-bit determinant.
 */
export function incircleExact(
  ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number,
): number {
  const adx = ax - dx, bdx = bx - dx, cdx = cx - dx;
  const ady = ay - dy, bdy = by - dy, cdy = cy - dy;
  const bdxcdy = bdx * cdy, cdxbdy = cdx * bdy;
  const cdxady = cdx * ady, adxcdy = adx * cdy;
  const adxbdy = adx * bdy, bdxady = bdx * ady;
  const alift = adx * adx + ady * ady;
  const blift = bdx * bdx + bdy * bdy;
  const clift = cdx * cdx + cdy * cdy;
  const det = alift * (bdxcdy - cdxbdy) + blift * (cdxady - adxcdy) + clift * (adxbdy - bdxady);
  const permanent = (Math.abs(bdxcdy) + Math.abs(cdxbdy)) * alift
    + (Math.abs(cdxady) + Math.abs(adxcdy)) * blift
    + (Math.abs(adxbdy) + Math.abs(bdxady)) * clift;
  const errbound = ICC_ERRBOUND_A * permanent;
  if (det > errbound || -det > errbound) return det;
  if (isInt(ax) && isInt(ay) && isInt(bx) && isInt(by) && isInt(cx) && isInt(cy) && isInt(dx) && isInt(dy)
    && Math.abs(adx) <= 65536 && Math.abs(bdx) <= 65536 && Math.abs(cdx) <= 65536
    && Math.abs(ady) <= 65536 && Math.abs(bdy) <= 65536 && Math.abs(cdy) <= 65536) {
    return incircleSplit(adx, ady, bdx, bdy, cdx, cdy);
  }
  return incircle(ax, ay, bx, by, cx, cy, dx, dy);
}

/**
 * The sign-exact incircle determinant for integer differences (a - d, b - d, c - d) of
 * magnitude at most 2^16 (see incircleExact). Exported for tests.
 */
export function incircleSplit(adx: number, ady: number, bdx: number, bdy: number, cdx: number, cdy: number): number {
  // Products below 2^32, minors and lifts below 2^33: all exact.
  const alift = adx * adx + ady * ady;
  const blift = bdx * bdx + bdy * bdy;
  const clift = cdx * cdx + cdy * cdy;
  const ma = bdx * cdy - cdx * bdy, mb = cdx * ady - adx * cdy, mc = adx * bdy - bdx * ady;
  // lift = lh·2^17 + ll and minor = mh·2^17 + ml with 0 <= ll, ml < 2^17.
  const alh = Math.floor(alift / TWO_17), all = alift - alh * TWO_17;
  const blh = Math.floor(blift / TWO_17), bll = blift - blh * TWO_17;
  const clh = Math.floor(clift / TWO_17), cll = clift - clh * TWO_17;
  const mah = Math.floor(ma / TWO_17), mal = ma - mah * TWO_17;
  const mbh = Math.floor(mb / TWO_17), mbl = mb - mbh * TWO_17;
  const mch = Math.floor(mc / TWO_17), mcl = mc - mch * TWO_17;
  // det = hh·2^34 + mid·2^17 + lo, every term below 2^36 in magnitude, so exact.
  let hh = alh * mah + blh * mbh + clh * mch;
  let mid = alh * mal + all * mah + blh * mbl + bll * mbh + clh * mcl + cll * mch;
  let lo = all * mal + bll * mbl + cll * mcl;
  let carry = Math.floor(lo / TWO_17);
  lo -= carry * TWO_17;
  mid += carry;
  carry = Math.floor(mid / TWO_17);
  mid -= carry * TWO_17;
  hh += carry;
  // Now 0 <= mid, lo < 2^17, so the low part lies in [0, 2^34) and hh decides unless it is 0.
  if (hh !== 0) return hh;
  return mid * TWO_17 + lo;
}

/**
 * Orientation of (a, b, c) in map space (y up): > 0 when c lies to the LEFT of the directed
 * line a→b (a, b, c counter-clockwise), < 0 when to the right, exactly 0 when collinear.
 * The magnitude approximates twice the signed triangle area.
 */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2dExact(ax, ay, bx, by, cx, cy);
}

/**
 * Exact side of c relative to the directed line a→b in map space: 1 left, -1 right, 0 on it, for
 * the coordinates p[0..5] = ax, ay, bx, by, cx, cy. Per-frame code (the movement walker) calls this
 * one: the coordinates travel in a typed array and the answer is a small integer, so nothing is
 * boxed on the heap even when V8 does not inline the call (doubles passed or returned are).
 */
export function turn(p: Float64Array): number {
  const ax = p[0], ay = p[1], bx = p[2], by = p[3], cx = p[4], cy = p[5];
  const detleft = (ay - cy) * (bx - cx);
  const detright = (ax - cx) * (by - cy);
  const det = detleft - detright;
  if (Math.abs(det) < CCW_ERRBOUND_A * Math.abs(detleft + detright)) {
    const o = orient2dExact(ax, ay, bx, by, cx, cy); // undecided by the filter: rare
    return o < 0 ? 1 : o > 0 ? -1 : 0;
  }
  return det < 0 ? 1 : det > 0 ? -1 : 0;
}

/**
 * In-circle test in map space: for a, b, c counter-clockwise (orient > 0), returns > 0 when d
 * lies strictly INSIDE their circumcircle, < 0 outside, exactly 0 when the four are cocircular.
 */
export function inCircle(
  ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number,
): number {
  return incircleExact(ax, ay, bx, by, cx, cy, dx, dy);
}
