// Things against DOOM's p_inter.c (P_TouchSpecialThing, P_GiveBody/Armor/Ammo/Weapon), p_spec.c
// (P_PlayerInSpecialSector) and p_mobj.c / p_map.c: pickups with their amounts, caps and messages,
// the item count (MF_COUNTITEM things only), things left lying when not needed; secrets counted
// once and only with the feet on the floor; solid things (barrel, tech column) blocking the player
// by DOOM's box rule and non-solid ones not; things cycling through their spawn states with DOOM's
// tics and its random start (1 + P_Random % tics).
import { describe, expect, it } from 'vitest';
import { Driver, SimMap } from './helpers.js';
import { STATE_FRAME, stateIndex } from '../../src/defs/doom/things-info.js';
import { liveMobjs } from '../../src/sim/trace.js';
import type { Mobj } from '../../src/sim/base/thing.js';

/** A long corridor (floor 0); the player runs east from x 64 over things at x = 160, 224, 288, ... */
function pickupRun(types: number[], skill = 3) {
  const m = new SimMap();
  m.row([{ w: 160 + 64 * types.length + 256, floor: 0, ceil: 128 }], [], 256);
  m.thing(64, 128, 1, 0);
  types.forEach((t, k) => m.thing(160 + 64 * k, 128, t));
  const d = new Driver(m.sim({ skill }));
  const ps = d.ps, p = ps.player;
  const drawn = types.map((_, k) => d.world.spawns[k + 1].thing);
  const before = { items: p.itemcount, itemsTotal: ps.totalitems };
  d.forwardUntil(() => d.x > 160 + 64 * types.length + 32, 200, 50);
  d.wait(40);
  return { ps, p, before, left: drawn.map((i) => d.world.thingFace[i] >= 0) };
}

describe('pickups (P_TouchSpecialThing)', () => {
  it('the player starts as DOOM\'s does: 100 health, no armour, fist and pistol, 50 bullets', () => {
    const { p } = pickupRun([]);
    expect([p.health, p.armorpoints]).toEqual([100, 0]);
    expect(Array.from(p.weaponowned)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(p.ammo)).toEqual([50, 0, 0, 0]);
  });

  it('health: bonus +1 (101), soul sphere +100 capped at 200, bonus at 200 still taken; stimpack and medikit at 100 left lying', () => {
    const { p, before, left } = pickupRun([2014, 2011, 2013, 2012, 2014]);
    expect(p.health).toBe(200);
    expect(left).toEqual([false, true, false, true, false]);
    // Bonuses and the soul sphere count as items; stimpack and medikit do not.
    expect(before).toEqual({ items: 0, itemsTotal: 3 });
    expect(p.itemcount).toBe(3);
    expect(p.message).toBe('Picked up a health bonus.');
  });

  it('armour: green 100 (class 1), bonus +1, blue 200 (class 2), a second green at 200 left, bonus capped at 200', () => {
    const { p, left } = pickupRun([2018, 2015, 2019, 2018, 2015]);
    expect([p.armorpoints, p.armortype]).toEqual([200, 2]);
    expect(left).toEqual([false, false, false, true, false]);
    expect(p.itemcount).toBe(2);
  });

  it('ammo and weapons: clip +10, shells +4, shotgun (+8 shells), box of shells +20', () => {
    const { p, left } = pickupRun([2007, 2008, 2001, 2049]);
    expect(Array.from(p.ammo)).toEqual([60, 32, 0, 0]);
    expect(Array.from(p.weaponowned)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(left).toEqual([false, false, false, false]);
    expect(p.message).toBe('Picked up a box of shotgun shells.');
    expect(p.itemcount).toBe(0);
  });

  it('skill 1 doubles ammo pickups: clip +20, shells +8', () => {
    const { p } = pickupRun([2007, 2008], 1);
    expect(Array.from(p.ammo)).toEqual([70, 8, 0, 0]);
  });

  it('ammo is capped (200 bullets); full ammo leaves a clip lying; a backpack doubles the caps and gives a clip of each', () => {
    const a = pickupRun([2048, 2048, 2048, 2048, 2007]); // 50 + 4 × 50 = 250 → 200, then the clip stays
    expect(a.p.ammo[0]).toBe(200);
    expect(a.left).toEqual([false, false, false, true, true]);
    const b = pickupRun([8, 2007]);
    expect(Array.from(b.p.ammo)).toEqual([70, 4, 20, 1]);
    expect(Array.from(b.p.maxammo)).toEqual([400, 100, 600, 100]);
  });

  it('keys: taken, message once, not items', () => {
    const { ps, p, left } = pickupRun([5, 38]);
    // DOOM's card_t order: blue, yellow, red card, blue, yellow, red skull.
    expect(Array.from(p.cards)).toEqual([1, 0, 0, 0, 0, 1]);
    expect(left).toEqual([false, false]);
    expect(p.message).toBe('Picked up a red skull key.');
    expect(ps.totalitems).toBe(0);
  });

  it('a weapon already owned is taken for its ammo; chainsaw (no ammo) owned is left', () => {
    const { p, left } = pickupRun([2001, 2001, 2005, 2005]);
    expect(p.ammo[1]).toBe(16);
    expect(left).toEqual([false, false, false, true]);
  });
});

describe('secrets (sector special 9)', () => {
  it('counted once, on the first tic with the feet on its floor (not while falling into it); the special is cleared', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 256 }, { w: 512, floor: -64, ceil: 256, special: 9 }, { w: 128, floor: -64, ceil: 256 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const p = d.ps.player, sec = r.sec[1];
    expect([p.secretcount, d.ps.totalsecret]).toEqual([0, 1]);
    let airborneInSecret = 0, prev = { sec: -1, z: 0 };
    d.cmd.clear(); d.cmd.forwardMove = 25;
    for (let k = 0; k < 80 && p.secretcount === 0; k++) {
      prev = { sec: d.sectorIndex, z: d.z };
      d.tick();
      if (p.secretcount === 0 && d.sectorIndex === sec && d.z > -64) airborneInSecret++;
    }
    expect(p.secretcount).toBe(1);
    expect(airborneInSecret).toBeGreaterThan(3);
    // The think that counted it (P_PlayerInSpecialSector) saw the feet on the secret floor after the previous tic.
    expect(prev).toEqual({ sec, z: -64 });
    expect(p.message).toBe('');
    expect(d.world.sectorSpecial[sec]).toBe(0);
    d.forward(60);
    expect(p.secretcount).toBe(1);
  });
});

