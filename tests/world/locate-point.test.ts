// A point exactly on a line belongs to the side DOOM's R_PointOnSide gives (for the camera and the
// player's sector), whichever face the mesh's locate happens to return: the back side of a diagonal
// line, the front side of a line running east or south, the back side of one running west or north.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { locatePoint, onLineIsFront } from '../../src/world/locate-point.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import type { TestMap } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';

/** A 256-square split by a two-sided diagonal: sector 0 (floor 0) south-west, sector 1 (floor 32) north-east. */
function split(frontIsLow: boolean, start: { x: number; y: number }, highFloor = 32): TestMap {
  // v1 (0,256) → v3 (256,0) has the south-west on its right (front); reversed, the north-east.
  const diag = frontIsLow ? { v1: 1, v2: 3, right: 4, left: 5 } : { v1: 3, v2: 1, right: 5, left: 4 };
  return {
    vertices: [[0, 0], [0, 256], [256, 256], [256, 0]],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 3, v2: 0, right: 1 },
      { v1: 1, v2: 2, right: 2 }, { v1: 2, v2: 3, right: 3 },
      { ...diag, flags: 4 },
    ],
    sides: [
      { middle: 'WALL', sector: 0 }, { middle: 'WALL', sector: 0 }, { middle: 'WALL', sector: 1 }, { middle: 'WALL', sector: 1 },
      { sector: 0, lower: 'METAL' }, { sector: 1, lower: 'METAL' },
    ],
    sectors: [{ floor: 0, ceil: 192, floorFlat: 'NUKAGE1' }, { floor: highFloor, ceil: 192, floorFlat: 'NUKAGE1' }],
    things: [{ x: start.x, y: start.y, angle: 0, type: 1 }],
  };
}

describe('a point exactly on a line', () => {
  it('follows R_PointOnSide on each kind of line', () => {
    expect(onLineIsFront(0, 0, 64, 0)).toBe(true); // east
    expect(onLineIsFront(64, 0, 0, 0)).toBe(false); // west
    expect(onLineIsFront(0, 64, 0, 0)).toBe(true); // south
    expect(onLineIsFront(0, 0, 0, 64)).toBe(false); // north
    expect(onLineIsFront(0, 256, 256, 0)).toBe(false); // diagonal
    expect(onLineIsFront(256, 0, 0, 256)).toBe(false);
  });

  for (const frontIsLow of [true, false]) {
    // A diagonal: the back side.
    const want = frontIsLow ? 1 : 0;
    it(`takes a diagonal line's back sector (${frontIsLow ? 'north-east, floor 32' : 'south-west, floor 0'})`, () => {
      const world = loadWorld(testStack(split(frontIsLow, { x: 128, y: 128 })), 'MAP01');
      // From every hint the mesh may start at, the answer is the front face.
      for (let hint = 0; hint < world.mesh.quarterEdgeCount; hint += 2) {
        const q = locatePoint(world, 128, 128, hint);
        expect(world.faceSector[world.mesh.qeFace[q]]).toBe(want);
        expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 64, 192, hint)]]).toBe(want);
      }
      // Off the line, geometry decides.
      expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 100, 100, 0)]]).toBe(0);
      expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 160, 160, 0)]]).toBe(1);
      // The camera's eye height and the player's sector follow.
      const r = new CpuRenderer(world, 64, 40);
      expect(r.eyeZ(makeCamera(128, 128, 0))).toBe(frontIsLow ? 73 : 41);
      // DOOM's playsim (R_PointInSubsector through the map's BSP) puts the player in the same sector.
      const ps = new Playsim(world, { skill: 3 });
      expect(ps.player.mo!.sector.index).toBe(want);
      expect(ps.level.pointInSector(128 << 16, 128 << 16).index).toBe(want);
      expect(ps.player.mo!.z).toBe((frontIsLow ? 32 : 0) << 16);
      ps.tick(new TicCmd());
      expect(ps.player.viewz).toBe((frontIsLow ? 73 : 41) << 16);
    });
  }

  it('does not draw the line the eye is on: looking across it shows the far sector, not a wall at distance 0', () => {
    // The diagonal runs from the raised sector's side (front: north-east); the eye is on its back.
    const world = loadWorld(testStack(split(false, { x: 128, y: 128 }, 64)), 'MAP01');
    const W = 64, H = 40;
    const r = new CpuRenderer(world, W, H);
    // Eye on the diagonal at floor 0 + 41, looking north-east into the raised sector (floor 64, above
    // the eye): the diagonal's lower METAL wall (0 to 64) would fill every row at distance 0; without
    // it the bottom rows show that sector's floor plane (NUKAGE1, index 0x2c).
    r.render(makeCamera(128, 128, Math.PI / 4), 0);
    const nukage = new Set<number>();
    for (let c = 0; c < 34; c++) nukage.add(world.lit[(c << 8) | 0x2c]);
    for (let x = 0; x < W; x++) expect(nukage.has(r.fb[(H - 1) * W + x]), `column ${x}`).toBe(true);
  });
});
