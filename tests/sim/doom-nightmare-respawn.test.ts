// DOOM's nightmare respawn (p_mobj.c: P_MobjThinker's respawn branch and P_NightmareRespawn) on a
// map the test builds: one zombieman far from the player, both facing away from each other, no
// sector specials, so the only random numbers drawn after the kill are the death's own (A_Scream)
// and the corpse's respawn tries. The tic of the respawn is worked out here apart from the Playsim,
// from RANDOM_TABLE and the random cursor read just after the kill:
//
//   if (mobj->tics != -1) { ...count down the death states... }
//   else {
//     if (!(mobj->flags & MF_COUNTKILL)) return;
//     if (!respawnmonsters) return;
//     mobj->movecount++;
//     if (mobj->movecount < 12*TICRATE) return;
//     if (leveltime&31) return;
//     if (P_Random () > 4) return;
//     P_NightmareRespawn (mobj);
//   }
//
// P_NightmareRespawn gives up (no respawn this try, the number already drawn) when P_CheckPosition
// fails at the spawn point; otherwise a teleport fog at the corpse, one at the spawn point, the new
// monster (P_SpawnMobj: no change to totalkills) with the spawn point's angle ANG45 * (angle / 45),
// MF_AMBUSH from the map thing's flags, reactiontime 18, and the corpse is removed.
import { describe, expect, it } from 'vitest';
import { SimMap, Driver, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { ANG45, FRACUNIT } from '../../src/sim/base/fixed.js';
import { MT_BARREL, MT_TFOG, ONFLOORZ, removeMobj, spawnMobj } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';

const T = (i: number): number => RANDOM_TABLE[i & 255];
const MT_POSSESSED = mobjIndex('MT_POSSESSED');
const MTF_AMBUSH = 8;
/** Where the zombieman stands and faces: 350° is ANG45 * (350 / 45) = ANG45 * 7 (315°), its back to the player. */
const ZX = 896, ZY = 128, ZANGLE = 350;
/** S_POSS_DIE2, S_POSS_DIE3 and S_POSS_DIE4 last 5 tics each (info.c); S_POSS_DIE5 lasts -1. */
const DIE_2_TO_4 = 5 + 5 + 5;
/** Tics to run the level before the kill unless a test picks them (leveltime at the kill). */
const PRE_TICS = 13;

/** A 1024 × 256 room: the player at (64, 128) facing west, the zombieman at (896, 128) facing 350°. */
function level(skill: number, options: { respawn?: boolean; ambush?: boolean; preTics?: number } = {}): { ps: Playsim; d: Driver; z: Mobj } {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 180);
  m.things.push({ x: ZX, y: ZY, type: 3004, angle: ZANGLE, flags: 7 | (options.ambush ? MTF_AMBUSH : 0) });
  const ps = new Playsim(simWorld(m.build()), { skill, respawn: options.respawn });
  // Nothing else may draw random numbers: no sector specials, hence no light (or other) thinkers.
  expect(ps.level.sectors.every((s) => s.special === 0)).toBe(true);
  const d = new Driver(ps);
  const things = liveMobjs(ps).filter((mo) => mo.player === null);
  expect(things.map((mo) => mo.type)).toEqual([MT_POSSESSED]);
  let n = 0;
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) n++;
  expect(n).toBe(2); // the player and the zombieman, nothing else thinks
  const p = ps.rng.pIndex;
  const pre = options.preTics ?? PRE_TICS;
  d.wait(pre);
  expect(ps.rng.pIndex).toBe(p); // A_Look with the player behind draws nothing
  expect(ps.leveltime).toBe(pre);
  return { ps, d, z: things[0] };
}

/**
 * Kills the zombieman with 20 damage (its spawn health: a normal death, not a gib), source null. The
 * player's body is the inflictor, so DOOM's thrust (inflictor set, no source) pushes the corpse east,
 * away from its spawn point: the two fogs then land at different places.
 */
function kill(ps: Playsim, z: Mobj): void {
  damageMobj(ps, z, ps.player.mo, null, 20);
  expect(z.health).toBe(0);
  expect(z.state).toBe(stateIndex('S_POSS_DIE1'));
  expect(z.flags & MF.CORPSE).toBeTruthy();
  expect(z.movecount).toBe(0);
}

interface Prediction {
  /** pIndex after tic n (n = 0: at the kill) as long as no respawn happens. */
  pAfter: number[];
  /** The tics (1-based, counted from the kill) of the respawn tries, with the number each draws. */
  tries: { tic: number; value: number }[];
  /** The tic on which the corpse enters S_POSS_DIE5 (tics -1). */
  final: number;
}

/**
 * DOOM's rule worked out apart from the Playsim. `leveltime0` and `p0` are leveltime and the random
 * cursor right after the kill, `dieTics` the corpse's tics left in S_POSS_DIE1 (already cut by the
 * kill's P_Random()&3). Tic n runs the thinkers with leveltime = leveltime0 + n - 1 (P_Ticker bumps
 * leveltime after them). S_POSS_DIE2 (entered on tic dieTics) runs A_Scream, which draws once
 * (sfx_podth1 + P_Random() % 3); S_POSS_DIE5 is entered on tic dieTics + 15; from the next tic on the
 * corpse counts movecount, and from movecount 420 it tries on tics with leveltime & 31 == 0.
 */
