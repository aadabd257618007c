// The page's keys as DOOM's ticcmd: move and strafe amounts walking and running, the slow start of
// keyboard turning (DOOM's SLOWTURNTICS), mouse motion in whole angleturn units with the rest carried,
// the use and fire buttons, and weapons by number key and by wheel.
import { describe, expect, it } from 'vitest';
import { boomKeyWeapon, BT_CHANGE, KeyCmdBuilder, MOUSE_TURN_UNITS, SLOW_TURN_TICS, wheelWeapon, type HeldKeys } from '../../src/web/key-cmd.js';
import { BT_ATTACK, BT_USE, TicCmd } from '../../src/sim/base/ticcmd.js';

const keys = (k: Partial<HeldKeys>): HeldKeys => ({ forward: 0, strafe: 0, turn: 0, run: false, use: false, fire: false, weapon: -1, ...k });

describe('KeyCmdBuilder', () => {
  it('forward/back 25 walking, 50 running; strafe 24 and 40', () => {
    const b = new KeyCmdBuilder(), c = new TicCmd();
    expect(b.build(c, keys({ forward: 1 })).forwardMove).toBe(25);
    expect(b.build(c, keys({ forward: -1, run: true })).forwardMove).toBe(-50);
    expect(b.build(c, keys({ strafe: 1 })).sideMove).toBe(24);
    expect(b.build(c, keys({ strafe: -1, run: true })).sideMove).toBe(-40);
    const both = b.build(c, keys({ forward: 1, strafe: 1, run: true }));
    expect([both.forwardMove, both.sideMove, both.angleTurn, both.buttons]).toEqual([50, 40, 0, 0]);
  });

  it('turns 320 for the first 5 tics a key is held, then 640 walking or 1280 running', () => {
    const b = new KeyCmdBuilder(), c = new TicCmd();
    const walk: number[] = [], run: number[] = [];
    for (let i = 0; i < 8; i++) walk.push(b.build(c, keys({ turn: 1 })).angleTurn);
    expect(walk).toEqual([320, 320, 320, 320, 320, 640, 640, 640]);
    expect(SLOW_TURN_TICS).toBe(6);
    b.build(c, keys({})); // released: the slow start again
    for (let i = 0; i < 7; i++) run.push(b.build(c, keys({ turn: -1, run: true })).angleTurn);
    expect(run).toEqual([-320, -320, -320, -320, -320, -1280, -1280]);
  });

  it('mouse motion: whole units this tic, the fraction carried; right is a negative (clockwise) turn', () => {
    const b = new KeyCmdBuilder(), c = new TicCmd();
    b.addMouse(1); // -36.5 units
    expect(b.pendingMouseUnits).toBeCloseTo(-MOUSE_TURN_UNITS);
    expect(b.build(c, keys({})).angleTurn).toBe(-36);
    b.addMouse(1);
    expect(b.build(c, keys({})).angleTurn).toBe(-37); // -0.5 carried + -36.5
    expect(b.pendingMouseUnits).toBe(0);
    b.addMouse(-2);
    expect(b.build(c, keys({ turn: 1 })).angleTurn).toBe(320 + 73);
  });

  it('use and fire set BT_USE and BT_ATTACK', () => {
    const b = new KeyCmdBuilder(), c = new TicCmd();
    expect(b.build(c, keys({ use: true })).buttons).toBe(BT_USE);
    expect(b.build(c, keys({ fire: true })).buttons).toBe(BT_ATTACK);
    expect(b.build(c, keys({ use: true, fire: true })).buttons).toBe(BT_USE | BT_ATTACK);
    expect(b.build(c, keys({})).buttons).toBe(0);
  });

  it('a number key asks for a weapon: BT_CHANGE with its bits (key 3 → shotgun, 2 << 3)', () => {
    const b = new KeyCmdBuilder(), c = new TicCmd();
    expect(b.build(c, keys({ weapon: 2 })).buttons).toBe(BT_CHANGE | (2 << 3));
    expect(b.build(c, keys({ weapon: 6, fire: true })).buttons).toBe(BT_ATTACK | BT_CHANGE | (6 << 3));
    expect(b.build(c, keys({})).buttons).toBe(0);
  });

  it("the wheel steps through the owned weapons in Chocolate Doom's order", () => {
    const owned = [1, 1, 1, 0, 1, 0, 0, 1, 1]; // fist, pistol, shotgun, rocket launcher, chainsaw, super shotgun
    const p = { weaponowned: owned, readyweapon: 1, pendingweapon: 10, powers: [0, 0, 0, 0, 0, 0] };
    expect(wheelWeapon(p, 1, true)).toBe(2); // pistol → shotgun
    expect(wheelWeapon({ ...p, readyweapon: 2 }, 1, true)).toBe(2); // shotgun → super shotgun (asked for as the shotgun)
    expect(wheelWeapon({ ...p, readyweapon: 2 }, 1, false)).toBe(4); // DOOM 1: no super shotgun → rocket launcher
    expect(wheelWeapon({ ...p, readyweapon: 4 }, 1, true)).toBe(0); // rocket launcher → (plasma, BFG not owned) → chainsaw, as the fist
    expect(wheelWeapon(p, -1, true)).toBe(0); // pistol → chainsaw (the fist is skipped without berserk)
    expect(wheelWeapon({ ...p, weaponowned: [1, 0, 0, 0, 0, 0, 0, 0, 0], readyweapon: 0 }, 1, true)).toBe(-1);
  });

  it("a Boom game's commands name the weapon itself: the keys and the wheel choose the chainsaw and the super shotgun", () => {
    const owned = [1, 1, 1, 0, 1, 0, 0, 1, 1];
    const p = { weaponowned: owned, readyweapon: 1, pendingweapon: 10, powers: [0, 0, 0, 0, 0, 0] };
    expect(boomKeyWeapon(p, 2, true)).toBe(8); // 3: the super shotgun first
    expect(boomKeyWeapon({ ...p, readyweapon: 8 }, 2, true)).toBe(2); // again: the shotgun
    expect(boomKeyWeapon(p, 2, false)).toBe(2); // DOOM 1
    expect(boomKeyWeapon(p, 0, true)).toBe(7); // 1: the chainsaw first
    expect(boomKeyWeapon({ ...p, readyweapon: 7 }, 0, true)).toBe(0); // again: the fist
    expect(boomKeyWeapon(p, 4, true)).toBe(4);
    expect(wheelWeapon({ ...p, readyweapon: 2 }, 1, true, true)).toBe(8);
    expect(wheelWeapon(p, -1, true, true)).toBe(7);
    const b = new KeyCmdBuilder(), c = new TicCmd();
    expect(b.build(c, keys({ weapon: 8 })).buttons).toBe(BT_CHANGE | (8 << 3));
  });
});
