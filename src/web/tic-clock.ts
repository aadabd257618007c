// How many 35 Hz tics a frame runs: real time accumulates and each whole tic's worth is run, at
// most MAX_TICS_PER_FRAME in one frame; time beyond that is dropped (a stalled or hidden tab, a map
// load), so the world never fast-forwards to catch up. Wall-clock time only decides how many tics
// run, never what they do.
import { TICRATE } from '../defs/doom/timing.js';

export const TIC_MS = 1000 / TICRATE;
/** Tics run in one frame at most. */
export const MAX_TICS_PER_FRAME = 4;

export class TicClock {
  private acc = 0;

  /** Adds `dt` ms of real time; returns the tics to run now (0..MAX_TICS_PER_FRAME). */
  advance(dt: number): number {
    if (!(dt > 0)) dt = 0;
    this.acc += dt;
    let n = Math.floor(this.acc / TIC_MS);
    if (n > MAX_TICS_PER_FRAME) {
      n = MAX_TICS_PER_FRAME;
      this.acc = 0; // the frame could not keep up: drop the backlog
    } else {
      this.acc -= n * TIC_MS;
    }
    return n;
  }

  /** Forgets the time not yet run. */
  reset(): void {
    this.acc = 0;
  }
}
