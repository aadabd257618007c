// Issue 25, items 5–12: every case ends as the README promises — exit 0 or 2 with a one-line
// `toom:` message, in under 15 s and 1 GB, nothing damaged. A read-only output is refused, not
// replaced (for root too); script files are read with a size cap and as a stream, the tic cap
// applied while reading; demos are read only as far as the tic cap could need; `render --time` is
// bounded (one hour, and a thinker budget on maps built to be heavy); numbers are decimal only; an
// empty --map, a missing --demo and a script that is no regular file say what is wrong; bare `toom`
// is a usage error; a player start outside every sector is warned about; map names are escaped.
// `npm test` runs a sample (the read-only refusals as an unprivileged user; the size
// caps refused at once; the streamed trace; the messages); the full run every case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  chmodSync, chownSync, closeSync, copyFileSync, existsSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync,
  symlinkSync, writeFileSync, writeSync,
} from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { mapLumps, wadOf, boxRoom } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { doorRouteMap } from '../helpers/door-route-map.js';
import { heavyMap } from '../helpers/heavy-map.js';
import { FULL, fullOnly } from '../helpers/full.js';

const root = join(__dirname, '..', '..');
const toomJs = join(root, 'dist', 'toom.js');
const dir = join(OUTPUT_DIR, 'io-limits');
const rssHook = join(dir, 'rss-hook.cjs');
const rssDir = join(dir, 'rss');
const doorWad = join(dir, 'door.wad');

interface Run { status: number | null; stdout: string; stderr: string; cpuMs: number; rssMB: number }

/** Where a run finds the bundle and the --require hook and leaves its figures (the unprivileged run's own copies). */
interface Where { script: string; hook: string; rssDir: string; node?: string[] }

/**
 * Runs `toom`, measuring the CPU time it used and its peak memory (max RSS), both reported by the child
 * itself through a --require hook. The README promises each of these cases ends in under 15 s and 1 GB
 * on a quiet machine; the test checks the child's own CPU time against the 15 s, which other work on
 * the machine does not stretch the way it stretches wall time (a loaded 2-core machine ran the 500,000-tic
 * trace 3× slower by the clock). The wall clock is only a watchdog against a hang (100 s).
 */
