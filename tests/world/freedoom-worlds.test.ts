// Every Freedoom map (68) builds a World whose mesh and side infos pass the invariant checker, and
// that World renders 25 seeded poses without an exception, writing every pixel (one build per map
// for both checks).
import { describe, expect, it } from 'vitest';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { buildWorld } from '../../src/world/build-world.js';
import { assetsOf } from '../../src/world/load-world.js';
import { checkWorld } from '../../src/world/check-world.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { prng, randomPose, stackFor } from '../helpers/world-fixtures.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';

const SENTINEL = 0x00badf00;

describe.skipIf(!haveFreedoom)(`all Freedoom maps build, pass the checker and render 25 poses${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const path of [FREEDOOM1, FREEDOOM2]) {
    it(path, () => {
      const stack = stackFor(path);
      const assets = assetsOf(stack);
      const rnd = prng(1234);
      let n = 0;
      for (const entry of stack.maps) {
        const map = decodeMap(entry);
        const world = buildWorld(map, assets);
        const c = checkWorld(world, map.linedefs.length);
        expect(c.errors, `${entry.name}: ${c.errors.slice(0, 3).join('; ')}`).toEqual([]);
        // Almost every face lies in a sector: the map's inside is covered.
        let inside = 0;
        for (let f = 0; f < world.mesh.faceCount; f++) if (world.faceSector[f] >= 0) inside++;
        expect(inside).toBeGreaterThan(world.mesh.faceCount / 3);
        // The player start is inside a sector.
        const q = world.mesh.locate(world.playerStart.x, world.playerStart.y, 0);
        expect(world.faceSector[world.mesh.qeFace[q]], `${entry.name} start`).toBeGreaterThanOrEqual(0);
        // 25 seeded poses: no exception, no pixel left unwritten.
        const r = new CpuRenderer(world, 320, 200);
        for (let i = 0; i < 25; i++) {
          const p = randomPose(world, rnd);
          r.fb.fill(SENTINEL);
          r.render(makeCamera(p.x, p.y, p.angle), i * 7);
          const left = r.fb.indexOf(SENTINEL);
          expect(left, `${entry.name} pose ${i} (${p.x.toFixed(1)},${p.y.toFixed(1)},${p.angle.toFixed(3)}): pixel ${left} unwritten`).toBe(-1);
        }
        n++;
      }
      expect(n).toBe(path === FREEDOOM1 ? 36 : 32);
    });
  }
});
