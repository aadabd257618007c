// WAD mutators for the fuzzer: container damage (bit flips, truncation, inflated counts, offsets and
// sizes, shuffled or renamed directory entries) and map damage (extreme vertices, folded and
// duplicated linedefs, dangling references, absurd heights, garbage and random PORTALS, Hexen portal
// specials). A case is a pure function of (base, seed): the same seed always gives the same bytes.
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { MAP_LUMP_NAMES } from '../../src/wad/wad-stack.js';
import { prng } from '../../src/util/prng.js';

/** A WAD to mutate. `over` names the IWAD a PWAD base is layered on (its assets), null for a standalone IWAD. */
export interface FuzzBase {
  id: string;
  kind: 'IWAD' | 'PWAD';
  lumps: readonly LumpSource[];
  maps: readonly string[];
  over: string | null;
}

export interface FuzzCase {
  kind: string;
  seed: number;
  base: string;
  over: string | null;
  /** The map the case is about (the loader falls back to the first map when damage renamed it). */
  map: string;
  bytes: Uint8Array;
}

type Rnd = () => number;
const MAP_LUMPS = new Set<string>(MAP_LUMP_NAMES);

/** Map lumps kept when a map is cut out of an IWAD as a PWAD base (the rest are never read). */
export const CORE_MAP_LUMPS = ['THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SECTORS'] as const;

// ------------------------------------------------------------------------------------------ bases

/** A standalone base: every lump of a WAD, every map in it. */
export function wadBase(id: string, bytes: Uint8Array): FuzzBase {
  const f = parseWad(bytes, id);
  const lumps = f.lumps.map((l) => ({ name: l.name, data: l.data }));
  const maps: string[] = [];
  for (let i = 0; i + 1 < lumps.length; i++) if (MAP_LUMPS.has(lumps[i + 1].name) && !MAP_LUMPS.has(lumps[i].name)) maps.push(lumps[i].name);
  return { id, kind: f.kind, lumps, maps, over: null };
}

/** A PWAD base: one map's core lumps cut out of `iwadId`'s bytes, to be layered over that IWAD. */
export function mapPwadBase(iwadId: string, bytes: Uint8Array, map: string): FuzzBase {
  const f = parseWad(bytes, iwadId);
  const i = f.lumps.findIndex((l) => l.name === map);
  if (i < 0) throw new Error(`${iwadId} has no map ${map}`);
  const lumps: LumpSource[] = [{ name: map, data: new Uint8Array(0) }];
  for (let j = i + 1; j < f.lumps.length && MAP_LUMPS.has(f.lumps[j].name); j++) {
    if ((CORE_MAP_LUMPS as readonly string[]).includes(f.lumps[j].name)) lumps.push({ name: f.lumps[j].name, data: f.lumps[j].data });
  }
  return { id: `${iwadId}-${map}`, kind: 'PWAD', lumps, maps: [map], over: iwadId };
}

// ------------------------------------------------------------------------------------------ helpers

const int = (rnd: Rnd, n: number) => Math.floor(rnd() * n);
const pick = <T>(rnd: Rnd, a: readonly T[]): T => a[int(rnd, a.length)];
const EXTREMES = [32767, -32768, -32767, 0x4000, -0x4000, 0, 1, -1];
const EXTREMES_U16 = [0, 1, 0x7fff, 0x8000, 0xfffe, 0xffff];

/** The lumps of a map (marker excluded) as indices into the lump list. */
function mapLumpIndex(lumps: LumpSource[], map: string): Map<string, number> {
  const out = new Map<string, number>();
  const i = lumps.findIndex((l) => l.name === map);
  if (i < 0) return out;
  for (let j = i + 1; j < lumps.length && MAP_LUMPS.has(lumps[j].name) && !out.has(lumps[j].name); j++) out.set(lumps[j].name, j);
  return out;
}

/** A mutable copy of a map lump (empty when the map has none). */
export class MapLumps {
  private idx: Map<string, number>;
  constructor(private lumps: LumpSource[], private map: string) {
    this.idx = mapLumpIndex(lumps, map);
  }
  get format(): 'doom' | 'hexen' { return this.idx.has('BEHAVIOR') ? 'hexen' : 'doom'; }
  get(name: string): Uint8Array {
    const i = this.idx.get(name);
    return i === undefined ? new Uint8Array(0) : this.lumps[i].data;
  }
  /** A private copy of a lump, for in-place edits (set() it back). */
  edit(name: string): { data: Uint8Array; view: DataView } {
    const data = this.get(name).slice();
    return { data, view: new DataView(data.buffer) };
  }
  set(name: string, data: Uint8Array): void {
    const i = this.idx.get(name);
    if (i !== undefined) { this.lumps[i] = { name, data }; return; }
    // Append after the map's last lump.
    const marker = this.lumps.findIndex((l) => l.name === this.map);
    if (marker < 0) return;
    let at = marker + 1;
    for (const j of this.idx.values()) at = Math.max(at, j + 1);
    this.lumps.splice(at, 0, { name, data });
    this.idx = mapLumpIndex(this.lumps, this.map);
  }
  remove(name: string): void {
    const i = this.idx.get(name);
    if (i === undefined) return;
    this.lumps.splice(i, 1);
    this.idx = mapLumpIndex(this.lumps, this.map);
  }
  names(): string[] { return [...this.idx.keys()]; }
}

