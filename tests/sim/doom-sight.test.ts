// P_CheckSight (src/sim/base/sight.ts): REJECT with Chocolate Doom's padding of a short lump, the BSP walk
// and its slope rules at two-sided lines, exactly, on small built maps (with a hand-made BSP, and
// without one: the blockmap rule); and on Freedoom maps against an independent brute-force judge in
// floating point (every line the sight line crosses, its opening and slopes), for pairs clear of
// the judge's rounding margin.
import { describe, expect, it } from 'vitest';
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { Compat, COMPLEVEL_BOOM, VANILLA } from '../../src/sim/base/compat.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { MAPBLOCKSHIFT, ML_TWOSIDED } from '../../src/sim/base/level.js';
import { checkSight, divlineSide } from '../../src/sim/base/sight.js';
import { mapLumps } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { SimMap, TWO_SIDED, type CellSpec, type EdgeSpec } from './helpers.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

const F = 65536;

/** A thing for the sight test only: position, z, height and the sector the BSP puts it in. */
function thing(ps: Playsim, x: number, y: number, z: number, height = 56): Mobj {
  const mo = new Mobj(ps);
  mo.x = Math.round(x * F) | 0;
  mo.y = Math.round(y * F) | 0;
  mo.z = Math.round(z * F) | 0;
  mo.height = Math.round(height * F) | 0;
  mo.sector = ps.level.pointInSector(mo.x, mo.y);
  return mo;
}

interface Row { map: SimMap; sec: number[]; edge: number[]; north: number[]; eastWall: number; x: number[] }

/** Cells along x, 256 high in y (see SimMap.row). */
function rowMap(cells: CellSpec[], edges: EdgeSpec[] = []): Row {
  const map = new SimMap();
  const r = map.row(cells, edges);
  map.thing(32, 128, 1);
  return { map, ...r };
}

/**
 * NODES, SSECTORS and SEGS for a row map: subsector i is cell i (its west line, north and south walls,
 * east line); node k splits cells k and k+1 along their shared line (x = const, dy > 0, so the west
 * cell is on the left child), its right child the next node east or the last cell's subsector.
 * `extra`: more one-sided lines (cell, line) in a cell's subsector. Nodes are written last-to-first so the root (the westmost split) is the last node, as DOOM wants.
 */
function rowBsp(r: Row, extra: [number, number][] = []): LumpSource[] {
  const n = r.sec.length, lines = r.map.lines;
  const segs = new LumpBuilder(), ssectors = new LumpBuilder(), nodes = new LumpBuilder();
  let segCount = 0;
  const seg = (line: number, side: number) => {
    const l = lines[line];
    segs.i16(side === 0 ? l.v1 : l.v2).i16(side === 0 ? l.v2 : l.v1).i16(0).i16(line).i16(side).i16(0);
    segCount++;
  };
  for (let i = 0; i < n; i++) {
    const first = segCount;
    seg(r.edge[i], i === 0 ? 0 : 1); // west: cell 0's wall faces east; a two-sided line's back faces cell i
    seg(r.north[i], 0);
    seg(r.north[i] + 1, 0); // the south wall follows the north wall in row()
    seg(i + 1 < n ? r.edge[i + 1] : r.eastWall, 0);
    for (const [cell, line] of extra) if (cell === i) seg(line, 0);
    ssectors.u16(segCount - first).u16(first);
  }
  for (let p = 0; p < n - 1; p++) {
    const k = n - 2 - p; // node at position p splits cells k | k + 1
    const x = r.x[k + 1];
    nodes.i16(x).i16(0).i16(0).i16(256);
    nodes.i16(256).i16(0).i16(x).i16(r.x[n]); // right (east) box: top, bottom, left, right
    nodes.i16(256).i16(0).i16(0).i16(x); // left (west) box
    nodes.u16(k + 1 <= n - 2 ? p - 1 : 0x8000 | (n - 1)).u16(0x8000 | k);
  }
  return [{ name: 'SEGS', data: segs.build() }, { name: 'SSECTORS', data: ssectors.build() }, { name: 'NODES', data: nodes.build() }];
}