function predict(leveltime0: number, p0: number, dieTics: number, maxTic: number): Prediction {
  const final = dieTics + DIE_2_TO_4;
  const pAfter = [p0];
  const tries: { tic: number; value: number }[] = [];
  let p = p0, movecount = 0;
  for (let n = 1; n <= maxTic; n++) {
    if (n === dieTics) p++; // A_Scream
    if (n > final) {
      movecount++;
      if (movecount >= 12 * 35 && ((leveltime0 + n - 1) & 31) === 0) {
        p++;
        tries.push({ tic: n, value: T(p) });
      }
    }
    pAfter.push(p & 255);
  }
  return { pAfter, tries, final };
}

/**
 * Tics to wait before the kill so that the tic on which the corpse's movecount reaches `movecount`
 * runs with leveltime & 31 == 0 (420: the first try comes on the first tic it may; 419: a tic that
 * may try comes one count too early, and the next comes 32 tics later). Nothing draws before the
 * kill, so the kill's cut of S_POSS_DIE1's tics is the same whatever the wait: a probe reads it.
 */
function preTicsFor(movecount: number): number {
  const { ps, z } = level(5, { preTics: 0 });
  kill(ps, z);
  const final = z.tics + DIE_2_TO_4;
  // Tic n (from the kill at leveltime L0) runs with leveltime L0 + n - 1; movecount k on tic final + k.
  return (32 - ((final + movecount - 1) & 31)) & 31;
}

/** Runs tic by tic up to `until`, checking the random cursor and that no respawn happens before it. */
function runUntil(d: Driver, corpse: Mobj, pred: Prediction, from: number, until: number): void {
  for (let n = from; n < until; n++) {
    d.wait(1);
    expect(d.ps.rng.pIndex, `pIndex after tic ${n}`).toBe(pred.pAfter[n]);
    expect(corpse.fn, `corpse still there after tic ${n}`).not.toBe(TF_REMOVED);
  }
}

/** One more tic, on which the respawn must happen (`pBefore`: the cursor before it); checks it, returns the new monster. */
function expectRespawn(ps: Playsim, d: Driver, corpse: Mobj, pBefore: number, options: { ambush?: boolean } = {}): Mobj {
  const before = new Set(liveMobjs(ps));
  const corpseX = corpse.x, corpseY = corpse.y;
  const totalkills = ps.totalkills, killcount = ps.player.killcount;
  d.wait(1);
  // One try (the number drawn) and three P_SpawnMobj (their lastlook draws): two fogs, the monster.
  expect(ps.rng.pIndex).toBe((pBefore + 1 + 3) & 255);
  expect(corpse.fn).toBe(TF_REMOVED);
  expect(liveMobjs(ps)).not.toContain(corpse);
  const born = liveMobjs(ps).filter((mo) => !before.has(mo));
  expect(born.map((mo) => mo.type)).toEqual([MT_TFOG, MT_TFOG, MT_POSSESSED]);
  const [fogOld, fogNew, z] = born;
  // The first fog at the corpse (z: its sector's floor), the second at the spawn point.
  expect([fogOld.x, fogOld.y, fogOld.z]).toEqual([corpseX, corpseY, 0]);
  expect([fogNew.x, fogNew.y, fogNew.z]).toEqual([ZX * FRACUNIT, ZY * FRACUNIT, 0]);
  expect(z.x).toBe(ZX * FRACUNIT);
  expect(z.y).toBe(ZY * FRACUNIT);
  expect(z.z).toBe(0);
  expect(z.angle >>> 0).toBe(Math.imul(ANG45, 7) >>> 0);
  expect(z.health).toBe(20);
  expect(z.reactiontime).toBe(18);
  expect(z.state).toBe(stateIndex('S_POSS_STND'));
  // Added to the thinker list's tail during P_RunThinkers, the new things think on the same tic.
  expect(z.tics).toBe(9);
  expect(fogOld.tics).toBe(5);
  expect(Boolean(z.flags & MF.AMBUSH)).toBe(options.ambush ?? false);
  expect(z.flags & MF.SOLID).toBeTruthy();
  expect(z.flags & MF.SHOOTABLE).toBeTruthy();
  expect([z.spawnpoint.x, z.spawnpoint.y, z.spawnpoint.angle, z.spawnpoint.type]).toEqual([ZX, ZY, ZANGLE, 3004]);
  expect(ps.totalkills).toBe(totalkills);
  expect(ps.player.killcount).toBe(killcount);
  return z;
}