function lineSize(m: MapLumps): number { return m.format === 'hexen' ? 16 : 14; }
function count(m: MapLumps, name: string, size: number): number { return Math.floor(m.get(name).length / size); }
function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const o = new Uint8Array(a.length + b.length);
  o.set(a); o.set(b, a.length);
  return o;
}
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
/** How many records to damage: mostly a few, sometimes many. */
const howMany = (rnd: Rnd, n: number) => Math.max(1, Math.min(n, rnd() < 0.8 ? 1 + int(rnd, 4) : int(rnd, n + 1)));

// ------------------------------------------------------------------------------------ map mutators

type MapMutator = (m: MapLumps, rnd: Rnd) => void;

const vertexExtreme: MapMutator = (m, rnd) => {
  const { data, view } = m.edit('VERTEXES');
  const n = data.length >> 2;
  if (!n) return;
  for (let k = howMany(rnd, n); k > 0; k--) {
    const i = int(rnd, n);
    const which = int(rnd, 3);
    if (which !== 1) view.setInt16(i * 4, pick(rnd, EXTREMES), true);
    if (which !== 0) view.setInt16(i * 4 + 2, pick(rnd, EXTREMES), true);
  }
  m.set('VERTEXES', data);
};

const vertexMove: MapMutator = (m, rnd) => {
  const { data, view } = m.edit('VERTEXES');
  const n = data.length >> 2;
  if (!n) return;
  for (let k = howMany(rnd, n); k > 0; k--) {
    const i = int(rnd, n);
    const r = rnd();
    if (r < 0.4) {
      // Onto another vertex: coincident distinct vertices.
      const j = int(rnd, n);
      view.setInt16(i * 4, view.getInt16(j * 4, true), true);
      view.setInt16(i * 4 + 2, view.getInt16(j * 4 + 2, true), true);
    } else if (r < 0.6) {
      // Nudged by one unit: slivers and near-collinear lines.
      view.setInt16(i * 4, view.getInt16(i * 4, true) + int(rnd, 3) - 1, true);
      view.setInt16(i * 4 + 2, view.getInt16(i * 4 + 2, true) + int(rnd, 3) - 1, true);
    } else {
      // Moved across the map: crossing lines.
      const d = rnd() < 0.5 ? 64 : 2048;
      view.setInt16(i * 4, view.getInt16(i * 4, true) + int(rnd, 2 * d) - d, true);
      view.setInt16(i * 4 + 2, view.getInt16(i * 4 + 2, true) + int(rnd, 2 * d) - d, true);
    }
  }
  m.set('VERTEXES', data);
};

const lineFold: MapMutator = (m, rnd) => {
  const ls = lineSize(m);
  let { data, view } = m.edit('LINEDEFS');
  const n = Math.floor(data.length / ls);
  if (!n) return;
  const extra: Uint8Array[] = [];
  for (let k = howMany(rnd, n); k > 0; k--) {
    const i = int(rnd, n), j = int(rnd, n);
    const o = i * ls;
    const r = int(rnd, 6);
    if (r === 0) view.setUint16(o + 2, view.getUint16(o, true), true); // v1 = v2
    else if (r === 1) extra.push(data.slice(o, o + ls)); // duplicate
    else if (r === 2) {
      // Reversed, sides kept: the front now faces the other way.
      const a = view.getUint16(o, true);
      view.setUint16(o, view.getUint16(o + 2, true), true);
      view.setUint16(o + 2, a, true);
    } else if (r === 3) {
      // Reversed duplicate of another line: two lines folded onto each other.
      const d = data.slice(j * ls, j * ls + ls), dv = new DataView(d.buffer);
      const a = dv.getUint16(0, true);
      dv.setUint16(0, dv.getUint16(2, true), true);
      dv.setUint16(2, a, true);
      extra.push(d);
    } else if (r === 4) {
      // Shares one end with another line, the other end taken from a third: overlaps and crossings.
      view.setUint16(o, view.getUint16(j * ls, true), true);
      view.setUint16(o + 2, view.getUint16(int(rnd, n) * ls + 2, true), true);
    } else {
      // Flags garbage (two-sided without a back, blocking, unpegged...).
      view.setUint16(o + 4, int(rnd, 0x10000), true);
    }
  }
  for (const e of extra) data = concat(data, e);
  m.set('LINEDEFS', data);
};

