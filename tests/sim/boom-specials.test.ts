// Boom's line and sector specials (src/sim/rules/boom-generalized.ts, boom-specials.ts, scrollers.ts,
// friction.ts, pushers.ts) on small maps built here, played at Boom's rules (complevel 9), with the
// values Boom's rules give (boomref.txt; Boom's p_genlin, p_spec, p_telept): generalized doors at
// their speed and delay, floors to their target with the flat and special change, lifts, stairs,
// crushers, locked doors, silent teleporters, conveyors, ice, point pushers and wind, the sector
// bits, the pass-use line flag — and the same lines at vanilla rules doing nothing.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { Driver, SimMap, TWO_SIDED, flatId, frontTextures, textureId, type CellSpec, type EdgeSpec } from './helpers.js';
import { Compat, COMPLEVEL_BOOM } from '../../src/sim/base/compat.js';
import { Playsim } from '../../src/sim/playsim.js';
import { FINECOSINE, FINESINE, fixedMul } from '../../src/sim/base/fixed.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { Scroller } from '../../src/sim/rules/scrollers.js';
import { Friction } from '../../src/sim/rules/friction.js';
import { Pusher } from '../../src/sim/rules/pushers.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { boomMap2Inputs, boomMap3Inputs, boomMap4Inputs, boomMap5Inputs, boomMapInputs } from './boom-map.js';

const BOOM = { compat: new Compat(COMPLEVEL_BOOM) };
const U = 65536;

// Generalized line specials, assembled from boomref.txt's fields.
const genDoor = (trig: number, speed: number, kind: number, delay: number, monster = 0) =>
  0x3c00 + (delay << 8) + (monster << 7) + (kind << 5) + (speed << 3) + trig;
const genLocked = (trig: number, speed: number, kind: number, key: number, skullIsCard: number) =>
  0x3800 + (skullIsCard << 9) + (key << 6) + (kind << 5) + (speed << 3) + trig;
const genFloor = (trig: number, speed: number, model: number, up: number, target: number, change: number, crush = 0) =>
  0x6000 + (crush << 12) + (change << 10) + (target << 7) + (up << 6) + (model << 5) + (speed << 3) + trig;
const genLift = (trig: number, speed: number, delay: number, target: number, monster = 0) =>
  0x3400 + (target << 8) + (delay << 6) + (monster << 5) + (speed << 3) + trig;
const genStairs = (trig: number, speed: number, step: number, up: number, ignore = 0) =>
  0x3000 + (ignore << 9) + (up << 8) + (step << 6) + (speed << 3) + trig;
const genCrusher = (trig: number, speed: number, silent: number) => 0x2f80 + (silent << 6) + (speed << 3) + trig;
const W1 = 0, WR = 1, S1 = 2, SR = 3, DR = 7;

/**
 * A (0..128, ceiling 128) | D (128..256, tag 7, closed door: ceiling 0) | C (256..384, ceiling 160).
 * `doorLine` on D's west line (front faces A), `switchWall` on A's west wall; the player in A facing
 * the door (east), or facing the switch (west) when there is one.
 */
function doorMap(opts: { doorLine?: number; switchWall?: number; doorCeil?: number; boom?: boolean; passUse?: boolean }) {
  const m = new SimMap();
  const r = m.row(
    [{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: opts.doorCeil ?? 0, tag: 7 }, { w: 128, floor: 0, ceil: 160 }],
    [opts.switchWall !== undefined ? { special: opts.switchWall, tag: 7, middle: 'SW1BRCOM' } : {}, { special: opts.doorLine ?? 0, tag: 7 }],
  );
  if (opts.switchWall !== undefined) m.thing(40, 128, 1, 180);
  else m.thing(80, 128, 1, 0);
  const d = new Driver(m.sim(opts.boom === false ? {} : BOOM));
  d.wait(1);
  return { d, r, ceil: () => d.world.sectorCeilZ[r.sec[1]], sec: () => d.sector(r.sec[1]) };
}

