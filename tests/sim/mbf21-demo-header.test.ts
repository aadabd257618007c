// MBF21's demo header (version 221, src/sim/demo.ts) in exact values: no compatibility byte, the
// 20-byte option block, the counted comp_* vector in MBF21's order (short vectors get MBF21's rule
// for the two newest switches), longtics commands; and the Compat a demo of it plays at.
import { describe, expect, it } from 'vitest';
import { DEMO_VERSION_MBF21, MBF21_COMP_ORDER, parseDemo } from '../../src/sim/demo.js';
import { demoCompat } from '../../src/sim/demo-game.js';
import {
  COMP_666, COMP_LEDGEBLOCK, COMP_PURSUIT, COMP_RESERVEDLINEFLAG, COMP_RESPAWN, COMP_SOUL, COMP_TELEFRAG, COMP_VOODOOSCROLLER,
  COMP_ZOMBIE, COMPLEVEL_MBF21,
} from '../../src/sim/base/compat.js';
import { WadError } from '../../src/errors.js';

const SIG = [0x1d, 0x4d, 0x42, 0x46, 0xe6, 0];

/** A 221 demo: skill 4 (UV), MAP07, the options below, `comp` switches, player 1, two longtics commands. */
function demo221(comp: number[]): Uint8Array {
  const opts = [1, 0, 1, 0, 1, 0, 0x12, 0x34, 0x56, 0x78, 0, 2, 0x01, 0x2c, 1, 0, 1, 1, 0, 1];
  const players = new Array(32).fill(0);
  players[0] = 1;
  const cmds = [25, -24 & 0xff, 0x00, 0x02, 1, 1, 0x32, 0x00, 0xf8, 0x01];
  return Uint8Array.from([DEMO_VERSION_MBF21, ...SIG, 3, 1, 7, 0, 0, ...opts, comp.length, ...comp, ...players, ...cmds, 0x80]);
}

describe('MBF21 demo header (221)', () => {
  it('reads the options, the comp_* vector in MBF21\'s order and the longtics commands', () => {
    const comp = new Array(25).fill(0);
    comp[0] = 1; comp[12] = 1; comp[19] = 1; comp[20] = 1; comp[24] = 1;
    const d = parseDemo(demo221(comp), 'x.lmp');
    expect([d.version, d.complevel, d.skill, d.episode, d.map, d.consolePlayer, d.turnBytes, d.headerSize]).toEqual([221, 21, 3, 1, 7, 0, 2, 7 + 5 + 20 + 1 + 25 + 32]);
    expect(d.options).toEqual({
      monstersRemember: true, weaponRecoil: false, playerBobbing: true, respawnparm: false, fastparm: true, nomonsters: false,
      rngseed: 0x12345678, monsterInfighting: false, dogs: 2, distfriend: 300, monsterBacking: true, monsterAvoidHazards: false,
      monsterFriction: true, helpFriends: true, dogJumping: false, monkeys: true, variableFriction: true, allowPushers: true, demoInsurance: false,
    });
    expect(d.fast).toBe(true);
    const on = [...d.comp!].map((v, i) => (v ? i : -1)).filter((i) => i >= 0);
    expect(on).toEqual([COMP_TELEFRAG, COMP_PURSUIT, COMP_RESPAWN, COMP_SOUL, COMP_RESERVEDLINEFLAG].sort((a, b) => a - b));
    expect([d.tics, [...d.commands]]).toEqual([2, [25, -24, 0x200, 1, 1, 0x32, -2048, 1]]);
  });

  it('a short vector: comp_voodooscroller on below 24 switches, comp_reservedlineflag off below 25', () => {
    const d = parseDemo(demo221(new Array(23).fill(0)), 'x.lmp');
    expect([d.comp![COMP_VOODOOSCROLLER], d.comp![COMP_RESERVEDLINEFLAG]]).toEqual([1, 0]);
    const c = demoCompat(d);
    expect([c.complevel, c.mbf21, c.has(COMP_VOODOOSCROLLER), c.has(COMP_666), c.has(COMP_ZOMBIE), c.has(COMP_LEDGEBLOCK)]).toEqual([COMPLEVEL_MBF21, true, true, false, false, false]);
    expect(MBF21_COMP_ORDER.length).toBe(25);
  });

  it('more switches than MBF21 defines, or a header cut short, are WadErrors', () => {
    const bad = (b: Uint8Array) => { try { parseDemo(b, 'x.lmp'); } catch (e) { return e as Error; } return null; };
    const e1 = bad(demo221(new Array(26).fill(0)));
    expect(e1).toBeInstanceOf(WadError);
    expect(e1!.message).toMatch(/26 compatibility switches in the header; MBF21 defines 25/);
    expect(bad(demo221(new Array(25).fill(0)).subarray(0, 60))!.message).toMatch(/truncated header: 60 bytes, an MBF21 \(221\) demo header needs 90/);
  });
});
