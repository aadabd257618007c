// UDMF maps (src/mapdata/udmf.ts): TEXTMAP read with exact values and the specification's defaults,
// found in a stack by its marker, and — the strongest check — every Freedoom map written as UDMF by
// tools/udmf-convert.ts (its BSP as ZNODES) decodes to exactly what its binary lumps decode to, and
// builds the same World. ZNODES (XNOD) read and checked. Hostile
// input (huge numbers, unterminated blocks, nesting, giant counts) gives a clear error or a capped
// map with a warning.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { decodeMap, MAX_RECORDS, type MapData } from '../../src/mapdata/map-data.js';
import { MAX_TEXTMAP_BYTES } from '../../src/mapdata/udmf.js';
import { buildWorld } from '../../src/world/build-world.js';
import { assetsOf } from '../../src/world/load-world.js';
import { MapError } from '../../src/errors.js';
import { udmfMapLumps, udmfText } from '../../tools/udmf-convert.js';
import { decodeXnod, xnodLump } from '../../src/mapdata/znodes.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const udmfWad = (text: string, extra: LumpSource[] = [], name = 'MAP01'): Uint8Array =>
  writeWad('PWAD', [{ name, data: new Uint8Array(0) }, { name: 'TEXTMAP', data: bytes(text) }, ...extra, { name: 'ENDMAP', data: new Uint8Array(0) }]);
const decodeText = (text: string): MapData => decodeMap(WadStack.fromBuffers([{ name: 't.wad', bytes: udmfWad(text) }]).map('MAP01'));
const errorOf = (text: string): string => {
  try { decodeText(text); } catch (e) { if (e instanceof MapError) return e.message; throw e; }
  return 'no error';
};

const SQUARE = `
namespace = "doom"; // a comment
/* a block
   comment */
vertex { x = 0; y = 0; }
vertex { x = 0x40; y = 0.0; }
vertex { x = 64.0; y = 64; }
vertex { x = 0; y = +64; }
sector { texturefloor = "flat1"; textureceiling = "F_SKY1"; heightceiling = 128; special = 9; id = 3; comment = "x"; user_thing = 1; }
sidedef { sector = 0; texturemiddle = "startan2"; offsetx = -8; offsety = 010; }
linedef { v1 = 0; v2 = 1; sidefront = 0; blocking = true; special = 11; id = 7; alpha = 0.5; }
linedef { v1 = 1; v2 = 2; sidefront = 0; dontpegbottom = true; passuse = true; blocklandmonsters = true; blockplayers = true; }
linedef { v1 = 2; v2 = 3; sidefront = 0; mapped = true; dontdraw = true; secret = true; }
linedef { v1 = 3; v2 = 0; sidefront = 0; twosided = true; dontpegtop = true; blockmonsters = true; blocksound = true; }
thing { x = 32; y = 32; type = 1; angle = 90; skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }
thing { x = 16.0; y = 48; type = 3004; skill4 = true; skill5 = true; ambush = true; dm = true; coop = true; friend = true; }
`;

