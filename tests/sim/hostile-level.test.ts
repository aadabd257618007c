// Hostile level data (issue 33, section 1, items 1, 2, 3, 7 and the other declared counts), in
// process: each small WAD of tests/fuzz/level-cases.ts loads with the warning that names its lump and
// problem (or none, where the data is legal), its structures sized by the lump and not by what it
// declares, and the game goes on: tics run, the sight check and the noise alert return. The same
// WADs go through the CLI under time and memory limits in tests/fuzz/hostile.test.ts (full suite).
import { describe, expect, it } from 'vitest';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { decodeMap, MAX_RECORDS } from '../../src/mapdata/map-data.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import { ML_SOUNDBLOCK, ML_TWOSIDED, type Line, type Sector } from '../../src/sim/base/level.js';
import { checkSight } from '../../src/sim/base/sight.js';
import { noiseAlert } from '../../src/sim/rules/enemy.js';
import { blockLinesIterator } from '../../src/sim/base/map-util.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import * as L from '../fuzz/level-cases.js';
import { Driver } from './helpers.js';
import { FULL, fullOnly } from '../helpers/full.js';

const S = L.TEST_STYLE;

function stackOf(lumps: LumpSource[]): WadStack {
  return WadStack.fromBuffers([{ name: 'hostile.wad', bytes: writeWad('IWAD', [...testAssetLumps(), ...lumps]) }]);
}
const worldOf = (lumps: LumpSource[]): World => loadWorld(stackOf(lumps), 'MAP01');

/** The live things of a type. */
function mobjsOf(ps: Playsim, type: number): Mobj[] {
  const out: Mobj[] = [];
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) if (t instanceof Mobj && t.type === type) out.push(t);
  return out;
}
const ZOMBIEMAN = mobjIndex('MT_POSSESSED');
const BONUS = mobjIndex('MT_MISC2');

/** A few tics of walking forward, then a shot: the game goes on. */
function play(ps: Playsim): Driver {
  const d = new Driver(ps);
  d.forward(8);
  d.fire();
  d.wait(4);
  return d;
}

describe('BLOCKMAP: lists read where they lie, never copied per block (issue 33, 1.1)', () => {
  it('16,384 blocks sharing one list of every line: the game holds the lump\'s words, not 32 M entries', () => {
    const lumps = L.blockmapSharedRound(S, 2000);
    const words = lumps.find((l) => l.name === 'BLOCKMAP')!.data.length / 2;
    const w = worldOf(lumps);
    expect(w.warnings.filter((m) => /BLOCKMAP|blockmap/.test(m))).toEqual([]);
    expect(w.doom.blockmapBuilt).toBe(false);
    const ps = new Playsim(w);
    expect(ps.level.blockStart.length).toBe(128 * 128);
    expect(ps.level.blockLines.length).toBe(words); // 18,391, where a copy per block held 32,784,384
    // DOOM's order in a block: the leading 0, then the list's lines as written (line 0 already seen).
    const seen: number[] = [];
    ps.validcount++;
    blockLinesIterator(ps, 100, 40, (_, ld: Line) => { seen.push(ld.index); return true; });
    expect(seen).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    const d = play(ps);
    expect(d.x).toBeGreaterThan(8000);
    const [z] = mobjsOf(ps, ZOMBIEMAN);
    expect(checkSight(ps, d.mo, z)).toBe(true);
  });

  it('a list longer than the leading 0 and every line once (60,000 entries for 4 lines): refused, the game builds its own', () => {
    const w = worldOf(L.blockmapShared(S));
    expect(w.warnings).toContain(
      'BLOCKMAP: block 0 (column 0, row 0): its list at word 16388 has 60000 entries, more than the leading 0 and each of the map\'s 4 lines once; not used',
    );
    expect(w.doom.blockmapBuilt).toBe(true);
    const ps = new Playsim(w);
    expect(ps.level.blockLines.length).toBeLessThan(1000);
    const d = play(ps);
    expect(d.x).toBeGreaterThan(128);
    expect(checkSight(ps, d.mo, mobjsOf(ps, ZOMBIEMAN)[0])).toBe(true);
  });
});

