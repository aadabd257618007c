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

function readName9(data: Uint8Array, offset: number): string {
  let s = '';
  for (let i = 0; i < 9; i++) {
    const c = data[offset + i];
    if (c === 0) break;
    s += String.fromCharCode(c);
  }
  return s.toUpperCase();
}

/**
 * Parses a Boom SWITCHES lump: records up to the first with game 0. A lump whose size is not a whole
 * number of records before that terminator, or a record with an empty name, is a WadError naming `file`.
 * A lump of whole records without a terminator is read to its end.
 */
export function parseSwitchesLump(data: Uint8Array, file: string): SwitchPair[] {
  const out: SwitchPair[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let off = 0; ; off += SWITCHES_RECORD_SIZE) {
    if (off === data.length) return out;
    if (off + SWITCHES_RECORD_SIZE > data.length) {
      throw new WadError(file, 'SWITCHES', `size ${data.length} is not a multiple of ${SWITCHES_RECORD_SIZE} (record ${out.length} is cut short)`);
    }
    const game = view.getInt16(off + 18, true);
    if (game === 0) return out;
    const offName = readName9(data, off);
    const onName = readName9(data, off + 9);
    if (offName === '' || onName === '') throw new WadError(file, 'SWITCHES', `record ${out.length} has an empty texture name`);
    out.push({ off: offName.slice(0, 8), on: onName.slice(0, 8), game });
  }
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

/** The switch pairs for a WAD stack: its SWITCHES lump's list when one is present, else DOOM's, kept up to the game level. */
export function switchPairsFor(stack: WadStack): SwitchPair[] {
  const lump = stack.find('SWITCHES');
  const list = lump ? parseSwitchesLump(lump.data, lump.file) : DOOM_SWITCHES;
  const level = switchGameLevel(stack);
  return list.filter((p) => p.game >= 1 && p.game <= level);
}

/**
 * Partner table over a texture table (names in load order, upper case): out[id] is the texture a switch
 * showing `id` flips to, or -1. Pairs with a missing texture are skipped (vanilla DOOM stops instead),
 * with a warning when `warnings` is given (the World passes it for a SWITCHES lump's list only).
 */
export function buildSwitchTable(names: readonly string[], list: readonly SwitchPair[], warnings?: string[]): Int32Array {
  const index = new Map<string, number>();
  for (let i = 0; i < names.length; i++) if (!index.has(names[i])) index.set(names[i], i);
  const out = new Int32Array(names.length).fill(-1);
  for (const p of list) {
    const a = index.get(p.off);
    const b = index.get(p.on);
    if (a === undefined || b === undefined) {
      warnings?.push(`switch ${p.off}/${p.on}: texture ${a === undefined ? p.off : p.on} not found; skipped`);
      continue;
    }
    out[a] = b;
    out[b] = a;
  }
  return out;
}