describe('UDMF: TEXTMAP read exactly', () => {
  it('the doom namespace: every field onto the binary records, defaults from the specification', () => {
    const m = decodeText(SQUARE);
    expect(m.format).toBe('doom');
    expect(Array.from(m.vertices)).toEqual([0, 0, 64, 0, 64, 64, 0, 64]);
    expect(m.sectors).toEqual([{ floorZ: 0, ceilingZ: 128, floorFlat: 'FLAT1', ceilingFlat: 'F_SKY1', light: 160, special: 9, tag: 3 }]);
    expect(m.sidedefs).toEqual([{ xOffset: -8, yOffset: 8, upper: '-', lower: '-', middle: 'STARTAN2', sector: 0 }]);
    expect(m.linedefs.map((l) => [l.flags, l.special, l.tag, l.right, l.left])).toEqual([
      [0x0001, 11, 7, 0, 0xffff], [0x0010 | 0x0200 | 0x1000 | 0x2000, 0, 0, 0, 0xffff], [0x0100 | 0x0080 | 0x0020, 0, 0, 0, 0xffff],
      [0x0004 | 0x0008 | 0x0002 | 0x0040, 0, 0, 0, 0xffff],
    ]);
    expect(m.things).toEqual([
      { x: 32, y: 32, angle: 90, type: 1, flags: 1 | 2 | 4 | 32 | 64, tid: 0, z: 0, special: 0 },
      { x: 16, y: 48, angle: 0, type: 3004, flags: 4 | 8 | 16 | 128, tid: 0, z: 0, special: 0 },
    ]);
    expect(m.nodes).toBeNull();
    expect(m.warnings).toEqual([
      '1 linedef(s) flagged two-sided without a back sidedef, drawn one-sided: 3',
      'TEXTMAP: read but not supported: linedef.alpha',
    ]);
  });
  it('the hexen-style namespaces (hexen, zdoom, dsda): specials with arguments, thing ids and heights', () => {
    const m = decodeText(`namespace = "dsda";
      vertex { x = 0; y = 0; } vertex { x = 64; y = 0; }
      sector { texturefloor = "A"; textureceiling = "B"; lightlevel = 200; }
      sidedef { sector = 0; }
      linedef { v1 = 0; v2 = 1; sidefront = 0; special = 80; arg0 = 5; arg4 = 9; playeruse = true; repeatspecial = true; monsteractivate = true; locknumber = 2; }
      thing { x = 1; y = 2; type = 1; id = 4; height = 24; special = 80; skill3 = true; single = true; dormant = true; class2 = true; }`);
    expect(m.format).toBe('hexen');
    expect(m.linedefs[0]).toEqual({ v1: 0, v2: 1, flags: 0x0200 | (1 << 10) | 0x2000, special: 80, tag: 5, args: [5, 0, 0, 0, 9], right: 0, left: 0xffff });
    expect(m.things[0]).toEqual({ x: 1, y: 2, angle: 0, type: 1, flags: 2 | 16 | 64 | 256, tid: 4, z: 24, special: 80 });
    expect(m.sectors[0].light).toBe(200);
    expect(m.warnings).toEqual(['TEXTMAP: read but not supported: linedef.locknumber']);
  });
  it('a UDMF map is found by its marker beside binary maps; its lumps end at ENDMAP', () => {
    const bin = decodeText(SQUARE);
    const wad = writeWad('PWAD', [
      { name: 'MAP02', data: new Uint8Array(0) }, { name: 'TEXTMAP', data: bytes(SQUARE) }, { name: 'ZNODES', data: new Uint8Array(4) },
      { name: 'ENDMAP', data: new Uint8Array(0) }, { name: 'PLAYPAL', data: new Uint8Array(768) },
    ]);
    const s = WadStack.fromBuffers([{ name: 'u.wad', bytes: wad }]);
    expect(s.maps.map((m) => [m.name, m.format, [...m.lumps.keys()]])).toEqual([['MAP02', 'udmf', ['TEXTMAP', 'ZNODES']]]);
    expect(s.find('PLAYPAL')).toBeDefined();
    const m = decodeMap(s.map('MAP02'));
    expect(m.linedefs).toEqual(bin.linedefs);
    expect(m.warnings).toContain('ZNODES: ???? nodes are not decoded (only uncompressed XNOD); the game finds sectors by the mesh');
  });
  it('the converter writes what the reader reads (a built map, Hexen and Doom)', () => {
    const m = decodeText(SQUARE);
    const { text, lost } = udmfText(m);
    expect(lost).toEqual([]);
    const again = decodeText(text);
    expect([again.vertices, again.linedefs, again.sidedefs, again.sectors, again.things]).toEqual([m.vertices, m.linedefs, m.sidedefs, m.sectors, m.things]);
    const lostBits = udmfText({ ...m, things: [{ ...m.things[0], flags: 0x300 }], linedefs: [{ ...m.linedefs[0], flags: 0x401 }] }).lost;
    expect(lostBits).toEqual(['linedef 0: flag bits 0x400', 'thing 0: flag bits 0x300']);
  });
});