describe('Boom generalized doors (0x3C00..)', () => {
  it('a DR door, normal speed (4 a tic), 1 s delay: up to 124 in 31 tics, waits 35, closes by tic 98', () => {
    const t = doorMap({ doorLine: genDoor(DR, 1, 0, 0) });
    t.d.use();
    const v = [0, t.ceil(), ...t.d.trace(110, t.ceil)];
    expect(v.slice(1, 4)).toEqual([4, 8, 12]);
    expect(v[31]).toBe(124);
    // Tic 32 finds the top (the countdown of 35 starts), tic 67 ends it, tic 68 moves down.
    for (let k = 31; k <= 67; k++) expect(v[k]).toBe(124);
    expect(v[68]).toBe(120);
    expect(v[98]).toBe(0);
    expect(t.sec().ceilingdata).toBeNull();
    expect(t.sec().specialdata).toBeNull();
    // The mover ends on tic 99, the tic that finds the floor.
    const u = doorMap({ doorLine: genDoor(DR, 1, 0, 0) });
    u.d.use();
    const mover = [true, u.sec().ceilingdata !== null, ...u.d.trace(100, () => u.sec().ceilingdata !== null)];
    expect(mover.indexOf(false)).toBe(99);
  });

  it('the delay field: 4, 9 and 30 s (150, 300, 1050 tics) at the top; turbo speed 16 a tic', () => {
    for (const [delay, wait] of [[1, 150], [2, 300], [3, 1050]]) {
      const t = doorMap({ doorLine: genDoor(DR, 3, 0, delay) });
      t.d.use();
      const v = [0, t.ceil(), ...t.d.trace(wait + 20, t.ceil)];
      expect(v.slice(1, 9)).toEqual([16, 32, 48, 64, 80, 96, 112, 124]);
      // Past the top on tic 8 (112 + 16 > 124): waits `wait` tics, moves down on the next.
      expect(v[8 + wait]).toBe(124);
      expect(v[9 + wait]).toBe(108);
    }
  });

  it('the same line at vanilla rules does nothing', () => {
    const t = doorMap({ doorLine: genDoor(DR, 1, 0, 0), boom: false });
    t.d.use();
    t.d.wait(40);
    expect(t.ceil()).toBe(0);
    expect(t.sec().specialdata).toBeNull();
  });

  it('an S1 open-and-stay door by switch: opens, the switch flips and the line is spent', () => {
    const t = doorMap({ switchWall: genDoor(S1, 0, 1, 0) });
    const w = t.d.world, on = textureId(w, 'SW2BRCOM');
    t.d.use();
    expect(t.ceil()).toBe(2);
    expect(frontTextures(w, t.r.edge[0])[1]).toBe(on);
    expect(w.lineSpecial[t.r.edge[0]]).toBe(0);
    t.d.wait(80);
    expect(t.ceil()).toBe(124);
    expect(t.sec().ceilingdata).toBeNull();
  });
});

describe('Boom generalized locked doors (0x3800..)', () => {
  it('a blue-card DR door refuses without the card (and with only the skull), opens with it', () => {
    const t = doorMap({ doorLine: genLocked(DR, 1, 0, 2, 0) });
    const p = t.d.ps.player;
    t.d.use();
    t.d.wait(5);
    expect(t.ceil()).toBe(0);
    expect(p.message).toBe('You need a blue card to open this door');
    p.cards[3] = 1; // the blue skull does not count without the "skull is card" bit
    t.d.use();
    t.d.wait(5);
    expect(t.ceil()).toBe(0);
    p.cards[0] = 1;
    t.d.use();
    expect(t.ceil()).toBe(4);
  });

  it('with the "skull is card" bit the blue skull opens it; "all keys" wants all six', () => {
    const t = doorMap({ doorLine: genLocked(DR, 1, 0, 2, 1) });
    t.d.ps.player.cards[3] = 1;
    t.d.use();
    expect(t.ceil()).toBe(4);
    const all = doorMap({ doorLine: genLocked(DR, 1, 0, 7, 0) });
    const p = all.d.ps.player;
    for (let k = 0; k < 5; k++) p.cards[k] = 1;
    all.d.use();
    all.d.wait(3);
    expect(all.ceil()).toBe(0);
    expect(p.message).toBe('You need all six keys to open this door');
    p.cards[5] = 1;
    all.d.use();
    expect(all.ceil()).toBe(4);
  });
});

