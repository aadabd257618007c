// DOOM's sounds in the page (headless Chromium; no audio device needed: the page's own log of what
// it handed Web Audio is read through window.toom.sound()). On a map built here with two sound lumps
// of its own: no AudioContext before a gesture, one after the first key; a scripted route opens a
// manual door (DSDOROPN's buffer, centred: the door is ahead), turns left, and the door closing
// 150 tics later is heard on the right (DSDORCLS's buffer, the right gain above the left). M mutes
// (the master gain 0) and unmutes; the volume sliders and the mute are remembered across a reload.
// With Freedoom: the music (Freedoom 2's GENMIDI and songs in a WAD built here) starts on the
// first key with MAP01's D_RUNNIN, changes to D_STALKS with MAP02, and the music slider reaches the
// music bus; (full run) the IWADs' sounds decode and MAP01's first door is heard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closePage, haveChromium, noChromiumReason, openLocalWad, openPage, type OpenPage } from './web-harness.js';
import { readFileSync } from 'node:fs';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { boxRoom, mapLumps } from '../helpers/map-builder.js';
import { wadLump } from '../sound/music-fixtures.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';

/** A DMX lump of `n` heard samples at `rate`: sample i is `f(i)` (0..255), 16 padding bytes each end. */
function dmx(rate: number, n: number, f: (i: number) => number): { bytes: Uint8Array; sum: number } {
  const len = n + 32, b = new Uint8Array(8 + len).fill(128);
  b.set([3, 0, rate & 255, rate >> 8, len & 255, (len >> 8) & 255, 0, 0]);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    b[8 + 16 + i] = f(i);
    sum += (f(i) - 128) / 128;
  }
  return { bytes: b, sum };
}

const OPEN = dmx(11025, 3150, (i) => 128 + ((i * 7) % 100) - 30);
const CLOSE = dmx(22050, 4410, (i) => (i & 64 ? 200 : 60));

function soundWad(): Uint8Array {
  return writeWad('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap()),
    { name: 'DSDOROPN', data: OPEN.bytes }, { name: 'DSDORCLS', data: CLOSE.bytes }]);
}

const sound = (page: Page) => page.evaluate(() => window.toom.sound());
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('toom.settings') ?? '{}') as Record<string, unknown>);

