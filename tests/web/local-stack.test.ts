// The page remembers (headless Chromium): local files opened through the file dialog (an IWAD, then
// a PWAD on top of it) are one stack, kept in IndexedDB and reopened after a reload, until "Forget
// files"; Space after the file dialog reaches the game and does not open the dialog again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FileChooser, Page } from 'playwright-core';
import { writeWad } from '../../src/wad/wad-writer.js';
import { portalsPwad } from '../../src/mapdata/portals-pwad.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { mapLumps } from '../helpers/map-builder.js';
import { pickRooms } from '../helpers/pick-map.js';
import { closePage, haveChromium, noChromiumReason, openPage, removeDir, type OpenPage } from './web-harness.js';

describe.skipIf(!haveChromium)(`the local stack${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let dir: string;
  let page: Page;
  let p: OpenPage;
  const chooser: FileChooser[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toom-local-'));
    writeFileSync(join(dir, 'rooms.wad'), writeWad('IWAD', [...testAssetLumps(), ...mapLumps(pickRooms())]));
    writeFileSync(join(dir, 'links.wad'), portalsPwad('MAP01', [{ lineA: 2, lineB: 4, flags: [] }]));
    p = await openPage({ server: { wadDir: join(dir, 'none'), iwadDir: join(dir, 'none') }, onPage: (pg) => pg.on('filechooser', (c) => chooser.push(c)) });
    ({ page } = p);
  });

  afterAll(async () => {
    await closePage(p);
    if (dir) removeDir(dir);
  });

  it('an IWAD, then a PWAD on top of it, through the file dialog; Space then does not reopen it', async () => {
    await page.click('#open');
    await expect.poll(() => chooser.length).toBe(1);
    await chooser[0].setFiles(join(dir, 'rooms.wad'));
    await page.waitForFunction(() => window.toom.state().wad === 'rooms.wad');
    await page.click('#open');
    await expect.poll(() => chooser.length).toBe(2);
    await chooser[1].setFiles(join(dir, 'links.wad'));
    await page.waitForFunction(() => window.toom.state().wad === 'rooms.wad+links.wad');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
    const tic = await page.evaluate(() => window.toom.state().tic);
    await page.keyboard.press('Space');
    await page.waitForFunction((t) => window.toom.state().tic > t + 5, tic);
    expect(chooser.length).toBe(2);
  });

  it('the stack survives a reload, and Forget files lets it go', async () => {
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('rooms.wad+links.wad');
    await page.click('#forget');
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('');
  });

  it('render sizes that follow the window: 200 lines at its shape, native in device pixels, refit on resize', async () => {
    await page.selectOption('#res', 'fit200');
    const size = () => page.evaluate(() => {
      const v = document.getElementById('view')!, c = document.getElementById('screen') as HTMLCanvasElement;
      return { vw: v.clientWidth, vh: v.clientHeight, cw: c.width, ch: c.height, focus: document.activeElement?.id };
    });
    let s = await size();
    expect([s.cw, s.ch]).toEqual([Math.round((200 * s.vw) / s.vh), 200]);
    expect(s.focus).not.toBe('res');
    await page.setViewportSize({ width: 800, height: 700 });
    await page.waitForFunction(() => (document.getElementById('screen') as HTMLCanvasElement).width < 300, undefined, { timeout: 3000 });
    s = await size();
    expect([s.cw, s.ch]).toEqual([Math.round((200 * s.vw) / s.vh), 200]);
    await page.selectOption('#res', 'native');
    s = await size();
    expect([s.cw, s.ch]).toEqual([s.vw, s.vh]);
    await page.selectOption('#res', '640x400');
    s = await size();
    expect([s.cw, s.ch]).toEqual([640, 400]);
  });
});

