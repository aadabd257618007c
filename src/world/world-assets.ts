// Gathers a WAD stack's assets into the tables a World carries: wall textures, flats, sprite frames,
// the lit palettes (each PLAYPAL palette ∘ colormaps) and the animation ranges. Loaded once per WAD stack and
// shared by every map's World.
import type { WadStack } from '../wad/wad-stack.js';
import { COLORMAP_SIZE, PALETTE_COUNT, buildLitPalettes, paletteToAbgr, readColormap, readPlaypal } from '../assets/palette.js';
import { loadTextures } from '../assets/textures.js';
import { loadFlats } from '../assets/flats.js';
import { loadSprites } from '../assets/sprites.js';
import { loadAnimations } from '../assets/animations.js';
import { buildSwitchTable, switchPairsFor } from '../assets/switches.js';
import type { AssetTables } from './build-world.js';
import { TranslucencyTables } from '../assets/tranmap.js';
import { BoomColormaps } from '../assets/colormaps.js';
import type { WorldTexture } from './world.js';

export function loadAssetTables(stack: WadStack): AssetTables {
  const playpal = readPlaypal(stack);
  const colormap = readColormap(stack);
  const litPalettes = buildLitPalettes(playpal, colormap);
  const palettes = new Uint32Array(PALETTE_COUNT * 256);
  for (let p = 0; p < PALETTE_COUNT; p++) palettes.set(paletteToAbgr(playpal, p), p * 256);
  const lit = litPalettes.subarray(0, COLORMAP_SIZE);
  const ts = loadTextures(stack);
  const fs = loadFlats(stack);
  const ss = loadSprites(stack);
  const anims = loadAnimations(ts, fs, stack);
  const textures: WorldTexture[] = ts.textures.map((t) => ({
    name: t.name, width: t.width, height: t.height, pixels: t.pixels, mask: t.mask, masked: t.masked, leftOffset: 0, topOffset: 0,
  }));
  const sprites: WorldTexture[] = ss.pictures.map((p, i) => ({
    name: ss.lumpNames[i], width: p.width, height: p.height, pixels: p.pixels, mask: p.mask, masked: true,
    leftOffset: p.leftOffset, topOffset: p.topOffset,
  }));
  // A pair a SWITCHES lump names is the author's: a missing texture is warned about. DOOM's own list
  // names the official IWADs' textures, which another IWAD (the demo WAD, a total conversion) need
  // not have: those pairs are skipped quietly, as Boom does.
  const switchWarnings: string[] = [];
  const switchPair = buildSwitchTable(textures.map((t) => t.name), switchPairsFor(stack, switchWarnings), stack.find('SWITCHES') ? switchWarnings : undefined);
  const textureByName = new Map<string, number>();
  // DOOM's texture 0 means "no texture": a sidedef naming it draws nothing.
  ts.byName.forEach((id, name) => { if (id !== 0) textureByName.set(name, id); });
  return {
    textures,
    textureByName,
    flats: fs.flats,
    flatByName: fs.byName,
    sprites,
    spriteFrame: (name, frame, rotation) => ss.get(name, frame, rotation),
    lit,
    litPalettes,
    palettes,
    switchPair,
    textureAnims: anims.textures,
    flatAnims: anims.flats,
    translucency: new TranslucencyTables(stack, playpal),
    boomColormaps: new BoomColormaps(stack, playpal, colormap),
    warnings: [...ts.warnings, ...ss.warnings, ...anims.warnings, ...switchWarnings],
  };
}
