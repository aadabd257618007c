// DOOM's sector specials and movers (specials, doors, floors, plats, ceilings, sector lights, switches,
// teleport) on small maps, through the Playsim: exact heights tic by tic at DOOM's speeds and waits,
// the random draws of the lights and perpetual lifts in DOOM's order, the switch flip and its button
// timer, the stairs and donut, teleports, secrets, damage floors, and who may trigger what.
import { describe, expect, it } from 'vitest';
import { SimMap, simWorld, textureId, flatId } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { TF_ACTIVE, TF_NONE, TF_REMOVED, type Thinker } from '../../src/sim/base/thinker.js';
import { MT_TFOG, ONFLOORZ, spawnMobj } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { ANG90, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT } from '../../src/sim/base/fixed.js';
import { crossSpecialLine, findNextHighestFloor, shootSpecialLine, useSpecialLine } from '../../src/sim/rules/specials.js';
import { VerticalDoor } from '../../src/sim/rules/doors.js';
import { FloorMove } from '../../src/sim/rules/floors.js';
import { PLAT_DOWN, PLAT_IN_STASIS, PLAT_UP, Plat } from '../../src/sim/rules/plats.js';
import { Ceiling } from '../../src/sim/rules/ceilings.js';
import { FireFlicker, Glow, LightFlash, StrobeFlash } from '../../src/sim/rules/sector-lights.js';
import { specialState } from '../../src/sim/rules/special-state.js';

const U = FRACUNIT;
const idle = new TicCmd();

function start(m: SimMap): Playsim {
  return new Playsim(simWorld(m.build()), { skill: 3 });
}

/** Runs `n` idle tics and returns `f()` after each. */
function trace(ps: Playsim, n: number, f: () => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    ps.tick(idle);
    out.push(f());
  }
  return out;
}

function run(ps: Playsim, n: number): void {
  for (let i = 0; i < n; i++) ps.tick(idle);
}

/** The live thinkers of one class, in list order. */
function thinkersOf<T extends Thinker>(ps: Playsim, cls: abstract new (...a: never[]) => T): T[] {
  const out: T[] = [];
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) if (t instanceof cls && t.fn !== TF_REMOVED) out.push(t as T);
  return out;
}

/** The sounds emitted since ring position `from`. */
function soundsSince(ps: Playsim, from: number): number[] {
  const out: number[] = [];
  for (let i = from; i < ps.soundHead; i++) out.push(ps.soundRing[(i % 64) * 4]);
  return out;
}

/** A room (the player at x 64 facing east), a door sector 16 wide, a room beyond. */
function doorMap(special: number): { m: SimMap; door: number; line: number } {
  const m = new SimMap();
  const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 0 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special }]);
  m.thing(64, 128, 1, 0);
  return { m, door: r.sec[1], line: r.edge[1] };
}

