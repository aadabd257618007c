// The hostile inputs of issue 16 through the real CLI (`toom render`), each in a child process: exit
// 0 or 2 within 15 s and under 1 GB of memory (peak RSS from /usr/bin/time when installed), with the
// refusal named. Also in-process: aliased texture records and sprite lumps share one decoded result.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { HOSTILE_NAMES, hostileCase } from './hostile-cases.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadTextures } from '../../src/assets/textures.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { loadFlats } from '../../src/assets/flats.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { loadWorld } from '../../src/world/load-world.js';

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
      const t0 = Date.now();
      const r = haveTime
        ? spawnSync(TIME, ['-f', '%M', '-o', timing, process.execPath, ...args], { encoding: 'utf8', timeout: 60_000 })
        : spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
      const secs = (Date.now() - t0) / 1000;
      const [code, pattern] = EXPECT[name];
      expect(r.status, `${c.what}: ${r.stderr.slice(0, 500)}`).toBe(code);
      // Every line of stderr is bounded.
      for (const line of r.stderr.split('\n')) expect(line.length).toBeLessThan(2100);
      expect(r.stderr).toMatch(pattern);
      expect(secs).toBeLessThan(LIMIT_S);
      if (haveTime) expect(Number(readFileSync(timing, 'utf8').trim().split('\n').pop())).toBeLessThan(LIMIT_KB);
    }, 70_000);
  }
});

describe('aliases share their decoded result', () => {
  it('texture entries pointing at one record share one composed texture', () => {
    const c = hostileCase('texture-alias-255x2048', demo);
    const stack = WadStack.fromBuffers([{ name: 'demo', bytes: demo }, { name: 'alias', bytes: c.bytes }]);
    const t = loadTextures(stack);
    const alias = t.textures.filter((x) => x.name === 'ALIASTEX');
    expect(alias).toHaveLength(255);
    expect(new Set(alias).size).toBe(1);
    // The real textures are still their own: the demo's first texture is unchanged.
    const plain = loadTextures(WadStack.fromBuffers([{ name: 'demo', bytes: demo }]));
    expect(t.textures.length).toBe(plain.textures.length + 255);
    for (let i = 0; i < plain.textures.length; i++) expect(Buffer.from(t.textures[i].pixels).equals(Buffer.from(plain.textures[i].pixels))).toBe(true);
  });
  it('sprite lumps aliasing one picture share one decoded picture', () => {
    const c = hostileCase('sprite-alias-1000x2048', demo);
    const stack = WadStack.fromBuffers([{ name: 'demo', bytes: demo }, { name: 'alias', bytes: c.bytes }]);
    const s = loadSprites(stack);
    const z = s.pictures.filter((_, i) => s.lumpNames[i].startsWith('Z'));
    expect(z).toHaveLength(1000);
    expect(new Set(z).size).toBe(1);
    expect([z[0].width, z[0].height]).toEqual([2048, 2048]);
  });
  it('flat entries aliasing one lump share one copy', () => {
    const lumps = [{ name: 'FF_START', data: new Uint8Array(0) }, { name: 'ZF00000', data: new Uint8Array(4096).fill(7) }];
    for (let i = 1; i < 5000; i++) lumps.push({ name: `ZF${String(i).padStart(5, '0')}`, data: new Uint8Array(0) });
    lumps.push({ name: 'FF_END', data: new Uint8Array(0) });
    const b = writeWad('PWAD', lumps);
    // Point every ZF entry at the first one's data, as a hostile directory would.
    const v = new DataView(b.buffer), n = v.getInt32(4, true), dir = v.getInt32(8, true);
    const at = v.getInt32(dir + 16, true), size = v.getInt32(dir + 20, true);
    for (let e = 2; e < n - 1; e++) { v.setInt32(dir + 16 * e, at, true); v.setInt32(dir + 16 * e + 4, size, true); }
    const f = loadFlats(WadStack.fromBuffers([{ name: 'demo', bytes: demo }, { name: 'flats', bytes: b }]));
    const z = f.flats.filter((x) => x.name.startsWith('ZF'));
    expect(z).toHaveLength(5000);
    expect(new Set(z.map((x) => x.pixels)).size).toBe(1);
    expect(z[0].pixels[0]).toBe(7);
  });
  it('a map with 8,000 portals between overlapping copies builds in seconds, not minutes', () => {
    const c = hostileCase('portal-storm-8000', demo);
    const stack = WadStack.fromBuffers([{ name: 'demo', bytes: demo }, { name: 'storm', bytes: c.bytes }]);
    const t0 = performance.now();
    const w = loadWorld(stack, 'MAP01');
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(w.portals).toHaveLength(8000);
    expect(w.warnings).toEqual(['16000 edge piece(s) shared by overlapping linedefs (the last one wins)']);
  });
});
