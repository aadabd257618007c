// Live reload and the server stack in the page (headless Chromium): the URL opens a stack
// (?iwad=&file=&map=); a WAD of it rewritten on disk reloads the map within 2 s with the player
// where they were; a half-written file shows the banner and the old map stays; a PWAD from wad/
// joins the stack through the menu, and the URL carries it across a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { writeWad } from '../../src/wad/wad-writer.js';
import { portalsPwad } from '../../src/mapdata/portals-pwad.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { mapLumps } from '../helpers/map-builder.js';
import { pickRooms } from '../helpers/pick-map.js';
import { closePage, haveChromium, noChromiumReason, openPage, removeDir, type OpenPage } from './web-harness.js';

function iwad(ceil: number): Uint8Array {
  const m = pickRooms();
  m.sectors[0] = { ...m.sectors[0], ceil };
  return writeWad('IWAD', [...testAssetLumps(), ...mapLumps(m)]);
}

describe.skipIf(!haveChromium)(`live reload${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let dir: string;
  let page: Page;
  let p: OpenPage;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toom-live-'));
    writeFileSync(join(dir, 'pick-test.wad'), iwad(128));
    writeFileSync(join(dir, 'portals.wad'), portalsPwad('MAP01', [{ lineA: 2, lineB: 4, flags: [] }]));
    p = await openPage({ server: { wadDir: dir, iwadDir: join(dir, 'none'), watch: true }, query: '?iwad=pick-test.wad&map=MAP01' });
    ({ page } = p);
    pageErrors = p.pageErrors;
  });

  afterAll(async () => {
    await closePage(p);
    if (dir) removeDir(dir);
  });

  it('a rewritten WAD reloads the map within 2 s, the player kept in place', async () => {
    await page.evaluate(() => window.toom.play('forward 8, turn-left 10, wait 70'));
    const before = await page.evaluate(() => window.toom.state());
    expect(before.wad).toBe('pick-test.wad');
    expect(before.x).toBeGreaterThan(70);
    expect(await page.evaluate(() => window.toom.sector(0)?.ceil)).toBe(128);
    // (The reload is due a second after the write at the latest; 10 s is a watchdog a loaded machine does not reach.)
    writeFileSync(join(dir, 'pick-test.wad'), iwad(144));
    await page.waitForFunction(() => window.toom.sector(0)?.ceil === 144, undefined, { timeout: 10_000 });
    const after = await page.evaluate(() => window.toom.state());
    expect([after.map, after.x, after.y, after.angle, after.lastError]).toEqual([before.map, before.x, before.y, before.angle, null]);
  });

  it('a half-written WAD shows the banner and the old map stays', async () => {
    writeFileSync(join(dir, 'pick-test.wad'), iwad(160).slice(0, 100));
    await page.waitForFunction(() => window.toom.state().lastError !== null, undefined, { timeout: 2000 });
    expect(await page.locator('#banner').isVisible()).toBe(true);
    expect(await page.evaluate(() => window.toom.sector(0)?.ceil)).toBe(144);
    const s = await page.evaluate(() => window.toom.state());
    await page.waitForFunction((f) => window.toom.state().frames > f + 2, s.frames);
    // The finished save reloads and clears the banner.
    writeFileSync(join(dir, 'pick-test.wad'), iwad(160));
    await page.waitForFunction(() => window.toom.sector(0)?.ceil === 160 && window.toom.state().lastError === null, undefined, { timeout: 2000 });
  });

  it('a PWAD from wad/ joins the stack, and the URL carries it across a reload', async () => {
    expect(new URL(page.url()).search).toBe('?iwad=pick-test.wad&map=MAP01');
    await page.selectOption('#pwad', { label: 'add portals.wad' });
    await page.waitForFunction(() => window.toom.state().wad === 'pick-test.wad+portals.wad', undefined, { timeout: 5000 });
    expect(new URL(page.url()).search).toBe('?iwad=pick-test.wad&file=portals.wad&map=MAP01');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('pwad');
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('pick-test.wad+portals.wad');
    expect(pageErrors).toEqual([]);
  });

  it('a PWAD rewritten with only its PORTALS changed keeps the living map (its clock); a changed map restarts', async () => {
    await page.evaluate(() => window.toom.play('forward 4, wait 30'));
    // Paused, the clock stands still: kept, it reads the same tic; restarted, tic 0.
    await page.evaluate(() => window.toom.pause(true));
    const before = await page.evaluate(() => window.toom.state());
    expect(before.tic).toBeGreaterThanOrEqual(34);
    writeFileSync(join(dir, 'portals.wad'), portalsPwad('MAP01', [{ lineA: 2, lineB: 4, flags: ['oneway'] }]));
    await page.waitForFunction(() => window.toom.authoring.text().includes('portal 2 4 oneway'), undefined, { timeout: 3000 });
    const kept = await page.evaluate(() => window.toom.state());
    expect([kept.tic, kept.x, kept.y, kept.angle, kept.lastError]).toEqual([before.tic, before.x, before.y, before.angle, null]);
    // The IWAD rewritten (a ceiling changed): the map starts again, the player kept in place.
    writeFileSync(join(dir, 'pick-test.wad'), iwad(176));
    await page.waitForFunction(() => window.toom.sector(0)?.ceil === 176, undefined, { timeout: 3000 });
    const restarted = await page.evaluate(() => window.toom.state());
    expect([restarted.tic, restarted.x, restarted.y]).toEqual([0, before.x, before.y]);
    await page.evaluate(() => window.toom.pause(false));
    expect(pageErrors).toEqual([]);
  });
});
