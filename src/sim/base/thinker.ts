// DOOM's thinkers (p_tick): one doubly linked list, in creation order, of everything that acts each
// tic — things (Mobj) and the sector movers and lights. The order is DOOM's on purpose: it decides
// who draws which number from the random table. Removal is lazy as in DOOM: a removed thinker is
// marked and unlinked when the list reaches it; a mover "in stasis" stays linked and does nothing.
// Where DOOM frees a finished thinker, a kind that keeps a ThinkerPool takes it back for its next
// start (nothing is allocated while playing once a game has made as many as it uses at once).
// Boom's rule (every complevel of the Boom family, not vanilla's): a removed thinker that something
// still points at (its `references`: things' target, tracer and lastenemy, a sector's soundtarget)
// stays in the list, acting no more, and is unlinked on the first turn it meets with none left.

/** A thinker's function as DOOM holds it: act, do nothing (stasis), or be removed on its turn. */
export const TF_ACTIVE = 1;
export const TF_NONE = 0;
export const TF_REMOVED = -1;

export abstract class Thinker {
  prev: Thinker | null = null;
  next: Thinker | null = null;
  fn = TF_ACTIVE;
  /** How many counted pointers point at this thinker (Boom's reference count; see Mobj.target). */
  references = 0;
  /** One tic of this thinker (called only while fn is TF_ACTIVE). */
  abstract think(): void;
  /** Called once the list has unlinked this removed thinker (a kind with a pool gives it back). */
  freed(): void {}
}

/** Finished thinkers of one kind, per game (`owner`), for reuse: DOOM's Z_Free and Z_Malloc of a mover. */
export class ThinkerPool<T extends Thinker> {
  private readonly lists = new WeakMap<object, T[]>();

  /** A thinker the list has unlinked, or null when none is free. */
  take(owner: object): T | null {
    const l = this.lists.get(owner);
    return l !== undefined && l.length > 0 ? l.pop()! : null;
  }

  give(owner: object, t: T): void {
    let l = this.lists.get(owner);
    if (l === undefined) {
      l = [];
      this.lists.set(owner, l);
    }
    l.push(t);
  }
}

/** The list's head and tail (DOOM's thinkercap): never thinks. */
class Cap extends Thinker {
  think(): void {}
}

export class ThinkerList {
  readonly cap: Thinker = new Cap();
  /** Called with a removed thinker when the list unlinks it (a pool may take it back). */
  onFree: ((t: Thinker) => void) | null = null;
  /** Thinker updates run so far (each active thinker's think() once a tic, summed over the tics):
   *  the work a long run has done, which the CLI budgets (tools/work-budget.ts). */
  thinks = 0;
  /** Boom's rule: a removed thinker still referenced stays linked until its count falls to 0. False
   *  in vanilla games, whose removed thinkers go on their first turn whatever points at them. */
  keepReferenced = false;

  constructor() {
    this.cap.prev = this.cap;
    this.cap.next = this.cap;
    this.cap.fn = TF_NONE;
  }

  /** P_AddThinker: at the end of the list. */
  add(t: Thinker): void {
    const last = this.cap.prev!;
    last.next = t;
    t.next = this.cap;
    t.prev = last;
    this.cap.prev = t;
    t.fn = TF_ACTIVE;
  }

  /** P_RemoveThinker: marked now, unlinked on its turn. */
  remove(t: Thinker): void {
    t.fn = TF_REMOVED;
  }

  /** P_RunThinkers. */
  run(): void {
    let t = this.cap.next!;
    while (t !== this.cap) {
      const next = t.next!;
      if (t.fn === TF_REMOVED) {
        if (this.keepReferenced && t.references > 0) {
          t = next;
          continue;
        }
        next.prev = t.prev;
        t.prev!.next = next;
        t.prev = null;
        t.next = null;
        if (this.onFree !== null) this.onFree(t);
        t.freed();
        t = next;
        continue;
      }
      if (t.fn === TF_ACTIVE) {
        this.thinks++;
        t.think();
      }
      t = t.next !== null ? t.next : next;
    }
  }

  /** Unlinks every thinker (a level ends). */
  clear(): void {
    this.cap.prev = this.cap;
    this.cap.next = this.cap;
  }
}
