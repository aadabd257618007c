// The page's keys as DOOM's ticcmd: move and strafe amounts walking and running, the slow start of
// keyboard turning (DOOM's SLOWTURNTICS), mouse motion in whole angleturn units with the rest carried,
// and the use and fire buttons.
import { describe, expect, it } from 'vitest';
import { KeyCmdBuilder, MOUSE_TURN_UNITS, SLOW_TURN_TICS, type HeldKeys } from '../../src/web/key-cmd.js';
import { BT_ATTACK, BT_USE, TicCmd } from '../../src/sim/ticcmd.js';

const keys = (k: Partial<HeldKeys>): HeldKeys => ({ forward: 0, strafe: 0, turn: 0, run: false, use: false, fire: false, ...k });

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
});
