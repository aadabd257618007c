// DOOM demo lumps: headers of every layout, the tic commands exactly as G_ReadDemoTiccmd reads them,
// the end marker, and typed errors on bytes DOOM could not play.
import { describe, expect, it } from 'vitest';
import { BT_SPECIAL, DEMO_END, demoMapName, demoPlayerSlot, demoSkill, demoTicCmd, parseDemo } from '../../src/sim/demo.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { WadError } from '../../src/errors.js';

/** v1.9 header: version, skill, episode, map, deathmatch, respawn, fast, nomonsters, consoleplayer, playeringame[4]. */
const v19 = (skill: number, episode: number, map: number, players = [1, 0, 0, 0], consolePlayer = 0, version = 109) =>
  [version, skill, episode, map, 0, 0, 0, 0, consolePlayer, ...players];

const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

function errorOf(f: () => unknown): WadError {
  try { f(); } catch (e) { if (e instanceof WadError) return e; throw e; }
  throw new Error('no error');
}

describe('demo lumps', () => {
  it('a v1.9 demo: header fields and each command exactly (int8 moves, angleturn byte << 8 as a short, buttons)', () => {
    const d = parseDemo(bytes(v19(2, 1, 3), [25, 0, 0, 0], [0xce, 0x18, 0x02, 2], [50, 0xd8, 0xfd, 1], [DEMO_END]));
    expect(d.version).toBe(109);
    expect([d.skill, d.episode, d.map, d.deathmatch, d.respawn, d.fast, d.noMonsters, d.consolePlayer]).toEqual([2, 1, 3, 0, false, false, false, 0]);
    expect(d.playerInGame).toEqual([true, false, false, false]);
    expect([d.headerSize, d.turnBytes, d.players, d.tics]).toEqual([13, 1, 1, 3]);
    expect([...d.commands]).toEqual([25, 0, 0, 0, -50, 24, 512, 2, 50, -40, -768, 1]);
    const cmd = new TicCmd();
    expect({ ...demoTicCmd(d, 1, 0, cmd) }).toEqual({ forwardMove: -50, sideMove: 24, angleTurn: 512, buttons: 2 });
    expect({ ...demoTicCmd(d, 2, 0, cmd) }).toEqual({ forwardMove: 50, sideMove: -40, angleTurn: -768, buttons: 1 });
    expect(demoSkill(d)).toBe(3);
    expect(demoMapName(d, false)).toBe('E1M3');
    expect(demoMapName(d, true)).toBe('MAP03');
  });

  it('the header flags are read in DOOM\'s order', () => {
    const d = parseDemo(bytes([109, 4, 2, 7, 1, 1, 0, 1, 0, 1, 0, 0, 0], [DEMO_END]));
    expect([d.skill, d.episode, d.map, d.deathmatch, d.respawn, d.fast, d.noMonsters]).toEqual([4, 2, 7, 1, true, false, true]);
    expect(d.tics).toBe(0);
    expect(demoSkill(d)).toBe(5);
  });

  it('a v1.0-v1.2 demo: 7-byte header (the first byte is the skill), no version', () => {
    const d = parseDemo(bytes([3, 1, 9, 1, 0, 0, 0], [25, 24, 0xff, 0], [DEMO_END]));
    expect(d.version).toBe(-1);
    expect([d.skill, d.episode, d.map, d.headerSize, d.consolePlayer]).toEqual([3, 1, 9, 7, 0]);
    expect([...d.commands]).toEqual([25, 24, -256, 0]);
  });

  it('longtics (v1.91): the turn is a little-endian 16-bit signed value', () => {
    const d = parseDemo(bytes(v19(2, 1, 1, [1, 0, 0, 0], 0, 111), [25, 0, 0x80, 0x02, 0], [0, 0, 0x80, 0xfd, 2], [DEMO_END]));
    expect(d.turnBytes).toBe(2);
    expect([...d.commands]).toEqual([25, 0, 640, 0, 0, 0, -640, 2]);
  });

  it('two players: commands interleave per tic; our player follows the console player', () => {
    const d = parseDemo(bytes(v19(2, 1, 1, [1, 0, 1, 0], 2), [25, 0, 0, 0], [-25 & 0xff, 0, 0, 2], [50, 0, 0, 0], [0, 40, 0, 1], [DEMO_END]));
    expect([d.players, d.tics]).toEqual([2, 2]);
    expect(demoPlayerSlot(d)).toBe(1);
    const cmd = new TicCmd();
    expect([demoTicCmd(d, 0, 1, cmd).forwardMove, cmd.buttons]).toEqual([-25, 2]);
    expect([demoTicCmd(d, 1, 1, cmd).sideMove, cmd.buttons]).toEqual([40, 1]);
    expect(demoTicCmd(d, 1, 0, cmd).forwardMove).toBe(50);
    // The console player not in game: the first player in game drives ours.
    expect(demoPlayerSlot(parseDemo(bytes(v19(2, 1, 1, [0, 1, 1, 0], 0), [DEMO_END])))).toBe(0);
  });

  it('the end marker in a later player\'s slot ends the demo before that tic', () => {
    const d = parseDemo(bytes(v19(2, 1, 1, [1, 1, 0, 0]), [25, 0, 0, 0], [25, 0, 0, 0], [10, 0, 0, 0], [DEMO_END]));
    expect(d.tics).toBe(1);
  });

  it('BT_SPECIAL commands (pause, save) carry no fire or use', () => {
    const d = parseDemo(bytes(v19(2, 1, 1), [0, 0, 0, BT_SPECIAL | 1], [DEMO_END]));
    expect(d.commands[3]).toBe(0x81);
    expect(demoTicCmd(d, 0, 0, new TicCmd()).buttons).toBe(0);
  });

  it('bad bytes: typed errors naming the file and what is wrong', () => {
    expect(errorOf(() => parseDemo(new Uint8Array(0), 'x.lmp')).message).toBe('x.lmp: demo: empty: a demo starts with a header of 13 bytes (7 for v1.0-v1.2)');
    expect(errorOf(() => parseDemo(bytes([109, 2, 1, 1, 0]), 'x.lmp')).message).toBe('x.lmp: demo: truncated header: 5 bytes, a v1.9 demo header needs 13');
    expect(errorOf(() => parseDemo(bytes([2, 1, 1]), 'x.lmp')).message).toBe('x.lmp: demo: truncated header: 3 bytes, a v1.0-v1.2 demo header needs 7');
    expect(errorOf(() => parseDemo(bytes([205, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x80]), 'x.lmp')).message).toMatch(/^x\.lmp: demo: unknown demo version 205 /);
    // A Boom header (200) cut short: its option block is missing.
    expect(errorOf(() => parseDemo(bytes([200, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x80]), 'x.lmp')).message).toMatch(/^x\.lmp: demo: truncated header: 14 bytes, a version 200 demo header needs 77 /);
    expect(errorOf(() => parseDemo(bytes(v19(2, 1, 1), [25, 0, 0]), 'x.lmp')).message)
      .toBe('x.lmp: demo: truncated at byte 13: tic 0 needs 4 bytes for player 1\'s command, 3 left');
    expect(errorOf(() => parseDemo(bytes(v19(2, 1, 1), [25, 0, 0, 0]), 'x.lmp')).message)
      .toBe('x.lmp: demo: no end marker (0x80) after tic 1 at byte 17: the demo is truncated');
    expect(errorOf(() => parseDemo(bytes(v19(2, 1, 1, [0, 0, 0, 0]), [DEMO_END]))).message).toBe('demo: demo: no player in game');
    expect(errorOf(() => parseDemo(bytes(v19(7, 1, 1), [DEMO_END]))).problem).toBe('skill 7 is out of range (0..4)');
    expect(errorOf(() => parseDemo(bytes(v19(2, 0, 1), [DEMO_END]))).problem).toBe('episode 0 is out of range (1..9)');
    expect(errorOf(() => parseDemo(bytes(v19(2, 1, 0), [DEMO_END]))).problem).toBe('map 0 is out of range (1..99)');
    expect(errorOf(() => parseDemo(bytes(v19(2, 1, 1, [1, 0, 0, 0], 4), [DEMO_END]))).problem).toBe('console player 4 is out of range (0..3)');
    expect(errorOf(() => parseDemo(bytes([104, 2]), 'f.wad', 'DEMO1')).message).toBe('f.wad: DEMO1: truncated header: 2 bytes, a v1.4 demo header needs 13');
  });
});
