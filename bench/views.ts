// The fixed, seeded camera path of a map used by the benchmarks and the parallel-renderer test: the
// player start first, then poses in random faces with room to stand, each turning slowly.
import { prng } from '../src/util/prng.js';
import type { World } from '../src/world/world.js';

export interface BenchView { x: number; y: number; angle: number; tics: number }

/** `count` views: the player start sweeping, then seeded poses (same map → same path, always). */
export function benchViews(world: World, count: number, seed = 0x70_0d): BenchView[] {
  const rnd = prng(seed);
  const m = world.mesh;
  const views: BenchView[] = [];
  const start = world.playerStart;
  let anchor = { x: start.x, y: start.y, angle: start.angle };
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 25 === 0) {
      for (let tries = 0; tries < 200; tries++) {
        const f = Math.floor(rnd() * m.faceCount);
        const s = world.faceSector[f];
        if (s < 0 || world.sectorCeilZ[s] - world.sectorFloorZ[s] < 56) continue;
        const e0 = m.faceEdge[f], e1 = m.lnext(e0), e2 = m.lnext(e1);
        const a = m.vertex[e0], b = m.vertex[e1], c = m.vertex[e2];
        anchor = {
          x: (m.vx[a * 2] + m.vx[b * 2] + m.vx[c * 2]) / 3,
          y: (m.vx[a * 2 + 1] + m.vx[b * 2 + 1] + m.vx[c * 2 + 1]) / 3,
          angle: rnd() * Math.PI * 2,
        };
        break;
      }
    }
    views.push({ x: anchor.x, y: anchor.y, angle: anchor.angle + (i % 25) * 0.05, tics: i });
  }
  return views;
}
