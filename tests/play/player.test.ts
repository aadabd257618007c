// The player's movement under DOOM's rules and numbers (p_user, p_mobj, p_map through the Playsim)
// on small self-built maps: the thrust and friction speeds, the box (radius 16) kept off walls
// without creeping, sliding along a wall, steps of 24 but not 25, headroom of 56 but not 55 (the
// lowest ceiling and highest floor the box touches), falling with DOOM's gravity, the view height's
// recovery after a landing or a step, the eye kept 4 under a low ceiling, and the pose the views
// read (PlayerPose) and a hand placement (placePlayer).
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { placePlayer } from '../../src/sim/place.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MAXMOVE, STOPSPEED, VIEWHEIGHT } from '../../src/sim/rules/mobj.js';
import { FRICTION } from '../../src/sim/base/thing.js';
import { PlayerPose } from '../../src/web/player-pose.js';
import { makeCamera } from '../../src/render/camera.js';
import type { TestMap } from '../helpers/map-builder.js';
import { boxRoom } from '../helpers/map-builder.js';
import { Driver } from '../sim/helpers.js';
import { Sketch, corridor, worldOf } from './play-maps.js';

/** DOOM's player: radius 16, height 56, steps up to 24 (p_map.c), eye 41 above the feet. */
const RADIUS = 16, HEIGHT = 56, MAX_STEP = 24, EYE = VIEWHEIGHT / 65536;

const cmd = (forward: number, side = 0, turn = 0): TicCmd => {
  const c = new TicCmd();
  c.forwardMove = forward; c.sideMove = side; c.angleTurn = turn;
  return c;
};
const WALK = cmd(25), RUN = cmd(50), IDLE = cmd(0);

/** A Playsim on `map`, the player put at (x, y) facing `angle` radians (else where the map starts it). */
function start(map: TestMap, x?: number, y?: number, angle = 0): Driver {
  const ps = new Playsim(worldOf({ name: 'MAP01', ...map }), { skill: 3 });
  if (x !== undefined && y !== undefined) placePlayer(ps, x, y, angle);
  return new Driver(ps);
}

describe('speeds (DOOM: thrust forwardmove × 2048 a tic, friction 0xE800)', () => {
  const map = boxRoom(0, 0, 4096, 512);

  it('walking settles near 8.33 units a tic, running near 16.67; friction and STOPSPEED stop the player', () => {
    for (const [c, move] of [[WALK, 25], [RUN, 50]] as const) {
      const d = start(map, 64, 256, 0);
      let last = d.x, step = 0;
      for (let i = 0; i < 150; i++) { d.tick(c); step = d.x - last; last = d.x; }
      // Each tic: momentum += thrust, move by it, momentum × friction: the step tends to thrust / (1 − friction).
      const thrust = (move * 2048) / 65536, f = FRICTION / 65536;
      expect(step).toBeCloseTo(thrust / (1 - f), 1);
      expect(step).toBeLessThanOrEqual(thrust / (1 - f));
      for (let i = 0; i < 100; i++) d.tick(IDLE);
      expect([d.mo.momx, d.mo.momy]).toEqual([0, 0]);
    }
    expect(((25 * 2048) / 65536) / (1 - FRICTION / 65536)).toBeCloseTo(8.33, 2);
    expect(((50 * 2048) / 65536) / (1 - FRICTION / 65536)).toBeCloseTo(16.67, 2);
    expect(16.67 * 65536).toBeLessThan(MAXMOVE);
    expect(STOPSPEED).toBe(0x1000);
  });

  it('the turn is added to the facing (angleturn << 16) before the thrust; strafe moves to the right of it', () => {
    const d = start(map, 2048, 256, 0);
    d.tick(cmd(0, 24, 16384));
    expect(d.mo.angle).toBe(0x40000000);
    // Facing north, strafing right goes east.
    expect(d.x).toBeGreaterThan(2048);
    expect(Math.abs(d.y - 256)).toBeLessThan(0.01);
  });
});

/** How near the centre stops to a wall it runs into: DOOM's P_SlideMove keeps the box a hair off the
 *  line (it moves 1/32 of the move less than the way to the wall), so 16 and a little. */
