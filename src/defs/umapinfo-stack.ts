// A WAD stack's UMAPINFO: every UMAPINFO lump of every file, in load order (a later file's entry for
// a map replaces an earlier one), read by umapinfo.ts; null when the stack has none.
import type { WadStack } from '../wad/wad-stack.js';
import { MapInfoBuilder, type MapInfo } from './umapinfo.js';

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
