// One call from a WAD stack and a map name to a World (decode → mesh → sides → sectors → portals).
import type { WadStack } from '../wad/wad-stack.js';
import { decodeMap } from '../mapdata/map-data.js';
import { buildWorld, type AssetTables, type BuildOptions } from './build-world.js';
import { loadAssetTables } from './world-assets.js';
import type { World } from './world.js';

const assetCache = new WeakMap<WadStack, AssetTables>();

/** The stack's asset tables, loaded once and cached per stack. */
export function assetsOf(stack: WadStack): AssetTables {
  let a = assetCache.get(stack);
  if (!a) assetCache.set(stack, (a = loadAssetTables(stack)));
  return a;
}

export function loadWorld(stack: WadStack, mapName: string, options: BuildOptions = {}): World {
  return buildWorld(decodeMap(stack.map(mapName)), assetsOf(stack), options);
}
