// Broken geometry, built with the WAD writer: each map gives a warning and a best-effort picture
// (every pixel written, quickly), or a clear MapError; never an exception from the data and never
// an endless walk. Cameras in odd places (far outside, exactly on a vertex or an edge) too.
import { describe, expect, it } from 'vitest';
import { boxRoom, type TestMap } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';
import { MapError } from '../../src/errors.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { prng, randomPose } from '../helpers/world-fixtures.js';
import { expectFullRenders, expectWarning, renderFrame, worldOf, W, H } from './helpers.js';

const TWO_SIDED = 0x0004;
const NO_SIDE = 0xffff;

/**
 * Two 256×256 rooms side by side sharing the wall x = 256 (linedef 2, two-sided, front in room A).
 * Room B's ceiling is lower (an upper wall) and its floor higher (a lower wall).
 */
function twoRooms(): TestMap {
  return {
    vertices: [[0, 0], [0, 256], [256, 256], [256, 0], [512, 256], [512, 0]],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 },
      { v1: 2, v2: 3, right: 2, left: 3, flags: TWO_SIDED },
      { v1: 3, v2: 0, right: 4 }, { v1: 2, v2: 4, right: 5 }, { v1: 4, v2: 5, right: 6 }, { v1: 5, v2: 3, right: 7 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { upper: 'METAL', lower: 'METAL', sector: 0 },
      { upper: 'METAL', lower: 'METAL', sector: 1 }, { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 1 },
      { middle: 'BRICK', sector: 1 }, { middle: 'BRICK', sector: 1 },
    ],
    sectors: [{ floor: 0, ceil: 128 }, { floor: 16, ceil: 96, light: 200 }],
    things: [{ x: 128, y: 128, type: 1 }],
  };
}

/** Cameras spread over the map and around it. */
function spots(m: TestMap, seed = 1): { x: number; y: number }[] {
  const rnd = prng(seed);
  const xs = m.vertices.map((v) => v[0]), ys = m.vertices.map((v) => v[1]);
  const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
  const out = [{ x: (x0 + x1) / 2 + 0.5, y: (y0 + y1) / 2 + 0.25 }];
  for (let i = 0; i < 6; i++) out.push({ x: x0 - 64 + rnd() * (x1 - x0 + 128), y: y0 - 64 + rnd() * (y1 - y0 + 128) });
  return out;
}

