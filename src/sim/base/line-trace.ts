// Lines along a trace (DOOM's P_PathTraverse with PT_ADDLINES): every linedef the segment from
// (x0, y0) to (x1, y1) crosses, nearest first, as fractions of the trace — for using (64 units)
// and shooting (2048). Plus DOOM's point-on-line side rule and the line opening. The hits live in
// typed arrays owned here; run() allocates nothing. Portals are not followed (a trace stops at the
// portal line as at a wall).
import type { World } from '../../world/world.js';

/**
 * DOOM's P_PointOnLineSide: 0 front (right of v1→v2), 1 back. A point exactly on the line counts as
 * back, except on axis-aligned lines, which DOOM decides by comparing one coordinate.
 */
export function pointOnLineSide(w: World, x: number, y: number, l: number): number {
  const b = l * 4;
  const x1 = w.lineXY[b], y1 = w.lineXY[b + 1];
  const ldx = w.lineXY[b + 2] - x1, ldy = w.lineXY[b + 3] - y1;
  if (ldx === 0) {
    if (x <= x1) return ldy > 0 ? 1 : 0;
    return ldy < 0 ? 1 : 0;
  }
  if (ldy === 0) {
    if (y <= y1) return ldx < 0 ? 1 : 0;
    return ldx > 0 ? 1 : 0;
  }
  const left = ldy * (x - x1), right = (y - y1) * ldx;
  return right < left ? 0 : 1;
}

/** True when a line has a gap to pass through (P_LineOpening > 0), without returning a double. */
export function hasOpening(w: World, l: number): boolean {
  const f = w.lineFront[l], b = w.lineBack[l];
  if (f < 0 || b < 0) return false;
  const top = w.sectorCeilZ[f] < w.sectorCeilZ[b] ? w.sectorCeilZ[f] : w.sectorCeilZ[b];
  const bottom = w.sectorFloorZ[f] > w.sectorFloorZ[b] ? w.sectorFloorZ[f] : w.sectorFloorZ[b];
  return top - bottom > 0;
}

/** DOOM's P_LineOpening: the height of the gap through a line (0 for a one-sided line). */
export function lineOpening(w: World, l: number): number {
  const f = w.lineFront[l], b = w.lineBack[l];
  if (f < 0 || b < 0) return 0;
  const top = w.sectorCeilZ[f] < w.sectorCeilZ[b] ? w.sectorCeilZ[f] : w.sectorCeilZ[b];
  const bottom = w.sectorFloorZ[f] > w.sectorFloorZ[b] ? w.sectorFloorZ[f] : w.sectorFloorZ[b];
  return top - bottom;
}

export class LineTrace {
  /** Lines crossed, nearest first, and their fractions along the trace (0..1). */
  readonly hitLine: Int32Array;
  readonly hitFrac: Float64Array;
  private x0 = 0.5;
  private y0 = 0.5;
  private dx = 0.5;
  private dy = 0.5;

  constructor(private readonly w: World) {
    this.hitLine = new Int32Array(w.lineCount);
    this.hitFrac = new Float64Array(w.lineCount);
  }

  /**
   * The ends for trace(), set by the caller: fields rather than arguments, because doubles passed
   * to a call the compiler does not inline are boxed (an allocation per use or shot).
   */
  fromX = 0.5;
  fromY = 0.5;
  toX = 0.5;
  toY = 0.5;

  /** Traces (x0, y0) → (x1, y1); returns the number of lines crossed (in hitLine/hitFrac, sorted). */
  run(x0: number, y0: number, x1: number, y1: number): number {
    this.fromX = x0; this.fromY = y0; this.toX = x1; this.toY = y1;
    return this.trace();
  }

