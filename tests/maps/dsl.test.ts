// The map DSL compiler: shared edges, winding, T-junctions, nesting, solids, textures from heights,
// offsets, names and portals, and the errors it gives for bad geometry.
import { describe, expect, it } from 'vitest';
import { MapError } from '../../src/errors.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { LineFlags, MapBuilder, NO_SIDEDEF, rect, stairs, type CompiledMap, type SectorSpec } from '../../maps/dsl.js';

const S: SectorSpec = { floor: 0, ceil: 128, floorFlat: 'FLOOR1', ceilFlat: 'CEIL1', light: 160, wall: 'BRICK1' };

function twoSquares(): CompiledMap {
  const m = new MapBuilder('MAP01', 'two squares');
  m.sector(S, rect(0, 0, 64, 64));
  m.sector({ ...S, wall: 'STONE1', light: 200 }, rect(64, 0, 128, 64));
  m.player(32, 32, 0);
  return m.compile();
}

describe('shared edges', () => {
  it('makes the edge two squares share one two-sided linedef with front = the first square', () => {
    const c = twoSquares();
    expect(c.vertices).toEqual([[0, 0], [0, 64], [64, 64], [64, 0], [128, 64], [128, 0]]);
    expect(c.linedefs).toEqual([
      { v1: 0, v2: 1, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 0, left: NO_SIDEDEF },
      { v1: 1, v2: 2, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 1, left: NO_SIDEDEF },
      // (64,64) → (64,0): the first square (west) is on the right, as DOOM's front side is.
      { v1: 2, v2: 3, flags: LineFlags.TWO_SIDED, special: 0, tag: 0, right: 2, left: 3 },
      { v1: 3, v2: 0, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 4, left: NO_SIDEDEF },
      { v1: 2, v2: 4, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 5, left: NO_SIDEDEF },
      { v1: 4, v2: 5, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 6, left: NO_SIDEDEF },
      { v1: 5, v2: 3, flags: LineFlags.BLOCKING, special: 0, tag: 0, right: 7, left: NO_SIDEDEF },
    ]);
    expect(c.sidedefs[2]).toEqual({ xOffset: 960, yOffset: 0, upper: '-', lower: '-', middle: '-', sector: 0 });
    expect(c.sidedefs[3]).toEqual({ xOffset: 0, yOffset: 0, upper: '-', lower: '-', middle: '-', sector: 1 });
    // One-sided walls carry their sector's wall texture as the middle.
    expect(c.sidedefs[0]).toMatchObject({ middle: 'BRICK1', sector: 0 });
    expect(c.sidedefs[6]).toMatchObject({ middle: 'STONE1', sector: 1 });
    expect(c.sectors[1]).toEqual({ floor: 0, ceil: 128, floorFlat: 'FLOOR1', ceilFlat: 'CEIL1', light: 200, special: 0, tag: 0 });
  });

  it('puts every one-sided wall with its sector on the right (front) side', () => {
    const c = twoSquares();
    for (const l of c.linedefs) {
      if (l.left !== NO_SIDEDEF) continue;
      const [ax, ay] = c.vertices[l.v1], [bx, by] = c.vertices[l.v2];
      // A point just right of the midpoint lies inside the front sector's square.
      const px = (ax + bx) / 2 + (by - ay) * 0.01, py = (ay + by) / 2 - (bx - ax) * 0.01;
      const sector = c.sidedefs[l.right].sector;
      expect(px > sector * 64 && px < sector * 64 + 64 && py > 0 && py < 64).toBe(true);
    }
  });

  it('normalises the winding: clockwise and counter-clockwise input compile alike', () => {
    const ccw = twoSquares();
    const m = new MapBuilder('MAP01', 'cw');
    m.sector(S, [...rect(0, 0, 64, 64)].reverse());
    m.sector({ ...S, wall: 'STONE1', light: 200 }, [...rect(64, 0, 128, 64)].reverse());
    m.player(32, 32, 0);
    const cw = m.compile();
    expect(cw.linedefs.length).toBe(ccw.linedefs.length);
    expect(cw.linedefs.filter((l) => l.left !== NO_SIDEDEF)).toHaveLength(1);
    // Edge props belong to the edge leaving their corner, whichever way the polygon winds.
    const m2 = new MapBuilder('MAP01', 'props');
    m2.sector(S, rect(0, 0, 64, 64, { n: { mid: 'WOOD1' } }));
    m2.sector(S, [[100, 0], [100, 64, { mid: 'WOOD1' }], [164, 64], [164, 0]]);
    m2.player(32, 32, 0);
    const c2 = m2.compile();
    for (const l of c2.linedefs.filter((l) => c2.sidedefs[l.right].middle === 'WOOD1')) {
      expect(c2.vertices[l.v1][1]).toBe(64);
      expect(c2.vertices[l.v2][1]).toBe(64);
    }
    expect(c2.sidedefs.filter((s) => s.middle === 'WOOD1')).toHaveLength(2);
  });
});

