// UDMF maps (the Universal Doom Map Format 1.1: a map marker, TEXTMAP, optional ZNODES, BLOCKMAP,
// REJECT, BEHAVIOR, DIALOGUE lumps, then ENDMAP) decoded into the same MapData the binary decoder
// (map-data.ts) makes, so the mesh, the renderers and the game take them unchanged.
//  - Namespaces: `doom` gives a Doom-format map (DOOM's, Boom's and MBF21's line and thing bits as
//    the binary lumps hold them); `hexen`, `zdoom` and `dsda` (dsda-doom's, a subset of ZDoom's)
//    give a Hexen-format map (specials with five arguments, thing ids, heights, specials). Other
//    namespaces are read as `doom` with a warning.
//  - Every field that maps onto a binary record is read with the specification's default; fields
//    the engine has no place for (per-part side offsets, sector panning, alpha, …) are read and
//    named once in the warnings. `comment` and `user_…` fields carry no meaning and are skipped.
//  - Bounded and hostile-safe: the text is at most MAX_TEXTMAP_BYTES; blocks of each kind are
//    capped as the binary lumps are (MAX_RECORDS); blocks do not nest (the grammar has none), so a
//    `{` inside a block is an error; numbers must be whole where DOOM's are and fit the 16-bit
//    fields the binary records hold; every error names the file, the map, TEXTMAP and the line.
import { MapError } from '../errors.js';
import type { Lump } from '../wad/wad-file.js';
import type { MapEntry } from '../wad/wad-stack.js';
import { decodeXnod } from './znodes.js';
import { MAX_RECORDS, NO_SIDE, checkBlockmap, type Linedef, type MapData, type SectorDef, type Sidedef, type Thing } from './map-types.js';

/** The most TEXTMAP bytes read: a map at every record cap writes about 40 MB of text. */
export const MAX_TEXTMAP_BYTES = 64 << 20;

/** Binary line flags (ML_*, Boom's and MBF21's) by the doom namespace's field names. */
const DOOM_LINE_FLAGS: Readonly<Record<string, number>> = {
  blocking: 0x0001, blockmonsters: 0x0002, twosided: 0x0004, dontpegtop: 0x0008, dontpegbottom: 0x0010, secret: 0x0020,
  blocksound: 0x0040, dontdraw: 0x0080, mapped: 0x0100, passuse: 0x0200, blocklandmonsters: 0x1000, blockplayers: 0x2000,
};
/** Hexen's line flags (the first nine as DOOM's; activation and repeat in bits 9..12). */
const HEXEN_LINE_FLAGS: Readonly<Record<string, number>> = {
  blocking: 0x0001, blockmonsters: 0x0002, twosided: 0x0004, dontpegtop: 0x0008, dontpegbottom: 0x0010, secret: 0x0020,
  blocksound: 0x0040, dontdraw: 0x0080, mapped: 0x0100, repeatspecial: 0x0200,
};
/** Hexen's activation (SPAC, bits 10..12) by the UDMF flag that asks for it. */
const HEXEN_SPAC: Readonly<Record<string, number>> = {
  playercross: 0, playeruse: 1, monstercross: 2, impact: 3, playerpush: 4, missilecross: 5,
};
/** Binary thing flags (MTF_*: Boom's not-in-deathmatch and not-in-coop, MBF's friend). */
const MTF_EASY = 1, MTF_NORMAL = 2, MTF_HARD = 4, MTF_AMBUSH = 8, MTF_NOTSINGLE = 16, MTF_NOTDM = 32, MTF_NOTCOOP = 64, MTF_FRIEND = 128;
/** Hexen's thing flags: dormant, fighter, cleric, mage, single, coop, deathmatch. */
const HTF_DORMANT = 16, HTF_CLASS1 = 32, HTF_CLASS2 = 64, HTF_CLASS3 = 128, HTF_SINGLE = 256, HTF_COOP = 512, HTF_DM = 1024;

