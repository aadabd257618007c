// Small maps for the movement tests, drawn with a tiny sketch builder on top of map-builder's
// TestMap: rooms, corridors of cells with their own floor and ceiling, pillars, fences, portals.
import type { TestLine, TestMap, TestSector, TestSide } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';

/** DOOM linedef flags. */
export const BLOCKING = 0x1;
export const TWO_SIDED = 0x4;

export class Sketch {
  readonly vertices: [number, number][] = [];
  readonly lines: TestLine[] = [];
  readonly sides: TestSide[] = [];
  readonly sectors: TestSector[] = [];
  portals = '';

  v(x: number, y: number): number {
    const i = this.vertices.findIndex(([a, b]) => a === x && b === y);
    if (i >= 0) return i;
    this.vertices.push([x, y]);
    return this.vertices.length - 1;
  }

  sector(floor: number, ceil: number): number {
    this.sectors.push({ floor, ceil, floorFlat: 'FLOOR', ceilFlat: 'CEIL' });
    return this.sectors.length - 1;
  }

  /** A one-sided wall; its front (right of (x1,y1)→(x2,y2)) faces `sector`. Returns the linedef. */
  wall(x1: number, y1: number, x2: number, y2: number, sector: number): number {
    this.sides.push({ middle: 'BRICK', sector });
    this.lines.push({ v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 1, flags: BLOCKING });
    return this.lines.length - 1;
  }

  /** A two-sided line: front (right) faces `front`, back faces `back`. */
  twoSided(x1: number, y1: number, x2: number, y2: number, front: number, back: number, flags = TWO_SIDED): number {
    this.sides.push({ upper: 'METAL', lower: 'METAL', sector: front });
    this.sides.push({ upper: 'METAL', lower: 'METAL', sector: back });
    this.lines.push({ v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 2, left: this.sides.length - 1, flags });
    return this.lines.length - 1;
  }

  /** The four walls of a rectangle facing in, clockwise; `open` names walls left out (drawn by the caller). */
  box(x0: number, y0: number, x1: number, y1: number, sector: number, open = ''): void {
    if (!open.includes('w')) this.wall(x0, y0, x0, y1, sector);
    if (!open.includes('n')) this.wall(x0, y1, x1, y1, sector);
    if (!open.includes('e')) this.wall(x1, y1, x1, y0, sector);
    if (!open.includes('s')) this.wall(x1, y0, x0, y0, sector);
  }

  /** A square pillar (void inside) standing in `sector`: walls facing out. */
  pillar(x0: number, y0: number, x1: number, y1: number, sector: number): void {
    this.wall(x0, y0, x1, y0, sector);
    this.wall(x1, y0, x1, y1, sector);
    this.wall(x1, y1, x0, y1, sector);
    this.wall(x0, y1, x0, y0, sector);
  }

  build(start: { x: number; y: number; angle?: number }, name = 'MAP01'): TestMap {
    return {
      name,
      vertices: this.vertices,
      lines: this.lines,
      sides: this.sides,
      sectors: this.sectors,
      things: [{ x: start.x, y: start.y, angle: start.angle ?? 0, type: 1 }],
      ...(this.portals ? { portals: this.portals } : {}),
    };
  }
}

export function worldOf(map: TestMap): World {
  return loadWorld(testStack(map), map.name ?? 'MAP01');
}

export interface Cell { x1: number; floor: number; ceil: number }

/**
 * A corridor along x from x0, `height` wide (y from 0), cut into cells at each cell's x1: every
 * cell is its own sector, neighbours share a two-sided line (passable unless heights forbid it).
 */
export function corridor(x0: number, height: number, cells: Cell[], start: { x: number; y: number; angle?: number }): TestMap {
  const s = new Sketch();
  const secs = cells.map((c) => s.sector(c.floor, c.ceil));
  let xa = x0;
  cells.forEach((c, i) => {
    s.wall(xa, height, c.x1, height, secs[i]);
    s.wall(c.x1, 0, xa, 0, secs[i]);
    if (i === 0) s.wall(xa, 0, xa, height, secs[i]);
    else s.twoSided(xa, 0, xa, height, secs[i], secs[i - 1]);
    if (i === cells.length - 1) s.wall(c.x1, height, c.x1, 0, secs[i]);
    xa = c.x1;
  });
  return s.build(start);
}

/**
 * Room A [0,256]² with a portal in its east wall (x = 256, y 64..192, linedef `lineA`), and room B,
 * the image of the space east of A under a 90° turn: B = [2488,3256] × [256,768], its portal in its
 * south wall (y = 256, x 2808..2936, linedef `lineB`). Crossing A's portal eastwards comes out of
 * B's going north. B's floor is `dz` higher (ceiling too). `oneway`: B's line is a plain wall seen
 * from B. `split`: a passable line meets B's portal line in its middle, so the mesh cuts the target
 * line into two pieces.
 */
export function portalPair(dz = 32, opts: { oneway?: boolean; split?: boolean } = {}): { map: TestMap; lineA: number; lineB: number } {
  const { s, b, lineA, lineB } = portalPairSketch(dz);
  if (opts.split) s.twoSided(2872, 256, 2872, 400, b, b);
  s.portals = `portal ${lineA} ${lineB}${opts.oneway ? ' oneway' : ''}\n`;
  return { map: s.build({ x: 128, y: 128 }), lineA, lineB };
}