describe('T-junctions', () => {
  it('splits an edge where a neighbour\'s corner lies on it, so both halves are shared', () => {
    const m = new MapBuilder('MAP01', 't');
    m.sector(S, rect(0, 0, 128, 128));
    m.sector({ ...S, floor: 16 }, rect(128, 0, 192, 64));
    m.sector({ ...S, floor: 32 }, rect(128, 64, 192, 128));
    m.player(64, 64, 0);
    const c = m.compile();
    const two = c.linedefs.filter((l) => l.left !== NO_SIDEDEF);
    // Big square's east edge → 2 lines; the two small squares' shared edge → 1 line.
    expect(two).toHaveLength(3);
    const xs = (l: (typeof two)[0]) => [c.vertices[l.v1], c.vertices[l.v2]];
    expect(two.map(xs)).toEqual([
      [[128, 128], [128, 64]],
      [[128, 64], [128, 0]],
      [[128, 64], [192, 64]],
    ]);
    // The vertex at (128, 64) is shared, not duplicated.
    expect(c.vertices.filter(([x, y]) => x === 128 && y === 64)).toHaveLength(1);
    // Lower textures appear where the neighbour's floor is higher: on the big square's side.
    expect(c.sidedefs[two[0].right]).toMatchObject({ sector: 0, lower: 'BRICK1' });
    expect(c.sidedefs[two[0].left]).toMatchObject({ sector: 2, lower: '-' });
    expect(c.linedefs.length).toBe(10);
  });

  it('splits collinear overlapping edges into identical pieces', () => {
    const m = new MapBuilder('MAP01', 'overlap');
    m.sector(S, rect(0, 0, 96, 64));
    m.sector(S, rect(32, 64, 128, 96));
    m.player(16, 16, 0);
    const c = m.compile();
    const two = c.linedefs.filter((l) => l.left !== NO_SIDEDEF).map((l) => [c.vertices[l.v1], c.vertices[l.v2]]);
    expect(two).toEqual([[[32, 64], [96, 64]]]);
  });
});

