// A binary map written as UDMF (TEXTMAP in the `doom` namespace, or `hexen` for a Hexen-format map),
// for the tests that load a map both ways and compare what is built, and for making UDMF test WADs.
// The inverse of src/mapdata/udmf.ts for everything the binary records hold; what UDMF's doom
// namespace cannot say (line flag bits without a field, thing flag bits above MBF's friend) is
// listed in `lost`. The BSP (as ZNODES in ZDoom's uncompressed XNOD form), BLOCKMAP and REJECT are
// carried inside the UDMF map as the format allows.
import type { MapData } from '../src/mapdata/map-data.js';
import { NO_SIDE } from '../src/mapdata/map-data.js';
import type { LumpSource } from '../src/wad/wad-writer.js';
import { xnodLump } from '../src/mapdata/znodes.js';
import { portalsLump } from '../src/mapdata/portals-text.js';

const DOOM_LINE_FIELDS: readonly [number, string][] = [
  [0x0001, 'blocking'], [0x0002, 'blockmonsters'], [0x0004, 'twosided'], [0x0008, 'dontpegtop'], [0x0010, 'dontpegbottom'],
  [0x0020, 'secret'], [0x0040, 'blocksound'], [0x0080, 'dontdraw'], [0x0100, 'mapped'], [0x0200, 'passuse'],
  [0x1000, 'blocklandmonsters'], [0x2000, 'blockplayers'],
];
const HEXEN_LINE_FIELDS: readonly [number, string][] = [...DOOM_LINE_FIELDS.slice(0, 9), [0x0200, 'repeatspecial'], [0x2000, 'monsteractivate']];
const HEXEN_SPAC = ['playercross', 'playeruse', 'monstercross', 'impact', 'playerpush', 'missilecross'];

