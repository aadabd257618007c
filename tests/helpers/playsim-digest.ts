// A digest of a Playsim's whole game state, for the determinism tests: the random cursors, the clock
// and tallies, the level's sectors, sides and lines, the blockmap's thing lists, every thinker in
// list order (things, movers, lights) with all of its fields, the player, the specials' bookkeeping
// and the movement code's scratch state. Generic on purpose, so a field added later counts without
// being listed: every own field of those objects — numbers, booleans and strings as they are, typed
// arrays and arrays element by element, level structures by their index, thinkers by their place in
// the list. Left out: what only ties the game to a World (a thing's drawn slot, the sync's dirty
// flags and lists) and the back-references to the Playsim and its World: the same game drawn into
// another World digests the same.
import { createHash } from 'node:crypto';
import type { Playsim } from '../../src/sim/playsim.js';
import { Line, Sector, Side } from '../../src/sim/base/level.js';
import { Thinker } from '../../src/sim/base/thinker.js';
import { PlayerState } from '../../src/sim/base/player-state.js';
import { specialState } from '../../src/sim/rules/special-state.js';

const SKIP = new Set(['ps', 'world', 'prev', 'next', 'slot', 'dirty', 'onFree']);

class Writer {
  readonly parts: string[] = [];
  constructor(private readonly thinkerIndex: Map<Thinker, number>, private readonly playsim: Playsim) {}

  ref(v: object): string | null {
    if (v instanceof Sector) return `S${v.index}`;
    if (v instanceof Side) return `D${v.index}`;
    if (v instanceof Line) return `L${v.index}`;
    if (v instanceof Thinker) return `T${this.thinkerIndex.get(v) ?? '?'}`;
    if (v instanceof PlayerState) return 'P';
    if (v === this.playsim) return 'G';
    return null;
  }

  value(v: unknown, depth: number): void {
    if (v === null || v === undefined || typeof v !== 'object') {
      if (typeof v !== 'function') this.parts.push(typeof v === 'string' ? JSON.stringify(v) : String(v));
      return;
    }
    const r = this.ref(v);
    if (r !== null) { this.parts.push(r); return; }
    if (ArrayBuffer.isView(v)) { this.parts.push(`[${Array.from(v as unknown as ArrayLike<number>).join(',')}]`); return; }
    if (Array.isArray(v)) {
      this.parts.push('[');
      for (const x of v) this.value(x, depth);
      this.parts.push(']');
      return;
    }
    this.fields(v, depth);
  }

  /** Every own field of `o` (references by name, other objects one level deeper). */
  fields(o: object, depth = 0): void {
    if (depth > 4) throw new Error(`digest: ${o.constructor.name} nested too deep`);
    this.parts.push(`${o.constructor.name}{`);
    for (const [k, x] of Object.entries(o)) {
      if (SKIP.has(k)) continue;
      this.parts.push(`${k}:`);
      this.value(x, depth + 1);
    }
    this.parts.push('}');
  }
}

/** The thinkers in list order (removed ones not yet unlinked included: they are still in the list). */
function thinkers(ps: Playsim): Thinker[] {
  const out: Thinker[] = [];
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) out.push(t);
  return out;
}

/** The digest's text, for a test that wants to show where two states differ. */
export function playsimStateText(ps: Playsim): string[] {
  const list = thinkers(ps);
  const w = new Writer(new Map(list.map((t, i) => [t, i])), ps);
  w.parts.push(`rng ${ps.rng.pIndex} ${ps.rng.mIndex} leveltime ${ps.leveltime} validcount ${ps.validcount} totals ${ps.totalkills} ${ps.totalitems} ${ps.totalsecret}`,
    `exited ${ps.exited} onground ${ps.playerOnground} sounds ${ps.soundHead}`);
  w.value(ps.soundRing, 0);
  w.value(ps.warnings, 0);
  const lv = ps.level;
  for (const s of lv.sectors) w.fields(s);
  for (const s of lv.sides) w.fields(s);
  for (const l of lv.lines) w.fields(l);
  w.value(lv.blocklinks, 0);
  for (const t of list) w.fields(t);
  w.fields(ps.player);
  w.fields(specialState(ps));
  w.fields(ps.tm);
  return w.parts;
}

/** SHA-1 of playsimStateText. */
export function playsimDigest(ps: Playsim): string {
  return createHash('sha1').update(playsimStateText(ps).join(' ')).digest('hex');
}
