// Aliases share their decoded result (issue 16's amplification cases, in-process): texture entries
// pointing at one record share one composed texture, sprite lumps aliasing one picture one decoded
// picture, flat entries one copy; a map of 8,000 overlapping portals builds in seconds. The same WADs
// through the CLI, with time and memory bounds, are tests/fuzz/hostile.test.ts (test:full).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostileCase } from './hostile-cases.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadTextures } from '../../src/assets/textures.js';
import { loadSprites } from '../../src/assets/sprites.js';
import { loadFlats } from '../../src/assets/flats.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { loadWorld } from '../../src/world/load-world.js';
import { cpuTimed } from '../helpers/cpu-time.js';

const demo = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'wad', 'toom-demo.wad')));

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
    // CPU time, not the clock (helpers/cpu-time.ts): minutes before, seconds now.
    const [w, ms] = cpuTimed(() => loadWorld(stack, 'MAP01'));
    expect(ms).toBeLessThan(15_000);
    expect(w.portals).toHaveLength(8000);
    expect(w.warnings).toEqual(['16000 edge piece(s) shared by overlapping linedefs (the last one wins)']);
  });
});