describe('doors (p_doors)', () => {
  it('a DR door opens 2 units a tic to 4 under the lowest neighbouring ceiling, waits 150 tics, closes and ends', () => {
    const { m, door, line } = doorMap(1);
    const ps = start(m);
    const sec = ps.level.sectors[door];
    const s0 = ps.soundHead;
    expect(useSpecialLine(ps, ps.player.mo!, ps.level.lines[line], 0)).toBe(true);
    expect(sec.specialdata).toBeInstanceOf(VerticalDoor);
    expect(soundsSince(ps, s0)).toEqual([SFX.doropn]);
    const h = trace(ps, 280, () => sec.ceilingheight);
    // The door thinks in the tic it was made (added at the end of the list).
    for (let k = 1; k <= 62; k++) expect(h[k - 1]).toBe(2 * k * U);
    // At the top on tic 62; the move past it (tic 63) starts the 150-tic wait; down from tic 214.
    for (let k = 62; k <= 213; k++) expect(h[k - 1]).toBe(124 * U);
    expect(h[213]).toBe(122 * U);
    expect(h[273]).toBe(2 * U);
    expect(h[274]).toBe(0);
    expect(sec.specialdata).toBeNull();
    expect(thinkersOf(ps, VerticalDoor)).toHaveLength(0);
    expect(soundsSince(ps, s0)).toEqual([SFX.doropn, SFX.dorcls]);
  });

  it('using a DR door again while it opens closes it; using it while it closes sends it back up', () => {
    const { m, door, line } = doorMap(1);
    const ps = start(m);
    const sec = ps.level.sectors[door], l = ps.level.lines[line], mo = ps.player.mo!;
    useSpecialLine(ps, mo, l, 0);
    run(ps, 10);
    expect(sec.ceilingheight).toBe(20 * U);
    useSpecialLine(ps, mo, l, 0);
    expect(trace(ps, 3, () => sec.ceilingheight)).toEqual([18 * U, 16 * U, 14 * U]);
    useSpecialLine(ps, mo, l, 0);
    expect(trace(ps, 2, () => sec.ceilingheight)).toEqual([16 * U, 18 * U]);
    expect(thinkersOf(ps, VerticalDoor)).toHaveLength(1);
  });

  it('a monster opens a DR door but never closes it; the back side does nothing', () => {
    const { m, door, line } = doorMap(1);
    const ps = start(m);
    const sec = ps.level.sectors[door], l = ps.level.lines[line];
    const monster = spawnMobj(ps, 200 * U, 128 * U, ONFLOORZ, mobjIndex('MT_POSSESSED'));
    expect(useSpecialLine(ps, monster, l, 1)).toBe(false);
    expect(sec.specialdata).toBeNull();
    expect(useSpecialLine(ps, monster, l, 0)).toBe(true);
    run(ps, 5);
    useSpecialLine(ps, monster, l, 0);
    expect(trace(ps, 1, () => sec.ceilingheight)).toEqual([12 * U]);
  });

  it('a blue locked door without the key: DOOM\'s message and "oof", no door; with the key it opens', () => {
    const { m, door, line } = doorMap(26);
    const ps = start(m);
    const sec = ps.level.sectors[door], l = ps.level.lines[line], p = ps.player;
    const s0 = ps.soundHead;
    useSpecialLine(ps, p.mo!, l, 0);
    expect(p.message).toBe('You need a blue key to open this door');
    expect(soundsSince(ps, s0)).toEqual([SFX.oof]);
    expect(sec.specialdata).toBeNull();
    p.cards[3] = 1; // the blue skull key does as well
    useSpecialLine(ps, p.mo!, l, 0);
    expect(sec.specialdata).toBeInstanceOf(VerticalDoor);
  });

  it('a D1 door (31) opens, stays open and loses its special', () => {
    const { m, door, line } = doorMap(31);
    const ps = start(m);
    const sec = ps.level.sectors[door], l = ps.level.lines[line];
    useSpecialLine(ps, ps.player.mo!, l, 0);
    expect(l.special).toBe(0);
    run(ps, 400);
    expect(sec.ceilingheight).toBe(124 * U);
    expect(sec.specialdata).toBeNull();
  });

  it('sector special 10 closes the door sector after 30 seconds; 14 opens it after 5 minutes', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 64, special: 10 }, { w: 16, floor: 0, ceil: 0, special: 14 },
      { w: 256, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const a = ps.level.sectors[r.sec[1]], b = ps.level.sectors[r.sec[2]];
    expect(a.special).toBe(0);
    expect(b.special).toBe(0);
    run(ps, 1050);
    expect(a.ceilingheight).toBe(64 * U);
    run(ps, 1);
    expect(a.ceilingheight).toBe(62 * U);
    run(ps, 31);
    expect(a.ceilingheight).toBe(0);
    run(ps, 1);
    expect(a.specialdata).toBeNull();
    run(ps, 10500 - 1083);
    expect(b.ceilingheight).toBe(0);
    run(ps, 1);
    expect(b.ceilingheight).toBe(2 * U);
  });
});

/** The player's room with a switch on its west wall (line `sw`), then the given cells. */
function switchMap(special: number, tag: number, cells: Parameters<SimMap['row']>[0], edges: Parameters<SimMap['row']>[1] = []) {
  const m = new SimMap();
  const r = m.row([{ w: 256, floor: 0, ceil: 128 }, ...cells], [{ special, tag, middle: 'SW1BRCOM' }, ...edges]);
  m.thing(64, 128, 1, 180);
  return { m, r, sw: r.edge[0] };
}

