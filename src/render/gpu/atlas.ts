// The GPU path's palette-indexed texture atlas: every wall texture, flat and sprite frame a map can
// show, packed on shelves into one single-byte-per-texel picture (uploaded as R8UI), with a second
// one of the same layout for opacity. A picture's texel (u, v) lies at atlas (x + u, y + v): wall
// textures and sprites are copied out of their column-major pixels, flats out of their 64×64 rows.
// Entries are numbered textures first, then flats, then sprites (the ids a World uses, offset).
// The live world may show pictures the build did not: a switch's other texture (world.switchPair),
// every member of an animation, every frame of a sprite a thing shows (a torch's flicker, a
// barrel's cycle, a monster's walk), and every frame of the sprites the game spawns while it is
// played (puffs, blood, missiles, fog, explosions, dropped items): all of them are packed.
import type { World, WorldTexture } from '../../world/world.js';
import { ANIM_STRIDE, type AnimationTable } from '../../assets/animations.js';

export interface Atlas {
  width: number;
  height: number;
  /** Palette indices, row-major, width × height. */
  index: Uint8Array;
  /** Opacity (1 = opaque), same layout. */
  mask: Uint8Array;
  /** Per entry: x, y, width, height (all 0 for a picture the map never shows). */
  rects: Int32Array;
  entries: number;
  /** Entry of flat f = flatBase + f; of sprite s = spriteBase + s (texture t is entry t). */
  flatBase: number;
  spriteBase: number;
  /** Texels actually used (for reporting). */
  usedTexels: number;
}

/** Marks every member of an animation range that holds a marked id. */
function expandAnimations(used: Uint8Array, table: AnimationTable): void {
  for (let k = 0; k < table.length; k += ANIM_STRIDE) {
    const first = table[k], count = table[k + 1];
    let any = false;
    for (let i = 0; i < count; i++) if (first + i < used.length && used[first + i]) any = true;
    if (any) for (let i = 0; i < count; i++) if (first + i < used.length) used[first + i] = 1;
  }
}

/** DOOM's sprites of things the game spawns in play, whatever the map holds (they are small): bullet
 *  puffs and blood, every missile and its explosion (rockets, plasma, the BFG's ball and sprays, the
 *  monsters' fireballs), teleport and item fog, a barrel's explosion, crushed remains, the items
 *  former humans drop, a pain elemental's lost souls. */
const PLAY_SPRITES = [
  'PUFF', 'BLUD', 'MISL', 'PLSS', 'PLSE', 'BFS1', 'BFE1', 'BFE2', 'BAL1', 'BAL2', 'BAL7', 'MANF', 'FATB', 'APLS', 'APBX',
  'FIRE', 'TFOG', 'IFOG', 'BEXP', 'POL5', 'CLIP', 'SHOT', 'MGUN', 'SKUL',
];
/** The player's weapon sprites and their flashes (drawn over the view: gpu-renderer.ts drawPsprites). */
const WEAPON_SPRITES = [
  'PUNG', 'PISG', 'PISF', 'SHTG', 'SHTF', 'SHT2', 'CHGG', 'CHGF', 'MISG', 'MISF', 'SAWG', 'PLSG', 'PLSF', 'BFGG', 'BFGF',
];
/** What a boss spawner (editor number 89, MAP30's Icon of Sin) sends: its cubes, their fire, the monsters. */
const BOSS_SPITTER = 89;
const BOSS_SPRITES = ['BOSF', 'TROO', 'SARG', 'HEAD', 'VILE', 'SKEL', 'BSPI', 'FATT', 'PAIN', 'BOS2', 'BOSS'];

/** Marks every sprite picture whose 4-letter sprite name is in `names`. */
function markSpriteNames(world: World, used: Uint8Array, names: readonly string[]): void {
  for (let s = 0; s < used.length; s++) if (names.includes(world.sprites[s].name.slice(0, 4))) used[s] = 1;
}

/** Marks every sprite picture whose 4-letter sprite name is that of a marked one (all its frames). */
function expandSpriteNames(world: World, used: Uint8Array): void {
  const names = new Set<string>();
  for (let s = 0; s < used.length; s++) if (used[s]) names.add(world.sprites[s].name.slice(0, 4));
  for (let s = 0; s < used.length; s++) if (names.has(world.sprites[s].name.slice(0, 4))) used[s] = 1;
}

/**
 * The pictures a World can show: its sides' textures and their switch counterparts, the sky, its
 * sectors' flats, animation ranges, its things' sprite frames (with `allFrames`, every frame of
 * their sprites) and those of the things the game spawns.
 */