/** The row map as a World: with the hand-made BSP or without one, with a REJECT lump or none. */
function rowWorld(r: Row, bsp: boolean, reject: number[] | null = null, extraSegs: [number, number][] = []): World {
  const extra = bsp ? rowBsp(r, extraSegs) : [];
  if (reject !== null) extra.push({ name: 'REJECT', data: Uint8Array.from(reject) });
  const lumps = [...testAssetLumps(), ...mapLumps(r.map.build()), ...extra];
  const world = loadWorld(WadStack.fromBuffers([{ name: 'sight.wad', bytes: writeWad('IWAD', lumps) }]), 'MAP01');
  expect(world.doom.nodes !== null).toBe(bsp);
  return world;
}

/** Room A (x 0..256), a 4-wide window sector W (256..260) with floor `wf`, ceiling `wc`, room B (260..512). */
function windowRow(wf: number, wc: number, edge: EdgeSpec = {}): Row {
  return rowMap([{ w: 256, floor: 0, ceil: 128 }, { w: 4, floor: wf, ceil: wc }, { w: 256, floor: 0, ceil: 128 }], [{}, edge, {}]);
}

for (const bsp of [true, false]) {
  describe(`P_CheckSight on a built map, ${bsp ? 'by the BSP' : 'without a BSP (the blockmap rule)'}`, () => {
    // Eyes at 42 (z 0, height 56: z + h - h/4). Looker at x 128, target at x 384, both y 128: the
    // sight line meets W's west line at frac exactly 1/2 and its east line at 132/256, so a slope
    // through an edge at height e is (e - 42) · 2 there (FixedDiv is exact on these numbers).
    function see(row: Row, from: [number, number], to: [number, number], toHeight = 56): boolean {
      const ps = new Playsim(rowWorld(row, bsp));
      return checkSight(ps, thing(ps, from[0], from[1], 0), thing(ps, to[0], to[1], 0, toHeight));
    }
    const A: [number, number] = [128, 128], B: [number, number] = [384, 128];

    it('sees across an open two-sided line, and within one room', () => {
      expect(see(windowRow(0, 128), A, B)).toBe(true);
      expect(see(windowRow(0, 128), B, A)).toBe(true);
      expect(see(windowRow(0, 128), [40, 30], [220, 230])).toBe(true);
    });

    it('sees over a low wall and not over a high one: the ledge bound is exact (2·(floor − 42) < 14)', () => {
      // The target's top is 14 above the eyes: bottomslope 2·(wf − 42) must stay below topslope 14.
      expect(see(windowRow(24, 128), A, B)).toBe(true);
      expect(see(windowRow(48, 128), A, B)).toBe(true); // bottomslope 12 < 14
      expect(see(windowRow(49, 128), A, B)).toBe(false); // 14 = 14: closed
      expect(see(windowRow(64, 128), A, B)).toBe(false);
      // A taller target shows its head over the 64-high wall: topslope 100 − 42 = 58 > 2·22.
      expect(see(windowRow(64, 128), A, B, 100)).toBe(true);
      // Looking back from B: the near line is now the east one (frac 124/256), same verdicts.
      expect(see(windowRow(48, 128), B, A)).toBe(true);
      expect(see(windowRow(49, 128), B, A)).toBe(false);
    });

    it('sees under a lintel down to its bound (2·(ceiling − 42) > −42), not under a lower one', () => {
      expect(see(windowRow(0, 64), A, B)).toBe(true);
      expect(see(windowRow(0, 22), A, B)).toBe(true); // topslope −40 > bottomslope −42
      expect(see(windowRow(0, 21), A, B)).toBe(false); // −42 = −42: closed
      expect(see(windowRow(0, 8), A, B)).toBe(false);
    });

    it('sees through a slot window, not through a closed door or a line not flagged two-sided', () => {
      expect(see(windowRow(40, 48), A, B)).toBe(true);
      expect(see(windowRow(64, 64), A, B)).toBe(false);
      expect(see(windowRow(0, 0), A, B)).toBe(false);
      expect(see(windowRow(0, 128, { flags: 0 }), A, B)).toBe(false);
      expect(see(windowRow(0, 128, { flags: TWO_SIDED }), A, B)).toBe(true);
    });

    it('is blocked by a wall it does not reach when an end\'s x is a horizontal wall\'s y (vanilla\'s slip)', () => {
      // One empty room 512 × 256. The north wall (0, 256)→(512, 256) is one-sided; the sight line
      // (200, 40)→(256, 200), extended, meets y 256 at x ≈ 276, between the wall's ends; the target's
      // x (256) equals the wall's y, so P_DivlineSide calls the target "on" the wall, unlike the
      // looker (front): the wall counts as crossed and blocks. One unit east, it does not. The BSP
      // walk meets the wall (it is a seg of the one subsector); the blockmap walk judges only the
      // lines of the blocks it passes (rows south of y 256 here), so without a BSP the pair sees.
      const r = rowMap([{ w: 512, floor: 0, ceil: 128 }]);
      const ps = new Playsim(rowWorld(r, bsp));
      const row = (y: number) => (y * F - ps.level.bmaporgy) >> MAPBLOCKSHIFT;
      expect(row(256)).toBeGreaterThan(row(200)); // the wall's blocks are north of the walk's
      expect(checkSight(ps, thing(ps, 200, 40, 0), thing(ps, 256, 200, 0))).toBe(!bsp);
      expect(checkSight(ps, thing(ps, 200, 40, 0), thing(ps, 257, 200, 0))).toBe(true);
      expect(checkSight(ps, thing(ps, 256, 200, 0), thing(ps, 200, 40, 0))).toBe(!bsp);
      expect(checkSight(ps, thing(ps, 200, 40, 0), thing(ps, 255, 200, 0))).toBe(true);
    });

    it('is blocked by a one-sided wall, and sees past its end', () => {
      const r = rowMap([{ w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }]);
      const wall = r.map.wall(300, 0, 300, 200, 1); // free-standing in B from the south wall to y 200
      const ps = new Playsim(rowWorld(r, bsp, null, [[1, wall]]));
      expect(checkSight(ps, thing(ps, 128, 100, 0), thing(ps, 400, 100, 0))).toBe(false);
      expect(checkSight(ps, thing(ps, 400, 100, 0), thing(ps, 128, 100, 0))).toBe(false);
      expect(checkSight(ps, thing(ps, 128, 230, 0), thing(ps, 400, 230, 0))).toBe(true);
      expect(checkSight(ps, thing(ps, 200, 100, 0), thing(ps, 290, 150, 0))).toBe(true);
    });
  });
}

