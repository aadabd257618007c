// A random place to stand in a World (for the fuzzer, the soak run and the tests): a point inside
// a random mesh face whose sector has room for the player, and a random angle.
import type { World } from '../src/world/world.js';

/** A random point inside a random face that has a sector with room to stand, and a random angle. */
export function randomPose(world: World, rnd: () => number): { x: number; y: number; angle: number } {
  const m = world.mesh;
  for (let tries = 0; tries < 1000; tries++) {
    const f = Math.floor(rnd() * m.faceCount);
    const s = world.faceSector[f];
    if (s < 0 || world.sectorCeilZ[s] - world.sectorFloorZ[s] < 56) continue;
    const e0 = m.faceEdge[f], e1 = m.lnext(e0), e2 = m.lnext(e1);
    let u = rnd(), v = rnd();
    if (u + v > 1) { u = 1 - u; v = 1 - v; }
    const a = m.vertex[e0], b = m.vertex[e1], c = m.vertex[e2];
    const x = m.vx[a * 2] + u * (m.vx[b * 2] - m.vx[a * 2]) + v * (m.vx[c * 2] - m.vx[a * 2]);
    const y = m.vx[a * 2 + 1] + u * (m.vx[b * 2 + 1] - m.vx[a * 2 + 1]) + v * (m.vx[c * 2 + 1] - m.vx[a * 2 + 1]);
    return { x, y, angle: rnd() * Math.PI * 2 };
  }
  return { x: world.playerStart.x, y: world.playerStart.y, angle: rnd() * Math.PI * 2 };
}
