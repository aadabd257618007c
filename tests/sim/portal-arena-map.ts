// The torus room of portals that tests/sim/portal-arena.test.ts and portal-alloc-harness.ts play:
// a `size`² room whose walls are cut into `pieces` portal lines each, every piece linked (both
// ways) to the opposite wall's: what leaves west comes in east, what leaves north comes in south.
import type { TestMap } from '../helpers/map-builder.js';
import { Sketch } from '../play/play-maps.js';

export function torusMap(size: number, pieces: number, things: [number, number, number][] = [], start = { x: size / 2, y: size / 2, angle: 0 }): TestMap {
  const s = new Sketch();
  const r = s.sector(0, 128);
  const step = size / pieces;
  const links: string[] = [];
  for (let i = 0; i < pieces; i++) {
    const a = i * step, b = (i + 1) * step;
    const west = s.wall(0, a, 0, b, r), east = s.wall(size, b, size, a, r);
    const north = s.wall(a, size, b, size, r), south = s.wall(b, 0, a, 0, r);
    links.push(`portal ${west} ${east}`, `portal ${north} ${south}`);
  }
  s.portals = links.join('\n') + '\n';
  const map = s.build(start);
  for (const [x, y, type] of things) map.things!.push({ x, y, type });
  return map;
}
