// The per-tic state trace in doom-trace's line format (../shared/tools/doom-trace/README.md), so a
// demo played here can be compared tic by tic with Chocolate Doom's by its compare.py: the random
// cursors, the player's position, angle, momentum, health, armour, weapon, ammo and tallies, and
// the count and FNV-1a hash of every thing in thinker order (type, x, y, z, angle, state, tics,
// health, flags, momentum and target as 32-bit integers); optionally one line per thing.
import { TF_REMOVED } from './base/thinker.js';
import { Mobj } from './base/thing.js';
import type { Playsim } from './playsim.js';

const FNV_OFFSET = 2166136261;
const FNV_PRIME = 16777619;

function fnvInt(h: number, v: number): number {
  for (let k = 0; k < 4; k++) {
    h = Math.imul((h ^ ((v >>> (k * 8)) & 0xff)) >>> 0, FNV_PRIME) >>> 0;
  }
  return h;
}

/** The things in thinker order (not yet removed). */
export function liveMobjs(ps: Playsim): Mobj[] {
  const out: Mobj[] = [];
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) if (t instanceof Mobj && t.fn !== TF_REMOVED) out.push(t);
  return out;
}

/** The 13 hashed values of a thing (target as its index in `index`, -1 none, -2 gone). */
function mobjValues(mo: Mobj, index: Map<Mobj, number>): number[] {
  const target = mo.target === null ? -1 : (index.get(mo.target) ?? -2);
  return [mo.type, mo.x, mo.y, mo.z, mo.angle | 0, mo.state, mo.tics, mo.health, mo.flags, mo.momx, mo.momy, mo.momz, target];
}

/**
 * The trace lines of one tic (written after the tic ran): the `tic` line, and the `m` lines when
 * `withMobjs`. `gametic` is the demo's tic number (it goes on counting across a restarted level).
 */
export function traceTic(ps: Playsim, gametic: number, withMobjs: boolean): string {
  const mobjs = liveMobjs(ps);
  const index = new Map<Mobj, number>();
  for (let i = 0; i < mobjs.length; i++) index.set(mobjs[i], i);
  let h = FNV_OFFSET;
  const mlines: string[] = [];
  for (let i = 0; i < mobjs.length; i++) {
    const v = mobjValues(mobjs[i], index);
    for (const x of v) h = fnvInt(h, x | 0);
    if (withMobjs) mlines.push(`m ${i} ${v.map((x, k) => (k === 4 ? x >>> 0 : x | 0)).join(" ")}`);
  }
  const p = ps.player, mo = p.mo!;
  const line = `tic ${gametic} rnd ${ps.rng.pIndex} ${ps.rng.mIndex} player ${mo.x} ${mo.y} ${mo.z} ${mo.angle >>> 0} ${mo.momx} ${mo.momy} `
    + `${p.health} ${p.armorpoints} ${p.readyweapon} ${p.ammo[0]} ${p.ammo[1]} ${p.ammo[2]} ${p.ammo[3]} `
    + `${p.killcount} ${p.itemcount} ${p.secretcount} mobjs ${mobjs.length} ${h}`;
  return withMobjs ? [line, ...mlines].join('\n') : line;
}

const ASCII = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const T_TIC = ASCII('tic '), T_RND = ASCII(' rnd '), T_PLAYER = ASCII(' player '), T_MOBJS = ASCII(' mobjs '), T_M = ASCII('m ');
/** Index stamps: a Mobj's entry in the writer's map is `stamp + index`, stamps STAMP apart per tic. */
const STAMP = 1 << 23;

/**
 * The same lines as traceTic, written as bytes into a growing buffer: per tic, no allocation per
 * thing (the things' list, their index and values are kept from tic to tic; numbers are written as
 * digits in place), so a long run traced with every thing costs what the text itself does. `take()`
 * hands the bytes written since the last take to the caller.
 */
export class TraceWriter {
  private buf = new Uint8Array(1 << 16);
  private at = 0;
  private mobjs: Mobj[] = [];
  /** A thing's index this tic, as `stamp + index`; an older stamp means it is no longer in the list. */
  private readonly index = new Map<Mobj, number>();
  private stamp = 0;
  private readonly vals = new Int32Array(13);
  private readonly digits = new Uint8Array(12);

