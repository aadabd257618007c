// Flats (floor and ceiling pictures): the lumps between F_START and F_END, 64x64 palette indices,
// row-major. Sky flats (F_SKY1, and by convention any F_SKY*) mark where the sky is drawn instead.
import type { WadStack } from '../wad/wad-stack.js';

export const FLAT_SIZE = 64;
export const FLAT_BYTES = FLAT_SIZE * FLAT_SIZE;

export interface Flat {
  readonly name: string;
  /** 64x64 palette indices, row-major: texel (x, y) is pixels[y * 64 + x]. */
  readonly pixels: Uint8Array;
}

export interface FlatSet {
  /** In namespace order (the IWAD's order; a PWAD flat of the same name takes the IWAD flat's place). */
  readonly flats: Flat[];
  readonly byName: Map<string, number>;
  readonly warnings: string[];
  /**
   * DOOM's flat number per flat (its lump's place after F_START in the first file, sub-markers such as
   * F1_START counted, as R_InitFlats numbers them); it sets animated flats' phase. Flats only a PWAD
   * has continue after the last. Absent: the flat's index.
   */
  readonly numbers?: Int32Array;
}

/** True for the sky flat F_SKY1 and any other name starting with F_SKY (F_SKY2, ... in some ports). */
export function isSkyFlat(name: string): boolean {
  return name.toUpperCase().startsWith('F_SKY');
}

/** Wrong-size warnings kept (the rest are counted). */
const MAX_FLAT_WARNINGS = 100;

/**
 * Loads every flat of the stack's flat namespace (lumps aliasing the same bytes share one copy). A lump of a size other than 4096 bytes is loaded best
 * effort (what is there, padded with index 0, the rest dropped) with a warning.
 */
export function loadFlats(stack: WadStack): FlatSet {
  const flats: Flat[] = [];
  const byName = new Map<string, number>();
  const warnings: string[] = [];
  // Directory entries aliasing the same bytes share one copy (a flat costs 16 bytes of directory).
  const shared = new WeakMap<ArrayBufferLike, Map<string, Uint8Array>>();
  let odd = 0;
  for (const [name, lump] of stack.flats) {
    let byRegion = shared.get(lump.data.buffer);
    if (!byRegion) shared.set(lump.data.buffer, (byRegion = new Map()));
    const key = `${lump.data.byteOffset}:${lump.data.byteLength}`;
    let pixels = byRegion.get(key);
    if (!pixels) {
      pixels = new Uint8Array(FLAT_BYTES);
      pixels.set(lump.data.subarray(0, Math.min(lump.data.length, FLAT_BYTES)));
      byRegion.set(key, pixels);
    }
    if (lump.data.length !== FLAT_BYTES && ++odd <= MAX_FLAT_WARNINGS) {
      warnings.push(
        `${lump.file}: ${name}: flat is ${lump.data.length} bytes, not ${FLAT_BYTES}; ` +
          (lump.data.length < FLAT_BYTES ? 'padded with index 0' : `used the first ${FLAT_BYTES}`),
      );
    }
    byName.set(name, flats.length);
    flats.push({ name, pixels });
  }
  if (odd > MAX_FLAT_WARNINGS) warnings.push(`${odd - MAX_FLAT_WARNINGS} more flat(s) of the wrong size`);
  return { flats, byName, warnings, numbers: doomFlatNumbers(stack, flats) };
}

function doomFlatNumbers(stack: WadStack, flats: readonly Flat[]): Int32Array {
  const place = new Map<string, number>();
  const lumps = stack.files.length ? stack.files[0].lumps : [];
  let start = -1;
  for (let i = 0; i < lumps.length; i++) if (lumps[i].name === 'F_START' || lumps[i].name === 'FF_START') start = i;
  if (start >= 0) {
    for (let i = start + 1; i < lumps.length && lumps[i].name !== 'F_END' && lumps[i].name !== 'FF_END'; i++) {
      if (!place.has(lumps[i].name)) place.set(lumps[i].name, i - start - 1);
    }
  }
  const out = new Int32Array(flats.length);
  let next = place.size;
  for (let i = 0; i < flats.length; i++) out[i] = place.get(flats[i].name) ?? next++;
  return out;
}

/** A sector flat name → flat number, or -1 when unknown. */
export function flatNumForName(set: FlatSet, name: string): number {
  const id = set.byName.get(name.toUpperCase());
  return id === undefined ? -1 : id;
}
