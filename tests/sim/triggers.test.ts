// Line triggers against DOOM's p_switch.c, p_spec.c, p_telept.c and p_doors.c: switch textures
// (S1 stays SW2, SR flips back after 35 tics, a switch flips only when something started, except
// exits and light switches which always flip), exits (11, 51, 52, 124), teleports (39, 97: the
// destination's position, its angle cut to 45° steps, feet on its floor, 18 frozen tics, front side
// only, DOOM's two fog spawns taking two random numbers), keyed doors and switches with and without
// the key (DOOM's exact messages), and gun lines (24, 46, 47) hit by a fire command.
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, flatId, frontTextures, textureId } from './helpers.js';
import { EXIT_NONE, EXIT_NORMAL, EXIT_SECRET } from '../../src/sim/base/sim-state.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';

/** A switch on the west wall of a room (player 40 from it, facing it); a door D (tag 7) far north between A and C. */
function switchRoom(special: number, tag = 7) {
  const m = new SimMap();
  const r = m.row([{ w: 256, floor: 0, ceil: 128 }], [{ special, tag, middle: 'SW1BRCOM' }]);
  const dr = m.row([{ w: 128, floor: 0, ceil: 128, light: 100 }, { w: 128, floor: 0, ceil: 0, tag: 7, light: 160 }, { w: 128, floor: 0, ceil: 160, light: 200 }], [], 256, {}, 1000);
  m.thing(40, 128, 1, 180);
  const d = new Driver(m.sim());
  d.wait(1); // DOOM ignores use on the level's first tic
  const w = d.world;
  return { d, w, line: r.edge[0], door: dr.sec[1], sw: () => frontTextures(w, r.edge[0])[1], sw1: textureId(w, 'SW1BRCOM'), sw2: textureId(w, 'SW2BRCOM') };
}

describe('switch textures (P_ChangeSwitchTexture, P_StartButton)', () => {
  it('S1 103 (open door): SW1 → SW2 for good, special cleared', () => {
    const t = switchRoom(103);
    t.d.use();
    expect(t.sw()).toBe(t.sw2);
    expect(t.w.lineSpecial[t.line]).toBe(0);
    t.d.wait(100);
    expect(t.sw()).toBe(t.sw2);
    expect(t.w.sectorCeilZ[t.door]).toBe(124);
  });

  it('S1 103 with nothing to move (its door already open and stopped? no: busy) keeps SW1 and its special', () => {
    const t = switchRoom(103, 8); // tag 8: no sector
    t.d.use();
    expect(t.sw()).toBe(t.sw1);
    expect(t.w.lineSpecial[t.line]).toBe(103);
  });

  it('SR 138 / 139 (light switches) flip even when no sector has their tag, and flip back after 35 tics', () => {
    for (const special of [138, 139]) {
      const t = switchRoom(special, 8);
      t.d.use();
      expect(t.sw()).toBe(t.sw2);
      t.d.wait(33);
      expect(t.sw()).toBe(t.sw2);
      t.d.wait(1);
      expect(t.sw()).toBe(t.sw1);
    }
  });

  it('SR 138 / 139 set the tagged sector to 255 / 35', () => {
    const a = switchRoom(138);
    a.d.use();
    expect(a.w.sectorLight[a.door]).toBe(255);
    const b = switchRoom(139);
    b.d.use();
    expect(b.w.sectorLight[b.door]).toBe(35);
  });

  it('a switch used from behind does nothing (only front sides work)', () => {
    const m = new SimMap();
    const a = m.sector({ floor: 0, ceil: 128 }), b = m.sector({ floor: 0, ceil: 128 });
    m.wall(0, 0, 0, 256, a); m.wall(0, 256, 128, 256, a); m.wall(128, 0, 0, 0, a);
    // The switch line's front faces east (b); the player in a sees its back.
    const sw = m.twoSided(128, 0, 128, 256, b, a, { special: 138, tag: 8, middle: 'SW1BRCOM' });
    m.wall(128, 256, 256, 256, b); m.wall(256, 256, 256, 0, b); m.wall(256, 0, 128, 0, b);
    m.thing(96, 128, 1, 0);
    const d = new Driver(m.sim());
    d.wait(1).use();
    expect(frontTextures(d.world, sw)[1]).toBe(textureId(d.world, 'SW1BRCOM'));
  });
});

