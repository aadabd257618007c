// Ceilings and crushers against DOOM's EV_DoCeiling / T_MoveCeiling (p_ceilng.c): lower to floor
// (41), lower to 8 above it (44), raise to the highest neighbouring ceiling (40: vanilla moves only
// the ceiling, the floor part finds the sector busy), the crushers 25/49/73 (1 a tic), 6/77 (2 a
// tic) and 141 (silent) going down to floor + 8 and back up for ever, their stop (57, 74) and
// restart from stasis, and a crusher meeting the player as DOOM has it (p_map.c PIT_ChangeSector):
// it does not stop at the player's height but presses on — crushAndRaise slowed to 1/8 a tic, the
// fast one at full speed — dealing 10 damage on every tic whose leveltime is a multiple of 4, and
// the player under it cannot move. (The earlier simulation, without damage, stopped it at the
// player's 56; that is not DOOM's rule.)
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, units, type CellSpec } from './helpers.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';
import { Ceiling } from '../../src/sim/rules/ceilings.js';

/** Trigger row (switch on S's west wall or walk line on S's east edge; a second walk line `second` further east), target row far north: N1 (ceil 128) | T (tag 4) | N2 (ceil 200). */
function ceilTest(special: number, t: Partial<CellSpec> & { floor: number; ceil: number }, second?: number) {
  const m = new SimMap();
  const isWalk = lineSpecial(special)!.trigger === 'walk';
  const cells: CellSpec[] = [{ w: 128, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }];
  const row = m.row(cells, isWalk ? [{}, { special, tag: 4 }, second ? { special: second, tag: 4 } : {}] : [{ special, tag: 4, middle: 'SW1BRCOM' }, {}, second ? { special: second, tag: 4 } : {}]);
  const tr = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, tag: 4, ...t }, { w: 128, floor: 0, ceil: 200 }], [], 256, {}, 1000);
  m.thing(isWalk ? 64 : 40, 128, 1, isWalk ? 0 : 180);
  const d = new Driver(m.sim());
  const w = d.world, sec = tr.sec[1];
  const ceil = () => w.sectorCeilZ[sec];
  const mover = () => d.sector(sec).specialdata as Ceiling | null;
  if (isWalk) d.forwardUntil(() => mover() !== null || w.sectorCeilZ[sec] !== t.ceil, 100);
  else d.wait(1).use();
  return { d, w, sec, ceil, row, mover, v: (n: number) => [t.ceil, ceil(), ...d.trace(n - 1, ceil)] };
}

describe('ceilings', () => {
  it('S1 41 lower to floor: 1 a tic, 0 on tic 128, done after 129', () => {
    const t = ceilTest(41, { floor: 0, ceil: 128 });
    const v = t.v(129);
    expect(v.slice(0, 4)).toEqual([128, 127, 126, 125]);
    expect(v[128]).toBe(0);
    expect(t.mover()).toBeNull();
  });

  it('W1 44 lower to 8 above the floor', () => {
    const t = ceilTest(44, { floor: 16, ceil: 128 });
    const v = t.v(110);
    expect(v[104]).toBe(24);
    expect(v[110]).toBe(24);
  });

  it('W1 40: the ceiling rises to the highest neighbouring ceiling (200); the floor does not move (sector busy)', () => {
    const t = ceilTest(40, { floor: 32, ceil: 128 });
    const v = t.v(80);
    expect(v[72]).toBe(200);
    expect(v[80]).toBe(200);
    expect(t.w.sectorFloorZ[t.sec]).toBe(32);
    expect(t.mover()).toBeNull();
  });
});

describe('crushers', () => {
  it('W1 25: down 1 a tic to floor + 8 (tic 120), up 1 a tic to the old ceiling (tic 241), down again from 243', () => {
    const t = ceilTest(25, { floor: 0, ceil: 128 });
    const v = t.v(250);
    expect(v[120]).toBe(8);
    expect(v[121]).toBe(8); // past the bottom: turns
    expect(v[122]).toBe(9);
    expect(v[241]).toBe(128);
    expect(v[242]).toBe(128);
    expect(v[243]).toBe(127);
    expect(t.w.lineSpecial[t.row.edge[1]]).toBe(0);
  });

  it('W1 6 fast: 2 a tic both ways (bottom tic 60, top tic 121); WR 77 the same and keeps its special', () => {
    for (const special of [6, 77]) {
      const t = ceilTest(special, { floor: 0, ceil: 128 });
      const v = t.v(125);
      expect(v.slice(0, 3)).toEqual([128, 126, 124]);
      expect(v[60]).toBe(8);
      expect(v[61]).toBe(8);
      expect(v[62]).toBe(10);
      expect(v[121]).toBe(128);
      expect(v[123]).toBe(126);
      expect(t.w.lineSpecial[t.row.edge[1]]).toBe(special === 6 ? 0 : 77);
    }
  });

  it('S1 49, WR 73 and W1 141 (silent) move like 25', () => {
    for (const special of [49, 73, 141]) {
      const v = ceilTest(special, { floor: 0, ceil: 128 }).v(243);
      expect([v[1], v[120], v[122], v[241], v[243]]).toEqual([127, 8, 9, 128, 127]);
    }
  });

  it('WR 74 stops it; crossing 73 again restarts it in the direction it had', () => {
    const t = ceilTest(73, { floor: 0, ceil: 128 }, 74);
    // Keep walking east over the 74 line.
    t.d.forwardUntil(() => t.mover()!.direction === 0, 100);
    const stopped = t.ceil();
    expect(stopped).toBeLessThan(128);
    t.d.wait(100);
    expect(t.ceil()).toBe(stopped);
    expect(t.mover()).toBeInstanceOf(Ceiling);
    // Back west over 74 (no change: already stopped) and 73: down again.
    t.d.forwardUntil(() => t.ceil() !== stopped, 200, -25);
    expect(t.ceil()).toBe(stopped - 1);
  });

  it('W1 57 stops it for good (57 is gone), the crusher stays where it stopped', () => {
    const t = ceilTest(25, { floor: 0, ceil: 128 }, 57);
    t.d.forwardUntil(() => t.mover()!.direction === 0, 100);
    const stopped = t.ceil();
    t.d.wait(300);
    expect(t.ceil()).toBe(stopped);
    expect(t.w.lineSpecial[t.row.edge[2]]).toBe(0);
  });
});

