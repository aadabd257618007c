// Floors against DOOM's EV_DoFloor / T_MoveFloor (p_floor.c) and the floor-raising plats: every
// destination rule (highest / lowest neighbour floor, next higher floor, lowest neighbour ceiling,
// +24, +512, the shortest lower texture, turbo 8 above), speeds 1 and 4 (plats 1/2), the flat and
// special changes (37 lowerAndChange on arrival, 59 raise-24-and-change at once, 22/20/15/14 plats
// at once), and the floor a "lower" special jumps UP to when its destination is above it.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, flatId, type CellSpec, type EdgeSpec } from './helpers.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';

/**
 * The player's row: S (start, floor flat FLAT2, special 7) with the trigger — a switch on S's west
 * wall (player 40 from it, facing west) or a walk line on S's east edge — then a landing cell.
 * The target row far north: N1 (floor 0, ceil 128, flat FLAT3, special 5) | T (tag 4) | N2 (floor 48, ceil 144).
 */
function floorTest(special: number, t: Partial<CellSpec> & { floor: number; ceil: number }, tEdges: EdgeSpec[] = []) {
  const m = new SimMap();
  const isWalk = lineSpecial(special)!.trigger === 'walk';
  const start: CellSpec = { w: 128, floor: 0, ceil: 128, floorFlat: 'FLAT2', special: 7 };
  const row = m.row([start, { w: 256, floor: 0, ceil: 128 }], isWalk ? [{}, { special, tag: 4 }] : [{ special, tag: 4, middle: 'SW1BRCOM' }, {}]);
  const tr = m.row([{ w: 128, floor: 0, ceil: 128, floorFlat: 'FLAT3', special: 5 }, { w: 128, tag: 4, ...t }, { w: 128, floor: 48, ceil: 144 }],
    [{}, tEdges[0] ?? {}, tEdges[1] ?? {}], 256, {}, 1000);
  m.thing(isWalk ? 64 : 40, 128, 1, isWalk ? 0 : 180);
  const d = new Driver(m.sim());
  const w = d.world, sec = tr.sec[1];
  const floor = () => w.sectorFloorZ[sec];
  const mover = () => d.sector(sec).specialdata;
  if (isWalk) d.forwardUntil(() => w.lineSpecial[row.edge[1]] !== special || mover() !== null, 100);
  else d.wait(1).use();
  // v[k]: the floor after k tics counted from the trigger tic (tic 1).
  return { d, w, sec, floor, row, tr, mover, v: (n: number) => [t.floor, floor(), ...d.trace(n - 1, floor)] };
}

describe('raising floors', () => {
  it('W1 5 raise to the lowest neighbouring ceiling (128, under its own 160): 1 a tic, arrives on tic 96', () => {
    const t = floorTest(5, { floor: 32, ceil: 160 });
    const v = t.v(98);
    expect(v.slice(0, 4)).toEqual([32, 33, 34, 35]);
    expect(v[95]).toBe(127);
    expect(v[96]).toBe(128);
    expect(v[98]).toBe(128);
    expect(t.mover()).toBeNull();
  });

  it('the lowest neighbouring ceiling is capped by the sector\'s own ceiling (100)', () => {
    const t = floorTest(5, { floor: 32, ceil: 100 });
    const v = t.v(80);
    expect(v[68]).toBe(100);
    expect(v[80]).toBe(100);
  });

  it('W1 56 raise and crush: 8 under the lowest neighbouring ceiling (120)', () => {
    const t = floorTest(56, { floor: 32, ceil: 160 });
    expect(t.v(100)[100]).toBe(120);
  });

  it('W1 119 raise to the next higher neighbouring floor (48), S1 18 too; 130 turbo at 4 a tic', () => {
    const v = floorTest(119, { floor: 32, ceil: 160 }).v(20);
    expect(v[15]).toBe(47);
    expect(v[16]).toBe(48);
    expect(v[20]).toBe(48);
    expect(floorTest(18, { floor: 32, ceil: 160 }).v(20)[16]).toBe(48);
    expect(floorTest(130, { floor: 32, ceil: 160 }).v(6).slice(0, 6)).toEqual([32, 36, 40, 44, 48, 48]);
  });

  it('W1 58 raise by 24 (tic 24: 56); S1 140 raise by 512 keeps going past every neighbour', () => {
    const v = floorTest(58, { floor: 32, ceil: 160 }).v(30);
    expect(v[23]).toBe(55);
    expect(v[24]).toBe(56);
    expect(v[30]).toBe(56);
    const big = floorTest(140, { floor: 32, ceil: 600 });
    const b = big.v(600);
    expect(b[200]).toBe(232);
    expect(b[512]).toBe(544);
    expect(b[600]).toBe(544);
  });

  it('W1 59 raise by 24 and change: takes the line\'s front sector\'s flat and special at once', () => {
    const t = floorTest(59, { floor: 32, ceil: 160 });
    expect(t.w.sectorFloorFlat[t.sec]).toBe(flatId(t.w, 'FLAT2'));
    expect(t.w.sectorSpecial[t.sec]).toBe(7);
    expect(t.v(30)[24]).toBe(56);
  });

  it('W1 30 raise by the shortest lower texture on its two-sided lines (STEP24 → +24)', () => {
    const t = floorTest(30, { floor: 32, ceil: 160 }, [{ lower: 'STEP24' }, { lower: 'STEP64' }]);
    const v = t.v(30);
    expect(v[24]).toBe(56);
    expect(v[30]).toBe(56);
    const u = floorTest(30, { floor: 32, ceil: 160 }, [{ lower: 'STEP64' }, { lower: 'STEP64' }]).v(70);
    expect(u[64]).toBe(96);
    expect(u[70]).toBe(96);
  });
});