describe.skipIf(!haveChromium)(`sound in the page${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let o: OpenPage;
  let page: Page;
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
    await openLocalWad(page, 'sound.wad', soundWad());
    await page.waitForFunction(() => window.toom.sound().bank.ready);
  });
  afterAll(() => closePage(o));

  it('decodes the WAD\'s sounds at load; no AudioContext until a key is pressed, then it runs', async () => {
    const s = await sound(page);
    expect([s.bank.ready, s.bank.sounds]).toEqual([true, 2]);
    expect(s.bank.problems).toEqual([]);
    expect(s.context).toBe('none');
    expect([s.sfxVolume, s.musicVolume, s.muted]).toEqual([8, 8, false]);
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => window.toom.sound().context === 'running', null, { timeout: 10_000 });
    expect((await sound(page)).gains).toEqual({ master: 1, effects: 1, music: 1 });
  });

  // (A scripted walk waited on in real time: the full run; npm test keeps the bank, the mute and the sliders.)
  it.runIf(FULL)(`a scripted door: opening heard ahead (DSDOROPN, centred), closing heard on the right (DSDORCLS)${fullOnly}`, async () => {
    // Up to the door, use it, let it rise, then a quarter turn left: the door is on the right.
    await page.evaluate(() => window.toom.play('forward 30, use, wait 40, turn-left 26'));
    await page.waitForFunction(() => window.toom.sound().started.some((e) => e.lump === 'DSDORCLS'), null, { timeout: 60_000 });
    const log = (await sound(page)).started;
    const open = log.find((e) => e.lump === 'DSDOROPN')!, close = log.find((e) => e.lump === 'DSDORCLS')!;
    expect(open).toMatchObject({ rate: 11025, length: 3150, playbackRate: 1 });
    expect(open.sum).toBeCloseTo(OPEN.sum, 3);
    expect(close).toMatchObject({ rate: 22050, length: 4410, playbackRate: 1 });
    expect(close.sum).toBeCloseTo(CLOSE.sum, 3);
    // Ahead: DOOM's separation 128 or 129 (its wrap), both ears alike; full volume 64 within 200 units.
    expect(Math.abs(open.sep - 128)).toBeLessThanOrEqual(1);
    expect(open.volume).toBe(64);
    expect(Math.abs(open.gainL - open.gainR)).toBeLessThan(0.02);
    // On the right: DOOM's separation near 224, the right ear's gain well above the left's.
    expect(close.sep).toBeGreaterThan(200);
    expect(close.pan).toBeGreaterThan(0.5);
    expect(close.gainR).toBeGreaterThan(3 * close.gainL);
    expect(close.tic - open.tic).toBeGreaterThan(150); // DOOM's door waits 150 tics at the top
    expect(o.pageErrors).toEqual([]);
  });

  it('M mutes (master gain 0) and unmutes, remembered; the button shows it', async () => {
    await page.keyboard.press('m');
    let s = await sound(page);
    expect([s.muted, s.gains!.master]).toEqual([true, 0]);
    expect(await page.getAttribute('#mute', 'aria-pressed')).toBe('true');
    expect((await stored(page)).muted).toBe(true);
    await page.keyboard.press('m');
    s = await sound(page);
    expect([s.muted, s.gains!.master]).toEqual([false, 1]);
    expect((await stored(page)).muted).toBe(false);
    expect(await page.getAttribute('#mute', 'aria-pressed')).toBe('false');
  });

  it('the sliders set the volumes (effects: DOOM\'s × 8 in the channels, music: the OPL driver\'s), remembered across a reload with the mute', async () => {
    const slide = (id: string, v: number) => page.$eval(`#${id}`, (el, value) => {
      (el as HTMLInputElement).value = String(value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, v);
    await slide('sfx-volume', 3);
    await slide('music-volume', 12);
    await page.keyboard.press('m');
    let s = await sound(page);
    expect([s.sfxVolume, s.musicVolume, s.muted]).toEqual([3, 12, true]);
    expect(s.gains!.music).toBe(1); // the level, 96, is the OPL driver's
    expect(await stored(page)).toMatchObject({ sfxVolume: 3, musicVolume: 12, muted: true });
    await page.reload();
    await page.evaluate(() => window.toom.ready);
    s = await sound(page);
    expect([s.sfxVolume, s.musicVolume, s.muted, s.context]).toEqual([3, 12, true, 'none']);
    expect([await page.inputValue('#sfx-volume'), await page.inputValue('#music-volume')]).toEqual(['3', '12']);
    expect(await page.getAttribute('#mute', 'aria-pressed')).toBe('true');
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => window.toom.sound().gains !== null, null, { timeout: 10_000 });
    expect((await sound(page)).gains).toEqual({ master: 0, effects: 1, music: 1 });
    // Back to DOOM's defaults for whatever runs next in this context.
    await slide('sfx-volume', 8);
    await slide('music-volume', 8);
    await page.keyboard.press('m');
    expect(await stored(page)).toMatchObject({ sfxVolume: 8, musicVolume: 8, muted: false });
  });

  it.runIf(FULL && haveFreedoom)(`Freedoom: the IWADs' sounds decode; MAP01's first door is heard ahead, its closing on the right${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await page.setInputFiles('#file', FREEDOOM1);
    await page.waitForFunction(() => window.toom.state().wad === 'freedoom1.wad' && window.toom.sound().bank.ready, null, { timeout: 60_000 });
    const s1 = await sound(page);
    expect(s1.bank.sounds).toBeGreaterThan(60);
    expect(s1.bank.problems).toEqual([]);
    await page.setInputFiles('#file', FREEDOOM2);
    await page.waitForFunction(() => window.toom.state().map === 'MAP01' && window.toom.state().wad === 'freedoom2.wad' && window.toom.sound().bank.ready, null, { timeout: 60_000 });
    const s2 = await sound(page);
    expect(s2.bank.sounds).toBeGreaterThan(90);
    // Freedoom 2 holds four 4-byte placeholders: reported, silent (as Chocolate Doom plays them).
    expect(s2.bank.problems.map((p) => p.split(': ')[1])).toEqual(['DSPEDTH', 'DSBSPWLK', 'DSFLAME', 'DSFLAMST']);
    // Decoded between tasks: no slice holds the page for long (4 ms asked; one big lump may run over, and
    // a loaded machine stretches a slice several-fold: 250 ms holds there, while decoding the whole bank
    // in one task, seconds, fails).
    expect(Math.max(s1.bank.longestSliceMs, s2.bank.longestSliceMs)).toBeLessThan(250);
    const before = s2.started.length ? s2.started[s2.started.length - 1].n : 0;
    // The start faces east down a corridor to a fast door (type 117, sector 27) 900 units away.
    await page.evaluate(() => window.toom.play('run, forward 60'));
    await page.keyboard.press('Space');
    await page.waitForFunction((n) => window.toom.sound().started.some((e) => e.n > n && e.lump === 'DSBDOPN'), before, { timeout: 30_000 });
    await page.evaluate(() => window.toom.play('run, turn-left 13'));
    await page.waitForFunction((n) => window.toom.sound().started.some((e) => e.n > n && e.lump === 'DSBDCLS'), before, { timeout: 60_000 });
    const log = (await sound(page)).started.filter((e) => e.n > before);
    const open = log.find((e) => e.lump === 'DSBDOPN')!, close = log.find((e) => e.lump === 'DSBDCLS')!;
    // The buffers are the IWAD's lumps: their DMX rates and heard lengths (count − 32).
    const wad = WadStack.fromBuffers([{ name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) }]);
    for (const e of [open, close]) {
      const d = wad.find(e.lump)!.data;
      expect([e.rate, e.length]).toEqual([d[2] | (d[3] << 8), (d[4] | (d[5] << 8) | (d[6] << 16)) - 32]);
    }
    expect(Math.abs(open.pan)).toBeLessThan(0.1);
    expect(close.pan).toBeGreaterThan(0.5);
    expect(close.gainR).toBeGreaterThan(close.gainL);
    expect(o.pageErrors).toEqual([]);
  });
});


describe.skipIf(!haveChromium || !haveFreedoom)(`music in the page${!haveChromium ? ` (${noChromiumReason})` : !haveFreedoom ? ` (${noFreedoomReason})` : ''}`, () => {
  let o: OpenPage;
  let page: Page;
  beforeAll(async () => {
    o = await openPage();
    page = o.page;
    const lumps = ['GENMIDI', 'D_RUNNIN', 'D_STALKS', 'D_DM2INT', 'DSPISTOL'].map((name) => ({ name, data: wadLump(FREEDOOM2, name) }));
    const wad = writeWad('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap()), ...mapLumps({ ...boxRoom(0, 0, 256, 256, undefined, 'BRICK'), name: 'MAP02' }), ...lumps]);
    await openLocalWad(page, 'music.wad', wad);
  });
  afterAll(() => closePage(o));

  it('starts with the first key: MAP01 plays D_RUNNIN on the music bus; MAP02 D_STALKS; the music slider at 0 silences the bus', async () => {
    let m = (await sound(page)).music;
    expect([m.ready, m.song, m.level]).toEqual([false, null, 0]);
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => window.toom.sound().music.ready, null, { timeout: 20_000 });
    await page.waitForFunction(() => window.toom.sound().music.level > 0.005, null, { timeout: 20_000 });
    m = (await sound(page)).music;
    expect([m.song, m.errors]).toEqual(['D_RUNNIN', []]);
    await page.selectOption('#map', 'MAP02');
    await page.waitForFunction(() => window.toom.state().map === 'MAP02' && window.toom.sound().music.song === 'D_STALKS', null, { timeout: 30_000 });
    await page.waitForFunction(() => window.toom.sound().music.level > 0.005, null, { timeout: 20_000 });
    await page.$eval('#music-volume', (el) => { (el as HTMLInputElement).value = '0'; el.dispatchEvent(new Event('input', { bubbles: true })); });
    expect((await sound(page)).gains!.music).toBe(0);
    await page.waitForFunction(() => window.toom.sound().music.level === 0, null, { timeout: 10_000 });
    expect((await sound(page)).music.errors).toEqual([]);
    expect(o.pageErrors).toEqual([]);
  });

  // (A walk to MAP01's exit and the tally's counting, in real time: the full run.)
  it.runIf(FULL)(`the exit: the tally plays D_DM2INT and its counting clicks (DSPISTOL, no origin: centred) go through the channels${fullOnly}`, async () => {
    await page.selectOption('#map', 'MAP01');
    await page.waitForFunction(() => window.toom.state().map === 'MAP01' && window.toom.sound().music.song === 'D_RUNNIN', null, { timeout: 30_000 });
    await page.evaluate((script) => window.toom.play(script), DOOR_ROUTE.script);
    await page.waitForFunction(() => window.toom.sound().music.song === 'D_DM2INT', null, { timeout: 30_000 });
    await page.waitForFunction(() => window.toom.sound().started.some((e) => e.tic === -1 && e.lump === 'DSPISTOL'), null, { timeout: 30_000 });
    const click = (await sound(page)).started.find((e) => e.tic === -1 && e.lump === 'DSPISTOL')!;
    expect([click.volume, click.sep, click.pan]).toEqual([64, 128, 0]);
    expect((await sound(page)).music.errors).toEqual([]);
    expect(o.pageErrors).toEqual([]);
  });
});
