// The monsters' attacks and the bosses' actions against DOOM's p_enemy.c, on maps built here, in
// exact numbers: the zombieman's shot (the spread and 3 · (r % 5 + 1) damage from the random
// table, in DOOM's order of draws), the imp's claw in melee range and its fireball beyond, the
// revenant's missile turning 0xc000000 a step every fourth tic toward its target, the lost soul's
// charge and slam, the pain elemental's lost souls (the prestep, the one spat into a wall dying at
// once, none past 20 on the map), the mancubus's fans, the arch-vile raising a corpse and its
// fire's blast, the boss deaths' specials (MAP07's two tags, E1M8, E2M8), the boss brain's spots
// and cubes, and a barrel chain killing monsters. Attacks are set up directly (a thing, its target,
// the action called) so each is tested alone.
import { describe, expect, it } from 'vitest';
import { SimMap } from './helpers.js';
import type { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MF, MOBJ_INFO, STATE_NAMES, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import {
  ANG180, ANG90, ANGLETOFINESHIFT, FINECOSINE, FINESINE, FRACUNIT, aproxDistance, fixedMul, pointToAngle,
} from '../../src/sim/base/fixed.js';
import { ONFLOORZ, removeMobj, spawnMobj } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';
import {
  aBruisAttack, aCPosRefire, aFatAttack1, aFatAttack3, aPainAttack, aPainDie, aPosAttack, aSkelMissile, aSkullAttack, aTracer,
  aTroopAttack,
} from '../../src/sim/rules/enemy-attacks.js';
import {
  aBossDeath, aBrainAwake, aBrainSpit, aKeenDie, aSpawnFly, aVileAttack, aVileChase, aVileTarget,
} from '../../src/sim/rules/enemy-boss.js';
import { DI_EAST, DI_NODIR } from '../../src/sim/rules/enemy.js';

const F = FRACUNIT;
const T = (i: number) => RANDOM_TABLE[i & 0xff];

/** A room `w` × `h`, the player at (64, h/2) facing east. */
function room(w = 1024, h = 256, name = 'MAP01', skill = 3): Playsim {
  const m = new SimMap();
  m.row([{ w, floor: 0, ceil: 128 }], [], h);
  m.thing(64, h / 2, 1, 0);
  return m.sim({ skill }, name);
}

function spawn(ps: Playsim, name: string, x: number, y: number, z = ONFLOORZ): Mobj {
  return spawnMobj(ps, x * F, y * F, z, mobjIndex(name));
}

/** A monster at (x, y) with the player as its target. */
function monster(ps: Playsim, name: string, x: number, y: number): Mobj {
  const mo = spawn(ps, name, x, y);
  mo.target = ps.player.mo;
  return mo;
}

const ofType = (ps: Playsim, name: string) => liveMobjs(ps).filter((m) => m.type === mobjIndex(name));

/** The sounds started since `head`. */
function soundsSince(ps: Playsim, head: number): number[] {
  const out: number[] = [];
  for (let h = head; h < ps.soundHead; h++) out.push(ps.soundRing[(h % 64) * 4]);
  return out;
}

function tics(ps: Playsim, n: number): void {
  const cmd = new TicCmd();
  for (let i = 0; i < n; i++) ps.tick(cmd);
}

/** The first cursor k (from `from`) whose next two draws differ by `pred`. */
function cursorWhere(pred: (a: number, b: number) => boolean, from = 0): number {
  for (let k = from; k < 256; k++) if (pred(T(k + 1), T(k + 2))) return k;
  throw new Error('no such cursor');
}

describe('hitscan attacks (A_PosAttack, A_CPosRefire)', () => {
  it("the zombieman faces the player, aims, and hits for 3 · (r % 5 + 1) after the spread's two draws", () => {
    const ps = room();
    const pmo = ps.player.mo!;
    const z = monster(ps, 'MT_POSSESSED', 320, 128);
    // A cursor whose spread draws are nearly equal: the shot goes (almost) straight down the aim.
    const k = cursorWhere((a, b) => Math.abs(a - b) <= 2);
    ps.rng.pIndex = k;
    const head = ps.soundHead;
    aPosAttack(ps, z);
    // Due west of the zombieman: DOOM's R_PointToAngle2 gives ANG180 - 1.
    expect(z.angle).toBe(ANG180 - 1);
    const damage = ((T(k + 3) % 5) + 1) * 3;
    expect(ps.player.health).toBe(100 - damage);
    expect(pmo.health).toBe(100 - damage);
    expect(soundsSince(ps, head)[0]).toBe(SFX.pistol);
    // Draws: spread 2, damage 1; the blood's z 2, its spawn 1, its tics 1; the player's pain 1.
    expect(ps.rng.pIndex).toBe((k + 8) & 0xff);
    expect(ofType(ps, 'MT_BLOOD').length).toBe(1);
    expect(ps.player.attacker).toBe(z);
  });

  it('a wide spread misses: a puff on the far wall, the player untouched', () => {
    const ps = room();
    const z = monster(ps, 'MT_POSSESSED', 960, 128);
    const k = cursorWhere((a, b) => Math.abs(a - b) > 150);
    ps.rng.pIndex = k;
    aPosAttack(ps, z);
    expect(ps.player.health).toBe(100);
    expect(ofType(ps, 'MT_PUFF').length).toBe(1);
    expect(ofType(ps, 'MT_BLOOD').length).toBe(0);
  });

  it('the chaingunner keeps firing on a draw under 40, else goes back to chasing a dead target', () => {
    const ps = room();
    const c = monster(ps, 'MT_CHAINGUY', 320, 128);
    c.state = stateIndex('S_CPOS_ATK4');
    ps.player.mo!.health = 0;
    ps.player.health = 0;
    const keep = cursorWhere((a) => a < 40);
    ps.rng.pIndex = keep;
    aCPosRefire(ps, c);
    expect(STATE_NAMES[c.state]).toBe('S_CPOS_ATK4');
    ps.rng.pIndex = cursorWhere((a) => a >= 40);
    aCPosRefire(ps, c);
    // Into the see state; its A_Chase, finding no live player, may send it on to its spawn state.
    expect(STATE_NAMES[c.state]).toMatch(/^S_CPOS_(RUN1|STND)$/);
  });
});

describe('melee or missile (A_TroopAttack, A_BruisAttack)', () => {
  it('an imp in reach claws for 3 · (r % 8 + 1); out of reach it throws a fireball', () => {
    const ps = room();
    const imp = monster(ps, 'MT_TROOP', 64 + 50, 128);
    const k = ps.rng.pIndex;
    const head = ps.soundHead;
    aTroopAttack(ps, imp);
    expect(soundsSince(ps, head)).toEqual([SFX.claw]);
    expect(ps.player.health).toBe(100 - ((T(k + 1) % 8) + 1) * 3);
    expect(ofType(ps, 'MT_TROOPSHOT').length).toBe(0);

    const far = monster(ps, 'MT_TROOP', 600, 128);
    const before = ps.player.health;
    aTroopAttack(ps, far);
    expect(ps.player.health).toBe(before);
    const [ball] = ofType(ps, 'MT_TROOPSHOT');
    expect(ball.target).toBe(far);
    const an = pointToAngle(far.x, far.y, ps.player.mo!.x, ps.player.mo!.y);
    expect(ball.angle).toBe(an);
    const speed = MOBJ_INFO[ball.type].speed * F;
    expect(ball.momx).toBe(fixedMul(speed, FINECOSINE[an >>> ANGLETOFINESHIFT]));
    // P_CheckMissileSpawn's half step.
    expect(ball.x).toBe(far.x + (ball.momx >> 1));
    expect(ball.z).toBe(32 * F);
  });

  it('a baron in reach claws for 10 · (r % 8 + 1), without turning first', () => {
    const ps = room();
    const b = monster(ps, 'MT_BRUISER', 64 + 50, 128);
    b.angle = ANG90;
    const k = ps.rng.pIndex;
    aBruisAttack(ps, b);
    expect(b.angle).toBe(ANG90);
    expect(ps.player.health).toBe(100 - ((T(k + 1) % 8) + 1) * 10);
  });
});

describe("the revenant's homing missile (A_SkelMissile, A_Tracer)", () => {
  it('spawns 16 units higher, a whole move further, homing on the target', () => {
    const ps = room();
    const rev = monster(ps, 'MT_UNDEAD', 512, 128);
    aSkelMissile(ps, rev);
    const [m] = ofType(ps, 'MT_TRACER');
    expect(rev.z).toBe(0);
    expect(m.z).toBe(48 * F + (m.momz >> 1)); // P_CheckMissileSpawn's half step (down to the player)
    // Aimed from the raised z (16 units above the player's feet) over 448 / 10 = 44 steps.
    expect(m.momz).toBe(((-16 * F) / 44) | 0);
    expect(m.tracer).toBe(ps.player.mo);
    expect(m.x).toBe(rev.x + (m.momx >> 1) + m.momx);
    expect(m.y).toBe(rev.y + (m.momy >> 1) + m.momy);
  });

  it('every fourth tic: a puff and smoke, a turn of 0xc000000 toward the target, 1/8 unit a tic more climb', () => {
    const ps = room();
    const m = spawn(ps, 'MT_TRACER', 512, 128, 32 * F);
    m.angle = ANG90; // heading north; the player is due west
    m.tracer = ps.player.mo;
    ps.tm.attackrange = 0;
    ps.gametic = 1; // A_Tracer reads DOOM's gametic
    const k0 = ps.rng.pIndex;
    aTracer(ps, m);
    expect([ps.rng.pIndex, m.angle, ofType(ps, 'MT_SMOKE').length]).toEqual([k0, ANG90, 0]);

    ps.gametic = 4;
    aTracer(ps, m);
    // The puff (z spread 2, spawn 1, tics 1) and the smoke (spawn 1, tics 1).
    expect(ps.rng.pIndex).toBe(k0 + 6);
    const [smoke] = ofType(ps, 'MT_SMOKE');
    expect([smoke.x, smoke.y, smoke.z, smoke.momz]).toEqual([m.x, m.y, m.z, F]); // no momentum yet
    expect(ofType(ps, 'MT_PUFF').length).toBe(1);
    const a1 = (ANG90 + 0xc000000) >>> 0;
    expect(m.angle).toBe(a1);
    expect(m.momx).toBe(fixedMul(10 * F, FINECOSINE[a1 >>> ANGLETOFINESHIFT]));
    expect(m.momy).toBe(fixedMul(10 * F, FINESINE[a1 >>> ANGLETOFINESHIFT]));
    // The slope to the player's z + 40 over 448 / 10 = 44 steps is above 0: climb.
    expect(m.momz).toBe(F / 8);

    // Four more turns short of the target's direction; the sixth would pass it and snaps to it. The
    // climb rate goes up and down by 1/8 around the slope wanted (8 units over 44 steps = 11915).
    const momz = [m.momz];
    for (let i = 2; i <= 5; i++) {
      aTracer(ps, m);
      expect(m.angle).toBe((ANG90 + i * 0xc000000) >>> 0);
      momz.push(m.momz);
    }
    aTracer(ps, m);
    expect(m.angle).toBe(ANG180 - 1);
    momz.push(m.momz);
    expect(momz).toEqual([8192, 16384, 8192, 16384, 8192, 16384]);
  });

  it('no turn once the target is dead (the trail goes on)', () => {
    const ps = room();
    const m = spawn(ps, 'MT_TRACER', 512, 128, 32 * F);
    m.angle = ANG90;
    m.tracer = ps.player.mo;
    ps.player.mo!.health = 0;
    ps.gametic = 8;
    aTracer(ps, m);
    expect(m.angle).toBe(ANG90);
    expect(ofType(ps, 'MT_SMOKE').length).toBe(1);
  });
});

describe("the lost soul's charge (A_SkullAttack)", () => {
  it('flies at 20 units a tic at the middle of its target and slams it for 3 · (r % 8 + 1)', () => {
    const ps = room();
    const pmo = ps.player.mo!;
    const s = monster(ps, 'MT_SKULL', 512, 128);
    s.state = stateIndex('S_SKULL_ATK2');
    s.tics = 4;
    const head = ps.soundHead;
    aSkullAttack(ps, s);
    expect(soundsSince(ps, head)).toEqual([SFX.sklatk]);
    expect(s.flags & MF.SKULLFLY).toBe(MF.SKULLFLY);
    const fa = (ANG180 - 1) >>> ANGLETOFINESHIFT;
    expect([s.momx, s.momy]).toEqual([fixedMul(20 * F, FINECOSINE[fa]), fixedMul(20 * F, FINESINE[fa])]);
    // (28 units, the player's middle) / (448 / 20 = 22 steps).
    expect(s.momz).toBe(((28 * F) / 22) | 0);
    // Fly until the slam: the player thinks first (no draws), then the soul's move draws the damage.
    let hit = -1;
    for (let t = 0; t < 40 && hit < 0; t++) {
      const k = ps.rng.pIndex;
      tics(ps, 1);
      if (ps.player.health < 100) hit = k;
    }
    expect(hit).toBeGreaterThanOrEqual(0);
    expect(ps.player.health).toBe(100 - ((T(hit + 1) % 8) + 1) * 3);
    expect(s.flags & MF.SKULLFLY).toBe(0);
    expect([s.momx, s.momy, s.momz]).toEqual([0, 0, 0]);
    expect(pmo.health).toBe(ps.player.health);
  });
});

describe('the pain elemental (A_PainAttack, A_PainDie, A_PainShootSkull)', () => {
  it('spits a lost soul 4 + 3/2 · (31 + 16) units ahead, 8 up, charging at its target', () => {
    const ps = room();
    const pe = monster(ps, 'MT_PAIN', 512, 128);
    aPainAttack(ps, pe);
    const skulls = ofType(ps, 'MT_SKULL');
    expect(skulls.length).toBe(1);
    const s = skulls[0];
    const prestep = 4 * F + ((3 * (31 * F + 16 * F)) / 2);
    const fa = pe.angle >>> ANGLETOFINESHIFT;
    expect(pe.angle).toBe(ANG180 - 1);
    expect([s.x, s.y, s.z]).toEqual([pe.x + fixedMul(prestep, FINECOSINE[fa]), pe.y + fixedMul(prestep, FINESINE[fa]), 8 * F]);
    expect(s.target).toBe(ps.player.mo);
    expect(s.flags & MF.SKULLFLY).toBe(MF.SKULLFLY);
    const an = pointToAngle(s.x, s.y, ps.player.mo!.x, ps.player.mo!.y);
    expect(s.angle).toBe(an);
    const dist = (aproxDistance(ps.player.mo!.x - s.x, ps.player.mo!.y - s.y) / (20 * F)) | 0;
    expect(s.momz).toBe(((28 * F - 8 * F) / dist) | 0);
  });

  it('no more once the map holds more than 20 lost souls (removed ones do not count)', () => {
    const ps = room();
    const pe = monster(ps, 'MT_PAIN', 512, 128);
    for (let i = 0; i < 20; i++) spawn(ps, 'MT_SKULL', 900 + (i % 4) * 20, 40 + Math.floor(i / 4) * 40);
    aPainAttack(ps, pe);
    expect(ofType(ps, 'MT_SKULL').length).toBe(21);
    const k = ps.rng.pIndex;
    aPainAttack(ps, pe);
    expect(ofType(ps, 'MT_SKULL').length).toBe(21);
    expect(ps.rng.pIndex).toBe(k); // nothing spawned, nothing drawn
    // One removed (still linked until the list reaches it, but no longer a thinker for DOOM): room for one more.
    removeMobj(ps, ofType(ps, 'MT_SKULL')[0]);
    aPainAttack(ps, pe);
    expect(ofType(ps, 'MT_SKULL').length).toBe(21);
  });

  it('dying, it falls and spits three, left, back and right; the one spat into the wall dies at once', () => {
    const ps = room();
    // 66 units from the north wall, facing east: the soul spat north straddles the wall (one spat
    // wholly beyond it would live there: DOOM's lost souls outside the map).
    const pe = monster(ps, 'MT_PAIN', 512, 190);
    pe.angle = 0;
    aPainDie(ps, pe);
    expect(pe.flags & MF.SOLID).toBe(0);
    const skulls = ofType(ps, 'MT_SKULL');
    expect(skulls.length).toBe(3);
    const [north, west, south] = skulls;
    expect(north.y).toBeGreaterThan(256 * F); // beyond the wall
    expect(north.health).toBeLessThanOrEqual(0);
    expect(STATE_NAMES[north.state].startsWith('S_SKULL_DIE')).toBe(true);
    expect(north.flags & MF.SKULLFLY).toBe(0);
    for (const s of [west, south]) {
      expect(s.health).toBe(100);
      expect(s.flags & MF.SKULLFLY).toBe(MF.SKULLFLY);
    }
  });
});

describe("the mancubus's fans (A_FatAttack1, A_FatAttack3)", () => {
  it('attack 1: the body turns FATSPREAD left; a ball at the target and one a FATSPREAD further left', () => {
    const ps = room();
    const f = monster(ps, 'MT_FATSO', 512, 128);
    aFatAttack1(ps, f);
    const spread = ANG90 / 8;
    expect(f.angle).toBe((ANG180 - 1 + spread) >>> 0);
    const [a, b] = ofType(ps, 'MT_FATSHOT');
    const at = pointToAngle(f.x, f.y, ps.player.mo!.x, ps.player.mo!.y);
    expect(a.angle).toBe(at);
    expect(b.angle).toBe((at + spread) >>> 0);
    expect(b.momx).toBe(fixedMul(20 * F, FINECOSINE[b.angle >>> ANGLETOFINESHIFT]));
    expect(b.momy).toBe(fixedMul(20 * F, FINESINE[b.angle >>> ANGLETOFINESHIFT]));
  });

  it('attack 3: two balls, half a FATSPREAD either side', () => {
    const ps = room();
    const f = monster(ps, 'MT_FATSO', 512, 128);
    aFatAttack3(ps, f);
    const [a, b] = ofType(ps, 'MT_FATSHOT');
    const at = pointToAngle(f.x, f.y, ps.player.mo!.x, ps.player.mo!.y);
    expect([a.angle, b.angle]).toEqual([(at - ANG90 / 16) >>> 0, (at + ANG90 / 16) >>> 0]);
    expect(f.angle).toBe(ANG180 - 1);
  });
});

describe('the arch-vile (A_VileChase, A_VileTarget, A_VileAttack)', () => {
  /** An imp killed at (x, 128), run until its corpse lies still. */
  function corpse(ps: Playsim, x: number): Mobj {
    const imp = spawn(ps, 'MT_TROOP', x, 128);
    damageMobj(ps, imp, null, null, 100);
    for (let i = 0; i < 60 && imp.tics !== -1; i++) tics(ps, 1);
    expect(STATE_NAMES[imp.state]).toBe('S_TROO_DIE5');
    return imp;
  }

  it('raises a still corpse touching its next step: full height, flags and health, no target', () => {
    const ps = room();
    const body = corpse(ps, 440);
    expect(body.height).toBe(14 * F);
    body.target = ps.player.mo;
    const vile = monster(ps, 'MT_VILE', 400, 128);
    vile.movedir = DI_EAST; // next step 15 units east: 25 from the corpse, within 20 + 20
    vile.angle = ANG90;
    const head = ps.soundHead;
    aVileChase(ps, vile);
    expect(STATE_NAMES[vile.state]).toBe('S_VILE_HEAL1');
    expect(vile.angle).toBe(0); // faced the corpse, due east
    expect(vile.target).toBe(ps.player.mo);
    expect(STATE_NAMES[body.state]).toBe('S_TROO_RAISE1');
    expect([body.height, body.flags, body.health, body.target]).toEqual([56 * F, MOBJ_INFO[body.type].flags, 60, null]);
    expect(soundsSince(ps, head)).toContain(SFX.slop);
  });

  it('leaves a corpse out of reach of the next step, and one still falling', () => {
    const ps = room();
    const body = corpse(ps, 480); // 65 units from the next step
    const vile = monster(ps, 'MT_VILE', 400, 128);
    vile.movedir = DI_EAST;
    vile.state = stateIndex('S_VILE_RUN1');
    aVileChase(ps, vile);
    expect(STATE_NAMES[body.state]).toBe('S_TROO_DIE5');
    expect(STATE_NAMES[vile.state]).not.toBe('S_VILE_HEAL1');

    const ps2 = room();
    const falling = spawn(ps2, 'MT_TROOP', 440, 128);
    damageMobj(ps2, falling, null, null, 100);
    const v2 = monster(ps2, 'MT_VILE', 400, 128);
    v2.movedir = DI_EAST;
    v2.state = stateIndex('S_VILE_RUN1');
    aVileChase(ps2, v2);
    expect(falling.health).toBeLessThanOrEqual(0);
    expect(STATE_NAMES[v2.state]).not.toBe('S_VILE_HEAL1');
    // No step planned: no search.
    const v3 = monster(ps2, 'MT_VILE', 600, 128);
    v3.movedir = DI_NODIR;
    v3.state = stateIndex('S_VILE_RUN1');
    aVileChase(ps2, v3);
    expect(STATE_NAMES[v3.state]).not.toBe('S_VILE_HEAL1');
  });

  it('the fire appears 24 units in front of the target; the blast: 20, a toss of 1000/mass, and 70 from the fire', () => {
    const ps = room();
    const pmo = ps.player.mo!;
    const vile = monster(ps, 'MT_VILE', 400, 128);
    aVileTarget(ps, vile);
    const fire = vile.tracer!;
    expect(fire.type).toBe(mobjIndex('MT_FIRE'));
    expect([fire.target, fire.tracer]).toEqual([vile, pmo]);
    // The player faces east (angle 0): the fire at (64 + 24, 128), at the player's feet.
    expect([fire.x, fire.y, fire.z]).toEqual([64 * F + fixedMul(24 * F, FINECOSINE[0]), 128 * F + fixedMul(24 * F, FINESINE[0]), 0]);

    aVileAttack(ps, vile);
    const an = vile.angle >>> ANGLETOFINESHIFT;
    const fx = (pmo.x - fixedMul(24 * F, FINECOSINE[an])) | 0;
    expect(fire.x).toBe(fx);
    // The splash: 70 less the distance past the player's radius (16).
    const dist = Math.max(Math.abs(fx - pmo.x), Math.abs(fire.y - pmo.y)) - 16 * F >> 16;
    expect(ps.player.health).toBe(100 - 20 - (70 - dist));
    expect(pmo.momz).toBe(((1000 * F) / 100) | 0);
  });
});

describe('boss deaths (A_BossDeath, A_KeenDie)', () => {
  /** Cells: the player's, one tagged 666 (floor 64), one between, one tagged 667 (24-high lowers), one more. */
  function bossMap(name: string): Playsim {
    const m = new SimMap();
    const step = { lower: 'STEP24', backLower: 'STEP24' };
    m.row([
      { w: 256, floor: 0, ceil: 128 }, { w: 128, floor: 64, ceil: 128, tag: 666 }, { w: 128, floor: 0, ceil: 128 },
      { w: 128, floor: 0, ceil: 128, tag: 667 }, { w: 256, floor: 0, ceil: 128 },
    ], [{}, {}, {}, step, step]);
    m.thing(64, 128, 1, 0);
    return m.sim({}, name);
  }
  /** Dead for the scan (health 0) without entering its death states, whose actions would run the checks again. */
  const kill = (_ps: Playsim, mo: Mobj) => { mo.health = 0; };

  it('MAP07: the last mancubus lowers the floors tagged 666, the last arachnotron raises 667 by its lower texture', () => {
    const ps = bossMap('MAP07');
    const s666 = ps.level.sectors[1], s667 = ps.level.sectors[3];
    const f1 = spawn(ps, 'MT_FATSO', 800, 100), f2 = spawn(ps, 'MT_FATSO', 800, 200);
    const baby = spawn(ps, 'MT_BABY', 700, 128);
    kill(ps, f1);
    aBossDeath(ps, f1);
    expect(s666.specialdata).toBe(null); // the other still lives
    kill(ps, f2);
    aBossDeath(ps, f2);
    expect(s666.specialdata).not.toBe(null);
    expect(s667.specialdata).toBe(null);
    kill(ps, baby);
    aBossDeath(ps, baby);
    expect(s667.specialdata).not.toBe(null);
    tics(ps, 70);
    expect([s666.floorheight, s667.floorheight]).toEqual([0, 24 * F]);
    expect(ps.exited).toBe(EXIT_NONE);
  });

  it('nothing on another map, for another monster, or with the player dead', () => {
    const ps = bossMap('MAP08');
    const f = spawn(ps, 'MT_FATSO', 800, 128);
    kill(ps, f);
    aBossDeath(ps, f);
    expect(ps.level.sectors[1].specialdata).toBe(null);
    const ps7 = bossMap('MAP07');
    const imp = spawn(ps7, 'MT_TROOP', 800, 128);
    kill(ps7, imp);
    aBossDeath(ps7, imp);
    const f7 = spawn(ps7, 'MT_FATSO', 800, 200);
    kill(ps7, f7);
    ps7.player.health = 0;
    aBossDeath(ps7, f7);
    expect(ps7.level.sectors[1].specialdata).toBe(null);
  });

  it("E1M8: the barons lower 666; a cyberdemon there does nothing (the Ultimate DOOM's rule); E2M8's cyberdemon ends the level", () => {
    const ps = bossMap('E1M8');
    const cy = spawn(ps, 'MT_CYBORG', 800, 128);
    kill(ps, cy);
    aBossDeath(ps, cy);
    expect(ps.level.sectors[1].specialdata).toBe(null);
    const b = spawn(ps, 'MT_BRUISER', 800, 200);
    kill(ps, b);
    aBossDeath(ps, b);
    expect(ps.level.sectors[1].specialdata).not.toBe(null);
    expect(ps.exited).toBe(EXIT_NONE);

    const ps2 = bossMap('E2M8');
    const c2 = spawn(ps2, 'MT_CYBORG', 800, 128);
    kill(ps2, c2);
    aBossDeath(ps2, c2);
    expect(ps2.exited).toBe(EXIT_NORMAL);
  });

  it('the last Commander Keen opens the doors tagged 666', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 0, tag: 666 }, { w: 256, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    const ps = m.sim({}, 'MAP32');
    const k1 = spawn(ps, 'MT_KEEN', 450, 60, 128 * F - 72 * F), k2 = spawn(ps, 'MT_KEEN', 450, 200, 128 * F - 72 * F);
    const door = ps.level.sectors[1];
    kill(ps, k1);
    aKeenDie(ps, k1);
    expect(k1.flags & MF.SOLID).toBe(0);
    expect(door.specialdata).toBe(null);
    kill(ps, k2);
    aKeenDie(ps, k2);
    expect(door.specialdata).not.toBe(null);
    tics(ps, 100);
    expect(door.ceilingheight).toBe(124 * F);
  });
});

