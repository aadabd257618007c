// Seeded random moves (10,000 tics per map): the player is always inside the face it tracks, that
// face has a sector, the centre never comes nearer than the radius to a wall (nor nearer than where
// it was placed, in spots too narrow for the radius), the feet never sink under the floor, and the
// push-out safety net is never needed while moving; climbs, falls and portal crossings happen.
import { describe, expect, it } from 'vitest';
import { Player, tickPlayer, type MoveInput } from '../../src/play/player.js';
import { walkerFor } from '../../src/play/mesh-walker.js';
import { PLAYER_RADIUS } from '../../src/play/constants.js';
import { SideFlags, type World } from '../../src/world/world.js';
import { loadWorld } from '../../src/world/load-world.js';
import { prng, randomPose, stackFor } from '../helpers/world-fixtures.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { twoRooms } from '../helpers/scenes.js';
import { multiRoom, worldOf } from './play-maps.js';
import { buildDemoWad } from '../../maps/demo.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { FULL } from '../helpers/full.js';

/** Ticks per long walk: 10,000 in test:full, 5,000 in `npm test` (each tick checks every invariant). */
const TICKS = FULL ? 10_000 : 5_000;
const TICKS_TEXT = TICKS.toLocaleString('en');

/** Distance from (x, y) to the nearest wall that blocks whatever the heights (one-sided or blocking, not a portal). */
function wallDistance(world: World, x: number, y: number): number {
  const m = world.mesh;
  let best = Infinity;
  for (let s = 0; s < world.sideCount; s++) {
    const f = world.sideFlags[s];
    if (f & SideFlags.PORTAL) continue;
    if (!(f & SideFlags.IMPASSABLE) && f & SideFlags.TWO_SIDED) continue;
    const q = world.sideQe[s];
    const a = m.vertex[q], b = m.vertex[q ^ 2];
    const ax = m.vx[a * 2], ay = m.vx[a * 2 + 1], ex = m.vx[b * 2] - ax, ey = m.vx[b * 2 + 1] - ay;
    const l2 = ex * ex + ey * ey;
    let t = l2 > 0 ? ((x - ax) * ex + (y - ay) * ey) / l2 : 0;
    t = Math.max(0, Math.min(1, t));
    best = Math.min(best, Math.hypot(x - ax - t * ex, y - ay - t * ey));
  }
  return best;
}

interface RunStats { ticks: number; sessions: number; clearStarts: number; portals: number; climbs: number; falls: number; distance: number; pushes: number; ms: number }

