// Exact geometric predicates in the map's own frame (DOOM map space, y axis pointing UP).
//
// `robust-predicates` (Shewchuk's adaptive-precision predicates) documents its signs for a
// y-DOWN screen frame: its `orient2d` is NEGATIVE for a triangle that is counter-clockwise in
// map space. Every mesh consumer should use these two wrappers instead, so that "left",
// "counter-clockwise" and "positive area" mean the same thing everywhere in the project.
// Negating a double is exact, so the wrappers keep the predicates' exact signs.

import { incircle, orient2d } from 'robust-predicates';

/**
 * Orientation of (a, b, c) in map space (y up): > 0 when c lies to the LEFT of the directed
 * line a→b (a, b, c counter-clockwise), < 0 when to the right, exactly 0 when collinear.
 * The magnitude approximates twice the signed triangle area.
 */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2d(ax, ay, bx, by, cx, cy);
}

/**
 * In-circle test in map space: for a, b, c counter-clockwise (orient > 0), returns > 0 when d
 * lies strictly INSIDE their circumcircle, < 0 outside, exactly 0 when the four are cocircular.
 */
export function inCircle(
  ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number,
): number {
  return incircle(ax, ay, bx, by, cx, cy, dx, dy);
}
