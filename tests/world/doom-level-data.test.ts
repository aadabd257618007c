// World.doom: the map in DOOM's own shapes for the simulation — exact on a small test map and on
// Freedoom's E1M1 (values read from the WAD's bytes by a separate script); the blockmap built for
// maps without one lists every line in each block its segment passes through, in the lump's format;
// and the data travels with the World's hand-over.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { buildBlockmap, blocksOfSegment } from '../../src/world/build-blockmap.js';
import { checkBlockmap, decodeMap } from '../../src/mapdata/map-data.js';
import { handoverWorld } from '../../src/world/world-handover.js';
import type { World } from '../../src/world/world.js';
import { testStack } from '../helpers/test-wad.js';
import { twoRooms } from '../helpers/scenes.js';
import type { TestMap } from '../helpers/map-builder.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

/** Line numbers of block (col, row)'s list, without its leading 0 and final -1 (checked here). */
function blockList(bm: Int16Array, col: number, row: number): number[] {
  const off = bm[4 + row * bm[2] + col] & 0xffff;
  expect(bm[off]).toBe(0);
  const out: number[] = [];
  let i = off + 1;
  while (bm[i] !== -1) out.push(bm[i++]);
  return out;
}

/** Every block of `bm` (col, row) whose list holds line l. */
function blocksListing(bm: Int16Array, l: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < bm[3]; r++) for (let c = 0; c < bm[2]; c++) if (blockList(bm, c, r).includes(l)) out.push([c, r]);
  return out;
}

/** True when the closed segment meets the closed square of block (c, r) (Liang–Barsky clip). */
function touches(x1: number, y1: number, x2: number, y2: number, ox: number, oy: number, c: number, r: number): boolean {
  const xmin = ox + c * 128, xmax = xmin + 128, ymin = oy + r * 128, ymax = ymin + 128;
  let t0 = 0, t1 = 1;
  const dx = x2 - x1, dy = y2 - y1;
  for (const [p, q] of [[-dx, x1 - xmin], [dx, xmax - x1], [-dy, y1 - ymin], [dy, ymax - y1]]) {
    if (p === 0) { if (q < 0) return false; continue; }
    const t = q / p;
    if (p < 0) { if (t > t1) return false; if (t > t0) t0 = t; } else { if (t < t0) return false; if (t < t1) t1 = t; }
  }
  return true;
}

/** The blockmap invariants for a map's lines: a valid lump (checkBlockmap), every list a 0 then
 *  increasing line numbers; points sampled along each line (exact binary fractions) lie in blocks
 *  listing it; every block listing a line is touched by its segment. */
function expectBlockmapCovers(bm: Int16Array, xy: Float64Array, lines: number): void {
  expect(checkBlockmap(bm, lines)).toBeNull();
  const [ox, oy, cols, rows] = bm;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const list = blockList(bm, c, r);
      for (let i = 1; i < list.length; i++) expect(list[i]).toBeGreaterThan(list[i - 1]);
    }
  }
  for (let l = 0; l < lines; l++) {
    const x1 = xy[l * 4], y1 = xy[l * 4 + 1], x2 = xy[l * 4 + 2], y2 = xy[l * 4 + 3];
    for (let k = 0; k <= 256; k++) {
      const x = x1 + ((x2 - x1) * k) / 256, y = y1 + ((y2 - y1) * k) / 256;
      const c = Math.floor((x - ox) / 128), r = Math.floor((y - oy) / 128);
      expect(blockList(bm, c, r), `line ${l} at (${x}, ${y}): block (${c}, ${r})`).toContain(l);
    }
    for (const [c, r] of blocksListing(bm, l)) expect(touches(x1, y1, x2, y2, ox, oy, c, r), `line ${l} listed in block (${c}, ${r})`).toBe(true);
  }
}

/** A room whose walls run at many angles, through block corners and along block edges: a 24-gon
 *  of radius 700 plus diagonals and axis lines inside (one-sided, the sim does not mind). */
function angledRoom(): TestMap {
  const vertices: [number, number][] = [];
  const n = 24;
  for (let i = 0; i < n; i++) vertices.push([Math.round(700 * Math.cos((-2 * Math.PI * i) / n)), Math.round(700 * Math.sin((-2 * Math.PI * i) / n))]);
  const lines = vertices.map((_, i) => ({ v1: i, v2: (i + 1) % n, right: 0 }));
  // origin = (-708, -708): x = -580 and y = -452 are block edges; (-580, -580) .. (188, 188) crosses block corners.
  const extra: [number, number, number, number][] = [[-580, -580, 188, 188], [-580, -300, -580, 300], [-400, -452, 400, -452], [-300, 433, 299, -400], [5, 5, 6, 300]];
  for (const [x1, y1, x2, y2] of extra) {
    vertices.push([x1, y1], [x2, y2]);
    lines.push({ v1: vertices.length - 2, v2: vertices.length - 1, right: 0 });
  }
  return { name: 'MAP02', vertices, lines, sides: [{ middle: 'BRICK', sector: 0 }], sectors: [{ floor: 0, ceil: 128 }], things: [{ x: 0, y: 0, type: 1 }] };
}

