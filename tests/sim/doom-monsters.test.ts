// DOOM's monsters (p_enemy) on maps the tests build, in exact numbers worked out by DOOM's rules and
// its random table: a zombieman waking by sight (with vanilla's one-call stop when lastlook is 1) and
// its first chase step; waking by sound, flooded through one sound-blocking line but not two, an
// ambusher that hears but cannot see; the zombieman's hitscan, the demon's bite and the imp's
// fireball with their damage draws; the pain chance; a monster hit by another turning on it, holding
// that target for its threshold, and letting go when it dies; P_Move opening a door and a
// cacodemon rising over a step; and the fast-monster tables (skill 5).
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { describe, expect, it } from 'vitest';
import { SimMap, Driver, simWorld, TWO_SIDED } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';
import { MF, STATE_TICS, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { ANG180, ANG45, FINECOSINE, FINESINE, FRACUNIT, fixedMul } from '../../src/sim/base/fixed.js';
import { ONFLOORZ, setMobjState, spawnMobj } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { liveMobjs } from '../../src/sim/trace.js';
import {
  DI_EAST, DI_NODIR, aChase, checkMeleeRange, infoSpeedFor, move, stateTicsFor,
} from '../../src/sim/rules/enemy.js';

const T = (i: number): number => RANDOM_TABLE[i & 255];
const ML_SOUNDBLOCK = 64;

/** A 1024 × 256 room, the player at (64, 128) facing east, then `things` (x, y, type, angle, flags). */
function room(things: [number, number, number, number, number?][] = [], skill = 3, fast = false): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  for (const [x, y, type, angle, flags] of things) m.things.push({ x, y, type, angle, flags: flags ?? 7 });
  return new Playsim(simWorld(m.build()), { skill, fast });
}

/** The map things after the player, in spawn order. */
function monsters(ps: Playsim): Mobj[] {
  return liveMobjs(ps).filter((mo) => mo.player === null);
}

function spawn(ps: Playsim, name: string, x: number, y: number, angle = 0): Mobj {
  const mo = spawnMobj(ps, x * FRACUNIT, y * FRACUNIT, ONFLOORZ, mobjIndex(name));
  mo.angle = angle;
  return mo;
}

describe('A_Look and A_Chase: waking by sight', () => {
  it('a zombieman facing the player wakes on its second look (lastlook 1 stops the first), then steps away as DOOM\'s direction rules say', () => {
    const ps = room([[512, 128, 3004, 180]]);
    const d = new Driver(ps);
    const [z] = monsters(ps);
    // Spawning drew three numbers: the player's lastlook (8 % 4), the zombieman's (109 % 4 = 1) and
    // its first state's tics (1 + 220 % 10 = 1).
    expect(ps.rng.pIndex).toBe(3);
    expect([z.lastlook, z.tics]).toEqual([1, 1]);
    // Tic 1: S_POSS_STND2's A_Look. With only player 0 in the game, DOOM's loop starting at lastlook
    // 1 reaches slot 0 as its stop slot and gives up without looking, leaving lastlook 0.
    d.wait(1);
    expect([z.state, z.lastlook, z.tics, z.target]).toEqual([stateIndex('S_POSS_STND2'), 0, 10, null]);
    d.wait(9);
    expect(z.state).toBe(stateIndex('S_POSS_STND2'));
    expect(ps.rng.pIndex).toBe(3);
    // Tic 11: S_POSS_STND's A_Look sees the player in front: the see sound (posit1 + 222 % 3), then
    // S_POSS_RUN1's A_Chase at once: reactiontime 8 → 7; facing ANG180 toward movedir EAST (0) the
    // difference is negative, so +45°; no missile yet (reactiontime); movecount 0 → -1, so a new
    // direction: WEST toward the player, swapped out by the draw 241 > 200, and WEST is the way back
    // from EAST, so the old direction EAST is tried and taken (x + 8), movecount 149 & 15 = 5; the
    // active-sound draw 107 is not under 3.
    d.wait(1);
    expect(z.state).toBe(stateIndex('S_POSS_RUN1'));
    expect(z.target).toBe(ps.player.mo);
    expect(z.x).toBe(520 * FRACUNIT);
    expect([z.movedir, z.movecount, z.reactiontime, z.angle]).toEqual([DI_EAST, 5, 7, (ANG180 + ANG45) >>> 0]);
    expect(ps.rng.pIndex).toBe(7);
  });

  it('a zombieman with its back to the player does not see it', () => {
    const ps = room([[512, 128, 3004, 0]]);
    new Driver(ps).wait(100);
    expect(monsters(ps)[0].target).toBeNull();
  });
});