/** A string as UDMF quotes it. */
function quote(s: string): string {
  return `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
/** A float as UDMF writes one (whole values with ".0"). */
function float(v: number): string {
  return Number.isInteger(v) ? `${v}.0` : String(v);
}

export interface UdmfText {
  text: string;
  /** What the namespace could not hold ("linedef 12: flag bits 0x400"). */
  lost: string[];
}

/** The TEXTMAP of a decoded map. */
export function udmfText(m: Pick<MapData, 'format' | 'vertices' | 'linedefs' | 'sidedefs' | 'sectors' | 'things'>): UdmfText {
  const hexen = m.format === 'hexen';
  const out: string[] = [`namespace = ${quote(hexen ? 'hexen' : 'doom')};`, '// written by Toom.ts tools/udmf-convert.ts', ''];
  const lost: string[] = [];
  for (let i = 0; i + 1 < m.vertices.length; i += 2) out.push(`vertex // ${i / 2}\n{\nx = ${float(m.vertices[i])};\ny = ${float(m.vertices[i + 1])};\n}\n`);
  const lineFields = hexen ? HEXEN_LINE_FIELDS : DOOM_LINE_FIELDS;
  let lineMask = 0;
  for (const [bit] of lineFields) lineMask |= bit;
  if (hexen) lineMask |= 0x1c00;
  m.linedefs.forEach((l, i) => {
    const f = [`v1 = ${l.v1};`, `v2 = ${l.v2};`, `sidefront = ${l.right};`];
    if (l.left !== NO_SIDE) f.push(`sideback = ${l.left};`);
    for (const [bit, name] of lineFields) if (l.flags & bit) f.push(`${name} = true;`);
    if (l.special !== 0) f.push(`special = ${l.special};`);
    if (hexen) {
      l.args.forEach((a, k) => { if (a !== 0) f.push(`arg${k} = ${a};`); });
      const spac = (l.flags >> 10) & 7;
      if (spac < HEXEN_SPAC.length && (spac > 0 || l.special !== 0)) f.push(`${HEXEN_SPAC[spac]} = true;`);
    } else if (l.tag !== 0) f.push(`id = ${l.tag};`);
    if (l.flags & ~lineMask) lost.push(`linedef ${i}: flag bits 0x${(l.flags & ~lineMask).toString(16)}`);
    if (l.right === NO_SIDE) lost.push(`linedef ${i}: no front sidedef`);
    out.push(`linedef // ${i}\n{\n${f.join('\n')}\n}\n`);
  });
  m.sidedefs.forEach((s, i) => {
    const f = [`sector = ${s.sector};`];
    if (s.xOffset !== 0) f.push(`offsetx = ${s.xOffset};`);
    if (s.yOffset !== 0) f.push(`offsety = ${s.yOffset};`);
    if (s.upper !== '-') f.push(`texturetop = ${quote(s.upper)};`);
    if (s.lower !== '-') f.push(`texturebottom = ${quote(s.lower)};`);
    if (s.middle !== '-') f.push(`texturemiddle = ${quote(s.middle)};`);
    out.push(`sidedef // ${i}\n{\n${f.join('\n')}\n}\n`);
  });
  m.sectors.forEach((s, i) => {
    const f = [`texturefloor = ${quote(s.floorFlat)};`, `textureceiling = ${quote(s.ceilingFlat)};`];
    if (s.floorZ !== 0) f.push(`heightfloor = ${s.floorZ};`);
    if (s.ceilingZ !== 0) f.push(`heightceiling = ${s.ceilingZ};`);
    if (s.light !== 160) f.push(`lightlevel = ${s.light};`);
    if (s.special !== 0) f.push(`special = ${s.special};`);
    if (s.tag !== 0) f.push(`id = ${s.tag};`);
    out.push(`sector // ${i}\n{\n${f.join('\n')}\n}\n`);
  });
  m.things.forEach((t, i) => {
    const f = [`x = ${float(t.x)};`, `y = ${float(t.y)};`, `type = ${t.type};`];
    if (t.angle !== 0) f.push(`angle = ${t.angle};`);
    const fl = t.flags;
    if (fl & 1) f.push('skill1 = true;', 'skill2 = true;');
    if (fl & 2) f.push('skill3 = true;');
    if (fl & 4) f.push('skill4 = true;', 'skill5 = true;');
    if (fl & 8) f.push('ambush = true;');
    if (hexen) {
      if (t.tid !== 0) f.push(`id = ${t.tid};`);
      if (t.z !== 0) f.push(`height = ${t.z};`);
      if (t.special !== 0) f.push(`special = ${t.special};`);
      const names: [number, string][] = [[16, 'dormant'], [32, 'class1'], [64, 'class2'], [128, 'class3'], [256, 'single'], [512, 'coop'], [1024, 'dm']];
      for (const [bit, name] of names) if (fl & bit) f.push(`${name} = true;`);
      if (fl & ~0x7ff) lost.push(`thing ${i}: flag bits 0x${(fl & ~0x7ff).toString(16)}`);
    } else {
      if (!(fl & 16)) f.push('single = true;');
      if (!(fl & 32)) f.push('dm = true;');
      if (!(fl & 64)) f.push('coop = true;');
      if (fl & 128) f.push('friend = true;');
      if (fl & ~0xff) lost.push(`thing ${i}: flag bits 0x${(fl & ~0xff).toString(16)}`);
    }
    out.push(`thing // ${i}\n{\n${f.join('\n')}\n}\n`);
  });
  return { text: out.join('\n'), lost };
}

/** The UDMF map's lumps: the marker, TEXTMAP, the map's BLOCKMAP, its BSP as ZNODES, REJECT and
 *  PORTALS when it has them, ENDMAP. */
export function udmfMapLumps(name: string, m: MapData): { lumps: LumpSource[]; lost: string[] } {
  const { text, lost } = udmfText(m);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  const lumps: LumpSource[] = [{ name, data: new Uint8Array(0) }, { name: 'TEXTMAP', data: bytes }];
  if (m.blockmap) {
    const b = new Uint8Array(m.blockmap.length * 2);
    const v = new DataView(b.buffer);
    for (let i = 0; i < m.blockmap.length; i++) v.setInt16(i * 2, m.blockmap[i], true);
    lumps.push({ name: 'BLOCKMAP', data: b });
  }
  if (m.nodes && m.nodeChildren && m.subsectors && m.segs) {
    lumps.push({ name: 'ZNODES', data: xnodLump(m.vertices.length / 2, m.nodes, m.nodeChildren, m.subsectors, m.segs) });
  }
  if (m.reject) lumps.push({ name: 'REJECT', data: m.reject });
  // Toom.ts's own PORTALS lump goes inside the UDMF map too (the reader takes it from there).
  if (m.portalsText !== null) lumps.push({ name: 'PORTALS', data: portalsLump(m.portalsText) });
  lumps.push({ name: 'ENDMAP', data: new Uint8Array(0) });
  return { lumps, lost };
}
