// Player movement on small self-built maps: DOOM's speeds, walls (radius kept, no jitter), steps of
// 24 but not 25, headroom of 56 but not 55, sliding along walls, falling and landing, the view
// height's smoothing, the camera, placement outside every sector, broken geometry.
import { describe, expect, it } from 'vitest';
import { Player, playerCamera, tickPlayer, type MoveInput } from '../../src/play/player.js';
import { walkerFor } from '../../src/play/mesh-walker.js';
import {
  FRICTION, MAX_STEP_UP, PLAYER_HEIGHT, PLAYER_RADIUS, RUN_THRUST, SKIN, VIEW_HEIGHT, WALK_THRUST,
} from '../../src/play/constants.js';
import { makeCamera } from '../../src/render/camera.js';
import { boxRoom } from '../helpers/map-builder.js';
import { Sketch, corridor, worldOf } from './play-maps.js';

const RUN: MoveInput = { forward: 1, strafe: 0, turn: 0, run: true };
const WALK: MoveInput = { forward: 1, strafe: 0, turn: 0, run: false };
const IDLE: MoveInput = { forward: 0, strafe: 0, turn: 0, run: false };

describe('speeds (DOOM: thrust 25/50 × 2048, friction 0xE800)', () => {
  const world = worldOf({ ...boxRoom(0, 0, 4096, 512), name: 'MAP01' });

  it('walking settles near 8.3 units a tic, running near 16.7; friction stops the player', () => {
    for (const [input, thrust] of [[WALK, WALK_THRUST], [RUN, RUN_THRUST]] as const) {
      const p = new Player(world, 64, 256, 0);
      let last = p.x;
      let step = 0;
      for (let i = 0; i < 150; i++) { tickPlayer(world, p, input); step = p.x - last; last = p.x; }
      // The move per tic converges to thrust / (1 − friction); the momentum kept is that × friction.
      expect(step).toBeCloseTo(thrust / (1 - FRICTION), 4);
      expect(p.vx).toBeCloseTo((thrust * FRICTION) / (1 - FRICTION), 4);
      expect(p.vy).toBe(0);
      for (let i = 0; i < 100; i++) tickPlayer(world, p, IDLE);
      expect(p.vx).toBe(0);
    }
    expect(WALK_THRUST / (1 - FRICTION)).toBeCloseTo(8.33, 2);
    expect(RUN_THRUST / (1 - FRICTION)).toBeCloseTo(16.67, 2);
  });

  it('turn adds to the facing; strafe moves to the right of it', () => {
    const p = new Player(world, 2048, 256, 0);
    tickPlayer(world, p, { forward: 0, strafe: 1, turn: Math.PI / 2, run: false });
    expect(p.angle).toBeCloseTo(Math.PI / 2, 12);
    // Facing north, strafing right goes east.
    expect(p.x).toBeGreaterThan(2048);
    expect(p.y).toBeCloseTo(256, 9);
  });
});