describe('P_NoiseAlert: waking by sound', () => {
  /**
   * West to east: the player's room; a sound-blocking line; a room with a zombieman facing away; a
   * slot 8 high (sound passes, sight does not); a room with a zombieman facing away and an ambusher
   * facing the player; a second sound-blocking line; a room with a zombieman.
   */
  function soundMap(): Playsim {
    const m = new SimMap();
    m.row([
      { w: 512, floor: 0, ceil: 128 },
      { w: 256, floor: 0, ceil: 128 },
      { w: 16, floor: 0, ceil: 8 },
      { w: 256, floor: 0, ceil: 128 },
      { w: 256, floor: 0, ceil: 128 },
    ], [{}, { flags: TWO_SIDED | ML_SOUNDBLOCK }, {}, {}, { flags: TWO_SIDED | ML_SOUNDBLOCK }]);
    m.thing(64, 128, 1, 0);
    m.things.push({ x: 640, y: 40, type: 3004, angle: 0, flags: 7 }); // behind one sound-blocking line
    m.things.push({ x: 912, y: 40, type: 3004, angle: 0, flags: 7 }); // beyond the slot
    m.things.push({ x: 912, y: 216, type: 3004, angle: 180, flags: 7 | 8 }); // an ambusher beyond the slot
    m.things.push({ x: 1168, y: 40, type: 3004, angle: 0, flags: 7 }); // behind two sound-blocking lines
    return new Playsim(simWorld(m.build()), { skill: 3 });
  }

  it('a shot floods through one sound-blocking line and not a second; those who hear wake, an ambusher only if it sees', () => {
    const ps = soundMap();
    const d = new Driver(ps);
    const [near, slot, ambusher, far] = monsters(ps);
    d.wait(40);
    for (const z of [near, slot, ambusher, far]) expect(z.target).toBeNull();
    d.fire();
    const secs = ps.level.sectors;
    expect(secs.map((s) => s.soundtarget === ps.player.mo)).toEqual([true, true, true, true, false]);
    // The flood's depth: sound-blocking lines crossed + 1.
    expect(secs.slice(0, 4).map((s) => s.soundtraversed)).toEqual([1, 2, 2, 2]);
    d.wait(40);
    const see = stateIndex('S_POSS_STND');
    const awake = (z: Mobj) => z.state !== see && z.state !== see + 1;
    expect([awake(near), awake(slot), awake(ambusher), awake(far)]).toEqual([true, true, false, false]);
    // The ambusher heard (its target is set) but waits for sight; the far one heard nothing.
    expect(ambusher.target).toBe(ps.player.mo);
    expect(far.target).toBeNull();
  });
});

