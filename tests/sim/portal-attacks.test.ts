// Attacks and touch through portals (src/sim/portal-move.ts; issue #32): autoaim, hitscans, melee,
// missiles and splash damage go on through a portal into the linked space, and a box that
// overlaps a portal line meets what lies beyond it. The maps are play-maps' portal pair: room A
// [0,256]² with a portal in its east wall (x = 256, y 64..192), room B [2488,3256] × [256,768]
// with the other end in its south wall (y = 256, x 2808..2936), B's floor `dz` higher; A → B is
// T(x, y) = (3000 − y, x) (east in A comes out north in B).
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { FRACUNIT, fixedDiv } from '../../src/sim/fixed.js';
import { mobjIndex } from '../../src/sim/data/things-info.js';
import { MT_PUFF, type Mobj } from '../../src/sim/mobj.js';
import { MISSILERANGE, aimLineAttack, lineAttack } from '../../src/sim/map-move.js';
import { portalLinks } from '../../src/sim/portal-move.js';
import { Sketch, portalPairSketch, worldOf } from '../play/play-maps.js';

const ZOMBIE = 3004;
const MT_POSSESSED = mobjIndex('MT_POSSESSED');
const MELEERANGE = 64 * FRACUNIT;

interface PairOpts {
  dz?: number;
  linked?: boolean;
  oneway?: boolean;
  start?: { x: number; y: number; angle?: number };
  extra?: (s: Sketch, a: number, b: number) => void;
  things?: [number, number, number][];
}

/** The portal pair as a Playsim (skill 3), and every thing spawned from then on. */
function pair(opts: PairOpts = {}): { ps: Playsim; a: number; b: number; spawned: Mobj[] } {
  const { s, a, b, lineA, lineB } = portalPairSketch(opts.dz ?? 0);
  opts.extra?.(s, a, b);
  if (opts.linked ?? true) s.portals = `portal ${lineA} ${lineB}${opts.oneway ? ' oneway' : ''}\n`;
  const map = s.build(opts.start ?? { x: 128, y: 128, angle: 0 });
  for (const [x, y, type] of opts.things ?? []) map.things!.push({ x, y, type });
  const ps = new Playsim(worldOf(map), { skill: 3 });
  const spawned: Mobj[] = [];
  ps.mobjSpawned = (mo: Mobj) => { spawned.push(mo); };
  return { ps, a, b, spawned };
}

function tic(ps: Playsim, forward = 0, buttons = 0, turn = 0): void {
  const cmd = new TicCmd();
  cmd.forwardMove = forward;
  cmd.buttons = buttons;
  cmd.angleTurn = turn;
  ps.tick(cmd);
}

function thingsOf(ps: Playsim, type: number): Mobj[] {
  const out: Mobj[] = [];
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) {
    if ((t as Mobj).type === type) out.push(t as Mobj);
  }
  return out;
}

/** A ledge in B, `h` over B's floor, across x 2700..3050, y 450..600. */
function ledge(h: number, dz: number) {
  return (s: Sketch, _a: number, b: number): void => {
    const up = s.sector(dz + h, dz + 128);
    s.twoSided(2700, 450, 3050, 450, b, up);
    s.twoSided(3050, 450, 3050, 600, b, up);
    s.twoSided(3050, 600, 2700, 600, b, up);
    s.twoSided(2700, 600, 2700, 450, b, up);
  };
}

describe('the portal tables\' inverse transforms', () => {
  it('inverse(k) maps the exit\'s space back (one-way too), with the floor shift negated and the turn undone', () => {
    for (const oneway of [false, true]) {
      const { ps } = pair({ dz: 32, oneway });
      const pl = portalLinks(ps);
      const k = 0, inv = pl.inverse(k);
      pl.transform(k, 100 * FRACUNIT + 77, 130 * FRACUNIT - 5);
      expect([pl.outX, pl.outY]).toEqual([(2870 * FRACUNIT + 5) | 0, 100 * FRACUNIT + 77]);
      pl.transform(inv, pl.outX, pl.outY);
      expect([pl.outX, pl.outY]).toEqual([100 * FRACUNIT + 77, 130 * FRACUNIT - 5]);
      expect([pl.dz(k), pl.dz(inv), pl.scale(inv), (pl.slotTurn[k] + pl.slotTurn[inv]) >>> 0]).toEqual([32 * FRACUNIT, -32 * FRACUNIT, 1, 0]);
      expect(pl.xfFar[inv]).toBe(pl.slotLine[k]);
      // A box on the exit line reaches back through the inverse only when the exit is no portal itself.
      expect(pl.lineTouch[pl.slotTarget[k]]).toBe(oneway ? inv : pl.lineSlot[pl.slotTarget[k]]);
    }
  });
});

