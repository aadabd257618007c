// The hostile inputs of issue 16 through the real CLI (`toom render`), each in a child process: exit
// 0 or 2 within 15 s and under 1 GB of memory (peak RSS from /usr/bin/time when installed), with the
// refusal named. In-process, aliased records share one decoded result: tests/fuzz/aliases.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { HOSTILE_NAMES, hostileCase } from './hostile-cases.js';

const root = join(__dirname, '..', '..');
const demoPath = join(root, 'wad', 'toom-demo.wad');
const demo = new Uint8Array(readFileSync(demoPath));
const dir = join(OUTPUT_DIR, 'hostile');
const TIME = '/usr/bin/time';
const haveTime = existsSync(TIME);
const LIMIT_S = 15;
const LIMIT_KB = 1 << 20;

/** What each case must end in: exit code and a pattern of stderr. */
const EXPECT: Record<(typeof HOSTILE_NAMES)[number], [number, RegExp]> = {
  'texture-alias-255x4096': [2, /TEXTURE1: texture 18 "ALIASTEX": too large: 4096x4096 is more than 4194304 texels/],
  'texture-alias-400x4096': [2, /too large: 4096x4096/],
  'texture-alias-255x2048': [0, /^$/],
  'texture-alias-8000x32767': [2, /its patches would copy more than \d+ texels in all; refused/],
  'texture-patches-32767': [2, /its patches would copy more than \d+ texels in all; refused/],
  'sprite-alias-1000x4096': [2, /ZAAAA0: picture too large: 4096x4096/],
  'sprite-alias-1000x2048': [0, /^$/],
  'portal-storm-8000': [0, /16000 edge piece\(s\) shared by overlapping linedefs/],
  'portal-storm-20000': [0, /portals ignored: .*more than 8192 portals declared; refused/],
  'portal-storm-100000': [0, /portals ignored: .*more than 8192 portals declared; refused/],
};

beforeAll(() => mkdirSync(dir, { recursive: true }));

describe(`hostile inputs through toom render: exit 0 or 2, under ${LIMIT_S} s and 1 GB${haveTime ? '' : ' (memory unchecked: /usr/bin/time is not installed, Debian package time)'}`, () => {
  for (const name of HOSTILE_NAMES) {
    it(name, () => {
      const c = hostileCase(name, demo);
      const wad = join(dir, `${name}.wad`), png = join(dir, `${name}.png`), timing = join(dir, `${name}.time`);
      writeFileSync(wad, c.bytes);
      const args = [join(root, 'dist', 'toom.js'), 'render', '--iwad', demoPath, '--file', wad, '--map', c.map, '--size', '64x40', '-o', png];
      // The 15 s is the child's CPU time (user + system, from /usr/bin/time), which other work on the
      // machine does not stretch as it stretches wall time; the wall clock is a 60 s watchdog. Without
      // /usr/bin/time, the wall time is checked against the watchdog only.
      const t0 = Date.now();
      const r = haveTime
        ? spawnSync(TIME, ['-f', '%M %U %S', '-o', timing, process.execPath, ...args], { encoding: 'utf8', timeout: 60_000 })
        : spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
      const wallS = (Date.now() - t0) / 1000;
      const [code, pattern] = EXPECT[name];
      expect(r.status, `${c.what}: ${r.stderr.slice(0, 500)}`).toBe(code);
      // Every line of stderr is bounded.
      for (const line of r.stderr.split('\n')) expect(line.length).toBeLessThan(2100);
      expect(r.stderr).toMatch(pattern);
      expect(wallS).toBeLessThan(60);
      if (haveTime) {
        const [kb, user, sys] = readFileSync(timing, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
        expect(user + sys).toBeLessThan(LIMIT_S);
        expect(kb).toBeLessThan(LIMIT_KB);
      }
    }, 70_000);
  }
});
