// Boom, MBF and PrBoom demo headers (exact values from headers built here), the complevel's comp_*
// vector and options, and Boom's random generators; then one short Boom demo of the corpus against
// dsda-doom's ghost (skipped, with the reason, when /work/shared/demo-corpus is absent).
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_END, parseDemo } from '../../src/sim/demo.js';
import { WadError } from '../../src/errors.js';
import {
  COMP_DOORSTUCK, COMP_MOVEBLOCK, COMP_PURSUIT, COMP_SOUL, COMP_STAIRS, COMP_TELEFRAG, COMP_TOTAL, COMP_VILE, COMP_ZOMBIE, Compat,
} from '../../src/sim/base/compat.js';
import { DoomRandom, PR_ALL_IN_ONE, PR_MISC, PR_TRYWALK } from '../../src/defs/doom/random.js';
import { DemoGame, demoCompat, demoOptions } from '../../src/sim/demo-game.js';
import { loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';

/** Boom's 6-byte signature (0x1d 'B' 'o' 'o' 'm' 0xe6); MBF writes 'M' 'B' 'F' in its middle. */
const BOOM_SIG = [0x1d, 0x42, 0x6f, 0x6f, 0x6d, 0xe6];
const MBF_SIG = [0x1d, 0x4d, 0x42, 0x46, 0x03, 0xe6];

/** A 64-byte option block: Boom's first 14 bytes, then (MBF) the AI switches and the comp vector. */
function optionBlock(o: { insurance?: number; seed?: number; respawn?: number; fast?: number; nomonsters?: number; comp?: number[] } = {}): number[] {
  const b = new Array<number>(64).fill(0);
  b[0] = 1; b[1] = 1; b[2] = 0; b[3] = 1; b[5] = 1;
  b[6] = o.respawn ?? 0; b[7] = o.fast ?? 0; b[8] = o.nomonsters ?? 0; b[9] = o.insurance ?? 0;
  const seed = o.seed ?? 0x0007fe01;
  b[10] = (seed >>> 24) & 255; b[11] = (seed >>> 16) & 255; b[12] = (seed >>> 8) & 255; b[13] = seed & 255;
  // MBF: infighting, dogs, 2 unused, distfriend (big-endian), backing, hazards, friction, help, dog jumping, monkeys.
  b[14] = 1; b[15] = 2; b[18] = 0; b[19] = 200; b[20] = 1; b[21] = 0; b[22] = 1; b[23] = 0; b[24] = 1; b[25] = 1;
  const comp = o.comp ?? [];
  for (let i = 0; i < COMP_TOTAL; i++) b[26 + i] = comp[i] ?? 0;
  return b;
}
const players32 = (present = [1, 0, 0, 0]) => [...present, ...new Array<number>(28).fill(0)];

describe('Boom-family demo headers', () => {
  it('a Boom 2.02 demo: complevel 9, the option block and 32 player bytes', () => {
    const h = [202, ...BOOM_SIG, 0, 3, 1, 7, 0, 0, ...optionBlock({ seed: 0x12345678, respawn: 1, fast: 0, nomonsters: 1 }), ...players32()];
    const d = parseDemo(Uint8Array.from([...h, 50, 0xf6, 0x02, 1, DEMO_END]));
    expect(d.version).toBe(202);
    expect(d.complevel).toBe(9);
    expect(d.headerSize).toBe(7 + 1 + 5 + 64 + 32);
    expect([d.skill, d.episode, d.map, d.deathmatch, d.consolePlayer]).toEqual([3, 1, 7, 0, 0]);
    expect([d.respawn, d.fast, d.noMonsters]).toEqual([true, false, true]);
    expect(d.options).toEqual({
      monstersRemember: true, variableFriction: true, weaponRecoil: false, allowPushers: true, playerBobbing: true,
      respawnparm: true, fastparm: false, nomonsters: true, demoInsurance: false, rngseed: 0x12345678,
    });
    expect(d.comp).toBeNull();
    expect([d.tics, d.turnBytes]).toEqual([1, 1]);
    expect([...d.commands]).toEqual([50, -10, 512, 1]);
  });

  it('the compatibility flag makes a Boom demo complevel 7; 200/201 are Boom 2.01 (8); a 2.00 header reserves 256 option bytes', () => {
    const flagged = parseDemo(Uint8Array.from([202, ...BOOM_SIG, 1, 2, 1, 1, 0, 0, ...optionBlock(), ...players32(), DEMO_END]));
    expect(flagged.complevel).toBe(7);
    const v201 = parseDemo(Uint8Array.from([201, ...BOOM_SIG, 0, 2, 1, 1, 0, 0, ...optionBlock(), ...players32(), DEMO_END]));
    expect(v201.complevel).toBe(8);
    const v200 = parseDemo(Uint8Array.from([200, ...BOOM_SIG, 0, 2, 1, 1, 0, 0, ...optionBlock(), ...new Array<number>(192).fill(0), ...players32(), 1, 2, 3, 4, DEMO_END]));
    expect(v200.complevel).toBe(8);
    expect(v200.headerSize).toBe(7 + 1 + 5 + 256 + 32);
    expect(v200.tics).toBe(1);
  });

  it('an MBF demo (203 with M in its signature): complevel 11, MBF\'s switches and the comp vector', () => {
    const comp = new Array<number>(COMP_TOTAL).fill(0);
    comp[COMP_TELEFRAG] = 1; comp[COMP_ZOMBIE] = 1;
    const d = parseDemo(Uint8Array.from([203, ...MBF_SIG, 0, 4, 1, 2, 0, 0, ...optionBlock({ insurance: 1, comp }), ...players32(), DEMO_END]));
    expect(d.complevel).toBe(11);
    expect(d.options).toMatchObject({ demoInsurance: true, monsterInfighting: true, dogs: 2, distfriend: 200, monsterBacking: true, monsterAvoidHazards: false, monsterFriction: true, helpFriends: false, dogJumping: true, monkeys: true });
    expect([...d.comp!]).toEqual(comp);
    const c = demoCompat(d);
    expect(c.mbf).toBe(true);
    expect(c.has(COMP_TELEFRAG)).toBe(true);
    expect(c.has(COMP_VILE)).toBe(false);
  });

  it('an LxDoom 203 (B in the signature) has no compatibility byte and is complevel 10', () => {
    const d = parseDemo(Uint8Array.from([203, ...BOOM_SIG, 2, 1, 1, 0, 0, ...optionBlock(), ...players32(), DEMO_END]));
    expect(d.complevel).toBe(10);
    expect(d.headerSize).toBe(7 + 5 + 64 + 32);
  });

  it('PrBoom 210..214 are complevels 13..17; 214 has longtics', () => {
    for (let v = 210; v <= 214; v++) {
      const cmd = v === 214 ? [10, 0, 0x00, 0x02, 0] : [10, 0, 2, 0];
      const d = parseDemo(Uint8Array.from([v, ...MBF_SIG, 0, 2, 1, 1, 0, 0, ...optionBlock(), ...players32(), ...cmd, DEMO_END]));
      expect(d.complevel).toBe(13 + v - 210);
      expect(d.turnBytes).toBe(v === 214 ? 2 : 1);
      expect(d.commands[2]).toBe(512);
    }
  });

  it('bad Boom headers are WadErrors naming the problem', () => {
    const err = (b: number[]) => { try { parseDemo(Uint8Array.from(b), 'x.lmp'); } catch (e) { return e; } return null; };
    const e1 = err([202, ...BOOM_SIG, 0, 2, 1]);
    expect(e1).toBeInstanceOf(WadError);
    expect(String((e1 as Error).message)).toMatch(/truncated header/);
    const e2 = err([221, 0, 0, 0]);
    expect(String((e2 as Error).message)).toMatch(/truncated header: 4 bytes, an MBF21 \(221\) demo header needs 33/);
    const e3 = err([205, 0, 0, 0]);
    expect(String((e3 as Error).message)).toMatch(/unknown demo version 205/);
    // Vanilla's error still names the versions it plays.
    expect(String((err([120, 0]) as Error).message)).toMatch(/unknown demo version 120/);
  });
});

describe('complevels', () => {
  it('each comp_* switch is decided by the level below the level where it became an option', () => {
    const boom = new Compat(9);
    expect([boom.vanilla, boom.boom, boom.compatibility, boom.mbf]).toEqual([false, true, false, false]);
    expect(boom.has(COMP_DOORSTUCK)).toBe(false); // fixed in Boom 2.02
    expect(boom.has(COMP_STAIRS)).toBe(false);
    expect(boom.has(COMP_VILE)).toBe(false); // fixed in Boom 2.01
    expect(boom.has(COMP_TELEFRAG)).toBe(true); // MBF's change
    expect(boom.has(COMP_MOVEBLOCK)).toBe(true); // LxDoom's fix
    expect(boom.has(COMP_SOUL)).toBe(true); // PrBoom 2.3's
    const b201 = new Compat(8);
    expect(b201.has(COMP_DOORSTUCK)).toBe(true);
    expect(new Compat(2).has(COMP_VILE)).toBe(true);
    // MBF: the switches are settings (defaults: only comp_zombie), the old levels still decide the rest.
    const mbf = new Compat(11);
    expect(mbf.has(COMP_ZOMBIE)).toBe(true);
    expect(mbf.has(COMP_TELEFRAG)).toBe(false);
    expect(mbf.has(COMP_SOUL)).toBe(true);
    expect(new Compat(21).has(COMP_PURSUIT)).toBe(true);
    expect(() => new Compat(19)).toThrow(RangeError);
  });

  it('MBF\'s AI switches are off before MBF whatever a header says; vanilla has no friction, pushers or recoil', () => {
    const c = new Compat(9, { options: { monsterBacking: true, dogs: 3, helpFriends: true } });
    expect([c.options.monsterBacking, c.options.dogs, c.options.helpFriends, c.options.monsterInfighting]).toEqual([false, 0, false, true]);
    const v = new Compat(2);
    expect([v.options.variableFriction, v.options.allowPushers, v.options.weaponRecoil]).toEqual([false, false, false]);
  });

  it('a vanilla demo plays at vanilla rules whatever --complevel asked', () => {
    const d = parseDemo(Uint8Array.from([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, DEMO_END]));
    expect(demoCompat(d, new Compat(11)).vanilla).toBe(true);
    expect(demoOptions(d, { compat: new Compat(3) }).compat!.complevel).toBe(3);
  });
});

describe("Boom's random numbers", () => {
  it('M_ClearRandom seeds each class from rngseed*2+1 by 69069; without insurance every class but misc shares one generator', () => {
    const r = new DoomRandom();
    r.seedBoom(1993, false);
    let seed = 1993 * 2 + 1;
    for (let i = 0; i <= PR_ALL_IN_ONE; i++) seed = Math.imul(seed, 69069) >>> 0;
    expect(r.seeds[PR_ALL_IN_ONE]).toBe(seed);
    // The value is the state's top 12 bits (& 255); the state steps by 1664525 and 221297 + class*2.
    const want = (seed >>> 20) & 255;
    const next = (Math.imul(seed, 1664525) + 221297 + PR_ALL_IN_ONE * 2) >>> 0;
    expect(r.pRandom(PR_TRYWALK)).toBe(want);
    expect(r.seeds[PR_ALL_IN_ONE]).toBe(next);
    // M_Random draws from the misc generator, apart from the game's.
    expect(r.mRandom()).toBe((seedOf(1993, PR_MISC) >>> 20) & 255);
    expect(r.seeds[PR_ALL_IN_ONE]).toBe(next);
  });

  it('with insurance each class has its own generator, shuffled by 7 × the tic', () => {
    const r = new DoomRandom();
    r.seedBoom(42, true);
    r.tic = 10;
    const s = seedOf(42, PR_TRYWALK);
    expect(r.pRandom(PR_TRYWALK)).toBe(((s >>> 20) + 70) & 255);
    expect(r.seeds[PR_ALL_IN_ONE]).toBe(seedOf(42, PR_ALL_IN_ONE));
  });
});

function seedOf(rngseed: number, cls: number): number {
  let seed = (rngseed * 2 + 1) >>> 0;
  for (let i = 0; i <= cls; i++) seed = Math.imul(seed, 69069) >>> 0;
  return seed;
}

// ---- Boom demos of the corpus against dsda-doom's ghosts (the player's x, y, z and angle each tic
// of the first level: level transitions are the game loop's, tested with the corpus test)
const CORPUS = '/work/shared/demo-corpus';
const CASES = [
  // 01.wad MAP01 speedrun: Boom's random generators, the header, the ledge and blocking rules.
  { id: '01_01spd036', iwad: 'freedoom2.wad', pwad: '01/01.wad', demo: '01/01spd036.lmp', least: 1200 },
  // 01.wad MAP02 at UV: remembered enemies, the door-stuck walk, sky walls and bullets, exploded missiles.
  { id: '01_01_02300', iwad: 'freedoom2.wad', pwad: '01/01.wad', demo: '01/01_02300.lmp', least: 6300 },
  // _1CHAOS E1M1 (DOOM 1 rules under Boom): monsters, lifts and doors.
  { id: '1chaos__1chaos-145', iwad: 'freedoom1.wad', pwad: '1chaos/_1CHAOS.WAD', demo: '1chaos/_1chaos-145.lmp', least: 3600 },
  // 100lineN MAP25 (DOOM's own specials only): a W1 line whose floor is already moving stays armed
  // under Boom, so a revenant's walk meets its special.
  { id: '100linen_1n25p014', iwad: 'freedoom2.wad', pwad: '100linen/100lineN.wad', demo: '100linen/1n25p014.lmp', least: 490 },
];

describe.each(CASES)('a Boom 2.02 demo against dsda-doom: $id', ({ id, iwad, pwad, demo: demoFile, least }) => {
  const iwadPath = `/usr/share/games/doom/${iwad}`;
  const present = existsSync(`${CORPUS}/wads/${demoFile}`) && existsSync(`${CORPUS}/refs/${id}.gst.gz`) && existsSync(iwadPath);
  it.skipIf(!present)(`the player equals the ghost on every tic of the first level (skipped without ${CORPUS} or ${iwad})`, () => {
    const demo = parseDemo(readFileSync(`${CORPUS}/wads/${demoFile}`));
    expect(demo.complevel).toBe(9);
    const stack = loadStack(iwadPath, [`${CORPUS}/wads/${pwad}`]);
    const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
    const opts = demoOptions(demo, { commercial });
    const map = commercial ? `MAP${String(demo.map).padStart(2, '0')}` : `E${demo.episode}M${demo.map}`;
    const game = new DemoGame(demo, () => loadWorld(stack, map, { skill: demo.skill + 1, noMonsters: opts.nomonsters }), opts);
    const g = gunzipSync(readFileSync(`${CORPUS}/refs/${id}.gst.gz`));
    const records = (g.length - 8) / 36;
    let compared = 0;
    for (let i = 0; i < records && game.running; i++) {
      const o = 8 + i * 36;
      const gametic = g.readInt32LE(o + 32);
      while (game.tic < gametic && game.running) game.step();
      if (game.tic !== gametic) break;
      const mo = game.ps.player.mo!;
      const ref = [g.readInt32LE(o), g.readInt32LE(o + 4), g.readInt32LE(o + 8), g.readUInt32LE(o + 12)];
      expect([mo.x, mo.y, mo.z, mo.angle >>> 0], `tic ${gametic - 1}`).toEqual(ref);
      compared++;
    }
    expect(compared).toBeGreaterThan(least);
  }, 120_000);
});