describe('walls', () => {
  const world = worldOf({ ...boxRoom(0, 0, 512, 512), name: 'MAP01' });

  it('running into a one-sided wall for 100 tics: the centre stops 16 from it and stays put', () => {
    const p = new Player(world, 256, 256, 0);
    const xs: number[] = [];
    for (let i = 0; i < 100; i++) {
      tickPlayer(world, p, RUN);
      expect(512 - p.x).toBeGreaterThanOrEqual(PLAYER_RADIUS);
      xs.push(p.x);
    }
    expect(512 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 9);
    // Once in contact it does not jitter or creep.
    const contact = xs.findIndex((x) => x === xs[99]);
    expect(contact).toBeLessThan(40);
    for (let i = contact; i < 100; i++) expect(xs[i]).toBe(xs[99]);
    expect(p.vx).toBe(0);
  });

  it('into a corner: stops 16 from both walls', () => {
    const p = new Player(world, 256, 256, Math.PI / 4);
    for (let i = 0; i < 100; i++) tickPlayer(world, p, RUN);
    expect(512 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 6);
    expect(512 - p.y).toBeCloseTo(PLAYER_RADIUS + SKIN, 6);
  });

  it('sliding along a wall hit at 45°: it keeps moving along the wall', () => {
    // Face north-east from the middle of the south half, run: hit the east wall, then slide north.
    const p = new Player(world, 300, 64, Math.PI / 4);
    let hitAt = -1;
    let prevY = p.y;
    for (let i = 0; i < 60; i++) {
      tickPlayer(world, p, RUN);
      expect(512 - p.x).toBeGreaterThanOrEqual(PLAYER_RADIUS);
      if (hitAt < 0 && 512 - p.x < PLAYER_RADIUS + 0.1) hitAt = i;
      if (hitAt >= 0 && p.y < 512 - PLAYER_RADIUS - 20) {
        // Sliding: the position along the wall advances every tic.
        expect(p.y).toBeGreaterThan(prevY + 1);
        expect(512 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 9);
      }
      prevY = p.y;
    }
    expect(hitAt).toBeGreaterThan(0);
    expect(p.y).toBeGreaterThan(400);
  });

  it('a pillar (void inside) and a blocking two-sided line keep the radius off them, from both sides', () => {
    const s = new Sketch();
    const a = s.sector(0, 128);
    s.box(0, 0, 512, 512, a);
    s.pillar(200, 200, 240, 240, a);
    s.twoSided(400, 100, 400, 400, a, a, 0x5);
    const w = worldOf(s.build({ x: 64, y: 64 }));
    // Towards the pillar from the west, and towards the fence from either side.
    for (const [x, y, angle, check] of [
      [100, 220, 0, (p: Player) => 200 - p.x],
      [300, 250, 0, (p: Player) => 400 - p.x],
      [480, 250, Math.PI, (p: Player) => p.x - 400],
    ] as [number, number, number, (p: Player) => number][]) {
      const p = new Player(w, x, y, angle);
      for (let i = 0; i < 50; i++) {
        tickPlayer(w, p, RUN);
        expect(check(p)).toBeGreaterThanOrEqual(PLAYER_RADIUS);
      }
      expect(check(p)).toBeCloseTo(PLAYER_RADIUS + SKIN, 6);
    }
  });
});

