// No command writes over one of its inputs (the same file, a symlink or a hard link to it, a --file
// PWAD), every output goes through a temporary file renamed into place (a kill or a full disk
// mid-write leaves the old file byte-identical and no temporary file behind), concurrent
// `portal add` runs on one output lose no portal, and lump names are copied byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FULL } from '../helpers/full.js';
import { parseWad } from '../../src/wad/wad-file.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { decodeMap } from '../../src/mapdata/map-data.js';

const root = join(__dirname, '..', '..');
const toomJs = join(root, 'dist', 'toom.js');
const toom = (...args: string[]) => spawnSync(process.execPath, [toomJs, ...args], { encoding: 'utf8' });
const dir = join(OUTPUT_DIR, 'data-safety');
const iwad = join(dir, 'demo.wad');
const temps = () => readdirSync(dir).filter((n) => n.endsWith('.toom-tmp'));

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, 'wad', 'toom-demo.wad'), iwad);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PWAD with one big lump (for slow writes): `mb` MiB of a repeating pattern. */
function bigPwad(path: string, mb: number): Buffer {
  const big = new Uint8Array(mb << 20);
  for (let i = 0; i < big.length; i++) big[i] = (i * 7 + (i >> 12)) & 0xff;
  const bytes = Buffer.from(writeWad('PWAD', [{ name: 'BIGDATA', data: big }]));
  writeFileSync(path, bytes);
  return bytes;
}

