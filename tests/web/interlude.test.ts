// Between maps in the page, on Freedoom 2's graphics (the living test maps as a PWAD over
// freedoom2.wad): the exit line brings up DOOM's tally over the whole canvas, counting; Space
// finishes the count and the canvas is exactly the tally Node draws for the same level (scaled
// through PLAYPAL as blitScreen scales it), in the CPU mode and in the GPU mode; Space again and
// MAP02 starts. The same room as MAP30: the tally, MAP30's text, Space after 50 tics starts DOOM II's
// cast call, Space kills the zombieman and the shotgun guy walks on, drawn as Node draws him.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { closePage, haveChromium, noChromiumReason, openPage, waitFrames, type OpenPage } from './web-harness.js';
import { livingMap, livingMap2 } from '../helpers/living-map.js';
import { mapLumps } from '../helpers/map-builder.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT } from '../../src/screen/screen-buffer.js';
import { Intermission, TICRATE } from '../../src/screen/intermission.js';
import { Cast } from '../../src/screen/cast.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { Playsim } from '../../src/sim/playsim.js';
import { loadWorld } from '../../src/world/load-world.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';
import { writePng } from '../../tools/png.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { join } from 'node:path';

const ready = haveChromium && haveFreedoom;
const why = !haveChromium ? noChromiumReason : noFreedoomReason;

/** Counts the framebuffer's pixels that differ from `want` (compared in the page). */
function differing(page: Page, want: Uint32Array): Promise<number> {
  return page.evaluate((w) => {
    const px = window.toom.pixels();
    if (px.length !== w.length) return -1;
    let n = 0;
    for (let i = 0; i < px.length; i++) if ((px[i] | 0) !== (w[i] | 0)) n++;
    return n;
  }, Array.from(want));
}

/** Through the living map's door (E), the secret room and over the exit line: the tally shows. */
async function walkToExit(page: Page): Promise<void> {
  await page.evaluate(() => window.toom.play('turn-left 51, forward 40'));
  await page.keyboard.press('e');
  await page.waitForFunction(() => window.toom.sector(2)!.ceil === 124, null, { timeout: 60_000 });
  await page.evaluate(() => window.toom.play('forward 16'));
  await page.evaluate(() => window.toom.play('forward 30'));
  await page.waitForFunction(() => window.toom.state().screen === 'intermission', null, { timeout: 30_000 });
}