describe('a crusher meeting the player (P_ChangeSector: no fit, 10 damage every 4th tic)', () => {
  /** S | walk line | T (tag 4, floor 0, ceiling 128: the player walks in and stands) | B. */
  function standUnder(special: number) {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 4 }, { w: 128, floor: 0, ceil: 128 }], [{}, { special, tag: 4 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world, sec = r.sec[1];
    d.forwardUntil(() => w.sectorCeilZ[sec] !== 128, 100);
    // The tic the line was crossed ran with leveltime `lt0`; tic k after it (k = 1 that one) with lt0 + k - 1.
    const lt0 = d.ps.leveltime - 1;
    /** Per tic k = 0..n (0: before the trigger): ceiling, health, the body's height. */
    const run = (n: number) => {
      const ceil = [128, w.sectorCeilZ[sec]], health = [100, d.ps.player.health], height = [56, units(d.mo.height)];
      for (let k = 2; k <= n; k++) {
        d.wait(1);
        ceil.push(w.sectorCeilZ[sec]); health.push(d.ps.player.health); height.push(units(d.mo.height));
      }
      // The player coasted on into T and stands wholly in it.
      expect(d.x).toBeGreaterThan(128 + 16);
      expect(d.x).toBeLessThan(384 - 16);
      return { ceil, health, height };
    };
    return { d, w, sec, lt0, run };
  }
  /** Whether tic k runs with a leveltime DOOM crushes on (PIT_ChangeSector: !(leveltime & 3)). */
  const crushTic = (lt0: number, k: number) => ((lt0 + k - 1) & 3) === 0;

  it('W1 25: 1 a tic down to the player\'s top (56, tic 72); from 55 (tic 73) no fit: 1/8 a tic, 10 damage on every 4th tic; dead after 10 hits, the body 14 high, the ceiling going on', () => {
    const t = standUnder(25);
    const { ceil, health, height } = t.run(200);
    for (let k = 0; k <= 73; k++) expect(ceil[k], `tic ${k}`).toBe(128 - k);
    // T_MoveCeiling: crushed → speed CEILSPEED / 8 (crushAndRaise), the ceiling kept where it went.
    for (let k = 74; k <= 200; k++) expect(ceil[k], `tic ${k}`).toBe(55 - (k - 73) / 8);
    const hits: number[] = [];
    for (let k = 1; k <= 200; k++) if (health[k] < health[k - 1]) hits.push(k);
    // The first tic that does not fit (73) crushes only if its leveltime is a multiple of 4.
    const want: number[] = [];
    for (let k = 73; want.length < 10; k++) if (crushTic(t.lt0, k)) want.push(k);
    expect(hits).toEqual(want);
    expect(hits.map((k) => health[k])).toEqual([90, 80, 70, 60, 50, 40, 30, 20, 10, 0]);
    // P_KillMobj: a corpse a quarter as high, which fits under the ceiling: no more crushing.
    const dead = hits[9];
    expect(height[dead - 1]).toBe(56);
    expect(height[dead]).toBe(14);
    expect(health[200]).toBe(0);
    expect(t.d.z).toBe(0);
    expect(t.d.sector(t.sec).specialdata).toBeInstanceOf(Ceiling);
  });

  it('W1 6 (fast): 2 a tic with no slowdown, damage every 4th tic on the way down only (crush is off going up), to floor + 8 and back', () => {
    const t = standUnder(6);
    const { ceil, health } = t.run(122);
    for (let k = 0; k <= 60; k++) expect(ceil[k], `tic ${k}`).toBe(Math.max(8, 128 - 2 * k));
    expect(ceil[61]).toBe(8); // past the bottom: turns
    for (let k = 62; k <= 121; k++) expect(ceil[k], `tic ${k}`).toBe(8 + 2 * (k - 61));
    expect(ceil[122]).toBe(128);
    // No fit from tic 37 (ceiling 54) to the bottom. (The bottom's tic 61 would hurt twice on a
    // crushing tic — T_MovePlane calls P_ChangeSector again to put the ceiling back — but is not one.)
    expect(crushTic(t.lt0, 61)).toBe(false);
    let hp = 100;
    for (let k = 1; k <= 122; k++) {
      if (k >= 37 && k <= 61 && crushTic(t.lt0, k)) hp -= 10;
      expect(health[k], `tic ${k}`).toBe(hp);
    }
    expect(hp).toBeLessThan(100);
    expect(hp).toBeGreaterThan(0);
  });

  it('under a crusher lower than the player, the player cannot walk out (P_TryMove: the ceiling under 56)', () => {
    const t = standUnder(25);
    t.run(80);
    expect(t.w.sectorCeilZ[t.sec]).toBeLessThan(56);
    const x = t.d.x, y = t.d.y;
    t.d.forward(20, 50);
    expect([t.d.x, t.d.y]).toEqual([x, y]);
  });
});
