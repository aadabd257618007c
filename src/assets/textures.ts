// Wall textures: PNAMES (the patch name table) and TEXTURE1/TEXTURE2 (texture definitions as patches
// placed at origins), composed into column-major palette-index arrays with a coverage mask.
import { WadError } from '../errors.js';
import { readName } from '../wad/wad-file.js';
import type { WadStack } from '../wad/wad-stack.js';
import type { Picture } from './picture.js';
import { PictureCache } from './picture-cache.js';

export interface Texture {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Palette indices, column-major: texel (x, y) is pixels[x * height + y]. 0 where no patch covers it. */
  readonly pixels: Uint8Array;
  /** Column-major: 1 where some patch covers the texel. */
  readonly mask: Uint8Array;
  /** True when any texel is uncovered (a see-through middle texture such as a grate). */
  readonly masked: boolean;
}

/**
 * The wall textures in WAD order: TEXTURE1's, then TEXTURE2's. Index 0 is kept as the WAD has it
 * (AASHITTY / AASTINKY in DOOM), but DOOM treats texture number 0 as "no texture" — a sidedef whose
 * texture resolves to 0 draws nothing — so consumers should do the same (see NO_TEXTURE). The name "-"
 * (no texture in a sidedef) is never in the table.
 */
export interface TextureSet {
  readonly textures: Texture[];
  /** Upper-case name → index; for a name defined twice, the first definition (DOOM searches from 0). */
  readonly byName: Map<string, number>;
  /** Problems that did not stop loading: missing patches, textures skipped. */
  readonly warnings: string[];
}

/** DOOM's "no texture": sidedef name "-" and texture number 0 both mean nothing is drawn. */
export const NO_TEXTURE = 0;

export interface TexturePatchDef {
  readonly originX: number;
  readonly originY: number;
  /** Index into PNAMES. */
  readonly patch: number;
}

export interface TextureDef {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly patches: readonly TexturePatchDef[];
}

const MAPTEXTURE_SIZE = 22;
const MAPPATCH_SIZE = 10;
const MAX_TEXTURE_SIZE = 4096;
/** The largest decoded texture (4096×1024; Freedoom's largest is 1024×128). */
export const MAX_TEXTURE_TEXELS = 4096 * 1024;
/** All distinct textures of a set together (Freedoom's: 12.6 M texels). */
export const MAX_TEXTURE_SET_TEXELS = 64 << 20;
/** Patch placements of a set (Freedoom's: 2,364), and the texels they may copy (Freedoom's: 14 M). */
export const MAX_PATCH_PLACEMENTS = 1 << 17;
export const MAX_PLACED_TEXELS = 256 << 20;
/** Warning lines kept per set (the rest are counted). */
const MAX_WARNINGS = 100;

function view(d: Uint8Array): DataView {
  return new DataView(d.buffer, d.byteOffset, d.byteLength);
}

/** The PNAMES table (upper-case names), or a WadError when it is truncated or its count is negative. */
export function parsePnames(data: Uint8Array, file: string): string[] {
  if (data.length < 4) throw new WadError(file, 'PNAMES', `truncated: ${data.length} bytes, the patch count needs 4`);
  const count = view(data).getInt32(0, true);
  if (count < 0) throw new WadError(file, 'PNAMES', `negative patch count ${count}`);
  const need = 4 + 8 * count;
  if (need > data.length) {
    throw new WadError(file, 'PNAMES', `truncated: ${count} patch names need ${need} bytes, the lump has ${data.length}`);
  }
  const names: string[] = new Array(count);
  for (let i = 0; i < count; i++) names[i] = readName(data, 4 + 8 * i);
  return names;
}