describe('an output is never one of the inputs', () => {
  const original = () => readFileSync(iwad);
  it('the same file, a symlink to it and a hard link to it are refused for every writing command, naming both', () => {
    const before = original();
    const link = join(dir, 'link.wad'), hard = join(dir, 'hard.wad');
    symlinkSync(iwad, link);
    linkSync(iwad, hard);
    for (const out of [iwad, link, hard]) {
      const runs = [
        toom('portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', out),
        toom('render', '--iwad', iwad, '--map', 'MAP01', '--size', '32x20', '-o', out),
        toom('mesh', '--iwad', iwad, '--map', 'MAP01', '-o', out),
        toom('texture', '--iwad', iwad, 'WBRICK1', '-o', out),
      ];
      for (const r of runs) {
        expect(r.status, r.stderr).toBe(2);
        const name = out.split('/').pop()!;
        expect(r.stderr).toBe(`toom: ${out}: output: is the same file as the input ${iwad} (--iwad); refusing to write over an input\n`);
        expect(name.length).toBeGreaterThan(0);
      }
    }
    expect(original().equals(before)).toBe(true);
    expect(temps()).toEqual([]);
  });
  it('a --file PWAD given as the output is refused (portal add, render)', () => {
    const pwad = join(dir, 'extra.wad');
    const bytes = bigPwad(pwad, 1);
    let r = toom('portal', 'add', '--iwad', iwad, '--file', pwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', pwad);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`toom: ${pwad}: output: is the same file as the input ${pwad} (--file); refusing to write over an input\n`);
    r = toom('render', '--iwad', iwad, '--file', pwad, '--map', 'MAP01', '-o', pwad);
    expect(r.status).toBe(2);
    expect(readFileSync(pwad).equals(bytes)).toBe(true);
  });
  it('a directory or an uncreatable folder as output is a clean exit 2', () => {
    let r = toom('render', '--iwad', iwad, '--map', 'MAP01', '-o', dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`toom: ${dir}: output: is a directory, not a file\n`);
    r = toom('portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', dir);
    expect(r.status).toBe(2);
    // /sys refuses mkdir (EPERM) even to root.
    r = toom('texture', '--iwad', iwad, 'WBRICK1', '-o', '/sys/toom-test/sub/x.png');
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^toom: \/sys\/toom-test\/sub\/x\.png: output: cannot create its folder: E[A-Z]+\n$/);
  });
  it.skipIf(process.getuid?.() === 0)('a read-only folder is a clean exit 2 (skipped as root: root writes anyway)', () => {
    const ro = join(dir, 'ro');
    mkdirSync(ro, { mode: 0o555 });
    const r = toom('render', '--iwad', iwad, '--map', 'MAP01', '-o', join(ro, 'x.png'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/output: cannot write: EACCES/);
  });
});

describe('outputs are replaced whole or not at all', () => {
  it('a child killed with SIGKILL in the middle of writing leaves the old file byte-identical; the next run clears its temporary file', async () => {
    const out = join(dir, 'kill.wad');
    // Big enough that the write takes tens of milliseconds (the poll below sees its temporary file).
    const before = bigPwad(out, FULL ? 96 : 32);
    const child = spawn(process.execPath, [toomJs, 'portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', out], { stdio: 'ignore' });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    // Kill it as soon as its temporary file appears: it is then writing, before the rename.
    const t0 = Date.now();
    let seen = false;
    while (Date.now() - t0 < 20_000) {
      if (temps().length > 0) { seen = true; break; }
      // Every millisecond, not every turn of the event loop: a busy poll took the core the child needs.
      await new Promise((r) => setTimeout(r, 1));
    }
    child.kill('SIGKILL');
    await exited;
    expect(seen).toBe(true);
    expect(readFileSync(out).equals(before)).toBe(true);
    // The next write to the same output removes the dead run's temporary file and succeeds.
    const r = toom('portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(temps()).toEqual([]);
    expect(existsSync(`${out}.lock`)).toBe(false);
    const after = parseWad(new Uint8Array(readFileSync(out)), 'kill.wad');
    expect(after.lumps.map((l) => l.name)).toEqual(['BIGDATA', 'MAP01', 'PORTALS']);
  }, 60_000);
  it('a full disk (ulimit -f) is exit 2 naming the output, the old PWAD intact, no partial PNG or temporary file', () => {
    const out = join(dir, 'full.wad');
    const before = bigPwad(out, 4);
    const sh = (cmd: string) => spawnSync('bash', ['-c', `ulimit -f 2048; ${cmd}`], { encoding: 'utf8' });
    let r = sh(`"${process.execPath}" "${toomJs}" portal add --iwad "${iwad}" --map MAP01 --line 0 --to 1 -o "${out}"`);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe(`toom: ${out}: output: cannot write: EFBIG\n`);
    expect(readFileSync(out).equals(before)).toBe(true);
    const png = join(dir, 'full.png');
    r = spawnSync('bash', ['-c', `ulimit -f 1; "${process.execPath}" "${toomJs}" render --iwad "${iwad}" --map MAP01 -o "${png}"`], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/output: cannot write: EFBIG\n$/);
    expect(existsSync(png)).toBe(false);
    expect(temps()).toEqual([]);
  });
});

describe('portal add', () => {
  it('concurrent runs on one output take turns under its lock: no portal is lost', async () => {
    const out = join(dir, 'concurrent.wad');
    rmSync(out, { force: true });
    const pairs = [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11]];
    const runs = pairs.map(([a, b]) => new Promise<{ code: number | null; err: string }>((done) => {
      const c = spawn(process.execPath, [toomJs, 'portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', String(a), '--to', String(b), '-o', out]);
      let err = '';
      c.stderr.on('data', (d) => { err += d; });
      c.on('exit', (code) => done({ code, err }));
    }));
    for (const r of await Promise.all(runs)) expect(r.code, r.err).toBe(0);
    const stack = WadStack.fromBuffers([iwad, out].map((p) => ({ name: p, bytes: new Uint8Array(readFileSync(p)) })));
    const text = decodeMap(stack.map('MAP01')).portalsText ?? '';
    for (const [a, b] of pairs) expect(text).toContain(`portal ${a} ${b}\n`);
    // The demo's own three portals are kept too.
    expect(text.match(/^portal /gm)).toHaveLength(3 + pairs.length);
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 60_000);
  it('copies the existing lump names byte for byte (0xB5, 0xDF, lower case, an empty name)', () => {
    const out = join(dir, 'names.wad');
    const names = [[0xb5, 0x41], [0xdf], [0x61, 0x62, 0x63], [], [0x4d, 0x41, 0x50, 0x30, 0x31, 0x7f, 0xff, 0x80]];
    const lumps = names.map((n, i) => {
      const raw = new Uint8Array(8);
      raw.set(n);
      return { name: `X${i}`, rawName: raw, data: Uint8Array.of(i, i, i) };
    });
    writeFileSync(out, writeWad('PWAD', lumps));
    const r = toom('portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', out);
    expect(r.status, r.stderr).toBe(0);
    const bytes = new Uint8Array(readFileSync(out));
    const wad = parseWad(bytes, 'names.wad');
    expect(wad.lumps.length).toBe(names.length + 2);
    for (let i = 0; i < names.length; i++) {
      expect([...wad.lumps[i].rawName!]).toEqual([...lumps[i].rawName]);
      expect([...wad.lumps[i].data]).toEqual([i, i, i]);
    }
    expect(wad.lumps.slice(names.length).map((l) => l.name)).toEqual(['MAP01', 'PORTALS']);
  });
  it('refuses to turn an existing IWAD into a PWAD', () => {
    const other = join(dir, 'other-iwad.wad');
    copyFileSync(iwad, other);
    const r = toom('portal', 'add', '--iwad', iwad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', other);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/other-iwad\.wad: output: is an IWAD/);
    expect(readFileSync(other).equals(readFileSync(iwad))).toBe(true);
  });
});