describe('lifts (p_plats)', () => {
  it('an SR lift lowers 4 units a tic to the lowest neighbour, waits 105 tics, comes back up; the switch flips back after 35 tics', () => {
    const { m, r, sw } = switchMap(62, 1, [{ w: 64, floor: 64, ceil: 128, tag: 1 }, { w: 256, floor: 0, ceil: 128 }]);
    const ps = start(m);
    const w = ps.world, sec = ps.level.sectors[r.sec[1]], l = ps.level.lines[sw];
    const side = ps.level.sides[l.side0];
    const s0 = ps.soundHead;
    useSpecialLine(ps, ps.player.mo!, l, 0);
    expect(side.midtexture).toBe(textureId(w, 'SW2BRCOM'));
    expect(l.special).toBe(62);
    expect(soundsSince(ps, s0)).toEqual([SFX.pstart, SFX.swtchn]);
    const plat = sec.specialdata as Plat;
    expect(specialState(ps).activeplats[0]).toBe(plat);
    const h = trace(ps, 140, () => sec.floorheight);
    for (let k = 1; k <= 16; k++) expect(h[k - 1]).toBe((64 - 4 * k) * U);
    // Down on tic 16; the move past it (tic 17) starts the 105-tic wait; up from tic 123.
    for (let k = 16; k <= 122; k++) expect(h[k - 1]).toBe(0);
    expect(h[122]).toBe(4 * U);
    expect(h[137]).toBe(64 * U);
    expect(sec.specialdata).toBeNull();
    expect(specialState(ps).activeplats[0]).toBeNull();
    expect(plat.fn).not.toBe(TF_ACTIVE);
    expect(side.midtexture).toBe(textureId(w, 'SW1BRCOM'));
  });

  it('the switch texture flips back on the 35th tic with a click', () => {
    const { m, sw } = switchMap(62, 1, [{ w: 64, floor: 64, ceil: 128, tag: 1 }, { w: 256, floor: 0, ceil: 128 }]);
    const ps = start(m);
    const l = ps.level.lines[sw], side = ps.level.sides[l.side0];
    useSpecialLine(ps, ps.player.mo!, l, 0);
    run(ps, 34);
    expect(side.midtexture).toBe(textureId(ps.world, 'SW2BRCOM'));
    const s0 = ps.soundHead;
    run(ps, 1);
    expect(side.midtexture).toBe(textureId(ps.world, 'SW1BRCOM'));
    expect(soundsSince(ps, s0)).toContain(SFX.swtchn);
    // Used while its lift still moves: nothing starts, the switch stays.
    useSpecialLine(ps, ps.player.mo!, l, 0);
    expect(side.midtexture).toBe(textureId(ps.world, 'SW1BRCOM'));
  });

  it('a perpetual lift draws P_Random for its first direction; stop puts it in stasis, start wakes it', () => {
    const { m, r } = switchMap(0, 0, [{ w: 64, floor: 32, ceil: 128, tag: 4 }, { w: 256, floor: 0, ceil: 128 }, { w: 64, floor: 64, ceil: 128 }],
      [{ special: 53, tag: 4 }, { special: 54, tag: 4 }, { special: 87, tag: 4 }]);
    const ps = start(m);
    const sec = ps.level.sectors[r.sec[1]], mo = ps.player.mo!;
    const before = ps.rng.pIndex;
    crossSpecialLine(ps, ps.level.lines[r.edge[1]], 0, mo);
    expect(ps.rng.pIndex).toBe(before + 1);
    const plat = sec.specialdata as Plat;
    expect(plat.status).toBe(RANDOM_TABLE[before + 1] & 1 ? PLAT_DOWN : PLAT_UP);
    expect(plat.low).toBe(0);
    expect(plat.high).toBe(32 * U); // the highest neighbour (0) is lower: its own floor
    expect(ps.level.lines[r.edge[1]].special).toBe(0);
    run(ps, 3);
    crossSpecialLine(ps, ps.level.lines[r.edge[2]], 0, mo);
    expect(plat.status).toBe(PLAT_IN_STASIS);
    expect(plat.fn).toBe(TF_NONE);
    const h = sec.floorheight;
    run(ps, 10);
    expect(sec.floorheight).toBe(h);
    crossSpecialLine(ps, ps.level.lines[r.edge[3]], 0, mo);
    expect(plat.fn).toBe(TF_ACTIVE);
    expect(plat.status).not.toBe(PLAT_IN_STASIS);
    expect(thinkersOf(ps, Plat)).toHaveLength(1); // the busy sector got no second one
  });
});

