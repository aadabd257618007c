// The screen's graphics from the WAD stack: named pictures (STBAR, STTNUM0, WIMAP0, STCFN065, …)
// decoded once, the 14 PLAYPAL palettes as ABGR, and flats by name for the text screens. A missing
// or broken graphic is reported once as a warning and drawn as nothing: a PWAD without a status bar
// still plays. The sprites (DOOM II's cast call draws the monsters) are loaded on first use, or
// taken from a World already built (the page: its load worker decoded them).
// The page decodes these pictures on its main thread, as they are first drawn: their decoding work
// (posts walked and texels written) is bounded per picture and in all (SCREEN_PICTURE_WORK,
// SCREEN_GRAPHICS_WORK), so a hostile picture whose columns share one long post chain is cut with a
// warning in well under a second instead of freezing the tab.
import { PictureCache } from '../assets/picture-cache.js';
import type { Picture } from '../assets/picture.js';
import { PALETTE_COUNT, paletteToAbgr, readPlaypal } from '../assets/palette.js';
import { loadSprites, type SpriteFrameRef } from '../assets/sprites.js';
import type { WadStack } from '../wad/wad-stack.js';

/** The decoding work one screen picture may take (posts walked + texels written): a 320×200 picture
 *  takes about 70,000, DOOM's biggest screen pictures a few hundred thousand. */
export const SCREEN_PICTURE_WORK = 2 << 20;
/** The decoding work all the screen pictures of a stack may take together (freedoom2's: about 1.5 M). */
export const SCREEN_GRAPHICS_WORK = 8 << 20;

/** Sprites by name, frame and rotation, with their pictures: a SpriteSet, or a World's sprites. */
export interface SpriteSource {
  get(sprite4: string, frame: number, rotation: number): SpriteFrameRef | undefined;
  readonly pictures: readonly Picture[];
}

export class ScreenGraphics {
  /** PLAYPAL's palettes as 256 ABGR words each. */
  readonly palettes: Uint32Array[];
  /** What could not be loaded, one line each. */
  readonly warnings: string[] = [];
  private readonly pictures = new Map<string, Picture | null>();
  private readonly flatCache = new Map<string, Uint8Array | null>();
  private readonly cache = new PictureCache('screen graphics', 16 << 20, SCREEN_GRAPHICS_WORK, SCREEN_PICTURE_WORK);
  private spriteSet: SpriteSource | null | undefined = undefined;

  constructor(readonly stack: WadStack) {
    const playpal = readPlaypal(stack);
    this.palettes = [];
    for (let i = 0; i < PALETTE_COUNT; i++) this.palettes.push(paletteToAbgr(playpal, i));
  }

  /** True when the stack has a lump of that name (to pick between DOOM and DOOM II graphics). */
  has(name: string): boolean {
    return this.stack.find(name) !== undefined;
  }

  /** The picture of lump `name`, or null (warned once) when it is missing or broken. */
  picture(name: string): Picture | null {
    // The name as asked first: upper-casing allocates, and the screens ask every frame.
    const asked = this.pictures.get(name);
    if (asked !== undefined) return asked;
    const key = name.toUpperCase();
    const hit = this.pictures.get(key);
    if (hit !== undefined) { this.pictures.set(name, hit); return hit; }
    let pic: Picture | null = null;
    const lump = this.stack.patch(key);
    if (!lump) this.warnings.push(`${this.stack.label}: ${key}: screen graphic is missing`);
    else {
      try {
        pic = this.cache.decode(lump.data, this.stack.label, key, this.warnings);
      } catch (e) {
        this.warnings.push(e instanceof Error ? e.message : String(e));
      }
    }
    this.pictures.set(key, pic);
    this.pictures.set(name, pic);
    return pic;
  }

  /** A flat (64×64 row-major indices) by name, or null (warned once). */
  flat(name: string): Uint8Array | null {
    const asked = this.flatCache.get(name);
    if (asked !== undefined) return asked;
    const key = name.toUpperCase();
    const hit = this.flatCache.get(key);
    if (hit !== undefined) { this.flatCache.set(name, hit); return hit; }
    const lump = this.stack.flats.get(key) ?? this.stack.find(key);
    let flat: Uint8Array | null = null;
    if (!lump) this.warnings.push(`${this.stack.label}: ${key}: flat for a text screen is missing`);
    else if (lump.data.length < 4096) this.warnings.push(`${this.stack.label}: ${key}: flat has ${lump.data.length} bytes, 4096 needed`);
    else flat = lump.data.subarray(0, 4096);
    this.flatCache.set(key, flat);
    this.flatCache.set(name, flat);
    return flat;
  }

  /** Draws sprites from `source` (a World built from this stack: its sprites are decoded already). */
  useSprites(source: SpriteSource): void {
    this.spriteSet = source;
  }

  /** The stack's sprites, loaded on the first call (null, warned once, when they cannot be read). */
  sprites(): SpriteSource | null {
    if (this.spriteSet !== undefined) return this.spriteSet;
    try {
      this.spriteSet = loadSprites(this.stack);
    } catch (e) {
      this.spriteSet = null;
      this.warnings.push(e instanceof Error ? e.message : String(e));
    }
    return this.spriteSet;
  }
}
