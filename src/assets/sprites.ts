// Sprites: the lumps between S_START and S_END, named SSSS F R [F R] — a 4-letter sprite, a frame letter
// ('A' = 0) and a rotation digit (0 = one picture for every view, 1..8 = views 45° apart, 1 = facing the
// viewer); an optional second pair reuses the picture mirrored for another frame/rotation (TROOA2A8).
import type { WadStack } from '../wad/wad-stack.js';
import type { Picture } from './picture.js';
import { PictureCache } from './picture-cache.js';

export interface SpriteFrameRef {
  /** Index into SpriteSet.pictures. */
  readonly picture: number;
  /** Draw mirrored left-right. */
  readonly flipped: boolean;
}

/** DOOM's limit: frames 'A'..']' (29). */
export const MAX_SPRITE_FRAMES = 29;

/** One frame's views: slot 0 = the single all-rotations picture, 1..8 = rotations. */
type FrameSlots = (SpriteFrameRef | undefined)[];

export class SpriteSet {
  constructor(
    /** Decoded pictures, one per sprite lump. */
    readonly pictures: Picture[],
    /** The lump name of each picture. */
    readonly lumpNames: string[],
    private readonly bySprite: Map<string, (FrameSlots | undefined)[]>,
    /** Problems that did not stop loading: badly named lumps, missing frames or rotations. */
    readonly warnings: string[],
  ) {}

  /** The 4-letter sprite names, in first-seen order. */
  get names(): string[] {
    return [...this.bySprite.keys()];
  }

  /** Number of frames of a sprite (highest frame letter + 1), 0 when the sprite is unknown. */
  frameCount(sprite4: string): number {
    return this.bySprite.get(sprite4.toUpperCase())?.length ?? 0;
  }

  /**
   * The picture for a sprite's frame (0 = 'A') seen from `rotation` (1..8; 0 = "no rotation wanted").
   * A frame drawn with one picture (rotation digit 0) answers every rotation; for rotation 0 a rotated
   * frame answers with its rotation 1 (the front). Undefined when the sprite, frame or view is missing.
   * Returns shared objects: no allocation.
   */
  get(sprite4: string, frame: number, rotation: number): SpriteFrameRef | undefined {
    let frames = this.bySprite.get(sprite4);
    if (frames === undefined) frames = this.bySprite.get(sprite4.toUpperCase());
    if (frames === undefined) return undefined;
    const f = frames[frame];
    if (f === undefined) return undefined;
    const single = f[0];
    if (single !== undefined) return single;
    return f[rotation === 0 ? 1 : rotation];
  }
}

function parseView(name: string, at: number): { frame: number; rotation: number } | undefined {
  const frame = name.charCodeAt(at) - 65;
  const rotation = name.charCodeAt(at + 1) - 48;
  if (!(frame >= 0 && frame < MAX_SPRITE_FRAMES) || !(rotation >= 0 && rotation <= 8)) return undefined;
  return { frame, rotation };
}

/**
 * Loads every sprite lump of the stack's sprite namespace, decoding each picture once (lumps aliasing
 * the same bytes share it; past MAX_DECODED_PICTURE_TEXELS in all is a WadError), at load (about
 * 30 ms for all of freedoom2's sprites). Lumps are taken in namespace order, so a PWAD's lump replaces
 * the IWAD's view it names, and a single view (rotation 0) and rotations 1..8 of one frame replace each
 * other. Badly named lumps are skipped with a warning; bad picture data is a WadError naming the lump.
 */
export function loadSprites(stack: WadStack): SpriteSet {
  const pictures: Picture[] = [];
  const lumpNames: string[] = [];
  const warnings: string[] = [];
  const bySprite = new Map<string, (FrameSlots | undefined)[]>();
  const sources = new Map<string, { file: string; lump: string }>();
  // Lumps whose directory entries alias the same bytes share one decoded picture; the total is capped.
  const cache = new PictureCache('sprites');

  const setView = (sprite: string, frame: number, rotation: number, ref: SpriteFrameRef, file: string, lump: string): void => {
    let frames = bySprite.get(sprite);
    if (!frames) bySprite.set(sprite, (frames = []));
    while (frames.length <= frame) frames.push(undefined);
    let f = frames[frame];
    if (!f) frames[frame] = f = new Array<SpriteFrameRef | undefined>(9).fill(undefined);
    const key = `${sprite}${frame}:${rotation}`;
    const prev = sources.get(key);
    if (prev && prev.file === file && prev.lump !== lump) {
      warnings.push(`${file}: ${lump}: sprite ${sprite} frame ${String.fromCharCode(65 + frame)} rotation ${rotation} is also given by ${prev.lump}; ${lump} wins`);
    }
    sources.set(key, { file, lump });
    if (rotation === 0) for (let r = 1; r <= 8; r++) f[r] = undefined;
    else f[0] = undefined;
    f[rotation] = ref;
  };

  for (const [name, lump] of stack.sprites) {
    const v1 = name.length === 6 || name.length === 8 ? parseView(name, 4) : undefined;
    const v2 = name.length === 8 ? parseView(name, 6) : undefined;
    if (!v1 || (name.length === 8 && !v2)) {
      warnings.push(`${lump.file}: ${name}: not a sprite name (SSSSFR or SSSSFRFR); skipped`);
      continue;
    }
    const sprite = name.slice(0, 4);
    pictures.push(cache.decode(lump.data, lump.file, name, warnings));
    lumpNames.push(name);
    const picture = pictures.length - 1;
    setView(sprite, v1.frame, v1.rotation, { picture, flipped: false }, lump.file, name);
    if (v2) setView(sprite, v2.frame, v2.rotation, { picture, flipped: true }, lump.file, name);
  }

  for (const [sprite, frames] of bySprite) {
    for (let i = 0; i < frames.length; i++) {
      const f = frames[i];
      const letter = String.fromCharCode(65 + i);
      if (!f) {
        warnings.push(`sprite ${sprite}: frame ${letter} missing`);
        continue;
      }
      if (f[0] !== undefined) continue;
      const missing: number[] = [];
      for (let r = 1; r <= 8; r++) if (f[r] === undefined) missing.push(r);
      if (missing.length) warnings.push(`sprite ${sprite}: frame ${letter} is missing rotation(s) ${missing.join(', ')}`);
    }
  }
  return new SpriteSet(pictures, lumpNames, bySprite, warnings);
}
