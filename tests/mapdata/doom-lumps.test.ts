// BLOCKMAP, NODES, SSECTORS, SEGS and REJECT: decoded raw from Freedoom's E1M1 (values read from the
// WAD's bytes by a separate script), and hostile lumps give null plus a warning naming the lump and
// the problem, never an exception, quickly.
import { describe, expect, it } from 'vitest';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, LumpBuilder } from '../../src/wad/wad-writer.js';
import { checkBlockmap, decodeMap, type MapData } from '../../src/mapdata/map-data.js';
import { mapLumps, boxRoom } from '../helpers/map-builder.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { cpuMs, cpuTimed } from '../helpers/cpu-time.js';

const words = (...w: number[]) => { const b = new LumpBuilder(); for (const x of w) b.i16(x); return b.build(); };

/** The 4-line box room with extra map lumps. */
function boxWith(extra: { name: string; data: Uint8Array }[]): MapData {
  const lumps = [...mapLumps(boxRoom(0, 0, 256, 128)), ...extra];
  return decodeMap(WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', lumps) }]).map('MAP01'));
}

/** Decodes and checks it took well under a second of CPU (helpers/cpu-time.ts; a few ms quiet). */
function timed(extra: { name: string; data: Uint8Array }[]): MapData {
  const [d, ms] = cpuTimed(() => boxWith(extra));
  expect(ms).toBeLessThan(1000);
  return d;
}

describe.skipIf(!haveFreedoom)(`Freedoom's BSP lumps${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('E1M1: exact words from BLOCKMAP, NODES, SSECTORS, SEGS, REJECT', () => {
    const d = decodeMap(stackFor(FREEDOOM1).map('E1M1'));
    expect(d.warnings).toEqual([]);
    const bm = d.blockmap!;
    expect(bm.length).toBe(3045);
    expect([...bm.subarray(0, 4)]).toEqual([-408, -872, 29, 26]);
    // Block 0's list, and two blocks with lines.
    expect(bm[4]).toBe(758);
    expect([...bm.subarray(758, 760)]).toEqual([0, -1]);
    expect(bm[4 + 300]).toBe(1466);
    expect([...bm.subarray(1466, 1478)]).toEqual([0, 54, 57, 573, 574, 575, 576, 577, 578, 587, 588, -1]);
    expect([...bm.subarray(bm[4 + 400], bm[4 + 400] + 9)]).toEqual([0, 35, 36, 43, 281, 302, 795, 796, -1]);

    expect(d.nodes!.length).toBe(486 * 12);
    expect(d.nodeChildren!.length).toBe(486 * 2);
    // The root (the last node): partition, both boxes, children (as stored, unsigned).
    expect([...d.nodes!.subarray(485 * 12)]).toEqual([1872, -368, -16, 48, 2336, -448, 1216, 3248, 2240, -864, -400, 1899]);
    expect([...d.nodeChildren!.subarray(485 * 2)]).toEqual([250, 484]);

    expect(d.subsectors!.length).toBe(487 * 2);
    expect([...d.subsectors!.subarray(10, 12)]).toEqual([1, 9]); // subsector 5: 1 seg from seg 9
    expect(d.segs!.length).toBe(1392 * 6);
    expect([...d.segs!.subarray(60, 66)]).toEqual([124, 696, -4223, 101, 1, 0]); // seg 10

    expect(d.reject!.length).toBe(2212); // ceil(133² / 8)
    expect([...d.reject!.subarray(0, 8)]).toEqual([0, 0, 0, 0, 0, 0, 0x88, 0x80]);
  });

  it('every Freedoom map keeps its blockmap and BSP (the checks accept real node builders\' output)', () => {
    let n = 0;
    for (const path of [FREEDOOM1, FREEDOOM2]) {
      for (const entry of stackFor(path).maps) {
        const d = decodeMap(entry);
        expect(d.warnings.filter((w) => /BLOCKMAP|NODES|SSECTORS|SEGS|REJECT/.test(w)), entry.name).toEqual([]);
        expect(d.blockmap, entry.name).not.toBeNull();
        expect(d.nodes, entry.name).not.toBeNull();
        expect(d.reject, entry.name).not.toBeNull();
        n++;
      }
    }
    expect(n).toBe(68);
  });
});

describe('BLOCKMAP checks', () => {
  // 2 × 1 blocks over the box room's 4 lines; lists at words 6 and 9.
  const good = () => [0, 0, 2, 1, 6, 9, 0, 1, -1, 0, 2, 3, -1];

  it('keeps a valid lump word for word, as signed shorts', () => {
    const d = timed([{ name: 'BLOCKMAP', data: words(...good()) }]);
    expect(d.warnings).toEqual([]);
    expect(d.blockmap).toBeInstanceOf(Int16Array);
    expect([...d.blockmap!]).toEqual(good());
  });

  it('an odd trailing byte is dropped, as DOOM\'s length / 2 drops it', () => {
    const bytes = new Uint8Array([...words(...good()), 0x7f]);
    const d = timed([{ name: 'BLOCKMAP', data: bytes }]);
    expect(d.warnings).toEqual([]);
    expect([...d.blockmap!]).toEqual(good());
  });

  const hostile: [string, number[] | Uint8Array, RegExp][] = [
    ['empty', [], /BLOCKMAP: 0 bytes, shorter than the 8-byte header/],
    ['truncated header', new Uint8Array([0, 0, 2, 0, 1]), /BLOCKMAP: 4 bytes, shorter than the 8-byte header/],
    ['zero columns', [0, 0, 0, 5, 0, -1], /declares 0 × 5 blocks/],
    ['negative rows', [0, 0, 2, -3, 0, -1], /declares 2 × -3 blocks/],
    ['huge width × height in a small lump', [0, 0, 32767, 32767, 6, 6, 0, -1], /declares 32767 × 32767 blocks, whose header and offset table need 2147352586 bytes, leaving no room for lists in the lump's 16/],
    ['table filling the whole lump', [0, 0, 2, 1, 6, 6], /need 12 bytes, leaving no room for lists in the lump's 12/],
    ['offset past the end', [0, 0, 2, 1, 6, 400, 0, 1, -1], /block 1 \(column 1, row 0\) has list offset 400, outside the lists \(words 6..8\)/],
    ['offset into the table', [0, 0, 2, 1, 6, 2, 0, 1, -1], /block 1 .* has list offset 2, outside the lists/],
    ['negative offset read unsigned', [0, 0, 2, 1, 6, -2, 0, 1, -1], /has list offset 65534/],
    ['unterminated list', [0, 0, 2, 1, 6, 9, 0, 1, -1, 0, 2, 3], /block 1 .*: its list at word 9 has no -1 before the lump ends/],
    ['line out of range', [0, 0, 2, 1, 6, 9, 0, 1, -1, 0, 4, -1], /block 1 .*: its list names line 4, but the map has 4 lines/],
    ['negative line', [0, 0, 2, 1, 6, 9, 0, -7, -1, 0, -1], /block 0 .*: its list names line -7/],
  ];
  for (const [what, lump, problem] of hostile) {
    it(`${what}: null and a warning, no exception`, () => {
      const data = lump instanceof Uint8Array ? lump : words(...lump);
      const d = timed([{ name: 'BLOCKMAP', data }]);
      expect(d.blockmap).toBeNull();
      expect(d.warnings).toHaveLength(1);
      expect(d.warnings[0]).toMatch(/^BLOCKMAP: /);
      expect(d.warnings[0]).toMatch(problem);
      expect(d.warnings[0]).toMatch(/; not used$/);
    });
  }

  it('stays linear: 30000 blocks all pointing into one long list of 60000 words', () => {
    const cols = 200, rows = 150, table = cols * rows, listAt = 4 + table;
    const w = new Int16Array(listAt + 60001);
    w[2] = cols; w[3] = rows;
    for (let b = 0; b < table; b++) w[4 + b] = listAt + b; // every block starts somewhere in the list
    for (let i = 0; i < 60000; i++) w[listAt + i] = i & 3;
    w[listAt + 60000] = -1;
    const ms = cpuMs(() => {
      // A map of 60,000 lines: every list is at most the leading 0 and each line once.
      expect(checkBlockmap(w, 60_000)).toBeNull();
      // Of 4 lines: the first block's list repeats them, 60,000 entries (issue 33: every visit of a
      // block sharing it would read them all).
      expect(checkBlockmap(w, 4)).toBe('block 0 (column 0, row 0): its list at word 30004 has 60000 entries, more than the leading 0 and each of the map\'s 4 lines once');
      w[listAt + 59999] = -9; // one bad entry late in the shared list: the first block's list names it
      expect(checkBlockmap(w, 60_000)).toMatch(/block 0 .*names line -9/);
    });
    expect(ms).toBeLessThan(1000); // CPU time (helpers/cpu-time.ts); blocks × list length would be 1.8 billion entries
  });

  it('a list of the leading 0 and each line once is the longest accepted', () => {
    const w = Int16Array.from([0, 0, 1, 1, 5, 0, 0, 1, 2, -1]);
    expect(checkBlockmap(w, 3)).toBeNull();
    expect(checkBlockmap(w, 2)).toMatch(/block 0 \(column 0, row 0\): its list at word 5 has 4 entries, more than the leading 0 and each of the map's 2 lines once/);
  });
});

describe('NODES / SSECTORS / SEGS checks', () => {
  // The box room as one subsector of its 4 segs and no nodes (a valid one-subsector BSP), or with one
  // node whose two children are that subsector.
  const segs = (...patch: [number, number[]][]) => {
    const s = [[0, 1, 0x4000, 0, 0, 0], [1, 2, 0, 1, 0, 0], [2, 3, -0x4000, 2, 0, 0], [3, 0, -0x8000, 3, 0, 0]];
    for (const [i, v] of patch) s[i] = v;
    const b = new LumpBuilder();
    for (const [v1, v2, a, l, side, off] of s) b.u16(v1).u16(v2).i16(a).u16(l).i16(side).i16(off);
    return b.build();
  };
  const ssectors = (count = 4, first = 0) => new LumpBuilder().u16(count).u16(first).build();
  const node = (...children: number[]) => {
    const b = new LumpBuilder();
    for (let n = 0; n < children.length; n += 2) {
      b.i16(128).i16(0).i16(0).i16(64).i16(128).i16(0).i16(0).i16(128).i16(128).i16(0).i16(128).i16(256).u16(children[n]).u16(children[n + 1]);
    }
    return b.build();
  };
  const bsp = (n: Uint8Array | null, ss: Uint8Array | null, g: Uint8Array | null) => [
    ...(g ? [{ name: 'SEGS', data: g }] : []), ...(ss ? [{ name: 'SSECTORS', data: ss }] : []), ...(n ? [{ name: 'NODES', data: n }] : []),
  ];

  it('decodes a valid BSP exactly (unsigned children, signed seg angles)', () => {
    const d = timed(bsp(node(0x8000, 0x8000), ssectors(), segs()));
    expect(d.warnings).toEqual([]);
    expect([...d.nodes!]).toEqual([128, 0, 0, 64, 128, 0, 0, 128, 128, 0, 128, 256]);
    expect(d.nodeChildren).toBeInstanceOf(Uint16Array);
    expect([...d.nodeChildren!]).toEqual([0x8000, 0x8000]);
    expect([...d.subsectors!]).toEqual([4, 0]);
    expect(d.segs).toBeInstanceOf(Int32Array);
    expect([...d.segs!.subarray(12, 24)]).toEqual([2, 3, -0x4000, 2, 0, 0, 3, 0, -0x8000, 3, 0, 0]);
  });

  it('an empty NODES lump is a one-subsector map; no BSP lumps at all is no BSP and no warning', () => {
    const one = timed(bsp(new Uint8Array(0), ssectors(), segs()));
    expect(one.warnings).toEqual([]);
    expect(one.nodes!.length).toBe(0);
    expect(one.subsectors!.length).toBe(2);
    const none = timed([]);
    expect(none.warnings).toEqual([]);
    expect([none.nodes, none.nodeChildren, none.subsectors, none.segs, none.blockmap, none.reject]).toEqual([null, null, null, null, null, null]);
  });

  const hostile: [string, { name: string; data: Uint8Array }[], RegExp][] = [
    ['SEGS missing', bsp(node(0x8000, 0x8000), ssectors(), null), /SEGS: missing or empty/],
    ['NODES missing', bsp(null, ssectors(), segs()), /NODES: missing/],
    ['SEGS size', bsp(node(0x8000, 0x8000), ssectors(), segs().subarray(0, 40)), /SEGS: size 40 is not a multiple of the 12-byte record/],
    ['NODES size', bsp(node(0x8000, 0x8000).subarray(0, 27), ssectors(), segs()), /NODES: size 27/],
    ['seg vertex', bsp(node(0x8000, 0x8000), ssectors(), segs([1, [1, 999, 0, 1, 0, 0]])), /SEGS: seg 1 references vertex 999, but the map has 4 vertices/],
    ['seg linedef', bsp(node(0x8000, 0x8000), ssectors(), segs([3, [3, 0, 0, 4, 0, 0]])), /SEGS: seg 3 references linedef 4, but the map has 4 linedefs/],
    ['seg side', bsp(node(0x8000, 0x8000), ssectors(), segs([0, [0, 1, 0, 0, 2, 0]])), /SEGS: seg 0 has side 2/],
    ['seg on a missing back side', bsp(node(0x8000, 0x8000), ssectors(), segs([0, [0, 1, 0, 0, 1, 0]])), /seg 0 is on side 1 of linedef 0, which has no sidedef there/],
    ['subsector past the segs', bsp(node(0x8000, 0x8000), ssectors(3, 2), segs()), /SSECTORS: subsector 0 has segs 2..4, but SEGS has 4/],
    ['subsector first seg out of range', bsp(node(0x8000, 0x8000), ssectors(0, 4), segs()), /SSECTORS: subsector 0 has segs 4..3/],
    ['node child subsector', bsp(node(0x8000, 0x8001), ssectors(), segs()), /NODES: node 0 child 1 is subsector 1, but SSECTORS has 1/],
    ['node child node', bsp(node(0x8000, 5), ssectors(), segs()), /NODES: node 0 child 1 is node 5, but NODES has 1/],
    ['node cycle', bsp(node(1, 0x8000, 0, 0x8000), ssectors(), segs()), /NODES: node 1 is its own descendant/],
    ['self loop', bsp(node(0x8000, 0), ssectors(), segs()), /NODES: node 0 is its own descendant/],
    // Not a tree (issue 33): DOOM's sight check takes both children of a node, so sharing doubles it.
    ['a node both children of its parent', bsp(node(0x8000, 0x8000, 0, 0), ssectors(), segs()),
      /NODES: node 0 is reached from the root more than once \(twice by node 1\): the BSP is not a tree/],
    ['a node shared by two parents', bsp(node(0x8000, 0x8000, 0, 0x8000, 1, 0), ssectors(), segs()),
      /NODES: node 0 is reached from the root more than once \(by nodes 1 and 2\): the BSP is not a tree/],
    ['ZDoom extended nodes', bsp(new Uint8Array([0x58, 0x4e, 0x4f, 0x44, 0, 0, 0, 0]), new Uint8Array(0), new Uint8Array(0)), /NODES: ZDoom extended nodes \(XNOD\)/],
  ];
  for (const [what, lumps, problem] of hostile) {
    it(`${what}: the whole BSP null and a warning, no exception`, () => {
      const d = timed(lumps);
      expect([d.nodes, d.nodeChildren, d.subsectors, d.segs]).toEqual([null, null, null, null]);
      expect(d.warnings).toHaveLength(1);
      expect(d.warnings[0]).toMatch(problem);
      expect(d.warnings[0]).toMatch(/the map's BSP \(NODES, SSECTORS, SEGS\) is not used$/);
    });
  }

  it('a deep chain of 20000 nodes is walked without recursion', () => {
    const ch: number[] = [0x8000, 0x8000];
    for (let i = 1; i < 20000; i++) ch.push(i - 1, 0x8000);
    const d = timed(bsp(node(...ch), ssectors(), segs()));
    expect(d.warnings).toEqual([]);
    expect(d.nodeChildren!.length).toBe(40000);
  });
});

describe('REJECT', () => {
  it('keeps the bytes raw (a copy), and warns when they are fewer than sectors² bits', () => {
    const d = timed([{ name: 'REJECT', data: new Uint8Array([0xa5]) }]);
    expect([...d.reject!]).toEqual([0xa5]);
    expect(d.warnings).toEqual([]);
    const short = timed([{ name: 'REJECT', data: new Uint8Array(0) }]);
    expect([...short.reject!]).toEqual([]);
    expect(short.warnings).toEqual(['REJECT: 0 bytes, fewer than the 1 that 1 sectors need']);
  });
});

describe('random bytes in every optional lump', () => {
  it('never throw, and either decode or warn', () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
    const junk = (n: number) => { const b = new Uint8Array(n); for (let i = 0; i < n; i++) b[i] = (rnd() * 256) | 0; return b; };
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < 200; k++) {
      const lumps = ['BLOCKMAP', 'NODES', 'SSECTORS', 'SEGS', 'REJECT'].map((name) => ({ name, data: junk((rnd() * 200) | 0) }));
      if (k % 2) lumps[0].data.set(words(0, 0, 1, 1).subarray(0, Math.min(8, lumps[0].data.length)));
      const d = boxWith(lumps);
      expect(d.blockmap === null || checkBlockmap(d.blockmap, 4) === null).toBe(true);
    }
    const cpu = process.cpuUsage(cpu0); // CPU time, not the clock (helpers/cpu-time.ts)
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(4000);
  });
});
