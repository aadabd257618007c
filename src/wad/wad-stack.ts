// An IWAD plus optional PWADs, layered as DOOM's `-file` does: a later file's lump of the same
// name overrides an earlier one. Also finds the namespaces (flats, sprites, patches) and the maps.
import { WadError } from '../errors.js';
import { parseWad, type Lump, type WadFile, type WadKind } from './wad-file.js';

/** How a map is stored: DOOM's binary lumps, Hexen's, or UDMF text (TEXTMAP … ENDMAP, udmf.ts). */
export type MapFormat = 'doom' | 'hexen' | 'udmf';

/** The lumps a map may carry after its marker, in DOOM's order (PORTALS is Toom.ts's own). */
export const MAP_LUMP_NAMES = [
  'THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SEGS', 'SSECTORS', 'NODES', 'SECTORS', 'REJECT', 'BLOCKMAP',
  'BEHAVIOR', 'SCRIPTS', 'PORTALS',
] as const;
const MAP_LUMP_SET = new Set<string>(MAP_LUMP_NAMES);

export interface MapEntry {
  /** The marker's name: E1M1, MAP01, or any custom name. */
  readonly name: string;
  readonly format: MapFormat;
  /** The file whose marker defines the map's geometry. */
  readonly file: string;
  /** The map's lumps by name (THINGS, LINEDEFS, ...; PORTALS may come from a later PWAD). */
  readonly lumps: ReadonlyMap<string, Lump>;
}

export class WadStack {
  readonly files: WadFile[] = [];
  private byName = new Map<string, Lump>();
  private flatsNs = new Map<string, Lump>();
  private spritesNs = new Map<string, Lump>();
  private patchesNs = new Map<string, Lump>();
  private mapsByName = new Map<string, MapEntry>();
  private mapOrder: string[] = [];

  /** Parses and layers files in order: the first is normally the IWAD. */
  static fromBuffers(files: readonly { name: string; bytes: Uint8Array }[]): WadStack {
    const s = new WadStack();
    for (const f of files) s.add(parseWad(f.bytes, f.name));
    return s;
  }

  get kind(): WadKind {
    return this.files.length ? this.files[0].kind : 'PWAD';
  }

  /** The name used in messages: the files joined by '+'. */
  get label(): string {
    return this.files.map((f) => f.fileName).join('+');
  }

  add(file: WadFile): void {
    this.files.push(file);
    const lumps = file.lumps;
    let ns: Map<string, Lump> | null = null;
    for (let i = 0; i < lumps.length; i++) {
      const l = lumps[i];
      const n = l.name;
      if (n === 'F_START' || n === 'FF_START' || n === 'F1_START' || n === 'F2_START' || n === 'F3_START') { ns = this.flatsNs; continue; }
      if (n === 'S_START' || n === 'SS_START') { ns = this.spritesNs; continue; }
      if (n === 'P_START' || n === 'PP_START' || n === 'P1_START' || n === 'P2_START' || n === 'P3_START') { ns = this.patchesNs; continue; }
      if (n === 'F_END' || n === 'FF_END' || n === 'S_END' || n === 'SS_END' || n === 'P_END' || n === 'PP_END' ||
          /^[FP][123]_END$/.test(n)) { ns = null; continue; }
      if (ns && l.data.length > 0) ns.set(n, l);
      this.byName.set(n, l);
      // A UDMF map: a marker, TEXTMAP, its lumps, ENDMAP.
      if (!ns && i + 1 < lumps.length && lumps[i + 1].name === 'TEXTMAP' && !MAP_LUMP_SET.has(n)) {
        const mapLumps = new Map<string, Lump>();
        let j = i + 1;
        while (j < lumps.length && lumps[j].name !== 'ENDMAP') {
          if (!mapLumps.has(lumps[j].name)) mapLumps.set(lumps[j].name, lumps[j]);
          j++;
        }
        this.addMap(n, file.fileName, mapLumps);
        // Past ENDMAP (a missing ENDMAP takes the rest of the file, as the map's).
        i = j;
        continue;
      }
      // A map marker: any lump followed by map lumps.
      if (!ns && i + 1 < lumps.length && MAP_LUMP_SET.has(lumps[i + 1].name) && !MAP_LUMP_SET.has(n)) {
        const mapLumps = new Map<string, Lump>();
        let j = i + 1;
        while (j < lumps.length && MAP_LUMP_SET.has(lumps[j].name) && !mapLumps.has(lumps[j].name)) {
          mapLumps.set(lumps[j].name, lumps[j]);
          j++;
        }
        this.addMap(n, file.fileName, mapLumps);
        i = j - 1;
      }
    }
  }

  private addMap(name: string, fileName: string, lumps: Map<string, Lump>): void {
    const prev = this.mapsByName.get(name);
    const full = lumps.has('THINGS') || lumps.has('LINEDEFS') || lumps.has('VERTEXES') || lumps.has('TEXTMAP');
    let entry: MapEntry;
    if (full || !prev) {
      entry = { name, file: fileName, format: lumps.has('TEXTMAP') ? 'udmf' : lumps.has('BEHAVIOR') ? 'hexen' : 'doom', lumps };
    } else {
      // An overlay (for example a PWAD with only a PORTALS lump): merge over the earlier map.
      const merged = new Map(prev.lumps);
      for (const [k, v] of lumps) merged.set(k, v);
      entry = { ...prev, lumps: merged };
    }
    if (!prev) this.mapOrder.push(name);
    this.mapsByName.set(name, entry);
  }

  /** The last lump of that name across the stack, or undefined. */
  find(name: string): Lump | undefined {
    return this.byName.get(name.toUpperCase());
  }

  /** The last lump of that name, or a WadError naming what is missing. */
  get(name: string): Lump {
    const l = this.find(name);
    if (!l) throw new WadError(this.label, name.toUpperCase(), 'required lump is missing');
    return l;
  }

  get flats(): ReadonlyMap<string, Lump> { return this.flatsNs; }
  get sprites(): ReadonlyMap<string, Lump> { return this.spritesNs; }
  get patches(): ReadonlyMap<string, Lump> { return this.patchesNs; }

  /** Maps in the order they first appear. */
  get maps(): MapEntry[] {
    return this.mapOrder.map((n) => this.mapsByName.get(n)!);
  }

  map(name: string): MapEntry {
    const m = this.mapsByName.get(name.toUpperCase());
    if (!m) {
      // The list is cut: a WAD may hold hundreds of thousands of map markers.
      const shown = this.mapOrder.slice(0, 20).join(' ') + (this.mapOrder.length > 20 ? ` … and ${this.mapOrder.length - 20} more` : '');
      throw new WadError(this.label, name.toUpperCase().slice(0, 64), `no such map (maps: ${shown || 'none'})`);
    }
    return m;
  }

  /** A patch by name: the P_ namespace first, then any lump of that name (DOOM looks patches up globally). */
  patch(name: string): Lump | undefined {
    return this.patchesNs.get(name) ?? this.byName.get(name);
  }
}
