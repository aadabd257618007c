// Walk-over lines on a tic that crosses a portal: the move is followed piece by piece — up to the
// portal line in the space it leaves, then from the same point in the space it enters — so a W1 line
// just before a portal or just beyond its far side triggers on the tic the player goes through, as it
// would in the same place without a portal. And a fast move is checked in pieces of at most 15 units
// (DOOM's P_XYMovement), so a line its end box no longer touches is not skipped.
import { describe, expect, it } from 'vitest';
import { Sim, EXIT_NONE, EXIT_NORMAL } from '../../src/sim/sim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { portalPairSketch, worldOf } from '../play/play-maps.js';

const W1_EXIT = 52;

/**
 * play-maps' portal pair (room A's east wall x = 256 → room B's south wall y = 256, a 90° turn: going
 * east through A's portal comes out of B's going north) with a W1 exit line across a room: `where`
 * 'before' at x = 256 − d in A, 'beyond' at y = 256 + d in B.
 */
function exitNearPortal(where: 'before' | 'beyond', d: number) {
  const { s, a, b, lineA, lineB } = portalPairSketch(0);
  const exit = where === 'before' ? s.twoSided(256 - d, 0, 256 - d, 256, a, a) : s.twoSided(3256, 256 + d, 2488, 256 + d, b, b);
  s.lines[exit].special = W1_EXIT;
  s.portals = `portal ${lineA} ${lineB}\n`;
  return new Sim(worldOf(s.build({ x: 40, y: 128, angle: 0 })), {});
}

/** Runs east from (40, 128); the tic the level was exited on and the tic the portal was crossed on. */
function run(sim: Sim): { exitTic: number; portalTic: number } {
  const cmd = new TicCmd();
  let portalTic = -1;
  for (let tic = 1; tic <= 200; tic++) {
    cmd.clear();
    cmd.forwardMove = 50; // running
    sim.tick(cmd);
    if (sim.player.portalsCrossed > 0 && portalTic < 0) portalTic = tic;
    if (sim.exited !== EXIT_NONE) return { exitTic: tic, portalTic };
  }
  return { exitTic: -1, portalTic };
}

describe('walk-over lines on a tic that crosses a portal', () => {
  for (const where of ['before', 'beyond'] as const) {
    it(`a W1 exit line 2 to 40 units ${where} the portal always triggers`, () => {
      let sameTic = 0;
      for (let d = 2; d <= 40; d += 2) {
        const sim = exitNearPortal(where, d);
        const r = run(sim);
        expect([d, r.exitTic > 0, sim.exited]).toEqual([d, true, EXIT_NORMAL]);
        // Beyond the portal: through it first (on the exit tic at the latest); before it: the exit
        // comes first (the run stops there) or on the very tic the portal is crossed.
        if (where === 'beyond') expect(r.portalTic, `d ${d}`).toBeGreaterThan(0);
        if (r.portalTic > 0) expect(r.exitTic, `d ${d}`).toBe(where === 'before' ? r.portalTic : Math.max(r.exitTic, r.portalTic));
        if (r.exitTic === r.portalTic) sameTic++;
      }
      // Not vacuous: for several distances the line and the portal were crossed on the same tic.
      expect(sameTic).toBeGreaterThan(0);
    });
  }
});