describe('World.doom on a test map', () => {
  const world = loadWorld(testStack(twoRooms()), 'MAP01');
  const d = world.doom;

  it('carries vertexes, lines and sides by their lump indices', () => {
    expect([...d.vertexes]).toEqual([0, 0, 0, 256, 256, 256, 256, 0, 512, 256, 512, 0]);
    expect([...d.lineV1]).toEqual([0, 1, 3, 3, 2, 4, 5]);
    expect([...d.lineV2]).toEqual([1, 2, 0, 2, 4, 5, 3]);
    expect([...d.lineSide0]).toEqual([0, 1, 2, 3, 5, 6, 7]);
    expect([...d.lineSide1]).toEqual([-1, -1, -1, 4, -1, -1, -1]);
    expect(d.lineV1.length).toBe(world.lineCount);
    expect([...d.sideXOff]).toEqual([0, 16, 0, 0, 0, 0, 0, 0]);
    expect([...d.sideYOff]).toEqual([0, 0, 8, 0, 0, 0, 0, 0]);
    expect([...d.sideSector]).toEqual([0, 0, 0, 1, 0, 1, 1, 1]);
    // Texture ids: the World's own ids for the names; 0 for '-'.
    const id = (n: string) => world.textures.findIndex((t) => t.name === n);
    expect(id('BRICK')).toBeGreaterThan(0);
    expect([...d.sideMid]).toEqual([id('BRICK'), id('BRICK'), id('BRICK'), id('GRATE'), id('GRATE'), id('METAL'), id('METAL'), id('METAL')]);
    expect([...d.sideTop]).toEqual([0, 0, 0, id('BRICK'), id('BRICK'), 0, 0, 0]);
    expect([...d.sideBottom]).toEqual([0, 0, 0, id('METAL'), id('METAL'), 0, 0, 0]);
    // The World draws the same ids (its -1 is DOOM's 0): line 3's front piece shows sidedef 3.
    const front3 = world.linePieces[world.linePieceStart[6]];
    expect(world.sideMiddle[front3]).toBe(d.sideMid[3]);
    expect(world.sideUpper[front3]).toBe(d.sideTop[3]);
  });

  it('lists the lines of each sidedef (CSR), a line sharing one sidedef on both sides once', () => {
    expect([...d.sideLineStart]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...d.sideLineList]).toEqual([0, 1, 2, 3, 3, 4, 5, 6]);
    const shared = loadWorld(testStack({ ...twoRooms(), lines: twoRooms().lines.map((l, i) => (i === 5 || i === 6 ? { ...l, right: 5 } : l)) }), 'MAP01');
    const s = shared.doom;
    expect([...s.sideLineList.subarray(s.sideLineStart[5], s.sideLineStart[6])]).toEqual([4, 5, 6]);
    expect(s.sideLineStart[7] - s.sideLineStart[6]).toBe(0);
  });

  it('keeps every THING unfiltered, in lump order, angles in degrees', () => {
    const m = twoRooms();
    m.things = [{ x: 40, y: 128, angle: 90, type: 1 }, { x: -5, y: 7, angle: 45, type: 3004, flags: 0x10 }, { x: 9, y: 9, angle: 0, type: 2028, flags: 0 }];
    const w = loadWorld(testStack(m), 'MAP01');
    expect([...w.doom.thingX]).toEqual([40, -5, 9]);
    expect([...w.doom.thingY]).toEqual([128, 7, 9]);
    expect([...w.doom.thingAngle]).toEqual([90, 45, 0]);
    expect([...w.doom.thingType]).toEqual([1, 3004, 2028]);
    expect([...w.doom.thingFlags]).toEqual([7, 0x10, 0]);
    expect(w.spawns.length).toBe(1); // the World's own list stays filtered
  });

  it('gives F_SKY1\'s flat id, no BSP or REJECT, and a built blockmap', () => {
    expect(d.skyFlat).toBeGreaterThanOrEqual(0);
    expect(world.flats[d.skyFlat].name).toBe('F_SKY1');
    expect([d.nodes, d.nodeChildren, d.subsectors, d.segs, d.reject]).toEqual([null, null, null, null, null]);
    expect(d.blockmapBuilt).toBe(true);
    const bm = d.blockmap!;
    // Origin (0 - 8, 0 - 8); 520 × 264 units of map → 5 × 3 blocks.
    expect([...bm.subarray(0, 4)]).toEqual([-8, -8, 5, 3]);
    expect(blockList(bm, 0, 0)).toEqual([0, 2]);
    expect(blockList(bm, 2, 1)).toEqual([3]); // x = 256 is in column (256 + 8) >> 7 = 2
    expect(blockList(bm, 2, 2)).toEqual([1, 3, 4]);
    expect(blockList(bm, 1, 1)).toEqual([]);
    expectBlockmapCovers(bm, world.lineXY, world.lineCount);
    expect(world.warnings).toEqual(loadWorld(testStack(twoRooms()), 'MAP01').warnings);
  });
});

