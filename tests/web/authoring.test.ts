// Portal authoring in the page (headless Chromium), on a map built here: the pick under the crosshair
// names the linedef in view; K on it and a second line, L, and the World is rebuilt with the portal
// (the player where they were, the view through it, walking through crosses it); the PWAD the page
// saves equals what `toom portal add` writes for the same pair; a bad pair is refused as the CLI does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { writeWad } from '../../src/wad/wad-writer.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { mapLumps } from '../helpers/map-builder.js';
import { pickRooms } from '../helpers/pick-map.js';
import { closePage, haveChromium, noChromiumReason, openPage, removeDir, waitFrames, type OpenPage } from './web-harness.js';

const root = join(__dirname, '..', '..');

describe.skipIf(!haveChromium)(`portal authoring in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let dir: string;
  let page: Page;
  let p: OpenPage;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toom-authoring-'));
    const wads = join(dir, 'wad'), none = join(dir, 'none');
    spawnSync('mkdir', ['-p', wads, none]);
    writeFileSync(join(wads, 'pick-test.wad'), writeWad('IWAD', [...testAssetLumps(), ...mapLumps(pickRooms())]));
    p = await openPage({ server: { wadDir: wads, iwadDir: none } });
    ({ page } = p);
    pageErrors = p.pageErrors;
  });

  afterAll(async () => {
    await closePage(p);
    if (dir) removeDir(dir);
  });

  it('Shift+I shows the pick: the player start looks at linedef 2, front side, middle BRICK', async () => {
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('pick-test.wad');
    await page.evaluate(() => window.toom.pause(true));
    await page.locator('#screen').click();
    await page.keyboard.press('Shift+KeyI');
    await page.waitForFunction(() => (document.getElementById('pick')?.textContent ?? '').startsWith('line 2 front'), undefined, { timeout: 5000 });
    const p = await page.evaluate(() => window.toom.authoring.pick());
    expect(p).toMatchObject({ kind: 1, line: 2, back: 0, part: 1, texture: 'BRICK', sector: 0, portals: 0 });
    expect(await page.locator('#pick').textContent()).toBe('line 2 front  middle BRICK  sector 0 floor 0 ceil 128');
  });

  it('Shift+K, a second line, Shift+L: the portal is built, the player stays, the view goes through; walking crosses it', async () => {
    const before = await page.evaluate(() => ({ s: window.toom.state(), px: Array.from(window.toom.pixels()) }));
    await page.keyboard.press('Shift+KeyK');
    expect(await page.evaluate(() => window.toom.authoring.selection())).toEqual([2]);
    // Line 4 (room B's west wall) is out of sight: selected by number, as a click on the automap would.
    await page.evaluate(() => window.toom.authoring.select(4));
    await page.keyboard.press('Shift+KeyL');
    await page.waitForFunction(() => window.toom.authoring.pick()?.line === 6, undefined, { timeout: 5000 });
    const p = await page.evaluate(() => window.toom.authoring.pick());
    expect(p).toMatchObject({ kind: 1, line: 6, back: 0, texture: 'METAL', sector: 1, portals: 1 });
    const after = await page.evaluate(() => window.toom.state());
    expect([after.x, after.y, after.angle, after.map]).toEqual([before.s.x, before.s.y, before.s.angle, before.s.map]);
    expect(after.lastError).toBeNull();
    await waitFrames(page, 2);
    const px = await page.evaluate(() => Array.from(window.toom.pixels()));
    let differing = 0;
    for (let i = 0; i < px.length; i++) if (px[i] !== before.px[i]) differing++;
    expect(differing).toBeGreaterThan(px.length / 10);
    expect(await page.evaluate(() => window.toom.authoring.text())).toBe('# Toom.ts portals for MAP01: portal <linedef A> <linedef B> [oneway]\nportal 2 4\n');
    // Walk east through line 2: out of room A (x < 256) into room B (x > 1000).
    await page.evaluate(() => window.toom.pause(false));
    await page.evaluate(() => window.toom.play('forward 60'));
    const walked = await page.evaluate(() => window.toom.state());
    expect(walked.x).toBeGreaterThan(1000);
    expect(walked.sector).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('the saved PWAD equals what toom portal add writes for the same pair', async () => {
    const bytes = await page.evaluate(() => Array.from(window.toom.authoring.pwad()));
    const out = join(dir, 'cli-portals.wad');
    const r = spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), 'portal', 'add', '--iwad', join(dir, 'wad', 'pick-test.wad'),
      '--map', 'MAP01', '--line', '2', '--to', '4', '-o', out], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(Buffer.from(bytes).equals(readFileSync(out))).toBe(true);
    // The download button hands over the same bytes.
    await page.evaluate(() => document.exitPointerLock());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save portals' }).click()]);
    expect(download.suggestedFilename()).toBe('portals.wad');
    // saveAs: the path() of a download exists only in a browser this process launched itself.
    const saved = join(dir, 'downloaded.wad');
    await download.saveAs(saved);
    expect(readFileSync(saved).equals(readFileSync(out))).toBe(true);
    // The button gave the keyboard back.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
  });

  it('refuses what the CLI refuses (a line already linked, a self-link), unlinks', async () => {
    await page.evaluate(() => { window.toom.authoring.select(2); window.toom.authoring.select(5); });
    const err = await page.evaluate(() => { try { window.toom.authoring.link(false); return ''; } catch (e) { return String((e as Error).message); } });
    expect(err).toMatch(/: portal 2 5: linedef 2 is already in portal 2 4$/);
    await page.evaluate(() => { window.toom.authoring.select(7); window.toom.authoring.select(7); });
    const self = await page.evaluate(() => { try { window.toom.authoring.link(false); return ''; } catch (e) { return String((e as Error).message); } });
    expect(self).toMatch(/linedef 7 is linked to itself/);
    expect(await page.evaluate(() => window.toom.authoring.unlink(4))).toBe(true);
    expect(await page.evaluate(() => window.toom.authoring.text())).toBe('# Toom.ts portals for MAP01: portal <linedef A> <linedef B> [oneway]\n');
  });

  it('the automap, zoomed in, labels linedef numbers and marks the picked line', async () => {
    await page.locator('#screen').focus();
    const picked = await page.evaluate(() => window.toom.authoring.pick()?.line ?? -1);
    expect(picked).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Equal');
    await page.keyboard.press('KeyA'); // reveal: every line
    await waitFrames(page, 3);
    const counts = await page.evaluate(() => {
      const px = window.toom.pixels();
      let box = 0, cyan = 0;
      for (let i = 0; i < px.length; i++) { if (px[i] === 0xff010101) box++; else if (px[i] === 0xffffff00) cyan++; }
      return { box, cyan };
    });
    expect(counts.box).toBeGreaterThan(40); // two labels or more (a one-digit label box is 5×7 less its ink)
    expect(counts.cyan).toBeGreaterThan(30);
    await page.keyboard.press('Tab');
  });
});