const NEAR = 0.1;

describe('walls (the player\'s box against the blockmap\'s lines)', () => {
  const map = boxRoom(0, 0, 512, 512);

  it('running into a one-sided wall for 100 tics: the centre stops 16 from it and stays put', () => {
    const d = start(map, 256, 256, 0);
    const xs: number[] = [];
    for (let i = 0; i < 100; i++) {
      d.tick(RUN);
      expect(512 - d.x).toBeGreaterThanOrEqual(RADIUS);
      xs.push(d.x);
    }
    expect(512 - d.x).toBeLessThan(RADIUS + NEAR);
    // Once in contact it does not jitter or creep.
    const contact = xs.findIndex((x) => x === xs[99]);
    expect(contact).toBeLessThan(40);
    for (let i = contact; i < 100; i++) expect(xs[i]).toBe(xs[99]);
  });

  it('into a corner: stops 16 from both walls', () => {
    const d = start(map, 256, 256, Math.PI / 4);
    for (let i = 0; i < 100; i++) d.tick(RUN);
    for (const gap of [512 - d.x, 512 - d.y]) {
      expect(gap).toBeGreaterThanOrEqual(RADIUS);
      expect(gap).toBeLessThan(RADIUS + NEAR);
    }
  });

  it('sliding along a wall hit at 45°: it keeps moving along the wall', () => {
    // Face north-east from the middle of the south half, run: hit the east wall, then slide north.
    const d = start(map, 300, 64, Math.PI / 4);
    let hitAt = -1, prevY = d.y;
    for (let i = 0; i < 60; i++) {
      d.tick(RUN);
      expect(512 - d.x).toBeGreaterThanOrEqual(RADIUS);
      if (hitAt < 0 && 512 - d.x < RADIUS + NEAR) hitAt = i;
      if (hitAt >= 0 && d.y < 512 - RADIUS - 20) {
        // Sliding: the position along the wall advances every tic.
        expect(d.y).toBeGreaterThan(prevY + 1);
        expect(512 - d.x).toBeLessThan(RADIUS + NEAR);
      }
      prevY = d.y;
    }
    expect(hitAt).toBeGreaterThan(0);
    expect(d.y).toBeGreaterThan(400);
  });

  it('a pillar (void inside) and a blocking two-sided line keep the box off them, from both sides', () => {
    const s = new Sketch();
    const a = s.sector(0, 128);
    s.box(0, 0, 512, 512, a);
    s.pillar(200, 200, 240, 240, a);
    s.twoSided(400, 100, 400, 400, a, a, 0x5);
    const map = s.build({ x: 64, y: 64 });
    // Towards the pillar from the west, and towards the fence from either side. The pillar's one-sided
    // walls stop the box 16 off as every wall does. The fence (two-sided, ML_BLOCKING) blocks the move
    // (PIT_CheckLine) but DOOM's slide does not see it (PTR_SlideTraverse checks only the opening), so
    // the player stops where its last whole move ended: 16 to 16 + a running tic's step (16.67) off it.
    for (const [x, y, angle, gap, most] of [
      [100, 220, 0, (d: Driver) => 200 - d.x, RADIUS + NEAR],
      [300, 250, 0, (d: Driver) => 400 - d.x, RADIUS + 16.67],
      [480, 250, Math.PI, (d: Driver) => d.x - 400, RADIUS + 16.67],
    ] as [number, number, number, (d: Driver) => number, number][]) {
      const d = start(map, x, y, angle);
      const xs: number[] = [];
      for (let i = 0; i < 50; i++) {
        d.tick(RUN);
        expect(gap(d)).toBeGreaterThanOrEqual(RADIUS);
        xs.push(d.x);
      }
      expect(gap(d)).toBeLessThan(most);
      expect(xs[49]).toBe(xs[30]);
    }
  });
});