describe('the boss brain (A_BrainAwake, A_BrainSpit, A_SpawnFly)', () => {
  it('collects the spots in thinker order, throws cubes at them in turn timed to arrive, and a cube becomes a monster', () => {
    const ps = room(1024, 512, 'MAP30');
    const t1 = spawn(ps, 'MT_BOSSTARGET', 300, 100), t2 = spawn(ps, 'MT_BOSSTARGET', 300, 400);
    const eye = spawn(ps, 'MT_BOSSSPIT', 900, 256);
    const head = ps.soundHead;
    aBrainAwake(ps, eye);
    expect(soundsSince(ps, head)).toEqual([SFX.bossit]);
    aBrainSpit(ps, eye);
    aBrainSpit(ps, eye);
    const cubes = ofType(ps, 'MT_SPAWNSHOT');
    expect(cubes.map((c) => c.target)).toEqual([t1, t2]);
    for (const c of cubes) {
      const tg = c.target!;
      expect(c.reactiontime).toBe(((((tg.y - eye.y) | 0) / c.momy) | 0) / 3 | 0);
      expect(c.reactiontime).toBeGreaterThan(0);
    }
    // The arrival: a fog, a monster of DOOM's table by one draw, the cube gone.
    const cube = cubes[0];
    cube.reactiontime = 1;
    const k = ps.rng.pIndex;
    aSpawnFly(ps, cube);
    expect(cube.fn).toBe(TF_REMOVED);
    expect(ofType(ps, 'MT_SPAWNFIRE').length).toBe(1);
    // The fog's spawn draws once, then the type.
    const r = T(k + 2);
    const table: [number, string][] = [[50, 'MT_TROOP'], [90, 'MT_SERGEANT'], [120, 'MT_SHADOWS'], [130, 'MT_PAIN'], [160, 'MT_HEAD'],
      [162, 'MT_VILE'], [172, 'MT_UNDEAD'], [192, 'MT_BABY'], [222, 'MT_FATSO'], [246, 'MT_KNIGHT'], [256, 'MT_BRUISER']];
    const name = table.find(([lim]) => r < lim)![1];
    // The newest thing; spawned at the spot (it may have set off already if it saw the player).
    const all = liveMobjs(ps);
    const born = all[all.length - 1];
    expect(born.type).toBe(mobjIndex(name));
    expect(ofType(ps, name).length).toBe(1);
  });

  it('on the two easiest skills only every other spit throws', () => {
    const ps = room(1024, 512, 'MAP30', 2);
    spawn(ps, 'MT_BOSSTARGET', 300, 100);
    const eye = spawn(ps, 'MT_BOSSSPIT', 900, 256);
    aBrainAwake(ps, eye);
    for (let i = 0; i < 4; i++) aBrainSpit(ps, eye);
    expect(ofType(ps, 'MT_SPAWNSHOT').length).toBe(2);
  });
});

