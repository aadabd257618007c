import { describe, expect, it } from 'vitest';
import { parseWad } from '../../src/wad/wad-file.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, LumpBuilder } from '../../src/wad/wad-writer.js';
import { WadError } from '../../src/errors.js';
import { mapLumps, boxRoom } from '../helpers/map-builder.js';

const bytes = (...v: number[]) => Uint8Array.from(v);

describe('WAD container', () => {
  it('round-trips header, directory and lump data through the writer', () => {
    const w = writeWad('PWAD', [
      { name: 'ABC', data: bytes(1, 2, 3) },
      { name: 'empty', data: new Uint8Array(0) },
      { name: 'LONGNAME', data: bytes(9) },
    ]);
    expect(String.fromCharCode(...w.subarray(0, 4))).toBe('PWAD');
    expect(new DataView(w.buffer).getInt32(4, true)).toBe(3);
    expect(new DataView(w.buffer).getInt32(8, true)).toBe(12 + 4);
    const f = parseWad(w, 't.wad');
    expect(f.kind).toBe('PWAD');
    expect(f.lumps.map((l) => l.name)).toEqual(['ABC', 'EMPTY', 'LONGNAME']);
    expect([...f.lumps[0].data]).toEqual([1, 2, 3]);
    expect(f.lumps[1].data.length).toBe(0);
    expect([...f.lumps[2].data]).toEqual([9]);
  });

  it('lets a later PWAD override lumps of the IWAD', () => {
    const iwad = writeWad('IWAD', [{ name: 'A', data: bytes(1) }, { name: 'B', data: bytes(2) }]);
    const pwad = writeWad('PWAD', [{ name: 'B', data: bytes(3) }]);
    const s = WadStack.fromBuffers([{ name: 'i.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad }]);
    expect(s.kind).toBe('IWAD');
    expect([...s.get('A').data]).toEqual([1]);
    expect([...s.get('b').data]).toEqual([3]);
    expect(s.get('B').file).toBe('p.wad');
    expect(s.label).toBe('i.wad+p.wad');
    expect(() => s.get('NOPE')).toThrow(new WadError('i.wad+p.wad', 'NOPE', 'required lump is missing'));
  });

  it('finds flats, sprites and patches by namespace, FF_/SS_ included', () => {
    const w = writeWad('IWAD', [
      { name: 'F_START', data: new Uint8Array(0) }, { name: 'FLAT1', data: bytes(1) }, { name: 'F_END', data: new Uint8Array(0) },
      { name: 'S_START', data: new Uint8Array(0) }, { name: 'TROOA1', data: bytes(2) }, { name: 'S_END', data: new Uint8Array(0) },
      { name: 'P_START', data: new Uint8Array(0) }, { name: 'WALL00', data: bytes(3) }, { name: 'P_END', data: new Uint8Array(0) },
    ]);
    const p = writeWad('PWAD', [
      { name: 'FF_START', data: new Uint8Array(0) }, { name: 'FLAT1', data: bytes(4) }, { name: 'FLAT2', data: bytes(5) }, { name: 'FF_END', data: new Uint8Array(0) },
      { name: 'SS_START', data: new Uint8Array(0) }, { name: 'TROOB1', data: bytes(6) }, { name: 'SS_END', data: new Uint8Array(0) },
    ]);
    const s = WadStack.fromBuffers([{ name: 'i', bytes: w }, { name: 'p', bytes: p }]);
    expect([...s.flats.keys()].sort()).toEqual(['FLAT1', 'FLAT2']);
    expect([...s.flats.get('FLAT1')!.data]).toEqual([4]);
    expect([...s.sprites.keys()].sort()).toEqual(['TROOA1', 'TROOB1']);
    expect([...s.patches.keys()]).toEqual(['WALL00']);
    expect([...s.patch('WALL00')!.data]).toEqual([3]);
  });

  it('discovers maps under any marker name, Doom and Hexen formats', () => {
    const room = mapLumps({ ...boxRoom(0, 0, 64, 64), name: 'E1M1' });
    const custom = mapLumps({ ...boxRoom(0, 0, 64, 64), name: 'MYMAP' });
    const hexen = [
      { name: 'MAP01', data: new Uint8Array(0) }, { name: 'THINGS', data: new Uint8Array(0) }, { name: 'LINEDEFS', data: new Uint8Array(0) },
      { name: 'SIDEDEFS', data: new Uint8Array(0) }, { name: 'VERTEXES', data: new Uint8Array(0) }, { name: 'SECTORS', data: new Uint8Array(0) },
      { name: 'BEHAVIOR', data: bytes(0) },
    ];
    const s = WadStack.fromBuffers([{ name: 'm.wad', bytes: writeWad('PWAD', [...room, ...custom, ...hexen]) }]);
    expect(s.maps.map((m) => [m.name, m.format])).toEqual([['E1M1', 'doom'], ['MYMAP', 'doom'], ['MAP01', 'hexen']]);
    expect([...s.map('e1m1').lumps.keys()]).toEqual(['THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SECTORS']);
    expect(() => s.map('E9M9')).toThrow(/m\.wad: E9M9: no such map \(maps: E1M1 MYMAP MAP01\)/);
  });

  it('merges a PWAD that adds only a PORTALS lump over the IWAD map', () => {
    const iwad = writeWad('IWAD', mapLumps({ ...boxRoom(0, 0, 64, 64), name: 'E1M1' }));
    const pwad = writeWad('PWAD', [{ name: 'E1M1', data: new Uint8Array(0) }, { name: 'PORTALS', data: new TextEncoder().encode('portal 0 2\n') }]);
    const s = WadStack.fromBuffers([{ name: 'i.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad }]);
    const m = s.map('E1M1');
    expect(m.file).toBe('i.wad');
    expect(m.lumps.get('PORTALS')!.file).toBe('p.wad');
    expect(m.lumps.get('THINGS')!.file).toBe('i.wad');
    // A full map in a PWAD replaces the IWAD's.
    const p2 = writeWad('PWAD', mapLumps({ ...boxRoom(0, 0, 32, 32), name: 'E1M1' }));
    const s2 = WadStack.fromBuffers([{ name: 'i.wad', bytes: iwad }, { name: 'p2.wad', bytes: p2 }]);
    expect(s2.map('E1M1').lumps.get('VERTEXES')!.file).toBe('p2.wad');
    expect(s2.maps.length).toBe(1);
  });
});

describe('malformed WADs give a WadError naming file, lump and problem', () => {
  const good = writeWad('IWAD', [{ name: 'A', data: bytes(1, 2, 3, 4) }]);
  const patched = (f: (v: DataView) => void) => {
    const c = good.slice();
    f(new DataView(c.buffer));
    return c;
  };
  const cases: [string, Uint8Array, RegExp][] = [
    ['truncated header', good.subarray(0, 7), /^x\.wad: header: truncated header: file is 7 bytes/],
    ['bad magic', Uint8Array.from([..."JUNK"].map((c) => c.charCodeAt(0)).concat(new Array(8).fill(0))), /^x\.wad: header: not a WAD file/],
    ['negative count', patched((v) => v.setInt32(4, -5, true)), /^x\.wad: header: negative lump count -5/],
    ['absurd count', patched((v) => v.setInt32(4, 1_000_000, true)), /^x\.wad: directory: absurd lump count 1000000/],
    ['directory outside the file', patched((v) => v.setInt32(8, 100_000, true)), /^x\.wad: directory: directory \(offset 100000, 1 entries\) runs past the end/],
    ['lump outside the file', patched((v) => v.setInt32(16 + 4, 9999, true)), /^x\.wad: lump 0 "A": data \(offset 12, size 9999\) lies outside the 32-byte file/],
    ['negative lump offset', patched((v) => v.setInt32(16, -3, true)), /^x\.wad: lump 0 "A": data \(offset -3, size 4\) lies outside/],
    ['negative lump size', patched((v) => v.setInt32(16 + 4, -1, true)), /^x\.wad: lump 0 "A": negative size -1/],
  ];
  for (const [what, data, msg] of cases) {
    it(what, () => {
      let err: unknown;
      try { parseWad(data, 'x.wad'); } catch (e) { err = e; }
      expect(err).toBeInstanceOf(WadError);
      expect((err as Error).message).toMatch(msg);
    });
  }
  it('LumpBuilder writes little-endian fields', () => {
    expect([...new LumpBuilder().i16(-2).u16(0xfffe).i32(0x01020304).name('AB', 4).build()]).toEqual([0xfe, 0xff, 0xfe, 0xff, 4, 3, 2, 1, 65, 66, 0, 0]);
  });
});