describe('steps and headroom', () => {
  const stepMap = (h: number, ceil = 200) => corridor(0, 256, [{ x1: 256, floor: 0, ceil: 200 }, { x1: 768, floor: h, ceil: h + ceil }], { x: 64, y: 128 });

  it(`a step of ${MAX_STEP_UP} is climbed, one of ${MAX_STEP_UP + 1} is not`, () => {
    for (const h of [8, 16, 24]) {
      const w = worldOf(stepMap(h));
      const p = new Player(w, 64, 128, 0);
      for (let i = 0; i < 60; i++) tickPlayer(w, p, RUN);
      expect(p.x, `step ${h}`).toBeGreaterThan(700);
      expect(p.z).toBe(h);
      expect(p.onGround).toBe(true);
    }
    const w = worldOf(stepMap(25));
    const p = new Player(w, 64, 128, 0);
    for (let i = 0; i < 100; i++) {
      tickPlayer(w, p, RUN);
      expect(256 - p.x).toBeGreaterThanOrEqual(PLAYER_RADIUS);
      expect(p.z).toBe(0);
    }
    expect(256 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 9);
  });

  it('the circle steps up as soon as it overlaps the higher floor (the highest floor under it decides)', () => {
    const w = worldOf(stepMap(16));
    const p = new Player(w, 64, 128, 0);
    let steppedAt = -1;
    for (let i = 0; i < 60 && steppedAt < 0; i++) {
      tickPlayer(w, p, WALK);
      if (p.z > 0) steppedAt = p.x;
    }
    // The centre is still on the low side: the circle reaches over the line.
    expect(steppedAt).toBeGreaterThan(256 - PLAYER_RADIUS);
    expect(steppedAt).toBeLessThan(256);
  });

  it('stairs of 16 × 16 are run up', () => {
    const cells = [{ x1: 128, floor: 0, ceil: 400 }];
    for (let i = 1; i <= 8; i++) cells.push({ x1: 128 + 16 * i, floor: 16 * i, ceil: 400 });
    cells.push({ x1: 512, floor: 128, ceil: 400 });
    const w = worldOf(corridor(0, 128, cells, { x: 32, y: 64 }));
    const p = new Player(w, 32, 64, 0);
    for (let i = 0; i < 60; i++) tickPlayer(w, p, RUN);
    expect(p.z).toBe(128);
    expect(p.x).toBeGreaterThan(450);
  });

  it(`headroom: a ${PLAYER_HEIGHT}-high opening is walked through, a ${PLAYER_HEIGHT - 1}-high one blocks`, () => {
    for (const [ceil, passes] of [[PLAYER_HEIGHT, true], [PLAYER_HEIGHT - 1, false]] as const) {
      const w = worldOf(corridor(0, 256, [
        { x1: 256, floor: 0, ceil: 128 }, { x1: 320, floor: 0, ceil }, { x1: 768, floor: 0, ceil: 128 },
      ], { x: 64, y: 128 }));
      const p = new Player(w, 64, 128, 0);
      for (let i = 0; i < 80; i++) {
        tickPlayer(w, p, RUN);
        if (!passes) expect(256 - p.x).toBeGreaterThanOrEqual(PLAYER_RADIUS);
      }
      if (passes) expect(p.x).toBeGreaterThan(700);
      else expect(256 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 9);
    }
  });

  it('no stepping up while the circle is still under a low ceiling beside it (DOOM: lowest ceiling − highest floor touched ≥ 56)', () => {
    // M: floor 0, ceiling 144. L (north of M): a ledge at 8 under a ceiling at 72. H (east of both):
    // floor 24, ceiling 144. Overlapping L, the feet are at 8; stepping onto H would put them at 24,
    // 48 under L's ceiling: refused until the circle is off L.
    const s = new Sketch();
    const m = s.sector(0, 144), l = s.sector(8, 72), h = s.sector(24, 144);
    s.wall(0, 0, 0, 256, m); s.wall(256, 0, 0, 0, m);
    s.wall(0, 256, 0, 320, l); s.wall(0, 320, 256, 320, l);
    s.twoSided(0, 256, 256, 256, m, l);
    s.twoSided(256, 0, 256, 256, h, m);
    s.twoSided(256, 256, 256, 320, h, l);
    s.wall(256, 320, 512, 320, h); s.wall(512, 320, 512, 0, h); s.wall(512, 0, 256, 0, h);
    const w = worldOf(s.build({ x: 64, y: 64 }));
    const walker = walkerFor(w);
    const p = new Player(w, 128, 248, 0);
    expect(p.z).toBe(8);
    const pushes = walker.pushes;
    for (let i = 0; i < 40; i++) {
      tickPlayer(w, p, RUN);
      expect(p.z).toBe(8);
      expect(256 - p.x).toBeGreaterThanOrEqual(PLAYER_RADIUS);
    }
    expect(256 - p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 9);
    // Off the ledge (south), the step is taken.
    for (let i = 0; i < 40; i++) tickPlayer(w, p, { forward: 0, strafe: 1, turn: 0, run: true });
    for (let i = 0; i < 40; i++) tickPlayer(w, p, RUN);
    expect(p.z).toBe(24);
    expect(p.x).toBeGreaterThan(300);
    expect(walker.pushes).toBe(pushes);
  });

  it('headroom counts the step: a 16 step under a ceiling 70 above the old floor blocks (70 − 16 < 56)', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 128 }, { x1: 768, floor: 16, ceil: 70 }], { x: 64, y: 128 }));
    const p = new Player(w, 64, 128, 0);
    for (let i = 0; i < 60; i++) tickPlayer(w, p, RUN);
    expect(p.x).toBeCloseTo(256 - PLAYER_RADIUS - SKIN, 9);
    expect(p.z).toBe(0);
  });
});