describe.skipIf(!ready)(`the page between maps${ready ? '' : ` (${why})`}`, () => {
  let o: OpenPage;
  let page: Page;
  const pwad = writeWad('PWAD', [...mapLumps(livingMap()), ...mapLumps(livingMap2()), ...mapLumps({ ...livingMap(), name: 'MAP30' })]);
  const iwad = ready ? new Uint8Array(readFileSync(FREEDOOM2)) : new Uint8Array(0);
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
    await page.setInputFiles('#file', [
      { name: 'freedoom2.wad', mimeType: 'application/octet-stream', buffer: Buffer.from(iwad) },
      { name: 'living-maps.wad', mimeType: 'application/octet-stream', buffer: Buffer.from(pwad) },
    ]);
    await page.waitForFunction(() => window.toom.state().wad.startsWith('freedoom2.wad') || window.toom.state().lastError !== null, null, { timeout: 60_000 });
  }, 120_000);
  afterAll(() => closePage(o));

  it('the exit shows the tally, Space finishes it (the same picture as Node draws, CPU and GPU), Space again starts MAP02', async () => {
    const s0 = await page.evaluate(() => window.toom.state());
    expect([s0.map, s0.lastError]).toEqual(['MAP01', null]);
    await walkToExit(page);
    const atExit = await page.evaluate(() => window.toom.state());
    expect([atExit.items, atExit.itemsTotal, atExit.secrets, atExit.secretsTotal, atExit.kills, atExit.killsTotal]).toEqual([1, 1, 1, 1, 0, 0]);
    // Counting: the first second shows nothing, then kills (0%), items …
    await page.waitForFunction(() => window.toom.state().tally!.items > 0, null, { timeout: 30_000 });
    await page.keyboard.press('Space');
    const time = Math.trunc(atExit.tic / TICRATE);
    await page.waitForFunction((t) => window.toom.state().tally!.time === t, time, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).tally).toMatchObject({ kills: 0, items: 100, secrets: 100, time, par: 30, state: 0 });

    // The picture Node draws for the same tally, at the canvas's size.
    const stack = WadStack.fromBuffers([{ name: 'freedoom2.wad', bytes: iwad }, { name: 'living-maps.wad', bytes: pwad }]);
    const gfx = new ScreenGraphics(stack);
    const wi = new Intermission({
      commercial: true, episode: 0, last: 0, next: 1, didsecret: false, maxkills: 0, maxitems: 1, maxsecret: 1,
      partime: 30 * TICRATE, kills: 0, items: 1, secrets: 1, time: atExit.tic,
    });
    wi.tick(BT_USE);
    const screen = new ScreenBuffer();
    wi.draw(screen, gfx);
    const { width, height } = await page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return { width: c.width, height: c.height }; });
    const want = new Uint32Array(width * height);
    blitScreen(screen, 0, SCREEN_HEIGHT, want, width, 0, height, gfx.palettes[0]);
    await waitFrames(page, 2);
    expect(await differing(page, want)).toBe(0);
    const shot = new Uint32Array(await page.evaluate(() => Array.from(window.toom.pixels())));
    writePng(join(OUTPUT_DIR, 'page-tally.png'), width, height, shot); // to look at
    // The GPU mode draws the same screen (the layer goes over the canvas's framebuffer in every mode).
    await page.evaluate(() => window.toom.setMode('gpu'));
    await waitFrames(page, 3);
    expect(await page.evaluate(() => window.toom.mode())).toBe('gpu');
    expect(await differing(page, want)).toBe(0);
    await page.evaluate(() => window.toom.setMode('cpu'));

    // Two tics later (a press within a tic of the last is a hold), Space: the last tics, then MAP02.
    const tic = (await page.evaluate(() => window.toom.state())).tally!.tic;
    await page.waitForFunction((t) => window.toom.state().tally!.tic >= t + 2, tic);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().map === 'MAP02', null, { timeout: 30_000 });
    const s = await page.evaluate(() => window.toom.state());
    expect([s.screen, s.tally, s.lastError, s.health]).toEqual(['level', null, null, 101]);
    // DOOM clears its random cursor only for a new game: MAP02 spawns its things drawing on from
    // where MAP01 left it (the page's level waits at tic 0 for the melt).
    const spawnDraws = new Playsim(loadWorld(stack, 'MAP02', { skill: 3 }), { skill: 3 }).rng.pIndex;
    expect(s.tic).toBe(0);
    expect(atExit.rng, "MAP01 drew on the random table").toBeGreaterThan(0);
    expect(s.rng).toBe((atExit.rng + spawnDraws) % 256);
    // DOOM's melt from the tally into the level first.
    await page.waitForFunction(() => !window.toom.state().wipe, null, { timeout: 30_000 });
    await waitFrames(page, 2);
    expect(await differing(page, want)).toBeGreaterThan(width * height / 2); // the level is drawn again
    expect(o.pageErrors).toEqual([]);
  });

  it("MAP30's exit: the tally, the text, then the cast call; Space kills the zombieman, the shotgun guy walks on", async () => {
    await page.selectOption('#map', 'MAP30');
    await page.waitForFunction(() => window.toom.state().map === 'MAP30' && window.toom.state().screen === 'level', null, { timeout: 60_000 });
    await walkToExit(page);
    // Space finishes the count, Space (two tics on) leaves the tally for MAP30's text.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().tally?.time !== -1, null, { timeout: 30_000 });
    const tic = (await page.evaluate(() => window.toom.state())).tally!.tic;
    await page.waitForFunction((t) => window.toom.state().tally!.tic >= t + 2, tic);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().screen === 'finale', null, { timeout: 30_000 });
    // The text takes a button once 50 tics have passed: press until the cast call comes on.
    for (let i = 0; i < 20 && (await page.evaluate(() => window.toom.state().screen)) === 'finale'; i++) {
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
    }
    const c0 = await page.evaluate(() => window.toom.state());
    expect([c0.screen, c0.cast?.member, c0.cast?.dying]).toEqual(['cast', 0, false]);
    // Two tics after the press that started it, a press: the zombieman dies, then the next member.
    await waitFrames(page, 4);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.toom.state().cast?.dying === true, null, { timeout: 30_000 });
    expect((await page.evaluate(() => window.toom.state())).cast!.member).toBe(0);
    await page.waitForFunction(() => window.toom.state().cast?.member === 1, null, { timeout: 30_000 });
    await page.evaluate(() => window.toom.pause(true));
    await waitFrames(page, 2);
    const shown = (await page.evaluate(() => window.toom.state())).cast!;
    expect([shown.member, shown.dying]).toEqual([1, false]);

    // The picture Node draws for the same member and state.
    const stack = WadStack.fromBuffers([{ name: 'freedoom2.wad', bytes: iwad }, { name: 'living-maps.wad', bytes: pwad }]);
    const gfx = new ScreenGraphics(stack);
    const cast = new Cast(defsOf(stack).defs);
    cast.member = shown.member;
    cast.state = shown.state;
    const screen = new ScreenBuffer();
    cast.draw(screen, gfx);
    const { width, height } = await page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return { width: c.width, height: c.height }; });
    const want = new Uint32Array(width * height);
    blitScreen(screen, 0, SCREEN_HEIGHT, want, width, 0, height, gfx.palettes[0]);
    expect(await differing(page, want)).toBe(0);
    const shot = new Uint32Array(await page.evaluate(() => Array.from(window.toom.pixels())));
    writePng(join(OUTPUT_DIR, 'page-cast.png'), width, height, shot); // to look at
    await page.evaluate(() => window.toom.pause(false));
    expect(o.pageErrors).toEqual([]);
  }, 120_000);
});