  /** Bytes waiting to be taken. */
  get pending(): number {
    return this.at;
  }

  /** Appends the lines of one tic (the `tic` line and, with `withMobjs`, the `m` lines), each ending in a new line. */
  tic(ps: Playsim, gametic: number, withMobjs: boolean): void {
    const cap = ps.thinkers.cap;
    let n = 0;
    this.stamp += STAMP;
    // The map keeps entries of things gone: cleared once they outnumber the living (bounded memory).
    if (this.index.size > 2 * this.mobjs.length + 1024) this.index.clear();
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (t instanceof Mobj && t.fn !== TF_REMOVED) {
        if (n < this.mobjs.length) this.mobjs[n] = t;
        else this.mobjs.push(t);
        this.index.set(t, this.stamp + n);
        n++;
      }
    }
    let h = FNV_OFFSET;
    const v = this.vals;
    // The tic line comes first but holds the hash of every thing: the m lines are written after it.
    for (let i = 0; i < n; i++) {
      this.values(this.mobjs[i]);
      for (let k = 0; k < 13; k++) h = fnvInt(h, v[k]);
    }
    const p = ps.player, mo = p.mo!;
    this.bytes(T_TIC); this.int(gametic);
    this.bytes(T_RND); this.int(ps.rng.pIndex); this.sp(); this.int(ps.rng.mIndex);
    this.bytes(T_PLAYER); this.int(mo.x); this.sp(); this.int(mo.y); this.sp(); this.int(mo.z); this.sp(); this.int(mo.angle >>> 0); this.sp();
    this.int(mo.momx); this.sp(); this.int(mo.momy); this.sp();
    this.int(p.health); this.sp(); this.int(p.armorpoints); this.sp(); this.int(p.readyweapon); this.sp();
    for (let a = 0; a < 4; a++) { this.int(p.ammo[a]); this.sp(); }
    this.int(p.killcount); this.sp(); this.int(p.itemcount); this.sp(); this.int(p.secretcount);
    this.bytes(T_MOBJS); this.int(n); this.sp(); this.int(h); this.nl();
    if (!withMobjs) return;
    for (let i = 0; i < n; i++) {
      this.values(this.mobjs[i]);
      this.bytes(T_M); this.int(i);
      for (let k = 0; k < 13; k++) { this.sp(); this.int(k === 4 ? v[k] >>> 0 : v[k]); }
      this.nl();
    }
  }

  /** The bytes written since the last take (a copy: the buffer is reused). */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.at);
    this.at = 0;
    return out;
  }

  /** mobjValues into `vals` (the target as its index this tic, -1 none, -2 gone). */
  private values(mo: Mobj): void {
    const v = this.vals;
    let target = -1;
    if (mo.target !== null) {
      const e = this.index.get(mo.target);
      target = e !== undefined && e >= this.stamp ? e - this.stamp : -2;
    }
    v[0] = mo.type; v[1] = mo.x; v[2] = mo.y; v[3] = mo.z; v[4] = mo.angle | 0; v[5] = mo.state; v[6] = mo.tics;
    v[7] = mo.health; v[8] = mo.flags; v[9] = mo.momx; v[10] = mo.momy; v[11] = mo.momz; v[12] = target;
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.at + n));
    next.set(this.buf.subarray(0, this.at));
    this.buf = next;
  }

  private bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }

  private sp(): void {
    this.room(1);
    this.buf[this.at++] = 32;
  }

  private nl(): void {
    this.room(1);
    this.buf[this.at++] = 10;
  }

  /** A whole number in decimal (a signed 32-bit value, or up to 2^32 - 1 once made unsigned). */
  private int(x: number): void {
    this.room(12);
    let u = x;
    if (u < 0) {
      this.buf[this.at++] = 45;
      u = -u;
    }
    let k = 0;
    do {
      const q = Math.floor(u / 10);
      this.digits[k++] = 48 + (u - q * 10);
      u = q;
    } while (u > 0);
    while (k > 0) this.buf[this.at++] = this.digits[--k];
  }
}
