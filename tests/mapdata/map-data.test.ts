import { describe, expect, it } from 'vitest';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, LumpBuilder } from '../../src/wad/wad-writer.js';
import { decodeMap, NO_SIDE } from '../../src/mapdata/map-data.js';
import { MapError } from '../../src/errors.js';
import { mapLumps, boxRoom, type TestMap } from '../helpers/map-builder.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { readFileSync } from 'node:fs';

function stackOf(m: TestMap, extra: { name: string; data: Uint8Array }[] = []) {
  return WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', [...mapLumps(m), ...extra]) }]);
}

describe('map decoding (Doom format)', () => {
  it('decodes every field exactly', () => {
    const m: TestMap = {
      vertices: [[-32768, 32767], [10, -20]],
      lines: [{ v1: 0, v2: 1, flags: 0x1c, special: 11, tag: 7, right: 0, left: 1 }],
      sides: [{ x: -5, y: 300, upper: 'UP', lower: 'LOW', middle: 'MID', sector: 1 }, { sector: 0 }],
      sectors: [{ floor: -16, ceil: 72, floorFlat: 'NUKAGE1', ceilFlat: 'F_SKY1', light: 255, special: 9, tag: 3 }, { floor: 0, ceil: 128 }],
      things: [{ x: 100, y: -200, angle: 270, type: 3004, flags: 0x17 }],
      portals: 'portal 0 0\n',
    };
    const d = decodeMap(stackOf(m).map('MAP01'));
    expect([...d.vertices]).toEqual([-32768, 32767, 10, -20]);
    expect(d.linedefs).toEqual([{ v1: 0, v2: 1, flags: 0x1c, special: 11, tag: 7, args: [0, 0, 0, 0, 0], right: 0, left: 1 }]);
    expect(d.sidedefs[0]).toEqual({ xOffset: -5, yOffset: 300, upper: 'UP', lower: 'LOW', middle: 'MID', sector: 1 });
    expect(d.sidedefs[1].middle).toBe('-');
    expect(d.sectors[0]).toEqual({ floorZ: -16, ceilingZ: 72, floorFlat: 'NUKAGE1', ceilingFlat: 'F_SKY1', light: 255, special: 9, tag: 3 });
    expect(d.things).toEqual([{ x: 100, y: -200, angle: 270, type: 3004, flags: 0x17, tid: 0, z: 0, special: 0 }]);
    expect(d.portalsText).toBe('portal 0 0\n');
    expect(d.warnings).toEqual([]);
  });

  it('warns about a missing front sidedef instead of failing', () => {
    const m = boxRoom(0, 0, 64, 64);
    m.lines[2].right = NO_SIDE;
    const d = decodeMap(stackOf(m).map('MAP01'));
    expect(d.warnings).toEqual(['linedef 2 has no front sidedef']);
  });
});

describe('map decoding (Hexen format)', () => {
  it('decodes 16-byte linedefs with args and 20-byte things', () => {
    const things = new LumpBuilder().i16(5).i16(64).i16(-64).i16(8).i16(90).i16(1).u16(7).u8(80).raw([1, 2, 3, 4, 5]).build();
    const lines = new LumpBuilder().u16(0).u16(1).u16(0x1).u8(156).raw([9, 1, 0, 0, 0]).u16(0).u16(0xffff).build();
    const sides = new LumpBuilder().i16(0).i16(0).name('-').name('-').name('W').u16(0).build();
    const verts = new LumpBuilder().i16(0).i16(0).i16(64).i16(0).build();
    const secs = new LumpBuilder().i16(0).i16(128).name('F').name('C').i16(200).i16(0).i16(0).build();
    const s = WadStack.fromBuffers([{ name: 'h.wad', bytes: writeWad('PWAD', [
      { name: 'MAP01', data: new Uint8Array(0) }, { name: 'THINGS', data: things }, { name: 'LINEDEFS', data: lines },
      { name: 'SIDEDEFS', data: sides }, { name: 'VERTEXES', data: verts }, { name: 'SECTORS', data: secs }, { name: 'BEHAVIOR', data: new Uint8Array(4) },
    ]) }]);
    const d = decodeMap(s.map('MAP01'));
    expect(d.format).toBe('hexen');
    expect(d.linedefs[0]).toEqual({ v1: 0, v2: 1, flags: 1, special: 156, tag: 9, args: [9, 1, 0, 0, 0], right: 0, left: NO_SIDE });
    expect(d.things[0]).toEqual({ tid: 5, x: 64, y: -64, z: 8, angle: 90, type: 1, flags: 7, special: 80 });
  });
});

describe('malformed maps give a MapError', () => {
  const cases: [string, (m: TestMap) => void, RegExp][] = [
    ['linedef → vertex out of range', (m) => { m.lines[1].v2 = 99; }, /^t\.wad: MAP01: LINEDEFS: linedef 1 references vertex 99, but the map has 4 vertices$/],
    ['linedef → sidedef out of range', (m) => { m.lines[3].right = 50; }, /^t\.wad: MAP01: LINEDEFS: linedef 3 references sidedef 50, but the map has 4 sidedefs$/],
    ['sidedef → sector out of range', (m) => { m.sides[2].sector = 7; }, /^t\.wad: MAP01: SIDEDEFS: sidedef 2 references sector 7, but the map has 1 sectors$/],
  ];
  for (const [what, mutate, msg] of cases) {
    it(what, () => {
      const m = boxRoom(0, 0, 64, 64);
      mutate(m);
      expect(() => decodeMap(stackOf(m).map('MAP01'))).toThrow(MapError);
      expect(() => decodeMap(stackOf(m).map('MAP01'))).toThrow(msg);
    });
  }
  it('a lump size that is not a multiple of its record size', () => {
    const lumps = mapLumps(boxRoom(0, 0, 64, 64));
    lumps[2] = { name: 'LINEDEFS', data: lumps[2].data.subarray(0, 20) };
    const s = WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', lumps) }]);
    expect(() => decodeMap(s.map('MAP01'))).toThrow(/^t\.wad: MAP01: LINEDEFS: size 20 is not a multiple of the 14-byte record$/);
  });
  it('a missing required lump', () => {
    const lumps = mapLumps(boxRoom(0, 0, 64, 64)).filter((l) => l.name !== 'SECTORS');
    const s = WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', lumps) }]);
    expect(() => decodeMap(s.map('MAP01'))).toThrow(/^t\.wad: MAP01: SECTORS: required lump is missing$/);
  });
});

describe.skipIf(!haveFreedoom)(`Freedoom maps decode (${haveFreedoom ? 'present' : noFreedoomReason})`, () => {
  for (const [path, count] of [[FREEDOOM1, 36], [FREEDOOM2, 32]] as const) {
    it(`${path}: ${count} maps, all decode`, () => {
      const b = readFileSync(path);
      const s = WadStack.fromBuffers([{ name: path, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }]);
      expect(s.kind).toBe('IWAD');
      expect(s.maps.length).toBe(count);
      for (const m of s.maps) {
        const d = decodeMap(m);
        expect(d.linedefs.length).toBeGreaterThan(0);
        expect(d.things.some((t) => t.type === 1)).toBe(true);
      }
    });
  }
});
