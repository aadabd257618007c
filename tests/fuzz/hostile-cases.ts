// The hostile inputs of issue 16, made exactly (not by chance): small PWADs layered over the demo WAD
// whose records alias one another, repeat, or multiply counts, so that a naive loader would decode
// gigabytes or run for minutes. Each must end with exit 0 or 2 within 15 s and under 1 GB.
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { MAP_LUMP_NAMES } from '../../src/wad/wad-stack.js';
import { mapLumps, type TestMap } from '../helpers/map-builder.js';
import { MapLumps, portalStormWith, spriteAliasWith, textureAliasWith } from '../../tools/fuzz/mutate.js';
import * as L from './level-cases.js';

export interface HostileCase {
  name: string;
  /** The PWAD, to layer over the demo WAD. */
  bytes: Uint8Array;
  map: string;
  what: string;
}

const MAP_LUMPS = new Set<string>(MAP_LUMP_NAMES);

/** The demo WAD's lumps named, in order (the asset lumps a PWAD overrides). */
function pick(demo: Uint8Array, names: readonly string[]): LumpSource[] {
  const f = parseWad(demo, 'toom-demo.wad');
  return f.lumps.filter((l) => names.includes(l.name)).map((l) => ({ name: l.name, data: l.data }));
}

/** One map's marker and lumps cut out of the demo WAD. */
function mapOf(demo: Uint8Array, map: string): LumpSource[] {
  const f = parseWad(demo, 'toom-demo.wad');
  const i = f.lumps.findIndex((l) => l.name === map);
  const out: LumpSource[] = [{ name: map, data: new Uint8Array(0) }];
  for (let j = i + 1; j < f.lumps.length && MAP_LUMPS.has(f.lumps[j].name); j++) out.push({ name: f.lumps[j].name, data: f.lumps[j].data });
  return out;
}

export const HOSTILE_NAMES = [
  'texture-alias-255x4096', 'texture-alias-400x4096', 'texture-alias-255x2048', 'texture-alias-8000x32767', 'texture-patches-32767',
  'sprite-alias-1000x4096', 'sprite-alias-1000x2048', 'portal-storm-8000', 'portal-storm-20000', 'portal-storm-100000',
] as const;

export function hostileCase(name: (typeof HOSTILE_NAMES)[number], demo: Uint8Array): HostileCase {
  const tex = (aliases: number, w: number, h: number, patches: number, what: string): HostileCase => {
    const lumps = pick(demo, ['TEXTURE1']);
    textureAliasWith(lumps, aliases, w, h, patches);
    return { name, bytes: writeWad('PWAD', lumps), map: 'MAP01', what };
  };
  switch (name) {
    case 'texture-alias-255x4096': return tex(255, 4096, 4096, 1, 'TEXTURE1: 255 entries pointing at one 4096x4096 record');
    case 'texture-alias-400x4096': return tex(400, 4096, 4096, 1, 'TEXTURE1: 400 entries pointing at one 4096x4096 record');
    case 'texture-alias-255x2048': return tex(255, 2048, 2048, 1, 'TEXTURE1: 255 entries pointing at one 2048x2048 record (within the size cap)');
    case 'texture-alias-8000x32767': return tex(8000, 256, 128, 32767, 'TEXTURE1: 8,000 entries pointing at one record of 32,767 patches');
    case 'texture-patches-32767': return tex(1, 4096, 1024, 32767, 'TEXTURE1: one 4096x1024 texture of 32,767 patches');
    case 'sprite-alias-1000x4096':
    case 'sprite-alias-1000x2048': {
      const lumps: LumpSource[] = [];
      const side = name === 'sprite-alias-1000x4096' ? 4096 : 2048;
      const step = spriteAliasWith(lumps, 1000, side, side);
      return { name, bytes: step(writeWad('PWAD', lumps)), map: 'MAP01', what: `1,000 sprite entries aliasing one ${side}x${side} picture` };
    }
    case 'portal-storm-8000':
    case 'portal-storm-20000':
    case 'portal-storm-100000': {
      const lines = Number(name.slice('portal-storm-'.length));
      const lumps = mapOf(demo, 'MAP01');
      portalStormWith(new MapLumps(lumps, 'MAP01'), 2 * lines, 3);
      return { name, bytes: writeWad('PWAD', lumps), map: 'MAP01', what: `PORTALS: ${lines} portal lines between copies of one linedef` };
    }
  }
}

// ---- Issue 33, section 1 items 5 and 10 (h3): the cost of many monsters, bounded as it is run. ----

/**
 * A PWAD whose MAP01 is one open square room holding `count` monsters of DOOM type `type` (default
 * 3002, the demon: melee only) on a 48-unit grid around the player, each facing him (to the nearest
 * 45°), so that all of them see him and wake at once. He stands on a 128-unit square pillar 64 units
 * high that no monster can climb: they chase him for as long as the run lasts (the costliest tic).
 */