describe('floors (p_floor)', () => {
  it('stairs (S1 7) build 8 units a step at a quarter unit a tic across neighbours of the same flat, with vanilla\'s crush value', () => {
    const { m, r, sw } = switchMap(7, 2, [
      { w: 64, floor: 0, ceil: 128, tag: 2, floorFlat: 'FLAT2' }, { w: 64, floor: 0, ceil: 128, floorFlat: 'FLAT2' },
      { w: 64, floor: 0, ceil: 128, floorFlat: 'FLAT2' }, { w: 64, floor: 0, ceil: 128 },
    ]);
    const ps = start(m);
    const l = ps.level.lines[sw];
    useSpecialLine(ps, ps.player.mo!, l, 0);
    expect(l.special).toBe(0);
    expect(ps.level.sides[l.side0].midtexture).toBe(textureId(ps.world, 'SW2BRCOM'));
    const steps = [1, 2, 3].map((i) => ps.level.sectors[r.sec[i]]);
    const floors = thinkersOf(ps, FloorMove);
    expect(floors.map((f) => f.sector)).toEqual(steps);
    expect(floors.map((f) => f.floordestheight)).toEqual([8 * U, 16 * U, 24 * U]);
    expect(floors.every((f) => f.crush === 10 && f.speed === U / 4)).toBe(true);
    run(ps, 32);
    expect(steps.map((s) => s.floorheight)).toEqual([8 * U, 8 * U, 8 * U]);
    expect(steps[0].specialdata).not.toBeNull();
    run(ps, 1);
    expect(steps.map((s) => s.floorheight)).toEqual([8 * U, 8 * U + U / 4, 8 * U + U / 4]);
    expect(steps[0].specialdata).toBeNull();
    run(ps, 64);
    expect(steps.map((s) => s.floorheight)).toEqual([8 * U, 16 * U, 24 * U]);
    expect(thinkersOf(ps, FloorMove)).toHaveLength(0);
    expect(ps.level.sectors[r.sec[4]].floorheight).toBe(0);
  });

  it('raise to the shortest lower texture counts texture 0 (8 high here) for a side showing none', () => {
    for (const [backLower, rise] of [['STEP24', 24], ['-', 8]] as const) {
      const m = new SimMap();
      const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 128, tag: 6 }, { w: 256, floor: 0, ceil: 128 }],
        [{ special: 96, tag: 6 }, { lower: 'STEP24', backLower: 'STEP24' }, { lower: 'STEP24', backLower }]);
      m.thing(64, 128, 1, 0);
      const ps = start(m);
      crossSpecialLine(ps, ps.level.lines[r.edge[0]], 0, ps.player.mo!);
      expect((ps.level.sectors[r.sec[1]].specialdata as FloorMove).floordestheight).toBe(rise * U);
    }
  });

  it('a donut: the hole lowers and the ring rises to the outside floor at half a unit a tic; the ring takes its flat', () => {
    const m = new SimMap();
    const H = m.sector({ floor: 64, ceil: 128, tag: 5 });
    const R = m.sector({ floor: 0, ceil: 128 });
    const O = m.sector({ floor: 32, ceil: 128, floorFlat: 'FLAT3', special: 0 });
    m.twoSided(64, 0, 64, 64, R, H); // first line: the hole's first line has the ring in front
    m.twoSided(128, 64, 128, 0, R, O);
    m.wall(0, 0, 0, 64, H); m.wall(0, 64, 64, 64, H); m.wall(64, 0, 0, 0, H);
    m.wall(64, 64, 128, 64, R); m.wall(128, 0, 64, 0, R);
    m.wall(128, 64, 384, 64, O); m.wall(384, 0, 128, 0, O);
    const sw = m.wall(384, 64, 384, 0, O, { special: 9, tag: 5, middle: 'SW1BRCOM' });
    m.thing(300, 32, 1, 0);
    const ps = start(m);
    useSpecialLine(ps, ps.player.mo!, ps.level.lines[sw], 0);
    const [h, r, o] = [H, R, O].map((i) => ps.level.sectors[i]);
    expect(thinkersOf(ps, FloorMove).map((f) => f.sector)).toEqual([r, h]);
    run(ps, 64);
    expect([h.floorheight, r.floorheight]).toEqual([32 * U, 32 * U]);
    expect(r.floorpic).toBe(flatId(ps.world, 'FLOOR'));
    run(ps, 1);
    expect(r.floorpic).toBe(flatId(ps.world, 'FLAT3'));
    expect(h.floorpic).toBe(flatId(ps.world, 'FLOOR'));
    expect(o.floorheight).toBe(32 * U);
    expect(thinkersOf(ps, FloorMove)).toHaveLength(0);
  });

  it('the next highest floor: the lowest neighbouring floor above the height, the height itself when none', () => {
    const m = new SimMap();
    const r = m.row([{ w: 64, floor: 48, ceil: 128 }, { w: 64, floor: 0, ceil: 128 }, { w: 64, floor: 16, ceil: 128 }, { w: 64, floor: -8, ceil: 128 }]);
    m.thing(32, 32, 1, 0);
    const ps = start(m);
    const s = ps.level.sectors[r.sec[1]], s2 = ps.level.sectors[r.sec[2]];
    expect(findNextHighestFloor(ps, s, 0)).toBe(16 * U);
    expect(findNextHighestFloor(ps, s, 16 * U)).toBe(48 * U);
    expect(findNextHighestFloor(ps, s2, 16 * U)).toBe(16 * U);
  });
});