describe('falling and the view height', () => {
  it('walking off a ledge: gravity drops the player tic by tic until it lands on the lower floor', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 256, floor: 128, ceil: 400 }, { x1: 1024, floor: 0, ceil: 400 }], { x: 64, y: 128 }));
    const p = new Player(w, 200, 128, 0);
    expect(p.z).toBe(128);
    const zs: number[] = [];
    for (let i = 0; i < 60; i++) {
      tickPlayer(w, p, WALK);
      zs.push(p.z);
    }
    // The circle leaves the ledge when the centre is 16 past it; then DOOM's gravity: 2, then +1 per tic.
    const first = zs.findIndex((z) => z < 128);
    expect(first).toBeGreaterThan(0);
    const drops = zs.slice(first).map((z, i) => (i === 0 ? 128 : zs[first + i - 1]) - z).filter((d) => d > 0);
    expect(drops.slice(0, 4)).toEqual([2, 3, 4, 5]);
    expect(drops.length).toBeGreaterThan(8);
    expect(p.z).toBe(0);
    expect(p.onGround).toBe(true);
    expect(p.vz).toBe(0);
    // No horizontal control in the air: still moving east, away from the ledge.
    expect(p.x).toBeGreaterThan(256 + PLAYER_RADIUS);
  });

  it('a hard landing dips the view, which recovers to 41 above the feet', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 256, floor: 256, ceil: 600 }, { x1: 1024, floor: 0, ceil: 600 }], { x: 64, y: 128 }));
    const p = new Player(w, 230, 128, 0);
    let landed = -1;
    let minEye = Infinity;
    for (let i = 0; i < 80; i++) {
      tickPlayer(w, p, i < 5 ? RUN : IDLE);
      if (landed < 0 && p.z === 0) landed = i;
      if (landed >= 0) minEye = Math.min(minEye, p.viewZ - p.z);
    }
    expect(landed).toBeGreaterThan(0);
    expect(minEye).toBeLessThan(VIEW_HEIGHT - 1);
    expect(p.viewZ).toBe(VIEW_HEIGHT);
  });

  it('the view follows a step up smoothly and ends 41 above the new floor', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 200 }, { x1: 768, floor: 24, ceil: 200 }], { x: 64, y: 128 }));
    const p = new Player(w, 64, 128, 0);
    expect(p.viewZ).toBe(VIEW_HEIGHT);
    const eyes: number[] = [p.viewZ];
    const feet: number[] = [p.z];
    for (let i = 0; i < 60; i++) {
      tickPlayer(w, p, i < 30 ? WALK : IDLE);
      eyes.push(p.viewZ);
      feet.push(p.z);
    }
    const step = feet.findIndex((z) => z === 24);
    expect(step).toBeGreaterThan(0);
    // The feet jump 24 in one tic; the eye rises over several, never more than 6 a tic, never down.
    let rising = 0;
    for (let i = 1; i < eyes.length; i++) {
      const d = eyes[i] - eyes[i - 1];
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThan(6);
      if (d > 0) rising++;
    }
    expect(rising).toBeGreaterThanOrEqual(5);
    expect(eyes[step]).toBeLessThan(24 + VIEW_HEIGHT - 10);
    expect(p.viewZ).toBe(24 + VIEW_HEIGHT);
    expect(p.viewHeight).toBe(VIEW_HEIGHT);
  });

  it('the eye stays 4 under a ceiling lower than the eye (a player stuck in a crawlspace)', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 512, floor: 0, ceil: 40 }], { x: 64, y: 128 }));
    const p = new Player(w, 64, 128, 0);
    expect(p.viewZ).toBe(36);
    tickPlayer(w, p, IDLE);
    expect(p.viewZ).toBe(36);
    expect(p.z).toBe(0);
  });
});