describe('ZNODES (XNOD)', () => {
  const map = decodeText(SQUARE);
  // One subsector of the four walls, no node (a one-subsector map).
  const segs = Int32Array.from([0, 1, 0, 0, 0, 0, 1, 2, 0, 1, 0, 0, 2, 3, 0, 2, 0, 0, 3, 0, 0, 3, 0, 0]);
  const good = xnodLump(4, new Int16Array(0), new Uint16Array(0), Uint16Array.of(4, 0), segs);
  it('a one-subsector map: segs with their angles and offsets computed', () => {
    const z = decodeXnod(good, map.vertices, map.linedefs);
    if (typeof z === 'string') throw new Error(z);
    expect(Array.from(z.subsectors)).toEqual([4, 0]);
    // Angles in DOOM's 16-bit units: east 0, north 16384, west -32768, south -16384.
    expect(Array.from(z.segs)).toEqual([0, 1, 0, 0, 0, 0, 1, 2, 16384, 1, 0, 0, 2, 3, -32768, 2, 0, 0, 3, 0, -16384, 3, 0, 0]);
  });
  it('bad ZNODES are refused with the reason, never read past their end', () => {
    expect(decodeXnod(good.subarray(0, 30), map.vertices, map.linedefs)).toBe('truncated in the segs');
    expect(decodeXnod(xnodLump(5, new Int16Array(0), new Uint16Array(0), Uint16Array.of(4, 0), segs), map.vertices, map.linedefs)).toBe('built for 5 vertices, but the map has 4');
    const bad = Int32Array.from(segs);
    bad[3] = 9;
    expect(decodeXnod(xnodLump(4, new Int16Array(0), new Uint16Array(0), Uint16Array.of(4, 0), bad), map.vertices, map.linedefs)).toBe('seg 0 references linedef 9, but the map has 4');
    const huge = Uint8Array.from(good);
    new DataView(huge.buffer).setUint32(12, 0xffffffff, true);
    expect(decodeXnod(huge, map.vertices, map.linedefs)).toBe('truncated in the subsectors');
    // A node whose child is itself: not a tree.
    const loop = xnodLump(4, new Int16Array(12), Uint16Array.of(0, 0x8000), Uint16Array.of(4, 0), segs);
    expect(decodeXnod(loop, map.vertices, map.linedefs)).toBe('node 0 is its own descendant');
  });
});

