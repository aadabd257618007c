// Doors against DOOM's p_doors.c: manual (use) doors DR 1 / D1 31 / blazing 117, 118; tagged doors
// by switch (S1 29, SR 63, S1 50 close, SR 42 close) and by walking over (W1 2, 3, 4, 16); speeds
// (2 and 8 units a tic), the top at the lowest neighbouring ceiling − 4, the 150-tic wait, the
// 30-second close-then-open, and the player under a closing door: raise doors go back up, close
// doors stop at the player's head and wait. Heights are checked at exact tics (tic 1 = the tic the
// door was triggered in: DOOM runs the new thinker in that same tic).
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, frontTextures, textureId, type EdgeSpec } from './helpers.js';
import { VerticalDoor } from '../../src/sim/rules/doors.js';

/**
 * A (x 0..128, ceiling 128) | door D (128..256, closed: ceiling 0, tag 7) | C (256..384, ceiling 160).
 * `doorLine`: the special on D's west line (front faces A). `switchWall`: a switch on A's west wall.
 * The player starts at (80, 128) facing east (or west, 40 from the switch, when there is one).
 */
function doorMap(opts: { doorLine?: number; switchWall?: number; doorCeil?: number; walkLine?: number } = {}) {
  const m = new SimMap();
  const cells = [
    { w: 128, floor: 0, ceil: 128 },
    { w: 128, floor: 0, ceil: opts.doorCeil ?? 0, tag: 7 },
    { w: 128, floor: 0, ceil: 160 },
  ];
  const edges: EdgeSpec[] = [
    opts.switchWall !== undefined ? { special: opts.switchWall, tag: 7, middle: 'SW1BRCOM' } : {},
    { special: opts.doorLine ?? 0 },
  ];
  if (opts.walkLine !== undefined) {
    // An extra cell before A, the walk line between them.
    cells.unshift({ w: 128, floor: 0, ceil: 128 });
    edges.unshift({});
    edges[1] = { special: opts.walkLine, tag: 7 };
  }
  const r = m.row(cells, edges);
  const shift = opts.walkLine !== undefined ? 128 : 0;
  if (opts.switchWall !== undefined) m.thing(40, 128, 1, 180);
  else m.thing(shift + (opts.walkLine !== undefined ? -64 : 80), 128, 1, 0);
  const d = new Driver(m.sim());
  d.wait(1); // DOOM ignores use on the level's first tic
  const door = r.sec[opts.walkLine !== undefined ? 2 : 1];
  return { d, r, door, w: d.world, ceil: () => d.world.sectorCeilZ[door], mover: () => d.sector(door).specialdata };
}

