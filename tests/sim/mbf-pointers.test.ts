// MBF's code pointers and thing flags in the game: a DEHACKED/BEX patch built here gives the
// zombieman's (or a barrel's, a rocket's) frames MBF's pointers with their "Unknown 1/2" numbers, on
// a small map built here, played at MBF's complevel (11); the outcomes are DOOM's arithmetic worked
// by hand: the spawned type and height, the random jump's draws, the radius damage, the fireball
// count, a door opened by a line special, a bounce, a touchy barrel set off by the player.
import { describe, expect, it } from 'vitest';
import { SimMap } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { Compat, COMPLEVEL_MBF, VANILLA } from '../../src/sim/base/compat.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MIF_LINEDONE, spawnMobj } from '../../src/sim/rules/mobj.js';
import { type Mobj } from '../../src/sim/base/thing.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';
import { mbfDegreesToAngle, mbfRandom } from '../../src/sim/rules/mbf-actions.js';
import { PR_BFG, PR_RANDOMJUMP, PR_SKULLFLY } from '../../src/defs/doom/random.js';
import { AM_CELL, PS_WEAPON, WP_BFG } from '../../src/sim/base/player-state.js';
import { setPsprite } from '../../src/sim/rules/weapons.js';
import { FINECOSINE, FINESINE } from '../../src/defs/doom/tables.js';
import { codePointerIndex } from '../../src/defs/code-pointers.js';
import { pointToAngle } from '../../src/sim/base/fixed.js';
import { defsFromPatch } from '../../src/defs/load-defs.js';
import type { Defs } from '../../src/defs/defs.js';

const S = stateIndex;
const MBF = new Compat(COMPLEVEL_MBF);
const MT_POSSESSED = mobjIndex('MT_POSSESSED');
const MT_BARREL = mobjIndex('MT_BARREL');
const MT_FATSHOT = mobjIndex('MT_FATSHOT');
const MT_TROOP = mobjIndex('MT_TROOP');
const MT_ROCKET = mobjIndex('MT_ROCKET');
const FRAC = 65536;
const STND = S('S_POSS_STND'), STND2 = S('S_POSS_STND2');

const HEADER = 'Patch File for DeHackEd v3.0\nDoom version = 21\nPatch format = 6\n\n';

/** A patch: the zombieman's two standing frames as given (pointer, duration, next, misc1, misc2), plus `extra`. */
function zombiePatch(stnd: [string, number, number, number, number], stnd2: [string, number, number, number, number], extra = ''): Defs {
  const frame = (n: number, [, tics, next, m1, m2]: [string, number, number, number, number]) =>
    `Frame ${n}\nDuration = ${tics}\nNext frame = ${next}\nUnknown 1 = ${m1}\nUnknown 2 = ${m2}\n\n`;
  const text = `${HEADER}${frame(STND, stnd)}${frame(STND2, stnd2)}${extra}[CODEPTR]\nFRAME ${STND} = ${stnd[0]}\nFRAME ${STND2} = ${stnd2[0]}\n`;
  const { defs, warnings } = defsFromPatch(text, 'mbf.deh');
  expect(warnings).toEqual([]);
  return defs;
}

/** A 1024 × 256 room, the player at (64, 128) facing east, a zombieman at (zx, 128); more things by editor number. */
function room(defs: Defs, compat: Compat, zx = 512, more: [number, number, number][] = []): { ps: Playsim; zombie: Mobj } {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  m.thing(zx, 128, 3004, 0);
  for (const [x, y, t] of more) m.thing(x, y, t, 0);
  const ps = m.sim({ defs, compat });
  return { ps, zombie: mobjs(ps, MT_POSSESSED)[0] };
}

function mobjs(ps: Playsim, type: number): Mobj[] {
  const out: Mobj[] = [];
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) if ((t as Mobj).type === type && (t as Mobj).fn >= 0) out.push(t as Mobj);
  return out;
}

