// The automap's record of where the player went: a point once the player has moved PATH_MIN_STEP,
// a new run after a jump (a teleport's long step, a portal crossed), the oldest points overwritten
// past PATH_CAPACITY, and nothing left after a reset (a new map).
import { describe, expect, it } from 'vitest';
import { PATH_CAPACITY, PATH_JUMP, PATH_MIN_STEP, PlayerPath } from '../../src/web/player-path.js';

/** The points oldest first, each as [x, y, starts a run]. */
function points(p: PlayerPath): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < p.count; i++) { const s = p.slot(i); out.push([p.xy[s * 2], p.xy[s * 2 + 1], p.breaks[s]]); }
  return out;
}

describe('PlayerPath', () => {
  it('takes a point per PATH_MIN_STEP moved and breaks the line at jumps and portals', () => {
    const p = new PlayerPath();
    p.record(0, 0, false);
    p.record(PATH_MIN_STEP - 1, 0, false); // too near: not kept
    p.record(PATH_MIN_STEP, 0, false);
    p.record(PATH_MIN_STEP + PATH_JUMP + 1, 0, false); // a teleport: one tic, a long step
    p.record(PATH_MIN_STEP + PATH_JUMP + 1, 30, false);
    p.record(PATH_MIN_STEP + PATH_JUMP + 1, 32, true); // a portal crossed, however near
    expect(points(p)).toEqual([[0, 0, 1], [PATH_MIN_STEP, 0, 0], [PATH_MIN_STEP + PATH_JUMP + 1, 0, 1],
      [PATH_MIN_STEP + PATH_JUMP + 1, 30, 0], [PATH_MIN_STEP + PATH_JUMP + 1, 32, 1]]);
  });

  it('walking in small steps is not a jump, and the ring keeps the newest PATH_CAPACITY points', () => {
    const p = new PlayerPath();
    // 10 units a tic: a point every other tic, never a break after the first.
    const tics = PATH_CAPACITY * 2 + 200;
    for (let t = 0; t < tics; t++) p.record(t * 10, 0, false);
    expect(p.count).toBe(PATH_CAPACITY);
    const pts = points(p);
    expect(pts[pts.length - 1]).toEqual([(tics - 2) * 10, 0, 0]);
    expect(pts[0][0]).toBe((tics - 2) * 10 - (PATH_CAPACITY - 1) * 20);
    expect(pts.slice(1).every((q) => q[2] === 0)).toBe(true);
    p.reset();
    expect(p.count).toBe(0);
    p.record(5, 5, false);
    expect(points(p)).toEqual([[5, 5, 1]]);
  });
});
