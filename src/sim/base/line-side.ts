// Which side of a line a point or a box is on (p_maputl's P_PointOnLineSide and P_BoxOnLineSide),
// in DOOM's arithmetic: the bottom of the map utilities, which the blockmap walks and Boom's sector
// lists (sector-nodes.ts) both use.
import { FRACBITS, fixedMul } from './fixed.js';
import { BOXBOTTOM, BOXLEFT, BOXRIGHT, BOXTOP, ST_HORIZONTAL, ST_NEGATIVE, ST_POSITIVE, ST_VERTICAL, type Line } from './level.js';

/** P_PointOnLineSide: 0 front (right of v1→v2), 1 back. */
export function pointOnLineSide(x: number, y: number, line: Line): number {
  if (line.dx === 0) {
    if (x <= line.v1x) return line.dy > 0 ? 1 : 0;
    return line.dy < 0 ? 1 : 0;
  }
  if (line.dy === 0) {
    if (y <= line.v1y) return line.dx < 0 ? 1 : 0;
    return line.dx > 0 ? 1 : 0;
  }
  const dx = (x - line.v1x) | 0, dy = (y - line.v1y) | 0;
  const left = fixedMul(line.dy >> FRACBITS, dx);
  const right = fixedMul(dy, line.dx >> FRACBITS);
  return right < left ? 0 : 1;
}

/** P_BoxOnLineSide: 0 or 1 when the box is wholly on one side, -1 when it crosses the line. */
export function boxOnLineSide(box: Int32Array, ld: Line): number {
  let p1 = 0, p2 = 0;
  switch (ld.slopetype) {
    case ST_HORIZONTAL:
      p1 = box[BOXTOP] > ld.v1y ? 1 : 0;
      p2 = box[BOXBOTTOM] > ld.v1y ? 1 : 0;
      if (ld.dx < 0) { p1 ^= 1; p2 ^= 1; }
      break;
    case ST_VERTICAL:
      p1 = box[BOXRIGHT] < ld.v1x ? 1 : 0;
      p2 = box[BOXLEFT] < ld.v1x ? 1 : 0;
      if (ld.dy < 0) { p1 ^= 1; p2 ^= 1; }
      break;
    case ST_POSITIVE:
      p1 = pointOnLineSide(box[BOXLEFT], box[BOXTOP], ld);
      p2 = pointOnLineSide(box[BOXRIGHT], box[BOXBOTTOM], ld);
      break;
    case ST_NEGATIVE:
      p1 = pointOnLineSide(box[BOXRIGHT], box[BOXTOP], ld);
      p2 = pointOnLineSide(box[BOXLEFT], box[BOXBOTTOM], ld);
      break;
    default:
      break;
  }
  return p1 === p2 ? p1 : -1;
}