describe('attacks, with DOOM\'s draws', () => {
  it('the zombieman\'s shot (A_PosAttack): spread from two draws, damage (r % 5 + 1) × 3, blood, the player\'s pain draw', () => {
    const ps = room([[192, 128, 3004, 180]]);
    const z = monsters(ps)[0];
    z.target = ps.player.mo;
    const i = ps.rng.pIndex;
    setMobjState(ps, z, stateIndex('S_POSS_ATK2'));
    // A_FaceTarget: toward (-128, 0), DOOM's angle ANG180 - 1.
    expect(z.angle).toBe(0x7fffffff);
    const damage = ((T(i + 3) % 5) + 1) * 3;
    expect(damage).toBe(15);
    expect(ps.player.health).toBe(100 - damage);
    expect(ps.player.mo!.health).toBe(100 - damage);
    // Spread (2), damage (1), the blood (P_SpawnMobj's lastlook, its height and tics: 4), the
    // player's pain chance (1).
    expect(ps.rng.pIndex).toBe(i + 8);
  });

  it('the demon\'s bite (A_SargAttack): within 64 - 20 + the target\'s radius, damage (r % 10 + 1) × 4', () => {
    const ps = room([[120, 128, 3002, 180], [600, 128, 3002, 180]]);
    const [near, far] = monsters(ps);
    near.target = ps.player.mo;
    far.target = ps.player.mo;
    expect(checkMeleeRange(ps, near)).toBe(true); // 56 < 60
    near.x = 124 * FRACUNIT;
    expect(checkMeleeRange(ps, near)).toBe(false); // 60: not under
    near.x = 120 * FRACUNIT;
    const i = ps.rng.pIndex;
    setMobjState(ps, near, stateIndex('S_SARG_ATK3'));
    expect(ps.player.health).toBe(100 - ((T(i + 1) % 10) + 1) * 4);
    const h = ps.player.health, j = ps.rng.pIndex;
    setMobjState(ps, far, stateIndex('S_SARG_ATK3')); // out of reach: no draw, no damage
    expect([ps.player.health, ps.rng.pIndex]).toEqual([h, j]);
  });

  it('the imp\'s fireball (A_TroopAttack → P_SpawnMissile): its angle, momentum and half step; on the player, (r % 8 + 1) × 3', () => {
    const ps = room([[512, 128, 3001, 180]]);
    const d = new Driver(ps);
    const imp = monsters(ps)[0];
    imp.target = ps.player.mo;
    const i = ps.rng.pIndex;
    setMobjState(ps, imp, stateIndex('S_TROO_ATK3'));
    // The imp stands again facing away, so nothing draws until the ball hits.
    imp.angle = 0;
    setMobjState(ps, imp, stateIndex('S_TROO_STND'));
    const ball = liveMobjs(ps).find((mo) => mo.type === mobjIndex('MT_TROOPSHOT'))!;
    const fa = 0x7fffffff >>> 19;
    const momx = fixedMul(10 * FRACUNIT, FINECOSINE[fa]), momy = fixedMul(10 * FRACUNIT, FINESINE[fa]);
    expect([ball.angle, ball.momx, ball.momy, ball.momz]).toEqual([0x7fffffff, momx, momy, 0]);
    expect([ball.x, ball.y, ball.z]).toEqual([(512 * FRACUNIT + (momx >> 1)) | 0, (128 * FRACUNIT + (momy >> 1)) | 0, 32 * FRACUNIT]);
    expect(ball.target).toBe(imp);
    // Spawning drew the ball's lastlook and its tics (P_CheckMissileSpawn).
    expect(ps.rng.pIndex).toBe(i + 2);
    let tics = 0;
    while (ps.player.health === 100 && tics < 100) { d.wait(1); tics++; }
    expect(ps.player.health).toBe(100 - ((T(i + 3) % 8) + 1) * 3);
    expect(tics).toBeGreaterThan(40); // ~448 units at 10 a tic
  });
});

describe('pain and retaliation', () => {
  it('pain chance: the draw under the imp\'s 200 of 256 sends it into pain (fight back); 241 does not', () => {
    for (const [index, pain] of [[0, true], [4, false]] as const) {
      const ps = room([[512, 128, 3001, 180]]);
      const imp = monsters(ps)[0];
      ps.rng.pIndex = index; // the next draw is T[index + 1]: 8, or 241
      damageMobj(ps, imp, ps.player.mo, ps.player.mo, 1);
      expect((imp.flags & MF.JUSTHIT) !== 0).toBe(pain);
      // In pain, or woken from its spawn state into its see state; either way it now hunts the player.
      expect(imp.state).toBe(stateIndex(pain ? 'S_TROO_PAIN' : 'S_TROO_RUN1'));
      expect(imp.target).toBe(ps.player.mo);
    }
  });

  it('a zombieman\'s shot hits the imp in its way: the imp turns on it, holds it for the threshold, and lets go when it dies', () => {
    const ps = room([[352, 128, 3001, 0], [400, 128, 3004, 180]]);
    const [imp, z] = monsters(ps);
    z.target = ps.player.mo;
    const i = ps.rng.pIndex;
    expect(i).toBe(5); // the player's lastlook; each monster's lastlook and tics
    setMobjState(ps, z, stateIndex('S_POSS_ATK2'));
    // Spread (149 - 107) << 20, 3.7°: the imp 48 units ahead is hit for (75 % 5 + 1) × 3.
    expect(imp.health).toBe(60 - ((T(i + 3) % 5) + 1) * 3);
    expect(imp.health).toBe(57);
    expect(ps.player.health).toBe(100);
    // After the blood's four draws, the pain draw 66 < 200: in pain (fight back), hunting the
    // zombieman for BASETHRESHOLD tics.
    expect(T(i + 8)).toBe(66);
    expect(imp.state).toBe(stateIndex('S_TROO_PAIN'));
    expect(imp.flags & MF.JUSTHIT).toBeTruthy();
    expect(imp.target).toBe(z);
    expect(imp.threshold).toBe(100);
    aChase(ps, imp); // each chase counts one off
    expect(imp.threshold).toBe(99);
    // The player's hit does not turn it while the threshold holds.
    damageMobj(ps, imp, ps.player.mo, ps.player.mo, 1);
    expect(imp.target).toBe(z);
    // The zombieman dies: the imp's next chase drops the threshold and looks again, all around; its
    // lastlook is 1 (109 % 4), so DOOM's loop stops before looking, and the imp goes back to its
    // spawn state (whose A_Look, facing east away from the player, sees nothing).
    damageMobj(ps, z, null, null, 1000);
    aChase(ps, imp);
    expect(imp.threshold).toBe(0);
    expect(imp.lastlook).toBe(0);
    expect(imp.state).toBe(stateIndex('S_TROO_STND'));
    expect(imp.target).toBe(z);
    // Free of its threshold, the player's next hit turns it.
    damageMobj(ps, imp, ps.player.mo, ps.player.mo, 1);
    expect(imp.target).toBe(ps.player.mo);
    expect(imp.threshold).toBeGreaterThanOrEqual(99);
  });
});

