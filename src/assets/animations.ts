// DOOM's animated flats and wall textures (the vanilla animdefs table): each animation is a range of
// the loaded table, first..last in WAD order, shown for `speed` tics per frame. The renderer keeps a
// translation array (id → id shown) and refreshes it with fillTranslation once per frame.
// DOOM's phase (P_UpdateSpecials): member number n of a range shows
// basepic + ((leveltime / speed + n) % count), where n is the member's own texture or flat NUMBER in
// DOOM's tables, not its place in the range; so the range's first number (flats: counted from F_START,
// the F1_START marker included) sets the phase. P_UpdateSpecials runs inside a tic, before leveltime
// counts that tic: after `tics` tics the picture is the one for leveltime tics - 1, and before the first
// tic every member shows itself.
//
// Boom's ANIMATED lump replaces this table: 23-byte records (a type byte: bit 0 set for a wall
// texture, clear for a flat, 255 ends the table, the other bits ignored — later ports mark decals
// with bit 1; the last name and the first name, 9 bytes each, NUL-padded; the speed in tics, int32
// little-endian). A WAD's ANIMATED (the stack's last) is the whole list: DOOM's own ranges animate
// only if it names them, as Boom's default lump does.
import type { FlatSet } from './flats.js';
import type { TextureSet } from './textures.js';
import type { WadStack } from '../wad/wad-stack.js';

export interface AnimDef {
  /** First and last name of the range, in the WAD's order. */
  readonly first: string;
  readonly last: string;
  /** Tics per frame (DOOM: 8, at 35 tics a second). */
  readonly speed: number;
  /** Where it came from, for warnings: e.g. "doom2.wad: ANIMATED record 3" (DOOM's table: none). */
  readonly source?: string;
}

/** DOOM and DOOM II animated flats. */
export const DOOM_FLAT_ANIMDEFS: readonly AnimDef[] = [
  { first: 'NUKAGE1', last: 'NUKAGE3', speed: 8 },
  { first: 'FWATER1', last: 'FWATER4', speed: 8 },
  { first: 'SWATER1', last: 'SWATER4', speed: 8 },
  { first: 'LAVA1', last: 'LAVA4', speed: 8 },
  { first: 'BLOOD1', last: 'BLOOD3', speed: 8 },
  { first: 'RROCK05', last: 'RROCK08', speed: 8 },
  { first: 'SLIME01', last: 'SLIME04', speed: 8 },
  { first: 'SLIME05', last: 'SLIME08', speed: 8 },
  { first: 'SLIME09', last: 'SLIME12', speed: 8 },
];

/** DOOM and DOOM II animated wall textures. */
export const DOOM_TEXTURE_ANIMDEFS: readonly AnimDef[] = [
  { first: 'BLODGR1', last: 'BLODGR4', speed: 8 },
  { first: 'SLADRIP1', last: 'SLADRIP3', speed: 8 },
  { first: 'BLODRIP1', last: 'BLODRIP4', speed: 8 },
  { first: 'FIREWALA', last: 'FIREWALL', speed: 8 },
  { first: 'GSTFONT1', last: 'GSTFONT3', speed: 8 },
  { first: 'FIRELAV3', last: 'FIRELAVA', speed: 8 },
  { first: 'FIREMAG1', last: 'FIREMAG3', speed: 8 },
  { first: 'FIREBLU1', last: 'FIREBLU2', speed: 8 },
  { first: 'ROCKRED1', last: 'ROCKRED3', speed: 8 },
  { first: 'BFALL1', last: 'BFALL4', speed: 8 },
  { first: 'SFALL1', last: 'SFALL4', speed: 8 },
  { first: 'WFALL1', last: 'WFALL4', speed: 8 },
  { first: 'DBRAIN1', last: 'DBRAIN4', speed: 8 },
];

/**
 * Resolved animations, packed as [first id, frame count, speed, DOOM's number of the first] (length
 * 4 * animations). Built once per table; read by animate and fillTranslation.
 */