/** Many extra linedefs between random vertices: long lines crossing everything (O(lines²) intersections). */
const lineStorm: MapMutator = (m, rnd) => {
  const ls = lineSize(m);
  const nv = count(m, 'VERTEXES', 4), ns = count(m, 'SIDEDEFS', 30);
  if (nv < 2) return;
  const extra = new Uint8Array((rnd() < 0.5 ? 50 + int(rnd, 200) : 500 + int(rnd, 3000)) * ls);
  const v = new DataView(extra.buffer);
  const sideAt = ls === 16 ? 12 : 10;
  for (let o = 0; o < extra.length; o += ls) {
    v.setUint16(o, int(rnd, nv), true);
    v.setUint16(o + 2, int(rnd, nv), true);
    v.setUint16(o + 4, int(rnd, 0x20), true);
    v.setUint16(o + sideAt, ns ? int(rnd, ns) : 0xffff, true);
    v.setUint16(o + sideAt + 2, ns && rnd() < 0.5 ? int(rnd, ns) : 0xffff, true);
  }
  m.set('LINEDEFS', concat(m.get('LINEDEFS'), extra));
};

const lineRefs: MapMutator = (m, rnd) => {
  const ls = lineSize(m);
  const { data, view } = m.edit('LINEDEFS');
  const n = Math.floor(data.length / ls);
  if (!n) return;
  const nv = count(m, 'VERTEXES', 4), ns = count(m, 'SIDEDEFS', 30);
  const sideAt = ls === 16 ? 12 : 10;
  for (let k = howMany(rnd, n); k > 0; k--) {
    const o = int(rnd, n) * ls;
    const r = int(rnd, 6);
    if (r === 0) view.setUint16(o + sideAt, 0xffff, true); // no front
    else if (r === 1) view.setUint16(o + sideAt + 2, 0xffff, true); // no back
    else if (r === 2) view.setUint16(o + sideAt + 2, int(rnd, Math.max(1, ns)), true); // a random back side
    else if (r === 3) view.setUint16(o + sideAt, view.getUint16(o + sideAt + 2, true), true); // front = back
    else if (r === 4) view.setUint16(o + sideAt + int(rnd, 2) * 2, rnd() < 0.5 ? ns : pick(rnd, EXTREMES_U16), true); // past the end
    else view.setUint16(o + int(rnd, 2) * 2, rnd() < 0.5 ? nv : pick(rnd, EXTREMES_U16), true); // vertex past the end
  }
  m.set('LINEDEFS', data);
};

const sideRefs: MapMutator = (m, rnd) => {
  const { data, view } = m.edit('SIDEDEFS');
  const n = Math.floor(data.length / 30);
  if (!n) return;
  const nsec = count(m, 'SECTORS', 26);
  for (let k = howMany(rnd, n); k > 0; k--) {
    const o = int(rnd, n) * 30;
    const r = int(rnd, 5);
    if (r === 0) view.setUint16(o + 28, int(rnd, Math.max(1, nsec)), true); // another sector
    else if (r === 1) view.setUint16(o + 28, rnd() < 0.5 ? nsec : pick(rnd, EXTREMES_U16), true); // nothing
    else if (r === 2) {
      const at = o + 4 + 8 * int(rnd, 3);
      data.fill(0, at, at + 8);
      data.set(ascii(pick(rnd, ['-', 'NOSUCH', 'AASHITTY', 'SKY1', '\xff\xfe\x01'])), at); // odd texture names
    }
    else if (r === 3) for (let b = 0; b < 24; b++) data[o + 4 + b] = int(rnd, 256); // texture names garbage
    else { view.setInt16(o, pick(rnd, EXTREMES), true); view.setInt16(o + 2, pick(rnd, EXTREMES), true); } // offsets
  }
  m.set('SIDEDEFS', data);
};

const sectorHeights: MapMutator = (m, rnd) => {
  const { data, view } = m.edit('SECTORS');
  const n = Math.floor(data.length / 26);
  if (!n) return;
  for (let k = howMany(rnd, n); k > 0; k--) {
    const o = int(rnd, n) * 26;
    const r = int(rnd, 6);
    if (r === 0) { view.setInt16(o, pick(rnd, EXTREMES), true); view.setInt16(o + 2, pick(rnd, EXTREMES), true); }
    else if (r === 1) view.setInt16(o + 2, view.getInt16(o, true), true); // zero height
    else if (r === 2) { const f = view.getInt16(o, true); view.setInt16(o, view.getInt16(o + 2, true), true); view.setInt16(o + 2, f, true); } // upside down
    else if (r === 3) view.setInt16(o + 20, pick(rnd, [-32768, -1, 0, 255, 256, 32767]), true); // light
    else if (r === 4) for (let b = 0; b < 16; b++) data[o + 4 + b] = rnd() < 0.3 ? 0 : int(rnd, 256); // flat names
    else data.set(ascii(pick(rnd, ['F_SKY1\0\0', 'F_SKY\0\0\0', 'NOSUCH\0\0'])), o + 4 + 8 * int(rnd, 2));
  }
  m.set('SECTORS', data);
};

