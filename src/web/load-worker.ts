// Web Worker entry that loads WADs and builds Worlds off the page's thread (bundled to
// dist/web/load-worker.js), so that a large or hostile WAD never freezes the tab. It keeps the last WAD
// stack (and its decoded assets) for the next map of the same WADs, reports each stage as it starts,
// and answers with the World handed over on shared memory (or copied when the page is not cross-origin
// isolated), its sprite lookup as a table, and every warning of the build; or with the typed error.
import { umapSky } from '../defs/umapinfo-stack.js';
import { MapError, WadError } from '../errors.js';
import { WadStack } from '../wad/wad-stack.js';
import { assetsOf, loadWorld } from '../world/load-world.js';
import { handoverWorld } from '../world/world-handover.js';
import { canShareMemory } from '../world/live-state.js';
import type { World } from '../world/world.js';
import { buildSpriteTable } from './sprite-table.js';
import { defsOf } from '../defs/load-defs.js';
import { stackTranslucentThings } from '../defs/complevel.js';
import type { LoadReply, LoadRequest } from './world-loader.js';

let stack: WadStack | null = null;
let stackKey = -1;

const post = (m: LoadReply): void => (self as unknown as Worker).postMessage(m);

function load(req: LoadRequest): void {
  const { id } = req;
  if (req.wads) {
    post({ id, kind: 'progress', stage: 'reading the WAD directory' });
    stack = null;
    stack = WadStack.fromBuffers(req.wads);
    stackKey = req.stackKey;
  }
  if (!stack || stackKey !== req.stackKey) throw new Error('the loader has no WADs for this request');
  const names = stack.maps.map((m) => m.name);
  if (names.length === 0) throw new WadError(stack.label, 'maps', 'the WAD has no maps');
  const want = req.map?.toUpperCase();
  const map = want && names.includes(want) ? want : req.strict && want ? want : names[0];
  post({ id, kind: 'progress', stage: 'decoding textures, flats and sprites' });
  const assets = assetsOf(stack);
  post({ id, kind: 'progress', stage: `building ${map}` });
  const translucentThings = stackTranslucentThings(stack, defsOf(stack).defs);
  const world = loadWorld(stack, map, { skill: req.skill, noMonsters: req.noMonsters, translucentThings, sky: umapSky(stack, map) });
  post({ id, kind: 'progress', stage: `handing ${map} over` });
  const sprites = buildSpriteTable(world.spriteFrame, defsOf(stack).defs.spriteNames);
  const warnings = [...(req.wads ? assets.warnings : []), ...world.warnings];
  // Shared memory: one copy the page and its render workers all see. Otherwise a structured clone,
  // which cannot carry the sprite lookup function (the table replaces it).
  const handed: World = canShareMemory() ? handoverWorld(world) : ({ ...world, spriteFrame: undefined } as unknown as World);
  post({ id, kind: 'done', world: handed, sprites, label: stack.label, mapNames: names, map, warnings });
}

self.onmessage = (e: MessageEvent<LoadRequest>) => {
  try {
    load(e.data);
  } catch (err) {
    const error = err instanceof WadError ? { type: 'WadError' as const, file: err.file, where: err.lump, problem: err.problem, message: err.message }
      : err instanceof MapError ? { type: 'MapError' as const, file: err.file, where: err.map, problem: err.problem, message: err.message }
      : { type: 'Error' as const, file: '', where: '', problem: '', message: (err as Error)?.message ?? String(err) };
    post({ id: e.data.id, kind: 'error', error });
  }
};
