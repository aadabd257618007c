// Portals in DOOM's playsim (src/sim/rules/portal-move.ts): walking through, walk-over lines on the tic
// that crosses, use and gunfire through a portal, a rocket through one. The rule for a crossing:
// when a move takes a thing's centre across a portal line from its front, the thing goes on in the
// target's space — its destination through the side's similarity, rounded to 16.16 (Math.round of
// map units · 65536); its angle turned by the similarity's rotation as a binary angle; its
// momentum turned (Math.round); its z shifted by the floor shift in 16.16 — checked there by DOOM's
// position and height rules, all or nothing.
//
// The maps are play-maps' portal pair: room A [0,256]² with a portal in its east wall (x = 256,
// y 64..192) and room B [2488,3256] × [256,768] with the other end in its south wall (y = 256, x
// 2808..2936), B's floor `dz` higher. A → B is T(x, y) = (3000 − y, x): going east through A's
// portal comes out of B going north, turned 90° (B → A turns 270°).
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd, BT_ATTACK, BT_USE } from '../../src/sim/base/ticcmd.js';
import { ANG90, ANG180, ANG270, FINECOSINE, FINESINE, FRACUNIT, fixedMul } from '../../src/sim/base/fixed.js';
import { MF, mobjIndex } from '../../src/defs/doom/things-info.js';
import { MT_PUFF, spawnPlayerMissile } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { MISSILERANGE, aimLineAttack, lineAttack, slideMove, tryMove } from '../../src/sim/rules/map-move.js';
import { portalLinks } from '../../src/sim/rules/portal-move.js';
import { Sketch, portalPairSketch, worldOf } from '../play/play-maps.js';

const MT_ROCKET = mobjIndex('MT_ROCKET');
const FRICTION = 0xe800;
const W1_EXIT = 52;
const S1_EXIT = 11;
/** G1 Floor Raise to Lowest Ceiling (DOOM line type 24). */
const G1_RAISE_FLOOR = 24;
const BARREL = 2035;

interface PairOpts {
  dz?: number;
  linked?: boolean;
  oneway?: boolean;
  start?: { x: number; y: number; angle?: number };
  /** Extra geometry: the sketch and the sectors of rooms A and B. */
  extra?: (s: Sketch, a: number, b: number) => void;
  things?: [number, number, number][];
}

/** The portal pair as a Playsim (skill 3), and every thing spawned from then on. */
function pair(opts: PairOpts = {}): { ps: Playsim; a: number; b: number; lineA: number; lineB: number; spawned: Mobj[] } {
  const { s, a, b, lineA, lineB } = portalPairSketch(opts.dz ?? 0);
  opts.extra?.(s, a, b);
  if (opts.linked ?? true) s.portals = `portal ${lineA} ${lineB}${opts.oneway ? ' oneway' : ''}\n`;
  const map = s.build(opts.start ?? { x: 128, y: 128, angle: 0 });
  for (const [x, y, type] of opts.things ?? []) map.things!.push({ x, y, type });
  const world = worldOf(map);
  // (The test IWAD has no barrel sprites: only that may be missing.)
  expect(world.warnings.filter((w) => !w.startsWith('missing sprites'))).toEqual([]);
  const ps = new Playsim(world, { skill: 3 });
  const spawned: Mobj[] = [];
  ps.mobjSpawned = (mo: Mobj) => { spawned.push(mo); };
  return { ps, a, b, lineA, lineB, spawned };
}

/** T in 16.16 for the pair's 90° turn: exact (x' = 3000 − y, y' = x). */
function T(x: number, y: number): [number, number] {
  return [(3000 * FRACUNIT - y) | 0, x];
}

function tic(ps: Playsim, forward = 0, buttons = 0, turn = 0): void {
  const cmd = new TicCmd();
  cmd.forwardMove = forward;
  cmd.buttons = buttons;
  cmd.angleTurn = turn;
  ps.tick(cmd);
}

