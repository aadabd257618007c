// encodeMap is decodeMap's inverse: Doom and Hexen maps round-trip field for field, the records
// have the byte layout DOOM and Hexen define, and the PORTALS grammar writes what it parses.
import { describe, expect, it } from 'vitest';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, LumpBuilder } from '../../src/wad/wad-writer.js';
import { decodeMap, type MapData } from '../../src/mapdata/map-data.js';
import { encodeMap, type MapSource } from '../../src/mapdata/encode-map.js';
import { formatPortalLine, formatPortalsText, parsePortalsText, portalsLump } from '../../src/mapdata/portals-text.js';

const decode = (lumps: ReturnType<typeof encodeMap>, map = 'MAP01'): MapData =>
  decodeMap(WadStack.fromBuffers([{ name: 'e.wad', bytes: writeWad('PWAD', lumps) }]).map(map));

const doom: MapSource = {
  name: 'E1M1',
  vertices: [-32768, 32767, 10, -20, 64, 64],
  linedefs: [
    { v1: 0, v2: 1, flags: 0x1c, special: 11, tag: 7, args: [0, 0, 0, 0, 0], right: 0, left: 1 },
    { v1: 1, v2: 2, flags: 0x8001, special: -3, tag: 0, args: [0, 0, 0, 0, 0], right: 1, left: 0xffff },
  ],
  sidedefs: [
    { xOffset: -5, yOffset: 300, upper: 'UP', lower: 'LOW', middle: 'MIDDLE12', sector: 1 },
    { xOffset: 0, yOffset: 0, upper: '-', lower: '-', middle: '-', sector: 0 },
  ],
  sectors: [
    { floorZ: -16, ceilingZ: 72, floorFlat: 'NUKAGE1', ceilingFlat: 'F_SKY1', light: 255, special: 9, tag: 3 },
    { floorZ: 0, ceilingZ: 128, floorFlat: 'FLOOR', ceilingFlat: 'CEIL', light: 0, special: 0, tag: 0 },
  ],
  things: [{ x: 100, y: -200, angle: 270, type: 3004, flags: 0x17, tid: 0, z: 0, special: 0 }],
  portalsText: '# two\nportal 0 1 oneway\n',
};

describe('encodeMap', () => {
  it('Doom format: the lumps in order, and decodeMap gives back every field', () => {
    const lumps = encodeMap(doom);
    expect(lumps.map((l) => [l.name, l.data.length])).toEqual([
      ['E1M1', 0], ['THINGS', 10], ['LINEDEFS', 28], ['SIDEDEFS', 60], ['VERTEXES', 12], ['SECTORS', 52], ['PORTALS', 24],
    ]);
    const d = decode(lumps, 'E1M1');
    expect(d.format).toBe('doom');
    expect([...d.vertices]).toEqual(doom.vertices);
    expect(d.linedefs).toEqual(doom.linedefs);
    expect(d.sidedefs).toEqual(doom.sidedefs);
    expect(d.sectors).toEqual(doom.sectors);
    expect(d.things).toEqual(doom.things);
    expect(d.portalsText).toBe(doom.portalsText);
  });

  it('Hexen format: 16-byte linedefs with args, 20-byte things, a BEHAVIOR lump; the bytes DOOM tools write', () => {
    const hexen: MapSource = {
      name: 'MAP01',
      format: 'hexen',
      vertices: [0, 0, 64, 0],
      linedefs: [{ v1: 0, v2: 1, flags: 1, special: 156, tag: 9, args: [9, 1, 0, 0, 0], right: 0, left: 0xffff }],
      sidedefs: [{ xOffset: 0, yOffset: 0, upper: '-', lower: '-', middle: 'W', sector: 0 }],
      sectors: [{ floorZ: 0, ceilingZ: 128, floorFlat: 'F', ceilingFlat: 'C', light: 200, special: 0, tag: 0 }],
      things: [{ tid: 5, x: 64, y: -64, z: 8, angle: 90, type: 1, flags: 7, special: 80 }],
    };
    const lumps = encodeMap(hexen);
    expect(lumps.map((l) => l.name)).toEqual(['MAP01', 'THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SECTORS', 'BEHAVIOR']);
    // Written field by field, independently of encodeMap (args of things are not kept: zeros).
    expect(lumps[1].data).toEqual(new LumpBuilder().i16(5).i16(64).i16(-64).i16(8).i16(90).i16(1).u16(7).u8(80).raw([0, 0, 0, 0, 0]).build());
    expect(lumps[2].data).toEqual(new LumpBuilder().u16(0).u16(1).u16(1).u8(156).raw([9, 1, 0, 0, 0]).u16(0).u16(0xffff).build());
    const d = decode(lumps);
    expect(d.format).toBe('hexen');
    expect(d.linedefs).toEqual(hexen.linedefs);
    expect(d.things).toEqual(hexen.things);
    expect(d.portalsText).toBeNull();
  });
});

describe('the PORTALS grammar (src/mapdata/portals-text.ts)', () => {
  it('writes the lines it reads', () => {
    expect(formatPortalLine({ lineA: 571, lineB: 597, flags: [] })).toBe('portal 571 597');
    expect(formatPortalLine({ lineA: 12, lineB: 40, flags: ['oneway'], comment: 'hut -> hall' })).toBe('portal 12 40 oneway  # hut -> hall');
    const text = formatPortalsText([{ lineA: 1, lineB: 2, flags: [] }, { lineA: 3, lineB: 4, flags: ['oneway'], comment: 'x' }], ['PORTALS for MAP01']);
    expect(text).toBe('# PORTALS for MAP01\nportal 1 2\nportal 3 4 oneway  # x\n');
    expect(parsePortalsText(text, 'f', 'MAP01')).toEqual([
      { lineA: 1, lineB: 2, flags: [], sourceLine: 2 },
      { lineA: 3, lineB: 4, flags: ['oneway'], sourceLine: 3 },
    ]);
    expect(formatPortalsText([])).toBe('');
  });
  it('refuses flags it cannot read back, and text that is not Latin-1', () => {
    expect(() => formatPortalLine({ lineA: 1, lineB: 2, flags: ['sideways'] })).toThrow(/unknown flag "sideways" \(known: oneway\)/);
    expect(() => portalsLump('portal 1 2  # \u2192\n')).toThrow(/Latin-1/);
    expect([...portalsLump('portal 1 2\n')]).toEqual([...'portal 1 2\n'].map((c) => c.charCodeAt(0)));
  });
});
