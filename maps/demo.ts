// The built-in demo IWAD (wad/toom-demo.wad): procedural assets (palette, colormaps, textures,
// flats, sprites) and the four showcase maps, every byte made here. `toom build-wad` writes it;
// tests and tools may build it in memory with `buildDemoWad()`.
import { MapError } from '../src/errors.js';
import { writeWad, type LumpSource } from '../src/wad/wad-writer.js';
import { buildAssets, type DemoAssets } from './assets/demo-assets.js';
import type { CompiledMap, MapBuilder } from './dsl.js';
import { map01 } from './map01.js';
import { map02 } from './map02.js';
import { map03 } from './map03.js';
import { map04 } from './map04.js';

/** The demo maps in WAD order. */
export const DEMO_MAPS: readonly (() => MapBuilder)[] = [map01, map02, map03, map04];

export interface DemoWad {
  bytes: Uint8Array;
  maps: CompiledMap[];
  lumps: LumpSource[];
  assets: DemoAssets;
}

/** Every texture and flat a map uses must exist in the assets. */
function checkNames(m: CompiledMap, a: DemoAssets): void {
  const err = (p: string) => new MapError('maps/demo.ts', m.name, p);
  m.sidedefs.forEach((s, i) => {
    for (const t of [s.upper, s.lower, s.middle]) if (t !== '-' && !a.textureNames.has(t)) throw err(`sidedef ${i}: unknown texture ${t}`);
  });
  m.sectors.forEach((s, i) => {
    for (const f of [s.floorFlat, s.ceilFlat]) if (!a.flatNames.has(f)) throw err(`sector ${i}: unknown flat ${f}`);
  });
  if (!m.things.some((t) => t.type === 1)) throw err('no player 1 start');
}

export function buildDemoWad(): DemoWad {
  const assets = buildAssets();
  const maps = DEMO_MAPS.map((f) => f().compile());
  for (const m of maps) checkNames(m, assets);
  const lumps = [...assets.head, ...maps.flatMap((m) => m.lumps), ...assets.tail];
  return { bytes: writeWad('IWAD', lumps), maps, lumps, assets };
}
