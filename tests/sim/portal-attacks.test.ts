// Attacks and touch through portals (src/sim/portal-move.ts; issue #32): autoaim, hitscans, melee,
// missiles and splash damage go on through a portal into the linked space, and a box that
// overlaps a portal line meets what lies beyond it. The maps are play-maps' portal pair: room A
// [0,256]² with a portal in its east wall (x = 256, y 64..192), room B [2488,3256] × [256,768]
// with the other end in its south wall (y = 256, x 2808..2936), B's floor `dz` higher; A → B is
// T(x, y) = (3000 − y, x) (east in A comes out north in B).
import { checkSight } from '../../src/sim/base/sight.js';
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ANG270, ANG90, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, fixedDiv, fixedMul } from '../../src/sim/base/fixed.js';
import { aPosAttack, aTracer } from '../../src/sim/rules/enemy-attacks.js';
import { checkMeleeRange, faceTarget } from '../../src/sim/rules/enemy.js';
import { MF, mobjIndex } from '../../src/defs/doom/things-info.js';
import { MT_PUFF, spawnMissile, spawnMobj, spawnPlayerMissile } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { MISSILERANGE, aimLineAttack, lineAttack, radiusAttack, teleportMove, tryMove } from '../../src/sim/rules/map-move.js';
import { portalLinks } from '../../src/sim/rules/portal-move.js';
import { punch } from '../../src/sim/rules/weapons.js';
import { Sketch, portalPairSketch, worldOf } from '../play/play-maps.js';

const ZOMBIE = 3004;
const MT_POSSESSED = mobjIndex('MT_POSSESSED');
const MELEERANGE = 64 * FRACUNIT;
const MT_ROCKET = mobjIndex('MT_ROCKET');
const MT_TROOP = mobjIndex('MT_TROOP'), MT_SERGEANT = mobjIndex('MT_SERGEANT');

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
    // Pushed along the shot as B has it: the angle from the player to the zombie's image (520, 128)
    // in A is 0, turned by the portal's 90°; DOOM's thrust 7 · 12.5 · 100 / 100 (its mass).
    const thrust = (7 * (FRACUNIT >> 3) * 100 / 100) | 0, fa = ANG90 >>> ANGLETOFINESHIFT;
    expect([z.momx, z.momy]).toEqual([fixedMul(thrust, FINECOSINE[fa]), fixedMul(thrust, FINESINE[fa])]);
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

