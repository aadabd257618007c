// The work budget of a headless run (`toom play`, `toom render --time`), counted as the game runs:
// each thinker update (every active thing, light and mover, once a tic: the ThinkerList's `thinks`)
// and each thing looked at by a move, an attack or a search (blockThingsIterator's `thingVisits`:
// what makes a crowd of awake monsters cost ten times an idle one per update), summed over the
// levels a demo restarts or enters. A map of tens of thousands of monsters played for hours is cut
// off with a message naming the limit and the count, instead of running for half an hour; every
// Freedoom map's hour and every real demo fit with a wide margin (the figures: docs/robustness.md).
import { WadError } from '../src/errors.js';
import type { Playsim } from '../src/sim/index.js';
import { safeLine } from './safe-text.js';

/**
 * The most work `render --time` runs (--work-limit raises it). A full hour (126,000 tics) of the
 * busiest Freedoom map needs 127 M (freedoom1 E4M7: 1,010 thinkers on skill 3, nobody playing, so
 * no monster wakes); a map built to be heavy stops here after about 10-20 s.
 */
export const MAX_RENDER_WORK = 250_000_000;
/**
 * The most work `toom play` runs, a script or a demo (--work-limit raises it). The heaviest real
 * demos of the corpus played so far are nuts' (about 10,000 monsters): nuts-533 needs 435 M over
 * 11,684 tics (153 M updates, 282 M things looked at), nuts-435 426 M over 9,634, the pacifist
 * NutsP051 120 M over 1,810 (66 K a tic, its monsters all alive). Its longest, NUTS_92K (16,296 tics,
 * a Boom demo not played yet), would need 0.6-1.1 G at those rates; Freedoom's demos need under 5 M.
 * A script or demo of 200,000 tics among 30,000 awake monsters (tens of G: half an hour and more)
 * stops here after a few minutes.
 */
export const MAX_PLAY_WORK = 2_000_000_000;

export class WorkBudget {
  /** Work counted so far, over every level played. */
  spent = 0;
  /** Its two parts. */
  updates = 0;
  visits = 0;
  private ps: Playsim | null = null;
  private seenThinks = 0;
  private seenVisits = 0;

  /** `limit`: the most work; `command` names the run in the message; `hint`: what the user may do instead, or ''. */
  constructor(readonly limit: number, private readonly command: string, private readonly hint = '') {}

  /**
   * After each tic: counts the work it did (a new Playsim, as after a demo's restart or on the next
   * level, starts its own counts) and throws a WadError (exit 2) naming the map once past the limit.
   */
  charge(ps: Playsim, tic: number): void {
    if (ps !== this.ps) {
      this.ps = ps;
      this.seenThinks = 0;
      this.seenVisits = 0;
    }
    const thinks = ps.thinkers.thinks, visits = ps.tm.thingVisits;
    this.updates += thinks - this.seenThinks;
    this.visits += visits - this.seenVisits;
    this.seenThinks = thinks;
    this.seenVisits = visits;
    this.spent = this.updates + this.visits;
    if (this.spent > this.limit) {
      throw new WadError(safeLine(ps.world.file), safeLine(ps.world.name), `stopped after tic ${tic}: its work, ${this.updates} thinker updates ` +
        `(each thing, light and mover once a tic) and ${this.visits} things looked at by moves, attacks and searches, is more than the ` +
        `${this.limit} that ${this.command} runs${this.hint ? `; ${this.hint}` : ''}`);
    }
  }
}
