// DOOM's palette flashes in the page: on Freedoom E1M1 (no monsters), the exit route's first pickup
// turns the whole picture — the view and the status bar alike — to one of PLAYPAL's gold pickup
// palettes (9–12) for DOOM's few bonus tics, then it is back to palette 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStack } from '../../tools/load.js';
import { paletteToAbgr, readPlaypal } from '../../src/assets/palette.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { closePage, haveChromium, noChromiumReason, openPage, waitFrames, type OpenPage } from './web-harness.js';

const ROUTE = readFileSync(join(__dirname, '..', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), 'utf8').trim();

/** How many of `px` are colours of palette k and not of palette 0, for each k. */
function paletteShares(px: ArrayLike<number>): number[] {
  const playpal = readPlaypal(loadStack(FREEDOOM1));
  const base = new Set(paletteToAbgr(playpal, 0));
  const shares: number[] = [];
  for (let k = 0; k < 14; k++) {
    const set = new Set(paletteToAbgr(playpal, k));
    let n = 0;
    for (let i = 0; i < px.length; i++) { const c = px[i] >>> 0; if (set.has(c) && !base.has(c)) n++; }
    shares.push(n / px.length);
  }
  return shares;
}

describe.skipIf(!haveChromium || !haveFreedoom)(`palette flashes in the page${haveChromium ? (haveFreedoom ? '' : ` (${noFreedoomReason})`) : ` (${noChromiumReason})`}`, () => {
  let p: OpenPage;
  beforeAll(async () => { p = await openPage({ query: '?iwad=freedoom1.wad&map=E1M1' }); }, 60_000);
  afterAll(() => closePage(p));

  it('a pickup flashes the view and the status bar gold, then the palette is back to normal', async () => {
    const { page } = p;
    await page.waitForFunction(() => window.toom.state().map === 'E1M1' && !window.toom.loading(), null, { timeout: 30_000 });
    if (!(await page.isChecked('#nomonsters'))) await page.click('#nomonsters');
    await page.waitForFunction(() => window.toom.state().nomonsters && window.toom.state().killsTotal === 0 && !window.toom.loading(), null, { timeout: 30_000 });
    // Play the route and stop the world within a frame of the first pickup (DOOM's bonus count is 6
    // tics; a frame runs at most 4).
    await page.evaluate((route) => new Promise<void>((resolve) => {
      void window.toom.play(route);
      const watch = (): void => {
        if (window.toom.state().items >= 1) { window.toom.pause(true); resolve(); } else requestAnimationFrame(watch);
      };
      watch();
    }), ROUTE);
    await waitFrames(page, 2);
    const flash = paletteShares(await page.evaluate(() => Array.from(window.toom.pixels())));
    const gold = Math.max(flash[9], flash[10], flash[11], flash[12]);
    expect(gold, `shares ${flash.map((v) => v.toFixed(2)).join(' ')}`).toBeGreaterThan(0.5);
    for (const k of [1, 2, 3, 4, 5, 6, 7, 8, 13]) expect(flash[k]).toBeLessThan(gold);
    // The bar's rows too: DOOM flashes the whole screen.
    const bar = paletteShares(await page.evaluate(() => Array.from(window.toom.pixels().subarray(640 * 336))));
    expect(Math.max(bar[9], bar[10], bar[11], bar[12])).toBeGreaterThan(0.5);
    // DOOM adds 6 bonus tics a pickup (two on this tic: 12) and takes one a tic: 20 tics later, with
    // no other pickup on the way, the flash is over.
    await page.evaluate(() => window.toom.pause(false));
    await page.waitForFunction(() => window.toom.state().tic > 0, null, { timeout: 5_000 });
    const t0 = await page.evaluate(() => window.toom.state().tic);
    await page.waitForFunction((t) => window.toom.state().tic >= t + 20, t0, { timeout: 10_000 });
    await page.evaluate(() => window.toom.pause(true));
    await waitFrames(page, 2);
    expect((await page.evaluate(() => window.toom.state())).items).toBe(2);
    const after = paletteShares(await page.evaluate(() => Array.from(window.toom.pixels())));
    expect(Math.max(after[9], after[10], after[11], after[12])).toBeLessThan(0.05);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);
});