const PORTAL_WORDS = ['portal', 'PORTAL', 'oneway', 'twoway', '#', '-1', '0', '1', '65535', '1e3', '0x10', 'NaN', '', '\t', '3.5', 'portal portal'];
const portalsGarbage: MapMutator = (m, rnd) => {
  let text: Uint8Array;
  if (rnd() < 0.3) {
    text = new Uint8Array(int(rnd, 512));
    for (let i = 0; i < text.length; i++) text[i] = int(rnd, 256);
  } else {
    const lines: string[] = [];
    for (let k = int(rnd, 12); k > 0; k--) {
      const w: string[] = [];
      for (let j = int(rnd, 6); j > 0; j--) w.push(pick(rnd, PORTAL_WORDS));
      lines.push(w.join(pick(rnd, [' ', '  ', '\t'])));
    }
    text = ascii(lines.join(pick(rnd, ['\n', '\r\n', '\r'])));
  }
  m.set('PORTALS', text);
};

const portalsRandom: MapMutator = (m, rnd) => {
  const n = count(m, 'LINEDEFS', lineSize(m));
  const line = () => (rnd() < 0.9 ? int(rnd, Math.max(1, n)) : pick(rnd, [n, n + 1, 65535, 2 ** 31]));
  const lines: string[] = rnd() < 0.5 ? [new TextDecoder('latin1').decode(m.get('PORTALS'))] : [];
  for (let k = 1 + int(rnd, 8); k > 0; k--) {
    const a = line();
    lines.push(`portal ${a} ${rnd() < 0.1 ? a : line()}${rnd() < 0.3 ? ' oneway' : ''}`);
  }
  m.set('PORTALS', ascii(lines.join('\n') + '\n'));
};

const things: MapMutator = (m, rnd) => {
  const { data, view } = m.edit('THINGS');
  const ts = m.format === 'hexen' ? 20 : 10;
  const xAt = m.format === 'hexen' ? 2 : 0, typeAt = m.format === 'hexen' ? 10 : 6;
  const n = Math.floor(data.length / ts);
  if (!n) return;
  let start = -1;
  for (let i = 0; i < n; i++) if (view.getInt16(i * ts + typeAt, true) === 1) { start = i; break; }
  for (let k = howMany(rnd, n); k > 0; k--) {
    const i = start >= 0 && rnd() < 0.5 ? start : int(rnd, n);
    const o = i * ts;
    const r = int(rnd, 3);
    if (r === 0) { view.setInt16(o + xAt, pick(rnd, EXTREMES), true); view.setInt16(o + xAt + 2, pick(rnd, EXTREMES), true); }
    else if (r === 1) view.setInt16(o + typeAt, int(rnd, 4096), true);
    else for (let b = 0; b < ts; b++) data[o + b] = int(rnd, 256);
  }
  m.set('THINGS', data);
};

const lumpGarbage: MapMutator = (m, rnd) => {
  const name = pick(rnd, m.names());
  if (!name) return;
  const { data } = m.edit(name);
  if (!data.length) return;
  const at = int(rnd, data.length), len = Math.min(data.length - at, 1 + int(rnd, 64));
  for (let i = 0; i < len; i++) data[at + i] = int(rnd, 256);
  m.set(name, data);
};

const lumpResize: MapMutator = (m, rnd) => {
  const name = pick(rnd, m.names());
  if (!name) return;
  const d = m.get(name);
  const r = int(rnd, 5);
  if (r === 0) m.remove(name);
  else if (r === 1) m.set(name, new Uint8Array(0));
  else if (r === 2) m.set(name, d.slice(0, Math.max(0, d.length - 1 - int(rnd, 8))));
  else if (r === 3) m.set(name, concat(d, new Uint8Array(1 + int(rnd, 8))));
  else m.set(name, d.slice(0, int(rnd, d.length + 1)));
};

