// Teleport destinations are indexed by tag once per level (issue 25, item 9), keeping DOOM's choice
// exactly: the tagged sectors in sector order, and in the first that holds any, the first
// destination in thinker order. Checked against DOOM's own search (written out here as EV_Teleport
// does it) on a map whose destinations are listed out of sector order; a removed destination makes
// the index be rebuilt; and the case that took 47 s (10,000 tagged sectors, 20,000 destinations
// outside every sector) is now a lookup.
import { describe, expect, it } from 'vitest';
import { heavyMap } from '../helpers/heavy-map.js';
import { FULL } from '../helpers/full.js';
import { simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { MT_TELEPORTMAN, removeMobj } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { TF_ACTIVE } from '../../src/sim/base/thinker.js';
import { evTeleport, teleportDestination } from '../../src/sim/rules/teleport.js';
import type { Line } from '../../src/sim/base/level.js';
import type { TestMap } from '../helpers/map-builder.js';

/** DOOM's search (p_telept.c's loops), for comparison. */
function doomsChoice(ps: Playsim, tag: number): Mobj | null {
  const sectors = ps.level.sectors, cap = ps.thinkers.cap;
  for (let i = 0; i < sectors.length; i++) {
    if (sectors[i].tag !== tag) continue;
    for (let t = cap.next!; t !== cap; t = t.next!) {
      if (t.fn === TF_ACTIVE && t instanceof Mobj && t.type === MT_TELEPORTMAN && t.sector.index === i) return t;
    }
  }
  return null;
}

/** A line of the map with `tag` (the grid's lines carry none: set one's tag as the sim reads it). */
function taggedLine(ps: Playsim, tag: number): Line {
  const l = ps.level.lines[0];
  l.tag = tag;
  return l;
}

const cell = (i: number, j: number) => ({ x: i * 64 + 32, y: j * 64 + 32 });

describe('teleport destinations by tag', () => {
  it('give DOOM\'s first match: lowest tagged sector with a destination, first in thinker order there', () => {
    // A 4×4 grid: tag 7 on sectors 3, 6, 9 and 12; tag 8 on 1 and 2; tag 9 on 15 (no destination).
    const tags: Record<number, number> = { 3: 7, 6: 7, 9: 7, 12: 7, 1: 8, 2: 8, 15: 9 };
    const map: TestMap = heavyMap(4, 0, { light: 0, scroll: false, tag: (k) => tags[k] ?? 0 });
    // THINGS order is not sector order: 12, 9, 6 (first), 6 (second), 2, 1, 0 (untagged), 5.
    const at = (k: number, dx = 0, angle = 0) => ({ ...cell(k % 4, Math.floor(k / 4)), x: cell(k % 4, 0).x + dx, angle, type: 14 });
    map.things!.push(at(12, 0, 90), at(9, 0, 180), at(6, -8, 270), at(6, 8, 0), at(2, 0, 45), at(1, 0, 135), at(0, 8, 225), at(5, 0, 315));
    const ps = new Playsim(simWorld(map), { skill: 3 });
    for (const tag of [0, 7, 8, 9, 10]) expect(teleportDestination(ps, tag), `tag ${tag}`).toBe(doomsChoice(ps, tag));
    const seven = teleportDestination(ps, 7)!;
    expect([seven.sector.index, seven.x / 65536]).toEqual([6, 160 - 8]);
    expect(teleportDestination(ps, 8)!.sector.index).toBe(1);
    expect(teleportDestination(ps, 9)).toBe(null);
    // The player goes there, facing the destination's way.
    const mo = ps.player.mo!;
    expect(evTeleport(ps, taggedLine(ps, 7), 0, mo)).toBe(1);
    expect([mo.x, mo.y, mo.angle]).toEqual([seven.x, seven.y, seven.angle]);
    // A destination gone (never in DOOM's maps, but the index must not go stale): the next in line.
    removeMobj(ps, seven);
    const next = teleportDestination(ps, 7)!;
    expect(next).toBe(doomsChoice(ps, 7));
    expect([next.sector.index, next.x / 65536]).toEqual([6, 160 + 8]);
    removeMobj(ps, next);
    expect(teleportDestination(ps, 7)).toBe(doomsChoice(ps, 7));
    expect(teleportDestination(ps, 7)!.sector.index).toBe(9);
    expect(evTeleport(ps, taggedLine(ps, 9), 0, mo)).toBe(0);
  });

  // The cost is counted, not timed: every read of a sector's tag during the teleports is counted. DOOM's
  // search reads every tagged sector's tag on each teleport (sectors × teleports, with a walk of every
  // thinker for each tagged one); the index reads each once, when it is built. `npm test` takes a
  // 30×30 grid (899 tagged sectors, 2,000 destinations); the full run the case that took 47 s.
  const n = FULL ? 100 : 30, dests = FULL ? 20_000 : 2_000;
  it(`${(n * n).toLocaleString('en')} tagged sectors and ${dests.toLocaleString('en')} destinations outside every sector: 1,062 teleports read each sector's tag once, not once a teleport`, () => {
    // An n×n grid, every sector but 0 tagged 1; the destinations stand outside the grid (in
    // sector 0, as the point-in-sector search puts them), and one more in the last sector, listed last.
    const map = heavyMap(n, 0, { light: 0, scroll: false, tag: (k) => (k === 0 ? 0 : 1) });
    for (let k = 0; k < dests; k++) map.things!.push({ x: n * 64 + 500 + (k % 100) * 8, y: n * 64 + 500 + Math.floor(k / 100) * 8, type: 14 });
    const last = cell(n - 1, n - 1);
    map.things!.push({ ...last, angle: 90, type: 14 });
    const ps = new Playsim(simWorld(map), { skill: 3 });
    const mo = ps.player.mo!, line = taggedLine(ps, 1);
    let tagReads = 0;
    for (const s of ps.level.sectors) {
      let tag = s.tag;
      Object.defineProperty(s, 'tag', { get: () => { tagReads++; return tag; }, set: (v: number) => { tag = v; }, configurable: true });
    }
    for (let i = 0; i < 1062; i++) expect(evTeleport(ps, line, 0, mo)).toBe(1);
    expect([mo.x / 65536, mo.y / 65536, mo.sector.index]).toEqual([last.x, last.y, n * n - 1]);
    // Before: each teleport scanned every tagged sector × every thing (minutes in all at 100×100).
    expect(tagReads).toBe(n * n);
    expect(teleportDestination(ps, 1)).toBe(doomsChoice(ps, 1));
  });
});