/** Parses a TEXTURE1/TEXTURE2 lump (DOOM format), checking every offset and count against the lump. */
export function parseTextureLump(data: Uint8Array, file: string, lump: string): TextureDef[] {
  const len = data.length;
  if (len < 4) throw new WadError(file, lump, `truncated: ${len} bytes, the texture count needs 4`);
  const v = view(data);
  const count = v.getInt32(0, true);
  const maxCount = Math.floor((len - 4) / 4);
  if (count < 0 || count > maxCount) {
    throw new WadError(file, lump, `absurd texture count ${count}: a ${len}-byte lump holds at most ${maxCount} texture offsets`);
  }
  const defs: TextureDef[] = new Array(count);
  // Entries pointing at the same record share one definition (and so one composed texture).
  const byOffset = new Map<number, TextureDef>();
  for (let i = 0; i < count; i++) {
    const off = v.getInt32(4 + 4 * i, true);
    if (off < 0 || off + MAPTEXTURE_SIZE > len) {
      throw new WadError(file, lump, `texture ${i}: offset ${off} out of range (the lump is ${len} bytes, a texture record needs ${MAPTEXTURE_SIZE})`);
    }
    const same = byOffset.get(off);
    if (same) { defs[i] = same; continue; }
    const name = readName(data, off);
    // name[8], masked (int32, unused), width, height (int16), column directory (int32, obsolete), patch count.
    const width = v.getInt16(off + 12, true);
    const height = v.getInt16(off + 14, true);
    const patchCount = v.getInt16(off + 20, true);
    const label = `texture ${i} ${JSON.stringify(name)}`;
    if (width <= 0 || width > MAX_TEXTURE_SIZE || height <= 0 || height > MAX_TEXTURE_SIZE) {
      throw new WadError(file, lump, `${label}: absurd size ${width}x${height} (each side must be 1 to ${MAX_TEXTURE_SIZE})`);
    }
    if (width * height > MAX_TEXTURE_TEXELS) {
      throw new WadError(file, lump, `${label}: too large: ${width}x${height} is more than ${MAX_TEXTURE_TEXELS} texels`);
    }
    if (patchCount < 0) throw new WadError(file, lump, `${label}: negative patch count ${patchCount}`);
    const end = off + MAPTEXTURE_SIZE + MAPPATCH_SIZE * patchCount;
    if (end > len) {
      throw new WadError(file, lump, `${label}: ${patchCount} patches need bytes ${off}..${end}, past the end of the ${len}-byte lump`);
    }
    const patches: TexturePatchDef[] = new Array(patchCount);
    for (let j = 0; j < patchCount; j++) {
      const p = off + MAPTEXTURE_SIZE + MAPPATCH_SIZE * j;
      // originx, originy, patch (int16), stepdir and colormap (unused).
      patches[j] = { originX: v.getInt16(p, true), originY: v.getInt16(p + 2, true), patch: v.getInt16(p + 4, true) };
    }
    defs[i] = { name, width, height, patches };
    byOffset.set(off, defs[i]);
  }
  return defs;
}

const opaqueCache = new WeakMap<Picture, boolean>();

/** True when every texel of the picture is covered (cached per picture). */
function isOpaque(pic: Picture): boolean {
  let o = opaqueCache.get(pic);
  if (o === undefined) {
    o = pic.mask.indexOf(0) < 0;
    opaqueCache.set(pic, o);
  }
  return o;
}

/**
 * Draws patches into a width x height texture by DOOM's rules (R_GenerateLookup and
 * R_DrawColumnInCache), which map authors rely on:
 * - A column covered by exactly one patch is drawn straight from that patch's column: the patch's y
 *   origin is ignored (posts sit at their own top delta from the texture's top).
 * - In a column covered by several patches (the composite), each post is placed at originY + its top
 *   delta; a post that would start above row 0 is drawn from row 0 starting with its FIRST texel (the
 *   texels above the top are not skipped, the post is shortened instead).
 * Whatever falls below the texture or outside its width is clipped; later patches overwrite earlier
 * ones. `patch` returns the picture for a PNAMES index, or undefined to skip it. A post here is a run
 * of covered texels in the decoded picture (two posts that touch count as one run).
 */
