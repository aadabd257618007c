// Solid things as obstacles for a moving body, by DOOM's rule (PIT_CheckThing): a thing blocks when
// the two square boxes (half-size = radius) would overlap; vanilla things are infinitely tall. The
// move is clipped against the earliest box it would enter, axis by axis, so the body slides along
// the box's side. A box the body already overlaps never blocks (it can always walk out). The list
// is typed arrays the simulation fills; clip() allocates nothing.

/** Clip passes per move (each can stop one axis against one box). */
const CLIP_PASSES = 3;

export class ThingBlockers {
  x: Float64Array;
  y: Float64Array;
  radius: Float64Array;
  /** 1 = blocks now (0: removed, not solid). */
  active: Uint8Array;
  count = 0;
  /** The clipped move, written by clip(). */
  outX = 0.5;
  outY = 0.5;

  constructor(capacity: number) {
    this.x = new Float64Array(capacity);
    this.y = new Float64Array(capacity);
    this.radius = new Float64Array(capacity);
    this.active = new Uint8Array(capacity);
  }

  /** Adds a blocker; returns its index. */
  add(x: number, y: number, radius: number): number {
    const i = this.count++;
    this.x[i] = x; this.y[i] = y; this.radius[i] = radius; this.active[i] = 1;
    return i;
  }

  /**
   * The body and its move for clipMove(), set by the caller: fields rather than arguments, because
   * doubles passed to a call the compiler does not inline are boxed (an allocation every tic).
   */
  inX = 0.5;
  inY = 0.5;
  inMX = 0.5;
  inMY = 0.5;

  /**
   * Clips the move (mx, my) of a box of half-size r at (px, py) against the active blockers; the
   * result is in outX, outY.
   */
  clip(px: number, py: number, r: number, mx: number, my: number): void {
    this.inX = px; this.inY = py; this.inMX = mx; this.inMY = my;
    this.clipMove(r);
  }

  /** clip() of the move in inX, inY, inMX, inMY; allocation-free. */
  clipMove(r: number): void {
    const px = this.inX, py = this.inY;
    let mx = this.inMX, my = this.inMY;
    for (let pass = 0; pass < CLIP_PASSES && (mx !== 0 || my !== 0); pass++) {
      let bestT = 2, bestAxis = -1, bestI = -1;
      for (let i = 0; i < this.count; i++) {
        if (this.active[i] === 0) continue;
        const h = r + this.radius[i];
        const dx = px - this.x[i], dy = py - this.y[i];
        // Already overlapping (strictly): never blocks.
        if (dx < h && dx > -h && dy < h && dy > -h) continue;
        // Far from the whole move: skip cheaply.
        const ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
        const amx = mx < 0 ? -mx : mx, amy = my < 0 ? -my : my;
        if (ax >= h + amx || ay >= h + amy) continue;
        // Entry and exit times of the point (dx, dy) moving by (mx, my) into the box [-h, h]².
        let tx0 = -Infinity, tx1 = Infinity, ty0 = -Infinity, ty1 = Infinity;
        if (mx !== 0) { const a = (-h - dx) / mx, b = (h - dx) / mx; tx0 = a < b ? a : b; tx1 = a < b ? b : a; }
        else if (!(dx < h && dx > -h)) continue;
        if (my !== 0) { const a = (-h - dy) / my, b = (h - dy) / my; ty0 = a < b ? a : b; ty1 = a < b ? b : a; }
        else if (!(dy < h && dy > -h)) continue;
        const t0 = tx0 > ty0 ? tx0 : ty0, t1 = tx1 < ty1 ? tx1 : ty1;
        if (t0 >= t1 || t0 < 0 || t0 >= 1) continue;
        if (t0 < bestT) { bestT = t0; bestAxis = tx0 > ty0 ? 0 : 1; bestI = i; }
      }
      if (bestI < 0) break;
      // Stop that axis exactly at the box's side (touching is allowed, as in DOOM), keep the other.
      const h = r + this.radius[bestI];
      if (bestAxis === 0) mx = (mx > 0 ? this.x[bestI] - h : this.x[bestI] + h) - px;
      else my = (my > 0 ? this.y[bestI] - h : this.y[bestI] + h) - py;
    }
    this.outX = mx;
    this.outY = my;
  }
}
