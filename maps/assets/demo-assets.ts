// The demo WAD's assets, recipe by recipe: which patches are painted, how wall textures are composed
// from them (PNAMES + TEXTURE1), which flats and sprites exist, and the lumps that carry them all.
import { LumpBuilder, type LumpSource } from '../../src/wad/wad-writer.js';
import type { Canvas } from './canvas.js';
import * as F from './flat-painters.js';
import { basePalette, buildColormap, buildPlaypal, PaletteMatcher } from './palette.js';
import { encodePicture } from './picture.js';
import * as SP from './sprite-painters.js';
import * as W from './walls.js';

interface PatchRecipe { name: string; paint: () => Canvas }
/** A wall texture: name, size, patches placed at origins. */
export interface TextureRecipe { name: string; width: number; height: number; patches: [name: string, x: number, y: number][] }
interface SpriteRecipe { name: string; paint: () => SP.SpriteImage }

export const PATCHES: PatchRecipe[] = [
  { name: 'WBRICK1', paint: () => W.bricks(64, 128, 32, 16, [150, 64, 42], [128, 118, 102], 11) },
  { name: 'WBRICK2', paint: () => W.bricks(64, 128, 32, 16, [118, 118, 128], [66, 64, 60], 12) },
  { name: 'WSTONE1', paint: () => W.stoneBlocks(128, 128, [32, 24, 40, 32], [158, 146, 122], 13) },
  { name: 'WROCK1', paint: () => W.rock(128, 128, [170, 150, 120], [58, 50, 44], 14) },
  { name: 'WMETAL1', paint: () => W.metalPanels(64, 128, 64, [122, 132, 148], 15) },
  { name: 'WWOOD1', paint: () => W.planks(64, 128, 16, [156, 100, 56], 16) },
  { name: 'WTECH1', paint: () => W.techPanel(17) },
  { name: 'WDOOR1', paint: () => W.door(18) },
  { name: 'WSTEP1', paint: () => W.stepRiser(19) },
  { name: 'WGRATE1', paint: () => W.grate(20) },
  { name: 'WLITE1', paint: () => W.lightPanel(21) },
  { name: 'WSIGN1', paint: () => W.sign('TOOM', 22) },
  { name: 'WSUPP1', paint: () => W.support(23) },
  { name: 'WMARBL1', paint: () => W.marble(64, 128, [52, 110, 78], [214, 236, 214], 24) },
  { name: 'RSKY1', paint: () => W.sky(25) },
];

export const TEXTURES: TextureRecipe[] = [
  // Texture 0 is "no texture" to DOOM engines: a placeholder nobody uses.
  { name: 'AATOOM', width: 64, height: 64, patches: [['WMETAL1', 0, 0]] },
  { name: 'BRICK1', width: 64, height: 128, patches: [['WBRICK1', 0, 0]] },
  { name: 'BRICK2', width: 64, height: 128, patches: [['WBRICK2', 0, 0]] },
  { name: 'BRKLIT1', width: 128, height: 128, patches: [['WBRICK1', 0, 0], ['WBRICK1', 64, 0], ['WLITE1', 48, 32]] },
  { name: 'STONE1', width: 128, height: 128, patches: [['WSTONE1', 0, 0]] },
  { name: 'ROCK1', width: 128, height: 128, patches: [['WROCK1', 0, 0]] },
  { name: 'METAL1', width: 64, height: 128, patches: [['WMETAL1', 0, 0]] },
  { name: 'WOOD1', width: 64, height: 128, patches: [['WWOOD1', 0, 0]] },
  { name: 'TECH1', width: 128, height: 128, patches: [['WTECH1', 0, 0]] },
  { name: 'TECHLITE', width: 128, height: 128, patches: [['WTECH1', 0, 0], ['WLITE1', 48, 40]] },
  { name: 'TOOMSIGN', width: 128, height: 128, patches: [['WTECH1', 0, 0], ['WSIGN1', 32, 24]] },
  { name: 'DOOR1', width: 64, height: 128, patches: [['WDOOR1', 0, 0]] },
  { name: 'STEP1', width: 64, height: 16, patches: [['WSTEP1', 0, 0], ['WSTEP1', 32, 0]] },
  { name: 'GRATE1', width: 64, height: 128, patches: [['WGRATE1', 0, 0]] },
  { name: 'LITE1', width: 32, height: 128, patches: [['WMETAL1', 0, 0], ['WLITE1', 0, 32]] },
  { name: 'SUPPORT1', width: 16, height: 128, patches: [['WSUPP1', 0, 0]] },
  { name: 'MARBLE1', width: 64, height: 128, patches: [['WMARBL1', 0, 0]] },
  { name: 'SKY1', width: 256, height: 128, patches: [['RSKY1', 0, 0]] },
];

/** Flats in F_START..F_END order (NUKAGE1..3 consecutive: DOOM's animation range). */
export const FLATS: PatchRecipe[] = [
  { name: 'FLOOR1', paint: () => F.tiles(32, [152, 148, 140], [62, 60, 56], 31) },
  { name: 'FLOOR2', paint: () => F.checker(16, [216, 206, 188], [104, 44, 38], 32) },
  { name: 'FLOOR3', paint: () => F.treadPlate([132, 136, 144], 33) },
  { name: 'FLOOR4', paint: () => F.woodFloor([164, 108, 62], 34) },
  { name: 'CEIL1', paint: () => F.ceilingPanels([200, 200, 192], 35) },
  { name: 'CEIL2', paint: () => F.concrete([124, 122, 116], 36) },
  { name: 'LIGHT1', paint: () => F.lightFlat(37) },
  { name: 'GRASS1', paint: () => F.grass(38) },
  { name: 'DIRT1', paint: () => F.dirt(39) },
  { name: 'PAVE1', paint: () => F.paving([172, 162, 140], 40) },
  { name: 'MARBLE2', paint: () => W.marble(64, 64, [60, 120, 86], [220, 240, 220], 41) },
  { name: 'F_SKY1', paint: () => F.skyFlat(42) },
  { name: 'NUKAGE1', paint: () => F.nukage(0, 43) },
  { name: 'NUKAGE2', paint: () => F.nukage(1, 43) },
  { name: 'NUKAGE3', paint: () => F.nukage(2, 43) },
];