describe('a shot at a portal whose opening it misses', () => {
  it('B\'s floor raised to 40 (over the shot\'s 36) after linking: the level shot puffs on the portal line in A', () => {
    for (const [floor, ceil, inA] of [[40, 168, true], [0, 30, true], [0, 128, false]] as const) {
      const { ps, a, b, spawned } = pair();
      ps.level.sectors[b].floorheight = floor * FRACUNIT;
      ps.level.sectors[b].ceilingheight = ceil * FRACUNIT;
      lineAttack(ps, ps.player.mo!, 0, MISSILERANGE, 0, 0);
      const p = spawned.filter((m) => m.type === MT_PUFF);
      expect(p.length).toBe(1);
      expect(p[0].sector.index === a, `floor ${floor} ceiling ${ceil}`).toBe(inA);
      if (inA) expect(Math.round(p[0].x / FRACUNIT)).toBe(252);
      else expect(p[0].sector.index).toBe(b);
    }
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

  it('A_Punch through the portal hurts the zombieman and turns the player to its image (due east), not its raw place', () => {
    const { ps } = pair({ start: { x: 236, y: 128, angle: 0 }, things: [[2872, 280, ZOMBIE]] });
    const z = thingsOf(ps, MT_POSSESSED)[0];
    punch(ps, ps.player);
    expect(z.health).toBeLessThan(20);
    expect(ps.player.mo!.angle).toBe(0);
  });

  it('out of reach across the portal: 20 + 50 units', () => {
    const { ps } = pair({ start: { x: 236, y: 128, angle: 0 }, things: [[2872, 306 + 20, ZOMBIE]] });
    aimLineAttack(ps, ps.player.mo!, 0, MELEERANGE);
    expect(ps.tm.linetarget).toBe(null);
  });
});

describe('a box over a portal line touches what lies beyond it', () => {
  /** Walks the player `tics` tics forward (25: walking) and returns its mobj. */
  function walk(ps: Playsim, tics: number): Mobj {
    for (let i = 0; i < tics; i++) tic(ps, 25);
    return ps.player.mo!;
  }

  it('a pillar 6 units beyond the portal stops the player in A with its box at the pillar (x ≤ 246), not at the portal line', () => {
    // The pillar B [2860,2884] × [262,280]: in A's space x 262..280 across the walk; T⁻¹ of its face y = 262 is x = 262.
    const { ps, a } = pair({ extra: (s, _a, b) => s.pillar(2860, 262, 2884, 280, b) });
    const mo = walk(ps, 60);
    expect(mo.sector.index).toBe(a);
    expect(mo.x).toBeLessThanOrEqual(246 * FRACUNIT);
    expect(mo.x).toBeGreaterThan(236 * FRACUNIT);
  });

  it('and the other way: a pillar in A just before the portal stops a player walking south in B at y ≥ 262', () => {
    // The pillar A [236,246] × [120,136]; the player in B walks south (towards the exit line y = 256),
    // its box's image in A (x = y_B) meets the pillar's east face x = 246 when y_B − 16 = 246.
    const { ps, b } = pair({ start: { x: 2872, y: 340, angle: 270 }, extra: (s, a) => s.pillar(236, 120, 246, 136, a) });
    const mo = walk(ps, 60);
    expect(mo.sector.index).toBe(b);
    expect(mo.y).toBeGreaterThanOrEqual(262 * FRACUNIT);
    expect(mo.y).toBeLessThan(272 * FRACUNIT);
  });

  it('a zombieman standing 24 units beyond the exit blocks the player\'s box in A (x + 16 + 20 ≤ 280)', () => {
    const { ps, a } = pair({ things: [[2872, 280, ZOMBIE]] });
    // Asleep for good (no state change, so no A_Look): this is about its box, not its sight, which
    // would wake it through the portal (portal-sight.test.ts).
    for (const z of thingsOf(ps, MT_POSSESSED)) z.tics = -1;
    const mo = walk(ps, 60);
    expect(mo.sector.index).toBe(a);
    expect(mo.x).toBeLessThanOrEqual(244 * FRACUNIT);
    expect(mo.x).toBeGreaterThan(234 * FRACUNIT);
  });

  it('a clip 14 units beyond the portal is picked up by a box whose centre is 5 units before it (B 32 up: heights shifted)', () => {
    for (const linked of [true, false]) {
      const { ps } = pair({ dz: 32, linked, start: { x: 250, y: 128 }, things: [[2872, 270, 2007]] });
      const mo = ps.player.mo!;
      expect(ps.player.ammo[0]).toBe(50);
      // |270 − 251| = 19 < 16 + 20: touched. (Unlinked the portal line is a wall the box is already
      // in: the move is refused, and the clip is 2600 units away.)
      expect(tryMove(ps, mo, mo.x + FRACUNIT, mo.y)).toBe(linked);
      expect(ps.player.ammo[0]).toBe(linked ? 60 : 50);
    }
  });

  it('a teleport onto a spot whose box reaches across the portal telefrags the zombieman there, not one beyond reach', () => {
    const { ps } = pair({ things: [[2872, 270, ZOMBIE], [2600, 300, ZOMBIE]] });
    const [near, far] = thingsOf(ps, MT_POSSESSED);
    expect(teleportMove(ps, ps.player.mo!, 250 * FRACUNIT, 128 * FRACUNIT)).toBe(true);
    expect([near.health <= 0, far.health]).toEqual([true, 20]);
    const beyond = pair({ things: [[2872, 290, ZOMBIE]] }); // |290 − 250| = 40 ≥ 36
    expect(teleportMove(beyond.ps, beyond.ps.player.mo!, 250 * FRACUNIT, 128 * FRACUNIT)).toBe(true);
    expect(thingsOf(beyond.ps, MT_POSSESSED)[0].health).toBe(20);
  });

  it('a drop-off beyond the portal: a zombieman may not lean over it (B\'s floor lowered 40 after linking), a level exit it may', () => {
    for (const [floor, ok] of [[-40, false], [0, true]] as const) {
      const { ps, b } = pair({ things: [[200, 40, ZOMBIE]] });
      ps.level.sectors[b].floorheight = floor * FRACUNIT;
      const z = thingsOf(ps, MT_POSSESSED)[0];
      // (Its box reaches x = 260 at 240: over the portal line, onto B's floor.)
      expect(tryMove(ps, z, 230 * FRACUNIT, 128 * FRACUNIT)).toBe(true);
      expect(tryMove(ps, z, 240 * FRACUNIT, 128 * FRACUNIT)).toBe(ok);
    }
  });

  it('the floor beyond bounds the box as a two-sided line\'s back does: B\'s floor raised 40 after linking stops the walk at the portal', () => {
    const { ps, a, b } = pair();
    ps.level.sectors[b].floorheight = 40 * FRACUNIT;
    const mo = walk(ps, 60);
    expect(mo.sector.index).toBe(a);
    // The box may not overlap the portal line: a 40-unit step.
    expect(mo.x).toBeLessThanOrEqual(240 * FRACUNIT);
    expect(mo.x).toBeGreaterThan(238 * FRACUNIT);
  });
});

describe('splash damage through a portal', () => {
  const IMP = 3001, DEMON = 3002;

  it('a blast 56 units before the portal reaches imps beyond it by DOOM\'s box distance from its image; not beyond 128, not outside the opening', () => {
    // The bomb at (200, 128): its image in B is (2872, 200). Imps (radius 20) in B at (2872, 330):
    // 130 − 20 = 110 → 18 damage; at (2872, 360): 140 ≥ 128, unhurt; at (2760, 280): 92 units off
    // but the line to the image crosses the exit's line at x ≈ 2794, outside the opening (2808..2936).
    const { ps, spawned } = pair({ dz: 32, start: { x: 128, y: 128 }, things: [[2872, 330, IMP], [2872, 360, IMP], [2760, 280, IMP]] });
    const [hit, beyond, aside] = thingsOf(ps, MT_TROOP);
    const player = ps.player.mo!;
    const spot = spawnMobj(ps, 200 * FRACUNIT, 128 * FRACUNIT, 32 * FRACUNIT, MT_ROCKET);
    expect(spawned.includes(spot)).toBe(true);
    radiusAttack(ps, spot, player, 128);
    expect([hit.health, beyond.health, aside.health]).toEqual([60 - 18, 60, 60]);
    // DOOM's own pass: the player 72 units off (less its 16) takes 128 − 56.
    expect(player.health).toBe(100 - 72);
    // Pushed away from the image (north in B).
    expect(hit.momy).toBeGreaterThan(0);
    expect(Math.abs(hit.momx)).toBeLessThan(FRACUNIT >> 4);
  });

  it('unlinked, the same blast hurts only the player', () => {
    const { ps } = pair({ linked: false, things: [[2872, 330, IMP]] });
    const spot = spawnMobj(ps, 200 * FRACUNIT, 128 * FRACUNIT, 32 * FRACUNIT, MT_ROCKET);
    radiusAttack(ps, spot, ps.player.mo!, 128);
    expect([thingsOf(ps, MT_TROOP)[0].health, ps.player.health]).toEqual([60, 28]);
  });

  it('a wall in the far space between the crossing and the thing blocks the blast (the bent line of sight)', () => {
    // A short wall across B at y = 300 (x 2850..2894) between the exit and the imp at (2872, 330).
    const { ps } = pair({ extra: (s, _a, b) => s.pillar(2850, 296, 2894, 304, b), things: [[2872, 330, IMP]] });
    const spot = spawnMobj(ps, 200 * FRACUNIT, 128 * FRACUNIT, 0, MT_ROCKET);
    radiusAttack(ps, spot, ps.player.mo!, 128);
    expect(thingsOf(ps, MT_TROOP)[0].health).toBe(60);
  });

  it('a rocket fired through the portal explodes on a pillar just beyond it: its blast comes back through and hurts a demon near the portal in A, not one far from it', () => {
    const { ps, b, spawned } = pair({
      start: { x: 40, y: 128 },
      extra: (s, _a, bb) => s.pillar(2850, 300, 2894, 320, bb),
      things: [[200, 200, DEMON], [60, 40, DEMON]],
    });
    const [near, far] = thingsOf(ps, MT_SERGEANT);
    spawnPlayerMissile(ps, ps.player.mo!, MT_ROCKET);
    const r = spawned.find((m) => m.type === MT_ROCKET)!;
    for (let i = 0; i < 30 && r.flags & MF.MISSILE; i++) tic(ps);
    expect(r.flags & MF.MISSILE).toBe(0);
    expect(r.sector.index).toBe(b);
    expect(r.y).toBeGreaterThan(270 * FRACUNIT);
    expect(r.y).toBeLessThan(300 * FRACUNIT);
    // The image of the blast in A is (r.y, 128): the near demon is 90 − 30 or so away.
    expect(near.health).toBeLessThan(150);
    expect(near.health).toBeGreaterThan(150 - 128);
    expect([far.health, ps.player.health]).toEqual([150, 100]);
  });
});

describe('monsters attack through a portal', () => {
  it('a zombieman beyond the portal faces the player\'s image (due south in B) and its shots reach him; unlinked it faces his raw place and never hits', () => {
    for (const linked of [true, false]) {
      const { ps } = pair({ linked, start: { x: 200, y: 128 }, things: [[2872, 330, ZOMBIE]] });
      const z = thingsOf(ps, MT_POSSESSED)[0];
      const player = ps.player.mo!;
      z.target = player;
      // As A_Chase's missile check does before the attack state: the sight check finds the way the
      // target is seen by (portal-sight.ts's route), which A_FaceTarget then turns to.
      checkSight(ps, z, player);
      faceTarget(ps, z);
      if (linked) expect(z.angle).toBe(ANG270);
      else expect(z.angle).not.toBe(ANG270);
      for (let i = 0; i < 12; i++) aPosAttack(ps, z);
      if (linked) expect(ps.player.health).toBeLessThan(100);
      else expect(ps.player.health).toBe(100);
    }
  });

  it('an imp beyond the portal throws its fireball at the player\'s image: it crosses into A and burns him', () => {
    const { ps, a, spawned } = pair({ start: { x: 128, y: 128 }, things: [[2872, 500, 3001]] });
    const imp = thingsOf(ps, MT_TROOP)[0];
    const ball = spawnMissile(ps, imp, ps.player.mo!, mobjIndex('MT_TROOPSHOT'));
    expect(spawned.includes(ball)).toBe(true);
    expect(ball.angle).toBe(ANG270);
    for (let i = 0; i < 60 && ball.flags & MF.MISSILE; i++) tic(ps);
    expect(ball.flags & MF.MISSILE).toBe(0);
    expect(ball.sector.index).toBe(a);
    // DOOM's (1..8) × 3 for an imp's fireball.
    const lost = 100 - ps.player.health;
    expect(lost % 3 === 0 && lost >= 3 && lost <= 24).toBe(true);
  });

  it('a demon just beyond the exit has the player just before the portal in melee range (image 50 < 60 away), not from 70', () => {
    const near = pair({ start: { x: 240, y: 128 }, things: [[2872, 290, 3002]] });
    const d1 = thingsOf(near.ps, mobjIndex('MT_SERGEANT'))[0];
    d1.target = near.ps.player.mo!;
    expect(checkMeleeRange(near.ps, d1)).toBe(true);
    const far = pair({ start: { x: 220, y: 128 }, things: [[2872, 290, 3002]] });
    const d2 = thingsOf(far.ps, mobjIndex('MT_SERGEANT'))[0];
    d2.target = far.ps.player.mo!;
    expect(checkMeleeRange(far.ps, d2)).toBe(false);
    const unlinked = pair({ linked: false, start: { x: 240, y: 128 }, things: [[2872, 290, 3002]] });
    const d3 = thingsOf(unlinked.ps, mobjIndex('MT_SERGEANT'))[0];
    d3.target = unlinked.ps.player.mo!;
    expect(checkMeleeRange(unlinked.ps, d3)).toBe(false);
  });

  it('a homing missile in A steers towards its target\'s image through the portal: one TRACEANGLE step left, not towards the raw place', () => {
    const TRACEANGLE = 0xc000000;
    for (const linked of [true, false]) {
      const { ps } = pair({ linked, start: { x: 2800, y: 400, angle: 90 } });
      const m = spawnMobj(ps, 200 * FRACUNIT, 128 * FRACUNIT, 32 * FRACUNIT, mobjIndex('MT_TRACER'));
      m.angle = 0;
      m.tracer = ps.player.mo!;
      while (ps.gametic & 3) tic(ps);
      aTracer(ps, m);
      // The image (400, 200) lies 19.8° left: one step of 16.875°; the raw place (2800, 400) 5.97°: reached at once.
      if (linked) expect(m.angle).toBe(TRACEANGLE);
      else expect(Math.abs(m.angle * 360 / 2 ** 32 - Math.atan2(272, 2600) * 180 / Math.PI)).toBeLessThan(0.01);
    }
  });
});