/**
 * A (0..128, start) | B (128..256) | C, D, E (tag 7 on C; 64 wide each). The walk line on B's west
 * edge; the player walks east across it.
 */
function walkMap(walk: EdgeSpec, cells: CellSpec[], frontSector: Partial<CellSpec> = {}) {
  const m = new SimMap();
  const all: CellSpec[] = [{ w: 128, floor: 0, ceil: 128, ...frontSector }, { w: 128, floor: 0, ceil: 128 }, ...cells];
  const r = m.row(all, [{}, walk]);
  m.thing(64, 128, 1, 0);
  const d = new Driver(m.sim(BOOM));
  return { d, r };
}

describe('Boom generalized floors (0x6000..)', () => {
  it('W1 up by 24 at 1 a tic, the trigger model copying the front flat and special at the end', () => {
    const special = genFloor(W1, 0, 0, 1, 6, 3);
    const t = walkMap({ special, tag: 7 }, [{ w: 128, floor: 0, ceil: 128, tag: 7, floorFlat: 'FLOOR' }], { floorFlat: 'FLAT2', special: 0x100 });
    const target = t.r.sec[2], w = t.d.world;
    t.d.forwardUntil(() => t.d.x > 128);
    const sec = t.d.sector(target);
    expect(w.lineSpecial[t.r.edge[1]]).toBe(0); // spent (it acted)
    const start = sec.floorheight / U;
    expect(start).toBeGreaterThanOrEqual(1);
    // 1 a tic: at 24 after 24 − start more tics, unchanged while moving; the change comes on the
    // next tic, the one that finds the destination.
    t.d.wait(24 - start);
    expect(sec.floorheight / U).toBe(24);
    expect(sec.floorpic).toBe(flatId(w, 'FLOOR'));
    expect(sec.special).toBe(0);
    expect(sec.specialdata).not.toBeNull();
    t.d.wait(1);
    expect(sec.floorpic).toBe(flatId(w, 'FLAT2'));
    expect(sec.special).toBe(0x100);
    expect(sec.specialdata).toBeNull();
  });

  it('numeric model, down to the next lower floor, zeroing the special: takes the neighbour at that height', () => {
    // C (floor 64, special 0x60) between B (floor 0) and D (floor 32, FLAT3): down to 32, D's flat, special 0.
    const special = genFloor(WR, 3, 1, 0, 2, 1);
    const t = walkMap({ special, tag: 7 }, [
      { w: 64, floor: 64, ceil: 128, tag: 7, special: 0x60 },
      { w: 64, floor: 32, ceil: 128, floorFlat: 'FLAT3' },
    ]);
    const sec = t.d.sector(t.r.sec[2]);
    t.d.forwardUntil(() => t.d.x > 128);
    expect(t.d.world.lineSpecial[t.r.edge[1]]).toBe(special); // WR stays
    t.d.wait(10);
    expect(sec.floorheight / U).toBe(32);
    expect(sec.floorpic).toBe(flatId(t.d.world, 'FLAT3'));
    expect(sec.special).toBe(0);
  });
});