function toom(args: string[], opts: SpawnSyncOptions = {}, where: Where = { script: toomJs, hook: rssHook, rssDir }): Run {
  const rssFile = join(where.rssDir, `rss-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  // Through a shell that forks Node rather than replacing itself with it: Linux carries the forking
  // process's memory high-water mark into the child's maxRSS, so a child forked straight from this
  // test worker (hundreds of MB after other test files ran in it) would report the worker's peak.
  const r = spawnSync('/bin/sh', ['-c', '"$@"; exit $?', 'sh', process.execPath, ...(where.node ?? []), '--require', where.hook, where.script, ...args], {
    encoding: 'utf8', timeout: 100_000, maxBuffer: 1 << 26, ...opts, env: { ...process.env, TOOM_RSS_FILE: rssFile },
  });
  let rssMB = NaN, cpuMs = NaN;
  if (existsSync(rssFile)) {
    const u = JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRSS: number; cpuUs: number };
    rssMB = u.maxRSS / 1024;
    cpuMs = u.cpuUs / 1000;
    rmSync(rssFile);
  }
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr), cpuMs, rssMB };
}

/** The README's promise for bad input: exit 2, one `toom` line (or a usage error and its usage), quickly, in bounded memory. */
function expectCleanExit2(r: Run, message: string | RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  if (typeof message === 'string') expect(r.stderr).toBe(message);
  else expect(r.stderr).toMatch(message);
  expect(r.cpuMs).toBeLessThan(15_000);
  expect(r.rssMB).toBeLessThan(1024);
}

/** A sparse file of `size` bytes starting with `head`. */
function sparseFile(path: string, size: number, head: Uint8Array = new Uint8Array(0)): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, head);
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // (rss/ is writable by everyone: the unprivileged runs write there too)
  mkdirSync(rssDir);
  chmodSync(rssDir, 0o777);
  writeFileSync(rssHook, "process.on('exit', () => { const u = process.resourceUsage(); require('fs').writeFileSync(process.env.TOOM_RSS_FILE, JSON.stringify({ maxRSS: u.maxRSS, cpuUs: u.userCPUTime + u.systemCPUTime })); });\n");
  writeFileSync(doorWad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap())]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('item 5: a read-only output is refused, not replaced', () => {
  // (Eleven runs of the CLI: the full run, and npm test where it cannot run the unprivileged user's
  // refusals below, which it keeps as root.)
  const asRoot = process.getuid?.() === 0;
  it.runIf(FULL || !asRoot)(`mode 0444 (directly or through a symlink) is exit 2 for root too, the file untouched; every writing command checks first${asRoot ? fullOnly : ''}`, () => {
    const out = join(dir, 'ro.png'), link = join(dir, 'ro-link.png'), trace = join(dir, 'ro-trace.txt');
    writeFileSync(out, 'keep me');
    chmodSync(out, 0o444);
    symlinkSync(out, link);
    writeFileSync(trace, 'old trace\n');
    chmodSync(trace, 0o400);
    for (const o of [out, link]) {
      for (const args of [
        ['render', '--iwad', doorWad, '--size', '32x20', '-o', o],
        ['mesh', '--iwad', doorWad, '-o', o],
        ['texture', '--iwad', doorWad, 'WALL', '-o', o],
        ['portal', 'add', '--iwad', doorWad, '--map', 'MAP01', '--line', '0', '--to', '1', '-o', o],
        ['play', '--iwad', doorWad, '--input', 'wait 1', '--render', o],
      ]) {
        expectCleanExit2(toom(args), `toom: ${o}: output: is read-only (mode 0444); refusing to replace it\n`);
      }
    }
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--input', 'wait 1', '--trace', trace]), `toom: ${trace}: output: is read-only (mode 0400); refusing to replace it\n`);
    expect(readFileSync(out, 'utf8')).toBe('keep me');
    expect(readFileSync(trace, 'utf8')).toBe('old trace\n');
    const ok = join(dir, 'rw.png');
    writeFileSync(ok, 'replace me');
    chmodSync(ok, 0o644);
    expect(toom(['render', '--iwad', doorWad, '--size', '32x20', '-o', ok]).status).toBe(0);
    expect(readFileSync(ok).subarray(1, 4).toString()).toBe('PNG');
  });

  // The unprivileged child reads the bundle, the hook and the WAD, and writes its outputs: all of them
  // in a fresh world-readable folder under the system's temp dir, since the checkout itself may lie
  // where only its owner can enter (a clone in root's home, mode 700).
  it.runIf(process.getuid?.() === 0)('as an unprivileged user: a 0444 file of its own and a 0644 file of another user are refused in a folder it may write', (ctx) => {
    const asNobody = { uid: 65534, gid: 65534 };
    const pub = mkdtempSync(join(tmpdir(), 'toom-io-limits-'));
    try {
      chmodSync(pub, 0o755);
      const bundle = join(pub, 'toom.js'), hook = join(pub, 'rss-hook.cjs'), wad = join(pub, 'door.wad');
      copyFileSync(toomJs, bundle);
      writeFileSync(join(pub, 'package.json'), '{ "type": "module" }\n');
      copyFileSync(rssHook, hook);
      copyFileSync(doorWad, wad);
      const shared = join(pub, 'shared');
      mkdirSync(shared);
      chmodSync(shared, 0o777);
      const rss = join(pub, 'rss');
      mkdirSync(rss);
      chmodSync(rss, 0o777);
      // The system's temp dir itself may be private (TMPDIR in a home folder): then there is nowhere to run this.
      const probe = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(bundle)}, 4)`], { ...asNobody, encoding: 'utf8' });
      if (probe.status !== 0) ctx.skip(`user 65534 cannot read ${bundle} (is ${tmpdir()} private?): ${probe.stderr.split('\n')[0]}`);
      const run = (args: string[]) => toom(args, asNobody, { script: bundle, hook, rssDir: rss });
      const own = join(shared, 'own.png'), others = join(shared, 'others.png');
      writeFileSync(own, 'mine, read-only');
      chownSync(own, 65534, 65534);
      chmodSync(own, 0o444);
      writeFileSync(others, "root's");
      chmodSync(others, 0o644);
      expectCleanExit2(run(['render', '--iwad', wad, '--size', '32x20', '-o', own]), `toom: ${own}: output: is read-only (mode 0444); refusing to replace it\n`);
      expectCleanExit2(run(['render', '--iwad', wad, '--size', '32x20', '-o', others]),
        `toom: ${others}: output: is not writable by this user (mode 0644, EACCES); refusing to replace it\n`);
      expect(readFileSync(own, 'utf8')).toBe('mine, read-only');
      expect(readFileSync(others, 'utf8')).toBe("root's");
      const fresh = join(shared, 'fresh.png');
      const ok = run(['render', '--iwad', wad, '--size', '32x20', '-o', fresh]);
      expect(ok.status, ok.stderr).toBe(0);
      expect(readFileSync(fresh).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(pub, { recursive: true, force: true });
    }
  });
});