describe('NODES: not a tree, or a deep one (issue 33, 1.2 and 1.3)', () => {
  it('40 nodes each taking the one below as both children: refused with a warning; sight by the blockmap', () => {
    const w = worldOf(L.nodesDag(S, 40));
    expect(w.warnings).toContain(
      "NODES: node 0 is reached from the root more than once (twice by node 1): the BSP is not a tree; the map's BSP (NODES, SSECTORS, SEGS) is not used",
    );
    expect([w.doom.nodes, w.doom.nodeChildren, w.doom.subsectors, w.doom.segs]).toEqual([null, null, null, null]);
    const ps = new Playsim(w);
    const d = play(ps);
    const [z] = mobjsOf(ps, ZOMBIEMAN);
    expect(checkSight(ps, d.mo, z)).toBe(true);
    expect(checkSight(ps, z, d.mo)).toBe(true);
  });

  it('a valid chain of 32,767 nodes: kept, and the sight check walks it to the bottom (no call stack)', () => {
    const w = worldOf(L.nodesChain(S));
    expect(w.warnings.filter((m) => /NODES|BSP/.test(m))).toEqual([]);
    expect(w.doom.nodeChildren!.length).toBe(2 * 32_767);
    const ps = new Playsim(w);
    const d = new Driver(ps);
    const [z] = mobjsOf(ps, ZOMBIEMAN);
    // Both east of every partition line: the walk goes down the right children to subsector 0 and
    // crosses its segs (the room's four walls).
    expect(checkSight(ps, d.mo, z)).toBe(true);
    // Past the east wall (x 512): subsector 0's seg of that wall blocks, 32,767 nodes down.
    const out = new Mobj(ps);
    out.x = 600 << 16; out.y = 400 << 16; out.z = 0; out.height = 56 << 16;
    out.sector = ps.level.pointInSector(out.x, out.y);
    expect(checkSight(ps, d.mo, out)).toBe(false);
    d.wait(40); // the zombieman looks for the player every few tics: sight checks down the chain
    expect(z.target).toBe(d.mo);
  });
});

/**
 * DOOM's P_RecursiveSound as it recurses, on its own marks, logging each (sector, line index) it
 * reads: the order the explicit-stack walk must keep.
 */
function referenceFlood(sectors: readonly Sector[], start: Sector): [number, number][] {
  const log: [number, number][] = [];
  const traversed = new Map<Sector, number>();
  const flood = (sec: Sector, soundblocks: number) => {
    const t = traversed.get(sec);
    if (t !== undefined && t <= soundblocks + 1) return;
    traversed.set(sec, soundblocks + 1);
    for (let i = 0; i < sec.lines.length; i++) {
      log.push([sec.index, i]);
      const check = sec.lines[i];
      if (!(check.flags & ML_TWOSIDED)) continue;
      const f = check.frontsector!, b = check.backsector!;
      if (Math.min(f.ceilingheight, b.ceilingheight) - Math.max(f.floorheight, b.floorheight) <= 0) continue;
      const other = f === sec ? b : f;
      if (check.flags & ML_SOUNDBLOCK) {
        if (soundblocks === 0) flood(other, 1);
      } else flood(other, soundblocks);
    }
  };
  flood(start, 0);
  void sectors;
  return log;
}

describe('the noise alert floods any number of sectors, in DOOM\'s order (issue 33, 1.3)', () => {
  it('a 9 × 7 grid with sound-blocking lines and closed doors: every line read in the recursive order', () => {
    const w = worldOf(L.sectorGrid(S, 9, 7, 64, (v, c, r) => (c * 3 + r * 5 + (v ? 1 : 0)) % 4 === 0, (c, r) => (c + 2 * r) % 7 === 3));
    const ps = new Playsim(w);
    const sectors = ps.level.sectors;
    const expected = referenceFlood(sectors, sectors[0]);
    // Log the walk's reads of each sector's line list.
    const log: [number, number][] = [];
    for (const s of sectors) {
      const lines = s.lines;
      s.lines = new Proxy(lines, {
        get(target, key, recv) {
          if (typeof key === 'string' && /^\d+$/.test(key)) log.push([s.index, Number(key)]);
          return Reflect.get(target, key, recv) as unknown;
        },
      });
    }
    const mo = ps.player.mo!;
    noiseAlert(ps, mo, mo);
    expect(log.length).toBeGreaterThan(100);
    expect(log).toEqual(expected);
    const heard = sectors.filter((s) => s.soundtarget === mo).length;
    expect(heard).toBeGreaterThan(1);
    expect(heard).toBeLessThan(sectors.length); // the closed doors and the second blocking line stop it
  });

  it('a chain of 20,000 sectors: the shot floods them all', () => {
    const w = worldOf(L.sectorChain(S, 20_000));
    const ps = new Playsim(w);
    expect(ps.level.sectors.length).toBe(20_000);
    const d = new Driver(ps);
    d.fire();
    const mo = d.mo;
    expect(ps.level.sectors.every((s) => s.soundtarget === mo && s.soundtraversed === 1)).toBe(true);
  });

  // The same walk as the chain's, on the other shape; 2 s, so in the full run only.
  it.skipIf(!FULL)(`a 150 × 100 grid (15,000 sectors): the shot floods them all${fullOnly}`, () => {
    const w = worldOf(L.sectorGrid(S, 150, 100, 64));
    const ps = new Playsim(w);
    const d = new Driver(ps);
    d.fire();
    expect(ps.level.sectors.every((s) => s.soundtarget === d.mo)).toBe(true);
  });
});

