// DOOM's sampling positions: a column's view ray through its LEFT edge, a wall row's texel at its TOP
// edge (the first wall row is the first whose top edge is at or below the projected wall top), flats
// at row centres. Exact rows and columns on a room the test builds.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/cpu/camera.js';
import { boxRoom } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';

describe("DOOM's half pixel", () => {
  // Eye at x 64 (z 41), facing a METAL wall at x 226: 162 units away; ceiling 128, a constant flat.
  const map = boxRoom(0, -512, 226, 512, { floor: 0, ceil: 128, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 255 }, 'METAL');
  const world = loadWorld(testStack(map), 'MAP01');
  const W = 320, H = 200; // focal length 160
  const r = new CpuRenderer(world, W, H);
  r.render(makeCamera(64, 0, 0), 0);
  const px = (x: number, y: number) => r.fb[y * W + x];

  it('starts a wall at the first row whose top edge is below the projected top (14.07 → row 15)', () => {
    // Projected wall top: 100 - 87 * 160 / 162 = 14.074; pixel centres would start it at row 14.
    const ceiling = px(160, 3);
    expect(px(160, 14)).toBe(ceiling);
    expect(px(160, 15)).not.toBe(ceiling);
    // The bottom: 100 + 41 * 160 / 162 = 140.49: rows up to 140 are wall (centres would end at 139).
    const floor = px(160, 190);
    expect(px(160, 140)).not.toBe(floor);
    expect(px(160, 141)).toBe(floor);
  });

  it('casts column x through its left edge: a symmetric room is symmetric about column 160, not 159.5', () => {
    // A corridor 200 wide: its side walls' bottom and top edges cross every row at mirror columns.
    const narrow = loadWorld(testStack(boxRoom(0, -100, 226, 100, { floor: 0, ceil: 128, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 160 }, 'METAL')), 'MAP01');
    const n = new CpuRenderer(narrow, W, H);
    n.render(makeCamera(64, 0, 0), 0);
    // NUKAGE1 is palette index 0x2c everywhere: its colour under any colormap marks a flat pixel.
    const nukage = new Set<number>();
    for (let c = 0; c < 34; c++) nukage.add(narrow.lit[(c << 8) | 0x2c]);
    let boundaries = 0;
    for (let y = 0; y < H; y++) {
      const isFlat = (x: number) => nukage.has(n.fb[y * W + x]);
      for (let k = 1; k < 160; k++) {
        expect(isFlat(160 - k), `row ${y}, columns ${160 - k} and ${160 + k}`).toBe(isFlat(160 + k));
        if (isFlat(160 + k) !== isFlat(160 + k - 1)) boundaries++;
      }
    }
    expect(boundaries).toBeGreaterThanOrEqual(20);
  });
});
