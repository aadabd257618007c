// Golden images of scenes the tests build themselves, and of Freedoom player starts: all exact.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { testStack } from '../helpers/test-wad.js';
import { twoRooms } from '../helpers/scenes.js';
import { compareGolden } from '../helpers/golden.js';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

describe('golden views of self-built maps (exact)', () => {
  const world = loadWorld(testStack(twoRooms()), 'MAP01');
  const views: [string, number, number, number, number, number, number][] = [
    // name, x, y, angle°, width, height, tics
    ['two-rooms-east', 40, 128, 0, 320, 200, 0],
    ['two-rooms-east-anim', 40, 128, 0, 320, 200, 8],
    ['two-rooms-lamp', 40, 60, 50, 320, 200, 0],
    ['two-rooms-from-b', 480, 40, 160, 640, 400, 0],
    ['two-rooms-odd-size', 120, 100, 20, 199, 117, 0],
  ];
  for (const [name, x, y, deg, w, h, tics] of views) {
    it(name, () => {
      const r = new CpuRenderer(world, w, h);
      r.render(makeCamera(x, y, (deg * Math.PI) / 180), tics);
      const g = compareGolden(name, w, h, r.fb, 0);
      expect(g.differing, `${name}: ${g.differing} pixels differ (max channel delta ${g.maxDelta}); see tests/output/${name}.actual.png`).toBe(0);
    });
  }
  it("the nukage flat animates with DOOM's phase: 8 tics a frame, from its flat number (2 here)", () => {
    const r = new CpuRenderer(world, 160, 100);
    const cam = makeCamera(40, 128, 0);
    const at = (tics: number) => { r.render(cam, tics); return r.fb.slice(); };
    const n1 = at(0); // before the first tic: NUKAGE1 itself
    const n3 = at(1); // leveltime 0: NUKAGE1 + (0 + 2) % 3 = NUKAGE3
    expect(n3).not.toEqual(n1);
    expect(at(8)).toEqual(n3); // leveltime 7: still step 0
    expect(at(9)).toEqual(n1); // leveltime 8: (1 + 2) % 3 = 0
    const n2 = at(17); // leveltime 16: (2 + 2) % 3 = 1
    expect(n2).not.toEqual(n1);
    expect(n2).not.toEqual(n3);
    expect(at(25)).toEqual(n3);
  });
});

describe('golden Freedoom player starts at 640x400 (exact, on the Freedoom files they were made from)', () => {
  for (const [path, map, name] of [[FREEDOOM1, 'E1M1', 'freedoom1-e1m1-start'], [FREEDOOM2, 'MAP01', 'freedoom2-map01-start']] as const) {
    const skip = freedoomGoldenSkip(path);
    it.skipIf(skip !== null)(`${name}${skip ? ` (${skip})` : ''}`, () => {
      const world = loadWorld(stackFor(path), map);
      const r = new CpuRenderer(world, 640, 400);
      r.render(makeCamera(world.playerStart.x, world.playerStart.y, world.playerStart.angle), 0);
      const g = compareGolden(name, 640, 400, r.fb, 0);
      expect(g.differing, `${name}: ${g.differing} pixels differ; see tests/output/${name}.actual.png`).toBe(0);
    });
  }
});
