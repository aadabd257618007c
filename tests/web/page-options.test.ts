// The page as a new player meets it (headless Chromium, the default server: the demo WAD first):
// - a local WAD opened over the demo is what the URL then names (?local=…), so a reload reopens it
//   and not the demo the first visit wrote into the URL; choosing a server WAD again names that;
// - DOOM's game options beside the Skill menu: "No monsters" and "Fast monsters" restart the map
//   with them (as `toom play --nomonsters` and DOOM's -fast), give the keyboard back, and are
//   remembered across a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeWad } from '../../src/wad/wad-writer.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { mapLumps } from '../helpers/map-builder.js';
import { pickRooms } from '../helpers/pick-map.js';
import { loadStack, projectRoot } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { closePage, haveChromium, noChromiumReason, openLocalWad, openPage, waitFrames, type OpenPage } from './web-harness.js';

const DEMO = join(projectRoot(), 'wad', 'toom-demo.wad');

/** The demo MAP01's monsters on skill 3, as DOOM's playsim counts them in Node. */
function demoKills(nomonsters: boolean): number {
  return new Playsim(loadWorld(loadStack(DEMO), 'MAP01', { skill: 3, noMonsters: nomonsters }), { skill: 3, nomonsters }).totalkills;
}

describe.skipIf(!haveChromium)(`the page's URL and game options${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let p: OpenPage;
  beforeAll(async () => {
    expect(existsSync(DEMO), 'the demo WAD is built by tools/build.mjs').toBe(true);
    p = await openPage();
  }, 60_000);
  afterAll(() => closePage(p));

  const search = () => p.page.evaluate(() => location.search);
  const settled = () => p.page.waitForFunction(() => !window.toom.loading() && window.toom.state().lastError === null, null, { timeout: 30_000 });
  const reload = async () => {
    await p.page.reload();
    await p.page.evaluate(() => window.toom.ready);
    await settled();
  };

  it('a reload after Open WAD shows the local WAD, not the demo the URL first named', async () => {
    const { page } = p;
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('toom-demo.wad');
    expect(await search()).toBe('?iwad=toom-demo.wad&map=MAP01');
    await openLocalWad(page, 'rooms.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(pickRooms())]));
    expect(await page.evaluate(() => window.toom.state().lastError)).toBeNull();
    expect(await search()).toBe('?local=rooms.wad&map=MAP01');
    await reload();
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('rooms.wad');
    expect(await search()).toBe('?local=rooms.wad&map=MAP01');
    // Back to the server's demo: the URL names it again, and a reload keeps it.
    await page.selectOption('#wad', '/wad/toom-demo.wad');
    await page.waitForFunction(() => window.toom.state().wad === 'toom-demo.wad', null, { timeout: 30_000 });
    await settled();
    expect(await search()).toBe('?iwad=toom-demo.wad&map=MAP01');
    await reload();
    expect(await page.evaluate(() => window.toom.state().wad)).toBe('toom-demo.wad');
    expect(p.pageErrors).toEqual([]);
  }, 120_000);

  it('No monsters and Fast monsters restart the map with them, and are remembered', async () => {
    const { page } = p;
    const all = demoKills(false);
    expect(all).toBeGreaterThan(0); // not vacuous: the demo's MAP01 has monsters
    expect(demoKills(true)).toBe(0);
    let s = await page.evaluate(() => window.toom.state());
    expect([s.map, s.nomonsters, s.fast, s.killsTotal]).toEqual(['MAP01', false, false, all]);
    expect([await page.isChecked('#nomonsters'), await page.isChecked('#fast')]).toEqual([false, false]);
    await page.evaluate(() => window.toom.play('forward 40'));
    const walked = await page.evaluate(() => window.toom.state().tic);

    await page.click('#nomonsters');
    await page.waitForFunction(() => window.toom.state().nomonsters && !window.toom.loading(), null, { timeout: 30_000 });
    s = await page.evaluate(() => window.toom.state());
    expect([s.map, s.nomonsters, s.fast, s.killsTotal, s.lastError]).toEqual(['MAP01', true, false, 0, null]);
    expect(s.tic).toBeLessThan(walked); // the map started again
    // The box gave the keyboard back: Space does not untick it.
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('nomonsters');
    await page.keyboard.press('Space');
    expect(await page.isChecked('#nomonsters')).toBe(true);

    await page.click('#fast');
    await page.waitForFunction(() => window.toom.state().fast && !window.toom.loading(), null, { timeout: 30_000 });
    s = await page.evaluate(() => window.toom.state());
    expect([s.nomonsters, s.fast, s.killsTotal]).toEqual([true, true, 0]);

    await reload();
    await waitFrames(page, 2);
    s = await page.evaluate(() => window.toom.state());
    expect([s.map, s.nomonsters, s.fast, s.killsTotal]).toEqual(['MAP01', true, true, 0]);
    expect([await page.isChecked('#nomonsters'), await page.isChecked('#fast')]).toEqual([true, true]);

    await page.click('#nomonsters');
    await page.waitForFunction(() => !window.toom.state().nomonsters && !window.toom.loading(), null, { timeout: 30_000 });
    await page.click('#fast');
    await page.waitForFunction(() => !window.toom.state().fast && !window.toom.loading(), null, { timeout: 30_000 });
    s = await page.evaluate(() => window.toom.state());
    expect([s.nomonsters, s.fast, s.killsTotal]).toEqual([false, false, all]);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);

  it('Compatibility: automatic follows what the WADs ask for; a chosen level restarts the map and is remembered', async () => {
    const { page } = p;
    await page.selectOption('#wad', '/wad/toom-demo.wad');
    await page.waitForFunction(() => window.toom.state().wad === 'toom-demo.wad', null, { timeout: 30_000 });
    await settled();
    // The demo WAD is an IWAD of MAPxx maps with nothing of Boom's: DOOM II 1.9's rules.
    expect(await page.evaluate(() => window.toom.state().complevel)).toBe(2);
    expect(await page.$eval('#complevel', (e) => (e as HTMLSelectElement).value)).toBe('auto');
    expect(await page.$eval('#complevel option[value="auto"]', (e) => e.textContent)).toBe('Auto: DOOM II 1.9');
    expect(await page.$eval('#complevel', (e) => (e as HTMLSelectElement).title)).toMatch(/The WADs in use ask for DOOM II 1\.9 \(complevel 2\): nothing of Boom or MBF$/);
    await page.evaluate(() => window.toom.play('forward 40'));
    const walked = await page.evaluate(() => window.toom.state().tic);
    await page.selectOption('#complevel', '9');
    await page.waitForFunction(() => window.toom.state().complevel === 9 && !window.toom.loading(), null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.toom.state().tic)).toBeLessThan(walked); // the map started again
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('complevel');
    await reload();
    expect(await page.evaluate(() => window.toom.state().complevel)).toBe(9);
    expect(await page.$eval('#complevel', (e) => (e as HTMLSelectElement).value)).toBe('9');
    // Back to automatic, then a PWAD whose map uses a Boom line special: Boom 2.02, and why.
    await page.selectOption('#complevel', 'auto');
    await page.waitForFunction(() => window.toom.state().complevel === 2 && !window.toom.loading(), null, { timeout: 30_000 });
    const boom = pickRooms();
    boom.lines[0].special = 242;
    await openLocalWad(page, 'boom-rooms.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(boom)]));
    // An IWAD's own specials do not count (Freedoom carries Boom's for Boom's ports)...
    expect(await page.evaluate(() => window.toom.state().complevel)).toBe(2);
    // ...a PWAD's do.
    await page.setInputFiles('#file', { name: 'boom-pwad.wad', mimeType: 'application/octet-stream', buffer: Buffer.from(writeWad('PWAD', mapLumps(boom))) });
    await page.waitForFunction(() => window.toom.state().complevel === 9 && !window.toom.loading(), null, { timeout: 30_000 });
    expect(await page.$eval('#complevel option[value="auto"]', (e) => e.textContent)).toBe('Auto: Boom 2.02');
    expect(await page.$eval('#complevel', (e) => (e as HTMLSelectElement).title)).toMatch(/ask for Boom 2\.02 \(complevel 9\): MAP01 uses line special 242$/);
    expect(p.pageErrors).toEqual([]);
  }, 120_000);
});
