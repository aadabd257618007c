// Seeded random moves of DOOM's player (the Playsim's p_user / p_map; `npm test` 5,000 tics per map,
// test:full 10,000): from random spots where the box fits, walking, running, strafing and turning,
// the player's box (radius 16) never crosses a line that blocks whatever the heights (one-sided or
// ML_BLOCKING; portal lines left out), the centre stays inside the map (on a mesh face with a
// sector, and DOOM's BSP answers a sector), the feet never sink under the floor of the sector the
// centre is in, and the position stays whole 16.16 numbers; climbs, falls and portal crossings
// happen.
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { placePlayer } from '../../src/sim/place.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';
import type { World } from '../../src/world/world.js';
import { loadWorld } from '../../src/world/load-world.js';
import { locatePoint } from '../../src/world/locate-point.js';
import { prng, randomPose, stackFor } from '../helpers/world-fixtures.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { twoRooms } from '../helpers/scenes.js';
import { multiRoom, worldOf } from './play-maps.js';
import { buildDemoWad } from '../../maps/demo.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { FULL } from '../helpers/full.js';
import { cpuNow } from '../helpers/cpu-time.js';

/** Tics per long walk: 10,000 in test:full, 5,000 in `npm test` (each tic checks every invariant). */
const TICS = FULL ? 10_000 : 5_000;
const TICS_TEXT = TICS.toLocaleString('en');

const RADIUS = 16;
/** The box tested a hair smaller than DOOM's, so a box resting on a line does not count as crossing it. */
const INSET = 1 / 1024;

/** The lines that stop the box whatever the heights: one-sided or ML_BLOCKING, not a portal's. */
function walls(world: World): number[] {
  const portal = new Set(world.portals.flatMap((p) => [p.lineA, p.lineB]));
  const out: number[] = [];
  for (let l = 0; l < world.lineCount; l++) {
    if (portal.has(l)) continue;
    if (world.lineBack[l] < 0 || world.lineFlags[l] & 1) out.push(l);
  }
  return out;
}

/** Whether segment (x1,y1)–(x2,y2) passes through the open square |x − cx|, |y − cy| < h (Liang–Barsky). */
function segmentCrossesBox(x1: number, y1: number, x2: number, y2: number, cx: number, cy: number, h: number): boolean {
  let t0 = 0, t1 = 1;
  const dx = x2 - x1, dy = y2 - y1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q > 0;
    const r = q / p;
    if (p < 0) { if (r > t1) return false; if (r > t0) t0 = r; } else { if (r < t0) return false; if (r < t1) t1 = r; }
    return true;
  };
  if (!clip(-dx, x1 - (cx - h)) || !clip(dx, cx + h - x1) || !clip(-dy, y1 - (cy - h)) || !clip(dy, cy + h - y1)) return false;
  return t0 < t1;
}

/** The first wall line the box at (x, y) crosses, or -1. */
function crossedWall(world: World, lines: readonly number[], x: number, y: number): number {
  const xy = world.lineXY;
  for (const l of lines) {
    if (segmentCrossesBox(xy[l * 4], xy[l * 4 + 1], xy[l * 4 + 2], xy[l * 4 + 3], x, y, RADIUS - INSET)) return l;
  }
  return -1;
}

interface RunStats { tics: number; sessions: number; climbs: number; falls: number; portals: number; distance: number; ms: number }

/** A Playsim on `world` (exit lines cleared first: the walk must not end the level). */
function playsimFor(world: World): Playsim {
  for (let l = 0; l < world.lineCount; l++) {
    const d = lineSpecial(world.lineSpecial[l]);
    if (d !== undefined && d.actions.some((a) => a.startsWith('exit'))) world.lineSpecial[l] = 0;
  }
  return new Playsim(world, { skill: 3, nomonsters: true });
}