export type AnimationTable = Int32Array;

export const ANIM_STRIDE = 4;

/**
 * Resolves animation definitions against a table's names (texture or flat names in load order, upper
 * case). A definition is skipped when either end is missing; one whose last comes before its first, or
 * that spans a single entry, is skipped with a warning (vanilla DOOM stops with "bad cycle").
 */
export function buildAnimationTable(
  names: readonly string[],
  defs: readonly AnimDef[],
  warnings?: string[],
  /** DOOM's number per id (flats: FlatSet.numbers); the id itself when omitted. */
  numbers?: ArrayLike<number>,
): AnimationTable {
  const index = new Map<string, number>();
  for (let i = 0; i < names.length; i++) if (!index.has(names[i])) index.set(names[i], i);
  const out: number[] = [];
  for (const d of defs) {
    const a = index.get(d.first.toUpperCase());
    const b = index.get(d.last.toUpperCase());
    if (a === undefined || b === undefined) continue;
    const count = b - a + 1;
    if (count < 2) {
      warnings?.push(`${d.source ? `${d.source}: ` : ''}animation ${d.first}..${d.last}: bad cycle (${d.last} is at ${b}, ${d.first} at ${a}); skipped`);
      continue;
    }
    out.push(a, count, Math.max(1, d.speed | 0), numbers && a < numbers.length ? numbers[a] : a);
  }
  return Int32Array.from(out);
}

/**
 * The id shown for `id` after `tics` tics of the level: itself before the first tic, then DOOM's
 * first + ((leveltime / speed + number) % count) with leveltime = tics - 1 and number = DOOM's number of
 * the first member + (id - first).
 */
export function animate(table: AnimationTable, id: number, tics: number): number {
  if (tics < 1) return id;
  for (let k = 0; k < table.length; k += ANIM_STRIDE) {
    const first = table[k];
    const count = table[k + 1];
    const i = id - first;
    if (i >= 0 && i < count) {
      const step = Math.floor((tics - 1) / table[k + 2]) + table[k + 3] + i;
      return first + (((step % count) + count) % count);
    }
  }
  return id;
}