/** Converts the map to Hexen format (16-byte linedefs, 20-byte things, a BEHAVIOR lump) with random portal specials. */
const hexenPortals: MapMutator = (m, rnd) => {
  if (m.format !== 'hexen') {
    const ld = m.get('LINEDEFS'), n = Math.floor(ld.length / 14);
    const out = new Uint8Array(n * 16), ov = new DataView(out.buffer), iv = new DataView(ld.buffer, ld.byteOffset, ld.byteLength);
    for (let i = 0; i < n; i++) {
      ov.setUint16(i * 16, iv.getUint16(i * 14, true), true);
      ov.setUint16(i * 16 + 2, iv.getUint16(i * 14 + 2, true), true);
      ov.setUint16(i * 16 + 4, iv.getUint16(i * 14 + 4, true), true);
      ov.setUint16(i * 16 + 12, iv.getUint16(i * 14 + 10, true), true);
      ov.setUint16(i * 16 + 14, iv.getUint16(i * 14 + 12, true), true);
    }
    m.set('LINEDEFS', out);
    const th = m.get('THINGS'), nt = Math.floor(th.length / 10);
    const to = new Uint8Array(nt * 20), tov = new DataView(to.buffer), tiv = new DataView(th.buffer, th.byteOffset, th.byteLength);
    for (let i = 0; i < nt; i++) {
      tov.setInt16(i * 20 + 2, tiv.getInt16(i * 10, true), true);
      tov.setInt16(i * 20 + 4, tiv.getInt16(i * 10 + 2, true), true);
      tov.setInt16(i * 20 + 8, tiv.getInt16(i * 10 + 4, true), true);
      tov.setInt16(i * 20 + 10, tiv.getInt16(i * 10 + 6, true), true);
      tov.setUint16(i * 20 + 12, tiv.getUint16(i * 10 + 8, true), true);
    }
    m.set('THINGS', to);
    m.set('BEHAVIOR', ascii('ACS\0\x08\0\0\0\0\0\0\0'));
  }
  const { data } = m.edit('LINEDEFS');
  const n = data.length >> 4;
  if (!n) return;
  const ids = [0, 1, 2, 3, 255];
  for (let k = howMany(rnd, n); k > 0; k--) {
    const o = int(rnd, n) * 16;
    data[o + 6] = rnd() < 0.5 ? 156 : rnd() < 0.7 ? 121 : int(rnd, 256);
    for (let a = 0; a < 5; a++) data[o + 7 + a] = rnd() < 0.7 ? pick(rnd, ids) : int(rnd, 256);
  }
  m.set('LINEDEFS', data);
};

/**
 * Repeats one linedef record `copies` times (overlapping lines) and declares a portal between each
 * pair of copies in PORTALS: many portal lines and overlapping edge pieces from a small lump.
 */
export function portalStormWith(m: MapLumps, copies: number, lineIndex: number): void {
  const size = lineSize(m);
  const ld = m.get('LINEDEFS'), n = Math.floor(ld.length / size);
  if (!n) return;
  const rec = ld.subarray((lineIndex % n) * size, (lineIndex % n) * size + size);
  const out = new Uint8Array((n + copies) * size);
  out.set(ld.subarray(0, n * size));
  for (let i = 0; i < copies; i++) out.set(rec, (n + i) * size);
  m.set('LINEDEFS', out);
  let text = '# portal storm\n';
  for (let i = 0; i + 1 < copies; i += 2) text += `portal ${n + i} ${n + i + 1}\n`;
  m.set('PORTALS', ascii(text));
}

const portalStorm: MapMutator = (m, rnd) => portalStormWith(m, pick(rnd, [200, 2000, 20000, 40000]), int(rnd, 1 << 16));

const MAP_MUTATORS: Record<string, MapMutator> = {
  'portal-storm': portalStorm,
  'vertex-extreme': vertexExtreme,
  'vertex-move': vertexMove,
  'line-fold': lineFold,
  'line-storm': lineStorm,
  'line-refs': lineRefs,
  'side-refs': sideRefs,
  'sector-heights': sectorHeights,
  'portals-garbage': portalsGarbage,
  'portals-random': portalsRandom,
  'hexen-portals': hexenPortals,
  'things': things,
  'lump-garbage': lumpGarbage,
  'lump-resize': lumpResize,
};

// ------------------------------------------------------------------------------ container mutators

type WadMutator = (bytes: Uint8Array, rnd: Rnd) => Uint8Array;

function dirInfo(b: Uint8Array): { n: number; off: number; view: DataView } {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { n: view.getInt32(4, true), off: view.getInt32(8, true), view };
}

const bitflip: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { n, off } = dirInfo(b);
  const flips = rnd() < 0.7 ? 1 + int(rnd, 8) : 1 + int(rnd, 256);
  const dirFocus = rnd() < 0.4;
  for (let k = 0; k < flips; k++) {
    const at = dirFocus && rnd() < 0.8 ? (rnd() < 0.1 ? int(rnd, 12) : off + int(rnd, n * 16)) : int(rnd, out.length);
    if (at >= 0 && at < out.length) out[at] ^= 1 << int(rnd, 8);
  }
  return out;
};