describe('steps and headroom (P_TryMove: the highest floor and lowest ceiling the box touches)', () => {
  const stepMap = (h: number, ceil = 200) => corridor(0, 256, [{ x1: 256, floor: 0, ceil: 200 }, { x1: 768, floor: h, ceil: h + ceil }], { x: 64, y: 128 });

  it(`a step of ${MAX_STEP} is climbed, one of ${MAX_STEP + 1} is not`, () => {
    for (const h of [8, 16, 24]) {
      const d = start(stepMap(h), 64, 128, 0);
      for (let i = 0; i < 60; i++) d.tick(RUN);
      expect(d.x, `step ${h}`).toBeGreaterThan(700);
      expect(d.z).toBe(h);
      expect(d.mo.z).toBe(d.mo.floorz);
    }
    const d = start(stepMap(25), 64, 128, 0);
    for (let i = 0; i < 100; i++) {
      d.tick(RUN);
      expect(256 - d.x).toBeGreaterThanOrEqual(RADIUS);
      expect(d.z).toBe(0);
    }
    expect(256 - d.x).toBeLessThan(RADIUS + NEAR);
  });

  it('the box steps up as soon as it overlaps the higher floor (the highest floor under it decides)', () => {
    const d = start(stepMap(16), 64, 128, 0);
    let steppedAt = -1;
    for (let i = 0; i < 60 && steppedAt < 0; i++) {
      d.tick(WALK);
      if (d.z > 0) steppedAt = d.x;
    }
    // The centre is still on the low side: the box reaches over the line.
    expect(steppedAt).toBeGreaterThan(256 - RADIUS);
    expect(steppedAt).toBeLessThan(256);
  });

  it('stairs of 16 × 16 are run up', () => {
    const cells = [{ x1: 128, floor: 0, ceil: 400 }];
    for (let i = 1; i <= 8; i++) cells.push({ x1: 128 + 16 * i, floor: 16 * i, ceil: 400 });
    cells.push({ x1: 512, floor: 128, ceil: 400 });
    const d = start(corridor(0, 128, cells, { x: 32, y: 64 }), 32, 64, 0);
    for (let i = 0; i < 60; i++) d.tick(RUN);
    expect(d.z).toBe(128);
    expect(d.x).toBeGreaterThan(450);
  });

  it(`headroom: a ${HEIGHT}-high opening is walked through, a ${HEIGHT - 1}-high one blocks`, () => {
    for (const [ceil, passes] of [[HEIGHT, true], [HEIGHT - 1, false]] as const) {
      const d = start(corridor(0, 256, [
        { x1: 256, floor: 0, ceil: 128 }, { x1: 320, floor: 0, ceil }, { x1: 768, floor: 0, ceil: 128 },
      ], { x: 64, y: 128 }), 64, 128, 0);
      for (let i = 0; i < 80; i++) {
        d.tick(RUN);
        if (!passes) expect(256 - d.x).toBeGreaterThanOrEqual(RADIUS);
      }
      if (passes) expect(d.x).toBeGreaterThan(700);
      else expect(256 - d.x).toBeLessThan(RADIUS + NEAR);
    }
  });

  it('no stepping up while the box is still under a low ceiling beside it (lowest ceiling − highest floor touched ≥ 56)', () => {
    // M: floor 0, ceiling 144. L (north of M): a ledge at 8 under a ceiling at 72. H (east of both):
    // floor 24, ceiling 144. Overlapping L, the feet are at 8; stepping onto H would leave 72 − 24 = 48
    // under L's ceiling: refused until the box is off L.
    const s = new Sketch();
    const m = s.sector(0, 144), l = s.sector(8, 72), h = s.sector(24, 144);
    s.wall(0, 0, 0, 256, m); s.wall(256, 0, 0, 0, m);
    s.wall(0, 256, 0, 320, l); s.wall(0, 320, 256, 320, l);
    s.twoSided(0, 256, 256, 256, m, l);
    s.twoSided(256, 0, 256, 256, h, m);
    s.twoSided(256, 256, 256, 320, h, l);
    s.wall(256, 320, 512, 320, h); s.wall(512, 320, 512, 0, h); s.wall(512, 0, 256, 0, h);
    const d = start(s.build({ x: 64, y: 64 }), 128, 248, 0);
    expect(d.z).toBe(8);
    for (let i = 0; i < 40; i++) {
      d.tick(RUN);
      expect(d.z).toBe(8);
      expect(256 - d.x).toBeGreaterThanOrEqual(RADIUS);
    }
    expect(256 - d.x).toBeLessThan(RADIUS + NEAR);
    // Off the ledge (strafing right, south), the step is taken.
    for (let i = 0; i < 40; i++) d.tick(cmd(0, 40));
    for (let i = 0; i < 40; i++) d.tick(RUN);
    expect(d.z).toBe(24);
    expect(d.x).toBeGreaterThan(300);
  });

  it('headroom counts the step: a 16 step under a ceiling 70 above the old floor blocks (70 − 16 < 56)', () => {
    const d = start(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 128 }, { x1: 768, floor: 16, ceil: 70 }], { x: 64, y: 128 }), 64, 128, 0);
    for (let i = 0; i < 60; i++) d.tick(RUN);
    expect(256 - d.x).toBeGreaterThanOrEqual(RADIUS);
    expect(256 - d.x).toBeLessThan(RADIUS + NEAR);
    expect(d.z).toBe(0);
  });

  it('a player in a sector with no room (a closed door) cannot move: every spot the box could take lacks 56', () => {
    const d = start(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 128 }, { x1: 300, floor: 0, ceil: 0 }, { x1: 600, floor: 0, ceil: 128 }], { x: 64, y: 128 }), 280, 128, 0);
    const x = d.x, y = d.y;
    for (let i = 0; i < 30; i++) d.tick(RUN);
    expect([d.x, d.y]).toEqual([x, y]);
  });
});