describe('the portal tables', () => {
  it('A → B turns 90° with the floor shift, B → A 270° back; a one-way portal has one slot', () => {
    const { ps, lineA, lineB } = pair({ dz: 32 });
    const pl = portalLinks(ps);
    expect(pl.count).toBe(2);
    const ka = pl.lineSlot[lineA], kb = pl.lineSlot[lineB];
    expect([pl.slotTarget[ka], pl.slotTurn[ka], pl.slotTarget[kb], pl.slotTurn[kb]]).toEqual([lineB, ANG90, lineA, ANG270]);
    expect([pl.lineOpen[lineA], pl.lineOpen[lineB]]).toEqual([1, 1]);
    const one = portalLinks(pair({ oneway: true }).ps);
    expect([one.count, one.lineSlot[lineA] >= 0, one.lineSlot[lineB], one.lineOpen[lineB]]).toEqual([1, true, -1, 1]);
    expect(portalLinks(pair({ linked: false }).ps).count).toBe(0);
  });
});

describe('walking through a portal', () => {
  it('P_TryMove across the portal line: the exact rule (position, angle, momentum, z, floor, sector)', () => {
    const { ps, b } = pair({ dz: 32, start: { x: 240, y: 128 } });
    const mo = ps.player.mo!;
    const ox = mo.x + 12345, oy = mo.y + 6789; // not whole units
    mo.x = ox; mo.y = oy; // (same block: the links stay right)
    mo.momx = 20 * FRACUNIT + 77; mo.momy = 3 * FRACUNIT - 5;
    const x = ox + mo.momx, y = oy + mo.momy;
    expect(tryMove(ps, mo, x, y)).toBe(true);
    const [ex, ey] = T(x, y);
    expect([mo.x, mo.y, mo.angle, mo.momx, mo.momy]).toEqual([ex, ey, ANG90, -(3 * FRACUNIT - 5), 20 * FRACUNIT + 77]);
    expect([mo.z, mo.floorz, mo.ceilingz, mo.sector.index]).toEqual([32 * FRACUNIT, 32 * FRACUNIT, 160 * FRACUNIT, b]);
  });

  it('coasting through: on the crossing tic the pose is T(pose + momentum), the momentum turned then slowed', () => {
    const { ps, a, b } = pair({ dz: 32 });
    const mo = ps.player.mo!;
    let tics = 0;
    while (mo.x < 200 * FRACUNIT) { tic(ps, 25); tics++; }
    expect(tics).toBeLessThan(40);
    let crossed = false;
    for (let i = 0; i < 40 && !crossed; i++) {
      const [x0, y0, mx, my] = [mo.x, mo.y, mo.momx, mo.momy];
      expect(mo.sector.index).toBe(a);
      tic(ps);
      if (mo.x < 1000 * FRACUNIT) continue;
      crossed = true;
      const [ex, ey] = T(x0 + mx, y0 + my);
      expect([mo.x, mo.y]).toEqual([ex, ey]);
      expect([mo.momx, mo.momy]).toEqual([fixedMul(-my, FRICTION), fixedMul(mx, FRICTION)]);
      expect([mo.angle, mo.z, mo.floorz, mo.sector.index]).toEqual([ANG90, 32 * FRACUNIT, 32 * FRACUNIT, b]);
    }
    expect(crossed).toBe(true);
    // It coasts on north in B: the same column, y growing.
    const x1 = mo.x, y1 = mo.y;
    for (let i = 0; i < 5; i++) tic(ps);
    expect(Math.abs(mo.x - x1)).toBeLessThan(FRACUNIT);
    expect(mo.y).toBeGreaterThan(y1);
    // The view came with the body: next tic's view height is over B's floor.
    expect(ps.player.viewz).toBeGreaterThan(32 * FRACUNIT + 40 * FRACUNIT);
  });

  it('running through (a move DOOM splits in two turns its second half too), then back: B → A', () => {
    const { ps, a, b } = pair();
    const mo = ps.player.mo!;
    let i = 0;
    for (; i < 100 && mo.sector.index === a; i++) tic(ps, 50);
    expect(mo.sector.index).toBe(b);
    expect(mo.angle).toBe(ANG90);
    // Turn around (two tics of 180° / 2 each) and run back south through B's portal into A.
    tic(ps, 0, 0, ANG90 >>> 16);
    tic(ps, 0, 0, ANG90 >>> 16);
    expect(mo.angle).toBe(ANG270);
    for (i = 0; i < 100 && mo.sector.index === b; i++) tic(ps, 50);
    expect(mo.sector.index).toBe(a);
    expect(mo.angle).toBe(ANG180); // 270° + 270° (B → A)
    expect(mo.x).toBeLessThanOrEqual(256 * FRACUNIT);
    for (let k = 0; k < 5; k++) tic(ps, 50);
    expect(mo.x).toBeLessThan(250 * FRACUNIT); // going west in A
  });

  it('the target space checks the exit: a barrel just beyond it stops the player in A', () => {
    const { ps, a } = pair({ things: [[2872, 270, BARREL]] });
    const mo = ps.player.mo!;
    for (let i = 0; i < 100; i++) tic(ps, 25);
    expect(mo.sector.index).toBe(a);
    expect(mo.x).toBeLessThanOrEqual(256 * FRACUNIT);
    expect(mo.x).toBeGreaterThan(240 * FRACUNIT); // the box leans through the portal (its line does not block)
  });

  it('without the link the portal line is a wall: the box stops at x = 240', () => {
    const { ps, a } = pair({ linked: false });
    const mo = ps.player.mo!;
    for (let i = 0; i < 100; i++) tic(ps, 25);
    expect(mo.sector.index).toBe(a);
    expect(Math.abs(mo.x / FRACUNIT - 240)).toBeLessThan(0.05); // (DOOM's sin 0 = 25/65536 slides it a little)
  });

  it('one way: the exit line is a wall seen from B (the box may lean into it, the centre never crosses)', () => {
    const { ps, a, b } = pair({ oneway: true });
    const mo = ps.player.mo!;
    for (let i = 0; i < 100 && mo.sector.index === a; i++) tic(ps, 25);
    expect(mo.sector.index).toBe(b);
    tic(ps, 0, 0, ANG90 >>> 16);
    tic(ps, 0, 0, ANG90 >>> 16);
    for (let i = 0; i < 100; i++) tic(ps, 25);
    expect(mo.sector.index).toBe(b);
    expect(mo.y).toBeGreaterThan(256 * FRACUNIT);
    expect(mo.y).toBeLessThan(272 * FRACUNIT);
  });
});

