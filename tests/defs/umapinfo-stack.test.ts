// UMAPINFO's per-map sky, music and automap title reaching the World, the page's song and the
// screen (src/defs/umapinfo-stack.ts, BuildOptions.sky, GameScreen.automapTitle), on Freedoom with a PWAD.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { loadWorld, assetsOf } from '../../src/world/load-world.js';
import { umapMusic, umapSky } from '../../src/defs/umapinfo-stack.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { PlayerState } from '../../src/sim/index.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

describe.skipIf(!haveFreedoom)(`UMAPINFO's sky, music and automap title${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  const pwad = writeWad('PWAD', [{
    name: 'UMAPINFO',
    data: new TextEncoder().encode('MAP MAP01 { skytexture = "sky3" music = "D_RUNNIN" } MAP MAP02 { music = "D_NOSUCH" }'),
  }]);
  const stack = WadStack.fromBuffers([
    { name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) }, { name: 'u.wad', bytes: pwad },
  ]);
  it('the sky of MAP01 is SKY3 (DOOM\'s is SKY1); MAP02 keeps DOOM\'s', () => {
    expect(umapSky(stack, 'map01')).toBe('SKY3');
    const assets = assetsOf(stack);
    // The front ends pass it (src/world does not read the definitions).
    expect(loadWorld(stack, 'MAP01', { sky: umapSky(stack, 'MAP01') }).skyTexture).toBe(assets.textureByName.get('SKY3'));
    expect(loadWorld(stack, 'MAP02', { sky: umapSky(stack, 'MAP02') }).skyTexture).toBe(assets.textureByName.get('SKY1'));
    expect(assets.textureByName.get('SKY3')).not.toBe(assets.textureByName.get('SKY1'));
  }, 60_000);
  it('music: the lump named, unless the stack lacks it', () => {
    expect(umapMusic(stack, 'MAP01')).toBe('D_RUNNIN');
    expect(umapMusic(stack, 'MAP02')).toBeNull();
    expect(umapMusic(stack, 'MAP03')).toBeNull();
  });
  it('the automap title is drawn in the HUD font above the status bar, nowhere else', () => {
    const W = 320, H = 200, p = new PlayerState();
    p.reborn();
    const gs = new GameScreen(stack);
    const plain = new Uint32Array(W * H), titled = new Uint32Array(W * H);
    gs.draw(plain, W, H, 'statusbar', { player: p, leveltime: 0 });
    gs.automapTitle = 'MAP01: ENTRYWAY';
    gs.draw(titled, W, H, 'statusbar', { player: p, leveltime: 0 });
    const changed = new Set<number>();
    for (let i = 0; i < W * H; i++) if (plain[i] !== titled[i]) changed.add(Math.trunc(i / W));
    const rows = [...changed].sort((a, b) => a - b);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toBeGreaterThanOrEqual(167 - gs.font.height);
    expect(rows[rows.length - 1]).toBeLessThan(167);
  });
});