describe('REJECT', () => {
  it('a set bit says no before any trace (validcount untouched); the other direction is traced', () => {
    const row = windowRow(0, 128);
    // 3 sectors: 9 bits, 2 bytes. Bit s1·3 + s2: (0, 2) is bit 2.
    const ps = new Playsim(rowWorld(row, true, [0x04, 0x00]));
    const a = thing(ps, 128, 128, 0), b = thing(ps, 384, 128, 0);
    expect([a.sector.index, b.sector.index]).toEqual([0, 2]);
    const vc = ps.validcount;
    expect(checkSight(ps, a, b)).toBe(false);
    expect(ps.validcount).toBe(vc);
    expect(checkSight(ps, b, a)).toBe(true);
    expect(ps.validcount).toBe(vc + 1);
  });

  it('an empty lump is padded as Chocolate Doom pads it: 12·4 + 24 = 0x48 sets (1, 0) and (2, 0)', () => {
    // 10 lines, 2 of them two-sided between different sectors: P_GroupLines' 12 entries, so the
    // first pad word is ((12·4 + 3) & ~3) + 24 = 72 = 0x48: bits 3 (1→0) and 6 (2→0) of byte 0.
    const row = windowRow(0, 128);
    const ps = new Playsim(rowWorld(row, true, []));
    expect(ps.level.lines.length).toBe(10);
    const a = thing(ps, 128, 128, 0), w = thing(ps, 258, 128, 0), b = thing(ps, 384, 128, 0);
    expect([a.sector.index, w.sector.index, b.sector.index]).toEqual([0, 1, 2]);
    expect(checkSight(ps, a, b)).toBe(true);
    expect(checkSight(ps, a, w)).toBe(true);
    expect(checkSight(ps, w, a)).toBe(false);
    expect(checkSight(ps, b, a)).toBe(false);
    expect(checkSight(ps, b, w)).toBe(true);
  });

  it("Boom pads a short lump with zeros (dsda-doom's rule outside demo compatibility): nothing past it is rejected", () => {
    const row = windowRow(0, 128);
    const ps = new Playsim(rowWorld(row, true, []), { compat: new Compat(COMPLEVEL_BOOM) });
    const a = thing(ps, 128, 128, 0), w = thing(ps, 258, 128, 0), b = thing(ps, 384, 128, 0);
    expect(checkSight(ps, w, a)).toBe(true);
    expect(checkSight(ps, b, a)).toBe(true);
  });

  it("Boom: a deep-water sector's fake floor (242's control sector) blocks the view from below it to above it", () => {
    const row = windowRow(0, 128);
    for (const [compat, fake, seen] of [[VANILLA, false, true], [new Compat(COMPLEVEL_BOOM), false, true], [new Compat(COMPLEVEL_BOOM), true, false]] as const) {
      const ps = new Playsim(rowWorld(row, true), { compat });
      const a = thing(ps, 128, 128, 0), b = thing(ps, 384, 128, 0);
      b.z = 70 * 65536; // above the fake floor, within the room
      // The window's floor at 60 (a's top, 56, is under it; the sight line still passes over it),
      // made room A's control sector in the third case only.
      ps.level.sectors[1].floorheight = 60 * 65536;
      if (fake) a.sector.heightsec = 1;
      expect(checkSight(ps, a, b), `complevel ${compat.complevel}, fake floor ${fake}`).toBe(seen);
    }
  });

  it('no REJECT lump at all rejects nothing', () => {
    const ps = new Playsim(rowWorld(windowRow(0, 128), true));
    expect(ps.world.doom.reject).toBe(null);
    expect(checkSight(ps, thing(ps, 384, 128, 0), thing(ps, 128, 128, 0))).toBe(true);
  });
});

