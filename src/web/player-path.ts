// Where the player has been on this map, for the automap: a ring buffer of positions, one taken per
// tic when the player has moved at least MIN_STEP since the last one, at most CAPACITY kept (the
// oldest are overwritten). A tic's step longer than a move can be (a teleport) or a portal crossed
// starts a new run, so the automap draws no segment across the jump. Preallocated typed arrays: record() and the
// drawing allocate nothing.

/** Points kept. */
export const PATH_CAPACITY = 4096;
/** Map units moved before a new point is taken. */
export const PATH_MIN_STEP = 16;
/** A tic's step longer than this (map units) is a jump. DOOM's fastest move is 30 units a tic in
 *  each axis (MAXMOVE), under 43 in all, so a walk never makes one this long. */
export const PATH_JUMP = 48;

export class PlayerPath {
  /** x, y of each point, interleaved, in ring order. */
  readonly xy = new Float64Array(PATH_CAPACITY * 2);
  /** 1 where the point starts a new run (the first one, or one after a jump). */
  readonly breaks = new Uint8Array(PATH_CAPACITY);
  /** Ring slot of the oldest point, and how many there are. */
  head = 0;
  count = 0;
  /** Where the player was after the previous tic (NaN before the first). */
  private prevX = NaN;
  private prevY = NaN;

  /** Forgets every point (a new map). */
  reset(): void {
    this.head = 0;
    this.count = 0;
    this.prevX = NaN;
    this.prevY = NaN;
  }

  /** The player is at (x, y) after a tic: a new point once it has moved far enough. `portal` (one
   *  was crossed this tic) breaks the line, as a step longer than PATH_JUMP does. */
  record(x: number, y: number, portal: boolean): void {
    const sx = x - this.prevX, sy = y - this.prevY;
    // NaN before the first tic: no jump, the first point starts a run anyway.
    const jumped = portal || sx * sx + sy * sy > PATH_JUMP * PATH_JUMP;
    this.prevX = x;
    this.prevY = y;
    const n = this.count;
    let brk = 1;
    if (n > 0) {
      const last = (this.head + n - 1) % PATH_CAPACITY;
      const dx = x - this.xy[last * 2], dy = y - this.xy[last * 2 + 1];
      if (!jumped && dx * dx + dy * dy < PATH_MIN_STEP * PATH_MIN_STEP) return;
      brk = jumped ? 1 : 0;
    }
    let slot: number;
    if (n < PATH_CAPACITY) { slot = (this.head + n) % PATH_CAPACITY; this.count = n + 1; }
    else { slot = this.head; this.head = (this.head + 1) % PATH_CAPACITY; }
    this.xy[slot * 2] = x;
    this.xy[slot * 2 + 1] = y;
    this.breaks[slot] = brk;
  }

  /** Ring slot of the i-th oldest point (0 ≤ i < count). */
  slot(i: number): number {
    return (this.head + i) % PATH_CAPACITY;
  }
}
