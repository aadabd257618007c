// Lifts (DOOM's platforms, p_plats.c): lower-wait-raise (SR 62, S1 21, W1 10, WR 88, fast 123) down
// to the lowest neighbouring floor at 4 a tic (8 fast), 105 tics at the bottom, back up, carrying
// the player both ways; perpetual lifts (WR 87 / W1 53: start up or down by P_Random & 1, wait 105
// at each end) and their stop (WR 89 / W1 54) and restart from stasis.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, frontTextures, textureId } from './helpers.js';
import { PLAT_IN_STASIS, Plat } from '../../src/sim/rules/plats.js';

/** A (floor 0) | lift L (floor 64, ceiling 192, tag 3) | B (floor 64); the switch on L's north wall, player on L facing it. */
function liftMap(special: number) {
  const m = new SimMap();
  const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 64, ceil: 192, tag: 3 }, { w: 128, floor: 64, ceil: 192 }], [], 96);
  m.setWall(r.north[1], { special, tag: 3, middle: 'SW1BRCOM' });
  m.thing(192, 48, 1, 90);
  const d = new Driver(m.sim());
  d.wait(1); // DOOM ignores use on the level's first tic
  const w = d.world, lift = r.sec[1];
  return { d, w, r, lift, floor: () => w.sectorFloorZ[lift], sw: () => frontTextures(w, r.north[1])[1], mover: () => d.sector(lift).specialdata };
}

describe('lower-wait-raise lifts (EV_DoPlat downWaitUpStay)', () => {
  it('SR 62: down 4 a tic to 0 (tic 16), waits 105, up from tic 123 to 64 (tic 138), done on 139; the player rides it both ways', () => {
    const t = liftMap(62);
    expect(t.d.z).toBe(64);
    t.d.use();
    const v = [64, t.floor()];
    const z = [64, t.d.z];
    for (let k = 2; k <= 140; k++) { t.d.wait(1); v.push(t.floor()); z.push(t.d.z); }
    expect(v.slice(1, 5)).toEqual([60, 56, 52, 48]);
    expect(v[15]).toBe(4);
    expect(v[16]).toBe(0);
    for (let k = 16; k <= 122; k++) expect(v[k]).toBe(0);
    expect(v.slice(123, 126)).toEqual([4, 8, 12]);
    expect(v[138]).toBe(64);
    expect(t.mover()).toBeNull();
    // Carried: the feet follow the floor every tic.
    expect(z).toEqual(v);
    // SR: the switch flipped back after 35 tics and the line keeps its special.
    expect(t.sw()).toBe(textureId(t.w, 'SW1BRCOM'));
    expect(t.w.lineSpecial[t.r.north[1]]).toBe(62);
  });

  it('the mover is still there on tic 138 (at the top) and gone after tic 139 (past the top)', () => {
    const t = liftMap(62);
    t.d.use();
    t.d.wait(137);
    expect(t.floor()).toBe(64);
    expect(t.mover()).toBeInstanceOf(Plat);
    t.d.wait(1);
    expect(t.mover()).toBeNull();
  });

  it('S1 21: same motion, the line loses its special, the switch stays SW2', () => {
    const t = liftMap(21);
    t.d.use();
    expect(t.w.lineSpecial[t.r.north[1]]).toBe(0);
    t.d.wait(15);
    expect(t.floor()).toBe(0);
    t.d.wait(200);
    expect(t.floor()).toBe(64);
    expect(t.sw()).toBe(textureId(t.w, 'SW2BRCOM'));
  });

  it('SR 123 (fast): 8 a tic, down on tic 8, up from tic 115, top on tic 122', () => {
    const t = liftMap(123);
    t.d.use();
    const v = [64, t.floor(), ...t.d.trace(125, t.floor)];
    expect(v.slice(1, 9)).toEqual([56, 48, 40, 32, 24, 16, 8, 0]);
    // Past the bottom on tic 9: wait 105 (0 on tic 114), up from 115.
    expect(v[114]).toBe(0);
    expect(v[115]).toBe(8);
    expect(v[122]).toBe(64);
  });

  it('a second press while the lift moves does nothing and does not flip the switch', () => {
    const t = liftMap(62);
    t.d.use();
    t.d.wait(40); // switch back to SW1, lift at the bottom
    expect(t.sw()).toBe(textureId(t.w, 'SW1BRCOM'));
    t.d.use();
    expect(t.sw()).toBe(textureId(t.w, 'SW1BRCOM'));
    expect(t.floor()).toBe(0);
  });

  it('W1 10 and WR 88 walked over: the tagged lift lowers from the crossing tic', () => {
    for (const special of [10, 88]) {
      const m = new SimMap();
      const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 64, ceil: 192, tag: 3 }, { w: 128, floor: 64, ceil: 192 }],
        [{}, { special, tag: 3 }]);
      m.thing(64, 128, 1, 0);
      const d = new Driver(m.sim());
      const w = d.world;
      d.forwardUntil(() => w.sectorFloorZ[r.sec[2]] !== 64, 100);
      expect(w.sectorFloorZ[r.sec[2]]).toBe(60);
      expect(w.lineSpecial[r.edge[1]]).toBe(special === 10 ? 0 : 88);
      d.wait(15);
      expect(w.sectorFloorZ[r.sec[2]]).toBe(0);
    }
  });
});