describe('P_MobjThinker / P_NightmareRespawn', () => {
  it('nightmare: the corpse respawns on the tic worked out from RANDOM_TABLE, at its spawn point, with fogs', () => {
    const { ps, d, z } = level(5, { preTics: preTicsFor(420) });
    const totalkills = ps.totalkills;
    expect(totalkills).toBe(1);
    kill(ps, z);
    expect(ps.player.killcount).toBe(1);
    // A corpse keeps the angle it died with (A_Chase turns a live monster); the new one takes the
    // spawn point's, not the corpse's.
    z.angle = (ANG45 * 2) >>> 0;
    const p0 = ps.rng.pIndex, dieTics = z.tics;
    const pred = predict(ps.leveltime, p0, dieTics, 6000);
    const hit = pred.tries.find((t) => t.value <= 4);
    expect(hit).toBeDefined();
    const tic = hit!.tic;
    // leveltime was picked so that movecount 420 falls on a tic with leveltime & 31 == 0: the first
    // try is on that very tic (a threshold one count late would miss it and draw 32 tics later).
    expect(pred.tries[0].tic).toBe(pred.final + 420);
    expect(pred.tries[1].tic).toBe(pred.final + 420 + 32);

    runUntil(d, z, pred, 1, tic);
    // The corpse was pushed away from its spawn point and has come to rest in S_POSS_DIE5.
    expect(z.state).toBe(stateIndex('S_POSS_DIE5'));
    expect(z.tics).toBe(-1);
    expect(z.x).toBeGreaterThan(ZX * FRACUNIT);
    expect([z.momx, z.momy]).toEqual([0, 0]);
    expect(z.movecount).toBe(tic - 1 - pred.final);
    const fresh = expectRespawn(ps, d, z, pred.pAfter[tic - 1]);
    expect(ps.totalkills).toBe(totalkills);
    // It can be killed again, and counts as a second kill.
    damageMobj(ps, fresh, null, null, 20);
    expect(ps.player.killcount).toBe(2);
    expect(ps.totalkills).toBe(totalkills);
  });

  it('ultra-violence without -respawn: the corpse stays, counts nothing and draws nothing for 3,000 tics', () => {
    const { ps, d, z } = level(4);
    kill(ps, z);
    const p0 = ps.rng.pIndex, dieTics = z.tics;
    d.wait(3000);
    expect(z.fn).not.toBe(TF_REMOVED);
    expect(z.state).toBe(stateIndex('S_POSS_DIE5'));
    expect(z.movecount).toBe(0); // respawnmonsters is checked before movecount++
    expect(ps.rng.pIndex).toBe((p0 + 1) & 255); // A_Scream only
    expect(dieTics).toBeGreaterThan(0);
    expect(liveMobjs(ps).filter((mo) => mo.type === MT_TFOG || (mo.type === MT_POSSESSED && mo !== z))).toEqual([]);
  });

  it('-respawn on skill 3: the same rule, and an ambusher respawns as an ambusher', () => {
    const { ps, d, z } = level(3, { respawn: true, ambush: true, preTics: preTicsFor(419) });
    expect(z.flags & MF.AMBUSH).toBeTruthy();
    kill(ps, z);
    const pred = predict(ps.leveltime, ps.rng.pIndex, z.tics, 6000);
    // leveltime was picked so that movecount 419 falls on a tic with leveltime & 31 == 0: no try
    // there (12*TICRATE is 420), the first one 32 tics later (runUntil checks the cursor every tic).
    expect(pred.tries[0].tic).toBe(pred.final + 419 + 32);
    const tic = pred.tries.find((t) => t.value <= 4)!.tic;
    runUntil(d, z, pred, 1, tic);
    expectRespawn(ps, d, z, pred.pAfter[tic - 1], { ambush: true });
  });

  it('a barrel on the spawn point blocks the try that drew <= 4; the next such try after it is gone respawns', () => {
    const { ps, d, z } = level(5);
    kill(ps, z);
    const barrel = spawnMobj(ps, ZX * FRACUNIT, ZY * FRACUNIT, ONFLOORZ, MT_BARREL); // draws its lastlook
    const pred = predict(ps.leveltime, ps.rng.pIndex, z.tics, 8000);
    const hits = pred.tries.filter((t) => t.value <= 4);
    expect(hits.length).toBeGreaterThanOrEqual(2);
    const [blocked, next] = hits;
    const fogs = () => liveMobjs(ps).filter((mo) => mo.type === MT_TFOG).length;
    runUntil(d, z, pred, 1, blocked.tic);
    // The blocked try: P_CheckPosition fails at the spawn point, so nothing but the draw.
    d.wait(1);
    expect(ps.rng.pIndex).toBe(pred.pAfter[blocked.tic]);
    expect(z.fn).not.toBe(TF_REMOVED);
    expect(fogs()).toBe(0);
    expect(liveMobjs(ps).filter((mo) => mo.type === MT_POSSESSED)).toEqual([z]);
    // Take the barrel away; tries go on every 32 tics, and the next one to draw <= 4 respawns.
    removeMobj(ps, barrel);
    runUntil(d, z, pred, blocked.tic + 1, next.tic);
    expect(pred.tries.filter((t) => t.tic > blocked.tic && t.tic < next.tic).length).toBeGreaterThan(0);
    expectRespawn(ps, d, z, pred.pAfter[next.tic - 1]);
  });
});
