// MBF's two threads of live monsters (its thinker classes th_friends and th_enemies), per game: the
// heads and tails of lists threaded through the things themselves (Mobj.cnext, cprev, thclass). Only
// the data lives on this floor; the rules that keep and search them are rules/mbf-friends.ts's.
import type { Mobj } from './thing.js';

/** A thing's thread: none (DOOM's other thinkers: MBF's th_misc, or removed), enemies, friends. */
export const TH_MISC = 0;
export const TH_ENEMIES = 1;
export const TH_FRIENDS = 2;

/** The two threads of one game (MBF's thinkerclasscap for th_enemies and th_friends). */
export class MbfThreads {
  /** Heads and tails by thread (index TH_ENEMIES, TH_FRIENDS; 0 unused). */
  readonly head: (Mobj | null)[] = [null, null, null];
  readonly tail: (Mobj | null)[] = [null, null, null];
}