describe('P_DivlineSide', () => {
  it('answers front, back and on, with vanilla\'s slip for horizontal lines (x compared to the line\'s y)', () => {
    // Vertical line x = 10, going up: left (x < 10) is back (1).
    expect(divlineSide(5 * F, 0, 10 * F, 0, 0, F)).toBe(1);
    expect(divlineSide(15 * F, 0, 10 * F, 0, 0, F)).toBe(0);
    expect(divlineSide(10 * F, 99 * F, 10 * F, 0, 0, F)).toBe(2);
    // Horizontal line y = 10 going east: above (y > 10) is back.
    expect(divlineSide(3 * F, 20 * F, 0, 10 * F, F, 0)).toBe(1);
    expect(divlineSide(3 * F, 5 * F, 0, 10 * F, F, 0)).toBe(0);
    expect(divlineSide(3 * F, 10 * F, 0, 10 * F, F, 0)).toBe(0); // on the line, but not "on"
    expect(divlineSide(10 * F, 20 * F, 0, 10 * F, F, 0)).toBe(2); // x = the line's y: "on"
    // Diagonal: the integer parts' cross product decides; equal is "on".
    expect(divlineSide(2 * F, 2 * F, 0, 0, F, F)).toBe(2);
    expect(divlineSide(2 * F, 1 * F, 0, 0, F, F)).toBe(0);
    expect(divlineSide(1 * F, 2 * F, 0, 0, F, F)).toBe(1);
  });
});

// ---- Freedoom: an independent judge

interface Judged { verdict: boolean | null; crossed: number }

/**
 * DOOM's sight rules judged in doubles over every line of the map (no BSP, no blockmap): the lines
 * the segment P→Q crosses, a one-sided or not-two-sided one blocks, a two-sided one narrows the
 * slopes from the eye to the target's top and bottom by its opening at the crossing. null where a
 * line passes within a unit of an end, where vanilla's slip may apply, or where the verdict is
 * within the margin of DOOM's rounding.
 */