describe('manual doors (EV_VerticalDoor)', () => {
  it('DR 1: up 2 a tic to 124 (lowest neighbour ceiling 128 − 4), waits 150, down 2 a tic, done on tic 276', () => {
    const t = doorMap({ doorLine: 1 });
    t.d.use();
    const v = [0, t.ceil(), ...t.d.trace(290, t.ceil)]; // v[k] = ceiling after k tics
    expect(v.slice(1, 5)).toEqual([2, 4, 6, 8]);
    expect(v[61]).toBe(122);
    expect(v[62]).toBe(124);
    // Tic 63 finds it past the top: wait 150 tics (the countdown hits 0 on tic 213), down from 214.
    for (let k = 62; k <= 213; k++) expect(v[k]).toBe(124);
    expect(v.slice(214, 217)).toEqual([122, 120, 118]);
    expect(v[275]).toBe(0);
    expect(t.mover()).toBeNull();
    // The line keeps its special (DR): the door opens again.
    expect(t.w.lineSpecial[t.r.edge[1]]).toBe(1);
    t.d.use();
    expect(t.ceil()).toBe(2);
  });

  it('DR 1: the ceiling reaches the floor on tic 275; the mover ends on tic 276 (past the floor)', () => {
    const t = doorMap({ doorLine: 1 });
    t.d.use();
    t.d.wait(273);
    expect(t.ceil()).toBe(2);
    expect(t.mover()).toBeInstanceOf(VerticalDoor);
    t.d.wait(1);
    expect(t.ceil()).toBe(0);
    expect(t.mover()).toBeInstanceOf(VerticalDoor);
    t.d.wait(1);
    expect(t.mover()).toBeNull();
  });

  it('DR 1 used again while opening goes straight back down; used while closing goes back up', () => {
    const t = doorMap({ doorLine: 1 });
    t.d.use();
    t.d.wait(9); // ceiling 20
    expect(t.ceil()).toBe(20);
    t.d.use(); // direction −1 in the think, the door moves down in the same tic
    expect(t.ceil()).toBe(18);
    t.d.wait(2);
    expect(t.ceil()).toBe(14);
    t.d.use(); // closing: back up
    expect(t.ceil()).toBe(16);
  });

  it('D1 31: opens to 124 and stays; the line loses its special', () => {
    const t = doorMap({ doorLine: 31 });
    t.d.use();
    expect(t.w.lineSpecial[t.r.edge[1]]).toBe(0);
    t.d.wait(62);
    expect(t.ceil()).toBe(124);
    expect(t.mover()).toBeNull();
    t.d.wait(400);
    expect(t.ceil()).toBe(124);
  });

  it('117 blazing DR: 8 a tic, top on tic 16, down from tic 167, closed on tic 182', () => {
    const t = doorMap({ doorLine: 117 });
    t.d.use();
    const v = [0, t.ceil(), ...t.d.trace(200, t.ceil)];
    expect(v.slice(1, 4)).toEqual([8, 16, 24]);
    expect(v[15]).toBe(120);
    expect(v[16]).toBe(124); // 120 + 8 > 124: clamped to the top, waits
    expect(v[166]).toBe(124);
    expect(v[167]).toBe(116);
    expect(v[181]).toBe(4);
    expect(v[182]).toBe(0);
    expect(t.w.lineSpecial[t.r.edge[1]]).toBe(117);
  });

  it('118 blazing D1: opens at 8 a tic and stays; special cleared', () => {
    const t = doorMap({ doorLine: 118 });
    t.d.use();
    expect(t.w.lineSpecial[t.r.edge[1]]).toBe(0);
    const v = [0, t.ceil(), ...t.d.trace(400, t.ceil)];
    expect(v[15]).toBe(120);
    expect(v[16]).toBe(124);
    expect(v[400]).toBe(124);
  });

  it('only the front side works: used from behind, nothing moves', () => {
    const m = new SimMap();
    // The door line's front faces C here (drawn the other way): the player in A sees its back.
    const a = m.sector({ floor: 0, ceil: 128 }), dr = m.sector({ floor: 0, ceil: 0 }), c = m.sector({ floor: 0, ceil: 160 });
    m.wall(0, 0, 0, 256, a); m.wall(0, 256, 128, 256, a); m.wall(128, 0, 0, 0, a);
    m.twoSided(128, 0, 128, 256, dr, a, { special: 1 });
    m.wall(128, 256, 256, 256, dr); m.wall(256, 0, 128, 0, dr);
    m.twoSided(256, 256, 256, 0, dr, c);
    m.wall(256, 256, 384, 256, c); m.wall(384, 256, 384, 0, c); m.wall(384, 0, 256, 0, c);
    m.thing(80, 128, 1, 0);
    const d = new Driver(m.sim());
    d.wait(1);
    d.use();
    d.wait(10);
    expect(d.world.sectorCeilZ[dr]).toBe(0);
  });
});

