// The page's tic clock: 35 tics per second of real time whatever the frame rate, at most 4 tics in
// one frame, and a stall's backlog dropped instead of fast-forwarded.
import { describe, expect, it } from 'vitest';
import { MAX_TICS_PER_FRAME, TIC_MS, TicClock } from '../../src/web/tic-clock.js';

function run(clock: TicClock, frameMs: number, frames: number): number {
  let tics = 0;
  for (let i = 0; i < frames; i++) tics += clock.advance(frameMs);
  return tics;
}

describe('TicClock', () => {
  it('runs 35 tics a second at 60, 144 and 30 frames a second', () => {
    // 10 s of frames: 350 tics, less one when rounding leaves the last a hair short.
    for (const fps of [60, 144, 30]) {
      const t = run(new TicClock(), 1000 / fps, fps * 10);
      expect(t, `${fps} fps`).toBeGreaterThanOrEqual(349);
      expect(t, `${fps} fps`).toBeLessThanOrEqual(350);
    }
    expect(run(new TicClock(), 1000 / 60, 601)).toBe(350);
  });

  it('carries the fraction of a tic to the next frame', () => {
    const c = new TicClock();
    expect(c.advance(TIC_MS * 0.6)).toBe(0);
    expect(c.advance(TIC_MS * 0.6)).toBe(1);
    expect(c.advance(TIC_MS * 0.8)).toBe(1); // 0.2 + 0.8
    expect(c.advance(0)).toBe(0);
  });

  it('runs at most 4 tics a frame and drops a stall instead of catching up', () => {
    const c = new TicClock();
    expect(MAX_TICS_PER_FRAME).toBe(4);
    expect(c.advance(10_000)).toBe(4); // a hidden tab for 10 s: 4 tics, not 350
    expect(c.advance(1000 / 60)).toBe(0); // the backlog is gone
    expect(c.advance(TIC_MS * 4)).toBe(4);
    expect(c.advance(-5)).toBe(0);
    expect(c.advance(Number.NaN)).toBe(0);
  });

  it('reset forgets the time not yet run', () => {
    const c = new TicClock();
    c.advance(TIC_MS * 0.9);
    c.reset();
    expect(c.advance(TIC_MS * 0.5)).toBe(0);
  });
});
