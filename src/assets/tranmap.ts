// Boom's translucency tables. A table is 256 × 256 palette indices: table[(behind << 8) | front] is
// the colour shown where a translucent pixel of colour `front` lies over one of colour `behind`.
// Boom takes the TRANMAP lump when a WAD has one and otherwise composes it from PLAYPAL's first
// palette: each pair's mix — the front colour weighted by tran_filter_pct (66 %, Boom's and MBF's
// default) in 12-bit fixed point, the colour behind by the rest — and, for the mix, the palette colour
// nearest by squared RGB distance, the highest index among equally near ones (Boom's search runs from
// 255 down and keeps the first best). Linedef 260 may also name another 65,536-byte lump as its table.
import type { WadStack } from '../wad/wad-stack.js';

/** Bytes in a translucency table. */
export const TRANMAP_SIZE = 256 * 256;
/** Boom's default tran_filter_pct: the front colour's share of the mix, in percent. */
export const TRAN_FILTER_PCT = 66;

/**
 * Composes a translucency table from a palette (`playpal`'s first 768 bytes), as Boom does when a WAD
 * has no TRANMAP: out[(behind << 8) | front] = the palette index nearest to
 * (front · w1 + behind · w2) / 4096 with w1 = floor(pct · 4096 / 100), w2 = 4096 − w1. Integer
 * arithmetic throughout (exact in doubles); about 16.7 million distance terms: compute once per WAD.
 */
export function computeTranmap(playpal: Uint8Array, pct = TRAN_FILTER_PCT): Uint8Array {
  const w1 = Math.floor((pct * 4096) / 100), w2 = 4096 - w1;
  const r = new Int32Array(256), g = new Int32Array(256), b = new Int32Array(256);
  // |c|² · 2048: err(c) = 2048 |c|² − 4096 (c · mix) = 2048 (|c − mix|² − |mix|²), mix in 1/4096 units.
  const tot = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    r[i] = playpal[i * 3]; g[i] = playpal[i * 3 + 1]; b[i] = playpal[i * 3 + 2];
    tot[i] = (r[i] * r[i] + g[i] * g[i] + b[i] * b[i]) * 2048;
  }
  const out = new Uint8Array(TRANMAP_SIZE);
  for (let behind = 0; behind < 256; behind++) {
    const r2 = r[behind] * w2, g2 = g[behind] * w2, b2 = b[behind] * w2;
    for (let front = 0; front < 256; front++) {
      const mr = r[front] * w1 + r2, mg = g[front] * w1 + g2, mb = b[front] * w1 + b2;
      let best = Infinity, pick = 255;
      for (let c = 255; c >= 0; c--) {
        const err = tot[c] - r[c] * mr - g[c] * mg - b[c] * mb;
        if (err < best) { best = err; pick = c; }
      }
      out[(behind << 8) | front] = pick;
    }
  }
  return out;
}

/**
 * The translucency tables of a WAD stack, made when first asked for and kept: `main()` is the TRANMAP
 * lump (when it is a whole table) or the table composed from PLAYPAL; `named(name)` is the lump of that
 * name when it is exactly one table (Boom's 260 naming a lump), undefined otherwise.
 */
export class TranslucencyTables {
  private mainTable: Uint8Array | undefined;
  private readonly byName = new Map<string, Uint8Array | undefined>();

  constructor(private readonly stack: WadStack, private readonly playpal: Uint8Array) {}

  /** The main table; a TRANMAP lump of the wrong size is warned about (to `warnings`) when first met. */
  main(warnings?: string[]): Uint8Array {
    if (this.mainTable) return this.mainTable;
    const lump = this.stack.find('TRANMAP');
    if (lump && lump.data.length === TRANMAP_SIZE) this.mainTable = lump.data;
    else {
      if (lump) warnings?.push(`${lump.file}: TRANMAP is ${lump.data.length} bytes, not ${TRANMAP_SIZE}; composed from PLAYPAL instead`);
      this.mainTable = computeTranmap(this.playpal);
    }
    return this.mainTable;
  }

  named(name: string, warnings?: string[]): Uint8Array | undefined {
    const key = name.toUpperCase();
    if (key === 'TRANMAP') return this.main(warnings);
    if (this.byName.has(key)) return this.byName.get(key);
    const lump = this.stack.find(key);
    const t = lump && lump.data.length === TRANMAP_SIZE ? lump.data : undefined;
    this.byName.set(key, t);
    return t;
  }
}