describe('exits', () => {
  it('S1 11: exited = 1 (normal), the switch flips; no tic runs after it', () => {
    const t = switchRoom(11, 0);
    t.d.use();
    expect(t.d.ps.exited).toBe(EXIT_NORMAL);
    expect(t.sw()).toBe(t.sw2);
    const tic = t.d.ps.leveltime;
    t.d.wait(10);
    expect(t.d.ps.leveltime).toBe(tic);
  });

  it('S1 51: exited = 2 (secret)', () => {
    const t = switchRoom(51, 0);
    expect(t.d.ps.exited).toBe(EXIT_NONE);
    t.d.use();
    expect(t.d.ps.exited).toBe(EXIT_SECRET);
  });

  it('W1 52 and W1 124: walking over them exits (normal / secret)', () => {
    for (const [special, kind] of [[52, EXIT_NORMAL], [124, EXIT_SECRET]] as const) {
      const m = new SimMap();
      m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special }]);
      m.thing(64, 128, 1, 0);
      const d = new Driver(m.sim());
      const tics = d.forwardUntil(() => d.ps.exited !== EXIT_NONE, 60);
      expect(tics).toBeGreaterThan(3);
      expect(d.ps.exited).toBe(kind);
    }
  });
});

describe('teleports (EV_Teleport)', () => {
  /** S (start) | teleport line | T; the destination room far north (floor 32, tag 5) with a type-14 thing at (200, 1100), angle `angle`. */
  function teleMap(special: number, angle: number, startEast = false) {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special, tag: 5 }]);
    m.row([{ w: 512, floor: 32, ceil: 200, tag: 5 }], [], 256, {}, 1000);
    m.thing(startEast ? 200 : 64, 128, 1, startEast ? 180 : 0);
    m.thing(200, 1100, 14, angle);
    const d = new Driver(m.sim());
    return { d, w: d.world, line: r.edge[1] };
  }

  it('W1 39: to the destination, feet on its floor, its angle cut to a multiple of 45° (100 → 90), momentum gone', () => {
    const t = teleMap(39, 100);
    const p = t.d;
    t.d.forwardUntil(() => p.y > 500, 60);
    expect([p.x, p.y, p.z]).toEqual([200, 1100, 32]);
    expect(p.mo.angle).toBe(0x40000000); // ANG45 * (100 / 45)
    expect([p.mo.momx, p.mo.momy]).toEqual([0, 0]);
    expect(t.w.lineSpecial[t.line]).toBe(0);
  });

  it('the player stays frozen 18 tics (no move, no turn), moves on the 19th', () => {
    const t = teleMap(97, 90);
    const p = t.d;
    t.d.forwardUntil(() => p.y > 500, 60);
    t.d.cmd.forwardMove = 50; t.d.cmd.angleTurn = 640;
    for (let k = 1; k <= 18; k++) {
      t.d.tick();
      expect([p.x, p.y]).toEqual([200, 1100]);
      expect(p.mo.angle).toBe(0x40000000);
    }
    t.d.tick();
    expect(p.mo.angle).toBe(0x40000000 + (640 << 16));
    expect(p.y).toBeGreaterThan(1100);
    expect(t.w.lineSpecial[t.line]).toBe(97);
  });

  it('DOOM spawns two teleport fogs (P_SpawnMobj takes one random number each)', () => {
    const t = teleMap(39, 0);
    const p = t.d;
    const before = t.d.ps.rng.pIndex;
    t.d.forwardUntil(() => p.y > 500, 60);
    expect(t.d.ps.rng.pIndex).toBe(before + 2);
  });

  it('the destination is the first type-14 thing (in THINGS order) in the LOWEST-numbered tagged sector', () => {
    const m = new SimMap();
    m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special: 39, tag: 5 }]);
    m.row([{ w: 256, floor: 16, ceil: 200, tag: 5 }], [], 256, {}, 1000); // sector 2
    m.row([{ w: 256, floor: 48, ceil: 200, tag: 5 }], [], 256, {}, 2000); // sector 3
    m.thing(64, 128, 1, 0);
    m.thing(100, 2100, 14, 0); // in sector 3, first in THINGS
    m.thing(100, 1100, 14, 0); // in sector 2
    m.thing(200, 1200, 14, 0); // in sector 2, later
    const d = new Driver(m.sim());
    d.forwardUntil(() => d.y > 500, 60);
    expect([d.x, d.y, d.z]).toEqual([100, 1100, 16]);
  });

  it('crossed from its back side, a teleport line does nothing', () => {
    const t = teleMap(97, 0, true);
    const p = t.d;
    t.d.forward(20);
    t.d.wait(30);
    expect(p.x).toBeLessThan(128);
    // Not teleported; west is not quite west in DOOM's table (finesine of ANG180 is -25/65536 a unit).
    expect(Math.abs(p.y - 128)).toBeLessThan(0.25);
  });
});