describe('Boom generalized lifts, stairs and crushers', () => {
  it('a WR lift to the lowest floor, normal speed (4), 3 s delay: down in 16 tics, waits 105, back up, ends', () => {
    const t = walkMap({ special: genLift(WR, 1, 1, 0), tag: 7 }, [{ w: 128, floor: 64, ceil: 192, tag: 7 }, { w: 64, floor: 0, ceil: 128 }]);
    const sec = t.d.sector(t.r.sec[2]);
    t.d.forwardUntil(() => sec.floorheight < 64 * U);
    const f0 = sec.floorheight / U;
    expect(f0).toBe(60);
    const v = [f0, ...t.d.trace(160, () => (sec.specialdata !== null ? sec.floorheight / U : -1))];
    expect(v[15]).toBe(0); // 16 tics after the start
    // Past the bottom on the 17th tic: waits 105 tics, up on the next; ends on the tic past the top.
    expect(v[16 + 105]).toBe(0);
    expect(v[17 + 105]).toBe(4);
    expect(v[32 + 105]).toBe(64);
    expect(v[33 + 105]).toBe(-1);
    expect(sec.floorheight / U).toBe(64);
  });

  it('WR stairs up by 8 at half a unit a tic over same-flat sectors; the line turns its direction bit', () => {
    const special = genStairs(WR, 1, 1, 1);
    const t = walkMap({ special, tag: 7 }, [
      { w: 64, floor: 0, ceil: 128, tag: 7, floorFlat: 'FLAT2' },
      { w: 64, floor: 0, ceil: 128, floorFlat: 'FLAT2' },
      { w: 64, floor: 0, ceil: 128, floorFlat: 'FLAT2' },
      { w: 64, floor: 0, ceil: 128, floorFlat: 'FLAT3' },
    ]);
    const s = [2, 3, 4, 5].map((i) => t.d.sector(t.r.sec[i]));
    t.d.forwardUntil(() => t.d.x > 128);
    expect(t.d.world.lineSpecial[t.r.edge[1]]).toBe(special ^ 0x100);
    expect(s.map((x) => x.stairlock)).toEqual([-2, -2, -2, 0]);
    t.d.wait(60);
    expect(s.map((x) => x.floorheight / U)).toEqual([8, 16, 24, 0]);
    expect(s.map((x) => x.stairlock)).toEqual([0, 0, 0, 0]);
  });

  it('an SR crusher at normal speed (2 a tic): down to 8 above the floor, back up, again', () => {
    const t = doorMap({ switchWall: genCrusher(SR, 1, 0), doorCeil: 72 });
    t.d.use();
    const v = [72, t.ceil(), ...t.d.trace(80, t.ceil)];
    expect(v.slice(1, 4)).toEqual([70, 68, 66]);
    expect(v[32]).toBe(8);
    expect(v[33]).toBe(8); // past the bottom: turns
    expect(v[34]).toBe(10);
    expect(v[65]).toBe(72);
    expect(v[66]).toBe(72);
    expect(v[67]).toBe(70);
  });

  it('Boom never made walk-over generalized crushers work', () => {
    const t = walkMap({ special: genCrusher(WR, 1, 0), tag: 7 }, [{ w: 128, floor: 0, ceil: 72, tag: 7 }]);
    t.d.forwardUntil(() => t.d.x > 128);
    t.d.wait(5);
    expect(t.d.sector(t.r.sec[2]).ceilingheight / U).toBe(72);
  });
});

describe('Boom silent teleporters', () => {
  /** A, B with the teleport line between them; far cell C (tag 7, floor 16) with a destination. */
  function tele(special: number, destAngle: number) {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 16, ceil: 144, tag: 7 }],
      [{}, { special, tag: 7 }]);
    m.thing(64, 128, 1, 0);
    m.thing(640, 128, 14, destAngle);
    return { d: new Driver(m.sim(BOOM)), r };
  }

  it('207 keeps the momentum and turns it by the line angle against the destination\'s: 180° back', () => {
    const t = tele(207, 180); // the line points south (270°): 270 − 180 + 90 = 180
    const d = t.d;
    let momx = 0;
    d.forwardUntil(() => { if (d.x < 512) momx = d.mo.momx; return d.x > 512; }, 100, 50);
    expect(d.x).toBeGreaterThan(512);
    expect(d.mo.angle).toBe(0x80000000);
    expect(d.mo.momx).toBeLessThan(0);
    expect(d.mo.reactiontime).toBe(0);
    expect(d.z).toBe(16);
    expect(momx).toBeGreaterThan(0);
    expect(d.world.lineSpecial[t.r.edge[1]]).toBe(0);
  });

  it('with the destination facing east the player keeps its facing and momentum exactly', () => {
    const t = tele(208, 0);
    const d = t.d;
    let bx = 0, by = 0;
    d.forwardUntil(() => { if (d.x < 512) { bx = d.mo.momx; by = d.mo.momy; } return d.x > 512; }, 100, 50);
    expect(d.mo.angle).toBe(0);
    // The crossing tic's momentum (with this tic's thrust) turned by angle 0 — DOOM's tables have
    // cos 65535 and sin 25 there — then DOOM's friction.
    const C = FINECOSINE[0], S = FINESINE[0];
    const mx = bx + fixedMul(50 * 2048, C), my = by + fixedMul(50 * 2048, S);
    expect(d.mo.momx).toBe(fixedMul(fixedMul(mx, C) - fixedMul(my, S), 0xe800));
    expect(d.mo.momy).toBe(fixedMul(fixedMul(my, C) + fixedMul(mx, S), 0xe800));
    expect(d.world.lineSpecial[t.r.edge[1]]).toBe(208);
  });

  it('at vanilla rules 207 does nothing', () => {
    const m = new SimMap();
    m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 16, ceil: 144, tag: 7 }],
      [{}, { special: 207, tag: 7 }]);
    m.thing(64, 128, 1, 0);
    m.thing(640, 128, 14, 0);
    const d = new Driver(m.sim());
    d.forward(12, 50);
    expect(d.x).toBeGreaterThan(128);
    expect(d.x).toBeLessThan(512);
  });
});

