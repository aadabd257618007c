// Gunfire through a portal: a gun line (G1) seen through a portal fires when shot through it, the
// shot going on in the target's space from where it met the portal; the same place without the link
// is a wall that stops the shot; the shot's height follows the portal's floor shift, so a step in the
// target space that is above the shot there stops it.
import { describe, expect, it } from 'vitest';
import { Sim } from '../../src/sim/sim.js';
import { TicCmd, BT_ATTACK } from '../../src/sim/ticcmd.js';
import { portalPairSketch, worldOf } from '../play/play-maps.js';

/** G1 Floor Raise to Lowest Ceiling (DOOM line type 24). */
const G1_RAISE_FLOOR = 24;

/**
 * play-maps' portal pair (room A's east wall x = 256 → room B's south wall y = 256 + B's floor shift
 * `dz`: going east through A's portal comes out of B going north). Across room B at y = 256 + 200 a
 * G1 line tagged to room A (A's floor rises to its ceiling when it is shot); with `step`, a raised
 * strip of B (x 2700..3050, y 256 + 100 .. 256 + 150, across the shot's path at x 2872) whose floor
 * is `step` above B's. The player stands in A at
 * x = 128, y = 128, facing east.
 */
function gunLineBeyondPortal(opts: { linked?: boolean; dz?: number; step?: number } = {}): Sim {
  const { s, a, b, lineA, lineB } = portalPairSketch(opts.dz ?? 0);
  s.sectors[a].tag = 1;
  const gun = s.twoSided(2488, 456, 3256, 456, b, b);
  s.lines[gun].special = G1_RAISE_FLOOR;
  s.lines[gun].tag = 1;
  if (opts.step !== undefined) {
    const bz = opts.dz ?? 0;
    const raised = s.sector(bz + opts.step, bz + 128);
    // Counter-clockwise around the strip: the front (right) side of each line is B.
    s.twoSided(2700, 356, 3050, 356, b, raised);
    s.twoSided(3050, 356, 3050, 406, b, raised);
    s.twoSided(3050, 406, 2700, 406, b, raised);
    s.twoSided(2700, 406, 2700, 356, b, raised);
  }
  if (opts.linked ?? true) s.portals = `portal ${lineA} ${lineB}\n`;
  const world = worldOf(s.build({ x: 128, y: 128, angle: 0 }));
  expect(world.warnings).toEqual([]);
  return new Sim(world, {});
}

/** Fires one shot, then lets `tics` tics pass; A's floor height after them. */
function shoot(sim: Sim, tics = 10): number {
  const cmd = new TicCmd();
  cmd.buttons = BT_ATTACK;
  sim.tick(cmd);
  cmd.buttons = 0;
  for (let i = 0; i < tics; i++) sim.tick(cmd);
  return sim.world.sectorFloorZ[0];
}

describe('gunfire through a portal', () => {
  it('a G1 line beyond the portal fires: room A\'s floor starts rising', () => {
    const sim = gunLineBeyondPortal();
    expect(shoot(sim)).toBeGreaterThan(0);
  });

  it('the same place without the link: the wall stops the shot', () => {
    const sim = gunLineBeyondPortal({ linked: false });
    expect(shoot(sim)).toBe(0);
  });

  it('the shot keeps its height through a portal that shifts the floor: a 40-unit step stops it, a 24-unit one does not', () => {
    // The shot leaves at 36 above A's floor (half the player's 56 plus 8); through a portal into a room
    // 64 higher it is 36 above B's floor there.
    expect(shoot(gunLineBeyondPortal({ dz: 64, step: 24 }))).toBeGreaterThan(0);
    expect(shoot(gunLineBeyondPortal({ dz: 64, step: 40 }))).toBe(0);
  });
});