function judge(ps: Playsim, px: number, py: number, eye: number, qx: number, qy: number, qz: number, qh: number): Judged {
  const lv = ps.level;
  const dx = qx - px, dy = qy - py, len = Math.hypot(dx, dy);
  let top = qz + qh - eye, bottom = qz - eye, crossed = 0, blocked = false, unsure = false;
  // Vanilla's slip on the BSP's horizontal partitions: an end "on" one can turn the walk away from
  // the side the sight line goes through (and so past the walls there). Not judged.
  const nodes = ps.world.doom.nodes;
  if (nodes !== null) {
    for (let i = 0; i < nodes.length; i += 12) {
      if (nodes[i + 3] === 0 && (nodes[i + 1] === px || nodes[i + 1] === qx)) return { verdict: null, crossed };
    }
  }
  for (const l of lv.lines) {
    const ax = l.v1x / F, ay = l.v1y / F, ex = l.dx / F, ey = l.dy / F, elen = Math.hypot(ex, ey);
    const den = dx * ey - dy * ex;
    const wx = ax - px, wy = ay - py;
    if (Math.abs(den) < 1e-9 * len * elen) {
      if (Math.abs(wx * dy - wy * dx) / len < 1) unsure = true; // (nearly) along the sight line
      continue;
    }
    // Vanilla's slip (see P_DivlineSide below): a horizontal line at y = an end's x may count as
    // crossed wherever it is. Not judged.
    if (ey === 0 && (ay === px || ay === qx)) { unsure = true; continue; }
    const t = (wx * ey - wy * ex) / den, u = (wx * dy - wy * dx) / den;
    const mt = 1 / len, mu = 1 / elen;
    if (t < -mt || t > 1 + mt || u < -mu || u > 1 + mu) continue;
    if (t < mt || t > 1 - mt || u < mu || u > 1 - mu) { unsure = true; continue; }
    crossed++;
    const front = l.frontsector, back = l.backsector;
    if (front === null || back === null || !(l.flags & ML_TWOSIDED)) { blocked = true; continue; }
    const ff = front.floorheight / F, fc = front.ceilingheight / F, bf = back.floorheight / F, bc = back.ceilingheight / F;
    if (ff === bf && fc === bc) continue;
    const opentop = Math.min(fc, bc), openbottom = Math.max(ff, bf);
    if (openbottom >= opentop) { blocked = true; continue; }
    if (ff !== bf) bottom = Math.max(bottom, (openbottom - eye) / t);
    if (fc !== bc) top = Math.min(top, (opentop - eye) / t);
  }
  if (blocked) return { verdict: false, crossed };
  if (unsure || Math.abs(top - bottom) < 1 + 0.01 * Math.abs(top)) return { verdict: null, crossed };
  return { verdict: top > bottom, crossed };
}

/** A seeded LCG in [0, 1). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

/** Spots 16 units in front of random lines' midpoints, kept where the BSP agrees on the sector. */
function spots(ps: Playsim, n: number, rand: () => number): [number, number][] {
  const lv = ps.level, out: [number, number][] = [];
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const l = lv.lines[Math.floor(rand() * lv.lines.length)];
    if (l.frontsector === null) continue;
    const ex = l.dx / F, ey = l.dy / F, len = Math.hypot(ex, ey);
    if (len < 48) continue;
    const x = Math.round((l.v1x / F) + ex / 2 + (ey / len) * 16), y = Math.round((l.v1y / F) + ey / 2 - (ex / len) * 16);
    if (lv.pointInSector(x * F, y * F) !== l.frontsector) continue;
    out.push([x, y]);
  }
  return out;
}

