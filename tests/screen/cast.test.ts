// DOOM II's cast call (f_finale's F_StartCast / F_CastTicker / F_CastResponder / F_CastDrawer): the
// order and names, the zombieman's walk and attack tic by tic from DOOM's state table, a key press
// killing the member and the next one walking on after its death frames, the sounds each member
// makes, a button starting the call over, the screen on Freedoom 2 (a golden), and no allocation.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CAST_ORDER, Cast } from '../../src/screen/cast.js';
import { defsOf, defsFromPatch } from '../../src/defs/load-defs.js';
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { ScreenBuffer, SCREEN_HEIGHT, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { STATE_NAMES } from '../../src/defs/doom/things-info.js';
import { SFX_NAMES } from '../../src/defs/doom/sounds.js';
import { BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { compareGolden, OUTPUT_DIR } from '../helpers/golden.js';
import { writePng } from '../../tools/png.js';

/** Runs `n` tics; returns each state change as [tic, state name] and each sound as [tic, sfx name]. */
function run(c: Cast, n: number, from = 0): { changes: [number, string][]; sounds: [number, string][] } {
  const changes: [number, string][] = [], sounds: [number, string][] = [];
  for (let t = from; t < from + n; t++) {
    const before = c.state;
    c.tick(0, false);
    if (c.state !== before) changes.push([t, STATE_NAMES[c.state]]);
    for (let i = 0; i < c.soundCount; i++) sounds.push([t, SFX_NAMES[c.sounds[i]]]);
  }
  return { changes, sounds };
}

/** Runs tics until the member on stage changes (at most `limit`); returns the tics run. */
function untilNext(c: Cast, limit = 1000): number {
  const m = c.member;
  let n = 0;
  while (c.member === m && n < limit) { c.tick(0, false); n++; }
  return n;
}

describe("DOOM II's cast call", () => {
  it("has DOOM's order, DOOM's names, and the DEHACKED CC_* names where the IWAD gives them", () => {
    expect(CAST_ORDER.map((m) => m.typeName)).toEqual([
      'MT_POSSESSED', 'MT_SHOTGUY', 'MT_CHAINGUY', 'MT_TROOP', 'MT_SERGEANT', 'MT_SKULL', 'MT_HEAD', 'MT_KNIGHT', 'MT_BRUISER',
      'MT_BABY', 'MT_PAIN', 'MT_UNDEAD', 'MT_FATSO', 'MT_VILE', 'MT_SPIDER', 'MT_CYBORG', 'MT_PLAYER',
    ]);
    const doom = new Cast(DOOM_DEFS);
    expect([doom.names[0], doom.names[2], doom.names[14], doom.names[16], doom.background]).toEqual(['ZOMBIEMAN', 'HEAVY WEAPON DUDE', 'THE SPIDER MASTERMIND', 'OUR HERO', 'BOSSBACK']);
    const deh = new Cast(defsFromPatch('[STRINGS]\nCC_IMP = serpentipede\n\nText 8 6\nBOSSBACKMYBACK\n').defs);
    expect([deh.names[3], deh.names[4], deh.background]).toEqual(['serpentipede', 'DEMON', 'MYBACK']);
  });

  it('walks the zombieman a frame every 4 tics, attacks on the 12th change, walks again when the attack ends', () => {
    const c = new Cast(DOOM_DEFS);
    // F_StartCast and the first F_CastTicker run in the same tic.
    c.tick(0, false);
    expect([STATE_NAMES[c.state], c.tics, c.frames, c.attacking]).toEqual(['S_POSS_RUN1', 3, 0, false]);
    const r = run(c, 140, 1);
    expect(r.changes).toEqual([
      [3, 'S_POSS_RUN2'], [7, 'S_POSS_RUN3'], [11, 'S_POSS_RUN4'], [15, 'S_POSS_RUN5'], [19, 'S_POSS_RUN6'], [23, 'S_POSS_RUN7'],
      [27, 'S_POSS_RUN8'], [31, 'S_POSS_RUN1'], [35, 'S_POSS_RUN2'], [39, 'S_POSS_RUN3'], [43, 'S_POSS_RUN4'],
      // The 12th change: the missile attack (10, 8, 8 tics), back into the walk at its start.
      [47, 'S_POSS_ATK1'], [57, 'S_POSS_ATK2'], [65, 'S_POSS_ATK3'], [73, 'S_POSS_RUN1'],
      [77, 'S_POSS_RUN2'], [81, 'S_POSS_RUN3'], [85, 'S_POSS_RUN4'], [89, 'S_POSS_RUN5'], [93, 'S_POSS_RUN6'], [97, 'S_POSS_RUN7'],
      [101, 'S_POSS_RUN8'], [105, 'S_POSS_RUN1'], [109, 'S_POSS_RUN2'], [113, 'S_POSS_RUN3'], [117, 'S_POSS_RUN4'],
      // Its melee turn: it has none, so the missile attack again.
      [121, 'S_POSS_ATK1'], [131, 'S_POSS_ATK2'], [139, 'S_POSS_ATK3'],
    ]);
    // The shot sounds on entering S_POSS_ATK2.
    expect(r.sounds).toEqual([[57, 'pistol'], [131, 'pistol']]);
  });

  it('a key kills the member (death sound), a second key is ignored, the next member comes on after the death frames', () => {
    const c = new Cast(DOOM_DEFS);
    for (let t = 0; t < 20; t++) c.tick(0, false);
    c.tick(0, true); // tic 20
    expect([STATE_NAMES[c.state], c.tics, c.dying, c.soundCount, SFX_NAMES[c.sounds[0]]]).toEqual(['S_POSS_DIE1', 4, true, 1, 'podth1']);
    c.tick(0, true);
    expect([STATE_NAMES[c.state], c.soundCount]).toEqual(['S_POSS_DIE1', 0]);
    const r = run(c, 20, 22);
    // 5 tics a frame; the last one lasts for ever, which the call holds 15 tics.
    expect(r.changes).toEqual([[24, 'S_POSS_DIE2'], [29, 'S_POSS_DIE3'], [34, 'S_POSS_DIE4'], [39, 'S_POSS_DIE5']]);
    expect(c.tics).toBe(13);
    const next = run(c, 13, 42);
    expect(next.changes).toEqual([[54, 'S_SPOS_RUN1']]);
    expect(next.sounds).toEqual([[54, 'posit2']]);
    expect([c.member, c.dying, c.frames, c.tics, c.name]).toEqual([1, false, 0, 3, 'SHOTGUN GUY']);
  });

  it('each member: its see sound, its attack sounds (DOOM\'s list), its death sound; after our hero, the zombieman', () => {
    const c = new Cast(DOOM_DEFS);
    const heard: string[] = [];
    c.onSound = (s) => heard.push(SFX_NAMES[s]);
    const rows: string[] = [];
    for (let m = 0; m < CAST_ORDER.length; m++) {
      heard.length = 0;
      c.tick(0, false);
      for (let t = 0; t < 200; t++) c.tick(0, false);
      const walk = heard.join(' ');
      heard.length = 0;
      c.tick(0, true);
      untilNext(c);
      rows.push(`${c.names[m]}: ${walk} | ${heard.join(' ')}`);
    }
    expect(rows).toEqual([
      'ZOMBIEMAN: pistol pistol | podth1 posit2',
      'SHOTGUN GUY: shotgn shotgn shotgn | podth2 posit2',
      // 12 shots an attack: ATK2..ATK4 each sound, looping until the 24th change.
      'HEAVY WEAPON DUDE: shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn | podth2 bgsit1',
      'IMP: claw claw claw | bgdth1 sgtsit',
      'DEMON: sgtatk sgtatk sgtatk sgtatk | sgtdth',
      // One charge: ATK3 and ATK4 loop 6 tics a change until the 24th.
      'LOST SOUL: sklatk | firxpl cacsit',
      'CACODEMON: firsht firsht firsht firsht | cacdth kntsit',
      'HELL KNIGHT: firsht firsht firsht | kntdth brssit',
      'BARON OF HELL: firsht firsht firsht | brsdth bspsit',
      'ARACHNOTRON: plasma plasma plasma plasma plasma plasma plasma | bspdth pesit',
      'PAIN ELEMENTAL: sklatk sklatk sklatk | pedth skesit',
      // Missile and melee in turn (the turn carries over from member to member).
      'REVENANT: skeatk skeswg skepch skeatk skeswg skepch | skedth mansit',
      'MANCUBUS: firsht firsht firsht firsht | mandth vilsit',
      'ARCH-VILE: vilatk vilatk | vildth spisit',
      // Changes 13..24 run ATK2, ATK3, ATK4 (refire) round: 8 shots an attack.
      'THE SPIDER MASTERMIND: shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn shotgn | spidth cybsit',
      'THE CYBERDEMON: rlaunc rlaunc rlaunc rlaunc rlaunc rlaunc | cybdth',
      // DOOM lists S_PLAY_ATK1's shot, but the attack is entered directly, never by a link: silent.
      'OUR HERO:  | pldeth posit1',
    ]);
    expect([c.member, STATE_NAMES[c.state]]).toEqual([0, 'S_POSS_RUN1']);
  });

  it("cuts the hero's attack short after its one frame (it would lead to the standing frame, which lasts for ever)", () => {
    const c = new Cast(DOOM_DEFS);
    for (let m = 0; m < 16; m++) { c.tick(0, true); untilNext(c); }
    expect([c.name, STATE_NAMES[c.state], c.tics]).toEqual(['OUR HERO', 'S_PLAY_RUN1', 4]);
    const r = run(c, 70);
    // Four walk frames of 4 tics, 12 changes, S_PLAY_ATK1 for its 12 tics, then the walk again.
    expect(r.changes.slice(10)).toEqual([[43, 'S_PLAY_RUN4'], [47, 'S_PLAY_ATK1'], [59, 'S_PLAY_RUN1'], [63, 'S_PLAY_RUN2'], [67, 'S_PLAY_RUN3']]);
    expect([c.member, c.attacking, c.frames, r.sounds]).toEqual([16, false, 2, []]);
  });

  it('a button in the tic\'s command starts the call over (F_Ticker), without a sound', () => {
    const c = new Cast(DOOM_DEFS);
    c.tick(0, true);
    untilNext(c);
    for (let t = 0; t < 10; t++) c.tick(0, false);
    expect(c.member).toBe(1);
    c.tick(BT_ATTACK, false);
    expect([c.member, STATE_NAMES[c.state], c.tics, c.soundCount]).toEqual([0, 'S_POSS_RUN1', 3, 0]);
  });

  const skip = freedoomGoldenSkip(FREEDOOM2);
  it.skipIf(skip !== null)(`draws BOSSBACK, the imp walking and its Freedoom name (golden)${skip ? ` (${skip})` : ''}`, () => {
    const stack = stackFor(FREEDOOM2);
    const gfx = new ScreenGraphics(stack);
    const c = new Cast(defsOf(stack).defs);
    for (let m = 0; m < 3; m++) { c.tick(0, true); untilNext(c); }
    for (let t = 0; t < 7; t++) c.tick(0, false);
    expect([c.name, STATE_NAMES[c.state]]).toEqual(['serpentipede', 'S_TROO_RUN3']);
    const s = new ScreenBuffer();
    c.draw(s, gfx);
    const pal = gfx.palettes[0], px = new Uint32Array(SCREEN_WIDTH * SCREEN_HEIGHT);
    for (let i = 0; i < px.length; i++) px[i] = pal[s.pixels[i]];
    writePng(join(OUTPUT_DIR, 'cast-freedoom2-imp.png'), SCREEN_WIDTH, SCREEN_HEIGHT, px);
    expect(compareGolden('cast-freedoom2-imp', SCREEN_WIDTH, SCREEN_HEIGHT, px).differing).toBe(0);
    // Every member's every frame of the call has its picture: no warnings.
    for (let t = 0; t < 5000; t++) { c.tick(0, t % 300 === 299); c.draw(s, gfx); }
    expect(gfx.warnings).toEqual([]);
  });

  it.skipIf(!haveFreedoom)(`over DOOM 1's sprites (Freedoom 1), a DOOM II member is not drawn and said once${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const stack = stackFor(FREEDOOM1);
    const gfx = new ScreenGraphics(stack);
    const c = new Cast(defsOf(stack).defs);
    const s = new ScreenBuffer();
    c.tick(0, true); untilNext(c); c.tick(0, true); untilNext(c);
    expect(c.name).toBe('minigun zombie');
    for (let t = 0; t < 100; t++) { c.tick(0, false); c.draw(s, gfx); }
    expect(gfx.warnings).toEqual([`${stack.label}: sprite CPOS frame A is missing: the cast's minigun zombie is not drawn`]);
    // The background and the name are drawn; nothing at the sprite's place above the name.
    const bg = new ScreenBuffer();
    bg.drawPatch(gfx.picture('BOSSBACK')!, 0, 0);
    let same = 0;
    for (let y = 100; y < 170; y++) for (let x = 130; x < 190; x++) if (s.pixels[y * SCREEN_WIDTH + x] === bg.pixels[y * SCREEN_WIDTH + x]) same++;
    expect(same).toBe(70 * 60);
  });

  // (Twelve rounds of the cast in a child: the full run; npm test keeps the status bar's no-allocation check.)
  it.skipIf(!haveFreedoom || !FULL)(`allocates nothing per tic or frame (Freedoom 2)${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    const bundle = join(OUTPUT_DIR, 'cast-alloc-harness.mjs');
    await build({ entryPoints: [join(import.meta.dirname, 'cast-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle, FREEDOOM2], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(out.warnings).toBe(0);
    expect(out.growth).toBeLessThan(16 * 1024);
  }, 120_000);
});