describe('a two-sided portal line (room A2 behind it in A\'s space)', () => {
  /** Room A [0,512] × [0,256] (sector a) cut at x = 256 by a two-sided line (its front facing west,
   *  y 64..192) linked to play-maps' room B; a barrel at (300, 128) behind it. */
  function twoSided(linked = true, start = { x: 128, y: 128, angle: 0 }): { ps: Playsim; a: number; b: number; spawned: Mobj[] } {
    const s = new Sketch();
    const a = s.sector(0, 128), b = s.sector(0, 128);
    s.box(0, 0, 512, 256, a);
    const line = s.twoSided(256, 192, 256, 64, a, a);
    s.box(2488, 256, 3256, 768, b, 's');
    s.wall(3256, 256, 2936, 256, b);
    const lineB = s.wall(2936, 256, 2808, 256, b);
    s.wall(2808, 256, 2488, 256, b);
    if (linked) s.portals = `portal ${line} ${lineB}\n`;
    const map = s.build(start);
    map.things!.push({ x: 300, y: 128, type: BARREL });
    const ps = new Playsim(worldOf(map), { skill: 3 });
    const spawned: Mobj[] = [];
    ps.mobjSpawned = (mo: Mobj) => { spawned.push(mo); };
    return { ps, a, b, spawned };
  }

  it('walked through from its front: into B', () => {
    const { ps, b } = twoSided();
    const mo = ps.player.mo!;
    for (let i = 0; i < 60 && mo.sector.index !== b; i++) tic(ps, 25);
    expect([mo.sector.index, mo.angle]).toEqual([b, ANG90]);
  });

  it('from behind it is a plain two-sided line: walked through west, still in A', () => {
    const { ps, a } = twoSided(true, { x: 400, y: 100, angle: 180 });
    const mo = ps.player.mo!;
    for (let i = 0; i < 40; i++) tic(ps, 25);
    expect(mo.sector.index).toBe(a);
    expect(mo.x).toBeLessThan(200 * FRACUNIT);
    expect(mo.angle).toBe(ANG180);
  });

  it('autoaim stops at it (the barrel behind it in A\'s space is not aimed at); unlinked, it is', () => {
    const linked = twoSided();
    aimLineAttack(linked.ps, linked.ps.player.mo!, 0, 1024 * FRACUNIT);
    expect(linked.ps.tm.linetarget).toBe(null);
    const plain = twoSided(false);
    aimLineAttack(plain.ps, plain.ps.player.mo!, 0, 1024 * FRACUNIT);
    expect(plain.ps.tm.linetarget?.type).toBe(mobjIndex('MT_BARREL'));
  });

  it('a shot goes through into B, past the barrel behind it', () => {
    const { ps, b, spawned } = twoSided();
    lineAttack(ps, ps.player.mo!, 0, MISSILERANGE, 0, 0);
    const p = spawned.filter((m) => m.type === MT_PUFF);
    expect(p.length).toBe(1);
    expect(p[0].sector.index).toBe(b);
  });
});