describe('ceilings (p_ceilng)', () => {
  it('a crusher goes down a unit a tic to 8 above the floor and back up; stop holds it, a crush-and-raise trigger restarts it', () => {
    const { m, r } = switchMap(0, 0, [{ w: 64, floor: 0, ceil: 64, tag: 7 }, { w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }],
      [{ special: 73, tag: 7 }, { special: 74, tag: 7 }]);
    const ps = start(m);
    const sec = ps.level.sectors[r.sec[1]], mo = ps.player.mo!;
    crossSpecialLine(ps, ps.level.lines[r.edge[1]], 0, mo);
    const c = sec.specialdata as Ceiling;
    expect(c).toBeInstanceOf(Ceiling);
    const h = trace(ps, 114, () => sec.ceilingheight);
    expect(h[0]).toBe(63 * U);
    expect([h[55], h[56], h[57]]).toEqual([8 * U, 8 * U, 9 * U]);
    expect([h[112], h[113]]).toEqual([64 * U, 64 * U]);
    run(ps, 3);
    expect(sec.ceilingheight).toBe(61 * U);
    crossSpecialLine(ps, ps.level.lines[r.edge[2]], 0, mo);
    expect(c.fn).toBe(TF_NONE);
    expect(c.direction).toBe(0);
    run(ps, 5);
    expect(sec.ceilingheight).toBe(61 * U);
    crossSpecialLine(ps, ps.level.lines[r.edge[1]], 0, mo);
    expect(c.fn).toBe(TF_ACTIVE);
    expect(thinkersOf(ps, Ceiling)).toHaveLength(1);
    run(ps, 1);
    expect(sec.ceilingheight).toBe(60 * U);
  });
});