describe('lowering floors', () => {
  it('W1 19 lower to the highest neighbouring floor (48): 1 a tic from 96, arrives on tic 48', () => {
    const v = floorTest(19, { floor: 96, ceil: 160 }).v(50);
    expect(v.slice(0, 3)).toEqual([96, 95, 94]);
    expect(v[48]).toBe(48);
    expect(v[50]).toBe(48);
  });

  it('W1 19 whose highest neighbouring floor is ABOVE it jumps up to it in one tic (DOOM\'s T_MovePlane)', () => {
    const v = floorTest(19, { floor: 32, ceil: 160 }).v(3);
    expect(v).toEqual([32, 48, 48, 48]);
  });

  it('W1 38 lower to the lowest neighbouring floor (0), S1 23 too', () => {
    expect(floorTest(38, { floor: 96, ceil: 160 }).v(100)[96]).toBe(0);
    expect(floorTest(23, { floor: 96, ceil: 160 }).v(100)[96]).toBe(0);
  });

  it('W1 36 turbo lower: 4 a tic to 8 above the highest neighbouring floor (56)', () => {
    const v = floorTest(36, { floor: 96, ceil: 160 }).v(12);
    expect(v.slice(0, 4)).toEqual([96, 92, 88, 84]);
    expect(v[10]).toBe(56);
    expect(v[12]).toBe(56);
  });

  it('W1 37 lower and change: to 0, then takes N1\'s flat and special (the neighbour at the destination) on arrival', () => {
    const t = floorTest(37, { floor: 96, ceil: 160, special: 0 });
    const flat = t.w.sectorFloorFlat[t.sec];
    expect(flat).toBe(flatId(t.w, 'FLOOR'));
    t.d.wait(95); // tic 96: at 0, not yet past
    expect(t.floor()).toBe(0);
    expect(t.w.sectorFloorFlat[t.sec]).toBe(flat);
    t.d.wait(1); // tic 97: past the destination: changed, done
    expect(t.w.sectorFloorFlat[t.sec]).toBe(flatId(t.w, 'FLAT3'));
    expect(t.w.sectorSpecial[t.sec]).toBe(5);
    expect(t.mover()).toBeNull();
  });
});

describe('floor-raising plats (raise and change)', () => {
  it('W1 22 raise to the next higher floor at 1/2 a tic, front sector\'s flat at once, special cleared', () => {
    const t = floorTest(22, { floor: 32, ceil: 160, special: 5 });
    expect(t.w.sectorFloorFlat[t.sec]).toBe(flatId(t.w, 'FLAT2'));
    expect(t.w.sectorSpecial[t.sec]).toBe(0);
    const v = t.v(34);
    expect(v.slice(0, 4)).toEqual([32, 32.5, 33, 33.5]);
    expect(v[32]).toBe(48);
    expect(v[34]).toBe(48);
    expect(t.mover()).toBeNull();
  });

  it('S1 15 raise 24 and S1 14 raise 32 (change flat, keep special)', () => {
    const a = floorTest(15, { floor: 32, ceil: 160, special: 5 });
    expect(a.w.sectorFloorFlat[a.sec]).toBe(flatId(a.w, 'FLAT2'));
    expect(a.w.sectorSpecial[a.sec]).toBe(5);
    const va = a.v(50);
    expect(va[47]).toBe(55.5);
    expect(va[48]).toBe(56);
    expect(va[50]).toBe(56);
    const vb = floorTest(14, { floor: 32, ceil: 160 }).v(70);
    expect(vb[64]).toBe(64);
    expect(vb[70]).toBe(64);
  });
});

describe('the player on a moving floor', () => {
  it('a floor raised under the player carries them up (W1 58 +24, player standing on the target)', () => {
    const m = new SimMap();
    // A | W1 58 line | T (tag 4, floor 0) where the player ends up standing, | B
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 160, tag: 4 }, { w: 128, floor: 0, ceil: 128 }], [{}, { special: 58, tag: 4 }]);
    m.thing(100, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world;
    d.forwardUntil(() => w.sectorFloorZ[r.sec[1]] !== 0, 50);
    d.wait(40);
    expect(d.x).toBeGreaterThan(128 + 16);
    expect(d.x).toBeLessThan(384 - 16);
    expect(w.sectorFloorZ[r.sec[1]]).toBe(24);
    expect(d.z).toBe(24);
  });
});