describe('record lumps past what the format can reference: capped with a warning (issue 33, 1.7)', () => {
  it('THINGS: 70,000 things load as 65,536, the player first; the game runs', () => {
    const w = worldOf(L.manyThings(S, 70_000));
    expect(w.warnings).toContain("THINGS: 70000 records, more than the 65536 a map may have (a bound on the game's memory); the rest are ignored");
    expect(w.doom.thingType.length).toBe(MAX_RECORDS.THINGS);
    const ps = new Playsim(w);
    expect(mobjsOf(ps, BONUS).length).toBe(65_535);
    const d = new Driver(ps).forward(2);
    expect(d.x).toBeGreaterThan(128);
  });

  for (const [lump, extra, why] of [
    ['VERTEXES', 70_000, 'linedefs and segs name them with 16-bit numbers'],
    ['SIDEDEFS', 70_000, 'linedefs name them with 16-bit numbers, 65535 meaning none'],
    ['SECTORS', 70_000, 'sidedefs name them with 16-bit numbers'],
    ['LINEDEFS', 70_000, 'segs name them with 16-bit numbers'],
  ] as const) {
    it(`${lump}: ${extra} more records than the room's are read up to ${MAX_RECORDS[lump]}`, () => {
      const m = decodeMap(stackOf(L.padded(S, lump, extra)).map('MAP01'));
      const total = { VERTEXES: 4, SIDEDEFS: 4, SECTORS: 1, LINEDEFS: 4 }[lump] + extra;
      expect(m.warnings).toContain(`${lump}: ${total} records, more than the ${MAX_RECORDS[lump]} a map may have (${why}); the rest are ignored`);
      const count = { VERTEXES: m.vertices.length / 2, SIDEDEFS: m.sidedefs.length, SECTORS: m.sectors.length, LINEDEFS: m.linedefs.length }[lump];
      expect(count).toBe(MAX_RECORDS[lump]);
    });
  }
});

describe('REJECT: only the sectors² bits DOOM reads', () => {
  it('a 1 MB REJECT for one sector keeps 1 byte', () => {
    const w = worldOf(L.longReject(S, 1 << 20));
    expect(w.doom.reject!.length).toBe(1);
    const ps = new Playsim(w);
    expect(checkSight(ps, ps.player.mo!, mobjsOf(ps, ZOMBIEMAN)[0])).toBe(true);
  });

  it('a 1-byte REJECT for 65,536 sectors: padded where it is read, not allocated (512 MB)', () => {
    const w = worldOf(L.shortReject(S));
    expect(w.warnings).toContain('REJECT: 1 bytes, fewer than the 536870912 that 65536 sectors need');
    const ps = new Playsim(w);
    const before = process.memoryUsage().arrayBuffers;
    const me = ps.player.mo!, z = mobjsOf(ps, ZOMBIEMAN)[0];
    expect(checkSight(ps, me, z)).toBe(true);
    // Sectors far apart read past the lump's byte and the 16 padding bytes: zeros, nothing rejected.
    z.sector = ps.level.sectors[65_535];
    expect(checkSight(ps, me, z)).toBe(true);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 << 20);
  });
});
