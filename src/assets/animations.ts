// DOOM's animated flats and wall textures (the vanilla animdefs table): each animation is a range of
// the loaded table, first..last in WAD order, shown for `speed` tics per frame. The renderer keeps a
// translation array (id → id shown) and refreshes it with fillTranslation once per frame.
// DOOM's phase (P_UpdateSpecials): member number n of a range shows
// basepic + ((leveltime / speed + n) % count), where n is the member's own texture or flat NUMBER in
// DOOM's tables, not its place in the range; so the range's first number (flats: counted from F_START,
// the F1_START marker included) sets the phase. P_UpdateSpecials runs inside a tic, before leveltime
// counts that tic: after `tics` tics the picture is the one for leveltime tics - 1, and before the first
// tic every member shows itself.
import type { FlatSet } from './flats.js';
import type { TextureSet } from './textures.js';

export interface AnimDef {
  /** First and last name of the range, in the WAD's order. */
  readonly first: string;
  readonly last: string;
  /** Tics per frame (DOOM: 8, at 35 tics a second). */
  readonly speed: number;
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
      warnings?.push(`animation ${d.first}..${d.last}: bad cycle (${d.last} is at ${b}, ${d.first} at ${a}); skipped`);
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

/** DOOM's standard animations resolved against loaded textures and flats. */
export function loadAnimations(textures: TextureSet, flats: FlatSet): Animations {
  const warnings: string[] = [];
  return {
    textures: buildAnimationTable(textures.textures.map((t) => t.name), DOOM_TEXTURE_ANIMDEFS, warnings),
    flats: buildAnimationTable(flats.flats.map((f) => f.name), DOOM_FLAT_ANIMDEFS, warnings, flats.numbers),
    warnings,
  };
}
