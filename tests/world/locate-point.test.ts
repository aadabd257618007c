// A point exactly on a line belongs to the line's front side (DOOM's rule for the camera and the
// player's sector), whichever face the mesh's locate happens to return.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { locatePoint } from '../../src/world/locate-point.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/cpu/camera.js';
import { Sim } from '../../src/sim/sim.js';
import type { TestMap } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';

/** A 256-square split by a two-sided diagonal: sector 0 (floor 0) south-west, sector 1 (floor 32) north-east. */
function split(frontIsLow: boolean, start: { x: number; y: number }): TestMap {
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
      { sector: 0 }, { sector: 1 },
    ],
    sectors: [{ floor: 0, ceil: 128 }, { floor: 32, ceil: 128 }],
    things: [{ x: start.x, y: start.y, angle: 0, type: 1 }],
  };
}

describe('a point exactly on a line', () => {
  for (const frontIsLow of [true, false]) {
    const front = frontIsLow ? 0 : 1;
    it(`takes the line's front sector (${frontIsLow ? 'south-west, floor 0' : 'north-east, floor 32'})`, () => {
      const world = loadWorld(testStack(split(frontIsLow, { x: 128, y: 128 })), 'MAP01');
      // From every hint the mesh may start at, the answer is the front face.
      for (let hint = 0; hint < world.mesh.quarterEdgeCount; hint += 2) {
        const q = locatePoint(world, 128, 128, hint);
        expect(world.faceSector[world.mesh.qeFace[q]]).toBe(front);
        expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 64, 192, hint)]]).toBe(front);
      }
      // Off the line, geometry decides.
      expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 100, 100, 0)]]).toBe(0);
      expect(world.faceSector[world.mesh.qeFace[locatePoint(world, 160, 160, 0)]]).toBe(1);
      // The camera's eye height and the player's sector follow.
      const r = new CpuRenderer(world, 64, 40);
      expect(r.eyeZ(makeCamera(128, 128, 0))).toBe(frontIsLow ? 41 : 73);
      const sim = new Sim(world, { skill: 3 });
      expect(sim.playerSector()).toBe(front);
      expect(sim.sectorAt(128, 128)).toBe(front);
      expect(sim.player.viewZ).toBe(frontIsLow ? 41 : 73);
    });
  }
});