/** A translation array of n ids, each mapping to itself; fillTranslation then updates the animated ones. */
export function createTranslation(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/**
 * Writes out[id] = the id shown after `tics` tics (see animate), for every animated id (no
 * allocation). Ids outside any animation are not touched: create `out` with createTranslation so they
 * stay identity.
 */
export function fillTranslation(out: Int32Array, table: AnimationTable, tics: number): void {
  for (let k = 0; k < table.length; k += ANIM_STRIDE) {
    const first = table[k];
    const count = table[k + 1];
    const step = tics < 1 ? 0 : (Math.floor((tics - 1) / table[k + 2]) + table[k + 3]) % count;
    for (let i = 0; i < count; i++) {
      const id = first + i;
      if (id < out.length) out[id] = tics < 1 ? id : first + ((((step + i) % count) + count) % count);
    }
  }
}

export interface Animations {
  readonly textures: AnimationTable;
  readonly flats: AnimationTable;
  readonly warnings: string[];
}

/** Bytes per ANIMATED record. */
export const ANIMATED_RECORD_SIZE = 23;
/** The most records read from an ANIMATED lump (Boom reads any number; every texture and flat of a
 *  big WAD in its own range fits many times over). Records past it are counted in one warning. */
export const MAX_ANIMATED_RECORDS = 4096;

export interface AnimatedLump {
  readonly textures: AnimDef[];
  readonly flats: AnimDef[];
}

function name9(data: Uint8Array, offset: number): string {
  let s = '';
  for (let i = offset; i < offset + 8 && data[i] !== 0; i++) s += String.fromCharCode(data[i]);
  return s.toUpperCase();
}

/**
 * Decodes a Boom ANIMATED lump up to its end marker (type 255) or its last whole record. Bad records
 * (an empty name, a speed below 1) are skipped with a warning naming `file`, the lump and the record's
 * index; a lump without an end marker, or with a cut-short record, is read as far as it goes, warned.
 */
export function parseAnimatedLump(data: Uint8Array, file: string, warnings: string[]): AnimatedLump {
  const textures: AnimDef[] = [], flats: AnimDef[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let n = 0, ended = false, ignored = 0;
  for (let off = 0; off + 1 <= data.length; off += ANIMATED_RECORD_SIZE, n++) {
    const type = data[off];
    if (type === 255) { ended = true; break; }
    if (off + ANIMATED_RECORD_SIZE > data.length) {
      warnings.push(`${file}: ANIMATED record ${n} is cut short (${data.length - off} of ${ANIMATED_RECORD_SIZE} bytes); the table ends there`);
      ended = true;
      break;
    }
    if (n >= MAX_ANIMATED_RECORDS) { ignored++; continue; }
    const last = name9(data, off + 1), first = name9(data, off + 10), speed = view.getInt32(off + 19, true);
    if (first === '' || last === '') {
      warnings.push(`${file}: ANIMATED record ${n} has an empty ${first === '' ? 'first' : 'last'} name; skipped`);
      continue;
    }
    if (speed < 1) {
      warnings.push(`${file}: ANIMATED record ${n} (${first}..${last}) has speed ${speed}; skipped`);
      continue;
    }
    ((type & 1) !== 0 ? textures : flats).push({ first, last, speed, source: `${file}: ANIMATED record ${n}` });
  }
  if (!ended && data.length > 0) warnings.push(`${file}: ANIMATED has no end marker (type 255) after ${n} records`);
  if (ignored > 0) warnings.push(`${file}: ANIMATED has ${MAX_ANIMATED_RECORDS + ignored} records; only the first ${MAX_ANIMATED_RECORDS} are used`);
  return { textures, flats };
}

/**
 * The animations of a texture and flat table: a WAD stack's ANIMATED lump when it has one (Boom),
 * else DOOM's built-in ranges. Missing names are skipped quietly for DOOM's list (another IWAD need
 * not have its textures); for a lump's, a missing first name quietly, a missing last one warned.
 */
export function loadAnimations(textures: TextureSet, flats: FlatSet, stack?: WadStack): Animations {
  const warnings: string[] = [];
  const lump = stack?.find('ANIMATED');
  const texNames = textures.textures.map((t) => t.name), flatNames = flats.flats.map((f) => f.name);
  if (!lump) {
    return {
      textures: buildAnimationTable(texNames, DOOM_TEXTURE_ANIMDEFS, warnings),
      flats: buildAnimationTable(flatNames, DOOM_FLAT_ANIMDEFS, warnings, flats.numbers),
      warnings,
    };
  }
  const defs = parseAnimatedLump(lump.data, lump.file, warnings);
  // As Boom: a range whose first name is missing is skipped quietly (WADs carry Boom's default list,
  // which names textures another IWAD lacks); one whose first exists but last does not (Boom stops
  // there) is skipped with a warning.
  const missing = (names: readonly string[], list: AnimDef[], what: string): void => {
    const have = new Set(names);
    let shown = 0;
    for (const d of list) {
      if (!have.has(d.first) || have.has(d.last)) continue;
      if (++shown <= 20) warnings.push(`${d.source ?? lump.file}: ${what} ${d.first}..${d.last}: ${d.last} not found; skipped`);
    }
    if (shown > 20) warnings.push(`${lump.file}: ANIMATED: ${shown - 20} more ${what} ranges with a missing last name skipped`);
  };
  missing(texNames, defs.textures, 'texture');
  missing(flatNames, defs.flats, 'flat');
  return {
    textures: buildAnimationTable(texNames, defs.textures, warnings),
    flats: buildAnimationTable(flatNames, defs.flats, warnings, flats.numbers),
    warnings,
  };
}