describe('lights (p_lights)', () => {
  it('lights spawn in sector order, drawing P_Random at spawn (flash, unsynced strobe) as DOOM does', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128, light: 100 }, { w: 64, floor: 0, ceil: 128, light: 200, special: 1 },
      { w: 64, floor: 0, ceil: 128, light: 200, special: 2 }, { w: 64, floor: 0, ceil: 128, light: 200, special: 12 },
      { w: 64, floor: 0, ceil: 128, light: 160, special: 8 }, { w: 64, floor: 0, ceil: 128, light: 100 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    // The player's spawn draws 1, the flash 1, the unsynced strobe 1; the synced strobe and the glow none.
    expect(ps.rng.pIndex).toBe(3);
    const [flash] = thinkersOf(ps, LightFlash), strobes = thinkersOf(ps, StrobeFlash), [glow] = thinkersOf(ps, Glow);
    expect(flash.count).toBe((RANDOM_TABLE[2] & 64) + 1);
    expect([flash.maxlight, flash.minlight]).toEqual([200, 100]);
    expect(strobes.map((s) => s.count)).toEqual([(RANDOM_TABLE[3] & 7) + 1, 1]);
    expect(strobes.map((s) => s.darktime)).toEqual([15, 35]);
    expect([glow.minlight, glow.maxlight, glow.direction]).toEqual([100, 160, -1]);
    expect(ps.level.sectors.map((s) => s.special)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('fire flicker: every 4 tics a draw, 0..48 under the brightest, not under 16 over the darkest neighbour', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128, light: 100 }, { w: 64, floor: 0, ceil: 128, light: 160, special: 17 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const sec = ps.level.sectors[r.sec[1]];
    const i0 = ps.rng.pIndex;
    const got = trace(ps, 40, () => sec.lightlevel);
    const want: number[] = [];
    let light = 160, idx = i0;
    for (let t = 1; t <= 40; t++) {
      if (t % 4 === 0) {
        const amount = (RANDOM_TABLE[++idx & 255] & 3) * 16;
        light = light - amount < 116 ? 116 : 160 - amount;
      }
      want.push(light);
    }
    expect(got).toEqual(want);
    expect(ps.rng.pIndex).toBe(i0 + 10);
    expect(thinkersOf(ps, FireFlicker)).toHaveLength(1);
  });

  it('glow: 8 a tic down to the darkest neighbour and back up', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128, light: 128 }, { w: 64, floor: 0, ceil: 128, light: 160, special: 8 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const sec = ps.level.sectors[r.sec[1]];
    expect(trace(ps, 10, () => sec.lightlevel)).toEqual([152, 144, 136, 136, 144, 152, 152, 144, 136, 136]);
  });

  it('lights on (0): the brightest neighbour of the first tagged sector holds for the later ones too (vanilla)', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128, light: 100 }, { w: 64, floor: 0, ceil: 128, light: 50, tag: 9 },
      { w: 64, floor: 0, ceil: 128, light: 220 }, { w: 64, floor: 0, ceil: 128, light: 50, tag: 9 }, { w: 64, floor: 0, ceil: 128, light: 120 }],
    [{ special: 80, tag: 9 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    crossSpecialLine(ps, ps.level.lines[r.edge[0]], 0, ps.player.mo!);
    expect([ps.level.sectors[r.sec[1]].lightlevel, ps.level.sectors[r.sec[3]].lightlevel]).toEqual([220, 220]);
    ps.level.lines[r.edge[0]].special = 104; // lights off: to the darkest neighbour
    crossSpecialLine(ps, ps.level.lines[r.edge[0]], 0, ps.player.mo!);
    expect([ps.level.sectors[r.sec[1]].lightlevel, ps.level.sectors[r.sec[3]].lightlevel]).toEqual([100, 120]);
  });
});

