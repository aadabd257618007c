// The `toom` CLI as users run it (dist/toom.js): outputs, exit codes, error format.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { readPng } from '../../tools/png.js';
import { FULL, fullOnly } from '../helpers/full.js';

const root = join(__dirname, '..', '..');
const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
const demo = join(root, 'wad', 'toom-demo.wad');

describe('toom CLI', () => {
  it('info on the demo WAD lists its maps with counts', () => {
    const r = toom('info', '--iwad', demo);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^toom-demo\.wad: IWAD, 1 file\(s\), \d+ lumps, \d+ maps/);
    expect(r.stdout).toMatch(/\n  MAP01 +doom +vertices +\d+ +linedefs +\d+ +sidedefs +\d+ +sectors +\d+ +things +\d+/);
    expect(r.stdout).toMatch(/\ntextures \d+, flats \d+, sprites \d+ \(\d+ frames\), patches \d+\n$/);
  });
  it('a bad WAD: the typed error on stderr, exit 2, no stack trace', () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bad = join(OUTPUT_DIR, 'bad.wad');
    writeFileSync(bad, 'PWAD\x05\x00\x00\x00');
    const r = toom('info', '--iwad', bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('toom: bad.wad: header: truncated header: file is 8 bytes, a WAD header needs 12\n');
    const missing = toom('info', '--iwad', join(OUTPUT_DIR, 'nope.wad'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^toom: .*nope\.wad: file: cannot read: ENOENT\n$/);
  });
  it('an output path that cannot be written: exit 2 naming the file', () => {
    const r = toom('render', '--iwad', demo, '--map', 'MAP01', '-o', join(OUTPUT_DIR, 'no-such-dir', 'x.png'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^toom: .*no-such-dir\/x\.png: output: cannot write: ENOENT\n$/);
  });
  it('usage errors exit 2 with the usage line', () => {
    const r = toom('render', '--iwad', demo);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/missing -o out\.png\nusage: toom render/);
    expect(toom('frobnicate').status).toBe(2);
  });
  it('help for no such command is a usage error as `toom nosuch` is: exit 2, the message and the usage on stderr', () => {
    for (const name of ['nosuch', 'constructor']) {
      const h = toom('help', name);
      expect(h.status, name).toBe(2);
      expect(h.stdout).toBe('');
      expect(h.stderr).toMatch(new RegExp(`^toom help: unknown command "${name}"\nusage: toom <command> \\[options\\]\n`));
    }
    // (an inherited property of the command table is no command either)
    const c = toom('constructor');
    expect(c.status).toBe(2);
    expect(c.stderr).toMatch(/^toom: unknown command "constructor"\n/);
    // Help itself, and a real command's (as its --help), exit 0 on stdout.
    const h = toom('help', 'help');
    expect(h.status).toBe(0);
    expect(h.stdout).toMatch(/^usage: toom <command> \[options\]\n/);
    const mesh = toom('help', 'mesh');
    expect(mesh.status).toBe(0);
    expect(mesh.stdout).toMatch(/^build a map's mesh.*\nusage: toom mesh .*\n\n.*\n  --iwad PATH /);
  });
  it('render writes a PNG of the requested size; --profile prints the phase counters', () => {
    const out = join(OUTPUT_DIR, 'cli-render.png');
    const r = toom('render', '--iwad', demo, '--map', 'MAP01', '--size', '321x203', '--profile', '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/rays 321, edges crossed \d+, wall columns \d+, visplanes [1-9]\d*, spans \d+, sprite columns \d+/);
    expect(r.stdout).toMatch(/median of 200 frames: walk\+walls [\d.]+ ms, spans [\d.]+ ms, sprites\+masked [\d.]+ ms, total [\d.]+ ms \(first frame, with JIT warm-up: [\d.]+ ms\)/);
    const png = readPng(out);
    expect([png.width, png.height]).toEqual([321, 203]);
  });
  it('mesh --check passes on every demo map and -o writes the top-down picture', () => {
    for (const map of ['MAP01', 'MAP02', 'MAP03']) {
      const out = join(OUTPUT_DIR, `cli-mesh-${map}.png`);
      const r = toom('mesh', '--iwad', demo, '--map', map, '--check', '-o', out);
      expect(r.status, r.stdout).toBe(0);
      expect(r.stdout).toMatch(/vertices \d+ \(map \d+\), triangles \d+ \(\d+ void\), edges \d+, constrained \d+/);
      expect(r.stdout).toMatch(/build [\d.]+ ms/);
      expect(r.stdout).toMatch(/check passed/);
      expect(existsSync(out)).toBe(true);
    }
  });
});

describe.skipIf(!haveFreedoom)(`toom CLI on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('info lists 36 maps in freedoom1 and 32 in freedoom2', () => {
    const r1 = toom('info', '--iwad', FREEDOOM1);
    expect(r1.status).toBe(0);
    expect(r1.stdout.split('\n').filter((l) => /^  E\dM\d /.test(l))).toHaveLength(36);
    expect(r1.stdout).toMatch(/\n  E1M1 +doom +vertices +819 +linedefs +812 +sidedefs +1254 +sectors +133 +things +238\n/);
    const r2 = toom('info', '--iwad', FREEDOOM2);
    expect(r2.stdout.split('\n').filter((l) => /^  MAP\d\d /.test(l))).toHaveLength(32);
  });
  // (npm test keeps mesh --check on the demo maps, above.)
  it.runIf(FULL)(`mesh --check on E1M1; its thing count says why it is not info's${fullOnly}`, () => {
    const r = toom('mesh', '--iwad', FREEDOOM1, '--map', 'E1M1', '--check');
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toContain('\n  sectors 133, sides 1254, things 169 (of 238 in THINGS, skill 3 single player: 29 only on other skills, ' +
      '31 multiplayer-only, 9 with no sprite: starts and teleport spots), portals 0\n');
    expect(toom('info', '--iwad', FREEDOOM1).stdout).toContain('\n  (things: every THINGS entry, of every skill and multiplayer-only ones too; ' +
      '`toom mesh` counts what a single-player game on skill 3 draws)\n');
  });
});