const truncate: WadMutator = (b, rnd) => {
  const { off } = dirInfo(b);
  const r = rnd();
  const len = r < 0.1 ? int(rnd, 16) : r < 0.5 ? off + int(rnd, b.length - off) : int(rnd, b.length);
  return b.slice(0, len);
};

const dirCount: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { n } = dirInfo(out);
  const v = pick(rnd, [n + 1, n + 2, n - 1, 0, -1, 0x7fffffff, -0x80000000, n * 2, n + 1000, int(rnd, 0x7fffffff)]);
  new DataView(out.buffer).setInt32(4, v, true);
  return out;
};

const dirOffset: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { off } = dirInfo(out);
  const v = pick(rnd, [off + 1, off - 1, off + 16, off - 16, 0, 12, -1, b.length, b.length - 15, 0x7fffffff, -0x80000000, int(rnd, b.length)]);
  new DataView(out.buffer).setInt32(8, v, true);
  return out;
};

const lumpEntry: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { n, off } = dirInfo(out);
  const v = new DataView(out.buffer);
  if (n <= 0) return out;
  for (let k = 1 + (rnd() < 0.8 ? 0 : int(rnd, 8)); k > 0; k--) {
    const e = off + int(rnd, n) * 16;
    if (e + 16 > out.length) continue;
    const size = v.getInt32(e + 4, true), lo = v.getInt32(e, true);
    const r = int(rnd, 4);
    if (r === 0) v.setInt32(e + 4, pick(rnd, [size + 1, size - 1, size * 2, 0, -1, 0x7fffffff, b.length, b.length - lo, size + 13]), true);
    else if (r === 1) v.setInt32(e, pick(rnd, [lo + 1, lo - 1, 0, -1, b.length, b.length - size, 0x7fffffff, int(rnd, b.length)]), true);
    else if (r === 2) { const o2 = off + int(rnd, n) * 16; v.setInt32(e, v.getInt32(o2, true), true); } // aliases another lump's data
    else { v.setInt32(e + 4, 0, true); v.setInt32(e, 0, true); } // emptied
  }
  return out;
};

const dirShuffle: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { n, off } = dirInfo(out);
  if (n <= 1 || off + n * 16 > out.length) return out;
  const entries: Uint8Array[] = [];
  for (let i = 0; i < n; i++) entries.push(out.slice(off + i * 16, off + i * 16 + 16));
  const r = int(rnd, 3);
  let lo = 0, hi = n;
  if (r === 1) { lo = int(rnd, n); hi = Math.min(n, lo + 2 + int(rnd, 12)); } // a window (a map's lumps, a namespace)
  if (r === 2) { const i = int(rnd, n), j = int(rnd, n); const t = entries[i]; entries[i] = entries[j]; entries[j] = t; }
  else for (let i = hi - 1; i > lo; i--) { const j = lo + int(rnd, i - lo + 1); const t = entries[i]; entries[i] = entries[j]; entries[j] = t; }
  for (let i = 0; i < n; i++) out.set(entries[i], off + i * 16);
  return out;
};

const RENAMES = [...MAP_LUMP_NAMES, 'F_START', 'F_END', 'S_START', 'S_END', 'P_START', 'P_END', 'PLAYPAL', 'COLORMAP', 'PNAMES',
  'TEXTURE1', 'TEXTURE2', 'ANIMATED', 'E1M1', 'MAP01', 'MAP02', '', '\xff\xff\xff\xff\xff\xff\xff\xff'];
const dirRename: WadMutator = (b, rnd) => {
  const out = b.slice();
  const { n, off } = dirInfo(out);
  if (n <= 0) return out;
  for (let k = howMany(rnd, n); k > 0; k--) {
    const e = off + int(rnd, n) * 16 + 8;
    if (e + 8 > out.length) continue;
    const name = ascii(pick(rnd, RENAMES));
    out.fill(0, e, e + 8);
    out.set(name.subarray(0, 8), e);
  }
  return out;
};

const WAD_MUTATORS: Record<string, WadMutator> = {
  'bitflip': bitflip,
  'truncate': truncate,
  'dir-count': dirCount,
  'dir-offset': dirOffset,
  'lump-entry': lumpEntry,
  'dir-shuffle': dirShuffle,
  'dir-rename': dirRename,
};