describe('P_Move', () => {
  it('a monster blocked by a closed door (DR) opens it and stops to wait (DI_NODIR)', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 0 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special: 1 }, {}]);
    m.thing(64, 128, 1, 0);
    const ps = new Playsim(simWorld(m.build()), { skill: 3 });
    const demon = spawn(ps, 'MT_SERGEANT', 220, 128);
    demon.movedir = DI_EAST;
    expect(ps.level.sectors[1].specialdata).toBeNull();
    expect(move(ps, demon)).toBe(true);
    expect(demon.movedir).toBe(DI_NODIR);
    expect(demon.x).toBe(220 * FRACUNIT);
    expect(ps.level.sectors[1].specialdata).not.toBeNull(); // the door is opening
  });

  it('a cacodemon blocked by a step it would fit over rises 4 units instead (MF_INFLOAT)', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 256 }, { w: 256, floor: 64, ceil: 256 }]);
    m.thing(64, 128, 1, 0);
    const ps = new Playsim(simWorld(m.build()), { skill: 3 });
    const caco = spawn(ps, 'MT_HEAD', 220, 128);
    caco.movedir = DI_EAST;
    expect(move(ps, caco)).toBe(true);
    expect([caco.x, caco.z]).toEqual([220 * FRACUNIT, 4 * FRACUNIT]);
    expect(caco.flags & MF.INFLOAT).toBeTruthy();
  });
});

describe('fast monsters (G_InitNew on skill 5 or -fast)', () => {
  it('halve the demon\'s walk, attack and pain tics and speed up the imp, cacodemon and baron balls to 20, without touching DOOM\'s tables', () => {
    const a = stateIndex('S_SARG_RUN1'), b = stateIndex('S_SARG_PAIN2');
    const fast = stateTicsFor(true);
    for (let s = a; s <= b; s++) expect(fast[s]).toBe(STATE_TICS[s] >> 1);
    expect(fast[a - 1]).toBe(STATE_TICS[a - 1]);
    expect(fast[b + 1]).toBe(STATE_TICS[b + 1]);
    expect(STATE_TICS[a]).toBe(2);
    for (const n of ['MT_TROOPSHOT', 'MT_HEADSHOT', 'MT_BRUISERSHOT']) expect(infoSpeedFor(true)[mobjIndex(n)]).toBe(20 * FRACUNIT);
    expect(infoSpeedFor(false)[mobjIndex('MT_TROOPSHOT')]).toBe(10 * FRACUNIT);
    expect(room([], 5).stateTics).toBe(fast);
    // Not fast: the game's own definitions' tics (DOOM's, as DOOM_DEFS holds them).
    expect(room([], 4).stateTics).toBe(DOOM_DEFS.stateTics);
    expect(DOOM_DEFS.stateTics).toEqual(Int32Array.from(STATE_TICS));
    const ps = room([], 3, true);
    expect(ps.infoSpeed[mobjIndex('MT_HEADSHOT')]).toBe(20 * FRACUNIT);
  });
});