/** portalPair's rooms and its two portal lines, not yet linked (a test adds lines, the PORTALS text
 *  and its start): A = [0,256]² (sector `a`), B = [2488,3256] × [256,768] (sector `b`, floor `dz`). */
export function portalPairSketch(dz = 32): { s: Sketch; a: number; b: number; lineA: number; lineB: number } {
  const s = new Sketch();
  const a = s.sector(0, 128), b = s.sector(dz, 128 + dz);
  s.box(0, 0, 256, 256, a, 'e');
  s.wall(256, 256, 256, 192, a);
  const lineA = s.wall(256, 192, 256, 64, a);
  s.wall(256, 64, 256, 0, a);
  // B: M(x, y) = (3000 − y, x). Its south wall runs west (front faces north, into B).
  s.box(2488, 256, 3256, 768, b, 's');
  s.wall(3256, 256, 2936, 256, b);
  const lineB = s.wall(2936, 256, 2808, 256, b);
  s.wall(2808, 256, 2488, 256, b);
  return { s, a, b, lineA, lineB };
}

/** The same room A with its east portal replaced by a window onto open space C = [256,768] × [-256,512]
 *  (`split`: with the passable line that mirrors portalPair's split one). */
export function windowPair(opts: { split?: boolean } = {}): TestMap {
  const s = new Sketch();
  const a = s.sector(0, 128), c = s.sector(0, 128);
  s.box(0, 0, 256, 256, a, 'e');
  // x = 256 between A and C: blocking two-sided walls beside a passable window.
  s.twoSided(256, 256, 256, 192, a, c, TWO_SIDED | BLOCKING);
  s.twoSided(256, 192, 256, 64, a, c, TWO_SIDED);
  s.twoSided(256, 64, 256, 0, a, c, TWO_SIDED | BLOCKING);
  // C's own walls (its west side outside A is one-sided).
  s.wall(256, 0, 256, -256, c);
  s.wall(256, -256, 768, -256, c);
  s.wall(768, -256, 768, 512, c);
  s.wall(768, 512, 256, 512, c);
  s.wall(256, 512, 256, 256, c);
  if (opts.split) s.twoSided(256, 128, 400, 128, c, c);
  return s.build({ x: 128, y: 128 });
}

/** The portal transform of portalPair as a function (the 90° turn A-space → B-space). */
export function pairTransform(x: number, y: number): [number, number] {
  return [3000 - y, x];
}
export function pairInverse(x: number, y: number): [number, number] {
  return [y, 3000 - x];
}

/**
 * A multi-room test map: a corridor of steps (16, 32, a 24 step, a 56 drop, a 50-high crawlspace
 * nobody fits through), a pillar, a blocking fence, a window sill, and a portal pair far away.
 */
export function multiRoom(): TestMap {
  const s = new Sketch();
  const H = 256;
  const cells: Cell[] = [
    { x1: 256, floor: 0, ceil: 128 },
    { x1: 320, floor: 16, ceil: 128 },
    { x1: 384, floor: 32, ceil: 144 },
    { x1: 640, floor: 56, ceil: 200 },
    { x1: 704, floor: 0, ceil: 128 },
    { x1: 768, floor: 0, ceil: 50 },
    { x1: 1024, floor: 0, ceil: 128 },
  ];
  const secs = cells.map((c) => s.sector(c.floor, c.ceil));
  let xa = 0;
  cells.forEach((c, i) => {
    s.wall(xa, H, c.x1, H, secs[i]);
    s.wall(c.x1, 0, xa, 0, secs[i]);
    if (i === 0) s.wall(xa, 0, xa, H, secs[i]);
    else s.twoSided(xa, 0, xa, H, secs[i], secs[i - 1]);
    if (i === cells.length - 1) s.wall(c.x1, H, c.x1, 0, secs[i]);
    xa = c.x1;
  });
  // A pillar in the first cell, a fence in the 56-high room.
  s.pillar(100, 100, 140, 150, secs[0]);
  s.twoSided(500, 60, 500, 200, secs[3], secs[3], TWO_SIDED | BLOCKING);
  // Portal rooms, well apart from the corridor and from each other.
  const pa = s.sector(0, 128), pb = s.sector(32, 160);
  const oy = 2000;
  s.box(0, oy, 256, oy + 256, pa, 'e');
  s.wall(256, oy + 256, 256, oy + 192, pa);
  const la = s.wall(256, oy + 192, 256, oy + 64, pa);
  s.wall(256, oy + 64, 256, oy, pa);
  s.box(2488, oy + 256, 3256, oy + 768, pb, 's');
  s.wall(3256, oy + 256, 2936, oy + 256, pb);
  const lb = s.wall(2936, oy + 256, 2808, oy + 256, pb);
  s.wall(2808, oy + 256, 2488, oy + 256, pb);
  s.portals = `portal ${la} ${lb}\n`;
  return s.build({ x: 64, y: 64 });
}