function randomRun(world: World, seed: number, ticks: number): RunStats {
  const rnd = prng(seed);
  const m = world.mesh;
  const input: MoveInput = { forward: 0, strafe: 0, turn: 0, run: false };
  const stats: RunStats = { ticks: 0, sessions: 0, clearStarts: 0, portals: 0, climbs: 0, falls: 0, distance: 0, pushes: 0, ms: 0 };
  const walker = walkerFor(world);
  let checkMs = 0;
  const t0 = performance.now();
  while (stats.ticks < ticks) {
    const pose = randomPose(world, rnd);
    const p = new Player(world, pose.x, pose.y, pose.angle);
    stats.sessions++;
    const start = wallDistance(world, p.x, p.y);
    if (start >= PLAYER_RADIUS) stats.clearStarts++;
    const floor = Math.min(PLAYER_RADIUS, start) - 1e-6;
    const session = 100 + Math.floor(rnd() * 300);
    const pushes = walker.pushes;
    let hold = 0;
    for (let i = 0; i < session && stats.ticks < ticks; i++, stats.ticks++) {
      if (hold-- <= 0) {
        hold = Math.floor(rnd() * 20);
        input.forward = rnd() < 0.7 ? 1 : rnd() * 2 - 1;
        input.strafe = rnd() < 0.5 ? 0 : rnd() * 2 - 1;
        input.turn = rnd() < 0.5 ? 0 : (rnd() - 0.5) * 0.2;
        input.run = rnd() < 0.5;
      }
      const px = p.x, py = p.y, pz = p.z;
      tickPlayer(world, p, input);
      const c0 = performance.now();
      const where = `seed ${seed} session ${stats.sessions} tick ${i} at (${p.x}, ${p.y}) from (${px}, ${py})`;
      expect(Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.z) && Number.isFinite(p.viewZ), where).toBe(true);
      // Inside the tracked face (exact test), and the face has a sector.
      expect(m.faceContains(p.qe, p.x, p.y), `outside its face: ${where}`).toBe(true);
      const face = m.qeFace[p.qe];
      expect(face, where).toBeGreaterThanOrEqual(0);
      const sector = world.faceSector[face];
      expect(sector, `in the void: ${where}`).toBeGreaterThanOrEqual(0);
      // Point location agrees (or the point is on the edge between the two faces).
      const q = m.locate(p.x, p.y, p.qe);
      if (m.qeFace[q] !== face) expect(m.faceContains(q, p.x, p.y) && m.faceContains(p.qe, p.x, p.y), where).toBe(true);
      // Off the walls.
      const d = wallDistance(world, p.x, p.y);
      expect(d, `into a wall: ${where}`).toBeGreaterThanOrEqual(floor);
      // Feet on or above the floor of the sector it stands in.
      expect(p.z, where).toBeGreaterThanOrEqual(world.sectorFloorZ[sector] - 1e-9);
      stats.portals += walker.portalsCrossed;
      if (p.z > pz + 1e-9) stats.climbs++;
      if (p.z < pz - 1e-9) stats.falls++;
      stats.distance += Math.hypot(p.x - px, p.y - py);
      checkMs += performance.now() - c0;
    }
    // Pushing the player out of walls is for placement only: moving never needs it.
    stats.pushes += walker.pushes - pushes;
  }
  stats.ms = performance.now() - t0 - checkMs;
  return stats;
}

describe('random moves', () => {
  it(`self-built multi-room map (steps, drop, crawlspace, pillar, fence, portals): ${TICKS_TEXT} ticks`, () => {
    const world = worldOf(multiRoom());
    const s = randomRun(world, 1234, TICKS);
    // The walk went places: climbed, fell, crossed portals, covered ground.
    expect(s.climbs).toBeGreaterThan(10);
    expect(s.falls).toBeGreaterThan(10);
    expect(s.portals).toBeGreaterThan(0);
    expect(s.distance).toBeGreaterThan(TICKS);
    expect(s.pushes).toBe(0);
    expect(s.ms).toBeLessThan(2000); // a guard against runaway walks, not a benchmark (≈ 5 µs a tick)
  });

  it(`two rooms with a 24 step and a grate: ${TICKS_TEXT} ticks`, () => {
    const world = worldOf(twoRooms());
    const s = randomRun(world, 99, TICKS);
    expect(s.climbs).toBeGreaterThan(0);
    expect(s.pushes).toBe(0);
    expect(s.ms).toBeLessThan(2000); // a guard against runaway walks, not a benchmark (≈ 5 µs a tick)
  });

  it('the demo WAD maps (portal showcases): 3,000 ticks each, portals crossed, never into a wall', () => {
    const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: buildDemoWad().bytes }]);
    let portals = 0;
    for (const entry of stack.maps) {
      const world = loadWorld(stack, entry.name);
      const s = randomRun(world, 11, 3000);
      expect(s.pushes, entry.name).toBe(0);
      portals += s.portals;
    }
    expect(portals).toBeGreaterThan(10);
  });

  it.skipIf(!haveFreedoom)(`Freedoom E1M1: ${TICKS_TEXT} ticks${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const world = loadWorld(stackFor(FREEDOOM1), 'E1M1');
    const s = randomRun(world, 42, TICKS);
    expect(s.sessions).toBeGreaterThan(10);
    expect(s.distance).toBeGreaterThan(TICKS);
    expect(s.climbs).toBeGreaterThan(0);
    expect(s.falls).toBeGreaterThan(0);
    expect(s.pushes).toBe(0);
    expect(s.ms).toBeLessThan(3000); // a guard against runaway walks, not a benchmark
  });
});