describe('Boom scrollers, friction and pushers', () => {
  it('252 carries a thing standing on the floor by 3/32 of the line\'s dx/32 a tic (the thinker after the things)', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 128, tag: 7 }]);
    m.setWall(r.north[0], { special: 252, tag: 7 }); // 128 long, pointing east: dx = 4 units a tic
    m.thing(192, 128, 1, 0);
    const d = new Driver(m.sim(BOOM));
    expect(d.ps.thinkers.cap.prev).toBeInstanceOf(Scroller);
    const x0 = d.mo.x;
    const carry = fixedMul(4 * U, (U * 0.09375) | 0);
    expect(carry).toBe(24576);
    d.wait(1);
    expect(d.mo.momx).toBe(carry);
    expect(d.mo.x).toBe(x0);
    d.wait(1);
    expect(d.mo.x).toBe(x0 + carry);
    expect(d.mo.momx).toBe(fixedMul(carry, 0xe800) + carry);
  });

  it('223 (128 long: ice, friction 0xEEB8, move factor 1487) on a sector with the friction bit', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special: 0x100 }]);
    m.setWall(r.north[0], { special: 223, tag: 7 });
    m.thing(200, 128, 1, 0);
    const d = new Driver(m.sim(BOOM));
    const f = d.ps.thinkers.cap.prev as Friction;
    expect(f).toBeInstanceOf(Friction);
    expect([f.friction, f.movefactor]).toEqual([0xeeb8, 1487]);
    d.wait(1); // the friction thinker has now set the player's
    expect(d.mo.friction).toBe(0xeeb8);
    d.forward(1, 25);
    // Thrust 25 × 1487 (not × 2048), then the ice's decay instead of DOOM's.
    expect(d.mo.momx).toBe(fixedMul(fixedMul(25 * 1487, FINECOSINE[0]), 0xeeb8));
    const m1 = d.mo.momx;
    d.wait(1);
    expect(d.mo.momx).toBe(fixedMul(m1, 0xeeb8));
  });

  it('without the sector\'s friction bit, or at vanilla rules, the same line changes nothing', () => {
    for (const [special, opts] of [[0, BOOM], [0x100, {}]] as const) {
      const m = new SimMap();
      const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special }]);
      m.setWall(r.north[0], { special: 223, tag: 7 });
      m.thing(200, 128, 1, 0);
      const d = new Driver(m.sim(opts));
      d.wait(1);
      d.forward(1, 25);
      expect(d.mo.momx).toBe(fixedMul(fixedMul(25 * 2048, FINECOSINE[0]), 0xe800));
    }
  });

  it('226 with a point pusher (5001) 64 units east: (128 − 64/2) << 8 a tic, away from it; 5002 pulls', () => {
    for (const [type, fa] of [[5001, 4096], [5002, 0]]) {
      const m = new SimMap();
      const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special: 0x200 }]);
      m.setWall(r.north[0], { special: 226, tag: 7 });
      m.thing(192, 128, 1, 0);
      m.thing(256, 128, type, 0);
      const d = new Driver(m.sim(BOOM));
      expect(d.ps.warnings).toEqual([]);
      expect(d.ps.thinkers.cap.prev).toBeInstanceOf(Pusher);
      d.wait(1);
      const speed = (128 - 32) << 8;
      expect(d.mo.momx).toBe(fixedMul(speed, FINECOSINE[fa]));
      expect(d.mo.momy).toBe(fixedMul(speed, FINESINE[fa]));
      expect(Math.sign(d.mo.momx)).toBe(type === 5001 ? -1 : 1);
    }
  });

  it('224 wind pushes a player on the ground with half the line\'s length << 9 a tic', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special: 0x200 }]);
    m.setWall(r.north[0], { special: 224, tag: 7 });
    m.thing(200, 128, 1, 0);
    const d = new Driver(m.sim(BOOM));
    d.wait(1);
    expect(d.mo.momx).toBe((128 >> 1) << 9);
  });
});

