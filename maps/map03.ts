// MAP03 "Turns and tiles": one 512×512 room with a doorway in the middle of each wall.
//  - North and south doorways are linked: looking north (or south) you see the same room again and
//    again, an endless column of rooms.
//  - The east doorway opens into a north-running machine corridor placed elsewhere (a portal that
//    turns you 90° left), and that corridor's far end opens back into the room's west doorway (90°
//    right): walk east and you come back in from the west, having gone round a corner you never saw.
//    An imp and a zombieman in the corridor fire at you through the east doorway, and come through.
import { MapBuilder, rect, type RectSides, type SectorSpec } from './dsl.js';
import { FACE, T } from './things.js';

export function map03(): MapBuilder {
  const m = new MapBuilder('MAP03', 'Turns and tiles');

  const room: SectorSpec = { floor: 0, ceil: 160, floorFlat: 'FLOOR4', ceilFlat: 'CEIL1', light: 192, wall: 'WOOD1', upper: 'WOOD1' };
  m.sector(room, rect(0, 0, 512, 512));
  // A light well in the middle, its ceiling raised to 224.
  m.sector({ ...room, ceil: 224, floorFlat: 'FLOOR2', ceilFlat: 'LIGHT1', light: 240, upper: 'TECHLITE' }, rect(192, 192, 320, 320));
  for (const [x, y] of [[96, 96], [384, 96], [96, 384], [384, 384]]) m.solid(rect(x, y, x + 32, y + 32, { n: { mid: 'SUPPORT1' }, s: { mid: 'SUPPORT1' }, e: { mid: 'SUPPORT1' }, w: { mid: 'SUPPORT1' } }));

  // Doorway vestibules: 128 wide, 64 deep, ceiling 128 (the room's side shows a metal lintel).
  const vest: SectorSpec = { floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 208, wall: 'SUPPORT1', fascia: 'METAL1' };
  m.sector(vest, rect(192, 512, 320, 576, { n: { name: 'northEnd', mid: 'DOOR1' } }));
  m.sector(vest, rect(192, -64, 320, 0, { s: { name: 'southEnd', mid: 'DOOR1' } }));
  m.sector(vest, rect(512, 192, 576, 320, { e: { name: 'eastEnd', mid: 'DOOR1' } }));
  m.sector(vest, rect(-64, 192, 0, 320, { w: { name: 'westEnd', mid: 'DOOR1' } }));
  m.portal('northEnd', 'southEnd');

  // The corridor elsewhere: x 1024..1152, y 0..768, six bays, a nukage pit in the third.
  for (let i = 0; i < 6; i++) {
    const lit = i % 2 === 1;
    const y0 = i * 128;
    const sides: RectSides = {};
    if (i === 0) sides.s = { name: 'corrS', mid: 'TECH1' };
    if (i === 5) sides.n = { name: 'corrN', mid: 'TECH1' };
    m.sector(
      lit
        ? { floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'LIGHT1', light: 240, wall: 'TECHLITE' }
        : { floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 144, wall: 'TECH1' },
      rect(1024, y0, 1152, y0 + 128, sides),
    );
  }
  m.sector({ floor: -16, ceil: 128, floorFlat: 'NUKAGE1', ceilFlat: 'CEIL2', light: 200, wall: 'TECH1', lower: 'METAL1' }, rect(1056, 288, 1120, 352));
  m.portal('eastEnd', 'corrS');
  m.portal('corrN', 'westEnd');

  m.player(256, 64, FACE.N);
  for (const [x, y] of [[208, 208], [304, 208], [208, 304], [304, 304]]) m.thing(x, y, T.LAMP);
  m.thing(48, 464, T.TREE).thing(464, 48, T.TREE).thing(464, 464, T.BARREL).thing(48, 48, T.BARREL);
  m.thing(448, 256, T.ZOMBIEMAN, FACE.W).thing(64, 256, T.BLUE_TORCH);
  // An imp in the corridor, looking back through its south end into the room: a fight across the turn.
  m.thing(1088, 420, T.IMP, FACE.S);
  m.thing(1056, 96, T.BARREL).thing(1120, 600, T.ZOMBIEMAN, FACE.S).thing(1040, 700, T.TECH_COLUMN).thing(1136, 200, T.LAMP);
  return m;
}