/** Garbage in an asset lump (standalone bases only): pictures, textures, palettes, flats, animations. */
function assetGarbage(lumps: LumpSource[], rnd: Rnd): void {
  const cand: number[] = [];
  for (let i = 0; i < lumps.length; i++) if (lumps[i].data.length > 0 && !MAP_LUMPS.has(lumps[i].name)) cand.push(i);
  if (!cand.length) return;
  const i = pick(rnd, cand);
  const d = lumps[i].data.slice();
  const r = int(rnd, 3);
  if (r === 0) {
    // A few header bytes (counts, sizes, offsets live there).
    for (let k = 1 + int(rnd, 4); k > 0; k--) d[int(rnd, Math.min(d.length, 32))] = pick(rnd, [0, 0xff, 0x7f, 0x80, int(rnd, 256)]);
    lumps[i] = { name: lumps[i].name, data: d };
  } else if (r === 1) {
    for (let k = 1 + int(rnd, 16); k > 0; k--) d[int(rnd, d.length)] = int(rnd, 256);
    lumps[i] = { name: lumps[i].name, data: d };
  } else {
    lumps[i] = { name: lumps[i].name, data: d.slice(0, int(rnd, d.length)) };
  }
}

// ------------------------------------------------------------------------- amplification (aliasing)

/**
 * TEXTURE1 gains `aliases` entries that all point at one new record of `w`×`h` texels placing patch 0
 * `patches` times: a few KB that would decode to aliases × w × h texels and aliases × patches copies
 * if every entry were composed on its own.
 */
export function textureAliasWith(lumps: LumpSource[], aliases: number, w: number, h: number, patches: number): void {
  const i = lumps.findIndex((l) => l.name === 'TEXTURE1');
  if (i < 0) return;
  const orig = lumps[i].data, ov = new DataView(orig.buffer, orig.byteOffset, orig.byteLength);
  const m = orig.length >= 4 ? Math.max(0, Math.min(ov.getInt32(0, true), (orig.length - 4) >> 2)) : 0;
  const body = orig.subarray(4 + 4 * m);
  const head = 4 + 4 * (m + aliases);
  const recAt = head + body.length;
  const out = new Uint8Array(recAt + 22 + 10 * patches);
  const v = new DataView(out.buffer);
  v.setInt32(0, m + aliases, true);
  for (let k = 0; k < m; k++) v.setInt32(4 + 4 * k, ov.getInt32(4 + 4 * k, true) + 4 * aliases, true);
  for (let k = 0; k < aliases; k++) v.setInt32(4 + 4 * (m + k), recAt, true);
  out.set(body, head);
  out.set(ascii('ALIASTEX'), recAt);
  v.setInt16(recAt + 12, w, true);
  v.setInt16(recAt + 14, h, true);
  v.setInt16(recAt + 20, patches, true);
  for (let k = 0; k < patches; k++) {
    const p = recAt + 22 + 10 * k;
    v.setInt16(p, (k * 37) % 64 - 8, true);
    v.setInt16(p + 2, (k * 11) % 32 - 4, true);
  }
  lumps[i] = { name: 'TEXTURE1', data: out };
}

const textureAlias = (lumps: LumpSource[], rnd: Rnd): void => {
  const [w, h] = pick(rnd, [[4096, 4096], [4096, 1024], [2048, 2048], [256, 128]]);
  textureAliasWith(lumps, pick(rnd, [1, 255, 400, 8000]), w, h, pick(rnd, [1, 64, 4096, 32767]));
};

/** A `w`×`h` picture whose every column points at one shared post list (a few bytes per column). */
function bigPicture(w: number, h: number): Uint8Array {
  const posts: number[] = [];
  for (let top = 0; top < Math.min(h, 254); top += 128) posts.push(top, 64, 0, ...new Array(64).fill(top & 0xff), 0);
  posts.push(0xff);
  const out = new Uint8Array(8 + 4 * w + posts.length);
  const v = new DataView(out.buffer);
  v.setInt16(0, w, true); v.setInt16(2, h, true);
  for (let x = 0; x < w; x++) v.setInt32(8 + 4 * x, 8 + 4 * w, true);
  out.set(posts, 8 + 4 * w);
  return out;
}

/** Sprite lump names ZAAAA0, ZAAAB0, … (one picture for every rotation), distinct for `n` up to 26⁴. */
function aliasSpriteName(k: number): string {
  const f = k % 26, s = Math.floor(k / 26);
  const l = (x: number) => String.fromCharCode(65 + (x % 26));
  return `Z${l(Math.floor(s / 676))}${l(Math.floor(s / 26))}${l(s)}${String.fromCharCode(65 + f)}0`;
}

/**
 * `count` sprite entries between S_START and S_END whose directory entries all point at one `w`×`h`
 * picture: the WAD holds the picture once; decoded per entry it would be count × w × h texels.
 * Returns the step that points the entries at the one copy (after the WAD is written).
 */
