// DOOM's skill in the page: the Skill menu restarts the map with the things of that skill (DOOM's
// thing flags: easy = skills 1-2, normal = 3, hard = 4-5), the choice is remembered across a reload,
// and the simulation runs at it (Freedoom E1M1: more monsters on Ultra-Violence than Hurt me plenty).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { closePage, haveChromium, noChromiumReason, openPage, waitFrames, type OpenPage } from './web-harness.js';

/** The level's monster total at `skill`, as DOOM's playsim counts it in Node. */
function killsTotal(skill: number): number {
  return new Playsim(loadWorld(loadStack(FREEDOOM1), 'E1M1', { skill }), { skill }).totalkills;
}

describe.skipIf(!haveChromium || !haveFreedoom)(`the Skill menu${haveChromium ? (haveFreedoom ? '' : ` (${noFreedoomReason})`) : ` (${noChromiumReason})`}`, () => {
  let p: OpenPage;
  beforeAll(async () => { p = await openPage({ query: '?iwad=freedoom1.wad&map=E1M1' }); }, 60_000);
  afterAll(() => closePage(p));

  it('restarts the map with the things of the chosen skill, and the page remembers it', async () => {
    const { page } = p;
    const easy = killsTotal(1), normal = killsTotal(3), hard = killsTotal(4);
    expect(hard).toBeGreaterThan(normal); // not vacuous: E1M1's things differ by skill
    let s = await page.evaluate(() => window.toom.state());
    expect([s.map, s.skill, s.killsTotal]).toEqual(['E1M1', 3, normal]);
    expect(await page.inputValue('#skill')).toBe('3');
    for (const [skill, total] of [[4, hard], [1, easy]] as const) {
      const before = await page.evaluate(() => window.toom.state().frames);
      await page.selectOption('#skill', String(skill));
      await page.waitForFunction((k) => window.toom.state().skill === k && !window.toom.loading(), skill, { timeout: 30_000 });
      s = await page.evaluate(() => window.toom.state());
      expect([s.map, s.skill, s.killsTotal, s.lastError]).toEqual(['E1M1', skill, total, null]);
      expect(s.frames).toBeGreaterThan(before);
      // The menu gave the keyboard back.
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');
    }
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    await page.waitForFunction(() => window.toom.state().map === 'E1M1' && !window.toom.loading(), null, { timeout: 30_000 });
    await waitFrames(page, 2);
    s = await page.evaluate(() => window.toom.state());
    expect([s.skill, s.killsTotal]).toEqual([1, easy]);
    expect(await page.inputValue('#skill')).toBe('1');
    expect(p.pageErrors).toEqual([]);
  }, 120_000);
});