export function composeTexture(
  def: TextureDef,
  patch: (index: number) => Picture | undefined,
  pixels = new Uint8Array(def.width * def.height),
  mask = new Uint8Array(def.width * def.height),
): Texture {
  const w = def.width;
  const h = def.height;
  if (pixels.length !== w * h || mask.length !== w * h) throw new RangeError(`texture ${def.name}: output arrays must hold ${w * h} texels`);
  // Patches per column (DOOM counts every patch spanning the column, whatever its y extent).
  const pics: (Picture | undefined)[] = new Array(def.patches.length);
  const perColumn = new Uint16Array(w);
  for (let k = 0; k < def.patches.length; k++) {
    const pd = def.patches[k];
    const pic = (pics[k] = patch(pd.patch));
    if (!pic) continue;
    const c0 = Math.max(0, pd.originX), c1 = Math.min(w, pd.originX + pic.width);
    for (let x = c0; x < c1; x++) if (perColumn[x] < 0xffff) perColumn[x]++;
  }
  for (let k = 0; k < def.patches.length; k++) {
    const pic = pics[k];
    if (!pic) continue;
    const pd = def.patches[k];
    const ph = pic.height;
    const ox = pd.originX;
    const oy = pd.originY;
    const x0 = ox < 0 ? -ox : 0;
    const x1 = Math.min(pic.width, w - ox);
    if (x0 >= x1) continue;
    const pp = pic.pixels;
    const pm = pic.mask;
    if (isOpaque(pic) && ph === h && oy === 0) {
      // The common case: a solid patch as tall as the texture at y 0 (the same under both rules); its
      // columns are one contiguous block.
      pixels.set(pp.subarray(x0 * ph, x1 * ph), (ox + x0) * h);
      mask.fill(1, (ox + x0) * h, (ox + x1) * h);
      continue;
    }
    for (let px = x0; px < x1; px++) {
      const src = px * ph;
      const dst = (ox + px) * h;
      const top = perColumn[ox + px] === 1 ? 0 : oy;
      // Copy each run of covered texels (most patch columns are one run), found with native indexOf.
      const col = pm.subarray(src, src + ph);
      let py = 0;
      while (py < ph) {
        const a = col.indexOf(1, py);
        if (a < 0) break;
        let b = col.indexOf(0, a);
        if (b < 0) b = ph;
        py = b;
        let at = top + a, len = b - a;
        if (at < 0) { len += at; at = 0; }
        if (at + len > h) len = h - at;
        if (len <= 0) continue;
        pixels.set(pp.subarray(src + a, src + a + len), dst + at);
        mask.fill(1, dst + at, dst + at + len);
      }
    }
  }
  const masked = mask.indexOf(0) >= 0;
  return { name: def.name, width: w, height: h, pixels, mask, masked };
}

/**
 * Loads every wall texture of the stack (the last PNAMES, TEXTURE1 and TEXTURE2). Patches are decoded
 * once each (cached by name, and by lump data: PNAMES entries aliasing one lump share it). A PNAMES
 * entry with no lump, or a patch index outside PNAMES, is a warning and that patch is skipped;
 * malformed lumps are WadErrors. A stack without TEXTURE1 or TEXTURE2 gives an empty set and a warning.
 * Texture entries pointing at one record share one composed Texture. The cost is bounded: the
 * distinct textures' texels (MAX_TEXTURE_SET_TEXELS), the patch placements and the texels they copy
 * (MAX_PATCH_PLACEMENTS, MAX_PLACED_TEXELS) and the decoded patches are capped, each past its cap a
 * WadError naming what was refused. Every texture's pixels and mask are views into two buffers
 * shared by the set (plain Uint8Arrays, possibly with a non-zero byteOffset). About 75-100 ms for
 * freedoom2's 903.
 */
