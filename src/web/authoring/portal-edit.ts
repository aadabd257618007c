// The page's portal edits on the current map: the map's PORTALS lines as the WAD stack has them, plus
// or minus what the author linked and unlinked. Checked as the CLI checks (validatePortals: unknown
// line, self-link, a line already linked), with the CLI's warnings for pairs that will look odd
// (portalPairWarnings: lengths, floor heights). Gives the PORTALS text, the PWAD `toom portal add` would
// write for the same pairs (src/mapdata/portals-pwad.ts), and the WAD stack with that PWAD on top.
import { decodeMap, type MapData } from '../../mapdata/map-data.js';
import { NEW_PORTAL, parsePortalsText, type PortalDef } from '../../mapdata/portals-text.js';
import { portalsPwad, portalsTextFor } from '../../mapdata/portals-pwad.js';
import { portalPairWarnings, validatePortals } from '../../world/portals.js';
import { parseWad } from '../../wad/wad-file.js';
import { WadStack } from '../../wad/wad-stack.js';

/** The file name the edit PWAD goes by in the stack and when saved. */
export const PORTALS_PWAD_NAME = 'portals.wad';

export class PortalEdit {
  readonly map: MapData;
  /** The map's portal lines, in order (the stack's PORTALS lump, then the author's). */
  defs: PortalDef[];
  /** The stack without the edit PWAD. */
  readonly base: WadStack;

  constructor(base: WadStack, mapName: string) {
    this.base = base;
    this.map = decodeMap(base.map(mapName));
    this.defs = this.map.portalsText !== null ? parsePortalsText(this.map.portalsText, this.map.file, this.map.name) : [];
  }

  /** Links `a`'s front to `b`'s front (and back, unless one-way). Throws MapError as the CLI does;
   *  returns the warnings for the pair. */
  link(a: number, b: number, oneway: boolean): string[] {
    const def: PortalDef = { lineA: a, lineB: b, flags: oneway ? ['oneway'] : [], sourceLine: NEW_PORTAL };
    validatePortals([...this.defs, def], this.map);
    this.defs = [...this.defs, def];
    return portalPairWarnings(this.map, a, b);
  }

  /** Removes the portal `line` is in; false when it is in none. */
  unlink(line: number): boolean {
    const n = this.defs.length;
    this.defs = this.defs.filter((d) => d.lineA !== line && d.lineB !== line);
    return this.defs.length < n;
  }

  /** The portal `line` is in, or null. */
  portalOf(line: number): PortalDef | null {
    return this.defs.find((d) => d.lineA === line || d.lineB === line) ?? null;
  }

  text(): string {
    return portalsTextFor(this.map.name, this.defs);
  }

  /** The PWAD (map marker + PORTALS), byte for byte what `toom portal add` writes for these pairs. */
  pwad(): Uint8Array {
    return portalsPwad(this.map.name, this.defs);
  }

  /** The base stack with the edit PWAD layered last. */
  stack(): WadStack {
    const s = new WadStack();
    for (const f of this.base.files) s.add(f);
    s.add(parseWad(this.pwad(), PORTALS_PWAD_NAME));
    return s;
  }
}