  /** run() from (fromX, fromY) to (toX, toY). Allocation-free. */
  trace(): number {
    const w = this.w, xy = w.lineXY;
    const x0 = this.fromX, y0 = this.fromY, x1 = this.toX, y1 = this.toY;
    const dx = x1 - x0, dy = y1 - y0;
    this.x0 = x0; this.y0 = y0; this.dx = dx; this.dy = dy;
    const minX = x0 < x1 ? x0 : x1, maxX = x0 < x1 ? x1 : x0, minY = y0 < y1 ? y0 : y1, maxY = y0 < y1 ? y1 : y0;
    let n = 0;
    for (let l = 0; l < w.lineCount; l++) {
      const b = l * 4;
      const ax = xy[b], ay = xy[b + 1], bx = xy[b + 2], by = xy[b + 3];
      if ((ax < minX && bx < minX) || (ax > maxX && bx > maxX) || (ay < minY && by < minY) || (ay > maxY && by > maxY)) continue;
      // The line's ends on opposite sides of the trace (or one on it)...
      const sa = dx * (ay - y0) - dy * (ax - x0), sb = dx * (by - y0) - dy * (bx - x0);
      if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) continue;
      // ...and the trace's ends on opposite sides of the line.
      const ex = bx - ax, ey = by - ay;
      const den = dx * ey - dy * ex;
      if (den === 0) continue;
      const t = (ex * (ay - y0) - ey * (ax - x0)) / -den;
      const frac = ((ax - x0) * ey - (ay - y0) * ex) / den;
      void t;
      if (!(frac >= 0 && frac <= 1)) continue;
      // Insertion in order of distance.
      let k = n++;
      while (k > 0 && this.hitFrac[k - 1] > frac) { this.hitFrac[k] = this.hitFrac[k - 1]; this.hitLine[k] = this.hitLine[k - 1]; k--; }
      this.hitFrac[k] = frac; this.hitLine[k] = l;
    }
    return n;
  }

  /**
   * Fraction along the last trace where it crosses a thing of radius r at (x, y): DOOM tests the
   * box diagonal facing the trace. -1 when it misses.
   */
  thingFraction(x: number, y: number, r: number): number {
    const positive = (this.dx >= 0) === (this.dy >= 0);
    const ax = x - r, bx = x + r;
    const ay = positive ? y + r : y - r, by = positive ? y - r : y + r;
    const dx = this.dx, dy = this.dy, x0 = this.x0, y0 = this.y0;
    const sa = dx * (ay - y0) - dy * (ax - x0), sb = dx * (by - y0) - dy * (bx - x0);
    if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) return -1;
    const ex = bx - ax, ey = by - ay;
    const den = dx * ey - dy * ex;
    if (den === 0) return -1;
    const frac = ((ax - x0) * ey - (ay - y0) * ex) / den;
    return frac >= 0 && frac <= 1 ? frac : -1;
  }

  /** thingFraction() of the World's thing i (its position read here, not passed). */
  thingFractionOf(i: number, r: number): number {
    return this.thingFraction(this.w.thingX[i], this.w.thingY[i], r);
  }

  /** P_PointOnLineSide of the last trace's start against line l. */
  startSide(l: number): number {
    return pointOnLineSide(this.w, this.fromX, this.fromY, l);
  }

  /** P_PointOnLineSide of the last trace's end against line l. */
  endSide(l: number): number {
    return pointOnLineSide(this.w, this.toX, this.toY, l);
  }

  /** boxStraddles() for the box of half-size r around the trace's end. */
  endBoxStraddles(r: number, l: number): boolean {
    return this.boxStraddles(this.toX, this.toY, r, l);
  }

  /** DOOM's P_BoxOnLineSide == -1: the box of half-size r at (x, y) has corners on both sides of line l. */
  boxStraddles(x: number, y: number, r: number, l: number): boolean {
    const w = this.w;
    const b = l * 4;
    const x1 = w.lineXY[b], y1 = w.lineXY[b + 1], ldx = w.lineXY[b + 2] - x1, ldy = w.lineXY[b + 3] - y1;
    let front = false, back = false;
    for (let c = 0; c < 4; c++) {
      const px = (c & 1 ? x + r : x - r) - x1, py = (c & 2 ? y + r : y - r) - y1;
      const cross = py * ldx - ldy * px;
      if (cross < 0) front = true; else if (cross > 0) back = true;
      else { front = true; back = true; }
    }
    return front && back;
  }
}
