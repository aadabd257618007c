// MAP01 "Showcase hub": an outdoor courtyard under the sky with three portal tricks around it.
//
//  (a) The hut in the middle is 192×128 outside, but its door is a portal into a 1024×768 hall
//      placed far to the east (x 2048..3072): bigger inside than outside. The hall's entrance
//      recess links back to the hut's door.
//  (b) West: a side passage enters a 512-long corridor whose north end is linked to its south end,
//      so walking north goes on forever, the lit bays repeating.
//  (c) East: stairs climb from the courtyard (floor 0) to a landing at 64; the landing's far wall
//      is a portal to a landing at 128 in a wooden gallery. From there stairs go down to a dark
//      machine room, and a corridor returns to the courtyard: you climbed 64 and came out at 128.
//
// Also: a nukage pool, a garden fenced with a see-through grate, a raised dais with steps, lamps,
// barrels, trees, torches and zombiemen, who see, hear and come through the portals. The player starts
// south of the hut, facing its door, in view of a guard inside the hall.
import { MapBuilder, rect, stairs, LineFlags, type Pt, type RectSides, type SectorSpec } from './dsl.js';
import { FACE, T } from './things.js';

export function map01(): MapBuilder {
  const m = new MapBuilder('MAP01', 'Showcase hub');

  // ---- the courtyard -----------------------------------------------------------------------
  const sky = 192;
  const yard: SectorSpec = { floor: 0, ceil: sky, floorFlat: 'PAVE1', ceilFlat: 'F_SKY1', light: 224, wall: 'ROCK1' };
  const courtyard: Pt[] = [[128, 0], [896, 0], [1024, 128], [1024, 896], [896, 1024], [128, 1024], [0, 896], [0, 128]];
  m.sector(yard, courtyard);

  // The hut: 192×128 with a door notch. Its roof is a sky sector at 96 whose sky comes down to 97:
  // from the courtyard the sky (DOOM's sky hack: no upper wall between two sky ceilings) shows
  // above a 96-high brick block. A solid core inside makes the door's back wall one-sided; its
  // walls in the roof sector are 1 unit tall and hidden behind the roof edge.
  m.sector(
    { floor: 96, ceil: 97, floorFlat: 'CEIL2', ceilFlat: 'F_SKY1', light: 224, wall: 'BRICK1', riser: 'BRICK1' },
    [[416, 576], [480, 576], [480, 592], [544, 592], [544, 576], [608, 576], [608, 704], [416, 704]],
  );
  m.solid(rect(432, 592, 592, 688));
  // The doorway: open to the sky above the roof line; its back wall is the portal.
  m.sector(
    { floor: 0, ceil: 96, floorFlat: 'FLOOR3', ceilFlat: 'F_SKY1', light: 208, wall: 'DOOR1' },
    rect(480, 576, 544, 592, { n: { name: 'hutDoor', mid: 'DOOR1' }, e: { lower: 'SUPPORT1' }, w: { lower: 'SUPPORT1' } }),
  );

  // Nukage pool (south-west), an octagon sunk 16 into the paving.
  m.sector(
    { floor: -16, ceil: sky, floorFlat: 'NUKAGE1', ceilFlat: 'F_SKY1', light: 240, wall: 'ROCK1', lower: 'STONE1' },
    [[192, 160], [320, 160], [352, 192], [352, 320], [320, 352], [192, 352], [160, 320], [160, 192]],
  );

  // Garden (south-east) behind a grate fence, seen through from both sides.
  // Lower-unpegged: the grate stands on the floor (a two-sided middle texture hangs from the ceiling otherwise).
  const fence = { mid: 'GRATE1', flags: LineFlags.BLOCKING | LineFlags.LOWER_UNPEGGED, back: { mid: 'GRATE1' } };
  m.sector(
    { floor: 0, ceil: sky, floorFlat: 'GRASS1', ceilFlat: 'F_SKY1', light: 232, wall: 'ROCK1' },
    rect(672, 160, 864, 352, { n: fence, w: fence, s: fence, e: fence }),
  );

  // Dais (north-east): a step ring at 16 around a marble platform at 32.
  m.sector({ floor: 16, ceil: sky, floorFlat: 'FLOOR1', ceilFlat: 'F_SKY1', light: 224, wall: 'ROCK1', riser: 'STEP1' }, rect(736, 672, 960, 896));
  m.sector({ floor: 32, ceil: sky, floorFlat: 'MARBLE2', ceilFlat: 'F_SKY1', light: 240, wall: 'ROCK1', riser: 'STEP1' }, rect(768, 704, 928, 864));

  // A bed of dirt under a tree (north-west).
  m.sector({ floor: 8, ceil: sky, floorFlat: 'DIRT1', ceilFlat: 'F_SKY1', light: 216, wall: 'ROCK1', riser: 'STONE1' }, [
    [160, 736], [256, 704], [320, 768], [288, 864], [192, 880], [144, 816],
  ]);

  // ---- (b) the endless corridor (west) -------------------------------------------------------
  m.sector({ floor: 0, ceil: 128, floorFlat: 'FLOOR1', ceilFlat: 'CEIL2', light: 176, wall: 'BRICK2' }, rect(-64, 448, 0, 576));
  for (let i = 0; i < 4; i++) {
    const lit = i % 2 === 0;
    const y0 = 256 + i * 128;
    const sides: RectSides = {};
    if (i === 3) sides.n = { name: 'loopN', mid: 'BRICK2' };
    if (i === 0) sides.s = { name: 'loopS', mid: 'BRICK2' };
    m.sector(
      lit
        ? { floor: 0, ceil: 128, floorFlat: 'FLOOR2', ceilFlat: 'LIGHT1', light: 255, wall: 'BRKLIT1' }
        : { floor: 0, ceil: 128, floorFlat: 'FLOOR1', ceilFlat: 'CEIL2', light: 136, wall: 'BRICK2' },
      rect(-192, y0, -64, y0 + 128, sides),
    );
  }
  m.portal('loopN', 'loopS');

  // ---- (c) stairs up, a portal, a higher landing (east) ----------------------------------------
  const well = { floorFlat: 'FLOOR3', ceilFlat: 'CEIL1', light: 184, wall: 'STONE1', riser: 'STEP1' };
  stairs(m, { x0: 1024, y0: 448, x1: 1152, y1: 576, dir: 'e', steps: 8, from: 0, rise: 8, ceil: 192, style: well });
  m.sector({ ...well, floor: 64, ceil: 192, light: 200 }, rect(1152, 448, 1280, 576, { e: { name: 'stairsUp', mid: 'STONE1' } }));

  const wood = { floorFlat: 'FLOOR4', ceilFlat: 'CEIL1', light: 200, wall: 'WOOD1', riser: 'STEP1' };
  m.sector({ ...wood, floor: 128, ceil: 256 }, rect(1536, 448, 1664, 576, { w: { name: 'stairsTop', mid: 'WOOD1' } }));
  m.portal('stairsUp', 'stairsTop');
  // The gallery, with a grate window into a glowing vat.
  m.sector({ ...wood, floor: 128, ceil: 256, light: 192 }, rect(1664, 384, 1920, 640, { e: { mid: 'GRATE1', flags: LineFlags.BLOCKING, back: { mid: 'GRATE1' } } }));
  m.sector({ floor: 96, ceil: 224, floorFlat: 'NUKAGE1', ceilFlat: 'CEIL2', light: 255, wall: 'METAL1' }, rect(1920, 384, 2016, 640));
  // Down to the machine room: 7 steps of 16.
  stairs(m, {
    x0: 1728, y0: 272, x1: 1856, y1: 384, dir: 'n', steps: 7, from: 0, rise: 16, ceil: (f) => f + 128,
    style: { floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 160, wall: 'METAL1', riser: 'STEP1' },
  });
  m.sector({ floor: 0, ceil: 160, floorFlat: 'FLOOR1', ceilFlat: 'CEIL2', light: 136, wall: 'TECH1', upper: 'METAL1' }, rect(1536, 64, 1920, 272));
  m.sector({ floor: 64, ceil: 160, floorFlat: 'LIGHT1', ceilFlat: 'LIGHT1', light: 255, wall: 'TECH1', riser: 'TECHLITE' }, rect(1792, 128, 1856, 192));
  // And back to the courtyard.
  m.sector({ floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL1', light: 160, wall: 'METAL1' }, rect(1024, 160, 1536, 224));

  // ---- (a) the hall inside the hut (far east) ---------------------------------------------------
  const hall = { floorFlat: 'FLOOR2', ceilFlat: 'CEIL1', wall: 'MARBLE1' };
  m.sector({ ...hall, floor: 0, ceil: 256, light: 176 }, rect(2048, 0, 3072, 768));
  m.sector(
    { floor: 0, ceil: 96, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 192, wall: 'SUPPORT1', fascia: 'TOOMSIGN' },
    rect(2528, -16, 2592, 0, { s: { name: 'hallDoor', mid: 'DOOR1' }, n: { back: { xOff: 32 } } }),
  );
  m.portal('hutDoor', 'hallDoor');
  // Nukage pool under a light well.
  m.sector({ floor: -24, ceil: 256, floorFlat: 'NUKAGE1', ceilFlat: 'LIGHT1', light: 224, wall: 'MARBLE1', lower: 'MARBLE1' }, [
    [2496, 288], [2624, 288], [2688, 352], [2688, 416], [2624, 480], [2496, 480], [2432, 416], [2432, 352],
  ]);
  // Pillars.
  for (const [x, y] of [[2272, 160], [2784, 160], [2272, 544], [2784, 544]]) m.solid(rect(x, y, x + 64, y + 64));
  // Stage at the north with two steps and a lower, lit ceiling.
  stairs(m, { x0: 2400, y0: 640, x1: 2720, y1: 672, dir: 'n', steps: 2, from: 0, rise: 16, ceil: 256, style: { ...hall, light: 192, riser: 'STEP1' } });
  m.sector({ floor: 48, ceil: 192, floorFlat: 'MARBLE2', ceilFlat: 'LIGHT1', light: 240, wall: 'TECH1', riser: 'STEP1', fascia: 'TECHLITE' }, rect(2400, 672, 2720, 768));
  // A dim side bay (east) with barrels.
  m.sector({ floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 112, wall: 'METAL1', fascia: 'METAL1' }, rect(3072, 256, 3200, 512));

  // ---- things ----------------------------------------------------------------------------------
  m.player(512, 160, FACE.N);
  m.thing(456, 552, T.LAMP).thing(568, 552, T.LAMP);
  for (const [x, y] of [[144, 256], [256, 144], [368, 256], [256, 372]]) m.thing(x, y, T.BARREL);
  m.thing(768, 256, T.TREE).thing(704, 192, T.BLUE_TORCH).thing(832, 320, T.BLUE_TORCH);
  m.thing(232, 800, T.TREE);
  m.thing(848, 784, T.TECH_COLUMN);
  for (const [x, y] of [[752, 688], [944, 688], [752, 880], [944, 880]]) m.thing(x, y, T.BLUE_TORCH);
  m.thing(320, 640, T.ZOMBIEMAN, FACE.SE).thing(704, 512, T.ZOMBIEMAN, FACE.SW);
  // Corridor: a barrel and a guard, repeated forever.
  m.thing(-160, 300, T.BARREL).thing(-96, 704, T.ZOMBIEMAN, FACE.S).thing(-128, 448, T.CANDLE);
  // Stairwell and gallery.
  m.thing(1248, 472, T.LAMP).thing(1696, 608, T.LAMP).thing(1888, 416, T.CANDLE).thing(1792, 512, T.ZOMBIEMAN, FACE.W);
  m.thing(1600, 96, T.BARREL).thing(1632, 240, T.BARREL).thing(1824, 160, T.TECH_COLUMN);
  // The hall.
  for (const [x, y] of [[2112, 64], [3008, 64], [2112, 704], [3008, 704]]) m.thing(x, y, T.TECH_COLUMN);
  for (const [x, y] of [[2400, 320], [2720, 320], [2400, 448], [2720, 448]]) m.thing(x, y, T.LAMP);
  // A guard just inside the hall, facing its door: it sees the player through the hut's door (from the
  // start, in the courtyard) and comes out through it.
  m.thing(2560, 224, T.ZOMBIEMAN, FACE.S);
  m.thing(2560, 720, T.ZOMBIEMAN, FACE.S).thing(2464, 704, T.ZOMBIEMAN, FACE.S).thing(2656, 704, T.ZOMBIEMAN, FACE.S);
  for (const [x, y] of [[3104, 288], [3136, 320], [3168, 480], [3112, 464]]) m.thing(x, y, T.BARREL);
  m.thing(2200, 384, T.TREE).thing(2920, 384, T.TREE);
  return m;
}