export function loadTextures(stack: WadStack): TextureSet {
  const textures: Texture[] = [];
  const byName = new Map<string, number>();
  const warnings: string[] = [];
  const lumps = ['TEXTURE1', 'TEXTURE2'].map((n) => stack.find(n)).filter((l) => l !== undefined);
  if (lumps.length === 0) {
    warnings.push(`${stack.label}: TEXTURE1: no TEXTURE1 or TEXTURE2 lump; no wall textures`);
    return { textures, byName, warnings };
  }
  const pl = stack.get('PNAMES');
  const pnames = parsePnames(pl.data, pl.file);
  // At most MAX_WARNINGS lines, then one that counts the rest.
  let dropped = 0;
  const warn = (w: string) => { if (warnings.length < MAX_WARNINGS) warnings.push(w); else dropped++; };
  const cache = new Map<string, Picture | null>();
  const pictures = new PictureCache('patches');
  /** A patch cut short by its decoding budget (see decodePicture) says so here, then in the warnings. */
  const cutNotes: string[] = [];
  const byIndex: (Picture | null | undefined)[] = new Array(pnames.length);

  // Parse everything first, then compose into two shared buffers (one allocation instead of two per
  // texture). Aliased entries share a definition, so only distinct definitions take room and work.
  const parsed = lumps.map((l) => ({ l, defs: parseTextureLump(l.data, l.file, l.name) }));
  const distinct = new Set<TextureDef>();
  let total = 0, placements = 0;
  for (const { l, defs } of parsed) {
    for (const d of defs) {
      if (distinct.has(d)) continue;
      distinct.add(d);
      total += d.width * d.height;
      placements += d.patches.length;
      if (total > MAX_TEXTURE_SET_TEXELS) {
        throw new WadError(l.file, l.name, `texture ${JSON.stringify(d.name)}: the textures need more than ${MAX_TEXTURE_SET_TEXELS} texels in all (${distinct.size} so far); refused`);
      }
      if (placements > MAX_PATCH_PLACEMENTS) {
        throw new WadError(l.file, l.name, `texture ${JSON.stringify(d.name)}: the textures place more than ${MAX_PATCH_PLACEMENTS} patches in all; refused`);
      }
    }
  }
  const pixelStore = new Uint8Array(total);
  const maskStore = new Uint8Array(total);
  const composed = new Map<TextureDef, Texture>();
  let at = 0, placed = 0;
  for (const { l, defs } of parsed) {
    for (const def of defs) {
      let tex = composed.get(def);
      if (!tex) {
        const size = def.width * def.height;
        const pixels = pixelStore.subarray(at, at + size);
        const mask = maskStore.subarray(at, at + size);
        at += size;
        const where = `${l.file}: ${l.name}: texture ${JSON.stringify(def.name)}`;
        tex = composeTexture(def, (index) => {
          if (index < 0 || index >= pnames.length) {
            warn(`${where}: patch index ${index} outside PNAMES (${pnames.length} names); skipped`);
            return undefined;
          }
          let pic = byIndex[index];
          if (pic === undefined) {
            const name = pnames[index];
            pic = cache.get(name);
            if (pic === undefined) {
              const pl2 = stack.patch(name);
              pic = pl2 && pl2.data.length > 0 ? pictures.decode(pl2.data, pl2.file, name, cutNotes) : null;
              for (const n of cutNotes.splice(0)) warn(n);
              cache.set(name, pic);
            }
            byIndex[index] = pic;
          }
          if (pic === null) {
            warn(`${where}: patch ${JSON.stringify(pnames[index])} (PNAMES ${index}) not found; skipped`);
            return undefined;
          }
          // The copy is at most the patch's area (less where clipped): bounded in all.
          placed += Math.min(pic.width * pic.height, size);
          if (placed > MAX_PLACED_TEXELS) {
            throw new WadError(l.file, l.name, `texture ${JSON.stringify(def.name)}: its patches would copy more than ${MAX_PLACED_TEXELS} texels in all; refused`);
          }
          return pic;
        }, pixels, mask);
        composed.set(def, tex);
      }
      if (!byName.has(def.name)) byName.set(def.name, textures.length);
      textures.push(tex);
    }
  }
  if (dropped) warnings.push(`${stack.label}: textures: ${dropped} more warning(s) like these`);
  return { textures, byName, warnings };
}

/** A sidedef texture name → texture number: NO_TEXTURE for "-" (or empty), -1 when the name is unknown. */
export function textureNumForName(set: TextureSet, name: string): number {
  if (name === '-' || name === '') return NO_TEXTURE;
  const id = set.byName.get(name.toUpperCase());
  return id === undefined ? -1 : id;
}