export function spriteAliasWith(lumps: LumpSource[], count: number, w: number, h: number): (b: Uint8Array) => Uint8Array {
  let end = lumps.findIndex((l) => l.name === 'S_END');
  if (end < 0) { lumps.push({ name: 'S_START', data: new Uint8Array(0) }); end = lumps.length; lumps.push({ name: 'S_END', data: new Uint8Array(0) }); }
  const added: LumpSource[] = [{ name: aliasSpriteName(0), data: bigPicture(w, h) }];
  for (let k = 1; k < count; k++) added.push({ name: aliasSpriteName(k), data: new Uint8Array(0) });
  lumps.splice(end, 0, ...added);
  const first = aliasSpriteName(0);
  return (b) => {
    const out = b.slice();
    const { n, off, view } = dirInfo(out);
    const ov = new DataView(out.buffer);
    let src = -1;
    for (let e = 0; e < n; e++) if (readEntryName(out, off + e * 16) === first) src = off + e * 16;
    if (src < 0) return out;
    const at = view.getInt32(src, true), size = view.getInt32(src + 4, true);
    for (let e = 0; e < n; e++) {
      const d = off + e * 16;
      if (out[d + 8] === 0x5a && view.getInt32(d + 4, true) === 0 && /^Z[A-Z]{3}[A-Z]0$/.test(readEntryName(out, d))) {
        ov.setInt32(d, at, true); ov.setInt32(d + 4, size, true);
      }
    }
    return out;
  };
}

function readEntryName(b: Uint8Array, e: number): string {
  let s = '';
  for (let i = 8; i < 16 && b[e + i] !== 0; i++) s += String.fromCharCode(b[e + i]);
  return s;
}

const spriteAlias = (lumps: LumpSource[], rnd: Rnd): ((b: Uint8Array) => Uint8Array) => {
  const [w, h] = pick(rnd, [[4096, 4096], [2048, 2048], [1024, 1024], [256, 256]]);
  return spriteAliasWith(lumps, pick(rnd, [10, 300, 1000, 4000]), w, h);
};

/** Mutators of a standalone WAD's asset lumps that alias records, repeat them and multiply counts. */
const AMPLIFY_MUTATORS: Record<string, (lumps: LumpSource[], rnd: Rnd) => ((b: Uint8Array) => Uint8Array) | void> = {
  'texture-alias': textureAlias,
  'sprite-alias': spriteAlias,
};
export const AMPLIFY_KINDS = Object.keys(AMPLIFY_MUTATORS);

// ------------------------------------------------------------------------------------------ cases

export const MAP_KINDS = Object.keys(MAP_MUTATORS);
export const WAD_KINDS = Object.keys(WAD_MUTATORS);
export const FUZZ_KINDS: readonly string[] = [...MAP_KINDS, ...WAD_KINDS, 'asset-garbage', ...AMPLIFY_KINDS, 'combo'];

/**
 * The case for `seed`: a base (demo WAD or a Freedoom map PWAD), a map and a kind picked by the seed
 * (or the given kind), and the damaged WAD's bytes.
 */
export function makeCase(bases: readonly FuzzBase[], seed: number, onlyKind?: string): FuzzCase {
  const rnd = prng(seed);
  const base = pick(rnd, bases);
  const map = base.maps.length ? pick(rnd, base.maps) : 'MAP01';
  let kind = onlyKind ?? pick(rnd, FUZZ_KINDS);
  if ((kind === 'asset-garbage' || AMPLIFY_MUTATORS[kind]) && base.over !== null) kind = onlyKind ? kind : 'lump-garbage';
  const lumps = base.lumps.slice();
  const wadSteps: WadMutator[] = [];
  if (kind === 'combo') {
    for (let k = 2 + int(rnd, 3); k > 0; k--) MAP_MUTATORS[pick(rnd, MAP_KINDS)](new MapLumps(lumps, map), rnd);
    if (rnd() < 0.3) wadSteps.push(WAD_MUTATORS[pick(rnd, WAD_KINDS)]);
  } else if (MAP_MUTATORS[kind]) MAP_MUTATORS[kind](new MapLumps(lumps, map), rnd);
  else if (WAD_MUTATORS[kind]) wadSteps.push(WAD_MUTATORS[kind]);
  else if (kind === 'asset-garbage') assetGarbage(lumps, rnd);
  else if (AMPLIFY_MUTATORS[kind]) {
    const step = base.over === null ? AMPLIFY_MUTATORS[kind](lumps, rnd) : undefined;
    if (step) wadSteps.push((b) => step(b));
  }
  else throw new Error(`unknown fuzz kind ${JSON.stringify(kind)} (known: ${FUZZ_KINDS.join(', ')})`);
  let bytes = writeWad(base.kind, lumps);
  for (const w of wadSteps) bytes = w(bytes, rnd);
  return { kind, seed, base: base.id, over: base.over, map, bytes };
}

/** The seed of case `index` of a run seeded `runSeed` (a 32-bit mix, so neighbouring runs do not overlap). */
export function caseSeed(runSeed: number, index: number): number {
  let h = (runSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