describe('teleport, sectors, line rules', () => {
  it('a teleport puts the player on the destination\'s floor facing its way, still, held 18 tics, with fog at both ends', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 16, ceil: 128, tag: 3 }],
      [{}, { special: 97, tag: 3 }]);
    m.thing(64, 128, 1, 0);
    m.thing(640, 100, 14, 90);
    const ps = start(m);
    const mo = ps.player.mo!, line = ps.level.lines[r.edge[1]];
    mo.momx = 5 * U;
    expect(crossSpecialLine(ps, line, 1, mo)).toBeUndefined();
    expect(mo.x).toBe(64 * U);
    crossSpecialLine(ps, line, 0, mo);
    expect([mo.x, mo.y, mo.z, mo.angle >>> 0]).toEqual([640 * U, 100 * U, 16 * U, ANG90]);
    expect([mo.momx, mo.momy, mo.momz, mo.reactiontime]).toEqual([0, 0, 0, 18]);
    expect(ps.player.viewz).toBe(16 * U + ps.player.viewheight);
    const fogs = thinkersOf(ps, Mobj).filter((t) => t.type === MT_TFOG);
    // DOOM's fine tables are half a step off: 20 units "north" is not exactly north.
    const an = ANG90 >>> ANGLETOFINESHIFT;
    expect(FINECOSINE[an]).not.toBe(0);
    expect(fogs.map((f) => [f.x, f.y, f.z])).toEqual([[64 * U, 128 * U, 0], [640 * U + 20 * FINECOSINE[an], 100 * U + 20 * FINESINE[an], 16 * U]]);
    expect(line.special).toBe(97);
  });

  it('a secret sector counts once; nukage hurts 5 every 32 tics without the suit', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128, special: 9 }, { w: 256, floor: 0, ceil: 128, special: 7 }]);
    m.thing(64, 128, 1, 0);
    m.thing(384, 128, 2, 0);
    const ps = start(m);
    expect(ps.totalsecret).toBe(1);
    run(ps, 1);
    expect(ps.player.secretcount).toBe(1);
    expect(ps.level.sectors[0].special).toBe(0);
    run(ps, 3);
    expect(ps.player.secretcount).toBe(1);
    // Onto the nukage, at leveltime 4: hurt at leveltime 32 and 64.
    const mo = ps.player.mo!;
    mo.x = 384 * U; // (moved by hand: only its sector matters here)
    ps.level.sectors[0].thinglist = null;
    mo.sector = ps.level.sectors[1];
    const hp = trace(ps, 61, () => ps.player.health);
    expect(hp[27]).toBe(100);
    expect(hp[28]).toBe(95);
    expect(hp[60]).toBe(90);
  });

  it('walk-over lines: monsters trigger only the few they may; once-only lines lose their special, repeatable ones keep it', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 0, tag: 8 }, { w: 256, floor: 0, ceil: 128 }],
      [{ special: 2, tag: 8 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const l = ps.level.lines[r.edge[0]], sec = ps.level.sectors[r.sec[1]];
    const monster = spawnMobj(ps, 100 * U, 128 * U, ONFLOORZ, mobjIndex('MT_POSSESSED'));
    crossSpecialLine(ps, l, 0, monster);
    expect(sec.specialdata).toBeNull();
    l.special = 4;
    const rocket = spawnMobj(ps, 100 * U, 128 * U, 32 * U, mobjIndex('MT_ROCKET'));
    crossSpecialLine(ps, l, 0, rocket);
    expect(sec.specialdata).toBeNull();
    crossSpecialLine(ps, l, 0, monster);
    expect(sec.specialdata).toBeInstanceOf(VerticalDoor);
    expect(l.special).toBe(0);
  });

  it('shot lines: a monster may only open the door (46); a player\'s shot raises the floor (24) and the switch flips for good', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 128, tag: 3 }, { w: 256, floor: 96, ceil: 128 }],
      [{ special: 24, tag: 3, middle: 'SW1BRCOM' }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const l = ps.level.lines[r.edge[0]], sec = ps.level.sectors[r.sec[1]];
    const monster = spawnMobj(ps, 100 * U, 128 * U, ONFLOORZ, mobjIndex('MT_POSSESSED'));
    shootSpecialLine(ps, monster, l);
    expect(sec.specialdata).toBeNull();
    shootSpecialLine(ps, ps.player.mo!, l);
    expect((sec.specialdata as FloorMove).floordestheight).toBe(128 * U);
    expect(l.special).toBe(0);
    expect(ps.level.sides[l.side0].midtexture).toBe(textureId(ps.world, 'SW2BRCOM'));
    run(ps, 40);
    expect(ps.level.sides[l.side0].midtexture).toBe(textureId(ps.world, 'SW2BRCOM'));
  });

  it('a scrolling wall (48) moves its front texture a unit each tic', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }], [{ special: 48 }]);
    m.thing(64, 128, 1, 0);
    const ps = start(m);
    const side = ps.level.sides[ps.level.lines[r.edge[0]].side0];
    expect(trace(ps, 3, () => side.textureoffset)).toEqual([U, 2 * U, 3 * U]);
  });

  it('the exit switch (11) clicks as any switch (vanilla clears it first) and ends the level', () => {
    const { m, sw } = switchMap(11, 0, [{ w: 64, floor: 0, ceil: 128 }]);
    const ps = start(m);
    const s0 = ps.soundHead;
    useSpecialLine(ps, ps.player.mo!, ps.level.lines[sw], 0);
    expect(soundsSince(ps, s0)).toEqual([SFX.swtchn]);
    expect(ps.exited).toBe(1);
  });
});
