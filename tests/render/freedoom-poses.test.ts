// For every Freedoom map, 25 seeded poses render without an exception and write every pixel.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { prng, randomPose, stackFor } from '../helpers/world-fixtures.js';

const SENTINEL = 0x00badf00;

describe.skipIf(!haveFreedoom)(`25 poses per Freedoom map${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const path of [FREEDOOM1, FREEDOOM2]) {
    it(path, () => {
      const stack = stackFor(path);
      const rnd = prng(1234);
      for (const entry of stack.maps) {
        const world = loadWorld(stack, entry.name);
        const r = new CpuRenderer(world, 320, 200);
        for (let i = 0; i < 25; i++) {
          const p = randomPose(world, rnd);
          r.fb.fill(SENTINEL);
          r.render(makeCamera(p.x, p.y, p.angle), i * 7);
          const left = r.fb.indexOf(SENTINEL);
          expect(left, `${entry.name} pose ${i} (${p.x.toFixed(1)},${p.y.toFixed(1)},${p.angle.toFixed(3)}): pixel ${left} unwritten`).toBe(-1);
        }
      }
    });
  }
});
