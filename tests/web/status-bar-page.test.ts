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
import { PlayerState } from '../../src/sim/base/player-state.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
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

  it.runIf(FULL)(`is drawn by default; the Screen menu gives the view the whole height, and the page remembers it${fullOnly}`, async () => {
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
    // The pistol's box at the bottom of a full-screen 640×400 view (columns 278..377, rows 271..398).
    const pistolBox = (): Promise<number[]> => page.evaluate(() => {
      const px = window.toom.pixels(), out: number[] = [];
      for (let y = 271; y < 399; y++) for (let x = 278; x < 378; x++) out.push(px[y * 640 + x]);
      return out;
    });
    const withPistol = await pistolBox();
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
    // DOOM's bare view has no weapon: the pistol's box shows the floor behind it.
    const bare = await pistolBox();
    let gone = 0;
    for (let i = 0; i < bare.length; i++) if (bare[i] !== withPistol[i]) gone++;
    expect(gone).toBeGreaterThan(3000);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);

  // (Four renderer modes in turn, each waited on for frames: the full run; npm test keeps the CPU page above.)
  it.runIf(FULL)(`GPU, split and difference modes draw the shortened view above the same bar${fullOnly}`, async () => {
    const { page } = p;
    await page.evaluate(() => { window.toom.setScreenSize('statusbar'); window.toom.pause(true); });
    const want = expectedBar();
    for (const mode of ['gpu', 'split', 'diff', 'cpu'] as const) {
      await page.evaluate((m) => window.toom.setMode(m), mode);
      await waitFrames(page, 2);
      const px = await page.evaluate(() => Array.from(window.toom.pixels()));
      let other = 0;
      for (let i = 0; i < want.length; i++) if (!inFace(i % W) && (px[W * VIEW_H + i] >>> 0) !== want[i]) other++;
      expect([mode, other]).toEqual([mode, 0]);
      // The view's rows hold a picture (not the black of an empty framebuffer).
      expect(new Set(px.slice(0, W * VIEW_H)).size, mode).toBeGreaterThan(50);
    }
    // Two threads draw the view's rows into a shared framebuffer the page copies over its top rows.
    await page.evaluate(() => window.toom.setThreads(2));
    await waitFrames(page, 3);
    const threaded = await page.evaluate(() => ({ px: Array.from(window.toom.pixels()), threads: window.toom.state().threads }));
    if (threaded.threads > 1) {
      let other = 0;
      for (let i = 0; i < want.length; i++) if (!inFace(i % W) && (threaded.px[W * VIEW_H + i] >>> 0) !== want[i]) other++;
      expect(other).toBe(0);
      expect(new Set(threaded.px.slice(0, W * VIEW_H)).size).toBeGreaterThan(50);
    }
    await page.evaluate(() => window.toom.setThreads(1));
    const c = await page.evaluate(() => window.toom.compare());
    expect(c.agreement).toBeGreaterThan(0.99);
    const pics = await page.evaluate(() => { const r = window.toom.comparePixels(); return [r.width, r.height, r.cpu.length, r.gpu.length]; });
    expect(pics).toEqual([W, VIEW_H, W * VIEW_H, W * VIEW_H]);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);
});
