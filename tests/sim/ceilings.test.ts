// Ceilings and crushers against DOOM's EV_DoCeiling / T_MoveCeiling (p_ceilng.c): lower to floor
// (41), lower to 8 above it (44), raise to the highest neighbouring ceiling (40: vanilla moves only
// the ceiling, the floor part finds the sector busy), the crushers 25/49/73 (1 a tic), 6/77 (2 a
// tic) and 141 (silent) going down to floor + 8 and back up for ever, their stop (57, 74) and
// restart from stasis, and a crusher meeting the player: it stops at the player's height (the
// simulation deals no damage yet) and goes on once the player has left.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, type CellSpec } from './helpers.js';
import { lineSpecial } from '../../src/sim/data/line-specials.js';
import { MOVER_CEILING, MOVER_NONE } from '../../src/sim/movers.js';
import { PLAYER_HEIGHT } from '../../src/play/constants.js';

/** Trigger row (switch on S's west wall or walk line on S's east edge; a second walk line `second` further east), target row far north: N1 (ceil 128) | T (tag 4) | N2 (ceil 200). */
function ceilTest(special: number, t: Partial<CellSpec> & { floor: number; ceil: number }, second?: number) {
  const m = new SimMap();
  const isWalk = lineSpecial(special)!.trigger === 'walk';
  const cells: CellSpec[] = [{ w: 128, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }];
  const row = m.row(cells, isWalk ? [{}, { special, tag: 4 }, second ? { special: second, tag: 4 } : {}] : [{ special, tag: 4, middle: 'SW1BRCOM' }, {}, second ? { special: second, tag: 4 } : {}]);
  const tr = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, tag: 4, ...t }, { w: 128, floor: 0, ceil: 200 }], [], 256, {}, 1000);
  m.thing(isWalk ? 64 : 40, 128, 1, isWalk ? 0 : 180);
  const d = new Driver(m.sim());
  const w = d.sim.world, sec = tr.sec[1];
  const ceil = () => w.sectorCeilZ[sec];
  if (isWalk) d.forwardUntil(() => d.sim.movers.kind[sec] !== MOVER_NONE || w.sectorCeilZ[sec] !== t.ceil, 100);
  else d.use();
  return { d, w, sec, ceil, row, v: (n: number) => [t.ceil, ceil(), ...d.trace(n - 1, ceil)] };
}

describe('ceilings', () => {
  it('S1 41 lower to floor: 1 a tic, 0 on tic 128, done after 129', () => {
    const t = ceilTest(41, { floor: 0, ceil: 128 });
    const v = t.v(129);
    expect(v.slice(0, 4)).toEqual([128, 127, 126, 125]);
    expect(v[128]).toBe(0);
    expect(t.d.sim.movers.kind[t.sec]).toBe(MOVER_NONE);
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
    expect(t.d.sim.movers.kind[t.sec]).toBe(MOVER_NONE);
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
    const st = t.d.sim.movers;
    // Keep walking east over the 74 line.
    t.d.forwardUntil(() => st.dir[t.sec] === 0, 100);
    const stopped = t.ceil();
    expect(stopped).toBeLessThan(128);
    t.d.wait(100);
    expect(t.ceil()).toBe(stopped);
    expect(st.kind[t.sec]).toBe(MOVER_CEILING);
    // Back west over 74 (no change: already stopped) and 73: down again.
    t.d.forwardUntil(() => t.ceil() !== stopped, 200, -25);
    expect(t.ceil()).toBe(stopped - 1);
  });

  it('W1 57 stops it for good (57 is gone), the crusher stays where it stopped', () => {
    const t = ceilTest(25, { floor: 0, ceil: 128 }, 57);
    t.d.forwardUntil(() => t.d.sim.movers.dir[t.sec] === 0, 100);
    const stopped = t.ceil();
    t.d.wait(300);
    expect(t.ceil()).toBe(stopped);
    expect(t.w.lineSpecial[t.row.edge[2]]).toBe(0);
  });
});

describe('a crusher meeting the player (no damage yet: it stops at the player\'s height)', () => {
  function standUnder(special: number) {
    const m = new SimMap();
    // S | walk line | T (tag 4, floor 0, ceiling 128: the player walks in and stands) | B
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128, tag: 4 }, { w: 128, floor: 0, ceil: 128 }], [{}, { special, tag: 4 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.sim.world, sec = r.sec[1];
    d.forwardUntil(() => w.sectorCeilZ[sec] !== 128, 100);
    return { d, w, sec, ceil: () => w.sectorCeilZ[sec] };
  }

  it('W1 25: goes down to 56 above the player\'s feet (tic 72) and stays there while the player stands in it', () => {
    const t = standUnder(25);
    const v = [128, t.ceil(), ...t.d.trace(200, t.ceil)];
    const p = t.d.sim.player;
    expect(p.x).toBeGreaterThan(128 + 16);
    expect(p.x).toBeLessThan(384 - 16);
    expect(v[72]).toBe(PLAYER_HEIGHT);
    for (let k = 72; k <= 200; k++) expect(v[k]).toBeGreaterThanOrEqual(PLAYER_HEIGHT);
    expect(Math.min(...v)).toBe(PLAYER_HEIGHT);
    expect(p.z).toBe(0);
    expect(t.d.sim.movers.kind[t.sec]).toBe(MOVER_CEILING);
  });

  it('W1 6 (fast): the same, stopping at 56', () => {
    const t = standUnder(6);
    const v = [128, t.ceil(), ...t.d.trace(150, t.ceil)];
    expect(v[36]).toBe(PLAYER_HEIGHT);
    expect(Math.min(...v)).toBe(PLAYER_HEIGHT);
  });

  it('W1 25 after the player walks out: it goes on down at DOOM\'s crushing slowdown, 1/8 a tic', () => {
    const t = standUnder(25);
    t.d.wait(100);
    expect(t.ceil()).toBe(PLAYER_HEIGHT);
    t.d.forward(20, 50);
    t.d.wait(30);
    expect(t.d.sim.player.x).toBeGreaterThan(384 + 16);
    const a = t.ceil();
    expect(a).toBeLessThan(PLAYER_HEIGHT);
    t.d.wait(8);
    expect(t.ceil()).toBe(a - 1);
  });
});

