// Boom's extra colormaps: lumps between C_START and C_END, each a COLORMAP of its own (34 maps of 256
// palette indices), named by a 242 line's front textures (lower: under the control sector's floor,
// middle: between, upper: above its ceiling) and used for the whole view while the viewer is in a
// sector of that control sector. "COLORMAP" names the WAD's own.
import type { WadStack } from '../wad/wad-stack.js';
import { COLORMAP_SIZE, buildLitPalettes } from './palette.js';

/** The C_START..C_END lumps of a stack by name (a later file's lump of the same name wins). */
export function colormapLumps(stack: WadStack): Map<string, { file: string; data: Uint8Array }> {
  const out = new Map<string, { file: string; data: Uint8Array }>();
  for (const f of stack.files) {
    let inside = false;
    for (const l of f.lumps) {
      if (l.name === 'C_START') { inside = true; continue; }
      if (l.name === 'C_END') { inside = false; continue; }
      if (inside && l.data.length > 0) out.set(l.name, { file: f.fileName, data: l.data });
    }
  }
  return out;
}

/**
 * Lit palettes (palette.ts buildLitPalettes: 14 palettes × 34 maps × 256 ABGR words) of the stack's
 * Boom colormaps, made when first asked for and kept. A lump shorter than 34 maps keeps the WAD
 * COLORMAP's rows past its end (warned); a name that is no colormap lump is undefined.
 */
export class BoomColormaps {
  private readonly lumps: Map<string, { file: string; data: Uint8Array }>;
  private readonly made = new Map<string, Uint32Array>();

  constructor(stack: WadStack, private readonly playpal: Uint8Array, private readonly colormap: Uint8Array) {
    this.lumps = colormapLumps(stack);
  }

  /** True when `name` is one of the stack's colormap lumps, or COLORMAP itself. */
  has(name: string): boolean {
    const key = name.toUpperCase();
    return key === 'COLORMAP' || this.lumps.has(key);
  }

  /** How many colormap lumps the stack has. */
  get count(): number {
    return this.lumps.size;
  }

  lit(name: string, warnings?: string[]): Uint32Array | undefined {
    const key = name.toUpperCase();
    const done = this.made.get(key);
    if (done) return done;
    const l = this.lumps.get(key);
    if (!l) return undefined;
    let maps = l.data;
    if (maps.length < COLORMAP_SIZE) {
      warnings?.push(`${l.file}: colormap ${key} is ${maps.length} bytes, not ${COLORMAP_SIZE}; its missing maps are COLORMAP's`);
      const full = this.colormap.slice(0, COLORMAP_SIZE);
      full.set(maps.subarray(0, maps.length - (maps.length % 256)));
      maps = full;
    }
    const lit = buildLitPalettes(this.playpal, maps.subarray(0, COLORMAP_SIZE));
    this.made.set(key, lit);
    return lit;
  }
}
