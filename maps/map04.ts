// MAP04 "Portal arena": a 1024×1024 arena with a doorway in the middle of each wall, and every
// doorway a portal into a chamber placed elsewhere, each turned its own way: north opens into a
// chamber whose door faces west (a quarter turn), east into one whose door faces south, south and
// west into chambers straight on. Imps and zombiemen wait in the chambers: they see
// and hear the player through the doorways, fire through them and come through them, so a fight
// goes on through four portals at once. Four pillars in the arena give cover.
import { MapBuilder, rect, type SectorSpec } from './dsl.js';
import { FACE, T } from './things.js';

export function map04(): MapBuilder {
  const m = new MapBuilder('MAP04', 'Portal arena');

  const arena: SectorSpec = { floor: 0, ceil: 256, floorFlat: 'FLOOR2', ceilFlat: 'CEIL1', light: 208, wall: 'MARBLE1', upper: 'MARBLE1' };
  m.sector(arena, rect(0, 0, 1024, 1024));
  // A lit square in the middle under a raised ceiling.
  m.sector({ ...arena, ceil: 320, floorFlat: 'MARBLE2', ceilFlat: 'LIGHT1', light: 248, upper: 'TECHLITE' }, rect(384, 384, 640, 640));
  for (const [x, y] of [[224, 224], [736, 224], [224, 736], [736, 736]]) {
    m.solid(rect(x, y, x + 64, y + 64, { n: { mid: 'SUPPORT1' }, s: { mid: 'SUPPORT1' }, e: { mid: 'SUPPORT1' }, w: { mid: 'SUPPORT1' } }));
  }

  // The arena's doorways: 128 wide, 64 deep, their far walls the portals.
  const vest: SectorSpec = { floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 216, wall: 'SUPPORT1', fascia: 'METAL1' };
  m.sector(vest, rect(448, 1024, 576, 1088, { n: { name: 'aN', mid: 'DOOR1' } }));
  m.sector(vest, rect(1024, 448, 1088, 576, { e: { name: 'aE', mid: 'DOOR1' } }));
  m.sector(vest, rect(448, -64, 576, 0, { s: { name: 'aS', mid: 'DOOR1' } }));
  m.sector(vest, rect(-64, 448, 0, 576, { w: { name: 'aW', mid: 'DOOR1' } }));

  // The chambers, far away, each 512 square with its own doorway.
  const chamber = (light: number, wall: string): SectorSpec => ({ floor: 0, ceil: 192, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light, wall, upper: wall });
  // North: door on its west side (walking north through aN comes out going east).
  m.sector(chamber(176, 'TECH1'), rect(2048, 0, 2560, 512));
  m.sector(vest, rect(1984, 192, 2048, 320, { w: { name: 'cN', mid: 'DOOR1' } }));
  // East: door on its south side (east through aE comes out going north).
  m.sector(chamber(160, 'METAL1'), rect(2048, 1024, 2560, 1536));
  m.sector(vest, rect(2240, 960, 2368, 1024, { s: { name: 'cE', mid: 'DOOR1' } }));
  // South: door on its north side (straight on, going south).
  m.sector(chamber(184, 'WOOD1'), rect(3072, 0, 3584, 512));
  m.sector(vest, rect(3264, 512, 3392, 576, { n: { name: 'cS', mid: 'DOOR1' } }));
  // West: door on its east side (straight on, going west).
  m.sector(chamber(168, 'BRICK2'), rect(3072, 1024, 3584, 1536));
  m.sector(vest, rect(3584, 1216, 3648, 1344, { e: { name: 'cW', mid: 'DOOR1' } }));
  m.portal('aN', 'cN');
  m.portal('aE', 'cE');
  m.portal('aS', 'cS');
  m.portal('aW', 'cW');

  // ---- things ----------------------------------------------------------------------------------
  m.player(512, 160, FACE.N);
  for (const [x, y] of [[400, 400], [624, 400], [400, 624], [624, 624]]) m.thing(x, y, T.LAMP);
  // North chamber: two imps facing its door (west).
  m.thing(2304, 192, T.IMP, FACE.W).thing(2400, 352, T.IMP, FACE.W).thing(2496, 64, T.TECH_COLUMN);
  // East chamber: a zombieman and an imp facing south.
  m.thing(2240, 1280, T.ZOMBIEMAN, FACE.S).thing(2400, 1408, T.IMP, FACE.S).thing(2112, 1472, T.BARREL);
  // South chamber: imps facing north.
  m.thing(3264, 320, T.IMP, FACE.N).thing(3456, 192, T.IMP, FACE.N).thing(3136, 64, T.BLUE_TORCH);
  // West chamber: zombiemen facing east.
  m.thing(3392, 1280, T.ZOMBIEMAN, FACE.E).thing(3200, 1408, T.ZOMBIEMAN, FACE.E).thing(3520, 1088, T.BARREL);
  return m;
}
