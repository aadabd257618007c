// The game's front end in the page (headless Chromium, Freedoom): the page opens on DOOM's title
// (TITLEPIC drawn) when the URL names no map, and the title loop goes on to DEMO1, played on the
// page's game; Esc brings up the main menu and Esc puts it away; New Game → episode → skill starts
// E1M1; in the level, typing iddqd and idfa gives DOOM's messages and never the page's own letter
// shortcuts (F's HUD, the authoring panel), a plain L is no error; the Pause key stops the game's
// tics and starts them again; F11 steps the gamma.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { loadStack } from '../../tools/load.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { frontStrings } from '../../src/frontend/front-strings.js';
import { referenceTrace } from '../helpers/demo-trace.js';
import { canvasStats, closePage, haveChromium, noChromiumReason, openPage, type OpenPage } from './web-harness.js';

const skip = !haveChromium ? noChromiumReason : !haveFreedoom ? noFreedoomReason : null;

describe.skipIf(skip !== null)(`DOOM's front end in the page${skip ? ` (${skip})` : ''}`, () => {
  let p: OpenPage;
  // Freedoom's own DEHACKED lump rewords the cheats' messages: the page shows the stack's strings.
  const str = skip === null ? frontStrings(defsOf(loadStack(FREEDOOM1)).defs) : null;
  beforeAll(async () => { p = await openPage({ query: '?iwad=freedoom1.wad&wipe=0' }); }, 90_000);
  afterAll(() => closePage(p));

  it('opens on the title, and Esc opens and closes the main menu', async () => {
    const { page } = p;
    await page.waitForFunction(() => window.toom.front().state === 'title' && !window.toom.loading(), null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.toom.front().page)).toBe('TITLEPIC');
    // The URL names no map on the title: a reload opens on the title again.
    expect(new URL(page.url()).searchParams.get('iwad')).toBe('freedoom1.wad');
    expect(new URL(page.url()).searchParams.has('map')).toBe(false);
    await page.waitForFunction(() => Number(document.getElementById('screen')!.dataset.frames) > 3);
    expect((await canvasStats(page)).distinct).toBeGreaterThan(20); // the title picture, not a black frame
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.toom.front().menu)).toBe('main');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => window.toom.front().item)).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.toom.front().menu)).toBe(null);
    expect(await page.evaluate(() => window.toom.front().state)).toBe('title');
  });

  it('after TITLEPIC\'s 171 tics the loop plays DEMO1 on the page\'s game: its map, the demo\'s skill, the player moving', async () => {
    const { page } = p;
    await page.waitForFunction(() => window.toom.front().demo === 'DEMO1' && !window.toom.loading() && window.toom.state().tic > 35, null, { timeout: 60_000 });
    const a = await page.evaluate(() => window.toom.state());
    // Freedoom 1's DEMO1 header: episode 1, map 4, Ultra-Violence.
    expect([a.map, a.skill]).toEqual(['E1M4', 4]);
    await page.waitForFunction((t) => window.toom.state().tic > t + 35, a.tic, { timeout: 10_000 });
    const b = await page.evaluate(() => window.toom.state());
    expect([b.x, b.y]).not.toEqual([a.x, a.y]);
    // In sync with Chocolate Doom's trace of DEMO1: the random cursor and the player's place at a tic.
    await page.evaluate(() => window.toom.pause(true));
    const c = await page.evaluate(() => window.toom.state());
    const line = referenceTrace(new URL('../sim/data/demo-traces/freedoom1-DEMO1.txt.gz', import.meta.url)).split('\n')[c.tic - 1].split(' ');
    expect(Number(line[1])).toBe(c.tic - 1);
    expect([c.rng, c.x, c.y]).toEqual([Number(line[3]), Number(line[6]) / 65536, Number(line[7]) / 65536]);
    await page.evaluate(() => window.toom.pause(false));
    expect(await page.evaluate(() => window.toom.front().state)).toBe('title');
  });

  it('New Game → episode → skill starts E1M1; cheats give DOOM\'s messages and no page shortcut fires', async () => {
    const { page } = p;
    await page.keyboard.press('Escape');
    // The skull comes back on the item it was on (Options), as DOOM's lastOn keeps it.
    expect(await page.evaluate(() => window.toom.front().item)).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // New Game
    expect(await page.evaluate(() => window.toom.front().menu)).toBe('episode');
    await page.keyboard.press('Enter'); // episode 1
    expect(await page.evaluate(() => window.toom.front().menu)).toBe('skill');
    expect(await page.evaluate(() => window.toom.front().item)).toBe(2);
    await page.keyboard.press('Enter'); // Hurt me plenty
    await page.waitForFunction(() => window.toom.front().state === 'level' && window.toom.state().map === 'E1M1' && !window.toom.loading(), null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.toom.state().skill)).toBe(3);
    const hud0 = await page.evaluate(() => !document.getElementById('hud')!.hidden);
    await page.keyboard.type('iddqd');
    await page.waitForFunction((m) => window.toom.state().message === m, str!.STSTR_DQDON, { timeout: 5000 });
    await page.keyboard.type('idfa');
    await page.waitForFunction((m) => window.toom.state().message === m, str!.STSTR_FAADDED, { timeout: 5000 });
    // F (the HUD) was typed inside idfa: the page's shortcut stayed quiet; I never opened the pick panel.
    expect(await page.evaluate(() => !document.getElementById('hud')!.hidden)).toBe(hud0);
    expect(await page.evaluate(() => document.getElementById('authoring')!.hidden)).toBe(true);
    await page.keyboard.press('l');
    expect(await page.evaluate(() => window.toom.state().lastError)).toBe(null);
    expect(await page.evaluate(() => document.getElementById('banner')!.hidden)).toBe(true);
    expect(p.pageErrors).toEqual([]);
  });

  it('Pause stops the tics and starts them again; F11 steps the gamma', async () => {
    const { page } = p;
    await page.keyboard.press('Pause');
    expect(await page.evaluate(() => window.toom.front().paused)).toBe(true);
    const t0 = await page.evaluate(() => window.toom.state().tic);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.toom.state().tic)).toBe(t0);
    await page.keyboard.press('Pause');
    await page.waitForFunction((t) => window.toom.state().tic > t + 3, t0, { timeout: 5000 });
    await page.keyboard.press('F11');
    expect(await page.evaluate(() => window.toom.front().gamma)).toBe(1);
    await page.waitForFunction((m) => window.toom.state().message === m, str!.GAMMALVL1, { timeout: 5000 });
  });
});