describe('falling and the view height', () => {
  it('walking off a ledge: DOOM\'s gravity drops the player 2, 3, 4, 5 … a tic until it lands on the lower floor', () => {
    const d = start(corridor(0, 256, [{ x1: 256, floor: 128, ceil: 400 }, { x1: 1024, floor: 0, ceil: 400 }], { x: 64, y: 128 }), 200, 128, 0);
    expect(d.z).toBe(128);
    const zs: number[] = [];
    for (let i = 0; i < 60; i++) {
      d.tick(WALK);
      zs.push(d.z);
    }
    // The box leaves the ledge when the centre is 16 past it; then 2 units, and 1 more each tic.
    const first = zs.findIndex((z) => z < 128);
    expect(first).toBeGreaterThan(0);
    const drops = zs.slice(first).map((z, i) => (i === 0 ? 128 : zs[first + i - 1]) - z).filter((dz) => dz > 0);
    expect(drops.slice(0, 4)).toEqual([2, 3, 4, 5]);
    expect(drops.length).toBeGreaterThan(8);
    expect(d.z).toBe(0);
    expect(d.mo.momz).toBe(0);
    // No thrust in the air: still moving east, away from the ledge.
    expect(d.x).toBeGreaterThan(256 + RADIUS);
  });

  it('a hard landing dips the view, which recovers to 41 above the feet', () => {
    const d = start(corridor(0, 256, [{ x1: 256, floor: 256, ceil: 600 }, { x1: 1024, floor: 0, ceil: 600 }], { x: 64, y: 128 }), 230, 128, 0);
    let landed = -1, minEye = Infinity;
    for (let i = 0; i < 80; i++) {
      d.tick(i < 5 ? RUN : IDLE);
      if (landed < 0 && d.z === 0) landed = i;
      if (landed >= 0) minEye = Math.min(minEye, d.ps.player.viewheight / 65536);
    }
    expect(landed).toBeGreaterThan(0);
    expect(minEye).toBeLessThan(EYE - 1);
    expect(d.ps.player.viewz).toBe(VIEWHEIGHT);
  });

  it('the view follows a step up smoothly (the feet jump, the view height recovers) and ends 41 above the new floor', () => {
    const d = start(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 200 }, { x1: 768, floor: 24, ceil: 200 }], { x: 64, y: 128 }), 64, 128, 0);
    const eyes: number[] = [], feet: number[] = [];
    for (let i = 0; i < 100; i++) {
      d.tick(i < 30 ? WALK : IDLE);
      eyes.push((d.mo.z + d.ps.player.viewheight) / 65536);
      feet.push(d.z);
    }
    const step = feet.findIndex((z) => z === 24);
    expect(step).toBeGreaterThan(0);
    expect(feet[step - 1]).toBe(0);
    // The feet jump 24 in one tic; the eye (without the walking bob) stays and rises over several
    // tics, never more than 6 a tic, never down.
    expect(eyes[step]).toBe(eyes[step - 1]);
    let rising = 0;
    for (let i = 1; i < eyes.length; i++) {
      const dz = eyes[i] - eyes[i - 1];
      expect(dz).toBeGreaterThanOrEqual(0);
      expect(dz).toBeLessThan(6);
      if (dz > 0 && i > step) rising++;
    }
    expect(rising).toBeGreaterThanOrEqual(5);
    expect(d.ps.player.viewheight).toBe(VIEWHEIGHT);
    // Standing still: no bob, the eye exactly 41 above the new floor.
    expect(d.ps.player.viewz).toBe((24 << 16) + VIEWHEIGHT);
  });

  it('the eye stays 4 under a ceiling lower than the eye (a player stuck in a crawlspace)', () => {
    const d = start(corridor(0, 256, [{ x1: 512, floor: 0, ceil: 40 }], { x: 64, y: 128 }), 64, 128, 0);
    d.tick(IDLE);
    expect(d.ps.player.viewz).toBe(36 << 16);
    expect(d.z).toBe(0);
  });
});