describe('tagged doors by switch (EV_DoDoor)', () => {
  it('S1 29: the tagged door opens, waits and closes like DR; the switch flips to SW2 and stays; special cleared', () => {
    const t = doorMap({ switchWall: 29 });
    const sw1 = textureId(t.w, 'SW1BRCOM'), sw2 = textureId(t.w, 'SW2BRCOM');
    expect(frontTextures(t.w, t.r.edge[0])[1]).toBe(sw1);
    t.d.use();
    expect(t.ceil()).toBe(2);
    expect(frontTextures(t.w, t.r.edge[0])[1]).toBe(sw2);
    expect(t.w.lineSpecial[t.r.edge[0]]).toBe(0);
    const v = [0, 2, ...t.d.trace(280, t.ceil)];
    expect(v[62]).toBe(124);
    expect(v[213]).toBe(124);
    expect(v[214]).toBe(122);
    expect(v[275]).toBe(0);
    expect(frontTextures(t.w, t.r.edge[0])[1]).toBe(sw2);
  });

  it('SR 63: the switch shows SW2 for 35 tics then SW1 again; a second use while the door moves does not flip it', () => {
    const t = doorMap({ switchWall: 63 });
    const sw1 = textureId(t.w, 'SW1BRCOM'), sw2 = textureId(t.w, 'SW2BRCOM');
    t.d.use();
    const tex = [sw2, ...t.d.trace(40, () => frontTextures(t.w, t.r.edge[0])[1])];
    // Pressed on tic 1 (button timer 35, counted down in the same tic): back on tic 35.
    expect(tex[33]).toBe(sw2);
    expect(tex[34]).toBe(sw1);
    expect(t.w.lineSpecial[t.r.edge[0]]).toBe(63);
    // The door still moves: EV_DoDoor finds no free sector, so the switch does not flip.
    t.d.use();
    expect(frontTextures(t.w, t.r.edge[0])[1]).toBe(sw1);
    // After it closed, the switch works again.
    t.d.wait(300);
    expect(t.ceil()).toBe(0);
    t.d.use();
    expect(frontTextures(t.w, t.r.edge[0])[1]).toBe(sw2);
    expect(t.ceil()).toBe(2);
  });

  it('S1 50 closes an open door at 2 a tic and it stays closed', () => {
    const t = doorMap({ switchWall: 50, doorCeil: 124 });
    t.d.use();
    const v = [124, t.ceil(), ...t.d.trace(80, t.ceil)];
    expect(v.slice(0, 4)).toEqual([124, 122, 120, 118]);
    expect(v[62]).toBe(0);
    expect(t.mover()).toBeNull();
    expect(v[80]).toBe(0);
  });
});

describe('tagged doors by walking over (W1 2, 3, 4, 16)', () => {
  function walk(special: number, doorCeil = 0) {
    const t = doorMap({ walkLine: special, doorCeil });
    const line = t.r.edge[1];
    const tics = t.d.forwardUntil(() => t.w.lineSpecial[line] === 0, 100);
    return { ...t, tics };
  }

  it('W1 2: opens and stays open; W1 fires once', () => {
    const t = walk(2);
    expect(t.ceil()).toBe(2);
    t.d.wait(61);
    expect(t.ceil()).toBe(124);
    t.d.wait(500);
    expect(t.ceil()).toBe(124);
    expect(t.mover()).toBeNull();
  });

  it('W1 4: open, wait 150, close', () => {
    const t = walk(4);
    const v = [0, 2, ...t.d.trace(280, t.ceil)];
    expect(v[62]).toBe(124);
    expect(v[213]).toBe(124);
    expect(v[214]).toBe(122);
    expect(v[275]).toBe(0);
  });

  it('W1 3: closes an open door to the floor', () => {
    const t = walk(3, 124);
    expect(t.ceil()).toBe(122);
    t.d.wait(61);
    expect(t.ceil()).toBe(0);
  });

  it('W1 16: closes, stays shut 30 s (1050 tics), opens back to its old ceiling, done', () => {
    const t = walk(16, 100);
    const v = [100, t.ceil(), ...t.d.trace(1150, t.ceil)];
    expect(v[50]).toBe(0);
    // Tic 51 is past the floor: the 1050-tic wait counts down on tics 52..1101, up from 1102.
    expect(v[1101]).toBe(0);
    expect(v[1102]).toBe(2);
    expect(v[1151]).toBe(100);
    expect(t.mover()).toBeInstanceOf(VerticalDoor);
    t.d.wait(1);
    expect(t.ceil()).toBe(100);
    expect(t.mover()).toBeNull();
  });
});