describe('solid things (PIT_CheckThing box rule)', () => {
  function walkAt(type: number) {
    const m = new SimMap();
    m.row([{ w: 768, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0);
    m.thing(320, 128, type);
    const d = new Driver(m.sim());
    d.forward(80);
    d.wait(40);
    return d;
  }

  it('a barrel (radius 10) stops the player\'s box (radius 16) at 26 from its centre', () => {
    const p = walkAt(2035);
    expect(p.x).toBeLessThanOrEqual(320 - 26);
    expect(p.x).toBeGreaterThan(320 - 26 - 1);
  });

  it('a tech column (radius 16) at 32', () => {
    const p = walkAt(48);
    expect(p.x).toBeLessThanOrEqual(320 - 32);
    expect(p.x).toBeGreaterThan(320 - 32 - 1);
  });

  it('gibs (not solid) do not block', () => {
    const p = walkAt(24);
    expect(p.x).toBeGreaterThan(400);
  });
});

describe('thing animation (P_MobjThinker, spawn tics 1 + P_Random % tics)', () => {
  it('barrel: BAR1 A/B every 6 tics after a random first wait; blue torch: TBLU A–D every 4', () => {
    const m = new SimMap();
    m.row([{ w: 512, floor: 0, ceil: 128 }]);
    m.thing(64, 128, 1, 0); // table[1]
    m.thing(256, 64, 2035); // lastlook table[2]; tics 1 + 220 % 6 = 5
    m.thing(256, 192, 44); // lastlook table[4]; tics 1 + 241 % 4 = 2
    const d = new Driver(m.sim());
    const s = d.ps;
    const [, barrel, torch] = liveMobjs(s) as [Mobj, Mobj, Mobj];
    expect(barrel.spawnpoint.type).toBe(2035);
    expect(torch.spawnpoint.type).toBe(44);
    expect(barrel.state).toBe(stateIndex('S_BAR1'));
    expect([barrel.tics, torch.tics]).toEqual([5, 2]);
    const frames = d.trace(30, () => [STATE_FRAME[barrel.state], STATE_FRAME[torch.state]]);
    const b = frames.map((f) => f[0]), t = frames.map((f) => f[1]);
    // v[k-1] = frame after tic k.
    expect(b.slice(0, 23)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0]);
    expect(t.slice(0, 15)).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 0, 0]);
    expect(s.rng.pIndex).toBe(5);
  });
});