export function monsterCrowd(count: number, type = 3002): Uint8Array {
  const S = 48, side = Math.ceil(Math.sqrt(count + 16)), half = Math.ceil((side * S) / 2) + 64, p = 64;
  const vertices: [number, number][] = [[-half, -half], [-half, half], [half, half], [half, -half], [-p, -p], [-p, p], [p, p], [p, -p]];
  const map: TestMap = {
    vertices,
    // The outer walls clockwise (the room on their right); the pillar's sides clockwise too, the
    // pillar on their right and the room on their left.
    lines: [
      ...[0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: i })),
      ...[0, 1, 2, 3].map((i) => ({ v1: 4 + i, v2: 4 + ((i + 1) % 4), right: 4 + 2 * i, left: 5 + 2 * i, flags: 4 })),
    ],
    sides: [
      ...[0, 1, 2, 3].map(() => ({ middle: 'BRICK', sector: 0 })),
      ...[0, 1, 2, 3].flatMap(() => [{ lower: 'BRICK', sector: 1 }, { sector: 0 }]),
    ],
    sectors: [{ floor: 0, ceil: 256 }, { floor: 64, ceil: 256 }],
    things: [{ x: 0, y: 0, angle: 90, type: 1 }],
  };
  const things = map.things!;
  for (let j = 0; things.length <= count && j < side + 2; j++) {
    for (let i = 0; things.length <= count && i < side + 2; i++) {
      const x = (i - (side + 1) / 2) * S, y = (j - (side + 1) / 2) * S;
      if (Math.abs(x) < p + 48 && Math.abs(y) < p + 48) continue;
      const toward = ((Math.atan2(-y, -x) * 180) / Math.PI + 360) % 360;
      things.push({ x: Math.round(x), y: Math.round(y), angle: (Math.round(toward / 45) * 45) % 360, type });
    }
  }
  return writeWad('PWAD', mapLumps(map));
}

/** The hostile level data of issue 33 (tests/fuzz/level-cases.ts), played rather than rendered: the
 *  amplification is in the game's structures, the sight check and the noise alert of a shot. */
export const LEVEL_HOSTILE_NAMES = [
  'blockmap-shared-60000', 'blockmap-shared-300000', 'blockmap-shared-round-4000', 'nodes-dag-40', 'nodes-chain-32767',
  'sectors-chain-20000', 'sectors-grid-150x100', 'things-2000000', 'linedefs-1000000', 'sidedefs-1000000', 'sectors-1000000',
  'reject-64mb', 'reject-short-65536',
] as const;

export function levelHostileCase(name: (typeof LEVEL_HOSTILE_NAMES)[number]): HostileCase {
  const S = L.DEMO_STYLE;
  const c = (lumps: LumpSource[], what: string): HostileCase => ({ name, bytes: writeWad('PWAD', lumps), map: 'MAP01', what });
  switch (name) {
    case 'blockmap-shared-60000': return c(L.blockmapShared(S, 60_000), 'BLOCKMAP: 16,384 blocks sharing one 60,000-entry list of 4 lines (3.9 GB before)');
    case 'blockmap-shared-300000': return c(L.blockmapShared(S, 300_000), 'BLOCKMAP: 16,384 blocks sharing one 300,000-entry list (exit 1 before)');
    case 'blockmap-shared-round-4000': return c(L.blockmapSharedRound(S, 4000), 'BLOCKMAP: 16,384 blocks sharing one list of all 4,000 lines');
    case 'nodes-dag-40': return c(L.nodesDag(S, 40), 'NODES: 40 nodes each taking the one below as both children (a hang before)');
    case 'nodes-chain-32767': return c(L.nodesChain(S), 'NODES: a valid chain of 32,767 nodes (a stack overflow before)');
    case 'sectors-chain-20000': return c(L.sectorChain(S, 20_000), 'a chain of 20,000 sectors and a shot (a stack overflow before)');
    case 'sectors-grid-150x100': return c(L.sectorGrid(S, 150, 100), 'a 150 x 100 grid of sectors and a shot (a stack overflow before)');
    case 'things-2000000': return c(L.manyThings(S, 2_000_000), 'THINGS: 2,000,000 things (1.6 GB before)');
    case 'linedefs-1000000': return c(L.padded(S, 'LINEDEFS', 1_000_000), 'LINEDEFS: 1,000,000 copies of one wall');
    case 'sidedefs-1000000': return c(L.padded(S, 'SIDEDEFS', 1_000_000), 'SIDEDEFS: 1,000,000 unreferenced sidedefs');
    case 'sectors-1000000': return c(L.padded(S, 'SECTORS', 1_000_000), 'SECTORS: 1,000,000 unreferenced sectors');
    case 'reject-64mb': return c(L.longReject(S, 64 << 20), 'REJECT: 64 MB for one sector (copied whole before)');
    case 'reject-short-65536': return c(L.shortReject(S), 'REJECT: 1 byte for 65,536 sectors (padded to 512 MB before)');
  }
}
