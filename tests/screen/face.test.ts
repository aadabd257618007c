// DOOM's status bar face (ST_updateFaceWidget, ST_calcPainOffset): the face index chosen for given
// health, damage, attacker bearing, new weapons, fire held and god mode, in exact values.
import { describe, expect, it } from 'vitest';
import {
  FaceState, ST_DEADFACE, ST_EVILGRINCOUNT, ST_GODFACE, ST_STRAIGHTFACECOUNT, faceLumpName, painOffset,
} from '../../src/screen/face.js';
import { CF_GODMODE, PW_INVULNERABILITY, PlayerState, WP_SHOTGUN } from '../../src/sim/base/player-state.js';
import type { Mobj } from '../../src/sim/base/thing.js';
import { ANG90 } from '../../src/sim/base/fixed.js';
import { DoomRandom } from '../../src/defs/doom/random.js';

const U = 65536;

/** A player at the origin facing `angle` (binary), with `health`, its face started. */
function setup(health = 100, angle = 0): { p: PlayerState; f: FaceState } {
  const p = new PlayerState();
  p.reborn();
  p.health = health;
  p.mo = { x: 0, y: 0, angle } as unknown as Mobj;
  const f = new FaceState();
  f.start(p);
  return { p, f };
}

function thingAt(x: number, y: number): Mobj {
  return { x: x * U, y: y * U, angle: 0 } as unknown as Mobj;
}