/** The fields each block kind maps onto the binary records (the rest are listed as unsupported). */
const KNOWN_DOOM: Readonly<Record<string, ReadonlySet<string>>> = {
  vertex: new Set(['x', 'y']),
  linedef: new Set(['id', 'v1', 'v2', 'special', 'sidefront', 'sideback', ...Object.keys(DOOM_LINE_FLAGS)]),
  sidedef: new Set(['offsetx', 'offsety', 'texturetop', 'texturebottom', 'texturemiddle', 'sector']),
  sector: new Set(['heightfloor', 'heightceiling', 'texturefloor', 'textureceiling', 'lightlevel', 'special', 'id']),
  thing: new Set(['x', 'y', 'angle', 'type', 'skill1', 'skill2', 'skill3', 'skill4', 'skill5', 'ambush', 'single', 'dm', 'coop', 'friend']),
};
const KNOWN_HEXEN: Readonly<Record<string, ReadonlySet<string>>> = {
  vertex: KNOWN_DOOM.vertex,
  linedef: new Set(['id', 'v1', 'v2', 'special', 'sidefront', 'sideback', 'arg0', 'arg1', 'arg2', 'arg3', 'arg4',
    'monsteractivate', 'anycross', ...Object.keys(HEXEN_LINE_FLAGS), ...Object.keys(HEXEN_SPAC)]),
  sidedef: KNOWN_DOOM.sidedef,
  sector: KNOWN_DOOM.sector,
  thing: new Set([...KNOWN_DOOM.thing, 'id', 'height', 'special', 'arg0', 'arg1', 'arg2', 'arg3', 'arg4', 'dormant', 'class1', 'class2', 'class3']),
};
/** The most blocks of each kind, as the binary lumps are capped (made when first used: map-data.ts
 *  and this file import each other). */
function blockCaps(): Readonly<Record<string, number>> {
  return { vertex: MAX_RECORDS.VERTEXES, linedef: MAX_RECORDS.LINEDEFS, sidedef: MAX_RECORDS.SIDEDEFS, sector: MAX_RECORDS.SECTORS, thing: MAX_RECORDS.THINGS };
}

/** A field's value: a number (with whether it was written as a float), a quoted string, or a keyword. */
interface Value { num: number; str: string | null; kw: string | null; float: boolean; line: number }

// Character codes.
const C_NL = 10, C_SLASH = 47, C_STAR = 42, C_QUOTE = 34, C_BSLASH = 92, C_EQ = 61, C_SEMI = 59, C_OPEN = 123, C_CLOSE = 125;