describe('sliding at a portal', () => {
  it('a move blocked beyond the portal does not take the portal line for a wall: DOOM\'s stair step (y, then x) moves the player along it', () => {
    // From x = 230 a move of (30, 6) ends at (260, 134): T of it, (2866, 260), is in the barrel's way.
    const { ps, a } = pair({ start: { x: 230, y: 128 }, things: [[2872, 272, BARREL]] });
    const mo = ps.player.mo!;
    const x0 = mo.x, y0 = mo.y;
    mo.momx = 30 * FRACUNIT;
    mo.momy = 6 * FRACUNIT;
    expect(tryMove(ps, mo, x0 + mo.momx, y0 + mo.momy)).toBe(false); // the barrel beyond the exit
    slideMove(ps, mo);
    expect([mo.x, mo.y, mo.sector.index]).toEqual([x0, y0 + 6 * FRACUNIT, a]);
  });
});

describe('walk-over lines on a tic that crosses a portal', () => {
  /** Runs east from (40, 128) with a W1 exit line `d` before the portal (in A) or beyond it (in B). */
  function run(where: 'before' | 'beyond', d: number): { exitTic: number; portalTic: number; exited: number } {
    const { ps, b } = pair({
      start: { x: 40, y: 128 },
      extra: (s, a, bb) => {
        const l = where === 'before' ? s.twoSided(256 - d, 0, 256 - d, 256, a, a) : s.twoSided(3256, 256 + d, 2488, 256 + d, bb, bb);
        s.lines[l].special = W1_EXIT;
      },
    });
    let portalTic = -1;
    for (let t = 1; t <= 200; t++) {
      tic(ps, 50);
      if (portalTic < 0 && ps.player.mo!.sector.index === b) portalTic = t;
      if (ps.exited !== EXIT_NONE) return { exitTic: t, portalTic, exited: ps.exited };
    }
    return { exitTic: -1, portalTic, exited: ps.exited };
  }

  for (const where of ['before', 'beyond'] as const) {
    it(`a W1 exit line 2 to 40 units ${where} the portal always triggers, on the crossing tic when near`, () => {
      let sameTic = 0;
      for (let d = 2; d <= 40; d += 2) {
        const r = run(where, d);
        expect([d, r.exited]).toEqual([d, EXIT_NORMAL]);
        if (where === 'beyond') expect(r.portalTic, `d ${d}`).toBeGreaterThan(0);
        if (where === 'beyond') expect(r.exitTic, `d ${d}`).toBeGreaterThanOrEqual(r.portalTic);
        if (where === 'before' && r.portalTic > 0) expect(r.exitTic, `d ${d}`).toBe(r.portalTic);
        if (r.exitTic === r.portalTic) sameTic++;
      }
      // Not vacuous: for several distances the line and the portal were crossed on the same tic.
      expect(sameTic).toBeGreaterThan(1);
    });
  }
});

