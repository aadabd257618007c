// Render threads share the World's live state: with doors opening, lifts moving and lights changing
// (DOOM's playsim running and its World sync writing the live block between frames), 2 threads draw
// every frame bit for bit as one thread does, along the bench path, on Freedoom E1M1 (test:full adds
// E1M2 and MAP01; the demo maps have no movers).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { ParallelRenderer } from '../../src/render/cpu/parallel-renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { FULL } from '../helpers/full.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { startAllDoorsAndLifts } from '../../src/sim/start-movers.js';
import { benchViews } from '../../bench/views.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

const root = join(__dirname, '..', '..');
const workerScript = join(root, 'dist', 'render-worker.js');

/** Frames rendered per map, one every `step` tics of the simulation. */
const FRAMES = 60;

async function livingFrames(path: string, map: string, step: number): Promise<{ frames: number; moved: number }> {
  const stack = stackFor(path);
  const world = loadWorld(stack, map);
  const ps = new Playsim(world, { skill: 3 });
  const sync = new WorldSync(ps);
  const started = startAllDoorsAndLifts(ps);
  sync.sync();
  const floors0 = Float64Array.from(world.sectorFloorZ), ceils0 = Float64Array.from(world.sectorCeilZ);
  const single = new CpuRenderer(world, 320, 200);
  const par = await ParallelRenderer.create({ world, width: 320, height: 200, threads: 2, workerScript });
  const cmd = new TicCmd();
  let moved = 0;
  try {
    const cam = makeCamera(0, 0, 0);
    const views = benchViews(world, FRAMES);
    for (let i = 0; i < views.length; i++) {
      for (let t = 0; t < step; t++) ps.tick(cmd);
      sync.sync();
      const v = views[i];
      cam.x = v.x; cam.y = v.y; cam.angle = v.angle;
      single.render(cam, ps.leveltime);
      par.render(cam, ps.leveltime);
      for (let p = 0; p < single.fb.length; p++) {
        if (single.fb[p] !== par.fb[p]) expect.fail(`${map} frame ${i} (tic ${ps.leveltime}): first differing pixel ${p}`);
      }
      for (let s = 0; s < world.sectorCount; s++) if (world.sectorFloorZ[s] !== floors0[s] || world.sectorCeilZ[s] !== ceils0[s]) { moved++; break; }
    }
  } finally {
    await par.close();
  }
  expect(started).toBeGreaterThan(0);
  return { frames: FRAMES, moved };
}

describe('parallel renderer, living world', () => {
  // `npm test` runs E1M1 (a door, a lift, lights, the switch); test:full adds E1M2 and MAP01.
  const maps = FULL ? [[FREEDOOM1, 'E1M1'], [FREEDOOM1, 'E1M2'], [FREEDOOM2, 'MAP01']] as const : [[FREEDOOM1, 'E1M1']] as const;
  it.skipIf(!haveFreedoom)(`Freedoom ${maps.map((m) => m[1]).join(', ')}: 2 threads equal 1 thread with doors, lifts and lights in motion${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, async () => {
    for (const [wad, map] of maps) {
      const r = await livingFrames(wad, map, 4);
      expect(r.moved, map).toBeGreaterThan(FRAMES / 2);
    }
  }, 120_000);
});