function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
function isIdentChar(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

/** TEXTMAP's text, read once: blocks handed to `onBlock` as they close, global assignments to
 *  `onGlobal`. Linear in the text; never recursive. */
class TextmapReader {
  private i = 0;
  line = 1;
  constructor(private readonly s: string, private readonly fail: (line: number, what: string) => MapError) {}

  private skipSpace(): void {
    const s = this.s, n = s.length;
    while (this.i < n) {
      const c = s.charCodeAt(this.i);
      if (c === C_NL) { this.line++; this.i++; continue; }
      if (c <= 32) { this.i++; continue; }
      if (c === C_SLASH && s.charCodeAt(this.i + 1) === C_SLASH) {
        while (this.i < n && s.charCodeAt(this.i) !== C_NL) this.i++;
        continue;
      }
      if (c === C_SLASH && s.charCodeAt(this.i + 1) === C_STAR) {
        const start = this.line;
        this.i += 2;
        while (this.i < n && !(s.charCodeAt(this.i) === C_STAR && s.charCodeAt(this.i + 1) === C_SLASH)) {
          if (s.charCodeAt(this.i) === C_NL) this.line++;
          this.i++;
        }
        if (this.i >= n) throw this.fail(start, 'a /* comment is not closed before the end');
        this.i += 2;
        continue;
      }
      return;
    }
  }

  private ident(): string {
    const s = this.s, start = this.i;
    while (this.i < s.length && isIdentChar(s.charCodeAt(this.i))) this.i++;
    if (this.i - start > 256) throw this.fail(this.line, `an identifier of ${this.i - start} characters`);
    return s.slice(start, this.i).toLowerCase();
  }

  private value(): Value {
    const s = this.s, line = this.line;
    const c = s.charCodeAt(this.i);
    if (c === C_QUOTE) {
      this.i++;
      let out = '';
      let start = this.i;
      while (this.i < s.length && s.charCodeAt(this.i) !== C_QUOTE) {
        const d = s.charCodeAt(this.i);
        if (d === C_BSLASH) { out += s.slice(start, this.i); this.i++; start = this.i; }
        else if (d === C_NL) this.line++;
        this.i++;
        if (this.i - start + out.length > 4096) throw this.fail(line, 'a string longer than 4096 characters');
      }
      if (this.i >= s.length) throw this.fail(line, 'a string is not closed before the end');
      out += s.slice(start, this.i);
      this.i++;
      return { num: 0, str: out, kw: null, float: false, line };
    }
    if (isIdentStart(c)) {
      const kw = this.ident();
      return { num: 0, str: null, kw, float: false, line };
    }
    const start = this.i;
    // The common case first: a plain decimal whole number, read as it is scanned.
    let k = this.i, neg = false, v = 0, digits = 0;
    if (s.charCodeAt(k) === 45) { neg = true; k++; } else if (s.charCodeAt(k) === 43) k++;
    const first = k;
    while (k < s.length) {
      const d = s.charCodeAt(k);
      if (d < 48 || d > 57) break;
      v = v * 10 + (d - 48);
      digits++;
      k++;
    }
    const after = s.charCodeAt(k);
    if (digits > 0 && digits <= 15 && (after === C_SEMI || after <= 32 || Number.isNaN(after)) && !(s.charCodeAt(first) === 48 && digits > 1)) {
      this.i = k;
      return { num: neg ? -v : v, str: null, kw: null, float: false, line };
    }
    while (this.i < s.length) {
      const d = s.charCodeAt(this.i);
      if (d === C_SEMI || d <= 32 || d === C_CLOSE || d === C_SLASH) break;
      this.i++;
      if (this.i - start > 64) throw this.fail(line, 'a number longer than 64 characters');
    }
    const text = s.slice(start, this.i);
    if (/^[+-]?(0x[0-9a-f]+|\d+)$/i.test(text)) {
      const body = text.replace(/^[+-]/, '');
      // Octal is the spec's leading 0 (0[0-7]+); hexadecimal 0x.
      const n = /^0x/i.test(body) ? parseInt(body.slice(2), 16) : /^0[0-7]+$/.test(body) ? parseInt(body, 8) : Number(body);
      return { num: text.startsWith('-') ? -n : n, str: null, kw: null, float: false, line };
    }
    if (/^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$/.test(text)) return { num: Number(text), str: null, kw: null, float: true, line };
    throw this.fail(line, `"${text.slice(0, 32)}" is not a value (a number, a quoted string, true or false)`);
  }

  read(onGlobal: (name: string, v: Value) => void, onBlock: (kind: string, fields: Map<string, Value>, line: number) => void): void {
    const s = this.s;
    const fields = new Map<string, Value>();
    let block: string | null = null, blockLine = 0;
    for (;;) {
      this.skipSpace();
      if (this.i >= s.length) break;
      const c = s.charCodeAt(this.i);
      if (c === C_CLOSE) {
        if (block === null) throw this.fail(this.line, "'}' without a block");
        this.i++;
        onBlock(block, fields, blockLine);
        fields.clear();
        block = null;
        continue;
      }
      if (!isIdentStart(c)) throw this.fail(this.line, `unexpected '${c < 32 || c > 126 ? `\\x${c.toString(16)}` : s[this.i]}'`);
      const name = this.ident();
      const line = this.line;
      this.skipSpace();
      const d = s.charCodeAt(this.i);
      if (d === C_OPEN) {
        if (block !== null) throw this.fail(line, `'${name.slice(0, 32)} {' inside the ${block} block begun at line ${blockLine}: blocks do not nest`);
        this.i++;
        block = name;
        blockLine = line;
        continue;
      }
      if (d !== C_EQ) throw this.fail(line, `'=' or '{' expected after ${name.slice(0, 32)}`);
      this.i++;
      this.skipSpace();
      if (this.i >= s.length) throw this.fail(line, `${name.slice(0, 32)}: a value expected before the end`);
      const v = this.value();
      this.skipSpace();
      if (s.charCodeAt(this.i) !== C_SEMI) throw this.fail(this.line, `';' expected after ${name.slice(0, 32)}'s value`);
      this.i++;
      if (block === null) onGlobal(name, v);
      else fields.set(name, v);
    }
    if (block !== null) throw this.fail(blockLine, `the ${block} block is not closed before the end`);
  }
}

/** Decodes a UDMF map (an entry whose lumps hold TEXTMAP). */
export function decodeUdmf(entry: MapEntry): MapData {
  const textmap = entry.lumps.get('TEXTMAP');
  const fail = (line: number, what: string) => new MapError(entry.file, entry.name, `TEXTMAP line ${line}: ${what}`);
  if (!textmap) throw new MapError(entry.file, entry.name, 'TEXTMAP: required lump is missing');
  if (textmap.data.length > MAX_TEXTMAP_BYTES) {
    throw new MapError(entry.file, entry.name, `TEXTMAP: ${textmap.data.length} bytes, more than the ${MAX_TEXTMAP_BYTES} a map may have`);
  }
  const text = new TextDecoder('latin1').decode(textmap.data);
  const warnings: string[] = [];
  const BLOCK_CAP = blockCaps();
  let namespace = '';
  let hexen = false, known = KNOWN_DOOM;
  const vertices: number[] = [];
  const linedefs: Linedef[] = [], sidedefs: Sidedef[] = [], sectors: SectorDef[] = [], things: Thing[] = [];
  const unsupported = new Set<string>();
  const counts = new Map<string, number>();
  let fractional = 0, skillSplit = 0;

  const num = (f: Map<string, Value>, kind: string, name: string, def: number | null, whole: boolean, min: number, max: number, line: number): number => {
    const v = f.get(name);
    if (v === undefined) {
      if (def === null) throw fail(line, `${kind}: required field ${name} is missing`);
      return def;
    }
    if (v.str !== null || v.kw !== null) throw fail(v.line, `${kind}.${name}: a number expected`);
    if (whole && v.float && !Number.isInteger(v.num)) throw fail(v.line, `${kind}.${name}: ${v.num} is not a whole number`);
    if (!(v.num >= min && v.num <= max)) throw fail(v.line, `${kind}.${name}: ${v.num} is outside ${min}..${max}`);
    return whole ? Math.trunc(v.num) : v.num;
  };
  const bool = (f: Map<string, Value>, kind: string, name: string): boolean => {
    const v = f.get(name);
    if (v === undefined) return false;
    if (v.kw === 'true') return true;
    if (v.kw === 'false') return false;
    throw fail(v.line, `${kind}.${name}: true or false expected`);
  };
  const str = (f: Map<string, Value>, kind: string, name: string, def: string | null, line: number): string => {
    const v = f.get(name);
    if (v === undefined) {
      if (def === null) throw fail(line, `${kind}: required field ${name} is missing`);
      return def;
    }
    if (v.str === null) throw fail(v.line, `${kind}.${name}: a quoted string expected`);
    // Names as the binary decoder reads them: ASCII letters upper case.
    return /[a-z]/.test(v.str) ? v.str.replace(/[a-z]+/g, (m) => m.toUpperCase()) : v.str;
  };
  const I16 = 32767;

  const onGlobal = (name: string, v: Value): void => {
    if (name !== 'namespace') { unsupported.add(name); return; }
    if (v.str === null) throw fail(v.line, 'namespace: a quoted string expected');
    if (namespace !== '' || vertices.length || linedefs.length || sidedefs.length || sectors.length || things.length) {
      throw fail(v.line, 'namespace must be given once, before the blocks');
    }
    namespace = v.str.toLowerCase();
    if (namespace === 'hexen' || namespace === 'zdoom' || namespace === 'dsda') { hexen = true; known = KNOWN_HEXEN; }
    else if (namespace !== 'doom') warnings.push(`TEXTMAP: namespace "${v.str.slice(0, 32)}" is not doom, hexen, zdoom or dsda; read as doom`);
  };

  const onBlock = (kind: string, f: Map<string, Value>, line: number): void => {
    const cap = BLOCK_CAP[kind];
    if (cap === undefined) { unsupported.add(`${kind.slice(0, 32)} blocks`); return; }
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    if (n > cap) return;
    const k = known[kind];
    for (const name of f.keys()) if (!k.has(name) && name !== 'comment' && !name.startsWith('user_')) unsupported.add(`${kind}.${name}`);
    switch (kind) {
      case 'vertex': {
        const x = num(f, kind, 'x', null, false, -I16, I16, line), y = num(f, kind, 'y', null, false, -I16, I16, line);
        if (!Number.isInteger(x) || !Number.isInteger(y)) fractional++;
        vertices.push(x, y);
        break;
      }
      case 'linedef': {
        const v1 = num(f, kind, 'v1', null, true, 0, 0xffff, line), v2 = num(f, kind, 'v2', null, true, 0, 0xffff, line);
        const right = num(f, kind, 'sidefront', null, true, 0, 0xfffe, line);
        const back = num(f, kind, 'sideback', -1, true, -1, 0xfffe, line);
        let flags = 0;
        const table = hexen ? HEXEN_LINE_FLAGS : DOOM_LINE_FLAGS;
        for (const name in table) if (bool(f, kind, name)) flags |= table[name];
        let special: number, tag: number;
        const args: [number, number, number, number, number] = [0, 0, 0, 0, 0];
        if (hexen) {
          special = num(f, kind, 'special', 0, true, 0, 255, line);
          for (let a = 0; a < 5; a++) args[a] = num(f, kind, `arg${a}`, 0, true, 0, 255, line);
          tag = args[0];
          let spac = -1;
          for (const name in HEXEN_SPAC) if (bool(f, kind, name)) { if (spac < 0) spac = HEXEN_SPAC[name]; }
          if (bool(f, kind, 'anycross')) spac = spac < 0 ? 0 : spac;
          if (spac > 0) flags |= spac << 10;
          if (bool(f, kind, 'monsteractivate')) flags |= 0x2000;
        } else {
          special = num(f, kind, 'special', 0, true, -32768, 32767, line);
          tag = num(f, kind, 'id', 0, true, -32768, 32767, line);
        }
        linedefs.push({ v1, v2, flags, special, tag, args, right, left: back < 0 ? NO_SIDE : back });
        break;
      }
      case 'sidedef':
        sidedefs.push({
          xOffset: num(f, kind, 'offsetx', 0, true, -I16 - 1, I16, line), yOffset: num(f, kind, 'offsety', 0, true, -I16 - 1, I16, line),
          upper: str(f, kind, 'texturetop', '-', line), lower: str(f, kind, 'texturebottom', '-', line),
          middle: str(f, kind, 'texturemiddle', '-', line), sector: num(f, kind, 'sector', null, true, 0, 0xffff, line),
        });
        break;
      case 'sector':
        sectors.push({
          floorZ: num(f, kind, 'heightfloor', 0, true, -I16 - 1, I16, line), ceilingZ: num(f, kind, 'heightceiling', 0, true, -I16 - 1, I16, line),
          floorFlat: str(f, kind, 'texturefloor', null, line), ceilingFlat: str(f, kind, 'textureceiling', null, line),
          light: num(f, kind, 'lightlevel', 160, true, -I16 - 1, I16, line), special: num(f, kind, 'special', 0, true, -I16 - 1, I16, line),
          tag: num(f, kind, 'id', 0, true, -I16 - 1, I16, line),
        });
        break;
      case 'thing': {
        const x = num(f, kind, 'x', null, false, -I16 - 1, I16, line), y = num(f, kind, 'y', null, false, -I16 - 1, I16, line);
        const s = [bool(f, kind, 'skill1'), bool(f, kind, 'skill2'), bool(f, kind, 'skill3'), bool(f, kind, 'skill4'), bool(f, kind, 'skill5')];
        if (s[0] !== s[1] || s[3] !== s[4]) skillSplit++;
        let flags = (s[0] || s[1] ? MTF_EASY : 0) | (s[2] ? MTF_NORMAL : 0) | (s[3] || s[4] ? MTF_HARD : 0) | (bool(f, kind, 'ambush') ? MTF_AMBUSH : 0);
        const single = bool(f, kind, 'single'), dm = bool(f, kind, 'dm'), coop = bool(f, kind, 'coop');
        const t: Thing = {
          x, y, angle: num(f, kind, 'angle', 0, true, -I16 - 1, I16, line), type: num(f, kind, 'type', null, true, -I16 - 1, I16, line),
          flags: 0, tid: 0, z: 0, special: 0,
        };
        if (hexen) {
          flags |= (bool(f, kind, 'dormant') ? HTF_DORMANT : 0) | (bool(f, kind, 'class1') ? HTF_CLASS1 : 0) |
            (bool(f, kind, 'class2') ? HTF_CLASS2 : 0) | (bool(f, kind, 'class3') ? HTF_CLASS3 : 0) |
            (single ? HTF_SINGLE : 0) | (coop ? HTF_COOP : 0) | (dm ? HTF_DM : 0);
          t.tid = num(f, kind, 'id', 0, true, -I16 - 1, I16, line);
          t.z = num(f, kind, 'height', 0, true, -I16 - 1, I16, line);
          t.special = num(f, kind, 'special', 0, true, 0, 255, line);
        } else {
          flags |= (single ? 0 : MTF_NOTSINGLE) | (dm ? 0 : MTF_NOTDM) | (coop ? 0 : MTF_NOTCOOP) | (bool(f, kind, 'friend') ? MTF_FRIEND : 0);
        }
        t.flags = flags;
        things.push(t);
        break;
      }
    }
  };

  new TextmapReader(text, fail).read(onGlobal, onBlock);
  if (namespace === '') warnings.push('TEXTMAP: no namespace given; read as doom');

  for (const [kind, n] of counts) {
    const cap = BLOCK_CAP[kind];
    if (n > cap) warnings.push(`TEXTMAP: ${n} ${kind} blocks, more than the ${cap} a map may have; the rest are ignored`);
  }
  // References, checked as the binary decoder checks them.
  const nv = vertices.length / 2;
  for (let i = 0; i < sidedefs.length; i++) {
    if (sidedefs[i].sector >= sectors.length) throw fail(0, `sidedef ${i} references sector ${sidedefs[i].sector}, but the map has ${sectors.length} sectors`);
  }
  const noBack: number[] = [];
  for (let i = 0; i < linedefs.length; i++) {
    const l = linedefs[i];
    if (l.v1 >= nv || l.v2 >= nv) throw fail(0, `linedef ${i} references vertex ${l.v1 >= nv ? l.v1 : l.v2}, but the map has ${nv} vertices`);
    for (const s of [l.right, l.left]) {
      if (s !== NO_SIDE && s >= sidedefs.length) throw fail(0, `linedef ${i} references sidedef ${s}, but the map has ${sidedefs.length} sidedefs`);
    }
    if (l.left === NO_SIDE && l.flags & 0x0004) noBack.push(i);
  }
  if (noBack.length) {
    warnings.push(`${noBack.length} linedef(s) flagged two-sided without a back sidedef, drawn one-sided: ${noBack.slice(0, 8).join(' ')}${noBack.length > 8 ? ' ...' : ''}`);
  }
  if (fractional) warnings.push(`TEXTMAP: ${fractional} vertices have fractional coordinates; the game's rules take whole map units`);
  if (skillSplit) warnings.push(`TEXTMAP: ${skillSplit} things differ between skills 1 and 2 or 4 and 5, which DOOM's flags cannot hold; either spawns them in both`);
  if (unsupported.size) {
    const list = [...unsupported].sort();
    warnings.push(`TEXTMAP: read but not supported: ${list.slice(0, 24).join(', ')}${list.length > 24 ? ` … and ${list.length - 24} more` : ''}`);
  }
  let bsp: Pick<MapData, 'nodes' | 'nodeChildren' | 'subsectors' | 'segs'> = { nodes: null, nodeChildren: null, subsectors: null, segs: null };
  const znodes = entry.lumps.get('ZNODES');
  if (znodes) {
    const z = decodeXnod(znodes.data, vertices, linedefs);
    if (typeof z === 'string') warnings.push(`ZNODES: ${z}; the game finds sectors by the mesh`);
    else {
      bsp = { nodes: z.nodes, nodeChildren: z.nodeChildren, subsectors: z.subsectors, segs: z.segs };
      vertices.push(...z.newVertices);
    }
  }

  let blockmap: Int16Array | null = null;
  const bm = entry.lumps.get('BLOCKMAP');
  if (bm) {
    const words = lumpWords(bm);
    const problem = checkBlockmap(words, linedefs.length);
    if (problem === null) blockmap = words;
    else warnings.push(`BLOCKMAP: ${problem}; not used`);
  }
  const rejectLump = entry.lumps.get('REJECT');
  let reject: Uint8Array | null = null;
  if (rejectLump) {
    const need = Math.ceil((sectors.length * sectors.length) / 8);
    reject = rejectLump.data.slice(0, Math.min(need, rejectLump.data.length));
    if (reject.length < need) warnings.push(`REJECT: ${reject.length} bytes, fewer than the ${need} that ${sectors.length} sectors need`);
  }
  const portals = entry.lumps.get('PORTALS');
  return {
    name: entry.name, file: entry.file, format: hexen ? 'hexen' : 'doom', vertices: Float64Array.from(vertices), linedefs, sidedefs,
    sectors, things, portalsText: portals ? new TextDecoder('latin1').decode(portals.data) : null,
    blockmap, ...bsp, reject, warnings,
  };
}

function lumpWords(l: Lump): Int16Array {
  const n = l.data.length >> 1;
  const out = new Int16Array(n);
  const v = new DataView(l.data.buffer, l.data.byteOffset, l.data.byteLength);
  for (let i = 0; i < n; i++) out[i] = v.getInt16(i * 2, true);
  return out;
}