describe('a barrel chain (A_Explode through P_RadiusAttack)', () => {
  it("one barrel's blast sets off the next, whose blast kills a zombieman out of the first one's reach and hurts a baron by 128 less the distance", () => {
    const m = new SimMap();
    m.row([{ w: 1024, floor: 0, ceil: 128 }], [], 512);
    m.thing(40, 256, 1, 0); // behind every monster (they face east): not seen
    const ps = m.sim();
    const b1 = spawn(ps, 'MT_BARREL', 200, 256), b2 = spawn(ps, 'MT_BARREL', 264, 256);
    const zombie = spawn(ps, 'MT_POSSESSED', 364, 256);
    const baron = spawn(ps, 'MT_BRUISER', 400, 340);
    const imp = spawn(ps, 'MT_TROOP', 900, 256);
    damageMobj(ps, b1, ps.player.mo, ps.player.mo, 20);
    expect(b1.health).toBeLessThanOrEqual(0);
    let exploded = false;
    for (let t = 0; t < 80 && !exploded; t++) {
      const bx = baron.x, by = baron.y, bh = baron.health;
      tics(ps, 1);
      if (baron.health !== bh) {
        exploded = true;
        // The second barrel exploded this tic where it stood after its move (it was pushed by the first).
        const d = Math.max(Math.abs(bx - b2.x), Math.abs(by - b2.y)) - 24 * F >> 16;
        expect(bh - baron.health).toBe(128 - Math.max(0, d));
      }
    }
    expect(exploded).toBe(true);
    expect(b2.health).toBeLessThanOrEqual(0);
    expect(b2.x).toBeGreaterThan(264 * F); // pushed east by the first blast
    expect(zombie.health).toBeLessThanOrEqual(0);
    expect(zombie.flags & MF.CORPSE).toBe(MF.CORPSE);
    expect(baron.health).toBeGreaterThan(0);
    expect(imp.health).toBe(60);
    expect(ps.player.killcount).toBe(1);
    expect(ps.player.health).toBe(100);
  });
});
