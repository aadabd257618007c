// DOOM's screen melt (f_wipe.c's melt, started by D_Display when the game's screen changes): the
// old picture, cut into 160 columns two pixels wide on DOOM's 320×200 screen, slides down off the
// screen column by column and uncovers the new picture underneath. Each column waits 0..15 tics
// first (a random walk along the columns from the misc random, so neighbours start close together),
// then moves 1, 2, 4, 8, 16 rows on its first tics and 8 rows a tic after that. Positions are kept
// in DOOM's 200-row units and scaled to the framebuffer when drawn, so the melt takes the same tics
// at every resolution. Pure logic: the page snapshots its last frame, ticks this at 35 Hz while the
// game waits, and draws the old columns over each new frame. Nothing is allocated per tic or frame;
// the old picture's copy is allocated once per framebuffer size.
import type { DoomRandom } from '../defs/doom/random.js';

/** Column pairs across DOOM's 320-pixel screen. */
export const WIPE_COLUMNS = 160;
/** DOOM's screen height: the unit of the columns' positions. */
export const WIPE_ROWS = 200;

export class ScreenWipe {
  /** Each column's position in 200-row units: below 0 it still waits, 0..200 rows slid down. */
  readonly y = new Int32Array(WIPE_COLUMNS);
  /** True from start() until tick() reports the end. */
  active = false;
  /** Tics run since start(). */
  tics = 0;
  width = 0;
  height = 0;
  /** The old picture, row-major, `width`×`height`. */
  private old = new Uint32Array(0);
  /** Framebuffer column where column pair i starts (i = 0..160; the last is the width). */
  private readonly colX = new Int32Array(WIPE_COLUMNS + 1);
  /** draw()'s scratch: each column's offset in framebuffer rows. */
  private readonly offs = new Int32Array(WIPE_COLUMNS);

  /**
   * Starts a melt away from `from` (the last frame shown, `width`×`height`, copied here). The
   * columns' start delays take DOOM's 320 misc random numbers (its melt draws one per pixel column
   * though only the 160 column pairs use them), so the misc cursor ends where DOOM's would.
   */
  start(from: Uint32Array, width: number, height: number, rng: Pick<DoomRandom, 'mRandom'>): void {
    width |= 0;
    height |= 0;
    if (this.old.length !== width * height) this.old = new Uint32Array(width * height);
    this.old.set(from.length === width * height ? from : from.subarray(0, width * height));
    if (width !== this.width) {
      // Pixel column x belongs to pair floor(x × 160 / width): pair i starts at ceil(i × width / 160).
      for (let i = 0; i <= WIPE_COLUMNS; i++) this.colX[i] = Math.floor((i * width + WIPE_COLUMNS - 1) / WIPE_COLUMNS);
    }
    this.width = width;
    this.height = height;
    const y = this.y;
    let prev = -(rng.mRandom() % 16);
    y[0] = prev;
    for (let i = 1; i < WIPE_COLUMNS * 2; i++) {
      let v = prev + (rng.mRandom() % 3) - 1;
      if (v > 0) v = 0;
      else if (v === -16) v = -15;
      if (i < WIPE_COLUMNS) y[i] = v;
      prev = v;
    }
    this.tics = 0;
    this.active = true;
  }

  /** The copy of the old picture (kept from one start to the next at the same size). */
  get oldPicture(): Uint32Array {
    return this.old;
  }

  /** Ends the melt at once (a resolution change: the old picture no longer fits). */
  stop(): void {
    this.active = false;
  }

  /**
   * One tic: waiting columns come one tic closer, moving ones slide down. Returns true (and the
   * melt is over) on the first tic that found nothing left to move, as DOOM's melt reports its end
   * one tic after its last column reached the bottom.
   */
  tick(): boolean {
    if (!this.active) return true;
    const y = this.y;
    let moved = false;
    for (let i = 0; i < WIPE_COLUMNS; i++) {
      const v = y[i];
      if (v < 0) {
        y[i] = v + 1;
        moved = true;
      } else if (v < WIPE_ROWS) {
        const dy = v < 16 ? v + 1 : 8;
        y[i] = v + dy > WIPE_ROWS ? WIPE_ROWS : v + dy;
        moved = true;
      }
    }
    this.tics++;
    if (!moved) this.active = false;
    return !moved;
  }

  /** Rows the old picture of column pair `i` is moved down by in the framebuffer (0..height). */
  offset(i: number): number {
    const v = this.y[i];
    return v <= 0 ? 0 : Math.floor((v * this.height) / WIPE_ROWS);
  }

  /**
   * Draws the old picture's columns, each moved down by its offset, over `into` (which holds the new
   * picture, the same size): above each column's offset the new picture shows. Nothing when the
   * melt is over or the size differs.
   */
  draw(into: Uint32Array): void {
    const W = this.width, H = this.height, old = this.old, colX = this.colX, offs = this.offs;
    if (!this.active || into.length !== W * H || old.length !== W * H) return;
    for (let i = 0; i < WIPE_COLUMNS; i++) offs[i] = this.offset(i);
    // Row by row (the framebuffer's order): each column's pixels come from `offset` rows higher up.
    for (let r = 0; r < H; r++) {
      const dst = r * W;
      for (let i = 0; i < WIPE_COLUMNS; i++) {
        const off = offs[i];
        if (r < off) continue;
        const src = dst - off * W;
        for (let x = colX[i], x1 = colX[i + 1]; x < x1; x++) into[dst + x] = old[src + x];
      }
    }
  }
}