describe('the player under a closing door', () => {
  /** Opens a DR door, walks into the doorway and stands there; returns the door's ceiling per tic from the use. */
  function standInDoor(special: number) {
    const t = doorMap({ doorLine: special });
    t.d.use();
    t.d.wait(69); // open (tic 63), then walk in
    t.d.forward(11);
    t.d.wait(40);
    const p = t.d;
    return { ...t, p };
  }

  it('DR 1: the door stops at the player\'s height (56) and goes back up, then waits and tries again', () => {
    const t = standInDoor(1);
    expect(t.p.x).toBeGreaterThan(128 + 16);
    expect(t.p.x).toBeLessThan(256 - 16);
    // 1 + 69 + 11 + 40 = 121 tics since the use: the door waits until tic 213.
    const v = t.d.trace(320, t.ceil); // v[i] = ceiling after tic 122 + i
    const at = (tic: number) => v[tic - 122];
    expect(at(213)).toBe(124);
    expect(at(214)).toBe(122);
    expect(at(247)).toBe(56);
    // Tic 248: 54 would not fit the player's 56: back to 56, going up.
    expect(at(248)).toBe(56);
    expect(at(249)).toBe(58);
    expect(at(282)).toBe(124);
    expect(Math.min(...v)).toBe(56);
    // Waits again at the top (pastdest on 283, 150 tics), then comes down again.
    expect(at(433)).toBe(124);
    expect(at(434)).toBe(122);
    expect(t.p.z).toBe(0);
  });

  it('SR 42 (close): stops at the player\'s head and keeps pressing there, never going back up; closes once the player leaves', () => {
    const m = new SimMap();
    // A | open door D (ceiling 124, tag 7) | C; the close switch on D's north wall.
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 124, tag: 7 }, { w: 128, floor: 0, ceil: 160 }], [], 96);
    m.setWall(r.north[1], { special: 42, tag: 7, middle: 'SW1BRCOM' });
    m.thing(192, 48, 1, 90);
    const d = new Driver(m.sim());
    d.wait(1);
    const w = d.world, door = r.sec[1];
    d.use();
    const v = [124, w.sectorCeilZ[door], ...d.trace(120, () => w.sectorCeilZ[door])];
    expect(v[33]).toBe(58);
    expect(v[34]).toBe(56);
    for (let k = 35; k <= 120; k++) expect(v[k]).toBe(56);
    const mover = d.sector(door).specialdata;
    expect(mover).toBeInstanceOf(VerticalDoor);
    expect((mover as VerticalDoor).direction).toBe(-1);
    // Turn east and walk out into C: the door closes on.
    d.turn(-16384);
    d.forward(12);
    d.wait(60);
    expect(d.x).toBeGreaterThan(256 + 16);
    expect(w.sectorCeilZ[door]).toBe(0);
  });
});

describe('door sector specials (P_SpawnDoorCloseIn30, P_SpawnDoorRaiseIn5Mins)', () => {
  it('10: an open door closes 30 s into the level (down from tic 1051, shut on 1100) and stays', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 100, special: 10 }, { w: 128, floor: 0, ceil: 160 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world, door = r.sec[1];
    expect(w.sectorSpecial[door]).toBe(0);
    const v = [100, ...d.trace(1110, () => w.sectorCeilZ[door])];
    expect(v[1050]).toBe(100);
    expect(v[1051]).toBe(98);
    expect(v[1100]).toBe(0);
    expect(d.sector(door).specialdata).toBeNull();
  });

  it('14: a closed door opens 5 minutes into the level (up from tic 10501 to 124), waits 150 and closes', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0, special: 14 }, { w: 128, floor: 0, ceil: 160 }]);
    m.thing(64, 128, 1, 0);
    const d = new Driver(m.sim());
    const w = d.world, door = r.sec[1];
    d.wait(10500);
    expect(w.sectorCeilZ[door]).toBe(0);
    const v = [0, ...d.trace(300, () => w.sectorCeilZ[door])]; // v[k]: after tic 10500 + k
    expect(v[1]).toBe(2);
    expect(v[62]).toBe(124);
    expect(v[213]).toBe(124);
    expect(v[214]).toBe(122);
    expect(v[275]).toBe(0);
  });
});
