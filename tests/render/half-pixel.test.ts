// DOOM's sampling positions: a column's view ray through its LEFT edge, a wall row's texel at its TOP
// edge (the first wall row is the first whose top edge is at or below the projected wall top), flats
// at row centres. Exact rows and columns on a room the test builds.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { boxRoom } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';
import { SAMPLE_NUDGE } from '../../src/render/sampling.js';

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

  it('casts column x through its left edge: the corridor walls\' edges fall where that ray puts them, not the centre ray', () => {
    // A corridor 200 wide ending in a wall 162 ahead: per column, the wall the ray meets and so the
    // rows of wall (between the projected top and bottom, rows sampled at y + SAMPLE_NUDGE) follow
    // from the ray's offset; the centre's offset (x + 0.5) predicts other rows at many pixels.
    const narrow = loadWorld(testStack(boxRoom(0, -100, 226, 100, { floor: 0, ceil: 128, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 160 }, 'METAL')), 'MAP01');
    const n = new CpuRenderer(narrow, W, H);
    n.render(makeCamera(64, 0, 0), 0);
    // NUKAGE1 is palette index 0x2c everywhere: its colour under any colormap marks a flat pixel.
    const nukage = new Set<number>();
    for (let c = 0; c < 34; c++) nukage.add(narrow.lit[(c << 8) | 0x2c]);
    // Wall rows of column x for a ray at screen offset `at` (focal 160, eye z 41 between 0 and 128);
    // undefined where an edge lies within 1e-6 of the row's sample (a tie either way would do).
    const isWall = (at: number, y: number): boolean | undefined => {
      const lateral = Math.abs(at - W / 2) / 160;
      const depth = lateral > 0 ? Math.min(162, 100 / lateral) : 162;
      const top = H / 2 - (87 * 160) / depth, bottom = H / 2 + (41 * 160) / depth;
      const s = y + SAMPLE_NUDGE;
      if (Math.abs(s - top) < 1e-6 || Math.abs(s - bottom) < 1e-6) return undefined;
      return s >= top && s < bottom;
    };
    let checked = 0, centreWouldDiffer = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const expected = isWall(x + SAMPLE_NUDGE, y);
        if (expected === undefined) continue;
        checked++;
        expect(!nukage.has(n.fb[y * W + x]), `row ${y}, column ${x}`).toBe(expected);
        if (isWall(x + 0.5, y) !== expected) centreWouldDiffer++;
      }
    }
    expect(checked).toBeGreaterThan(W * H - 10);
    expect(centreWouldDiffer).toBeGreaterThanOrEqual(20);
  });
});

describe("sprites round as R_ProjectSprite: columns floor(xl) .. floor(xr) - 1, texel column 0 at floor(xl)", () => {
  it('a lamp 160 ahead (one texel a pixel) whose left edge projects to x 152.7 covers columns 153..167 with its opaque texels 1..15', () => {
    // COLUA0 (the test IWAD's sprite): 16 wide, left offset 8; its ball is opaque in texel columns
    // 1..15 at texel row 12 (palette index 0x4c). The eye 0.7 left of the lamp: xl = 160 + 0.7 - 8.
    const map = boxRoom(0, -512, 512, 512, { floor: 0, ceil: 128, ceilFlat: 'NUKAGE1', floorFlat: 'NUKAGE1', light: 255 }, 'METAL');
    map.things = [...(map.things ?? []), { x: 224, y: 0, type: 2028 }];
    const world = loadWorld(testStack(map), 'MAP01');
    const r = new CpuRenderer(world, 320, 200);
    r.render(makeCamera(64, 0.7, 0), 0);
    const ball = new Set<number>();
    for (let c = 0; c < 34; c++) ball.add(world.lit[(c << 8) | 0x4c]);
    // The lamp's top (z 24, eye 41, one pixel a unit) projects 17 rows below the horizon (100): row
    // 129 samples its texel row floor(129 + SAMPLE_NUDGE - 117) = 12.
    const cols: number[] = [];
    for (let x = 0; x < 320; x++) if (ball.has(r.fb[129 * 320 + x])) cols.push(x);
    expect(cols).toEqual(Array.from({ length: 15 }, (_, i) => 153 + i));
    // Pixel centres (columns ceil(xl - 0.5) .., texel floor(x + 0.5 - xl)) would give 154..168.
  });
});