describe('use through a portal', () => {
  /** An S1 exit line across B at y = 256 + d, its front facing the portal; the player at x = 256 − e, facing east. */
  function useBeyond(d: number, e: number, linked = true): number {
    const { ps } = pair({
      linked,
      start: { x: 256 - e, y: 128 },
      extra: (s, _a, b) => { s.lines[s.twoSided(2488, 256 + d, 3256, 256 + d, b, b)].special = S1_EXIT; },
    });
    tic(ps); // DOOM's player starts with use held (G_PlayerReborn): released first
    tic(ps, 0, BT_USE);
    return ps.exited;
  }

  it('a switch 30 units beyond the portal, the player 20 before it: used (20 + 30 < 64)', () => {
    expect(useBeyond(30, 20)).toBe(EXIT_NORMAL);
  });
  it('the same place without the link: the wall stops the use', () => {
    expect(useBeyond(30, 20, false)).toBe(EXIT_NONE);
  });
  it('a slanted switch beyond the portal is used from the side the use came out on (not the player\'s place in A\'s space)', () => {
    // The line (2800, 280) → (2950, 300): the use comes out at (2872, 256), south of it (its front);
    // the player's own (236, 128) lies north of its extension.
    const { ps } = pair({
      start: { x: 236, y: 128 },
      extra: (s, _a, b) => { s.lines[s.twoSided(2800, 280, 2950, 300, b, b)].special = S1_EXIT; },
    });
    tic(ps);
    tic(ps, 0, BT_USE);
    expect(ps.exited).toBe(EXIT_NORMAL);
  });
  it('the range is measured across the portal: 20 + 50, 40 + 30 are out of reach, 40 + 20 is in', () => {
    expect(useBeyond(50, 20)).toBe(EXIT_NONE);
    expect(useBeyond(30, 40)).toBe(EXIT_NONE);
    expect(useBeyond(20, 40)).toBe(EXIT_NORMAL);
  });
});

describe('gunfire through a portal', () => {
  it('a level shot east from A puffs on B\'s north wall, at the height moved by the floor shift', () => {
    const { ps, b, spawned } = pair({ dz: 32 });
    const mo = ps.player.mo!;
    lineAttack(ps, mo, 0, MISSILERANGE, 0, 0);
    const puffs = spawned.filter((m) => m.type === MT_PUFF);
    expect(puffs.length).toBe(1);
    const p = puffs[0];
    expect(p.sector.index).toBe(b);
    // (DOOM's sin 0 is 25/65536: the shot drifts north in A, so west in B, 0.24 units by the wall.)
    expect(Math.abs(p.x / FRACUNIT - 2872)).toBeLessThan(0.3);
    // 4 units back from the wall at y = 768 along the shot.
    expect(Math.abs(p.y / FRACUNIT - 764)).toBeLessThan(0.05);
    // The shot leaves at 36 over A's floor (half of 56, plus 8): 36 over B's, ±4 for the puff's random rise.
    expect(Math.abs(p.z / FRACUNIT - (32 + 36))).toBeLessThanOrEqual(4);
  });

  it('without the link the puff is on A\'s east wall', () => {
    const { ps, a, spawned } = pair({ linked: false });
    lineAttack(ps, ps.player.mo!, 0, MISSILERANGE, 0, 0);
    const p = spawned.filter((m) => m.type === MT_PUFF)[0];
    expect([p.sector.index, Math.round(p.x / FRACUNIT), Math.round(p.y / FRACUNIT)]).toEqual([a, 252, 128]);
  });

  /** The pistol fired once from (128, 128) at a G1 line across B at y = 456 tagged to A; `step`: a
   *  raised strip of B across the shot's path, `step` over B's floor. A's floor after 10 tics. */
  function shootGunLine(opts: { dz?: number; step?: number; linked?: boolean } = {}): number {
    const dz = opts.dz ?? 0;
    const { ps, a } = pair({
      dz,
      linked: opts.linked,
      extra: (s, sa, b) => {
        s.sectors[sa].tag = 1;
        const gun = s.twoSided(2488, 456, 3256, 456, b, b);
        s.lines[gun].special = G1_RAISE_FLOOR;
        s.lines[gun].tag = 1;
        if (opts.step !== undefined) {
          const raised = s.sector(dz + opts.step, dz + 128);
          s.twoSided(2700, 356, 3050, 356, b, raised);
          s.twoSided(3050, 356, 3050, 406, b, raised);
          s.twoSided(3050, 406, 2700, 406, b, raised);
          s.twoSided(2700, 406, 2700, 356, b, raised);
        }
      },
    });
    for (let i = 0; i < 15; i++) tic(ps); // the pistol comes up
    tic(ps, 0, BT_ATTACK);
    for (let i = 0; i < 10; i++) tic(ps);
    return ps.level.sectors[a].floorheight;
  }

  it('a G1 line beyond the portal fires (room A\'s floor rises); without the link it does not', () => {
    expect(shootGunLine()).toBeGreaterThan(0);
    expect(shootGunLine({ linked: false })).toBe(0);
  });

  it('the shot keeps its height through a portal 64 up: a 24-unit step in B lets it by, a 40-unit one stops it', () => {
    expect(shootGunLine({ dz: 64, step: 24 })).toBeGreaterThan(0);
    expect(shootGunLine({ dz: 64, step: 40 })).toBe(0);
  });
});