describe('Boom sector bits and the pass-use flag', () => {
  it('damage bits 2 (10 a hit every 32 tics) and the secret bit (counted once, then cleared)', () => {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128, special: 0x40 | 0x80 }]);
    m.thing(128, 128, 1, 0);
    const d = new Driver(m.sim(BOOM));
    expect(d.ps.totalsecret).toBe(1);
    const h0 = d.ps.player.health;
    d.wait(64);
    expect(d.ps.player.secretcount).toBe(1);
    expect(d.sector(0).special).toBe(0x40);
    expect(h0 - d.ps.player.health).toBe(20); // leveltime 32 and 64... two hits of 10 in 64 tics
  });

  it('a line with the pass-use flag lets the use go on to the door behind it (Boom only)', () => {
    const build = (flags: number, boom: boolean) => {
      const m = new SimMap();
      const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 16, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0 }, { w: 64, floor: 0, ceil: 128 }],
        [{}, { special: 48, flags }, { special: 1 }]);
      m.thing(100, 128, 1, 0);
      const d = new Driver(m.sim(boom ? BOOM : {}));
      d.wait(1);
      d.use();
      return d.world.sectorCeilZ[r.sec[2]];
    };
    expect(build(TWO_SIDED | 0x200, true)).toBe(2);
    expect(build(TWO_SIDED, true)).toBe(0);
    expect(build(TWO_SIDED | 0x200, false)).toBe(0);
  });
});

const LINEN = '/work/shared/demo-corpus/wads/100linen/100lineN.wad';
const haveLinen = haveFreedoom && existsSync(LINEN);

describe.skipIf(!haveLinen)(`100lineN's 32 maps at Boom's rules${haveLinen ? '' : ` (${haveFreedoom ? `${LINEN} is absent` : noFreedoomReason})`}`, () => {
  it('load, spawn their specials and play 70 idle tics with no warnings', () => {
    const stack = WadStack.fromBuffers([
      { name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) },
      { name: '100lineN.wad', bytes: new Uint8Array(readFileSync(LINEN)) },
    ]);
    const cmd = new TicCmd();
    let scrollers = 0, frictions = 0, pushers = 0;
    for (let n = 1; n <= 32; n++) {
      const name = `MAP${String(n).padStart(2, '0')}`;
      const ps = new Playsim(loadWorld(stack, name, { skill: 4 }), { skill: 4, ...BOOM });
      for (let i = 0; i < 70; i++) ps.tick(cmd);
      expect(ps.warnings, name).toEqual([]);
      for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) {
        if (t instanceof Scroller) scrollers++;
        else if (t instanceof Friction) frictions++;
        else if (t instanceof Pusher) pushers++;
      }
    }
    // 100lineN's 2 lines of 252, 7 of 253 (a flat scroller and a carrier each) and 4 of 255, over
    // their tagged sectors; it has no friction or pusher lines.
    expect({ scrollers, frictions, pushers }).toEqual({ scrollers: 50, frictions: 0, pushers: 0 });
  });
});

