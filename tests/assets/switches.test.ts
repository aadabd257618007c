import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WadError } from '../../src/errors.js';
import {
  DOOM_SWITCHES, MAX_SWITCH_PAIRS, MAX_SWITCH_WARNINGS, SWITCHES_RECORD_SIZE, buildSwitchTable, parseSwitchesLump, switchGameLevel, switchPairsFor,
} from '../../src/assets/switches.js';
import { parseTextureLump } from '../../src/assets/textures.js';
import { loadAssetTables } from '../../src/world/world-assets.js';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { cpuTimed } from '../helpers/cpu-time.js';

const EMPTY = new Uint8Array(0);
const marker = (name: string): LumpSource => ({ name, data: EMPTY });

function switchesLump(records: [string, string, number][], terminate = true): Uint8Array {
  const b = new LumpBuilder();
  for (const [off, on, game] of records) b.name(off, 9).name(on, 9).i16(game);
  if (terminate) b.name('', 9).name('', 9).i16(0);
  return b.build();
}

function stack(iwadLumps: LumpSource[], pwadLumps?: LumpSource[]): WadStack {
  const files = [{ name: 'base.wad', bytes: writeWad('IWAD', iwadLumps) }];
  if (pwadLumps) files.push({ name: 'mod.wad', bytes: writeWad('PWAD', pwadLumps) });
  return WadStack.fromBuffers(files);
}

