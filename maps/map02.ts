// MAP02 "Endless stairs": a square stairwell ringing a sunken garden. Walking counter-clockwise every
// flight climbs (8 steps of 8) to a corner landing: 0 → 72 → 144 → 216 → 280. The last step, at 280,
// ends at a portal; its partner is the wall of the first landing, at 0, a few units away behind a
// thin slab. The portal drops the eye by 280 and the climb goes on forever (a Penrose staircase).
// Grated windows in the middle of each flight look down into the garden, where the true heights show.
// Imps on the flights see the player (and come) across the seam.
import { MapBuilder, rect, stairs, LineFlags, type SectorSpec } from './dsl.js';
import { FACE, T } from './things.js';

export function map02(): MapBuilder {
  const m = new MapBuilder('MAP02', 'Endless stairs');
  const head = 128;
  const stone = { floorFlat: 'FLOOR1', ceilFlat: 'CEIL1', light: 176, wall: 'STONE1', riser: 'STEP1', upper: 'STONE1' };
  const landing = (floor: number, light: number): SectorSpec => ({ ...stone, floor, ceil: floor + head, floorFlat: 'FLOOR2', ceilFlat: 'LIGHT1', light });

  // Corner landings (the ring is x, y in 0..576; the garden wall is 160..416).
  m.sector(landing(0, 224), rect(0, 0, 160, 160, { n: { name: 'bottom', mid: 'STONE1' } }));
  m.sector(landing(72, 208), rect(416, 0, 576, 160));
  m.sector(landing(144, 224), rect(416, 416, 576, 576));
  m.sector(landing(216, 208), rect(0, 416, 160, 576));
  // Flights: south (east-bound), east (north-bound), north (west-bound), west (south-bound).
  const lightOf = (i: number) => (i % 2 === 0 ? 168 : 152);
  const flight = (o: { x0: number; y0: number; x1: number; y1: number; dir: 'n' | 's' | 'e' | 'w'; from: number; steps?: number }) =>
    stairs(m, { ...o, steps: o.steps ?? 8, rise: 8, ceil: (f) => f + head, style: stone, light: lightOf });
  flight({ x0: 160, y0: 0, x1: 416, y1: 160, dir: 'e', from: 0 });
  flight({ x0: 416, y0: 160, x1: 576, y1: 416, dir: 'n', from: 72 });
  flight({ x0: 160, y0: 416, x1: 416, y1: 576, dir: 'w', from: 144 });
  // The west flight: 8 steps of 31 from y = 416 down to y = 168; its last step carries the portal.
  stairs(m, { x0: 0, y0: 168, x1: 160, y1: 416, dir: 's', steps: 8, from: 216, rise: 8, ceil: (f) => f + head, style: stone, light: lightOf });
  // An 8-thick solid slab between the top step (280) and the first landing (0): its north face is
  // the top step's end wall, its south face the landing's back wall, and the two are linked.
  m.solid(rect(0, 160, 160, 168, { n: { name: 'top', mid: 'STONE1' } }));
  m.portal('top', 'bottom');

  // The sunken garden, open to the sky, behind a solid wall with four grated windows.
  m.solid([[160, 160], [416, 160], [416, 416], [160, 416]]);
  m.sector({ floor: -64, ceil: 512, floorFlat: 'GRASS1', ceilFlat: 'F_SKY1', light: 208, wall: 'BRICK2' }, rect(192, 192, 384, 384));
  const grate = { mid: 'GRATE1', flags: LineFlags.BLOCKING, back: { mid: 'GRATE1' } };
  // Window sills cut through the wall (32 thick) in the middle of each flight.
  const sill = (floor: number): SectorSpec => ({ floor: floor + 24, ceil: floor + 104, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 176, wall: 'METAL1', lower: 'METAL1', upper: 'METAL1', riser: 'METAL1', fascia: 'METAL1' });
  // Each sill is 24 above the highest step it borders and its lintel below the lowest ceiling.
  m.sector(sill(40), rect(256, 160, 320, 192, { n: grate }));
  m.sector(sill(112), rect(384, 256, 416, 320, { w: grate }));
  m.sector(sill(184), rect(256, 384, 320, 416, { s: grate }));
  m.sector(sill(264), rect(160, 256, 192, 320, { e: grate }));

  // Things: the player on the first landing, looking up the first flight.
  m.player(80, 64, FACE.E);
  m.thing(24, 24, T.LAMP).thing(552, 24, T.LAMP).thing(552, 552, T.LAMP).thing(24, 552, T.LAMP);
  m.thing(288, 288, T.TREE).thing(216, 216, T.BLUE_TORCH).thing(360, 360, T.BLUE_TORCH).thing(216, 360, T.BARREL).thing(360, 216, T.BARREL);
  m.thing(496, 496, T.ZOMBIEMAN, FACE.SW);
  // Imps on the stairs: one at the top of the west flight looking down at the portal (it sees the
  // first landing through it), one on the east flight.
  m.thing(80, 360, T.IMP, FACE.S).thing(496, 288, T.IMP, FACE.S);
  m.thing(80, 300, T.CANDLE);
  return m;
}
