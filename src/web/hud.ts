// The heads-up display (F toggles): fps, median frame ms, map, position, the simulation's tic. Text is refreshed four
// times a second, not per frame, so the frame loop itself builds no strings for it.
import type { FrameStats } from './frame-stats.js';

const REFRESH_MS = 250;

export class Hud {
  private last = -Infinity;
  /** The render mode shown (G cycles it). */
  mode = 'CPU';
  /** Why the page draws with one thread although more were asked for (shown under the threads line). */
  note = '';

  constructor(private readonly el: HTMLElement) {}

  get visible(): boolean { return !this.el.hidden; }

  toggle(): void {
    this.el.hidden = !this.el.hidden;
    this.last = -Infinity;
  }

  update(now: number, stats: FrameStats, map: string, x: number, y: number, angle: number, width: number, height: number, threads = 1, tic = 0): void {
    if (this.el.hidden || now - this.last < REFRESH_MS) return;
    this.last = now;
    const deg = ((((angle * 180) / Math.PI) % 360) + 360) % 360;
    this.el.textContent =
      `${stats.fps.toFixed(1)} fps  ${stats.medianMs().toFixed(2)} ms (median of 60)\n` +
      `${map}  ${width}×${height}  ${threads} thread${threads > 1 ? 's' : ''} (T)\n` +
      (this.note ? `${this.note}\n` : '') +
      `x ${x.toFixed(0)}  y ${y.toFixed(0)}  ${deg.toFixed(0)}°  tic ${tic}\n` +
      `render: ${this.mode} (M)`;
  }
}