describe('the face', () => {
  it('names the 42 pictures in DOOM order', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 39, 40, 41].map(faceLumpName)).toEqual([
      'STFST00', 'STFST01', 'STFST02', 'STFTR00', 'STFTL00', 'STFOUCH0', 'STFEVL0', 'STFKILL0', 'STFST10', 'STFKILL4', 'STFGOD0', 'STFDEAD0',
    ]);
  });

  it('pain levels: (100 - health) * 5 / 101, over 100 counting as 100', () => {
    expect([200, 100, 80, 79, 60, 59, 40, 39, 20, 19, 1, 0].map(painOffset)).toEqual([0, 0, 0, 8, 8, 16, 16, 24, 24, 32, 32, 32]);
  });

  it('looks ahead, left or right by the misc random number, for 17 tics at a time', () => {
    const { p, f } = setup(100);
    f.tick(p, 5); // 5 % 3 = 2
    expect([f.index, f.count, f.priority]).toEqual([2, ST_STRAIGHTFACECOUNT - 1, 0]);
    for (let t = 0; t < 16; t++) f.tick(p, 3);
    expect(f.index).toBe(2); // still the same glance
    f.tick(p, 4); // 17 tics later a new one: 4 % 3 = 1
    expect(f.index).toBe(1);
    p.health = 50;
    for (let t = 0; t < 17; t++) f.tick(p, 9);
    expect(f.index).toBe(16); // pain level 2, straight
  });

  it('dead: STFDEAD0 and nothing else after', () => {
    const { p, f } = setup(0);
    f.tick(p, 1);
    expect(f.index).toBe(ST_DEADFACE);
    p.damagecount = 10;
    p.attacker = thingAt(100, 0);
    f.tick(p, 1);
    expect([f.index, f.priority]).toEqual([ST_DEADFACE, 9]);
  });

  it('an evil grin for 2 seconds on picking up a new weapon', () => {
    const { p, f } = setup(50);
    f.tick(p, 0);
    p.bonuscount = 6;
    p.weaponowned[WP_SHOTGUN] = 1;
    f.tick(p, 0);
    expect([f.index, f.priority, f.count]).toEqual([16 + 6, 8, ST_EVILGRINCOUNT - 1]);
    // A bonus without a new weapon does not grin.
    const g = setup(100);
    g.p.bonuscount = 6;
    g.f.tick(g.p, 0);
    expect(g.f.index).toBe(0);
  });

  it('hurt by an attacker: head-on rampage, turned towards the side it shot from', () => {
    const cases: [number, number, number, number][] = [
      // attacker x, y, player facing (binary), face
      [100, 0, 0, 7], // straight ahead: STFKILL
      [0, 100, 0, 4], // to the left (north while facing east): turn left
      [0, -100, 0, 3], // to the right: turn right
      [-100, 0, 0, 4], // behind: diff = ANG180 exactly, "left"
      [100, 10, 0, 7], // within 45°: head-on
      [0, 100, ANG90, 7], // facing north, attacker north
      [100, 0, ANG90, 3], // facing north, attacker east: right
    ];
    for (const [x, y, angle, face] of cases) {
      const { p, f } = setup(100, angle);
      f.tick(p, 0);
      p.health = 90;
      p.damagecount = 10;
      p.attacker = thingAt(x, y);
      f.tick(p, 0);
      expect([x, y, angle, f.index]).toEqual([x, y, angle, face]);
      expect(f.priority).toBe(7);
    }
  });

  it("the ouch face only when health went up by more than 20 under damage (DOOM's reversed test)", () => {
    const { p, f } = setup(20);
    f.tick(p, 0);
    p.health = 50; // +30
    p.damagecount = 5;
    p.attacker = thingAt(100, 0);
    f.tick(p, 0);
    expect(f.index).toBe(16 + 5); // STFOUCH2
    // A big loss (-60) turns the head as any hit does.
    const g = setup(100);
    g.f.tick(g.p, 0);
    g.p.health = 40;
    g.p.damagecount = 60;
    g.p.attacker = thingAt(100, 0);
    g.f.tick(g.p, 0);
    expect(g.f.index).toBe(16 + 7);
  });

  it('hurt by nothing (slime, own barrel): the rampage face at priority 6', () => {
    const { p, f } = setup(100);
    f.tick(p, 0);
    p.health = 95;
    p.damagecount = 5;
    f.tick(p, 0);
    expect([f.index, f.priority]).toEqual([7, 6]);
    // The player's own body as attacker counts as nobody.
    const g = setup(100);
    g.f.tick(g.p, 0);
    g.p.damagecount = 5;
    g.p.attacker = g.p.mo;
    g.f.tick(g.p, 0);
    expect([g.f.index, g.f.priority]).toEqual([7, 6]);
  });

  it('fire held for 2 seconds: the rampage face', () => {
    const { p, f } = setup(100);
    p.attackdown = true;
    f.tick(p, 0); // starts the count (70)
    for (let t = 0; t < 69; t++) { f.tick(p, 0); expect(f.index).not.toBe(7); }
    f.tick(p, 0);
    expect([f.index, f.priority]).toEqual([7, 5]);
    f.tick(p, 0);
    expect(f.index).toBe(7); // stays while held
    p.attackdown = false;
    f.tick(p, 2); // released: the rampage's count is up, a glance (2 % 3) at once
    expect([f.index, f.priority]).toEqual([2, 0]);
  });

  it('god mode and invulnerability: STFGOD0', () => {
    const { p, f } = setup(100);
    p.cheats |= CF_GODMODE;
    f.tick(p, 0);
    expect(f.index).toBe(ST_GODFACE);
    const g = setup(100);
    g.p.powers[PW_INVULNERABILITY] = 100;
    g.f.tick(g.p, 1);
    expect(g.f.index).toBe(ST_GODFACE);
    g.p.powers[PW_INVULNERABILITY] = 0;
    g.f.tick(g.p, 1);
    expect(g.f.index).toBe(1);
  });
});

describe('the status bar random', () => {
  it('draws from the misc cursor only', async () => {
    const { StatusBar } = await import('../../src/screen/status-bar.js');
    const rng = new DoomRandom();
    const p = new PlayerState();
    p.reborn();
    // A bar without graphics still runs the face (the page's tic does not depend on the WAD).
    const sb = new StatusBar({ has: () => false, warnings: [], stack: { label: 'x' } } as never);
    sb.start(p);
    for (let i = 0; i < 10; i++) sb.tick(p, rng);
    expect([rng.pIndex, rng.mIndex]).toEqual([0, 10]);
  });
});
