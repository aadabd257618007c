// What the front ends ask of a WAD stack's UMAPINFO (read into its Defs by load-defs.ts with
// umapinfo.ts's readStackMapInfo): a map's music and sky.
import type { WadStack } from '../wad/wad-stack.js';
import type { UmapEntry } from './umapinfo.js';
import { defsOf } from './load-defs.js';

/** The UMAPINFO entry of `map` in the stack's definitions (null: none). */
function entryOf(stack: WadStack, map: string): UmapEntry | null {
  return defsOf(stack).defs.mapInfo?.maps.get(map.toUpperCase()) ?? null;
}

/** The map's music by UMAPINFO when the stack has that lump (dsda-doom ignores a missing one), else
 *  null (DOOM's own song for the map). */
export function umapMusic(stack: WadStack, map: string): string | null {
  const m = entryOf(stack, map)?.music ?? '';
  return m !== '' && stack.find(m) !== undefined ? m : null;
}

/** The map's sky texture by UMAPINFO ('' none: DOOM's own for the map). */
export function umapSky(stack: WadStack, map: string): string {
  return entryOf(stack, map)?.skyTexture ?? '';
}
