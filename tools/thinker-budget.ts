// The work budget of a headless run (`toom play`, `toom render --time`): the thinker updates actually
// run, counted as the game runs (each active thing, light and mover once a tic: the ThinkerList's
// `thinks`, summed over the levels a demo restarts or enters). A map of tens of thousands of monsters
// played for hours is cut off with a clear message naming the limit and the count, instead of running
// for half an hour; every Freedoom map's hour and every real demo fit with a wide margin (README).
import { WadError } from '../src/errors.js';
import type { Playsim } from '../src/sim/playsim.js';
import type { ThinkerList } from '../src/sim/thinker.js';
import { safeLine } from './safe-text.js';

/**
 * The most thinker updates `render --time` runs. A full hour (126,000 tics) of the busiest Freedoom map
 * runs at most about 143 M (E4M7: 1,137 thinkers, none woken: nobody plays); a map built to be heavy
 * stops here after seconds, not minutes.
 */
export const MAX_RENDER_THINKER_TICS = 250_000_000;
/**
 * The most thinker updates `toom play` runs (a script or a demo). The longest real demos of the corpus
 * (/work/shared/demo-corpus) need at most about 183 M (nuts' NUTS_92K: about 10,000 monsters for
 * 16,296 tics); the 16 Freedoom demo plays under 10 M. A script or demo of 200,000 tics among 30,000
 * awake monsters (6 G updates, about half an hour) stops here instead.
 */
export const MAX_PLAY_THINKER_TICS = 600_000_000;

/** The thinkers in the list (walked once, for the message). */
function countThinkers(l: ThinkerList): number {
  let n = 0;
  for (let t = l.cap.next!; t !== l.cap; t = t.next!) n++;
  return n;
}

export class ThinkerBudget {
  /** Thinker updates run so far, over every level played. */
  spent = 0;
  private list: ThinkerList | null = null;
  private seen = 0;

  /**
   * `limit`: the most updates; `command` names the run in the message (`toom: FILE: MAP: stopped
   * ...`, the map's file and name); `hint`: what the user may do instead, or ''.
   */
  constructor(readonly limit: number, private readonly command: string, private readonly hint = '') {}

  /**
   * After each tic: counts the updates it ran (a new Playsim, as after a demo's restart or on the next
   * level, starts its own count) and throws a WadError (exit 2) once they pass the limit.
   */
  charge(ps: Playsim, tic: number): void {
    const l = ps.thinkers;
    if (l !== this.list) {
      this.list = l;
      this.seen = 0;
    }
    this.spent += l.thinks - this.seen;
    this.seen = l.thinks;
    if (this.spent > this.limit) {
      throw new WadError(safeLine(ps.world.file), safeLine(ps.world.name), `stopped after tic ${tic}: ${this.spent} thinker updates (each thing, light and mover once a tic; ` +
        `${countThinkers(l)} thinkers now) is more than the ${this.limit} that ${this.command} runs${this.hint ? `; ${this.hint}` : ''}`);
    }
  }
}
