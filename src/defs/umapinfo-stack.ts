// A WAD stack's UMAPINFO: every UMAPINFO lump of every file, in load order (a later file's entry for
// a map replaces an earlier one), read by umapinfo.ts; null when the stack has none.
import type { WadStack } from '../wad/wad-stack.js';
import { MapInfoBuilder, type MapInfo, type UmapEntry } from './umapinfo.js';
import { defsOf } from './load-defs.js';

export function readStackMapInfo(stack: WadStack, warnings: string[]): MapInfo | null {
  let b: MapInfoBuilder | null = null;
  // The Ultimate DOOM (a fourth episode) ends episode 1 on CREDIT, older DOOMs on HELP2.
  const retail = stack.maps.some((m) => /^E4M\d$/i.test(m.name));
  for (const f of stack.files) {
    for (const l of f.lumps) {
      if (l.name !== 'UMAPINFO') continue;
      b ??= new MapInfoBuilder(retail);
      b.read(l.data, `${f.fileName} UMAPINFO`, warnings);
    }
  }
  return b === null ? null : b.build();
}

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