describe('camera and placement', () => {
  const world = worldOf({ ...boxRoom(0, 0, 512, 512), name: 'MAP01' });

  it('playerCamera fills the given camera (eye z, facing) and keeps its fov', () => {
    const p = new Player(world, 100, 200, 1);
    const cam = makeCamera(0, 0, 0, NaN, 1.234);
    const out = playerCamera(p, cam);
    expect(out).toBe(cam);
    expect(cam).toEqual({ x: 100, y: 200, z: VIEW_HEIGHT, angle: 1, fov: 1.234 });
  });

  it('a point outside the map, in the void or not a number lands in the nearest sector face', () => {
    const s = new Sketch();
    const a = s.sector(0, 128);
    s.box(0, 0, 512, 512, a);
    s.pillar(200, 200, 300, 300, a);
    const w = worldOf(s.build({ x: 64, y: 64 }));
    const m = w.mesh;
    for (const [x, y, nx, ny] of [[1000, 256, 512, 256], [-5000, -5000, 0, 0], [210, 250, 200, 250], [NaN, 3, 64, 64]]) {
      const p = new Player(w, x, y, 0);
      expect(m.faceContains(p.qe, p.x, p.y)).toBe(true);
      expect(w.faceSector[m.qeFace[p.qe]]).toBe(0);
      // Near the nearest point of the map (then pushed off the walls by the radius).
      expect(Math.hypot(p.x - nx, p.y - ny)).toBeLessThan(2 * PLAYER_RADIUS + 2);
    }
  });

  it('a player placed against a wall is pushed off it to the radius', () => {
    const p = new Player(world, 3, 256, 0);
    expect(p.x).toBeCloseTo(PLAYER_RADIUS + SKIN, 6);
    expect(p.y).toBeCloseTo(256, 6);
  });
});

describe('broken geometry', () => {
  it('an unclosed room (a missing wall opens onto the void) is a wall there; no throw, no escape', () => {
    const s = new Sketch();
    const a = s.sector(0, 128);
    s.box(0, 0, 512, 512, a, 'e'); // no east wall: the faces beyond are void
    const w = worldOf(s.build({ x: 64, y: 64 }));
    const p = new Player(w, 256, 256, 0.3);
    for (let i = 0; i < 200; i++) {
      tickPlayer(w, p, { forward: 1, strafe: Math.sin(i / 7), turn: 0.05, run: true });
      expect(w.mesh.faceContains(p.qe, p.x, p.y)).toBe(true);
      expect(w.faceSector[w.mesh.qeFace[p.qe]]).toBeGreaterThanOrEqual(0);
    }
  });

  it('inputs that are not numbers do nothing', () => {
    const w = worldOf({ ...boxRoom(0, 0, 512, 512), name: 'MAP01' });
    const p = new Player(w, 256, 256, 0);
    tickPlayer(w, p, { forward: NaN, strafe: Infinity, turn: NaN, run: false });
    expect(Number.isFinite(p.x) && Number.isFinite(p.angle)).toBe(true);
  });

  it('a player in a sector with no room (a closed door) can walk out of it', () => {
    const w = worldOf(corridor(0, 256, [{ x1: 256, floor: 0, ceil: 128 }, { x1: 300, floor: 0, ceil: 0 }, { x1: 600, floor: 0, ceil: 128 }], { x: 64, y: 128 }));
    const p = new Player(w, 280, 128, 0);
    for (let i = 0; i < 30; i++) tickPlayer(w, p, RUN);
    expect(p.x).toBeGreaterThan(350);
    // And cannot get back in.
    for (let i = 0; i < 60; i++) tickPlayer(w, p, { ...RUN, forward: -1 });
    expect(p.x).toBeCloseTo(300 + PLAYER_RADIUS + SKIN, 6);
  });

  it('the push-out is a safety net only: 2,000 tics of wall-hugging never need it', () => {
    const w = worldOf({ ...boxRoom(0, 0, 512, 512), name: 'MAP01' });
    const walker = walkerFor(w);
    const p = new Player(w, 256, 256, 0);
    const before = walker.pushes;
    for (let i = 0; i < 2000; i++) tickPlayer(w, p, { forward: 1, strafe: Math.sin(i / 13), turn: 0.07, run: i % 100 < 50 });
    expect(walker.pushes).toBe(before);
  });
});
