// Wall switches: the pairs of textures a switch flips between (SW1xxx "off" ↔ SW2xxx "on"). DOOM's own
// list, each pair tagged with the first game that has it (1 shareware, 2 registered/Ultimate, 3 DOOM II),
// and Boom's SWITCHES lump, which replaces that list in a PWAD. A switch flips either way: a line showing
// the "on" texture flips back to "off" (DOOM searches both names of every pair).
import { WadError } from '../errors.js';
import type { WadStack } from '../wad/wad-stack.js';

export interface SwitchPair {
  /** Texture shown before use (SW1...). */
  readonly off: string;
  /** Texture shown after use (SW2...). */
  readonly on: string;
  /** First game with this pair: 1 shareware, 2 registered (and Ultimate), 3 DOOM II. */
  readonly game: number;
}

export const SWITCH_GAME = { shareware: 1, registered: 2, commercial: 3 } as const;

function pairs(game: number, names: string): SwitchPair[] {
  return names.split(' ').map((n) => ({ off: `SW1${n}`, on: `SW2${n}`, game }));
}

/** DOOM's switch list, in DOOM's order. */
export const DOOM_SWITCHES: readonly SwitchPair[] = [
  ...pairs(1, 'BRCOM BRN1 BRN2 BRNGN BROWN COMM COMP DIRT EXIT GRAY GRAY1 METAL PIPE SLAD STARG STON1 STON2 STONE STRTN'),
  ...pairs(2, 'BLUE CMT GARG GSTON HOT LION SATYR SKIN VINE WOOD'),
  ...pairs(3, 'PANEL ROCK MET2 WDMET BRIK MOD1 ZIM STON6 TEK MARB SKULL'),
];

/** Bytes per SWITCHES record: 9-byte off name, 9-byte on name, little-endian int16 game. */
export const SWITCHES_RECORD_SIZE = 20;

/**
 * The most pairs read from a SWITCHES lump: every texture of a 32,767-texture WAD in a pair, twice
 * over. DOOM kept 50; Boom reads any number. Records past this are counted and warned about, never
 * turned into pairs, so a huge lump costs a scan of its bytes and nothing more.
 */
export const MAX_SWITCH_PAIRS = 32768;
/** Missing-texture warnings written out one by one; the rest are counted in one more line. */
export const MAX_SWITCH_WARNINGS = 20;

function readName9(data: Uint8Array, offset: number): string {
  let end = offset;
  while (end < offset + 9 && data[end] !== 0) end++;
  return String.fromCharCode.apply(null, data.subarray(offset, end) as unknown as number[]).toUpperCase();
}

/**
 * Parses a Boom SWITCHES lump in place: records up to the first with game 0. A lump whose size is
 * not a whole number of records before that terminator, or a record with an empty name, is a
 * WadError naming `file`. A lump of whole records without a terminator is read to its end. Only the
 * first MAX_SWITCH_PAIRS records become pairs; the records after them are checked and counted in
 * one warning (pushed to `warnings` when given).
 */
export function parseSwitchesLump(data: Uint8Array, file: string, warnings?: string[]): SwitchPair[] {
  const out: SwitchPair[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let ignored = 0;
  for (let off = 0, n = 0; ; off += SWITCHES_RECORD_SIZE, n++) {
    if (off === data.length) break;
    if (off + SWITCHES_RECORD_SIZE > data.length) {
      throw new WadError(file, 'SWITCHES', `size ${data.length} is not a multiple of ${SWITCHES_RECORD_SIZE} (record ${n} is cut short)`);
    }
    const game = view.getInt16(off + 18, true);
    if (game === 0) break;
    if (data[off] === 0 || data[off + 9] === 0) throw new WadError(file, 'SWITCHES', `record ${n} has an empty texture name`);
    if (n >= MAX_SWITCH_PAIRS) { ignored++; continue; }
    out.push({ off: readName9(data, off).slice(0, 8), on: readName9(data, off + 9).slice(0, 8), game });
  }
  if (ignored > 0) warnings?.push(`SWITCHES: ${MAX_SWITCH_PAIRS + ignored} switch pairs; only the first ${MAX_SWITCH_PAIRS} are used`);
  return out;
}

/**
 * The game level of the IWAD (the stack's first file), as DOOM decides which switches exist: 3 when it
 * has MAPxx maps (DOOM II), 2 when it has episode 2 or later (registered, Ultimate), else 1 (shareware).
 */
export function switchGameLevel(stack: WadStack): number {
  const base = stack.files.length > 0 ? stack.files[0] : undefined;
  if (base === undefined) return SWITCH_GAME.shareware;
  let level: number = SWITCH_GAME.shareware;
  for (const l of base.lumps) {
    if (/^MAP\d\d$/.test(l.name)) return SWITCH_GAME.commercial;
    if (/^E[2-9]M\d$/.test(l.name)) level = SWITCH_GAME.registered;
  }
  return level;
}

/**
 * The switch pairs for a WAD stack: its SWITCHES lump's list when one is present, else DOOM's, kept
 * up to the game level. A SWITCHES lump's warnings (too many pairs) go to `warnings` when given.
 */
export function switchPairsFor(stack: WadStack, warnings?: string[]): SwitchPair[] {
  const lump = stack.find('SWITCHES');
  const list = lump ? parseSwitchesLump(lump.data, lump.file, warnings) : DOOM_SWITCHES;
  const level = switchGameLevel(stack);
  return list.filter((p) => p.game >= 1 && p.game <= level);
}

/**
 * Partner table over a texture table (names in load order, upper case): out[id] is the texture a switch
 * showing `id` flips to, or -1. Pairs with a missing texture are skipped (vanilla DOOM stops instead),
 * with a warning when `warnings` is given (the World passes it for a SWITCHES lump's list only): one
 * per pair for the first MAX_SWITCH_WARNINGS, then one line counting the rest.
 */
export function buildSwitchTable(names: readonly string[], list: readonly SwitchPair[], warnings?: string[]): Int32Array {
  const index = new Map<string, number>();
  for (let i = 0; i < names.length; i++) if (!index.has(names[i])) index.set(names[i], i);
  const out = new Int32Array(names.length).fill(-1);
  let missing = 0;
  for (const p of list) {
    const a = index.get(p.off);
    const b = index.get(p.on);
    if (a === undefined || b === undefined) {
      if (++missing <= MAX_SWITCH_WARNINGS) warnings?.push(`switch ${p.off}/${p.on}: texture ${a === undefined ? p.off : p.on} not found; skipped`);
      continue;
    }
    out[a] = b;
    out[b] = a;
  }
  if (missing > MAX_SWITCH_WARNINGS) warnings?.push(`switch pairs: ${missing - MAX_SWITCH_WARNINGS} more with a missing texture; skipped`);
  return out;
}
