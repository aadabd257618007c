// Use through a portal: a switch seen through a portal within the 64 units of DOOM's use range works,
// the range going on in the target's space from where the use line met the portal; a plain wall in
// the same place stops the use ("oof"), and what lies beyond the 64 units is out of reach.
import { describe, expect, it } from 'vitest';
import { Sim, EXIT_NONE, EXIT_NORMAL } from '../../src/sim/sim.js';
import { TicCmd, BT_USE } from '../../src/sim/ticcmd.js';
import { portalPairSketch, worldOf } from '../play/play-maps.js';

const S1_EXIT = 11;

/**
 * play-maps' portal pair (room A's east wall x = 256, y 64..192 → room B's south wall y = 256, x
 * 2808..2936: going east through A's portal comes out of B going north), with an S1 exit line across
 * room B at y = 256 + d, its front facing south (towards the portal). The player stands in A at
 * x = 256 − e, y = 128, facing east. `linked` false: A's east wall is a plain wall.
 */
function switchBeyondPortal(d: number, e: number, linked = true): Sim {
  const { s, b, lineA, lineB } = portalPairSketch(0);
  const sw = s.twoSided(2488, 256 + d, 3256, 256 + d, b, b);
  s.lines[sw].special = S1_EXIT;
  if (linked) s.portals = `portal ${lineA} ${lineB}\n`;
  return new Sim(worldOf(s.build({ x: 256 - e, y: 128, angle: 0 })), {});
}

function use(sim: Sim): void {
  const cmd = new TicCmd();
  cmd.buttons = BT_USE;
  sim.tick(cmd);
}

describe('use through a portal', () => {
  it('a switch 30 units beyond the portal, the player 20 before it: used (20 + 30 < 64)', () => {
    const sim = switchBeyondPortal(30, 20);
    use(sim);
    expect(sim.exited).toBe(EXIT_NORMAL);
  });

  it('the same place without the portal link: the wall stops the use', () => {
    const sim = switchBeyondPortal(30, 20, false);
    use(sim);
    expect(sim.exited).toBe(EXIT_NONE);
  });

  it('out of reach: 20 before the portal and 50 beyond it (70 > 64)', () => {
    const sim = switchBeyondPortal(50, 20);
    use(sim);
    expect(sim.exited).toBe(EXIT_NONE);
  });

  it('the range is measured across the portal: 40 before and 20 beyond is in reach, 40 and 30 is not', () => {
    const near = switchBeyondPortal(20, 40);
    use(near);
    expect(near.exited).toBe(EXIT_NORMAL);
    const far = switchBeyondPortal(30, 40);
    use(far);
    expect(far.exited).toBe(EXIT_NONE);
  });
});