describe('the player as the views see it', () => {
  it('placePlayer stands the player at a spot on its floor, facing the angle, momentum gone, the eye 41 up', () => {
    const s = new Sketch();
    const a = s.sector(0, 128), b = s.sector(32, 160);
    s.box(0, 0, 512, 256, a, 'e');
    s.twoSided(512, 0, 512, 256, b, a);
    s.box(512, 0, 1024, 256, b, 'w');
    const d = start(s.build({ x: 64, y: 64 }));
    for (let i = 0; i < 10; i++) d.tick(RUN);
    expect(d.mo.momx).not.toBe(0);
    placePlayer(d.ps, 700, 100, Math.PI);
    expect([d.mo.x, d.mo.y, d.mo.z, d.mo.floorz, d.mo.ceilingz]).toEqual([700 << 16, 100 << 16, 32 << 16, 32 << 16, 160 << 16]);
    expect(d.mo.angle).toBe(0x80000000);
    expect([d.mo.momx, d.mo.momy, d.mo.momz]).toEqual([0, 0, 0]);
    expect(d.ps.player.viewz).toBe((32 << 16) + VIEWHEIGHT);
    expect(d.mo.sector.index).toBe(b);
  });

  it('PlayerPose fills a camera with the eye (viewz) and the facing, keeping its fov', () => {
    const d = start(boxRoom(0, 0, 512, 512), 100, 200, Math.PI / 2);
    d.tick(IDLE);
    const cam = makeCamera(0, 0, 0, NaN, 1.234);
    const out = new PlayerPose().update(d.ps).camera(cam);
    expect(out).toBe(cam);
    expect(cam).toEqual({ x: 100, y: 200, z: EYE, angle: Math.PI / 2, fov: 1.234 });
  });
});

describe('broken geometry', () => {
  it('an unclosed room (a missing wall opens onto the void): no throw, the player stays a finite point in some sector', () => {
    const s = new Sketch();
    const a = s.sector(0, 128);
    s.box(0, 0, 512, 512, a, 'e'); // no east wall
    const d = start(s.build({ x: 64, y: 64 }), 256, 256, 0.3);
    for (let i = 0; i < 200; i++) {
      d.tick(cmd(50, Math.round(Math.sin(i / 7) * 40), 400));
      expect(Number.isFinite(d.x) && Number.isFinite(d.y) && Number.isFinite(d.z)).toBe(true);
      expect(d.sectorIndex).toBe(0);
    }
  });

  it('a ticcmd that is not numbers moves nothing into NaN', () => {
    const d = start(boxRoom(0, 0, 512, 512), 256, 256, 0);
    const bad = new TicCmd();
    bad.forwardMove = NaN; bad.sideMove = Infinity; bad.angleTurn = NaN;
    d.tick(bad);
    expect([d.mo.x, d.mo.y, d.mo.z, d.mo.angle].every(Number.isInteger)).toBe(true);
  });
});
