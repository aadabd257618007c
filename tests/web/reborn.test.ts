// Death and the level again, in the page: on a floor of DOOM's hellslime (sector special 16, 20
// damage every 32 tics) the player dies in five hits; Space then loads the level again (G_DoReborn),
// the player new at 100 %, and DOOM's random cursor going on from where the dead player left it
// (each hit drew on it for the pain chance): DOOM clears the cursor only for a new game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { boxRoom, mapLumps } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { closePage, haveChromium, noChromiumReason, openLocalWad, openPage, type OpenPage } from './web-harness.js';

function slimeWad(): Uint8Array {
  const map = boxRoom(0, 0, 256, 256, { floor: 0, ceil: 128, special: 16 }, 'BRICK');
  return writeWad('IWAD', [...testAssetLumps(), ...mapLumps(map)]);
}

describe.skipIf(!haveChromium)(`death and the level again${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  beforeAll(async () => {
    o = await openPage();
    await openLocalWad(o.page, 'slime.wad', slimeWad());
  }, 60_000);
  afterAll(() => closePage(o));

  it('dies on hellslime; Space restarts the level with the random cursor going on', async () => {
    const { page } = o;
    await page.waitForFunction(() => window.toom.state().health <= 0, null, { timeout: 60_000 });
    const dead = await page.evaluate(() => window.toom.state());
    expect(dead.rng, 'the hits drew on the random table').toBeGreaterThan(0);
    await page.waitForFunction((t) => window.toom.state().tic >= t + 4, dead.tic);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().health === 100, null, { timeout: 30_000 });
    const again = await page.evaluate(() => window.toom.state());
    // The level waits at its first tic for the melt: the cursor is where the dead player left it,
    // plus what the level's spawning drew (a fresh game's count, from 0).
    const stack = WadStack.fromBuffers([{ name: 'slime.wad', bytes: slimeWad() }]);
    const spawnDraws = new Playsim(loadWorld(stack, 'MAP01', { skill: 3 }), { skill: 3 }).rng.pIndex;
    expect([again.map, again.tic, again.lastError]).toEqual(['MAP01', 0, null]);
    expect(again.rng).toBe((dead.rng + spawnDraws) % 256);
    expect(o.pageErrors).toEqual([]);
  }, 120_000);
});