describe('a rocket through a portal', () => {
  it('crosses on the first half of a split move, goes on north in B turned, and explodes on B\'s north wall', () => {
    // From x = 120 the rocket is at 130 + 20n: at 250 its first half-step (to 260) crosses.
    const { ps, b, spawned } = pair({ dz: 32, start: { x: 120, y: 128 } });
    const mo = ps.player.mo!;
    spawnPlayerMissile(ps, mo, MT_ROCKET);
    const r = spawned.find((m) => m.type === MT_ROCKET)!;
    const mx = fixedMul(20 * FRACUNIT, FINECOSINE[0]), my = fixedMul(20 * FRACUNIT, FINESINE[0]);
    expect([r.x, r.momx, r.momy, r.z]).toEqual([120 * FRACUNIT + (mx >> 1), mx, my, 32 * FRACUNIT]);
    let crossed = false;
    for (let i = 0; i < 20 && !crossed; i++) {
      const x0 = r.x, y0 = r.y;
      tic(ps);
      if (r.x < 1000 * FRACUNIT) continue;
      crossed = true;
      // First half to (x0 + mx/2, y0 + my/2), through T; the second half (mx/2, my/2) turned: (−my/2, mx/2).
      const [hx, hy] = T((x0 + ((mx / 2) | 0)) | 0, (y0 + ((my / 2) | 0)) | 0);
      expect([r.x, r.y]).toEqual([hx - (my >> 1), hy + (mx >> 1)]);
      expect([r.angle, r.momx, r.momy, r.z, r.sector.index]).toEqual([ANG90, -my, mx, 64 * FRACUNIT, b]);
      expect(r.flags & MF.MISSILE).toBeTruthy();
    }
    expect(crossed).toBe(true);
    for (let i = 0; i < 40 && r.flags & MF.MISSILE; i++) tic(ps);
    expect(r.flags & MF.MISSILE).toBe(0); // exploded
    expect(r.sector.index).toBe(b);
    expect(r.y).toBeGreaterThan(740 * FRACUNIT);
    expect(r.y).toBeLessThan(768 * FRACUNIT);
  });

  it('a rocket fired 6 units before the portal: its spawn half-step goes through', () => {
    const { ps, b, spawned } = pair({ dz: 32, start: { x: 250, y: 128 } });
    spawnPlayerMissile(ps, ps.player.mo!, MT_ROCKET);
    const r = spawned.find((m) => m.type === MT_ROCKET)!;
    const mx = fixedMul(20 * FRACUNIT, FINECOSINE[0]), my = fixedMul(20 * FRACUNIT, FINESINE[0]);
    expect([r.x, r.y]).toEqual(T((250 * FRACUNIT + (mx >> 1)) | 0, (128 * FRACUNIT + (my >> 1)) | 0));
    expect([r.angle, r.z, r.sector.index, (r.flags & MF.MISSILE) !== 0]).toEqual([ANG90, 64 * FRACUNIT, b, true]);
  });

  it('without the link the same rocket explodes at once', () => {
    const { ps, a, spawned } = pair({ linked: false, start: { x: 250, y: 128 } });
    spawnPlayerMissile(ps, ps.player.mo!, MT_ROCKET);
    const r = spawned.find((m) => m.type === MT_ROCKET)!;
    expect([r.sector.index, r.flags & MF.MISSILE]).toEqual([a, 0]);
  });
});
