// DOOM's status bar in the page: drawn by default under a view shortened to H·168/200 rows (Freedoom
// E1M1 at 640×400: the view's 336 rows, the bar's 64), pixel for pixel what src/screen draws for the
// player (the face aside: it glances about by the misc random); the Screen menu's full-screen size
// gives the view the whole height and is remembered across a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadStack } from '../../tools/load.js';
import { writePng } from '../../tools/png.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { PlayerState } from '../../src/sim/player-state.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { closePage, haveChromium, noChromiumReason, openPage, waitFrames, type OpenPage } from './web-harness.js';

const W = 640, H = 400, VIEW_H = 336;

/** The bar's rows as src/screen draws them for a player fresh on the level. */
function expectedBar(): Uint32Array {
  const gs = new GameScreen(loadStack(FREEDOOM1));
  const p = new PlayerState();
  p.reborn();
  gs.start(p);
  const fb = new Uint32Array(W * H);
  gs.draw(fb, W, H, 'statusbar', { player: p, leveltime: 0 });
  return fb.subarray(W * VIEW_H);
}

/** Inside the face's box (Freedoom's faces sit 5 px right of x=143, 24 px wide: 2× on the page). */
function inFace(x: number): boolean {
  return x >= 2 * 143 && x < 2 * (143 + 5 + 24);
}

describe.skipIf(!haveChromium || !haveFreedoom)(`the status bar in the page${haveChromium ? (haveFreedoom ? '' : ` (${noFreedoomReason})`) : ` (${noChromiumReason})`}`, () => {
  let p: OpenPage;
  beforeAll(async () => { p = await openPage({ query: '?iwad=freedoom1.wad&map=E1M1' }); }, 60_000);
  afterAll(() => closePage(p));

  it('is drawn by default; the Screen menu gives the view the whole height, and the page remembers it', async () => {
    const { page } = p;
    await page.waitForFunction(() => window.toom.state().map === 'E1M1' && !window.toom.loading(), null, { timeout: 30_000 });
    await waitFrames(page, 2);
    let s = await page.evaluate(() => window.toom.state());
    expect([s.screenSize, s.viewHeight, s.statusBar]).toEqual(['statusbar', VIEW_H, true]);
    expect(await page.inputValue('#size')).toBe('statusbar');
    // The page's picture, to look at (tests/output/statusbar-page.png).
    writePng(join(OUTPUT_DIR, 'statusbar-page.png'), W, H, Uint32Array.from(await page.evaluate(() => Array.from(window.toom.pixels()))));
    const want = expectedBar();
    const bar = await page.evaluate((from) => Array.from(window.toom.pixels().subarray(from)), W * VIEW_H);
    let same = 0, other = 0;
    for (let i = 0; i < want.length; i++) {
      if (inFace(i % W)) continue;
      if ((bar[i] >>> 0) === want[i]) same++; else other++;
    }
    expect(other).toBe(0);
    expect(same).toBeGreaterThan(W * (H - VIEW_H) * 0.8);
    // The HTML line keeps only the level's tallies: health, armour and keys are on the bar.
    expect(await page.getAttribute('#status', 'class')).toContain('tallies');
    expect(await page.textContent('#status')).toMatch(/^K 0\/\d+I 0\/\d+S 0\/\d+$/);

    await page.selectOption('#size', 'weapon');
    await waitFrames(page, 2);
    s = await page.evaluate(() => window.toom.state());
    expect([s.screenSize, s.viewHeight, s.statusBar]).toEqual(['weapon', H, false]);
    const full = await page.evaluate((from) => Array.from(window.toom.pixels().subarray(from)), W * VIEW_H);
    let changed = 0;
    for (let i = 0; i < want.length; i++) if ((full[i] >>> 0) !== want[i]) changed++;
    expect(changed).toBeGreaterThan(want.length / 2); // the view now fills the bar's rows
    await page.waitForFunction(() => /HEALTH 100%/.test(document.getElementById('status')!.textContent ?? ''));
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');

    await page.reload();
    await page.evaluate(() => window.toom.ready);
    await page.waitForFunction(() => window.toom.state().map === 'E1M1' && !window.toom.loading(), null, { timeout: 30_000 });
    await waitFrames(page, 2);
    s = await page.evaluate(() => window.toom.state());
    expect([s.screenSize, s.viewHeight]).toEqual(['weapon', H]);
    expect(await page.inputValue('#size')).toBe('weapon');
    // Back to the status bar with '-' (DOOM's key to shrink the view), 'none' with '=' twice.
    await page.keyboard.press('Minus');
    await waitFrames(page, 1);
    expect((await page.evaluate(() => window.toom.state())).viewHeight).toBe(VIEW_H);
    await page.keyboard.press('Equal');
    await page.keyboard.press('Equal');
    await waitFrames(page, 1);
    s = await page.evaluate(() => window.toom.state());
    expect([s.screenSize, s.viewHeight, s.statusBar]).toEqual(['none', H, false]);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);
});