/** Sprites, DOOM's names: POSS (zombieman, 3004), TROO (imp, 3001) and its fireball BAL1, BAR1 (barrel, 2035), COLU (lamp, 2028), ELEC (48), TRE2 (54), TBLU (44), CAND (34). */
export const SPRITES: SpriteRecipe[] = [
  ...[0, 1].flatMap((f) => {
    const L = 'AB'[f];
    return [
      { name: `POSS${L}1`, paint: () => SP.zombieman(f, 1) },
      { name: `POSS${L}2${L}8`, paint: () => SP.zombieman(f, 2) },
      { name: `POSS${L}3${L}7`, paint: () => SP.zombieman(f, 3) },
      { name: `POSS${L}4${L}6`, paint: () => SP.zombieman(f, 4) },
      { name: `POSS${L}5`, paint: () => SP.zombieman(f, 5) },
    ];
  }),
  // The imp: walking (A..D) and throwing (E, F, G); its fireball in flight (A, B) and bursting (C..E).
  ...[0, 1, 5, 0, 2, 3, 4].flatMap((f, i) => {
    const L = 'ABCDEFG'[i];
    return [
      { name: `TROO${L}1`, paint: () => SP.imp(f, 1) },
      { name: `TROO${L}2${L}8`, paint: () => SP.imp(f, 2) },
      { name: `TROO${L}3${L}7`, paint: () => SP.imp(f, 3) },
      { name: `TROO${L}4${L}6`, paint: () => SP.imp(f, 4) },
      { name: `TROO${L}5`, paint: () => SP.imp(f, 5) },
    ];
  }),
  ...[0, 1, 2, 3, 4].map((f) => ({ name: `BAL1${'ABCDE'[f]}0`, paint: () => SP.fireball(f) })),
  { name: 'BAR1A0', paint: () => SP.barrel(0) },
  { name: 'BAR1B0', paint: () => SP.barrel(1) },
  { name: 'COLUA0', paint: () => SP.lamp() },
  { name: 'ELECA0', paint: () => SP.techColumn() },
  { name: 'TRE2A0', paint: () => SP.tree() },
  ...[0, 1, 2, 3].map((f) => ({ name: `TBLU${'ABCD'[f]}0`, paint: () => SP.blueTorch(f) })),
  { name: 'CANDA0', paint: () => SP.candle() },
];

export interface DemoAssets {
  /** PLAYPAL, COLORMAP, TEXTURE1, PNAMES. */
  head: LumpSource[];
  /** S_START..S_END, P_START..P_END, F_START..F_END. */
  tail: LumpSource[];
  textureNames: Set<string>;
  flatNames: Set<string>;
  /** The base palette (768 bytes), for tools that preview textures. */
  palette: Uint8Array;
}

function textureLump(recipes: readonly TextureRecipe[], pnames: readonly string[]): Uint8Array {
  const b = new LumpBuilder();
  b.i32(recipes.length);
  let offset = 4 + 4 * recipes.length;
  for (const t of recipes) {
    b.i32(offset);
    offset += 22 + 10 * t.patches.length;
  }
  for (const t of recipes) {
    b.name(t.name).i32(0).i16(t.width).i16(t.height).i32(0).i16(t.patches.length);
    for (const [p, x, y] of t.patches) {
      const i = pnames.indexOf(p);
      if (i < 0) throw new Error(`texture ${t.name}: unknown patch ${p}`);
      b.i16(x).i16(y).i16(i).i16(1).i16(0);
    }
  }
  return b.build();
}

export function buildAssets(): DemoAssets {
  const palette = basePalette();
  const matcher = new PaletteMatcher(palette);
  const pnames = PATCHES.map((p) => p.name);
  const pn = new LumpBuilder().i32(pnames.length);
  for (const n of pnames) pn.name(n);

  const marker = (name: string): LumpSource => ({ name, data: new Uint8Array(0) });
  const tail: LumpSource[] = [marker('S_START')];
  for (const s of SPRITES) {
    const img = s.paint();
    tail.push({ name: s.name, data: encodePicture(img.canvas.quantize(matcher, 4), img.originX, img.originY) });
  }
  tail.push(marker('S_END'), marker('P_START'));
  for (const p of PATCHES) tail.push({ name: p.name, data: encodePicture(p.paint().quantize(matcher), 0, 0) });
  tail.push(marker('P_END'), marker('F_START'));
  for (const f of FLATS) tail.push({ name: f.name, data: f.paint().quantize(matcher).pixels });
  tail.push(marker('F_END'));

  return {
    head: [
      { name: 'PLAYPAL', data: buildPlaypal(palette) },
      { name: 'COLORMAP', data: buildColormap(palette) },
      { name: 'TEXTURE1', data: textureLump(TEXTURES, pnames) },
      { name: 'PNAMES', data: pn.build() },
    ],
    tail,
    textureNames: new Set(TEXTURES.map((t) => t.name)),
    flatNames: new Set(FLATS.map((f) => f.name)),
    palette,
  };
}