describe.skipIf(!haveFreedoom)(`P_CheckSight on Freedoom maps${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('MAP02: vanilla\'s slip on a horizontal partition lets sight through one-sided walls', () => {
    // (−160, −48) → (981, −267) crosses one-sided line 129 (312, −160)→(280, −128) a third of the
    // way. Node 484's partition is horizontal at y −160 = the looker's x, so P_DivlineSide calls the
    // looker "on" it (side 0) though it is behind (side 1, like the line's subsectors); the target
    // is on side 0 too, so the walk never enters the back subtree and never meets line 129. One unit
    // west, the looker is behind the partition, the walk goes there, and the wall blocks.
    const ps = new Playsim(loadWorld(stackFor(FREEDOOM2), 'MAP02'));
    const nodes = ps.world.doom.nodes!, l129 = ps.level.lines[129];
    expect(Array.from(nodes.subarray(484 * 12, 484 * 12 + 4))).toEqual([0, -160, 72, 0]);
    expect([l129.v1x / F, l129.v1y / F, l129.v2x / F, l129.v2y / F, l129.side1]).toEqual([312, -160, 280, -128, -1]);
    const see = (x: number) => {
      const t1 = thing(ps, x, -48, 0), t2 = thing(ps, 981, -267, 96);
      expect([t1.sector.index, t2.sector.index, t1.sector.floorheight, t2.sector.floorheight]).toEqual([212, 10, 0, 96 * F]);
      return checkSight(ps, t1, t2);
    };
    expect(see(-160)).toBe(true);
    expect(see(-161)).toBe(false);
    expect(see(-159)).toBe(false);
  });

  for (const [file, map] of [[FREEDOOM2, 'MAP01'], [FREEDOOM2, 'MAP07'], [FREEDOOM1, 'E1M1']] as const) {
    it(`${map}: agrees with the brute-force judge; REJECT's no is no, without a trace`, () => {
      const world = loadWorld(stackFor(file), map);
      const ps = new Playsim(world);
      const reject = world.doom.reject!;
      const ns = ps.level.sectors.length;
      expect(reject.length).toBeGreaterThanOrEqual(Math.ceil((ns * ns) / 8));
      const rand = rng(0x5eed + map.length);
      const pts = spots(ps, 300, rand);
      expect(pts.length).toBe(300);
      let seen = 0, unseen = 0, throughOpenings = 0, rejected = 0, sameRoom = 0;
      const mismatches: string[] = [];
      for (let i = 0; i < 3000; i++) {
        const [px, py] = pts[Math.floor(rand() * pts.length)], [qx, qy] = pts[Math.floor(rand() * pts.length)];
        if (px === qx && py === qy) continue;
        const sp = ps.level.pointInSector(px * F, py * F), sq = ps.level.pointInSector(qx * F, qy * F);
        const t1 = thing(ps, px, py, sp.floorheight / F), t2 = thing(ps, qx, qy, sq.floorheight / F);
        const pnum = sp.index * ns + sq.index;
        const vc = ps.validcount;
        const got = checkSight(ps, t1, t2);
        if (reject[pnum >> 3] & (1 << (pnum & 7))) {
          rejected++;
          expect(got).toBe(false);
          expect(ps.validcount).toBe(vc);
          continue;
        }
        expect(ps.validcount).toBe(vc + 1);
        const j = judge(ps, px, py, (t1.z + t1.height - (t1.height >> 2)) / F, qx, qy, t2.z / F, t2.height / F);
        if (j.verdict === null) continue;
        if (got !== j.verdict) mismatches.push(`(${px}, ${py}) → (${qx}, ${qy}): sight ${got}, judge ${j.verdict}`);
        if (j.verdict) { seen++; if (j.crossed > 0) throughOpenings++; else sameRoom++; } else unseen++;
      }
      expect(mismatches).toEqual([]);
      // The sample has every kind of case in numbers.
      expect(rejected).toBeGreaterThan(100);
      expect(unseen).toBeGreaterThan(100);
      expect(seen).toBeGreaterThan(20);
      expect(throughOpenings).toBeGreaterThan(5);
      expect(sameRoom).toBeGreaterThan(5);
    });
  }
});

describe("Boom's transferred heights in sight (242's fake floor and ceiling)", () => {
  // Room A's heights are transferred from the window sector W (its control): W's floor 60 is A's
  // fake floor, its ceiling 100 A's fake ceiling. The looker in A, the target in B; the real
  // openings let the line of sight through either way.
  function scene(compat: Compat | undefined): Playsim {
    const ps = new Playsim(rowWorld(windowRow(60, 100), true), compat ? { compat } : {});
    ps.level.sectors[0].heightsec = 1;
    return ps;
  }

  it('under the fake floor, a thing above it is not seen, nor does it see', () => {
    const ps = scene(new Compat(COMPLEVEL_BOOM));
    const a = thing(ps, 128, 128, 0, 56); // head at 56 <= 60
    const b = thing(ps, 384, 128, 60, 20); // feet at 60 >= 60
    expect(checkSight(ps, a, b)).toBe(false);
    expect(checkSight(ps, b, a)).toBe(false);
  });

  it('a looker reaching above the fake floor sees the thing above it; one just under the plane does not', () => {
    const ps = scene(new Compat(COMPLEVEL_BOOM));
    const b = thing(ps, 384, 128, 60, 20);
    expect(checkSight(ps, thing(ps, 128, 128, 0, 61), b)).toBe(true); // head at 61
    expect(checkSight(ps, thing(ps, 128, 128, 4, 56), b)).toBe(false); // head at 60: on the plane hides
    expect(checkSight(ps, thing(ps, 128, 128, 5, 56), b)).toBe(true);
  });

  it("above the fake ceiling: the other is hidden when its z plus the looker's height is under it (Boom's sum)", () => {
    const ps = scene(new Compat(COMPLEVEL_BOOM));
    const a = thing(ps, 128, 128, 100, 8); // z 100 >= ceiling 100
    // b.z + a.height: 90 + 8 = 98 <= 100 hidden; 93 + 8 = 101 > 100 seen (b's own height is not read).
    expect(checkSight(ps, a, thing(ps, 384, 128, 90, 56))).toBe(false);
    expect(checkSight(ps, a, thing(ps, 384, 128, 93, 2))).toBe(true);
  });
});
