// MBF21's map and thing rules in exact values, on maps built here: the block-players and
// block-land-monsters line flags (and Boom's reserved bit with comp_reservedlineflag), the scrolling
// of tagged walls (1024..1026), the alternative damage mode and the kill-grounded-monsters sector
// bits, low gravity — each at complevel 21 and, where MBF (11) differs, there too.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, TWO_SIDED } from './helpers.js';
import { Compat, COMPLEVEL_MBF, COMPLEVEL_MBF21, COMP_RESERVEDLINEFLAG } from '../../src/sim/base/compat.js';
import { spawnMobj } from '../../src/sim/rules/mobj.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import { MF2 } from '../../src/defs/mbf21-defs.js';

const MBF21 = { compat: new Compat(COMPLEVEL_MBF21) };
const MBF = { compat: new Compat(COMPLEVEL_MBF) };
const U = 65536;

/** Two 256-wide cells; the line between them with `flags`; the player in the west one, facing east. */
function fence(flags: number, options = MBF21) {
  const m = new SimMap();
  m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { flags: TWO_SIDED | flags }]);
  m.thing(128, 128, 1, 0);
  return new Driver(m.sim(options));
}

describe('MBF21 line flags', () => {
  it('block players (0x2000) stops the player at complevel 21, not at MBF\'s', () => {
    const d = fence(0x2000).forward(60, 50);
    // Stopped short of the line by the player's radius (and the slide's last fraction).
    expect(d.mo.x).toBe(15460524);
    expect(d.mo.x).toBeLessThan(256 * U - d.mo.radius);
    expect(fence(0x2000, MBF).forward(60, 50).mo.x).toBeGreaterThan(256 * U);
  });

  it('with Boom\'s reserved bit (0x800) and comp_reservedlineflag on, the line keeps only DOOM\'s flags', () => {
    expect(fence(0x2000 | 0x800).forward(60, 50).mo.x).toBeGreaterThan(256 * U);
    const off = { compat: new Compat(COMPLEVEL_MBF21, { comp: Object.assign(new Uint8Array(32), { [COMP_RESERVEDLINEFLAG]: 0 }) }) };
    expect(off.compat.has(COMP_RESERVEDLINEFLAG)).toBe(false);
    expect(fence(0x2000 | 0x800, off).forward(60, 50).mo.x).toBe(15460524);
  });

  it('block land monsters (0x1000) stops a walking monster, not a floating one, nor the player', () => {
    const d = fence(0x1000);
    const ps = d.ps;
    const imp = spawnMobj(ps, 200 * U, 64 * U, 0, mobjIndex('MT_TROOP'));
    const caco = spawnMobj(ps, 200 * U, 200 * U, 0, mobjIndex('MT_HEAD'));
    expect(ps.checkPosition(imp, 270 * U, 64 * U)).toBe(false);
    expect(ps.checkPosition(caco, 270 * U, 200 * U)).toBe(true);
    expect(d.forward(60, 50).mo.x).toBeGreaterThan(256 * U);
  });
});

describe('MBF21 scrolling of tagged walls (1024..1026)', () => {
  it('1024: the tagged lines\' first sides move by the control line\'s offsets / 8 a tic (x against)', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }]);
    m.setWall(r.north[0], { special: 1024, tag: 5 });
    m.sides[m.lines[r.north[0]].right].x = 40;
    m.sides[m.lines[r.north[0]].right].y = -24;
    m.setWall(r.eastWall, { tag: 5 });
    m.thing(128, 128, 1, 0);
    const d = new Driver(m.sim(MBF21));
    const side = d.ps.level.sides[d.ps.level.lines[r.eastWall].side0];
    const x0 = side.textureoffset, y0 = side.rowoffset;
    d.wait(4);
    expect([side.textureoffset - x0, side.rowoffset - y0]).toEqual([-4 * 5 * U, 4 * -3 * U]);
  });
});

describe('MBF21 sector bits', () => {
  it('alternative damage mode (bit 12), damage bits 1: the player dies on the floor', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128, special: 0x1000 | 0x20 }]);
    m.thing(128, 128, 1, 0);
    const d = new Driver(m.sim(MBF21)).wait(1);
    expect(d.ps.player.health).toBeLessThanOrEqual(0);
    const m2 = new SimMap();
    m2.row([{ w: 256, floor: 0, ceil: 128, special: 0x1000 | 0x20 }]);
    m2.thing(128, 128, 1, 0);
    // At MBF's level the bit means nothing: 0x20 is Boom's 5 every 32 tics.
    expect(new Driver(m2.sim(MBF)).wait(1).ps.player.health).toBe(95);
  });

  it('kill grounded monsters (bit 13): a walking monster on the floor dies, a floating one lives', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, special: 0x2000 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim(MBF21));
    const imp = spawnMobj(d.ps, 384 * U, 64 * U, 0, mobjIndex('MT_TROOP'));
    const caco = spawnMobj(d.ps, 384 * U, 200 * U, 0, mobjIndex('MT_HEAD'));
    d.wait(1);
    expect([imp.health <= 0, caco.health]).toEqual([true, 400]);
  });
});

describe('MBF21 thing bits', () => {
  it('LOGRAV: an eighth of DOOM\'s gravity', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 256 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim(MBF21));
    const a = spawnMobj(d.ps, 128 * U, 128 * U, 100 * U, mobjIndex('MT_MISC10'));
    const b = spawnMobj(d.ps, 180 * U, 128 * U, 100 * U, mobjIndex('MT_MISC10'));
    b.flags2 |= MF2.LOGRAV;
    d.wait(3);
    // DOOM: the first tic moves by 0 and sets -2, then -2 and -3; LOGRAV: an eighth of each.
    expect([100 * U - a.z, 100 * U - b.z]).toEqual([(2 + 3) * U, (2 + 3) * (U >> 3)]);
  });
});
