// Flats are gathered into visplanes (rows per column per plane) and drawn as spans at the end of the
// frame. When a frame runs out of visplanes, the rest is drawn a column at a time: the picture must be
// the same bit for bit (spans are anchored per row), on the demo WAD (portals: many view contexts) and
// on Freedoom maps.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { benchViews } from '../../bench/views.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { FULL } from '../helpers/full.js';

const root = join(__dirname, '..', '..');

function check(stack: WadStack, maps: string[], viewsPerMap: number): { views: number; planes: number } {
  let views = 0, planes = 0;
  for (const map of maps) {
    const world = loadWorld(stack, map);
    const full = new CpuRenderer(world, 320, 200);
    const none = new CpuRenderer(world, 320, 200);
    none.planeLimit = 0;
    const few = new CpuRenderer(world, 320, 200);
    few.planeLimit = 3;
    for (const v of benchViews(world, viewsPerMap)) {
      const cam = makeCamera(v.x, v.y, v.angle);
      full.render(cam, v.tics);
      none.render(cam, v.tics);
      few.render(cam, v.tics);
      planes = Math.max(planes, full.stats.planes);
      expect(none.stats.planes).toBe(0);
      expect(few.stats.planes).toBeLessThanOrEqual(3);
      const a = full.fb.findIndex((p, i) => p !== none.fb[i]);
      const b = full.fb.findIndex((p, i) => p !== few.fb[i]);
      expect(a, `${map} view ${views}: no visplanes differs at pixel ${a}`).toBe(-1);
      expect(b, `${map} view ${views}: 3 visplanes differs at pixel ${b}`).toBe(-1);
      views++;
    }
  }
  return { views, planes };
}

describe('visplanes', () => {
  it('demo WAD: the same picture with no visplanes, 3, or as many as needed', () => {
    const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: new Uint8Array(readFileSync(join(root, 'wad', 'toom-demo.wad'))) }]);
    const r = check(stack, stack.maps.map((m) => m.name), 30);
    expect(r.views).toBe(stack.maps.length * 30);
    expect(r.planes).toBeGreaterThan(3);
  });
  // 10 views a map in `npm test`, 25 in test:full.
  it.skipIf(!haveFreedoom)('Freedoom: the same picture with no visplanes, 3, or as many as needed', () => {
    for (const [path, maps] of [[FREEDOOM1, ['E1M1', 'E1M5', 'E2M2']], [FREEDOOM2, ['MAP01', 'MAP11']]] as const) {
      const stack = stackFor(path);
      const r = check(stack, [...maps], FULL ? 25 : 10);
      expect(r.planes).toBeGreaterThan(3);
    }
  });
});