/** The number mbfRandom(ps, cls) will give next, read from a copy of the game's generator. */
function nextDraw(ps: Playsim, cls: number): number {
  const copy = structuredClone(ps.rng);
  Object.setPrototypeOf(copy, Object.getPrototypeOf(ps.rng));
  return mbfRandom({ rng: copy } as unknown as Playsim, cls);
}

const idle = new TicCmd();
const run = (ps: Playsim, n: number): void => { for (let i = 0; i < n; i++) ps.tick(idle); };

describe('MBF code pointers (complevel 11)', () => {
  it('A_Spawn spawns thing type misc1 − 1 at the z offset misc2, once per entry; nothing and a warning at complevel 2', () => {
    const defs = zombiePatch(['NULL', 4, STND2, 0, 0], ['Spawn', 4, STND, MT_BARREL + 1, 32]);
    const { ps, zombie } = room(defs, MBF);
    expect(ps.warnings).toEqual([]);
    // Each barrel as it appears (before gravity has moved it: it starts falling the tic after).
    const seen = new Set<Mobj>(), at: number[][] = [];
    for (let i = 0; i < 40; i++) {
      ps.tick(idle);
      for (const b of mobjs(ps, MT_BARREL)) if (!seen.has(b)) { seen.add(b); at.push([b.x - zombie.x, b.y - zombie.y, b.z - zombie.z]); }
    }
    // The zombieman enters STND2 on a tic 1..4 (its random start), then every 8 tics: 5 times in 40.
    expect(at).toEqual(new Array(5).fill([0, 0, 32 * FRAC]));
    const old = room(defs, VANILLA);
    run(old.ps, 40);
    expect(mobjs(old.ps, MT_BARREL).length).toBe(0);
    expect(old.ps.warnings).toEqual([`frame ${STND2}: MBF's code pointer A_Spawn does nothing at complevel 2 (as in dsda-doom; use complevel 11)`]);
  });

  it('A_RandomJump draws one number a tic (its class\'s) and jumps to misc1 when it is below misc2 (64 in 256)', () => {
    const defs = zombiePatch(['RandomJump', 1, STND, STND2, 64], ['NULL', -1, STND2, 0, 0]);
    const { ps, zombie } = room(defs, MBF);
    let jumped = -1;
    for (let tic = 0; tic < 100 && jumped < 0; tic++) {
      const value = nextDraw(ps, PR_RANDOMJUMP); // nothing else in the room draws before the zombieman
      ps.tick(idle);
      expect(zombie.state).toBe(value < 64 ? STND2 : STND);
      if (value < 64) jumped = tic;
    }
    expect(jumped).toBeGreaterThanOrEqual(0);
    // With DOOM's one table cursor (what mbfRandom reads today) the jump comes at the first table value
    // below 64 after the start's cursor, one draw a tic.
    if (ps.rng.pIndex !== undefined && nextDraw(ps, PR_RANDOMJUMP) === RANDOM_TABLE[(ps.rng.pIndex + 1) & 255]) {
      let cursor = (ps.rng.pIndex - (jumped + 1)) & 255, expected = 0;
      for (;;) { cursor = (cursor + 1) & 255; expected++; if (RANDOM_TABLE[cursor] < 64) break; }
      expect(jumped + 1).toBe(expected);
    }
    // Chance 0 never jumps; chance 256 always does.
    const never = room(zombiePatch(['RandomJump', 1, STND, STND2, 0], ['NULL', -1, STND2, 0, 0]), MBF);
    run(never.ps, 300);
    expect(never.zombie.state).toBe(STND);
    const always = room(zombiePatch(['RandomJump', 1, STND, STND2, 256], ['NULL', -1, STND2, 0, 0]), MBF);
    run(always.ps, 1);
    expect(always.zombie.state).toBe(STND2);
  });

  it('A_Detonate hurts every shootable thing in sight by damage − (distance − radius), the thing\'s own damage as reach', () => {
    const defs = zombiePatch(['NULL', 3, STND2, 0, 0], ['Detonate', -1, STND2, 0, 0], 'Thing 2 (Zombieman)\nMissile damage = 100\n\n');
    // The player 64 units west of the blast (radius 16: 48 → 52 damage), an imp 80 east (radius 20: 60 → 40),
    // another imp 130 east (110 ≥ 100: untouched).
    const { ps, zombie } = room(defs, MBF, 128, [[208, 128, 3001], [258, 128, 3001]]);
    const imps = mobjs(ps, MT_TROOP);
    run(ps, 4);
    expect(zombie.health).toBeLessThanOrEqual(0); // the blast's own centre: 100 damage
    expect([ps.player.health, imps[0].health, imps[1].health]).toEqual([48, 20, 60]);
  });

  it('A_Scratch faces the target and, in melee range, plays sound misc2 and hurts it by misc1', () => {
    const defs = zombiePatch(['NULL', 2, STND2, 0, 0], ['Scratch', -1, STND2, 7, 35], '');
    const near = room(defs, MBF, 104); // 40 units from the player: in range (< 64 − 20 + 16)
    near.zombie.target = near.ps.player.mo;
    const head = near.ps.soundHead;
    run(near.ps, 3);
    expect(near.ps.player.health).toBe(93);
    const pm = near.ps.player.mo!;
    expect(near.zombie.angle).toBe(pointToAngle(near.zombie.x, near.zombie.y, pm.x, pm.y)); // facing the player
    const sounds: number[] = [];
    for (let i = head; i < near.ps.soundHead; i++) sounds.push(near.ps.soundRing[(i % (near.ps.soundRing.length / 4)) * 4]);
    expect(sounds).toContain(35);
    const far = room(defs, MBF, 200); // 136 units: out of reach
    far.zombie.target = far.ps.player.mo;
    run(far.ps, 3);
    expect(far.ps.player.health).toBe(100);
    // A friend (BEX FRIEND) never hits a friend, and every player is one in an MBF game.
    const friendDefs = zombiePatch(['NULL', 2, STND2, 0, 0], ['Scratch', -1, STND2, 7, 35],
      'Thing 2 (Zombieman)\nBits = SOLID+SHOOTABLE+COUNTKILL+FRIEND\n\n');
    const friend = room(friendDefs, MBF, 104);
    friend.zombie.target = friend.ps.player.mo;
    run(friend.ps, 3);
    expect([friend.ps.player.mo!.flags & MF.FRIEND, friend.ps.player.health]).toEqual([MF.FRIEND, 100]);
  });

  it('A_Mushroom explodes and launches a fireball at every 8 units of a grid out to its damage ((⌊damage/4⌋ + 1)²), falling under gravity', () => {
    const defs = zombiePatch(['NULL', 2, STND2, 0, 0], ['Mushroom', -1, STND2, 0, 0], 'Thing 2 (Zombieman)\nMissile damage = 16\n\n');
    const { ps } = room(defs, MBF, 600);
    run(ps, 3);
    const balls = mobjs(ps, MT_FATSHOT);
    expect(balls.length).toBe(25); // i, j ∈ {−16, −8, 0, 8, 16}
    for (const b of balls) expect(b.flags & MF.NOGRAVITY).toBe(0);
    // misc2 scales the speed: 1.0 gives twice the default 0.5's horizontal momentum.
    const fast = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Mushroom', -1, STND2, 0, FRAC], 'Thing 2 (Zombieman)\nMissile damage = 8\n\n'), MBF, 600);
    const slow = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Mushroom', -1, STND2, 0, 0], 'Thing 2 (Zombieman)\nMissile damage = 8\n\n'), MBF, 600);
    fast.ps.tick(idle); slow.ps.tick(idle);
    fast.ps.tick(idle); slow.ps.tick(idle);
    const f = mobjs(fast.ps, MT_FATSHOT), s = mobjs(slow.ps, MT_FATSHOT);
    expect([f.length, s.length]).toEqual([9, 9]);
    const maxMom = (l: Mobj[]) => Math.max(...l.map((b) => Math.abs(b.momx)));
    expect(Math.abs(maxMom(f) - 2 * maxMom(s))).toBeLessThanOrEqual(1);
  });

  it('A_LineEffect runs line special misc1 on tag misc2 as a player using a copy of line 0: S1 door open (103) opens the tagged door, once', () => {
    const defs = zombiePatch(['NULL', 2, STND2, 0, 0], ['LineEffect', 8, STND, 103, 5]);
    const m = new SimMap();
    const r = m.row([{ w: 512, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 0, tag: 5 }, { w: 128, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    m.thing(256, 128, 3004, 0);
    const ps = m.sim({ defs, compat: MBF });
    const zombie = mobjs(ps, MT_POSSESSED)[0];
    const door = ps.level.sectors[r.sec[1]];
    run(ps, 60);
    expect(door.ceilingheight).toBeGreaterThan(64 * FRAC); // opening to 4 below the lowest neighbour ceiling
    expect(zombie.intflags & MIF_LINEDONE).toBe(MIF_LINEDONE); // a W1 special clears itself: not run again
    expect(zombie.player).toBeNull();
    expect(ps.level.lines[0].special).toBe(0);
    const old = m.sim({ defs, compat: VANILLA });
    run(old, 60);
    expect(old.level.sectors[r.sec[1]].ceilingheight).toBe(0);
    // A walk-over special (W1 door open, 2): MBF's P_UseSpecialLine claims every numbered special it has
    // no case for, so the crossing is never tried and nothing happens (as in MBF and dsda-doom).
    const walk = m.sim({ defs: zombiePatch(['NULL', 2, STND2, 0, 0], ['LineEffect', 8, STND, 2, 5]), compat: MBF });
    run(walk, 60);
    expect(walk.level.sectors[r.sec[1]].ceilingheight).toBe(0);
    expect(mobjs(walk, MT_POSSESSED)[0].intflags & MIF_LINEDONE).toBe(0);
  });

  it('A_Turn, A_Face (degrees as MBF turns them), A_PlaySound, A_Stop and A_Die', () => {
    expect([90, 45, 1, -90, 400].map(mbfDegreesToAngle)).toEqual([0x40000000, 0x20000000, 11930464, 1980457142, 477218588]);
    const turn = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Turn', -1, STND2, 90, 0]), MBF);
    const a0 = turn.zombie.angle;
    run(turn.ps, 3);
    expect(turn.zombie.angle).toBe((a0 + 0x40000000) >>> 0);
    const face = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Face', -1, STND2, 270, 0]), MBF);
    run(face.ps, 3);
    expect(face.zombie.angle).toBe(0xc0000000);
    const snd = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['PlaySound', -1, STND2, 35, 1]), MBF);
    const head = snd.ps.soundHead;
    run(snd.ps, 3);
    const ring = snd.ps.soundRing, slots = ring.length / 4;
    const played: [number, number][] = [];
    for (let i = head; i < snd.ps.soundHead; i++) played.push([ring[(i % slots) * 4], ring[(i % slots) * 4 + 3]]);
    expect(played).toContainEqual([35, -1]); // misc2 ≠ 0: no origin, full volume
    const stop = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Stop', -1, STND2, 0, 0]), MBF);
    stop.zombie.momx = 5 * FRAC; stop.zombie.momz = FRAC;
    // Its first frame's length was drawn at spawn (the random class of MBF's rules): made 1 here, so
    // A_Stop runs on the first tic, after that tic's move (the thing is then in the air).
    stop.zombie.tics = 1;
    run(stop.ps, 1);
    expect(stop.zombie.state).toBe(STND2);
    expect([stop.zombie.momx, stop.zombie.momy, stop.zombie.momz]).toEqual([0, 0, 0]);
    const die = room(zombiePatch(['NULL', 2, STND2, 0, 0], ['Die', -1, STND2, 0, 0]), MBF);
    run(die.ps, 3);
    expect(die.zombie.health).toBe(0);
    expect(die.ps.player.killcount).toBe(1);
  });

  it('A_BetaSkullAttack bites the target for 1..8 × damage (one draw), never another lost soul', () => {
    const defs = zombiePatch(['NULL', 2, STND2, 0, 0], ['BetaSkullAttack', -1, STND2, 0, 0], 'Thing 2 (Zombieman)\nMissile damage = 3\n\n');
    const { ps, zombie } = room(defs, MBF, 700);
    zombie.target = ps.player.mo;
    let value = -1;
    for (let i = 0; i < 3; i++) {
      const next = nextDraw(ps, PR_SKULLFLY);
      ps.tick(idle);
      if (ps.player.health < 100) { value = next; break; }
    }
    expect(value).toBeGreaterThanOrEqual(0);
    expect(ps.player.health).toBe(100 - ((value % 8) + 1) * 3);
    // Never another lost soul.
    const soul = room(defs, MBF, 700, [[800, 128, 3006]]);
    soul.zombie.target = mobjs(soul.ps, mobjIndex('MT_SKULL'))[0];
    const health = soul.zombie.target.health;
    run(soul.ps, 3);
    expect(soul.zombie.target.health).toBe(health);
  });
});

describe('MBF thing flags (complevel 11)', () => {
  const bouncePatch = (bits: string): Defs => defsFromPatch(`${HEADER}Thing 34 (Rocket)\nBits = ${bits}\n\n`, 'b.deh').defs;

  it('a bouncing missile reverses off the floor (no decay without gravity) and flies on; at complevel 2 it explodes', () => {
    const defs = bouncePatch('NOBLOCKMAP+NOGRAVITY+DROPOFF+MISSILE+BOUNCES');
    for (const [compat, bounces] of [[MBF, true], [VANILLA, false]] as const) {
      const { ps } = room(defs, compat);
      const r = spawnMobj(ps, 512 * FRAC, 64 * FRAC, 24 * FRAC, MT_ROCKET);
      r.momz = -8 * FRAC;
      run(ps, 4);
      if (bounces) {
        expect([r.fn >= 0, r.momz, r.flags & MF.MISSILE]).toEqual([true, 8 * FRAC, MF.MISSILE]);
        expect(r.state).toBe(S('S_ROCKET'));
      } else {
        expect(r.state === S('S_ROCKET')).toBe(false); // exploded on the floor
      }
    }
  });

  it('a bouncing thing (not a missile) reflects off a wall; under gravity the reflected speed is halved', () => {
    // In the air (no friction): 20 units a tic east from x = 1000 (radius 11), split in two 10-unit
    // steps; the second meets the east wall at 1024 and the momentum turns to −20 (−10 under gravity).
    for (const [bits, expected] of [['SOLID+NOGRAVITY+BOUNCES', -20], ['SOLID+BOUNCES', -10]] as const) {
      const { ps } = room(bouncePatch(bits), MBF);
      const r = spawnMobj(ps, 1000 * FRAC, 64 * FRAC, 64 * FRAC, MT_ROCKET);
      r.momx = 20 * FRAC;
      run(ps, 1);
      expect([r.x, r.momx, r.momy]).toEqual([1010 * FRAC, expected * FRAC, 0]);
    }
  });

  it('a touchy barrel, armed at rest, dies when the player walks into it; at complevel 2 it just blocks', () => {
    const { defs, warnings } = defsFromPatch(`${HEADER}Thing 31 (Barrel)\nBits = SOLID+SHOOTABLE+NOBLOOD+TOUCHY\n\n`, 't.deh');
    expect(warnings).toEqual([]);
    const walk = new TicCmd();
    walk.forwardMove = 50;
    for (const [compat, dies] of [[MBF, true], [VANILLA, false]] as const) {
      const m = new SimMap();
      m.row([{ w: 1024, floor: 0, ceil: 128 }]);
      m.thing(64, 128, 1, 0);
      m.thing(200, 128, 2035, 0);
      const ps = m.sim({ defs, compat });
      const barrel = mobjs(ps, MT_BARREL)[0];
      for (let i = 0; i < 40; i++) ps.tick(walk);
      if (dies) {
        expect(barrel.health).toBeLessThanOrEqual(0);
        expect(barrel.state === S('S_BAR1') || barrel.state === S('S_BAR2')).toBe(false); // exploding or gone
      } else {
        expect(barrel.health).toBe(20);
        expect(ps.player.mo!.x).toBeLessThanOrEqual((200 - 10 - 16) * FRAC); // stopped against it
      }
    }
  });
});

describe('MBF\'s own frames (968 on) reached by a plain DEHACKED patch', () => {
  // A grenade in the manner of MBF's examples: the rocket loses MISSILE and gains BOUNCES, starts in
  // MBF's frame 968 (A_Die after its duration, 135 here) and dies into 969..971 (A_Scream, then
  // A_Detonate with the rocket's damage, 128).
  const grenade = `${HEADER}Thing 34 (Rocket)\nBits = BOUNCES | DROPOFF\nHit points = 10\nInitial frame = 968\nDeath frame = 969\n`
    + 'Missile damage = 128\nMass = 200\n\nFrame 968\nDuration = 135\n';

  it('a grenade bounces on the floor, dies after 135 tics and detonates: a zombieman 100 units away takes 128 − 80', () => {
    const { defs, warnings } = defsFromPatch(grenade, 'grenade.deh');
    expect(warnings).toEqual([]);
    for (const [compat, detonates] of [[MBF, true], [VANILLA, false]] as const) {
      const m = new SimMap();
      m.row([{ w: 1024, floor: 0, ceil: 256 }]);
      m.thing(64, 128, 1, 0);
      m.thing(612, 128, 3004, 0);
      const ps = m.sim({ defs, compat });
      const zombie = mobjs(ps, MT_POSSESSED)[0];
      zombie.health = 1000; // to read the damage
      const g = spawnMobj(ps, 512 * FRAC, 128 * FRAC, 64 * FRAC, MT_ROCKET);
      expect(g.state).toBe(968);
      let bounced = false;
      for (let t = 1; t <= 136; t++) {
        const before = g.momz;
        ps.tick(idle);
        if (before < 0 && g.momz > 0) bounced = true;
        if (t === 134) expect(g.state).toBe(968);
      }
      expect(bounced).toBe(detonates);
      if (detonates) {
        expect(g.health).toBeLessThanOrEqual(0);
        // A_Detonate at 969 + 4 tics (S_DETONATE2): run them and read the damage.
        run(ps, 6);
        expect(1000 - zombie.health).toBe(128 - (100 - 20));
      } else {
        expect(g.state).toBe(968); // A_Die does nothing below complevel 10: the grenade waits again
        run(ps, 6);
        expect(zombie.health).toBe(1000);
      }
    }
  });

  it('"Codep Frame = 1075" gives a frame MBF\'s A_Mushroom, as MBF\'s mushroom example does', () => {
    const { defs, warnings } = defsFromPatch(`${HEADER}Pointer 0 (Frame 969)\nCodep Frame = 1075\n`, 'mushroom.deh');
    expect(warnings).toEqual([]);
    expect(defs.stateAction[969]).toBe(codePointerIndex('A_Mushroom'));
    expect(defs.stateAction[1075]).toBe(codePointerIndex('A_Mushroom'));
    // MBF's unused frames (the beta BFG's A_FireOldBFG) are not warned about in a game that never reaches them.
    expect(room(defs, MBF).ps.warnings).toEqual([]);
  });
});

describe('A_FireOldBFG (MBF\'s beta BFG frames 999..1041)', () => {
  it('fires two bouncing plasma balls a tic for 40 tics, one cell each, spread by its own draws; nothing below complevel 11', () => {
    const { defs, warnings } = defsFromPatch(`${HEADER}Weapon 6 (BFG)\nShooting frame = ${S('S_OLDBFG1')}\n`, 'oldbfg.deh');
    expect(warnings).toEqual([]);
    for (const [compat, fires] of [[MBF, true], [new Compat(9), false]] as const) {
      const { ps } = room(defs, compat, 900);
      expect(ps.warnings).toEqual(compat === MBF ? [] : [
        `frame ${S('S_OLDBFG2')}: MBF's code pointer A_FireOldBFG does nothing at complevel 9 (as in dsda-doom; use complevel 11)`,
      ]);
      run(ps, 15);
      const p = ps.player;
      p.weaponowned[WP_BFG] = 1;
      p.ammo[AM_CELL] = 100;
      p.readyweapon = WP_BFG;
      setPsprite(ps, p, PS_WEAPON, defs.weaponReadyState[WP_BFG]);
      const fire = new TicCmd();
      fire.buttons = 1; // BT_ATTACK
      let first: [number, number, number, number] | null = null;
      for (let t = 0; t < 60; t++) {
        // Predict the first volley's first ball: its two draws come first in the tic that runs S_OLDBFG2.
        const a = nextDraw(ps, PR_BFG);
        ps.tick(fire);
        if (first === null && mobjs(ps, mobjIndex('MT_PLASMA1')).length > 0) {
          const ball = mobjs(ps, mobjIndex('MT_PLASMA1'))[0];
          first = [ball.angle, ball.momx, ball.momy, a];
        }
      }
      const balls = mobjs(ps, mobjIndex('MT_PLASMA1')).length + mobjs(ps, mobjIndex('MT_PLASMA2')).length;
      if (fires) {
        expect(p.ammo[AM_CELL]).toBe(100 - 40);
        expect(balls).toBeGreaterThan(0);
        const [angle, momx, momy, draw] = first!;
        const an1 = (Math.imul((draw & 127) - 64, Math.floor(0x40000000 / 768)) + p.mo!.angle) >>> 0;
        expect([angle, momx, momy]).toEqual([an1, Math.imul(FINECOSINE[an1 >>> 19], 25), Math.imul(FINESINE[an1 >>> 19], 25)]);
      } else {
        expect([p.ammo[AM_CELL], balls]).toEqual([100, 0]);
      }
    }
  });
});

describe('Boom\'s and MBF\'s thing types on a map', () => {
  it('the dog (888) and the beta sceptre (2016) spawn at Boom\'s and MBF\'s complevels, not in vanilla DOOM; the sceptre says so when picked up', () => {
    const m = new SimMap();
    m.row([{ w: 1024, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    m.thing(120, 128, 2016, 0);
    m.thing(900, 400 - 300, 888, 0);
    const vanilla = m.sim({ compat: VANILLA });
    expect([mobjs(vanilla, mobjIndex('MT_SCEPTRE')).length, mobjs(vanilla, mobjIndex('MT_DOGS')).length]).toEqual([0, 0]);
    expect(vanilla.warnings).toEqual(['thing of unknown type 2016 at (120, 128) not spawned', 'thing of unknown type 888 at (900, 100) not spawned']);
    const ps = m.sim({ compat: MBF });
    expect([mobjs(ps, mobjIndex('MT_SCEPTRE')).length, mobjs(ps, mobjIndex('MT_DOGS')).length, ps.totalkills, ps.totalitems]).toEqual([1, 1, 1, 1]);
    const walk = new TicCmd();
    walk.forwardMove = 25;
    for (let i = 0; i < 20; i++) ps.tick(walk);
    expect([mobjs(ps, mobjIndex('MT_SCEPTRE')).length, ps.player.message, ps.player.itemcount]).toEqual([0, 'Picked up an evil sceptre.', 1]);
  });
});