describe('UDMF: hostile input', () => {
  const V = 'namespace = "doom"; ';
  it('errors name the file, map, TEXTMAP and line', () => {
    expect(errorOf(`${V}\nvertex { x = 1; y = 1e300; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: vertex.y: 1e+300 is outside -32767..32767');
    expect(errorOf(`${V}\nlinedef { v1 = 99999999999999999999; v2 = 0; sidefront = 0; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: linedef.v1: 100000000000000000000 is outside 0..65535');
    expect(errorOf(`${V}\n\nsector { texturefloor = "A"; `)).toBe('t.wad: MAP01: TEXTMAP line 3: the sector block is not closed before the end');
    expect(errorOf(`${V}\nthing { x = 1; y = 2; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: thing: required field type is missing');
    expect(errorOf(`${V}\nthing { x = 1; y = 2; type = 1.5; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: thing.type: 1.5 is not a whole number');
    expect(errorOf(`${V}\nvertex { x = "a"; y = 0; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: vertex.x: a number expected');
    expect(errorOf(`${V}\nvertex { x = 1 y = 0; }`)).toBe("t.wad: MAP01: TEXTMAP line 2: ';' expected after x's value");
    expect(errorOf(`${V}\nsector { texturefloor = "A`)).toBe('t.wad: MAP01: TEXTMAP line 2: a string is not closed before the end');
    expect(errorOf(`${V}\n/* open`)).toBe('t.wad: MAP01: TEXTMAP line 2: a /* comment is not closed before the end');
    expect(errorOf(`${V}\n}`)).toBe("t.wad: MAP01: TEXTMAP line 2: '}' without a block");
    expect(errorOf(`${V}\nvertex { x = 1; y = 1; }\nsidedef { sector = 4; }`)).toBe('t.wad: MAP01: TEXTMAP line 0: sidedef 0 references sector 4, but the map has 0 sectors');
    expect(errorOf(`${V}\nvertex { x = @; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: "@" is not a value (a number, a quoted string, true or false)');
    expect(errorOf(`${V}\nvertex { x = ${'9'.repeat(100)}; }`)).toBe('t.wad: MAP01: TEXTMAP line 2: a number longer than 64 characters');
    expect(errorOf(`${V}\nnamespace = "doom";`)).toBe('t.wad: MAP01: TEXTMAP line 2: namespace must be given once, before the blocks');
  });
  it('deep nesting stops at the first nested block', () => {
    expect(errorOf(`${V}\nvertex ${'{ a '.repeat(100_000)}`)).toBe("t.wad: MAP01: TEXTMAP line 2: 'a {' inside the vertex block begun at line 2: blocks do not nest");
  });
  it('giant counts are capped as the binary lumps are, with a warning', () => {
    const n = MAX_RECORDS.VERTEXES + 10;
    const m = decodeText(`${V}${'vertex{x=1;y=2;}'.repeat(n)}`);
    expect(m.vertices.length).toBe(MAX_RECORDS.VERTEXES * 2);
    expect(m.warnings).toEqual([`TEXTMAP: ${n} vertex blocks, more than the ${MAX_RECORDS.VERTEXES} a map may have; the rest are ignored`]);
  });
  it('an oversized TEXTMAP is refused before it is read; unknown blocks and globals are listed', () => {
    const big = writeWad('PWAD', [{ name: 'MAP01', data: new Uint8Array(0) }, { name: 'TEXTMAP', data: new Uint8Array(MAX_TEXTMAP_BYTES + 1) }]);
    expect(() => decodeMap(WadStack.fromBuffers([{ name: 'b.wad', bytes: big }]).map('MAP01')))
      .toThrow(`b.wad: MAP01: TEXTMAP: ${MAX_TEXTMAP_BYTES + 1} bytes, more than the ${MAX_TEXTMAP_BYTES} a map may have`);
    const m = decodeText('namespace = "strife"; ambient = 1; fogblock { x = 1; }');
    expect(m.warnings).toEqual([
      'TEXTMAP: namespace "strife" is not doom, hexen, zdoom or dsda; read as doom',
      'TEXTMAP: read but not supported: ambient, fogblock blocks',
    ]);
  });
});

/** Every typed array, number and string of two Worlds (and of their `doom` level data) compared;
 *  segs left out (their angle and offset are recomputed from ZNODES; the rest is compared above).
 *  Returns the first difference, or null. */
function worldDiff(a: object, b: object, path = ''): string | null {
  const skip = new Set(['file', 'mesh', 'warnings', 'live', 'segs']);
  for (const k of Object.keys(a)) {
    if (skip.has(k)) continue;
    const x = (a as Record<string, unknown>)[k], y = (b as Record<string, unknown>)[k];
    if (ArrayBuffer.isView(x)) {
      const xb = Buffer.from(x.buffer, x.byteOffset, x.byteLength), yb = ArrayBuffer.isView(y) ? Buffer.from(y.buffer, y.byteOffset, y.byteLength) : null;
      if (yb === null || !xb.equals(yb)) return `${path}${k}`;
    } else if (typeof x === 'number' || typeof x === 'string' || typeof x === 'boolean') {
      if (x !== y) return `${path}${k}: ${String(x)} ≠ ${String(y)}`;
    } else if (k === 'doom' && x && y) {
      const d = worldDiff(x, y as object, 'doom.');
      if (d) return d;
    }
  }
  return null;
}

describe.skipIf(!haveFreedoom)(`UDMF: every Freedoom map round trips${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  const stacks = [FREEDOOM1, FREEDOOM2].map((f) => WadStack.fromBuffers([{ name: f.split('/').pop()!, bytes: new Uint8Array(readFileSync(f)) }]));
  const all = stacks.flatMap((s) => s.maps.map((m) => ({ s, name: m.name })));
  it('68 maps', () => expect(all.length).toBe(68));
  // Quick: the records of every seventeenth map and the World of one; TOOM_FULL: every map both ways.
  const quick = all.filter((_, i) => FULL || i % 17 === 0);
  it.each(quick.map((q) => [q.name, q]))(`%s: the same records, blockmap and reject${FULL ? '' : ' (4 maps; all 68 in npm run test:full)'}`, (_n, { s, name }) => {
    const bin = decodeMap(s.map(name));
    const { lumps, lost } = udmfMapLumps(name, bin);
    expect(lost).toEqual([]);
    const u = decodeMap(WadStack.fromBuffers([{ name: 'u.wad', bytes: writeWad('PWAD', lumps) }]).map(name));
    expect(u.format).toBe(bin.format);
    expect(u.vertices).toEqual(bin.vertices);
    expect(u.linedefs).toEqual(bin.linedefs);
    expect(u.sidedefs).toEqual(bin.sidedefs);
    expect(u.sectors).toEqual(bin.sectors);
    expect(u.things).toEqual(bin.things);
    expect(u.blockmap).toEqual(bin.blockmap);
    expect(u.reject).toEqual(bin.reject);
    // The BSP, through ZNODES (XNOD): nodes, children and subsectors exactly; segs' vertices, lines
    // and sides (their angle and offset, which XNOD does not store, are computed again).
    expect(u.nodes).toEqual(bin.nodes);
    expect(u.nodeChildren).toEqual(bin.nodeChildren);
    expect(u.subsectors).toEqual(bin.subsectors);
    const segKeys = (s: Int32Array | null) => (s === null ? null : Array.from(s).filter((_, i) => i % 6 !== 2 && i % 6 !== 5));
    expect(segKeys(u.segs)).toEqual(segKeys(bin.segs));
    expect(u.warnings).toEqual(bin.warnings);
  });
  const worlds = FULL ? all : [all[40]];
  it.each(worlds.map((q) => [q.name, q]))(`%s: the same World${fullOnly ? ' (one map; all 68 in npm run test:full)' : ''}`, (_n, { s, name }) => {
    const bin = decodeMap(s.map(name));
    const u = decodeMap(WadStack.fromBuffers([{ name: 'u.wad', bytes: writeWad('PWAD', udmfMapLumps(name, bin).lumps) }]).map(name));
    const assets = assetsOf(s);
    const wb = buildWorld(bin, assets), wu = buildWorld(u, assets);
    expect(wu.sideCount).toBeGreaterThan(0);
    expect(worldDiff(wb, wu)).toBeNull();
    expect([wu.mesh.vertexCount, wu.mesh.edgeCount, wu.mesh.faceCount]).toEqual([wb.mesh.vertexCount, wb.mesh.edgeCount, wb.mesh.faceCount]);
    // The comparison sees a difference: the light changed of the sector in front of linedef 0.
    const lit = u.sidedefs[u.linedefs[0].right].sector;
    const changed = buildWorld({ ...u, sectors: u.sectors.map((sc, i) => (i === lit ? { ...sc, light: sc.light + 1 } : sc)) }, assets);
    expect(worldDiff(wb, changed)).toBe('sectorLight');
  }, 60_000);
});