describe('the built blockmap', () => {
  it('covers every line of a room with walls at many angles, through block corners and along block edges', () => {
    const w = loadWorld(testStack(angledRoom()), 'MAP02');
    const bm = w.doom.blockmap!;
    expect(w.doom.blockmapBuilt).toBe(true);
    expect([bm[0], bm[1]]).toEqual([-708, -708]);
    expectBlockmapCovers(bm, w.lineXY, w.lineCount);
    // The diagonal through block corners: only the diagonal blocks (a corner point is in the block
    // above and right of it, as DOOM's >> puts it), no side neighbours.
    expect(blocksListing(bm, 24)).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7]]);
    // A vertical line on a block edge (x = -580 = ox + 128, y = oy + 408 .. oy + 1008) is in column 1 only.
    expect(blocksListing(bm, 25)).toEqual([[1, 3], [1, 4], [1, 5], [1, 6], [1, 7]]);
    // A horizontal line on a block edge (y = -452 = oy + 256) is in row 2 only.
    expect(blocksListing(bm, 26).every(([, r]) => r === 2)).toBe(true);
  });

  it('the segment walk is exact: between the blocks of sampled points and the blocks it touches', () => {
    let seed = 99;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    const bad: string[] = [];
    for (let k = 0; k < 2000; k++) {
      // Small coordinates on a 16-unit lattice make many exact corner and edge hits.
      const q = k % 2 ? 16 : 1;
      const u1 = 8 + rnd(64) * q, v1 = 8 + rnd(64) * q, u2 = 8 + rnd(64) * q, v2 = 8 + rnd(64) * q;
      const seg = `(${u1}, ${v1})–(${u2}, ${v2})`;
      const got = new Set<number>();
      blocksOfSegment(u1, v1, u2, v2, (c, r) => { if (got.has(c * 4096 + r)) bad.push(`${seg}: block (${c}, ${r}) twice`); got.add(c * 4096 + r); });
      for (let i = 0; i <= 512; i++) {
        const x = u1 + ((u2 - u1) * i) / 512, y = v1 + ((v2 - v1) * i) / 512;
        const c = Math.floor(x / 128), r = Math.floor(y / 128);
        if (!got.has(c * 4096 + r)) bad.push(`${seg}: (${x}, ${y}) is in block (${c}, ${r}), not walked`);
      }
      for (const b of got) if (!touches(u1, v1, u2, v2, 0, 0, Math.floor(b / 4096), b % 4096)) bad.push(`${seg}: block ${b} not touched`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('refuses what 16-bit words cannot hold, quickly, without a big allocation', () => {
    const cpu0 = process.cpuUsage();
    // A map spanning the whole coordinate range (the origin stops at -32768): 512 × 512 blocks,
    // beyond 16-bit offsets.
    const huge = buildBlockmap(new Int32Array([-32768, -32768, 32767, 32767]), new Int32Array([0]), new Int32Array([1]));
    expect(huge.blockmap).toBeNull();
    expect(huge.problem).toBe('the map needs 512 × 512 blocks: more than 16-bit offsets can address');
    // 40000 lines: line numbers past 32767 cannot be written.
    const many = buildBlockmap(new Int32Array([0, 0, 64, 64]), new Int32Array(40000), new Int32Array(40000).fill(1));
    expect(many.problem).toMatch(/^40000 lines/);
    // 32767 long diagonals over a 200 × 200-block map: more than 2^20 entries, stopped early.
    const vx = new Int32Array([0, 0, 25599, 25599]);
    const dense = buildBlockmap(vx, new Int32Array(32767), new Int32Array(32767).fill(1));
    expect(dense.problem).toMatch(/^more than 1048576 line-in-block entries/);
    // Identical lists are shared, so a wide map of few lines fits: one line along 250 columns.
    const wide = buildBlockmap(new Int32Array([0, 0, 32000, 0, 0, 20000, 32000, 20000]), new Int32Array([0, 2]), new Int32Array([1, 3]));
    expect(wide.problem).toBeNull();
    expect(checkBlockmap(wide.blockmap!, 2)).toBeNull();
    // This process's CPU time, not the clock (see helpers/cpu-time.ts): well under a second quiet.
    const cpu = process.cpuUsage(cpu0);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000);
  });

  it('a map whose blockmap cannot be built still builds, with a warning', () => {
    const m: TestMap = {
      vertices: [[-32000, -32000], [-32000, 32000], [32000, 32000], [32000, -32000]],
      lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: 0 })),
      sides: [{ middle: 'BRICK', sector: 0 }], sectors: [{ floor: 0, ceil: 128 }], things: [{ x: 0, y: 0, type: 1 }],
    };
    const w = loadWorld(testStack(m), 'MAP01');
    expect(w.doom.blockmap).toBeNull();
    expect(w.doom.blockmapBuilt).toBe(false);
    expect(w.warnings).toContain('no blockmap could be built: the map needs 501 × 501 blocks: more than 16-bit offsets can address');
  });
});

