// Whether more render threads help on this machine: after T turns them on, the page compares its
// median frame time over PROBE_FRAMES frames with the one-thread median it had before, and goes back to
// one thread by itself (saying so in the HUD) when the workers do not make frames at least
// KEEP_BELOW faster — on a loaded or small machine the workers' wake-ups and the wait for the slowest
// one can cost more than they save.
import type { FrameStats } from './frame-stats.js';

export const PROBE_FRAMES = 60;
/** Keep the threads only when their median is at most this share of one thread's. */
export const KEEP_BELOW = 0.9;

/** The verdict on a probe: null = keep the threads, else the note explaining the fallback. */
export function probeVerdict(oneMs: number, manyMs: number, threads: number): string | null {
  if (!(oneMs > 0) || !(manyMs > 0) || manyMs <= KEEP_BELOW * oneMs) return null;
  return `one thread: ${threads} threads were slower here (${manyMs.toFixed(2)} ms against ${oneMs.toFixed(2)} ms a frame)`;
}

export class ThreadProbe {
  private oneMs = 0;
  private startFrames = 0;
  private active = false;

  constructor(
    private readonly stats: FrameStats,
    private readonly frames: () => number,
    /** Called with the note when the threads did not help. */
    private readonly fallBack: (note: string) => void,
  ) {}

  /** The threads are about to go on: remember one thread's median. */
  before(): void {
    this.oneMs = this.stats.medianMs();
  }

  /** The threads are on (`threads` of them): measure from now. */
  start(threads: number): void {
    this.active = threads > 1 && this.oneMs > 0;
    this.threads = threads;
    this.stats.reset();
    this.startFrames = this.frames();
    if (this.active) requestAnimationFrame(this.check);
  }

  /** Stops a probe under way (the user switched again). */
  stop(): void {
    this.active = false;
  }

  private threads = 1;

  private readonly check = (): void => {
    if (!this.active) return;
    if (this.frames() - this.startFrames < PROBE_FRAMES) { requestAnimationFrame(this.check); return; }
    this.active = false;
    const note = probeVerdict(this.oneMs, this.stats.medianMs(), this.threads);
    if (note) this.fallBack(note);
  };
}