export function usedPictures(world: World, allFrames = true): { textures: Uint8Array; flats: Uint8Array; sprites: Uint8Array } {
  const textures = new Uint8Array(world.textures.length);
  const flats = new Uint8Array(world.flats.length);
  const sprites = new Uint8Array(world.sprites.length);
  const mark = (arr: Uint8Array, id: number): void => { if (id >= 0 && id < arr.length) arr[id] = 1; };
  for (let s = 0; s < world.sideCount; s++) {
    mark(textures, world.sideUpper[s]);
    mark(textures, world.sideMiddle[s]);
    mark(textures, world.sideLower[s]);
  }
  mark(textures, world.skyTexture);
  for (let s = 0; s < world.sectorCount; s++) {
    mark(flats, world.sectorFloorFlat[s]);
    mark(flats, world.sectorCeilFlat[s]);
  }
  for (let i = 0; i < world.thingCapacity * 8; i++) mark(sprites, world.thingRotPic[i]);
  markSpriteNames(world, sprites, PLAY_SPRITES);
  markSpriteNames(world, sprites, WEAPON_SPRITES);
  let spitter = false;
  for (let i = 0; i < world.thingCount; i++) if (world.thingType[i] === BOSS_SPITTER) spitter = true;
  if (spitter) markSpriteNames(world, sprites, BOSS_SPRITES);
  const pair = world.switchPair;
  for (let t = 0; t < textures.length && t < pair.length; t++) if (textures[t]) mark(textures, pair[t]);
  if (allFrames) expandSpriteNames(world, sprites);
  expandAnimations(textures, world.textureAnims);
  expandAnimations(flats, world.flatAnims);
  return { textures, flats, sprites };
}

interface Item { entry: number; w: number; h: number; x: number; y: number }

/** Shelf packing (tallest first) at a given width; returns the height used. */
function pack(items: Item[], width: number): number {
  let x = 0, y = 0, shelf = 0;
  for (const it of items) {
    if (x + it.w > width) { y += shelf; x = 0; shelf = 0; }
    it.x = x; it.y = y;
    x += it.w;
    if (it.h > shelf) shelf = it.h;
  }
  return y + shelf;
}

/**
 * Packs the World's used pictures into an atlas no larger than `maxSize` on a side. When every frame
 * of every sprite does not fit, only the frames the things show now are packed.
 */
export function buildAtlas(world: World, maxSize = 8192): Atlas {
  try {
    return packAtlas(world, maxSize, usedPictures(world, true));
  } catch (e) {
    if (!(e instanceof AtlasOverflow)) throw e;
    return packAtlas(world, maxSize, usedPictures(world, false));
  }
}

class AtlasOverflow extends Error {}

function packAtlas(world: World, maxSize: number, used: { textures: Uint8Array; flats: Uint8Array; sprites: Uint8Array }): Atlas {
  const nT = world.textures.length, nF = world.flats.length, nS = world.sprites.length;
  const flatBase = nT, spriteBase = nT + nF, entries = nT + nF + nS;
  const items: Item[] = [];
  const pictureOf = (e: number): WorldTexture | null => (e < nT ? world.textures[e] : e >= spriteBase ? world.sprites[e - spriteBase] : null);
  for (let t = 0; t < nT; t++) if (used.textures[t] && world.textures[t].width > 0 && world.textures[t].height > 0) {
    items.push({ entry: t, w: world.textures[t].width, h: world.textures[t].height, x: 0, y: 0 });
  }
  for (let f = 0; f < nF; f++) if (used.flats[f]) items.push({ entry: flatBase + f, w: 64, h: 64, x: 0, y: 0 });
  for (let s = 0; s < nS; s++) if (used.sprites[s] && world.sprites[s].width > 0 && world.sprites[s].height > 0) {
    items.push({ entry: spriteBase + s, w: world.sprites[s].width, h: world.sprites[s].height, x: 0, y: 0 });
  }
  items.sort((a, b) => b.h - a.h || b.w - a.w || a.entry - b.entry);
  let usedTexels = 0, widest = 1;
  for (const it of items) { usedTexels += it.w * it.h; if (it.w > widest) widest = it.w; }
  // The narrowest power-of-two width from 1024 up that keeps the atlas no taller than it is wide.
  let width = 1024;
  while (width < maxSize && (width < widest || pack(items, width) > width)) width *= 2;
  if (width > maxSize) width = maxSize;
  if (widest > width) throw new AtlasOverflow(`atlas: a ${widest}-texel-wide picture does not fit the GPU's ${maxSize} texture size`);
  const height = Math.max(1, pack(items, width));
  if (height > maxSize) throw new AtlasOverflow(`atlas: ${usedTexels} texels need a ${width}×${height} atlas, over the GPU's ${maxSize} texture size`);

  const index = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  const rects = new Int32Array(entries * 4);
  for (const it of items) {
    const r = it.entry * 4;
    rects[r] = it.x; rects[r + 1] = it.y; rects[r + 2] = it.w; rects[r + 3] = it.h;
    const pic = pictureOf(it.entry);
    if (pic) {
      // Column-major source: pixels[u * h + v] → atlas row (y + v), column (x + u).
      const px = pic.pixels, mk = pic.mask, h = it.h;
      for (let u = 0; u < it.w; u++) {
        for (let v = 0; v < h; v++) {
          const o = (it.y + v) * width + it.x + u;
          index[o] = px[u * h + v];
          mask[o] = mk[u * h + v] ? 1 : 0;
        }
      }
    } else {
      const px = world.flats[it.entry - flatBase].pixels;
      for (let row = 0; row < 64; row++) {
        const o = (it.y + row) * width + it.x;
        index.set(px.subarray(row * 64, row * 64 + 64), o);
        mask.fill(1, o, o + 64);
      }
    }
  }
  return { width, height, index, mask, rects, entries, flatBase, spriteBase, usedTexels };
}
