// Frame statistics without allocation: a ring of the last 60 render times (median on demand, sorted
// in a scratch array) and frames per second over half-second windows.
const WINDOW = 60;

export class FrameStats {
  private readonly ring = new Float64Array(WINDOW);
  private readonly scratch = new Float64Array(WINDOW);
  private count = 0;
  private next = 0;
  private fpsFrames = 0;
  private fpsStart = -1;
  /** Frames per second over the last completed window. */
  fps = 0;

  /** Records one frame drawn at `now` (ms) whose rendering took `ms`. */
  add(now: number, ms: number): void {
    this.ring[this.next] = ms;
    this.next = (this.next + 1) % WINDOW;
    if (this.count < WINDOW) this.count++;
    if (this.fpsStart < 0) this.fpsStart = now;
    this.fpsFrames++;
    const dt = now - this.fpsStart;
    if (dt >= 500) {
      this.fps = (this.fpsFrames * 1000) / dt;
      this.fpsFrames = 0;
      this.fpsStart = now;
    }
  }

  /** Median of the last (up to) 60 render times in ms; 0 before the first frame. */
  medianMs(): number {
    const n = this.count;
    if (n === 0) return 0;
    const s = this.scratch;
    // Insertion sort of at most 60 values into the scratch array (no views, no allocation).
    for (let i = 0; i < n; i++) {
      const v = this.ring[i];
      let j = i - 1;
      while (j >= 0 && s[j] > v) { s[j + 1] = s[j]; j--; }
      s[j + 1] = v;
    }
    return n & 1 ? s[n >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }

  reset(): void {
    this.count = 0;
    this.next = 0;
    this.fpsFrames = 0;
    this.fpsStart = -1;
    this.fps = 0;
  }
}