describe('switch list', () => {
  it('has DOOM\'s 40 pairs with their games', () => {
    expect(DOOM_SWITCHES.length).toBe(40);
    expect(DOOM_SWITCHES.filter((p) => p.game === 1).length).toBe(19);
    expect(DOOM_SWITCHES.filter((p) => p.game === 2).length).toBe(10);
    expect(DOOM_SWITCHES.filter((p) => p.game === 3).length).toBe(11);
    expect(DOOM_SWITCHES[0]).toEqual({ off: 'SW1BRCOM', on: 'SW2BRCOM', game: 1 });
    expect(DOOM_SWITCHES[8]).toEqual({ off: 'SW1EXIT', on: 'SW2EXIT', game: 1 });
    expect(DOOM_SWITCHES[19]).toEqual({ off: 'SW1BLUE', on: 'SW2BLUE', game: 2 });
    expect(DOOM_SWITCHES[39]).toEqual({ off: 'SW1SKULL', on: 'SW2SKULL', game: 3 });
  });

  it('parses a SWITCHES lump up to its terminator', () => {
    const data = switchesLump([['SW1ODD', 'SW2ODD', 1], ['sw1lower', 'sw2lower', 3], ['SWLONG_1', 'SWLONG_2', 2]]);
    expect(data.length).toBe(80);
    expect(parseSwitchesLump(data, 'mod.wad')).toEqual([
      { off: 'SW1ODD', on: 'SW2ODD', game: 1 }, { off: 'SW1LOWER', on: 'SW2LOWER', game: 3 },
      { off: 'SWLONG_1', on: 'SWLONG_2', game: 2 },
    ]);
    // Bytes after the terminator are never read; a lump without one is read to its end.
    const tail = new Uint8Array(data.length + 7);
    tail.set(data);
    expect(parseSwitchesLump(tail, 'mod.wad').length).toBe(3);
    expect(parseSwitchesLump(switchesLump([['A', 'B', 1]], false), 'mod.wad')).toEqual([{ off: 'A', on: 'B', game: 1 }]);
    expect(parseSwitchesLump(EMPTY, 'mod.wad')).toEqual([]);
  });

  it('rejects a malformed SWITCHES lump with a WadError', () => {
    const cut = switchesLump([['SW1A', 'SW2A', 1]], false).subarray(0, 15);
    expect(() => parseSwitchesLump(cut, 'mod.wad')).toThrow(WadError);
    expect(() => parseSwitchesLump(cut, 'mod.wad')).toThrow('mod.wad: SWITCHES: size 15 is not a multiple of 20 (record 0 is cut short)');
    const long = new Uint8Array(45);
    long.set(switchesLump([['SW1A', 'SW2A', 1], ['SW1B', 'SW2B', 1]], false));
    expect(() => parseSwitchesLump(long, 'mod.wad')).toThrow('size 45 is not a multiple of 20 (record 2 is cut short)');
    expect(() => parseSwitchesLump(switchesLump([['', 'SW2A', 1]]), 'mod.wad'))
      .toThrow('mod.wad: SWITCHES: record 0 has an empty texture name');
  });

  it('decides the game level from the IWAD\'s maps', () => {
    expect(switchGameLevel(stack([marker('E1M1'), marker('E1M9')]))).toBe(1);
    expect(switchGameLevel(stack([marker('E1M1'), marker('E3M2')]))).toBe(2);
    expect(switchGameLevel(stack([marker('E4M1')]))).toBe(2);
    expect(switchGameLevel(stack([marker('MAP01')]))).toBe(3);
    // A PWAD's maps do not change the game.
    expect(switchGameLevel(stack([marker('E1M1')], [marker('MAP01')]))).toBe(1);
  });

  it('gives DOOM\'s pairs for the game, or a PWAD\'s SWITCHES list instead', () => {
    expect(switchPairsFor(stack([marker('E1M1')])).length).toBe(19);
    expect(switchPairsFor(stack([marker('E2M1')])).length).toBe(29);
    expect(switchPairsFor(stack([marker('MAP01')])).length).toBe(40);
    const lump = switchesLump([['SW1ODD', 'SW2ODD', 1], ['SW1NEW', 'SW2NEW', 3], ['SW1BIG', 'SW2BIG', 2]]);
    const mod = [{ name: 'SWITCHES', data: lump }];
    expect(switchPairsFor(stack([marker('E1M1')], mod))).toEqual([{ off: 'SW1ODD', on: 'SW2ODD', game: 1 }]);
    expect(switchPairsFor(stack([marker('MAP01')], mod)).map((p) => p.off)).toEqual(['SW1ODD', 'SW1NEW', 'SW1BIG']);
    const odd = new Uint8Array(21);
    odd.set(switchesLump([['SW1A', 'SW2A', 1]], false));
    const bad = [{ name: 'SWITCHES', data: odd }];
    expect(() => switchPairsFor(stack([marker('MAP01')], bad))).toThrow('mod.wad: SWITCHES: size 21');
  });

  it('builds a two-way partner table over the texture table, skipping missing textures', () => {
    const names = ['AASHITTY', 'SW1EXIT', 'SW2STONE', 'SW2EXIT', 'SW1STONE', 'SW1BLUE'];
    const warnings: string[] = [];
    expect([...buildSwitchTable(names, DOOM_SWITCHES, warnings)]).toEqual([-1, 3, 4, 1, 2, -1]);
    // 38 pairs miss a texture: the first 20 are named, the other 18 counted.
    expect(warnings.length).toBe(21);
    expect(warnings).toContain('switch SW1BLUE/SW2BLUE: texture SW2BLUE not found; skipped');
    expect(warnings[20]).toBe('switch pairs: 18 more with a missing texture; skipped');
  });

  it('a World warns about the missing textures of a SWITCHES lump\'s pairs, not of DOOM\'s own list', () => {
    // The demo WAD has none of DOOM's switch textures: DOOM's list is skipped without a word.
    const demo = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: new Uint8Array(readFileSync(join(__dirname, '..', '..', 'wad', 'toom-demo.wad'))) }]);
    expect(loadAssetTables(demo).warnings.filter((w) => w.startsWith('switch '))).toEqual([]);
    const mod = WadStack.fromBuffers([
      { name: 'toom-demo.wad', bytes: new Uint8Array(readFileSync(join(__dirname, '..', '..', 'wad', 'toom-demo.wad'))) },
      { name: 'mod.wad', bytes: writeWad('PWAD', [{ name: 'SWITCHES', data: switchesLump([['SW1NONE', 'SW2NONE', 1]]) }]) },
    ]);
    expect(loadAssetTables(mod).warnings.filter((w) => w.startsWith('switch '))).toEqual(['switch SW1NONE/SW2NONE: texture SW1NONE not found; skipped']);
  });

  it('a huge SWITCHES lump (50 MB, 2.5 million records) is read in place: the first 32,768 pairs, a warning, bounded memory', () => {
    const records = 2_500_000;
    const data = new Uint8Array(records * SWITCHES_RECORD_SIZE + SWITCHES_RECORD_SIZE);
    const name = (i: number, on: boolean) => `SW${on ? 2 : 1}X${i.toString(36).toUpperCase().padStart(4, '0')}`;
    const first = new LumpBuilder().name(name(0, false), 9).name(name(0, true), 9).i16(3).build();
    for (let i = 0; i < records; i++) {
      data.set(first, i * SWITCHES_RECORD_SIZE);
      if (i < MAX_SWITCH_PAIRS + 5) { // distinct names where they are read
        const n = new TextEncoder().encode(i.toString(36).toUpperCase().padStart(4, '0'));
        data.set(n, i * SWITCHES_RECORD_SIZE + 4);
        data.set(n, i * SWITCHES_RECORD_SIZE + 13);
      }
    }
    const heap0 = process.memoryUsage().heapUsed;
    const warnings: string[] = [];
    const [[pairs, table], ms] = cpuTimed(() => {
      const p = parseSwitchesLump(data, 'big.wad', warnings);
      return [p, buildSwitchTable(['SW1X0000', 'SW2X0001', 'SW2X0000'], p, warnings)] as const;
    });
    const grew = process.memoryUsage().heapUsed - heap0;
    expect(pairs.length).toBe(MAX_SWITCH_PAIRS);
    expect(pairs[0]).toEqual({ off: 'SW1X0000', on: 'SW2X0000', game: 3 });
    expect(pairs[MAX_SWITCH_PAIRS - 1]).toEqual({ off: name(MAX_SWITCH_PAIRS - 1, false), on: name(MAX_SWITCH_PAIRS - 1, true), game: 3 });
    expect([...table]).toEqual([2, -1, 0]);
    expect(warnings[0]).toBe('SWITCHES: 2500000 switch pairs; only the first 32768 are used');
    expect(warnings.length).toBe(1 + MAX_SWITCH_WARNINGS + 1);
    expect(warnings[1]).toBe('switch SW1X0001/SW2X0001: texture SW1X0001 not found; skipped');
    expect(warnings[warnings.length - 1]).toBe(`switch pairs: ${MAX_SWITCH_PAIRS - 1 - MAX_SWITCH_WARNINGS} more with a missing texture; skipped`);
    // Before: about 20 bytes of heap per byte of lump (1.1 GB for 50 MB) and seconds.
    expect(grew).toBeLessThan(64 << 20);
    expect(ms).toBeLessThan(5000); // CPU time (helpers/cpu-time.ts)
    // The records past the cap are still checked: one cut short, or an empty name, is an error.
    expect(() => parseSwitchesLump(data.subarray(0, data.length - 3), 'big.wad')).toThrow(/^big\.wad: SWITCHES: size 50000017 is not a multiple of 20 \(record 2500000 is cut short\)$/);
    data[2_000_000 * SWITCHES_RECORD_SIZE] = 0;
    expect(() => parseSwitchesLump(data, 'big.wad')).toThrow('big.wad: SWITCHES: record 2000000 has an empty texture name');
  });

  const FREEDOOM = '/usr/share/games/doom';
  const have = existsSync(`${FREEDOOM}/freedoom1.wad`) && existsSync(`${FREEDOOM}/freedoom2.wad`);
  it.skipIf(!have)('finds every switch of its game in Freedoom (skipped when Freedoom is not installed)', () => {
    for (const [file, level] of [['freedoom1.wad', 2], ['freedoom2.wad', 3]] as const) {
      const b = readFileSync(`${FREEDOOM}/${file}`);
      const s = WadStack.fromBuffers([{ name: file, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }]);
      expect(switchGameLevel(s)).toBe(level);
      const names: string[] = [];
      for (const t of ['TEXTURE1', 'TEXTURE2']) {
        const l = s.find(t);
        if (l) for (const d of parseTextureLump(l.data, l.file, t)) names.push(d.name);
      }
      const warnings: string[] = [];
      const table = buildSwitchTable(names, switchPairsFor(s), warnings);
      expect(warnings).toEqual([]);
      expect(table[names.indexOf('SW1EXIT')]).toBe(names.indexOf('SW2EXIT'));
    }
  });
});