describe.skipIf(!haveFreedoom)(`World.doom on Freedoom's E1M1${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('carries the map\'s own lumps and every vertex and thing', () => {
    const stack = stackFor(FREEDOOM1);
    const w = loadWorld(stack, 'E1M1');
    const d = w.doom;
    expect(d.blockmapBuilt).toBe(false);
    expect([...d.blockmap!.subarray(0, 4)]).toEqual([-408, -872, 29, 26]);
    expect(d.vertexes.length).toBe(819 * 2);
    expect([d.vertexes[248], d.vertexes[249]]).toEqual([1616, 1344]); // vertex 124
    expect([d.lineV1[101], d.lineV2[101], d.lineSide0[101], d.lineSide1[101]]).toEqual([123, 124, 157, 158]);
    expect(d.sideSector.length).toBe(1254);
    expect([d.sideXOff[0], d.sideYOff[0], d.sideTop[0], d.sideBottom[0], d.sideSector[0]]).toEqual([-17, 0, 0, 0, 8]);
    expect(w.textures[d.sideMid[0]].name).toBe('ASHWALL2');
    expect(d.thingX.length).toBe(238);
    expect([d.thingX[0], d.thingY[0], d.thingAngle[0], d.thingType[0], d.thingFlags[0]]).toEqual([1712, 1088, 270, 2015, 1]);
    expect(d.nodes!.length / 12).toBe(486);
    expect(d.subsectors!.length / 2).toBe(487);
    expect(d.segs!.length / 6).toBe(1392);
    expect(d.reject!.length).toBe(2212);
    expect(w.flats[d.skyFlat].name).toBe('F_SKY1');
    const map = decodeMap(stack.map('E1M1'));
    expect(map.blockmap).toEqual(d.blockmap);
  });

  it('the blockmap built for E1M1 lists the same lines per block as its own lump', () => {
    const map = decodeMap(stackFor(FREEDOOM1).map('E1M1'));
    const lump = map.blockmap!;
    const built = buildBlockmap(new Int32Array(map.vertices), new Int32Array(map.linedefs.map((l) => l.v1)),
      new Int32Array(map.linedefs.map((l) => l.v2))).blockmap!;
    expect([...built.subarray(0, 4)]).toEqual([...lump.subarray(0, 4)]);
    const differ: string[] = [];
    for (let r = 0; r < lump[3]; r++) {
      for (let c = 0; c < lump[2]; c++) {
        const a = blockList(lump, c, r).sort((x, y) => x - y).join(' '), b = blockList(built, c, r).join(' ');
        if (a !== b) differ.push(`(${c}, ${r}): lump ${a}, built ${b}`);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('World.doom in the hand-over', () => {
  it('travels on shared memory, its nulls as nulls, through a structured clone', () => {
    const world: World = loadWorld(testStack(twoRooms()), 'MAP01');
    const h = handoverWorld(world);
    expect(h.doom.blockmap!.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(h.doom.sideLineList.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...h.doom.blockmap!]).toEqual([...world.doom.blockmap!]);
    expect(h.doom.nodes).toBeNull();
    expect(h.doom.blockmapBuilt).toBe(true);
    const other = structuredClone(h);
    expect(other.doom.blockmap).toBeInstanceOf(Int16Array);
    expect([...other.doom.thingType]).toEqual([...world.doom.thingType]);
    expect(other.doom.reject).toBeNull();
    expect(other.doom.skyFlat).toBe(world.doom.skyFlat);
  });
});