describe('keyed doors and switches', () => {
  /** A (key thing `key` just ahead of the player if given) | keyed door line | D (tag 7) | C. */
  function keyDoor(special: number, key?: number) {
    const m = new SimMap();
    const isSwitch = lineSpecial(special)!.trigger === 'switch';
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0, tag: 7 }, { w: 128, floor: 0, ceil: 160 }],
      isSwitch ? [{}, {}] : [{}, { special }]);
    if (isSwitch) m.setWall(r.north[0], { special, tag: 7, middle: 'SW1BRCOM' });
    m.thing(isSwitch ? 64 : 56, isSwitch ? 200 : 128, 1, isSwitch ? 90 : 0);
    if (key !== undefined) m.thing(isSwitch ? 64 : 64, isSwitch ? 208 : 128, key);
    const d = new Driver(m.sim());
    d.wait(1); // DOOM ignores use on the level's first tic
    return { d, w: d.world, door: r.sec[1], sw: r.north[0], ceil: () => d.world.sectorCeilZ[r.sec[1]], p: d.ps.player };
  }

  const doorCases: [number, string][] = [
    [26, 'You need a blue key to open this door'], [32, 'You need a blue key to open this door'],
    [27, 'You need a yellow key to open this door'], [34, 'You need a yellow key to open this door'],
    [28, 'You need a red key to open this door'], [33, 'You need a red key to open this door'],
  ];
  for (const [special, msg] of doorCases) {
    it(`${special} without the key: "${msg}", the door stays shut`, () => {
      const t = keyDoor(special);
      t.d.forward(3); t.d.wait(20);
      t.d.use();
      expect(t.p.message).toBe(msg);
      expect(t.p.messageTic).toBe(t.d.ps.leveltime - 1);
      t.d.wait(10);
      expect(t.ceil()).toBe(0);
    });
  }

  // The card taken, in DOOM's card_t order (blue, yellow, red card, blue, yellow, red skull).
  const keyCases: [number, number, number, string][] = [
    [26, 5, 0, 'Picked up a blue keycard.'], [26, 40, 3, 'Picked up a blue skull key.'],
    [27, 6, 1, 'Picked up a yellow keycard.'], [28, 13, 2, 'Picked up a red keycard.'],
  ];
  for (const [special, thing, card, msg] of keyCases) {
    it(`${special} with the key (thing ${thing}: "${msg}") opens like DR 1`, () => {
      const t = keyDoor(special, thing);
      t.d.forward(3); t.d.wait(20);
      expect(Array.from(t.p.cards, (c, i) => (c ? i : -1)).filter((i) => i >= 0)).toEqual([card]);
      expect(t.p.message).toBe(msg);
      t.d.use();
      expect(t.ceil()).toBe(2);
      t.d.wait(61);
      expect(t.ceil()).toBe(124);
    });
  }

  it('SR 99 (blue switch) without the key: "You need a blue key to activate this object", no flip; with it: the door opens fast and stays', () => {
    const t = keyDoor(99);
    t.d.use();
    expect(t.p.message).toBe('You need a blue key to activate this object');
    expect(frontTextures(t.w, t.sw)[1]).toBe(textureId(t.w, 'SW1BRCOM'));
    expect(t.ceil()).toBe(0);
    const k = keyDoor(99, 5);
    k.d.forward(2); k.d.wait(20);
    expect(Array.from(k.p.cards)).toEqual([1, 0, 0, 0, 0, 0]);
    k.d.use();
    expect(k.ceil()).toBe(8);
    expect(frontTextures(k.w, k.sw)[1]).toBe(textureId(k.w, 'SW2BRCOM'));
  });

  it('S1 135 / 137 (red / yellow switches): DOOM\'s "activate this object" messages', () => {
    const r = keyDoor(135);
    r.d.use();
    expect(r.p.message).toBe('You need a red key to activate this object');
    const y = keyDoor(137);
    y.d.use();
    expect(y.p.message).toBe('You need a yellow key to activate this object');
  });
});

/**
 * Tics from the level's start to the first pistol shot with fire held: the pistol comes up 6 units a
 * tic (A_Raise, from WEAPONBOTTOM 128 to WEAPONTOP 32, the first step taken as the player spawns),
 * then S_PISTOL1's 4 tics, then A_FirePistol.
 */
const SHOT_TICS = 15 + 4;