describe('autoaim through a portal', () => {
  it('picks a zombieman seen only through the portal, on a ledge 48 up in B, with the slope measured along the path', () => {
    const dz = 32;
    const { ps } = pair({ dz, extra: ledge(48, dz), things: [[2872, 520, ZOMBIE]] });
    const mo = ps.player.mo!;
    const slope = aimLineAttack(ps, mo, 0, 16 * 64 * FRACUNIT);
    const z = ps.tm.linetarget;
    expect(z?.type).toBe(MT_POSSESSED);
    // The aim leaves at 36 over A's floor (68 in B's heights); the zombie stands at 32 + 48 with its
    // 56 units, 128 + 264 = 392 units along the path (DOOM meets a thing where the trace crosses its
    // box's diagonal: its centre here). The ledge's edge (194 units on) bounds the bottom; the slope
    // is the middle of what is seen (within the fixed-point rounding of the fractions).
    const top = fixedDiv((80 + 56 - 68) * FRACUNIT, 392 * FRACUNIT);
    const edge = fixedDiv((80 - 68) * FRACUNIT, (128 + 194) * FRACUNIT);
    expect(Math.abs(slope - ((top + edge) >> 1))).toBeLessThan(16);
    expect(slope).toBeGreaterThan(0);
  });

  it('without the link (a wall) nothing is aimed at', () => {
    const { ps } = pair({ dz: 32, linked: false, extra: ledge(48, 32), things: [[2872, 520, ZOMBIE]] });
    expect(aimLineAttack(ps, ps.player.mo!, 0, 16 * 64 * FRACUNIT)).toBe(0);
    expect(ps.tm.linetarget).toBe(null);
  });

  it('the pistol, autoaimed, hurts the zombieman on the ledge; a level shot (no target in view) puffs on the ledge\'s face', () => {
    const { ps } = pair({ dz: 32, extra: ledge(48, 32), things: [[2872, 520, ZOMBIE]] });
    const z = thingsOf(ps, MT_POSSESSED)[0];
    const mo = ps.player.mo!;
    const slope = aimLineAttack(ps, mo, 0, 16 * 64 * FRACUNIT);
    lineAttack(ps, mo, 0, MISSILERANGE, slope, 7);
    expect(z.health).toBe(20 - 7);
    const level = pair({ dz: 32, extra: ledge(48, 32), things: [[2872, 520, ZOMBIE]] });
    const spawned = level.spawned;
    lineAttack(level.ps, level.ps.player.mo!, 0, MISSILERANGE, 0, 7);
    expect(thingsOf(level.ps, MT_POSSESSED)[0].health).toBe(20);
    const puffs = spawned.filter((m) => m.type === MT_PUFF);
    expect(puffs.length).toBe(1);
    expect(Math.abs(puffs[0].y / FRACUNIT - 446)).toBeLessThan(0.5); // 4 units short of the ledge at y = 450
  });

  it('the portal\'s opening narrows the aim as a two-sided line does: B\'s floor raised 40 (a lift at the exit) bounds the bottom', () => {
    // The floor shift is fixed when the link is made (floors level): B's floor then rises to 40,
    // above the aim's start (36): the bottom slope is (40 − 36) / 128 at the portal line, steeper
    // than at the zombieman's feet 272 units on.
    const { ps, b } = pair({ things: [[2872, 400, ZOMBIE]] });
    ps.level.sectors[b].floorheight = 40 * FRACUNIT;
    const z = thingsOf(ps, MT_POSSESSED)[0];
    z.z = z.floorz = 40 * FRACUNIT;
    const slope = aimLineAttack(ps, ps.player.mo!, 0, 16 * 64 * FRACUNIT);
    expect(ps.tm.linetarget).toBe(z);
    const top = fixedDiv((40 + 56 - 36) * FRACUNIT, 272 * FRACUNIT);
    const bottom = fixedDiv(4 * FRACUNIT, 128 * FRACUNIT);
    expect(Math.abs(slope - ((top + bottom) >> 1))).toBeLessThan(16);
    // Raised to 160 (over A's ceiling): the opening is shut, nothing is aimed at.
    ps.level.sectors[b].floorheight = 160 * FRACUNIT;
    expect(aimLineAttack(ps, ps.player.mo!, 0, 16 * 64 * FRACUNIT)).toBe(0);
    expect(ps.tm.linetarget).toBe(null);
  });
});

describe('melee through a portal line', () => {
  it('a punch from 20 units before the portal reaches a zombieman 24 units beyond it (44 < 64); unlinked it does not', () => {
    for (const linked of [true, false]) {
      const { ps } = pair({ linked, start: { x: 236, y: 128, angle: 0 }, things: [[2872, 280, ZOMBIE]] });
      const z = thingsOf(ps, MT_POSSESSED)[0];
      const mo = ps.player.mo!;
      const slope = aimLineAttack(ps, mo, 0, MELEERANGE);
      expect(ps.tm.linetarget === z).toBe(linked);
      lineAttack(ps, mo, 0, MELEERANGE, slope, 6);
      expect(z.health).toBe(linked ? 14 : 20);
    }
  });

  it('out of reach across the portal: 20 + 50 units', () => {
    const { ps } = pair({ start: { x: 236, y: 128, angle: 0 }, things: [[2872, 306 + 20, ZOMBIE]] });
    aimLineAttack(ps, ps.player.mo!, 0, MELEERANGE);
    expect(ps.tm.linetarget).toBe(null);
  });
});