function randomRun(world: World, seed: number, tics: number): RunStats {
  const rnd = prng(seed);
  const m = world.mesh;
  const lines = walls(world);
  const ps = playsimFor(world);
  const mo = ps.player.mo!;
  const cmd = new TicCmd();
  const stats: RunStats = { tics: 0, sessions: 0, climbs: 0, falls: 0, portals: 0, distance: 0, ms: 0 };
  let checkMs = 0, qe = m.faceEdge[0];
  // The walk's own CPU time (helpers/cpu-time.ts), less the checks': the guard against a runaway walk.
  const t0 = cpuNow();
  while (stats.tics < tics) {
    // A spot where DOOM's box fits: no wall through it, and room for the player's 56.
    let placed = false;
    for (let tries = 0; tries < 100 && !placed; tries++) {
      const pose = randomPose(world, rnd);
      if (crossedWall(world, lines, pose.x, pose.y) >= 0) continue;
      placePlayer(ps, pose.x, pose.y, pose.angle);
      placed = ps.checkPosition(mo, mo.x, mo.y) && ps.tm.tmceilingz - ps.tm.tmfloorz >= mo.height;
    }
    expect(placed, `seed ${seed}: no free spot found`).toBe(true);
    stats.sessions++;
    const session = 100 + Math.floor(rnd() * 300);
    let hold = 0;
    for (let i = 0; i < session && stats.tics < tics; i++, stats.tics++) {
      if (hold-- <= 0) {
        hold = Math.floor(rnd() * 20);
        const run = rnd() < 0.5;
        cmd.forwardMove = rnd() < 0.7 ? (run ? 50 : 25) : Math.round((rnd() * 2 - 1) * 50);
        cmd.sideMove = rnd() < 0.5 ? 0 : Math.round((rnd() * 2 - 1) * 40);
        cmd.angleTurn = rnd() < 0.5 ? 0 : Math.round((rnd() - 0.5) * 2048);
      }
      const px = mo.x / 65536, py = mo.y / 65536, pz = mo.z;
      ps.tick(cmd);
      const c0 = cpuNow();
      const x = mo.x / 65536, y = mo.y / 65536;
      // Off the walls: the box crosses none.
      const l = crossedWall(world, lines, x, y);
      // Inside the map: a mesh face with a sector under the centre, and the BSP's sector is a sector.
      qe = locatePoint(world, x, y, qe);
      // (Checked each tic, and the expects made only when one fails: 30,000 tics × 5 expects and their
      // messages cost more than the walk.)
      const fine = Number.isInteger(mo.x) && Number.isInteger(mo.y) && Number.isInteger(mo.z) && l === -1 &&
        world.faceSector[m.qeFace[qe]] >= 0 && mo.sector.index >= 0 && mo.z >= mo.sector.floorheight;
      if (!fine) {
        const where = `seed ${seed} session ${stats.sessions} tic ${i} at (${x}, ${y}) from (${px}, ${py})`;
        expect(Number.isInteger(mo.x) && Number.isInteger(mo.y) && Number.isInteger(mo.z), where).toBe(true);
        expect(l, `the box crosses line ${l}: ${where}`).toBe(-1);
        expect(world.faceSector[m.qeFace[qe]], `in the void: ${where}`).toBeGreaterThanOrEqual(0);
        expect(mo.sector.index, where).toBeGreaterThanOrEqual(0);
        // Feet on or above the floor of the sector the centre is in.
        expect(mo.z, where).toBeGreaterThanOrEqual(mo.sector.floorheight);
      }
      if (mo.z > pz) stats.climbs++;
      if (mo.z < pz) stats.falls++;
      // A tic's move is at most MAXMOVE (30) a side: a longer jump went through a portal.
      const step = Math.hypot(x - px, y - py);
      if (step > 64) stats.portals++;
      else stats.distance += step;
      checkMs += cpuNow() - c0;
    }
  }
  stats.ms = cpuNow() - t0 - checkMs;
  return stats;
}

describe('random moves', () => {
  it(`self-built multi-room map (steps, drop, crawlspace, pillar, fence, portals): ${TICS_TEXT} tics`, () => {
    const s = randomRun(worldOf(multiRoom()), 1234, TICS);
    // The walk went places: climbed, fell, crossed the portal, covered ground.
    expect(s.climbs).toBeGreaterThan(10);
    expect(s.falls).toBeGreaterThan(10);
    expect(s.portals).toBeGreaterThan(0);
    expect(s.distance).toBeGreaterThan(TICS);
    expect(s.ms).toBeLessThan(3000); // a guard against runaway walks, not a benchmark
  });

  it(`two rooms with a 24 step and a grate: ${TICS_TEXT} tics`, () => {
    const s = randomRun(worldOf(twoRooms()), 99, TICS);
    expect(s.climbs).toBeGreaterThan(0);
    expect(s.distance).toBeGreaterThan(TICS);
    expect(s.ms).toBeLessThan(3000);
  });

  it('the demo WAD maps (portal showcases): 3,000 tics each, portals crossed, never into a wall', () => {
    const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: buildDemoWad().bytes }]);
    let distance = 0, portals = 0;
    for (const entry of stack.maps) {
      const s = randomRun(loadWorld(stack, entry.name), 11, 3000);
      distance += s.distance;
      portals += s.portals;
    }
    expect(distance).toBeGreaterThan(3000 * stack.maps.length);
    expect(portals).toBeGreaterThan(10);
  });

  it.skipIf(!haveFreedoom)(`Freedoom E1M1: ${TICS_TEXT} tics${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const s = randomRun(loadWorld(stackFor(FREEDOOM1), 'E1M1'), 42, TICS);
    expect(s.sessions).toBeGreaterThan(10);
    expect(s.distance).toBeGreaterThan(TICS);
    expect(s.climbs).toBeGreaterThan(0);
    expect(s.falls).toBeGreaterThan(0);
    expect(s.ms).toBeLessThan(3000);
  });
});