describe('broken geometry: a warning and a full picture, or a clear MapError', () => {
  it('control: the intact two-room map builds without geometry warnings and renders fully', () => {
    const m = twoRooms();
    const w = worldOf(m);
    expect(w.warnings).toEqual([]);
    const frames = expectFullRenders(w, spots(m));
    expect(Math.max(...frames.map((f) => f.colours))).toBeGreaterThan(8);
  });

  it('an unclosed sector (a wall missing) leaks to the outside: warning, full picture', () => {
    const m = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK');
    m.lines.splice(3, 1);
    const w = worldOf(m);
    expectWarning(w, /sector\(s\) not closed, open to the outside of the map: 0/);
    // Looking out through the gap (the missing wall is the south one, y = 0).
    expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [-Math.PI / 2] }]);
  });

  it('an unclosed sector next to a closed one floods into it: warning, full picture', () => {
    const m = twoRooms();
    m.lines.splice(5, 1); // room B's east wall
    const w = worldOf(m);
    expectWarning(w, /not closed/);
    expectFullRenders(w, spots(m));
  });

  it('linedefs crossing each other (two overlapping rooms): warning, full picture', () => {
    const m: TestMap = {
      vertices: [[0, 0], [0, 256], [256, 256], [256, 0], [128, 128], [128, 384], [384, 384], [384, 128]],
      lines: [0, 1, 2, 3].flatMap((i) => [
        { v1: i, v2: (i + 1) % 4, right: i },
        { v1: 4 + i, v2: 4 + ((i + 1) % 4), right: 4 + i },
      ]),
      sides: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ middle: 'BRICK', sector: i < 4 ? 0 : 1 })),
      sectors: [{ floor: 0, ceil: 128 }, { floor: 8, ceil: 120 }],
      things: [{ x: 64, y: 64, type: 1 }],
    };
    const w = worldOf(m);
    expectWarning(w, /face\(s\) reachable from two sectors/);
    // The crossings are mesh vertices: (256, 128) and (128, 256).
    expect(w.mesh.vertexCount).toBe(3 + 8 + 2);
    expectFullRenders(w, [...spots(m), { x: 256, y: 128 }, { x: 128, y: 256, angles: [0, Math.PI / 2, Math.PI] }]);
  });

  it('a bow-tie sector (its own boundary crosses itself): warning, full picture', () => {
    const m: TestMap = {
      vertices: [[0, 0], [256, 256], [256, 0], [0, 256]],
      lines: [{ v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 2, v2: 3, right: 2 }, { v1: 3, v2: 0, right: 3 }],
      sides: [0, 1, 2, 3].map(() => ({ middle: 'BRICK', sector: 0 })),
      sectors: [{ floor: 0, ceil: 128 }],
      things: [{ x: 128, y: 64, type: 1 }],
    };
    const w = worldOf(m);
    expectWarning(w, /not closed/);
    expectFullRenders(w, [...spots(m), { x: 128, y: 128 }]);
  });

  it('a missing front sidedef: warning, no wall drawn there, full picture', () => {
    const m = twoRooms();
    m.lines[0].right = NO_SIDE; // room A's west wall has no sides at all
    const w = worldOf(m);
    expectWarning(w, /linedef 0 has no front sidedef/);
    // The line still bounds the mesh faces (the sector does not leak), but it has no wall to draw.
    expect(w.warnings.some((s) => /not closed/.test(s))).toBe(false);
    expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [Math.PI] }]);
  });

  it('only a back sidedef (front missing): warning, full picture from both sides', () => {
    const m = twoRooms();
    m.lines[2] = { v1: 2, v2: 3, right: NO_SIDE, left: 3, flags: TWO_SIDED };
    const w = worldOf(m);
    expectWarning(w, /linedef 2 has no front sidedef/);
    expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [0] }, { x: 384, y: 128, angles: [Math.PI] }]);
  });

  it('a two-sided line without its back sidedef: warning, drawn as a one-sided wall', () => {
    const m = twoRooms();
    m.lines[2] = { v1: 2, v2: 3, right: 2, flags: TWO_SIDED };
    m.sides[2] = { middle: 'BRICK', sector: 0 };
    const w = worldOf(m);
    expectWarning(w, /1 linedef\(s\) flagged two-sided without a back sidedef, drawn one-sided: 2$/);
    // Looking east at the wall from room A: the wall fills the middle row completely (no see-through).
    const r = new CpuRenderer(w, W, H);
    const f = renderFrame(r, makeCamera(128, 128, 0));
    expect(f.unwritten).toBe(0);
    const row = Array.from(r.fb.subarray((H / 2) * W, (H / 2 + 1) * W));
    const wall = new CpuRenderer(worldOf(boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK')), W, H);
    wall.render(makeCamera(128, 128, 0));
    expect(row).toEqual(Array.from(wall.fb.subarray((H / 2) * W, (H / 2 + 1) * W)));
    expectFullRenders(w, spots(m));
  });

  it('no sidedefs at all on any line: warnings, a full (black) picture', () => {
    const m = twoRooms();
    for (const l of m.lines) { l.right = NO_SIDE; l.left = NO_SIDE; }
    const w = worldOf(m);
    expect(w.warnings.filter((s) => /has no front sidedef/.test(s))).toHaveLength(m.lines.length);
    expect(w.sideCount).toBe(0);
    expectFullRenders(w, spots(m));
  });

  it('a two-sided line inside a room with the same sector on both sides: legal DOOM, no warning, full picture', () => {
    const m = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK');
    m.vertices.push([64, 128], [192, 128]);
    m.sides.push({ middle: 'GRATE', sector: 0 }, { middle: 'GRATE', sector: 0 });
    m.lines.push({ v1: 4, v2: 5, right: 4, left: 5, flags: TWO_SIDED });
    m.things = [{ x: 128, y: 32, type: 1, angle: 90 }];
    const w = worldOf(m);
    expect(w.warnings).toEqual([]);
    expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [0, Math.PI] }]);
  });

  it("a room's outer wall two-sided with the room's own sector behind it: leaks, warning, full picture", () => {
    const m = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK');
    m.sides.push({ middle: '-', sector: 0 });
    m.lines[1] = { ...m.lines[1], left: 4, flags: TWO_SIDED };
    const w = worldOf(m);
    expectWarning(w, /not closed/);
    expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [Math.PI / 2] }]);
  });

  it('zero-height and upside-down sectors (closed doors): warning, full picture, also from inside them', () => {
    for (const [floor, ceil] of [[0, 0], [64, 64], [100, 20], [32767, -32768]]) {
      const m = twoRooms();
      m.sectors[1] = { floor, ceil };
      const w = worldOf(m);
      expectWarning(w, /1 sector\(s\) with zero or negative height/);
      expectFullRenders(w, [...spots(m), { x: 128, y: 128, angles: [0] }, { x: 384, y: 128, angles: [Math.PI] }]);
    }
  });

  it('absurd heights (floors and ceilings at the int16 extremes): full picture from every camera height', () => {
    const m = twoRooms();
    m.sectors[0] = { floor: -32768, ceil: 32767 };
    m.sectors[1] = { floor: 32000, ceil: 32767 };
    const w = worldOf(m);
    expectFullRenders(w, [{ x: 128, y: 128, angles: [0] }, { x: 128, y: 128, z: 40000 }, { x: 128, y: 128, z: -40000 }, { x: 384, y: 64 }]);
  });

  it('every linedef zero-length: warning, a full (black) picture', () => {
    const m = boxRoom(0, 0, 256, 256);
    for (const l of m.lines) l.v2 = l.v1;
    const w = worldOf(m);
    expectWarning(w, /4 zero-length linedef\(s\) skipped/);
    expect(w.sideCount).toBe(0);
    const frames = expectFullRenders(w, spots(m));
    expect(frames.every((f) => f.colours === 1)).toBe(true);
  });

  it('every linedef between distinct vertices at the same spot: warning, a full picture', () => {
    const m = boxRoom(0, 0, 256, 256);
    m.vertices = m.vertices.map(() => [100, 100]);
    const w = worldOf(m);
    expectWarning(w, /zero-length linedef\(s\) skipped/);
    expectFullRenders(w, [{ x: 100, y: 100 }, { x: 0, y: 0 }, { x: 5000, y: -3000 }]);
  });

  it('lines folded onto each other (duplicates, reversed copies, overlaps): warning, full picture', () => {
    const m = twoRooms();
    m.lines.push({ ...m.lines[0] }, { ...m.lines[1], v1: m.lines[1].v2, v2: m.lines[1].v1 }, { v1: 0, v2: 2, right: 0 }, { v1: 1, v2: 3, right: 0 });
    m.vertices.push([128, 256]);
    m.lines.push({ v1: 1, v2: 6, right: 5 }); // half of the north wall of room A, from another sector
    const w = worldOf(m);
    expectWarning(w, /edge piece\(s\) shared by overlapping linedefs/);
    expectFullRenders(w, spots(m));
  });

  it('no linedefs at all: a clear MapError', () => {
    const m = boxRoom(0, 0, 256, 256);
    m.lines = [];
    expect(() => worldOf(m)).toThrow(MapError);
    expect(() => worldOf(m)).toThrow(/MAP01: the map has no linedefs/);
  });

  it('a sidedef naming a sector that does not exist: a clear MapError', () => {
    const m = twoRooms();
    m.sides[3].sector = 7;
    expect(() => worldOf(m)).toThrow(/MAP01: SIDEDEFS: sidedef 3 references sector 7, but the map has 2 sectors/);
  });
});

