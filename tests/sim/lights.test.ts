// Sector light specials and line light changes against DOOM's p_lights.c rules, tic by tic. The
// random ones (1 blink, 2/3/4 strobes' start, 17 fire flicker) are worked out by hand from DOOM's
// random table: the player's spawn takes table[1] (P_SpawnMobj's lastlook), so the first light
// spawned draws table[2] = 109, then 220, 222, 241, 149, 107, 75, 248, 254 ...
import { describe, expect, it } from 'vitest';
import { Driver, SimMap, changes, type CellSpec } from './helpers.js';

/** Player cell (light 160), the special sector (light `light`), a dark neighbour (80). */
function lightMap(special: number, light = 200, dark = 80): { d: Driver; sec: number } {
  const m = new SimMap();
  const r = m.row([{ w: 128, floor: 0, ceil: 128, light: 160 }, { w: 128, floor: 0, ceil: 128, light, special }, { w: 128, floor: 0, ceil: 128, light: dark }]);
  m.thing(64, 128, 1);
  return { d: new Driver(m.sim()), sec: r.sec[1] };
}

function lightChanges(special: number, tics: number, light = 200, dark = 80): [number, number][] {
  const { d, sec } = lightMap(special, light, dark);
  return changes(d.trace(tics, () => d.world.sectorLight[sec]), light);
}

describe('sector light specials (P_SpawnSpecials, p_lights.c)', () => {
  it('1 blink random: dark for (P_Random & 7) + 1 tics, bright for (P_Random & 64) + 1, first wait (P_Random & 64) + 1', () => {
    // spawn: 109 & 64 = 64 → 65; then dark 220&7=4 → 5; bright 222&64 → 65; dark 241&7=1 → 2;
    // bright 149&64=0 → 1; dark 107&7=3 → 4; bright 75&64 → 65; dark 248&7=0 → 1; bright 254&64 → 65;
    // dark 140&7=4 → 5; bright 16&64=0 → 1.
    expect(lightChanges(1, 280)).toEqual([[65, 80], [70, 200], [135, 80], [137, 200], [138, 80], [142, 200], [207, 80], [208, 200], [273, 80], [278, 200], [279, 80]]);
  });

  it('2 fast strobe: random start (109 & 7) + 1 = 6, then dark 15, bright 5', () => {
    expect(lightChanges(2, 60)).toEqual([[6, 80], [21, 200], [26, 80], [41, 200], [46, 80]]);
  });

  it('3 slow strobe: dark 35, bright 5', () => {
    expect(lightChanges(3, 130)).toEqual([[6, 80], [41, 200], [46, 80], [81, 200], [86, 80], [121, 200], [126, 80]]);
  });

  it('4 fast strobe keeps special 4 (nukage damage); 2 is cleared', () => {
    const a = lightMap(4);
    expect(a.d.world.sectorSpecial[a.sec]).toBe(4);
    expect(changes(a.d.trace(30, () => a.d.world.sectorLight[a.sec]), 200)).toEqual([[6, 80], [21, 200], [26, 80]]);
    const b = lightMap(2);
    expect(b.d.world.sectorSpecial[b.sec]).toBe(0);
  });

  it('12 and 13 synchronized strobes: no random start, first change on tic 1', () => {
    expect(lightChanges(12, 80)).toEqual([[1, 80], [36, 200], [41, 80], [76, 200]]);
    expect(lightChanges(13, 40)).toEqual([[1, 80], [16, 200], [21, 80], [36, 200]]);
  });

  it('a strobe whose neighbours are all as bright or brighter goes dark to 0', () => {
    expect(lightChanges(13, 20, 100, 200)).toEqual([[1, 0], [16, 100]]);
  });

  it('8 glow: 8 a tic down to the darkest neighbour and back up to its own level', () => {
    const { d, sec } = lightMap(8);
    const v = d.trace(60, () => d.world.sectorLight[sec]);
    expect(v.slice(0, 16)).toEqual([192, 184, 176, 168, 160, 152, 144, 136, 128, 120, 112, 104, 96, 88, 88, 96]);
    expect(v.slice(26, 32)).toEqual([184, 192, 192, 184, 176, 168]);
    // Period 28: it never reaches 80 or 200.
    expect(Math.min(...v)).toBe(88);
    expect(Math.max(...v)).toBe(192);
    expect(v[28 + 14]).toBe(88);
  });

  it('17 fire flicker: every 4 tics max − (P_Random & 3) × 16, not under darkest neighbour + 16', () => {
    // 109&3=1, 220&3=0, 222&3=2, 241&3=1, 149&3=1, 107&3=3, 75&3=3, 248&3=0.
    expect(lightChanges(17, 34)).toEqual([[4, 184], [8, 200], [12, 168], [16, 184], [24, 152], [32, 200]]);
    // DOOM compares the CURRENT level minus the amount with the floor: own level 120, darkest
    // neighbour 80 → floor 96. Tic 12: 120−32 < 96 → 96; tics 16–28: 96−16, 96−48 < 96 → stays 96;
    // tic 32: amount 0 → 120.
    expect(lightChanges(17, 34, 120)).toEqual([[4, 104], [8, 120], [12, 96], [32, 120]]);
  });

  it('lights keep one random order: two blinking sectors draw in sector order', () => {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128, light: 160 }, { w: 128, floor: 0, ceil: 128, light: 200, special: 1 },
      { w: 128, floor: 0, ceil: 128, light: 80 }, { w: 128, floor: 0, ceil: 128, light: 200, special: 1 }]);
    m.thing(64, 128, 1);
    const d = new Driver(m.sim());
    // Spawns: first 109 & 64 → 65, second 220 & 64 → 65. Both go dark on tic 65: first draws 222&7=6 → 7,
    // second 241&7=1 → 2; second bright on 67 (149&64=0 → 1), dark on 68 (107&7=3 → 4), bright on 72.
    const v = d.trace(75, () => [d.world.sectorLight[r.sec[1]], d.world.sectorLight[r.sec[3]]]);
    expect(changes(v.map((x) => x[0]), 200)).toEqual([[65, 80], [72, 200]]);
    expect(changes(v.map((x) => x[1]), 200)).toEqual([[65, 80], [67, 200], [68, 80], [72, 200]]);
  });
});

