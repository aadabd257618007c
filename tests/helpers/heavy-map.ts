// A map built to be heavy on the playsim's per-tic work: an n×n grid of 64-unit square sectors, each
// with a light special (`light`, default 1: blinks at random), every line a scrolling wall (type 48),
// and `things` things (type `thingType`, default 2028: a lamp) spread over the grid. The player starts
// in the grid's corner cell. 100×100 cells: 10,000 lights, 20,200 scrollers.
import type { TestMap } from './map-builder.js';

export interface HeavyMapOptions {
  light?: number;
  thingType?: number;
  wall?: string;
  flat?: string;
  /** Scrolling walls (type 48) on every line: default true. */
  scroll?: boolean;
  /** Cell k's sector tag (default 0). */
  tag?: (k: number) => number;
}

export function heavyMap(n: number, things: number, opts: HeavyMapOptions = {}): TestMap {
  const S = 64, v = (i: number, j: number) => j * (n + 1) + i;
  const vertices: [number, number][] = [];
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) vertices.push([i * S, j * S]);
  const sectors = [];
  for (let k = 0; k < n * n; k++) sectors.push({ floor: 0, ceil: 128, light: 160, special: opts.light ?? 1, tag: opts.tag?.(k) ?? 0, floorFlat: opts.flat, ceilFlat: opts.flat });
  const lines: TestMap['lines'] = [], sides: TestMap['sides'] = [];
  const wall = opts.wall ?? 'BRICK', scroll = opts.scroll === false ? 0 : 48;
  const side = (sector: number, middle?: string) => { sides.push({ sector, middle }); return sides.length - 1; };
  // Horizontal lines at y = j·S between cells (i, j-1) below and (i, j) above; v1→v2 east, right side below.
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i < n; i++) {
      const below = j > 0 ? (j - 1) * n + i : -1, above = j < n ? j * n + i : -1;
      // One-sided lines face their only sector: flip the direction when that is the one above.
      if (below < 0) lines.push({ v1: v(i + 1, j), v2: v(i, j), right: side(above, wall), special: scroll });
      else if (above < 0) lines.push({ v1: v(i, j), v2: v(i + 1, j), right: side(below, wall), special: scroll });
      else lines.push({ v1: v(i, j), v2: v(i + 1, j), right: side(below), left: side(above), flags: 4, special: scroll });
    }
  }
  // Vertical lines at x = i·S between cells (i-1, j) west and (i, j) east; v1→v2 north, right side east.
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j < n; j++) {
      const west = i > 0 ? j * n + i - 1 : -1, east = i < n ? j * n + i : -1;
      if (west < 0) lines.push({ v1: v(i, j), v2: v(i, j + 1), right: side(east, wall), special: scroll });
      else if (east < 0) lines.push({ v1: v(i, j + 1), v2: v(i, j), right: side(west, wall), special: scroll });
      else lines.push({ v1: v(i, j), v2: v(i, j + 1), right: side(east), left: side(west), flags: 4, special: scroll });
    }
  }
  const list: NonNullable<TestMap['things']> = [{ x: 32, y: 32, angle: 45, type: 1 }];
  for (let k = 0; k < things; k++) {
    const c = k % (n * n), i = c % n, j = Math.floor(c / n), r = Math.floor(k / (n * n));
    list.push({ x: i * S + 8 + ((r * 13) % 48), y: j * S + 8 + ((r * 29) % 48), type: opts.thingType ?? 2028 });
  }
  return { vertices, lines, sides, sectors, things: list };
}