describe('Boom\'s thinkers allocate nothing per tic', () => {
  it('scrollers, conveyors, ice, wind, a point pusher, a perpetual lift, a crusher and a door in use: heap growth over 4,000 tics under 16 KiB', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'boom-alloc-harness.mjs');
    await build({ entryPoints: [join(import.meta.dirname, 'boom-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle, 'measure'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as { growth: number; tics: number; thinkers: number; alive: boolean; farthest: number };
    // The walk reached the crusher's cell (past the door); the player (god mode) lives; the thinkers
    // that never end: the player, 7 scrollers, friction, wind, the pusher, the perpetual lift and the
    // crusher (and the door's while it moves).
    expect(out.tics).toBeGreaterThanOrEqual(5 * 4000);
    expect(out.farthest).toBeGreaterThan(1152);
    expect(out.alive).toBe(true);
    expect(out.thinkers).toBeGreaterThanOrEqual(13);
    expect(out.growth).toBeLessThan(16 * 1024);
  }, 120_000);
});

// dsda-doom (demo-exact for Boom) played Boom 2.02 demos of boomMapInputs() on MAP01 and
// boomMap2Inputs() on MAP02 of boom-map.wad (boom-map.ts's maps, nodes by zdbsp; all written by
// data/boom-map/make-boom-map.ts) over freedoom2.wad and wrote the player's x, y, z and angle each tic
// (the .gst files). The simulation, given the same tic commands at Boom's rules, must be there on
// every tic.
interface GhostRun { records: number; inSync: number; firstDesync: number }

let ghostStack: WadStack | null = null;

function playAgainstGhost(map: string, ghost: string, inputs: [number, number, number, number][], onTic: (ps: Playsim) => void): GhostRun {
  const dir = join(import.meta.dirname, 'data', 'boom-map');
  const stack = ghostStack ??= WadStack.fromBuffers([
    { name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) },
    { name: 'boom-map.wad', bytes: new Uint8Array(readFileSync(join(dir, 'boom-map.wad'))) },
  ]);
  const ps = new Playsim(loadWorld(stack, map, { skill: 3 }), { skill: 3, ...BOOM });
  const g = readFileSync(join(dir, ghost));
  const dv = new DataView(g.buffer, g.byteOffset, g.byteLength);
  const records = (g.length - 8) / 36;
  const cmd = new TicCmd();
  let inSync = 0, firstDesync = -1;
  for (let i = 0; i < records; i++) {
    const o = 8 + 36 * i, gametic = dv.getInt32(o + 32, true);
    while (ps.gametic < gametic) {
      const [f, s, t, b] = inputs[ps.gametic];
      cmd.clear(); cmd.forwardMove = f; cmd.sideMove = s; cmd.angleTurn = (t << 24) >> 16; cmd.buttons = b;
      ps.tick(cmd);
      onTic(ps);
    }
    const mo = ps.player.mo!;
    if (mo.x === dv.getInt32(o, true) && mo.y === dv.getInt32(o + 4, true) && mo.z === dv.getInt32(o + 8, true) && mo.angle === dv.getInt32(o + 12, true) >>> 0) inSync++;
    else if (firstDesync < 0) firstDesync = gametic;
  }
  return { records, inSync, firstDesync };
}

describe.skipIf(!haveFreedoom)(`Boom demos on maps of Boom's specials, against dsda-doom's ghosts${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('MAP01: conveyor, ice, wind, a generalized door, a point pusher and a silent teleporter: in sync on every tic', () => {
    let turned = false, doorOpen = false, maxX = 0, onIce = false;
    const r = playAgainstGhost('MAP01', 'boom-map.gst', boomMapInputs(), (ps) => {
      const mo = ps.player.mo!;
      if (mo.angle === 0x80000000) turned = true;
      if (ps.level.sectors[5].ceilingheight > 56 * U) doorOpen = true;
      if (mo.friction !== 0xe800) onIce = true;
      maxX = Math.max(maxX, mo.x / U);
    });
    // What the walk went through: the ice's friction, the door opened, past the teleporter's line
    // and turned round by it.
    expect({ onIce, doorOpen, past: maxX > 1248, turned }).toEqual({ onIce: true, doorOpen: true, past: true, turned: true });
    expect(r).toEqual({ records: 799, inSync: 799, firstDesync: -1 });
  });

  it('MAP02: a generalized floor, stairs, an elevator and a generalized lift under the player, a line teleporter: in sync on every tic', () => {
    const zs = new Set<number>();
    let teleported = false;
    const r = playAgainstGhost('MAP02', 'boom-map2.gst', boomMap2Inputs(), (ps) => {
      const mo = ps.player.mo!;
      zs.add(mo.z / U);
      if (mo.angle === 0x80000000) teleported = true;
    });
    // The player rode them: the raised floor (1 a tic), a stair step (half a unit a tic), the elevator
    // (4 a tic) to 96; and the line teleporter turned it round.
    expect({ floor: zs.has(10), stair: zs.has(24.5) && zs.has(30.5), elevator: zs.has(52) && zs.has(92), top: Math.max(...zs), teleported })
      .toEqual({ floor: true, stair: true, elevator: true, top: 96, teleported: true });
    expect(r).toEqual({ records: 599, inSync: 599, firstDesync: -1 });
  });

  it('MAP03: mud, a current and a conveyor moved by another sector\'s floor: in sync on every tic', () => {
    let mud = false, carried = false;
    const r = playAgainstGhost('MAP03', 'boom-map3.gst', boomMap3Inputs(), (ps) => {
      const mo = ps.player.mo!;
      if (mo.friction < 0xe800) mud = true;
      if (mo.sector.index === 5 && ps.level.sectors[6].specialdata !== null) carried = true;
    });
    expect({ mud, carried }).toEqual({ mud: true, carried: true });
    expect(r).toEqual({ records: 499, inSync: 499, firstDesync: -1 });
  });

  it('MAP04: a blue card, a locked door, a floor and an elevator going down, stairs down, a reversed line teleporter: in sync on every tic', () => {
    const zs = new Set<number>();
    let card = false, jump = 0, lastX = 64;
    const r = playAgainstGhost('MAP04', 'boom-map4.gst', boomMap4Inputs(), (ps) => {
      const mo = ps.player.mo!;
      zs.add(mo.z / U);
      if (ps.player.cards[0]) card = true;
      jump = Math.max(jump, mo.x / U - lastX);
      lastX = mo.x / U;
    });
    // The card was taken (the door let the player by), the floors took it down to the elevator's
    // -64 and the stairs' -80, -96 and -112, and the teleporter moved it 128 units east at once.
    expect({ card, elevator: zs.has(-64), stairs: zs.has(-80) && zs.has(-96), bottom: Math.min(...zs), teleported: jump > 120 })
      .toEqual({ card: true, elevator: true, stairs: true, bottom: -112, teleported: true });
    expect(r).toEqual({ records: 699, inSync: 699, firstDesync: -1 });
  });

  it('MAP05: a door opened by gunfire, a ceiling raised over a low passage, a floor raised by a switch: in sync on every tic', () => {
    const zs = new Set<number>();
    let doorOpen = false, passage = 0, maxX = 0;
    const r = playAgainstGhost('MAP05', 'boom-map5.gst', boomMap5Inputs(), (ps) => {
      const mo = ps.player.mo!;
      zs.add(mo.z / U);
      if (ps.level.sectors[2].ceilingheight > 0) doorOpen = true;
      passage = ps.level.sectors[4].ceilingheight / U;
      maxX = Math.max(maxX, mo.x / U);
    });
    // The shot opened the door, the passage's ceiling went up to its highest neighbour's (160), the
    // player reached the switch, and the floor rose under it by 24 a use until its head met the
    // ceiling (160 − 56 = 104: Boom's floors stop there).
    expect({ doorOpen, passage, reached: maxX > 840, top: Math.max(...zs) }).toEqual({ doorOpen: true, passage: 160, reached: true, top: 104 });
    expect(r).toEqual({ records: 499, inSync: 499, firstDesync: -1 });
  });
});

describe('Boom\'s game options from a demo header', () => {
  it('variable_friction off: the ice line does nothing; allow_pushers off: the wind does nothing', () => {
    const ice = new SimMap();
    const r = ice.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special: 0x100 }]);
    ice.setWall(r.north[0], { special: 223, tag: 7 });
    ice.thing(200, 128, 1, 0);
    const d = new Driver(ice.sim({ ...BOOM, variableFriction: false }));
    d.wait(1);
    d.forward(1, 25);
    expect(d.mo.momx).toBe(fixedMul(fixedMul(25 * 2048, FINECOSINE[0]), 0xe800));
    const wind = new SimMap();
    const w = wind.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 7, special: 0x200 }]);
    wind.setWall(w.north[0], { special: 224, tag: 7 });
    wind.thing(200, 128, 1, 0);
    const e = new Driver(wind.sim({ ...BOOM, allowPushers: false }));
    e.wait(3);
    expect(e.mo.momx).toBe(0);
  });
});