describe('nesting and solids', () => {
  it('cuts a nested polygon out of its container: a pool in a room', () => {
    const m = new MapBuilder('MAP01', 'pool');
    m.sector(S, rect(0, 0, 256, 256));
    m.sector({ ...S, floor: -16, floorFlat: 'NUKAGE1' }, rect(64, 64, 192, 192));
    m.player(32, 32, 0);
    const c = m.compile();
    const two = c.linedefs.filter((l) => l.left !== NO_SIDEDEF);
    expect(two).toHaveLength(4);
    for (const l of two) {
      expect(c.sidedefs[l.right].sector).toBe(1); // the pool's edges, pool in front
      expect(c.sidedefs[l.left].sector).toBe(0);
      expect(c.sidedefs[l.left].lower).toBe('-');
      expect(c.sidedefs[l.right].lower).toBe('BRICK1'); // the room's floor is higher: the pool's rim
    }
  });

  it('makes a solid block\'s edges one-sided walls facing the surrounding sector, with the solid\'s textures', () => {
    const m = new MapBuilder('MAP01', 'pillar');
    m.sector(S, rect(0, 0, 256, 256));
    m.solid(rect(96, 96, 160, 160, { n: { mid: 'TECH1' } }));
    m.player(32, 32, 0);
    const c = m.compile();
    const inner = c.linedefs.filter((l) => c.vertices[l.v1][0] >= 96 && c.vertices[l.v1][0] <= 160 && c.vertices[l.v1][1] >= 96 && c.vertices[l.v1][1] <= 160);
    expect(inner).toHaveLength(4);
    for (const l of inner) {
      expect(l.left).toBe(NO_SIDEDEF);
      const [ax, ay] = c.vertices[l.v1], [bx, by] = c.vertices[l.v2];
      // The pillar's centre is on the left: the front faces out into the room.
      expect((bx - ax) * (128 - ay) - (by - ay) * (128 - ax)).toBeGreaterThan(0);
    }
    const north = inner.find((l) => c.vertices[l.v1][1] === 160 && c.vertices[l.v2][1] === 160)!;
    expect(c.sidedefs[north.right].middle).toBe('TECH1');
  });

  it('skips upper textures between two sky ceilings and uses risers and fascias', () => {
    const m = new MapBuilder('MAP01', 'sky');
    const sky = { ...S, ceil: 256, ceilFlat: 'F_SKY1' };
    m.sector(sky, rect(0, 0, 128, 128));
    m.sector({ ...sky, floor: 32, ceil: 96, riser: 'STEP1' }, rect(128, 0, 192, 128));
    m.sector({ ...S, ceil: 96, fascia: 'METAL1' }, rect(-64, 0, 0, 128));
    m.player(64, 64, 0);
    const c = m.compile();
    const between = (a: number, b: number) => c.linedefs.find((l) => l.left !== NO_SIDEDEF && new Set([c.sidedefs[l.right].sector, c.sidedefs[l.left].sector]).size === 2 && [a, b].includes(c.sidedefs[l.right].sector) && [a, b].includes(c.sidedefs[l.left].sector))!;
    const l01 = between(0, 1);
    const s0 = c.sidedefs[l01.right].sector === 0 ? c.sidedefs[l01.right] : c.sidedefs[l01.left];
    expect(s0).toMatchObject({ lower: 'STEP1', upper: '-' });
    const l02 = between(0, 2);
    const t0 = c.sidedefs[l02.right].sector === 0 ? c.sidedefs[l02.right] : c.sidedefs[l02.left];
    expect(t0).toMatchObject({ lower: '-', upper: 'METAL1' });
  });

  it('lets one sector have several disjoint regions', () => {
    const m = new MapBuilder('MAP01', 'regions');
    const a = m.sector(S, rect(0, 0, 64, 64));
    m.sector({ ...S, light: 96 }, rect(64, 0, 128, 64));
    m.region(a, rect(128, 0, 192, 64));
    m.player(32, 32, 0);
    const c = m.compile();
    expect(c.sectors).toHaveLength(2);
    const two = c.linedefs.filter((l) => l.left !== NO_SIDEDEF);
    expect(two.map((l) => [c.sidedefs[l.right].sector, c.sidedefs[l.left].sector])).toEqual([[0, 1], [1, 0]]);
  });

  it('builds stairs with one sector per step', () => {
    const m = new MapBuilder('MAP01', 'stairs');
    m.sector(S, rect(0, 0, 128, 128));
    const steps = stairs(m, { x0: 128, y0: 0, x1: 256, y1: 128, dir: 'e', steps: 4, from: 0, rise: 8, ceil: (f) => f + 128, style: { ...S, riser: 'STEP1' } });
    m.player(64, 64, 0);
    const c = m.compile();
    expect(steps.map((i) => c.sectors[i].floor)).toEqual([8, 16, 24, 32]);
    expect(steps.map((i) => c.sectors[i].ceil)).toEqual([136, 144, 152, 160]);
    expect(c.sidedefs.filter((s) => s.lower === 'STEP1')).toHaveLength(4);
  });
});