describe('line light changes (EV_LightTurnOn, EV_TurnTagLightsOff, EV_StartLightStrobing)', () => {
  // A(160, start) | B(160) — the special line on B's west edge — C(tag 5, 150) D(100) E(tag 5, 120) F(140).
  function lineMap(special: number): { d: Driver; c: number; e: number; line: number } {
    const m = new SimMap();
    const cells: CellSpec[] = [
      { w: 128, floor: 0, ceil: 128, light: 160 }, { w: 128, floor: 0, ceil: 128, light: 160 }, { w: 128, floor: 0, ceil: 128, light: 150, tag: 5 },
      { w: 128, floor: 0, ceil: 128, light: 100 }, { w: 128, floor: 0, ceil: 128, light: 120, tag: 5 }, { w: 128, floor: 0, ceil: 128, light: 140 },
    ];
    const r = m.row(cells, [{}, { special, tag: 5 }]);
    m.thing(64, 128, 1);
    return { d: new Driver(m.sim()), c: r.sec[2], e: r.sec[4], line: r.edge[1] };
  }
  function crossed(special: number): { d: Driver; c: number; e: number; line: number } {
    const t = lineMap(special);
    const w = t.d.world;
    t.d.forwardUntil(() => w.lineSpecial[t.line] !== special);
    return t;
  }

  it('13 (W1 to 255) and 35 (W1 to 35)', () => {
    const a = crossed(13);
    expect([a.d.world.sectorLight[a.c], a.d.world.sectorLight[a.e]]).toEqual([255, 255]);
    const b = crossed(35);
    expect([b.d.world.sectorLight[b.c], b.d.world.sectorLight[b.e]]).toEqual([35, 35]);
  });

  it('12 (W1 to brightest neighbour): C gets 160; E gets C\'s 160 too (vanilla carries the level found over), not its own 140', () => {
    const a = crossed(12);
    expect([a.d.world.sectorLight[a.c], a.d.world.sectorLight[a.e]]).toEqual([160, 160]);
  });

  it('104 (W1 to darkest neighbour): C → 100, E → 100', () => {
    const a = crossed(104);
    expect([a.d.world.sectorLight[a.c], a.d.world.sectorLight[a.e]]).toEqual([100, 100]);
  });

  it('17 (W1 start strobing): slow strobe from the trigger tic, random start 109 & 7 + 1 = 6', () => {
    const a = crossed(17);
    const w = a.d.world;
    // The strobe ran once in the trigger tic (count 6 → 5): dark after 5 more tics, bright 35 later.
    const v = a.d.trace(50, () => w.sectorLight[a.c]);
    expect(changes(v, 150)).toEqual([[5, 100], [40, 150], [45, 100]]);
    // E drew the next number: 220 & 7 = 4 → 5, one tic run → dark after 4 (its darkest neighbour is 100).
    const a2 = crossed(17);
    const e = a2.d.trace(50, () => a2.d.world.sectorLight[a2.e]);
    expect(changes(e, 120)).toEqual([[4, 100], [39, 120], [44, 100]]);
  });

  it('W1 lines fire once; the special is cleared', () => {
    const a = crossed(13);
    expect(a.d.world.lineSpecial[a.line]).toBe(0);
  });
});