describe('item 6: script files have a size cap and are read as a stream', () => {
  it('a 700 MB (sparse) script is refused by its size at once', () => {
    const big = join(dir, 'huge-script.txt');
    sparseFile(big, 700_000_000, new TextEncoder().encode('forward 1\n'));
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--input', big]), `toom: ${big}: file: 700000000 bytes is more than the 67108864 bytes read as a script\n`);
  });

  it.runIf(FULL)(`a 60 MB script of one-tic steps stops at the tic cap, having read a tenth of it${fullOnly}`, () => {
    const long = join(dir, 'long-script.txt');
    writeFileSync(long, Buffer.alloc(60_000_000, 'wait 1\n'));
    const r = toom(['play', '--iwad', doorWad, '--input', long]);
    expectCleanExit2(r, `toom: ${long}: input script, step 1000001 ("wait 1"): the script is longer than 1000000 tics\n`);
    expect(r.rssMB).toBeLessThan(400);
  });

  it.runIf(FULL)(`60 MB of comments before two steps: read to the end in bounded memory; a step with no end is cut at 200 characters${fullOnly}`, () => {
    const commented = join(dir, 'commented.txt');
    const line = `# ${'x'.repeat(997)}\n`;
    writeFileSync(commented, Buffer.concat([Buffer.alloc(60_000_000, line), Buffer.from('forward 3,\nuse\n')]));
    const r = toom(['play', '--iwad', doorWad, '--input', commented, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).tic).toBe(4);
    expect(r.cpuMs).toBeLessThan(15_000);
    expect(r.rssMB).toBeLessThan(400);
    const nul = join(dir, 'zeros.txt');
    sparseFile(nul, 50_000_000);
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--input', nul]), /^toom: .*zeros\.txt: input script, step 1 \("(\\u0000){40}\.\.\."\): a step is at most 200 characters\n$/);
  });

  it('a script that is not a regular file speaks of a script, not a WAD', () => {
    const folder = join(dir, 'script-dir.txt');
    mkdirSync(folder, { recursive: true });
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--input', folder]), `toom: ${folder}: file: is a directory, not a script file\n`);
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--input', '/dev/zero']), 'toom: /dev/zero: file: is not a regular file (a device); a script must be a regular file\n');
  });
});

