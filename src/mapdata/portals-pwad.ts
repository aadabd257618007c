// The portal PWAD (a map marker and its PORTALS lump, layered over the unmodified IWAD), built in
// this one place for `toom portal add` and the page's "Save portals", so both write the same bytes.
import { writeWad, type LumpSource } from '../wad/wad-writer.js';
import { MAP_LUMP_NAMES } from '../wad/wad-stack.js';
import { formatPortalsText, portalsLump, type PortalLine } from './portals-text.js';

/** The header comment of a PORTALS lump Toom.ts writes for `map`. */
export function portalsHeader(map: string): string[] {
  return [`Toom.ts portals for ${map}: portal <linedef A> <linedef B> [oneway]`];
}

/** The PORTALS text Toom.ts writes for `map` with these portals (header, then one line each). */
export function portalsTextFor(map: string, portals: readonly PortalLine[]): string {
  return formatPortalsText(portals, portalsHeader(map));
}

/** Adds or replaces `map`'s PORTALS lump in a PWAD's lump list (creating the marker when needed). */
export function withPortals(lumps: readonly LumpSource[], map: string, text: string): LumpSource[] {
  const out = lumps.slice();
  const data = portalsLump(text);
  const mapLumps = new Set<string>(MAP_LUMP_NAMES);
  const at = out.findIndex((l) => l.name === map);
  if (at < 0) return [...out, { name: map, data: new Uint8Array(0) }, { name: 'PORTALS', data }];
  let end = at + 1;
  while (end < out.length && mapLumps.has(out[end].name)) {
    if (out[end].name === 'PORTALS') { out[end] = { ...out[end], data }; return out; }
    end++;
  }
  out.splice(end, 0, { name: 'PORTALS', data });
  return out;
}

/** The PWAD bytes: `lumps` (a prior PWAD's, or none) with `map`'s PORTALS set to these portals. */
export function portalsPwad(map: string, portals: readonly PortalLine[], lumps: readonly LumpSource[] = []): Uint8Array {
  return writeWad('PWAD', withPortals(lumps, map, portalsTextFor(map, portals)));
}