describe('perpetual lifts (WR 87 start, WR 89 stop)', () => {
  /** Walk lines 87 and 89 in a corridor; the lift L (floor 32, tag 3) between A (floor 0) and B (floor 64) far north. */
  function perpetual(start = 87, stop = 89) {
    const m = new SimMap();
    const c = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 96, floor: 0, ceil: 128 }, { w: 96, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }],
      [{}, { special: start, tag: 3 }, { special: stop, tag: 3 }]);
    const l = m.row([{ w: 128, floor: 0, ceil: 192 }, { w: 128, floor: 32, ceil: 192, tag: 3 }, { w: 128, floor: 64, ceil: 192 }], [], 256, {}, 1000);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world, lift = l.sec[1];
    return { d, w, c, lift, floor: () => w.sectorFloorZ[lift], plat: () => d.sector(lift).specialdata as Plat };
  }

  it('starts down (P_Random 109 & 1 = 1), speed 1, waits 105 at the bottom, up to the highest neighbour floor 64, waits, down again', () => {
    const t = perpetual();
    t.d.forwardUntil(() => t.floor() !== 32, 100);
    expect(t.floor()).toBe(31);
    const v = [32, 31, ...t.d.trace(320, t.floor)];
    expect(v[32]).toBe(0);
    // Past the bottom on 33, wait 105: up from tic 139, top on 202, past it on 203, down from 309.
    expect(v[138]).toBe(0);
    expect(v[139]).toBe(1);
    expect(v[202]).toBe(64);
    expect(v[308]).toBe(64);
    expect(v[309]).toBe(63);
    expect(t.plat()).toBeInstanceOf(Plat);
  });

  it('WR 89 stops it where it is (in stasis); crossing 87 again restarts it in the same direction', () => {
    const t = perpetual();
    t.d.forwardUntil(() => t.floor() !== 32, 100);
    const before = t.floor();
    t.d.forwardUntil(() => t.plat().status === PLAT_IN_STASIS, 100);
    const stopped = t.floor();
    expect(stopped).toBeLessThan(before);
    t.d.wait(200);
    expect(t.floor()).toBe(stopped);
    // Walk back west over 89 and 87: 87 takes it out of stasis, going down again.
    t.d.forwardUntil(() => t.floor() !== stopped, 200, -25);
    expect(t.floor()).toBe(stopped - 1);
  });

  it('W1 53 / W1 54: the same start and stop, each line once', () => {
    const t = perpetual(53, 54);
    t.d.forwardUntil(() => t.floor() !== 32, 100);
    expect(t.floor()).toBe(31);
    expect(t.w.lineSpecial[t.c.edge[1]]).toBe(0);
    t.d.forwardUntil(() => t.plat().status === PLAT_IN_STASIS, 100);
    expect(t.w.lineSpecial[t.c.edge[2]]).toBe(0);
    const stopped = t.floor();
    t.d.wait(100);
    expect(t.floor()).toBe(stopped);
  });

  it('WR 89 also stops a lower-wait-raise lift with its tag (EV_StopPlat: every active plat)', () => {
    const m = new SimMap();
    m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 96, floor: 0, ceil: 128 }, { w: 96, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }],
      [{}, { special: 88, tag: 3 }, { special: 89, tag: 3 }]);
    const l = m.row([{ w: 128, floor: 0, ceil: 192 }, { w: 128, floor: 64, ceil: 192, tag: 3 }], [], 256, {}, 1000);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world, lift = l.sec[1];
    d.forwardUntil(() => w.sectorFloorZ[lift] !== 64, 100);
    d.forwardUntil(() => (d.sector(lift).specialdata as Plat).status === PLAT_IN_STASIS, 100);
    const stopped = w.sectorFloorZ[lift];
    expect(stopped).toBeGreaterThan(0);
    d.wait(200);
    expect(w.sectorFloorZ[lift]).toBe(stopped);
  });
});