describe('item 7: demos are capped at 1,000,000 tics and read no further than that needs', () => {
  const header = Uint8Array.from([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
  it('a 1 GiB (sparse) demo with no end marker in reach is refused in seconds, in bounded memory', () => {
    const big = join(dir, 'huge.lmp');
    sparseFile(big, 1 << 30, header);
    const r = toom(['play', '--iwad', doorWad, '--demo', big]);
    expectCleanExit2(r, 'toom: huge.lmp: demo: longer than 1000000 tics (no end marker by byte 4000013): the longest demo played is 1000000 tics, about 8 hours\n');
    expect(r.rssMB).toBeLessThan(400);
  });

  it.runIf(FULL)(`a 100 MB demo is refused the same way; one of exactly 1,000,000 tics (and junk after its marker) plays${fullOnly}`, () => {
    const mid = join(dir, 'mid.lmp');
    sparseFile(mid, 100_000_000, header);
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--demo', mid]), /^toom: mid\.lmp: demo: longer than 1000000 tics/);
    const full = join(dir, 'full.lmp');
    const bytes = new Uint8Array(13 + 4_000_000 + 1 + 1000);
    bytes.set(header);
    bytes[13 + 4_000_000] = 0x80;
    writeFileSync(full, bytes);
    const r = toom(['play', '--iwad', doorWad, '--demo', full, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).tic).toBe(1_000_000);
    expect(r.cpuMs).toBeLessThan(15_000);
    expect(r.rssMB).toBeLessThan(1024);
  });
});

describe('play --trace is written as it is made', () => {
  // The bound is V8's own heap limit, not a figure the machine's load can move: the child runs with a
  // 32 MB old space, and the 200,000 tics' 56 MB of trace lines could not be held in it (before the
  // fix every line was held until the end, then joined: 650 MB for 500,000 tics). Peak RSS under a
  // fixed heap still varies with how far the collector's threads lag on a loaded machine (a limit of
  // 300 MB on an uncapped 500,000-tic run was met quiet and missed, at 360 MB, under load), so its
  // limit has a wide margin.
  it('200,000 tics traced with every thing (56 MB of trace) under a 32 MB heap, first tic to last', () => {
    const out = join(dir, 'long-trace.txt');
    const r = toom(['play', '--iwad', doorWad, '--input', 'wait 200000', '--trace', out, '--trace-mobjs'], {},
      { script: toomJs, hook: rssHook, rssDir, node: ['--max-old-space-size=32'] });
    expect(r.status, r.stderr).toBe(0);
    const size = statSync(out).size;
    expect(size).toBeGreaterThan(50_000_000);
    const fd = openSync(out, 'r');
    const head = Buffer.alloc(16), tail = Buffer.alloc(4096);
    readSync(fd, head, 0, head.length, 0);
    readSync(fd, tail, 0, tail.length, size - tail.length);
    closeSync(fd);
    expect(head.toString('latin1').startsWith('tic 0 rnd ')).toBe(true);
    const end = tail.toString('latin1');
    expect(end.endsWith('\n')).toBe(true);
    expect(end.slice(end.lastIndexOf('\ntic ') + 1).startsWith('tic 199999 ')).toBe(true);
    expect(r.rssMB).toBeLessThan(400);
    rmSync(out);
  });
});

describe.runIf(FULL)(`item 10: render --time is bounded${fullOnly}`, () => {
  const heavy = join(dir, 'heavy.wad');
  beforeAll(() => {
    // 10,000 lit sectors, 20,200 scrolling walls, 60,000 lamps: 70,001 thinkers.
    writeFileSync(heavy, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(heavyMap(100, 60_000))]));
  });
  it('more than one hour of game time is a usage error at once', () => {
    const out = join(dir, 'time.png');
    expectCleanExit2(toom(['render', '--iwad', doorWad, '--time', '126001', '-o', out]), /^toom render: --time 126001 is out of range \(0 to 126000 tics, one hour of game time\)\nusage: toom render /);
    expectCleanExit2(toom(['render', '--iwad', doorWad, '--time', '1000000', '-o', out]), /^toom render: --time 1000000 is out of range/);
    expect(existsSync(out)).toBe(false);
    const r = toom(['render', '--iwad', doorWad, '--size', '32x20', '--time', '126000', '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.cpuMs).toBeLessThan(15_000);
  });
  // (--time 3571 itself renders in seconds on an idle machine; on one shared by many test runs it can take
  // more than 15 s, so this renders 100 tics: the budget, not the machine, is what is checked.)
  it('on a map built to be heavy, --time beyond the thinker budget is refused naming the most it allows', () => {
    const out = join(dir, 'heavy.png');
    expectCleanExit2(toom(['render', '--iwad', heavy, '--size', '32x20', '--time', '126000', '-o', out]),
      /^toom render: --time 126000 is too long for MAP01: its 70001 thinkers \(things, lights, movers\) × 126000 tics is more than the 250000000 thinker updates --time may run \(--work-limit\); at most --time 3571 here\n/);
    const r = toom(['render', '--iwad', heavy, '--size', '32x20', '--time', '100', '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.cpuMs).toBeLessThan(15_000);
    expect(r.rssMB).toBeLessThan(1024);
  });
});

describe('item 11: messages and numbers', () => {
  it.runIf(FULL)(`numbers are decimal only, for every option${fullOnly}`, () => {
    const out = join(dir, 'n.png');
    const cases: [string[], string][] = [
      [['render', '--iwad', doorWad, '--time', '0x10', '-o', out], 'toom render: --time must be a decimal integer, got "0x10"'],
      [['render', '--iwad', doorWad, '--time', '', '-o', out], 'toom render: --time must be a decimal integer, got ""'],
      [['render', '--iwad', doorWad, '--fov', '9e1', '-o', out], 'toom render: --fov must be a decimal number, got "9e1"'],
      [['render', '--iwad', doorWad, '--pos', '0x20,32', '-o', out], 'toom render: --pos must be a decimal number, got "0x20"'],
      [['render', '--iwad', doorWad, '--angle', 'Infinity', '-o', out], 'toom render: --angle must be a decimal number, got "Infinity"'],
      [['play', '--iwad', doorWad, '--skill', '3e0'], 'toom play: --skill must be a decimal integer, got "3e0"'],
      [['play', '--iwad', doorWad, '--skill', ' 3'], 'toom play: --skill must be a decimal integer, got " 3"'],
      [['texture', '--iwad', doorWad, '--palette', '0b1', 'WALL', '-o', out], 'toom texture: --palette must be a decimal integer, got "0b1"'],
      [['portal', 'add', '--iwad', doorWad, '--map', 'MAP01', '--line', '1.0', '--to', '2', '-o', join(dir, 'p.wad')], 'toom portal: --line must be a decimal integer, got "1.0"'],
      [['serve', '--port', '0x1f90'], 'toom serve: --port must be a decimal integer, got "0x1f90"'],
    ];
    for (const [args, msg] of cases) {
      const r = toom(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0], args.join(' ')).toBe(msg);
    }
    expect(existsSync(out)).toBe(false);
    // Decimal numbers still work, fractions where an option takes them.
    const r = toom(['render', '--iwad', doorWad, '--size', '32x20', '--time', '010', '--angle', '-22.5', '--fov', '75.25', '--pos', '128.5,64', '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`wrote ${out} (32x20, MAP01 at 129,64 angle -23°)\n`);
  });

  it('--map "" is an empty option, not "no maps"; --demo naming neither a lump nor a file says so', () => {
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--map', '']), /^toom play: --map is empty\nusage: toom play /);
    expectCleanExit2(toom(['render', '--iwad', doorWad, '--map', '', '-o', join(dir, 'e.png')]), /^toom render: --map is empty\nusage: /);
    expectCleanExit2(toom(['mesh', '--iwad', doorWad, '--map', '']), /^toom mesh: --map is empty\nusage: /);
    expectCleanExit2(toom(['play', '--iwad', doorWad, '--demo', 'DEMO9']), 'toom: DEMO9: demo: neither a lump of door.wad nor a file of that name exists\n');
  });

  it('bare `toom` is a usage error: the usage on stderr, exit 2', () => {
    const r = toom([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^toom: no command given\nusage: toom <command> \[options\]\n/);
    const h = toom(['--help']);
    expect(h.status).toBe(0);
    expect(h.stdout).toMatch(/^usage: toom <command>/);
  });

  it('a player start outside every sector is warned about by play and render', () => {
    const m = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK');
    m.things = [{ x: 1000, y: 1000, type: 1 }];
    const wad = join(dir, 'outside.wad');
    writeFileSync(wad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(m)]));
    const p = toom(['play', '--iwad', wad, '--input', 'wait 1', '--json']);
    expect(p.status, p.stderr).toBe(0);
    expect(p.stderr).toBe("toom: warning: outside.wad: MAP01: player 1's start 1000,1000 is outside every sector: the player was put in sector 0\n");
    expect(JSON.parse(p.stdout)).toMatchObject({ x: 1000, y: 1000, sector: 0 });
    const r = toom(['render', '--iwad', wad, '--size', '32x20', '-o', join(dir, 'outside.png')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe("toom: warning: outside.wad: MAP01: player 1's start 1000,1000 is outside every sector: the picture shows nothing\n");
    // Inside: no warning.
    expect(toom(['play', '--iwad', doorWad, '--input', 'wait 1']).stderr).not.toMatch(/outside every sector/);
  });
});

describe.runIf(FULL)(`item 12: a map name from the WAD is escaped in play and render output${fullOnly}`, () => {
  it('ESC sequences in the map name reach neither stdout nor stderr raw; --json stays one document', () => {
    const evil = new Uint8Array(8);
    evil.set([0x1b, 0x5b, 0x32, 0x4a, 0x1b, 0x63, 0x9b, 0x41]); // ESC [2J ESC c, CSI A
    const lumps = mapLumps(doorRouteMap());
    lumps[0] = { ...lumps[0], rawName: evil };
    const m = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128 }, 'BRICK');
    m.things = [{ x: 5000, y: 5000, type: 1 }];
    const bad = mapLumps(m);
    const wad = join(dir, 'evil.wad');
    writeFileSync(wad, wadOf('IWAD', [...testAssetLumps(), ...lumps, ...bad.map((l, i) => (i === 0 ? { ...l, rawName: evil.map((b, k) => (k === 7 ? 0x42 : b)) } : l))]));
    const runs = [
      toom(['play', '--iwad', wad, '--input', 'wait 1']),
      toom(['play', '--iwad', wad, '--input', 'wait 1', '--json']),
      toom(['render', '--iwad', wad, '--size', '32x20', '-o', join(dir, 'evil.png')]),
      toom(['render', '--iwad', wad, '--size', '32x20', '--profile', '-o', join(dir, 'evil.png')]),
      toom(['render', '--iwad', wad, '--size', '32x20', '--time', '1', '--map', '\x1b[2J\x1bC\x9bB', '-o', join(dir, 'evil.png')]),
      toom(['play', '--iwad', wad, '--input', 'wait 1', '--map', '\x1b[2J\x1bC\x9bB']),
    ];
    for (const r of runs) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toMatch(/[\x1b\x9b]/);
    }
    expect(runs[0].stdout).toMatch(/^\\x1b\[2J\\x1bC\\x9bA tic 1: /);
    expect(runs[1].stdout).toBe(`${JSON.stringify(JSON.parse(runs[1].stdout)).replace('\x9b', '\\u009b')}\n`);
    expect(JSON.parse(runs[1].stdout).map).toBe('\x1b[2J\x1bC\x9bA');
    expect(runs[2].stdout).toMatch(/\(32x20, \\x1b\[2J\\x1bC\\x9bA at /);
    expect(runs[3].stdout).toMatch(/^map \\x1b\[2J\\x1bC\\x9bA: world built/);
    expect(runs[4].stderr).toMatch(/^toom: warning: evil\.wad: \\x1b\[2J\\x1bC\\x9bB: player 1's start 5000,5000 is outside every sector/);
    expect(runs[5].stdout).toMatch(/^\\x1b\[2J\\x1bC\\x9bB tic 1: /);
  });
});