describe('gun lines (P_ShootSpecialLine): fire traces the view', () => {
  it('GR 46 on a closed door\'s line: the tagged door opens and stays (door.open); the line keeps its special', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0, tag: 7 }, { w: 128, floor: 0, ceil: 160 }], [{}, { special: 46, tag: 7 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world;
    d.wait(1).use(); // use does nothing on a gun line
    expect(w.sectorCeilZ[r.sec[1]]).toBe(0);
    d.fire();
    expect(d.ps.leveltime).toBe(SHOT_TICS);
    expect(w.sectorCeilZ[r.sec[1]]).toBe(2);
    d.wait(200);
    expect(w.sectorCeilZ[r.sec[1]]).toBe(124);
    expect(w.lineSpecial[r.edge[1]]).toBe(46);
  });

  it('G1 24 on a far switch wall: the tagged floor rises to the lowest neighbouring ceiling, the switch flips, special cleared', () => {
    const m = new SimMap();
    const r = m.row([{ w: 512, floor: 0, ceil: 128 }], [], 256, { special: 24, tag: 4, middle: 'SW1BRCOM' });
    const tr = m.row([{ w: 128, floor: 0, ceil: 96 }, { w: 128, floor: 0, ceil: 160, tag: 4 }, { w: 128, floor: 0, ceil: 128 }], [], 256, {}, 1000);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world;
    expect(d.fire()).toBe(SHOT_TICS);
    expect(frontTextures(w, r.eastWall)[1]).toBe(textureId(w, 'SW2BRCOM'));
    expect(w.lineSpecial[r.eastWall]).toBe(0);
    expect(w.sectorFloorZ[tr.sec[1]]).toBe(1);
    d.wait(100);
    expect(w.sectorFloorZ[tr.sec[1]]).toBe(96);
  });

  it('G1 47: raise to the next higher floor at 1/2 a tic, taking the line\'s front sector flat', () => {
    const m = new SimMap();
    const r = m.row([{ w: 512, floor: 0, ceil: 128, floorFlat: 'FLAT2' }], [], 256, { special: 47, tag: 4, middle: 'SW1BRCOM' });
    const tr = m.row([{ w: 128, floor: 0, ceil: 96 }, { w: 128, floor: 0, ceil: 160, tag: 4 }, { w: 128, floor: 16, ceil: 128 }], [], 256, {}, 1000);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world;
    d.fire();
    expect(w.sectorFloorFlat[tr.sec[1]]).toBe(flatId(w, 'FLAT2'));
    expect(w.sectorFloorZ[tr.sec[1]]).toBe(0.5);
    d.wait(31);
    expect(w.sectorFloorZ[tr.sec[1]]).toBe(16);
    expect(w.lineSpecial[r.eastWall]).toBe(0);
  });

  it('a gun line behind a wall is not hit', () => {
    const m = new SimMap();
    // A | closed door (ceiling 0: blocks the shot) | B whose east wall is G1 24.
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 64, floor: 0, ceil: 0 }, { w: 128, floor: 0, ceil: 128 }], [], 256, { special: 24, tag: 4, middle: 'SW1BRCOM' });
    m.row([{ w: 128, floor: 0, ceil: 96 }, { w: 128, floor: 0, ceil: 160, tag: 4 }], [], 256, {}, 1000);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    d.fire();
    expect(d.world.lineSpecial[r.eastWall]).toBe(24);
  });
});

describe('use range and monster-only lines', () => {
  it('use reaches a line 63 units ahead (USERANGE 64) but not one 66 away', () => {
    for (const [x, opens] of [[64 + 1, true], [128 - 66, false]] as const) {
      const m = new SimMap();
      const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0 }, { w: 128, floor: 0, ceil: 160 }], [{}, { special: 1 }]);
      m.thing(x, 128, 1, 0);
      const d = new Driver(m.sim());
      d.wait(1).use();
      expect(d.world.sectorCeilZ[r.sec[1]]).toBe(opens ? 2 : 0);
    }
  });

  it('125 / 126 (monster teleports) do not teleport the player', () => {
    for (const special of [125, 126]) {
      const m = new SimMap();
      m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }], [{}, { special, tag: 5 }]);
      m.row([{ w: 512, floor: 32, ceil: 200, tag: 5 }], [], 256, {}, 1000);
      m.thing(64, 128, 1, 0);
      m.thing(200, 1100, 14, 0);
      const d = new Driver(m.sim());
      d.forward(20);
      d.wait(30);
      // Not teleported (east drifts north: DOOM's finesine of 0 is 25/65536).
      expect(Math.abs(d.y - 128)).toBeLessThan(0.25);
      expect(d.x).toBeGreaterThan(128);
    }
  });
});

describe('scrolling wall (48)', () => {
  it('the texture moves 1 unit a tic (P_UpdateSpecials)', () => {
    const m = new SimMap();
    const r = m.row([{ w: 256, floor: 0, ceil: 128 }], [{ special: 48 }]);
    m.thing(128, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world;
    const side = w.linePieces[w.linePieceStart[r.edge[0] * 2]];
    const x0 = w.sideXOff[side];
    d.wait(70);
    expect(w.sideXOff[side] - x0).toBe(70);
  });
});