describe('offsets', () => {
  it('continues the texture along collinear walls split at a corner', () => {
    const m = new MapBuilder('MAP01', 'offsets');
    m.sector(S, rect(0, 0, 100, 64));
    m.sector(S, rect(100, 0, 200, 64));
    m.player(32, 32, 0);
    const c = m.compile();
    // South walls run west (CW): (100,0)→(0,0) and (200,0)→(100,0): u = -x continues across x = 100.
    const south = c.linedefs.filter((l) => c.vertices[l.v1][1] === 0 && c.vertices[l.v2][1] === 0);
    const u0 = south.map((l) => (c.sidedefs[l.right].xOffset - -c.vertices[l.v1][0] + 1024 * 4) % 1024);
    expect(u0).toEqual([0, 0]);
    const explicit = new MapBuilder('MAP01', 'explicit');
    explicit.sector(S, rect(0, 0, 64, 64, { s: { xOff: 17 } }));
    explicit.player(32, 32, 0);
    const e = explicit.compile();
    expect(e.sidedefs.map((s) => s.xOffset)).toContain(17);
  });
});

describe('names and portals', () => {
  function portalMap(): MapBuilder {
    const m = new MapBuilder('MAP07', 'portals');
    m.sector(S, rect(0, 0, 128, 128, { e: { name: 'east' } }));
    m.sector({ ...S, floor: 64, ceil: 192 }, rect(512, 0, 640, 128, { w: { name: 'west' } }));
    m.player(64, 64, 0);
    return m;
  }

  it('resolves named lines to linedef indices and writes the PORTALS lump', () => {
    const m = portalMap();
    m.portal('east', 'west');
    const c = m.compile();
    const a = c.names.get('east')!, b = c.names.get('west')!;
    expect(c.portals).toEqual([{ a, b, flags: [], nameA: 'east', nameB: 'west' }]);
    expect(c.vertices[c.linedefs[a].v1]).toEqual([128, 128]);
    expect(c.vertices[c.linedefs[b].v1]).toEqual([512, 0]);
    const lump = c.lumps.find((l) => l.name === 'PORTALS')!;
    const text = new TextDecoder().decode(lump.data);
    const lines = text.split('\n').map((s) => s.replace(/#.*/, '').trim()).filter(Boolean);
    expect(lines).toEqual([`portal ${a} ${b}`]);
  });

  it('writes flags', () => {
    const m = portalMap();
    m.portal('east', 'west', 'oneway');
    const text = new TextDecoder().decode(m.compile().lumps.find((l) => l.name === 'PORTALS')!.data);
    expect(text).toMatch(/^portal \d+ \d+ oneway {2}# east -> west$/m);
  });

  it('emits the map lumps in order and they decode', () => {
    const m = portalMap();
    m.portal('east', 'west');
    const c = m.compile();
    expect(c.lumps.map((l) => l.name)).toEqual(['MAP07', 'THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SECTORS', 'PORTALS']);
    const stack = WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', c.lumps) }]);
    const d = decodeMap(stack.map('MAP07'));
    expect(d.warnings).toEqual([]);
    expect(d.linedefs.length).toBe(c.linedefs.length);
    expect(d.sidedefs[d.linedefs[c.names.get('east')!].right].sector).toBe(0);
    expect(d.things).toEqual([{ x: 64, y: 64, angle: 0, type: 1, flags: 7, tid: 0, z: 0, special: 0 }]);
  });

  const bad: [string, (m: MapBuilder) => void, RegExp][] = [
    ['unknown name', (m) => m.portal('east', 'nowhere'), /no line named "nowhere"/],
    ['a line linked to itself', (m) => m.portal('east', 'east'), /cannot link to itself/],
    ['a line in two portals', (m) => { m.portal('east', 'west'); m.portal('west', 'east'); }, /already in another portal/],
  ];
  for (const [what, add, re] of bad) {
    it(`rejects ${what}`, () => {
      const m = portalMap();
      add(m);
      expect(() => m.compile()).toThrow(re);
    });
  }

  it('rejects two-sided portal lines, unequal lengths and unequal openings', () => {
    const m = new MapBuilder('MAP01', 'two-sided');
    m.sector(S, rect(0, 0, 128, 128, { e: { name: 'a' } }));
    m.sector(S, rect(128, 0, 256, 128));
    m.sector(S, rect(512, 0, 640, 128, { w: { name: 'b' } }));
    m.player(64, 64, 0);
    m.portal('a', 'b');
    expect(() => m.compile()).toThrow(/two-sided/);

    const n = new MapBuilder('MAP01', 'lengths');
    n.sector(S, rect(0, 0, 128, 128, { e: { name: 'a' } }));
    n.sector(S, rect(512, 0, 640, 96, { w: { name: 'b' } }));
    n.player(64, 64, 0);
    n.portal('a', 'b');
    expect(() => n.compile()).toThrow(/lengths differ/);

    const o = new MapBuilder('MAP01', 'openings');
    o.sector(S, rect(0, 0, 128, 128, { e: { name: 'a' } }));
    o.sector({ ...S, ceil: 96 }, rect(512, 0, 640, 128, { w: { name: 'b' } }));
    o.player(64, 64, 0);
    o.portal('a', 'b');
    expect(() => o.compile()).toThrow(/openings differ/);
  });
});

describe('bad geometry', () => {
  const cases: [string, (m: MapBuilder) => void, RegExp][] = [
    ['crossing edges', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.sector(S, [[64, 64], [192, 32], [192, 96]]); }, /edges cross/],
    ['overlapping sectors', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.sector(S, rect(64, 0, 192, 128)); }, /overlap/],
    ['identical sectors', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.sector(S, rect(0, 0, 128, 128)); }, /overlap/],
    ['a sector entirely covered', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.sector(S, rect(0, 0, 64, 128)); m.sector(S, rect(64, 0, 128, 128)); }, /no lines/],
    ['non-integer corners', (m) => m.sector(S, [[0, 0], [10.5, 0], [0, 10]]), /must be an integer/],
    ['a zero-area polygon', (m) => m.sector(S, [[0, 0], [10, 0], [20, 0]]), /zero area/],
    ['a repeated corner', (m) => m.sector(S, [[0, 0], [10, 0], [10, 0], [0, 10]]), /are both/],
    ['a long texture name', (m) => m.sector({ ...S, wall: 'TOOLONGNAME' }, rect(0, 0, 64, 64)), /not a texture/],
    ['a ceiling below the floor', (m) => m.sector({ ...S, ceil: -8 }, rect(0, 0, 64, 64)), /below floor/],
    ['a named edge split by a neighbour', (m) => { m.sector(S, rect(0, 0, 128, 128, { e: { name: 'e' } })); m.sector(S, rect(128, 0, 192, 64)); }, /used by linedefs/],
    ['a thing outside', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.thing(300, 300, 2035); }, /outside every sector/],
    ['a thing inside a solid', (m) => { m.sector(S, rect(0, 0, 128, 128)); m.solid(rect(32, 32, 96, 96)); m.thing(64, 64, 2035); }, /outside every sector/],
  ];
  for (const [what, build, re] of cases) {
    it(`reports ${what} as a MapError`, () => {
      const m = new MapBuilder('MAP01', what);
      let e: unknown;
      try {
        build(m);
        m.compile();
      } catch (x) {
        e = x;
      }
      expect(e).toBeInstanceOf(MapError);
      expect((e as MapError).message).toMatch(re);
      expect((e as MapError).map).toBe('MAP01');
    });
  }
});
