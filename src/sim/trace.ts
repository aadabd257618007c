// The per-tic state trace in doom-trace's line format (../shared/tools/doom-trace/README.md), so a
// demo played here can be compared tic by tic with Chocolate Doom's by its compare.py: the random
// cursors, the player's position, angle, momentum, health, armour, weapon, ammo and tallies, and
// the count and FNV-1a hash of every thing in thinker order (type, x, y, z, angle, state, tics,
// health, flags, momentum and target as 32-bit integers); optionally one line per thing.
import { TF_REMOVED } from './thinker.js';
import { Mobj } from './mobj.js';
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
