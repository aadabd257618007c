// The CLI's usage surface: `<cmd> --help` / `-h`, range checks on the view numbers, the warning for a
// --pos outside every sector, closed sectors only under --verbose, and data printed safely (control
// bytes escaped, long lists cut).
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { commands } from '../../tools/commands/index.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL } from '../helpers/full.js';

const root = join(__dirname, '..', '..');
const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
const demo = join(root, 'wad', 'toom-demo.wad');
const dir = join(OUTPUT_DIR, 'cli-usage');
const out = join(dir, 'x.png');

beforeAll(() => mkdirSync(dir, { recursive: true }));

describe('help', () => {
  // `-h` takes the same branch as `--help`: every command in test:full, two in `npm test`.
  it('every command prints its usage for --help (and -h), exit 0, on stdout', () => {
    for (const name of Object.keys(commands)) {
      for (const flag of FULL || name === 'render' || name === 'portal' ? ['--help', '-h'] : ['--help']) {
        const r = toom(name, flag);
        expect(r.status, `${name} ${flag}: ${r.stderr}`).toBe(0);
        const c = commands[name];
        expect(r.stdout).toBe(`${c.summary}\nusage: ${c.usage}${c.details ? `\n\n${c.details}` : ''}\n`);
        expect(r.stderr).toBe('');
      }
    }
    const p = toom('portal', 'add', '--help');
    expect(p.status).toBe(0);
    expect(p.stdout).toMatch(/usage: toom portal add .*\n +toom portal list/);
    expect(toom('help', 'render').stdout).toMatch(/^render one view/);
  });

  // Issue 33: every option a command's usage names has a line of its own in its --help explaining it.
  it('info, texture, mesh, serve, portal and build-wad explain each option on its own line', () => {
    const expected: Record<string, string[]> = {
      info: ['--iwad', '--file'],
      texture: ['NAME', '--iwad', '--file', '--palette', '-o'],
      mesh: ['--iwad', '--file', '--map', '--check', '--verbose', '-o', '--ids'],
      serve: ['--port', '--host', '--root', '--no-watch'],
      portal: ['--iwad', '--file', '--map', '--line', '--to', '--oneway', '-o'],
      'build-wad': ['-o'],
    };
    for (const [name, opts] of Object.entries(expected)) {
      const r = toom(name, '--help');
      expect(r.status, name).toBe(0);
      const lines = r.stdout.split('\n');
      // Every option in the usage line is among those explained, and each explained one has a line.
      const used = new Set([...commands[name].usage.matchAll(/(?:^|[\s[])(--?[a-z][\w-]*)/g)].map((m) => m[1]));
      expect(used.size, name).toBeGreaterThan(0);
      for (const o of used) expect(opts, `${name}: ${o} is in the usage`).toContain(o);
      for (const o of opts) {
        const line = lines.find((l) => new RegExp(`^  ${o.replace(/[-]/g, '\\-')}\\b`).test(l));
        expect(line, `${name} --help: a line for ${o}`).toBeDefined();
        // The option, then at least two spaces, then words explaining it.
        expect(line!).toMatch(/^ {2}\S+(?: \S+)? {2,}\S.{15,}/);
      }
    }
  });
});

describe('render: view numbers', () => {
  it('out-of-range --fov, --angle, --pos and --time are usage errors (exit 2) before any work', () => {
    const bad: [string[], RegExp][] = [
      [['--fov', '0'], /--fov 0 is out of range \(1 to 179\)/],
      [['--fov', '180'], /--fov 180 is out of range/],
      [['--fov', '360'], /--fov 360 is out of range/],
      [['--fov', '-90'], /--fov -90 is out of range/],
      [['--fov', '99999999999999999999'], /--fov 100000000000000000000 is out of range/],
      [['--angle', '3600.5'], /--angle 3600.5 is out of range \(-3600 to 3600\)/],
      [['--pos', '40000,0'], /--pos 40000 is out of range \(-32768 to 32768\)/],
      [['--pos', '0,0,99999'], /--pos 99999 is out of range/],
      [['--time', '-1'], /--time -1 is out of range \(0 to 126000 tics, one hour of game time\)/],
      [['--time', '126001'], /--time 126001 is out of range \(0 to 126000 tics/],
      [['--time', '1.5'], /--time must be a decimal integer, got "1.5"/],
    ];
    for (const [args, msg] of bad) {
      const r = toom('render', '--iwad', demo, '--map', 'MAP01', ...args, '-o', out);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(r.stderr).toMatch(/\nusage: toom render/);
    }
    for (const fov of ['1', '90', '179']) expect(toom('render', '--iwad', demo, '--map', 'MAP01', '--size', '32x20', '--fov', fov, '-o', out).status).toBe(0);
  });
  it('a --pos outside every sector warns naming the position; inside, no warning', () => {
    let r = toom('render', '--iwad', demo, '--map', 'MAP01', '--size', '32x20', '--pos', '30000,30000', '-o', out);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('toom: warning: toom-demo.wad: MAP01: --pos 30000,30000 is outside every sector: the picture shows nothing\n');
    r = toom('render', '--iwad', demo, '--map', 'MAP01', '--size', '32x20', '--pos', '512,160', '-o', out);
    expect(r.stderr).toBe('');
  });
});

describe.skipIf(!haveFreedoom)(`closed sectors${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('are counted only under --verbose (Freedoom E1M1 has 22 shut doors and lifts)', () => {
    const quiet = toom('mesh', '--iwad', FREEDOOM1, '--map', 'E1M1');
    const loud = toom('mesh', '--iwad', FREEDOOM1, '--map', 'E1M1', '--verbose');
    expect(quiet.stdout).not.toMatch(/warning/);
    expect(loud.stdout).toMatch(/\n  warning: note: 22 sector\(s\) with zero or negative height \(closed doors, lifts\)\n/);
    const r = toom('render', '--iwad', FREEDOOM1, '--map', 'E1M1', '--size', '32x20', '-o', out);
    expect(r.stderr).toBe('');
  });
});

describe('WAD inputs must be regular files', () => {
  it('a device, a FIFO and a directory are typed errors (exit 2), never a block or a runaway read', () => {
    const fifo = join(dir, 'fifo.wad');
    rmSync(fifo, { force: true });
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const cases: [string, string][] = [
      ['/dev/zero', 'toom: /dev/zero: file: is not a regular file (a device); a WAD must be a regular file\n'],
      [fifo, `toom: ${fifo}: file: is not a regular file (a FIFO); a WAD must be a regular file\n`],
      [dir, `toom: ${dir}: file: is a directory, not a WAD file\n`],
    ];
    for (const [path, msg] of cases) {
      // (Refused at once, never read: a child still reading /dev/zero is killed by the 60 s watchdog and fails.)
      const r = spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), 'info', '--iwad', path], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status, path).toBe(2);
      expect(r.stderr).toBe(msg);
    }
    const p = toom('render', '--iwad', demo, '--file', '/dev/zero', '--map', 'MAP01', '-o', out);
    expect(p.status).toBe(2);
  });
});

describe('data printed safely', () => {
  it('info escapes control bytes in map names; a missing map lists at most 20 names', () => {
    const src = parseWad(new Uint8Array(readFileSync(demo)), 'demo');
    const at = src.lumps.findIndex((l) => l.name === 'MAP01');
    const mapLumps = [];
    for (let j = at + 1; j < at + 12 && src.lumps[j].name !== 'MAP02'; j++) mapLumps.push({ name: src.lumps[j].name, data: src.lumps[j].data });
    const evil = new Uint8Array(8);
    evil.set([0x1b, 0x5b, 0x32, 0x4a, 0x1b, 0x63]); // ESC [2J ESC c: clear the screen, reset the terminal
    const lumps = [{ name: 'X', rawName: evil, data: new Uint8Array(0) }, ...mapLumps];
    for (let i = 0; i < 30; i++) lumps.push({ name: `M${i}`, data: new Uint8Array(0) }, ...mapLumps);
    const pwad = join(dir, 'evil.wad');
    writeFileSync(pwad, writeWad('PWAD', lumps));
    const r = toom('info', '--iwad', demo, '--file', pwad);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/\x1b/);
    // (names are upper-cased a-z, as DOOM does: the final c shows as C)
    expect(r.stdout).toContain('\n  \\x1b[2J\\x1bC  ');
    const m = toom('render', '--iwad', demo, '--file', pwad, '--map', 'NOPE', '-o', out);
    expect(m.status).toBe(2);
    expect(m.stderr).toMatch(/no such map \(maps: MAP01 MAP02 MAP03 MAP04 \\x1b\[2J\\x1bC M0 .* … and 15 more\)\n$/);
    expect(m.stderr).not.toMatch(/\x1b/);
  });
});