describe('cameras in odd places', () => {
  const m = twoRooms();
  const w = worldOf(m);

  it('far outside every face (beyond the bounding triangle, and in the void inside it): a full black picture, NaN-free', () => {
    const r = new CpuRenderer(w, W, H);
    for (const [x, y] of [[1e6, 1e6], [-1e7, 3], [0, -1e5], [Number.MAX_SAFE_INTEGER, 0], [-400, 128], [2000, -2000]]) {
      const cam = makeCamera(x, y, 0.3);
      expect(Number.isFinite(r.eyeZ(cam)), `eye z at (${x}, ${y})`).toBe(true);
      for (const a of [0, 1, 2, 3, 4, 5, 6]) {
        cam.angle = a;
        const f = renderFrame(r, cam);
        expect(f.unwritten, `(${x}, ${y}) angle ${a}`).toBe(0);
      }
    }
    // Far outside but looking at the map: something other than black is drawn somewhere (the walls).
    const f = renderFrame(r, makeCamera(-400, 128, 0));
    expect(f.colours).toBeGreaterThan(1);
  });

  it('exactly on a vertex (corners, the shared wall ends, inner mesh vertices)', () => {
    const verts: { x: number; y: number; angles: number[] }[] = [];
    for (let v = 3; v < w.mesh.vertexCount; v++) {
      const x = w.mesh.vx[v * 2], y = w.mesh.vx[v * 2 + 1];
      verts.push({ x, y, angles: [0, Math.PI / 2, Math.PI, -Math.PI / 2, Math.atan2(128 - y, 128 - x)] });
    }
    expect(verts.length).toBeGreaterThanOrEqual(6);
    expectFullRenders(w, verts);
  });

  it('exactly on an edge (a wall, the two-sided line, an unconstrained mesh edge), looking along and across it', () => {
    const spots: { x: number; y: number; angles: number[] }[] = [
      { x: 256, y: 128, angles: [0, Math.PI, Math.PI / 2, -Math.PI / 2] }, // on the two-sided line
      { x: 0, y: 100, angles: [0, Math.PI, Math.PI / 2, -Math.PI / 2] }, // on room A's west wall
      { x: 512, y: 64, angles: [0, Math.PI] }, // on room B's east wall
    ];
    // Midpoints of every mesh edge that has a face on both sides.
    const me = w.mesh;
    for (let q = 0; q < me.quarterEdgeCount; q += 4) {
      const a = me.vertex[q], b = me.vertex[q ^ 2];
      if (a < 3 || b < 3) continue;
      const ax = me.vx[a * 2], ay = me.vx[a * 2 + 1], bx = me.vx[b * 2], by = me.vx[b * 2 + 1];
      const along = Math.atan2(by - ay, bx - ax);
      spots.push({ x: (ax + bx) / 2, y: (ay + by) / 2, angles: [along, along + Math.PI, along + Math.PI / 2] });
    }
    expect(spots.length).toBeGreaterThan(10);
    expectFullRenders(w, spots);
  });

  it('random poses and random points in and around the map, at extreme eye heights', () => {
    const rnd = prng(99);
    const r = new CpuRenderer(w, W, H);
    for (let i = 0; i < 60; i++) {
      const p = i % 2 ? randomPose(w, rnd) : { x: -200 + rnd() * 900, y: -200 + rnd() * 700, angle: rnd() * 7 };
      const z = i % 3 === 0 ? NaN : (rnd() - 0.5) * 1e5;
      const f = renderFrame(r, makeCamera(p.x, p.y, p.angle, z), i);
      expect(f.unwritten, `pose ${i} (${p.x}, ${p.y}, z ${z})`).toBe(0);
    }
  });

  it('a one-pixel-wide and a one-pixel-tall view on a broken map', () => {
    const broken = twoRooms();
    broken.lines.splice(5, 1);
    const bw = loadWorld(testStack(broken), 'MAP01');
    for (const [ww, hh] of [[1, 100], [160, 1], [1, 1]]) {
      const r = new CpuRenderer(bw, ww, hh);
      for (const a of [0, 1, 2, 3, 4, 5, 6]) expect(renderFrame(r, makeCamera(128, 128, a)).unwritten).toBe(0);
    }
  });
});
