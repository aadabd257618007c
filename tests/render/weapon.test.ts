// The view player's weapon (DOOM's R_DrawPlayerSprites) and the screen's colour effects on the CPU
// renderer, on Freedoom E1M1 run by the Playsim: the pistol where DOOM puts it (PISGA0 at sx 1,
// sy 32: columns 139..188, rows 136..199 of 320×200), raised and lowered 6 rows a tic, the muzzle
// flash full bright with the scene lit one level up, the red palette after damage, the inverse map of
// invulnerability and light amplification's colormap 1; DOOM's fuzz on a spectre (a golden).
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { BT_ATTACK, TicCmd } from '../../src/sim/base/ticcmd.js';
import { PW_INFRARED, PW_INVULNERABILITY, WP_FIST } from '../../src/sim/base/player-state.js';
import {
  VIEW_BRIGHT, VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_PALETTE, VIEW_PSPR_FLAGS, VIEW_PSPR_PIC, VIEW_PSPR_SX, VIEW_PSPR_SY, VIEW_SHADOW,
} from '../../src/world/live-state.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { readFileSync } from 'node:fs';
import { mapLumps, wadOf } from '../helpers/map-builder.js';
import { spectreRoom } from '../helpers/scenes.js';
import { compareGolden, OUTPUT_DIR } from '../helpers/golden.js';
import { FREEDOOM1, freedoomGoldenSkip, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { COMP_TRANSLUCENCY, COMPLEVEL_BOOM, COMPLEVEL_DOOM2, COMPLEVEL_MBF, COMPLEVEL_PRBOOM6, Compat } from '../../src/sim/base/compat.js';
import { defsFromPatch } from '../../src/defs/load-defs.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';
import { readPng } from '../../tools/png.js';
import { FULL, fullOnly } from '../helpers/full.js';

const W = 320, H = 200;
const FRAC = 65536;

interface Game { world: World; ps: Playsim; sync: WorldSync; cmd: TicCmd; r: CpuRenderer }

function startE1M1(): Game {
  const world = loadWorld(stackFor(FREEDOOM1), 'E1M1');
  const ps = new Playsim(world, { skill: 3 });
  const sync = new WorldSync(ps);
  sync.sync();
  const r = new CpuRenderer(world, W, H);
  return { world, ps, sync, cmd: new TicCmd(), r };
}

function run(g: Game, n: number, buttons = 0): void {
  g.cmd.clear();
  g.cmd.buttons = buttons;
  for (let i = 0; i < n; i++) g.ps.tick(g.cmd);
  g.sync.sync();
}

/** The view from the player start (the player does not move in these tests), with or without the weapon. */
function frame(g: Game, weapon: boolean): Uint32Array {
  const s = g.world.playerStart;
  g.r.drawWeapon = weapon;
  g.r.render(makeCamera(s.x, s.y, s.angle), g.ps.leveltime);
  return g.r.fb.slice();
}

/** The box [x0, x1] × [y0, y1] of the pixels where a and b differ (x0 = -1: none). */
function changed(a: Uint32Array, b: Uint32Array): [number, number, number, number] {
  let x0 = -1, x1 = -1, y0 = -1, y1 = -1;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    if (a[y * W + x] === b[y * W + x]) continue;
    if (x0 < 0 || x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y0 < 0) y0 = y;
    y1 = y;
  }
  return [x0, x1, y0, y1];
}

const picture = (w: World, name: string): number => w.sprites.findIndex((s) => s.name === name);

/** Checks that picture `name` is drawn 1:1 with its texel (0, 0) at (px, py) through colormap `cmap` of
 *  palette 0 wherever it is opaque (as DOOM draws a weapon sprite at 320×200). */
function expectDrawnAt(w: World, fb: Uint32Array, name: string, px: number, py: number, cmap: number): void {
  const spr = w.sprites[picture(w, name)];
  let opaque = 0;
  for (let c = 0; c < spr.width; c++) for (let r = 0; r < spr.height; r++) {
    if (!spr.mask[c * spr.height + r] || py + r >= H) continue;
    opaque++;
    const want = w.lit[(cmap << 8) | spr.pixels[c * spr.height + r]];
    if (fb[(py + r) * W + px + c] !== want) throw new Error(`${name} texel ${c},${r} at ${px + c},${py + r}: ${fb[(py + r) * W + px + c].toString(16)}, not ${want.toString(16)}`);
  }
  expect(opaque).toBeGreaterThan(100);
}

describe.skipIf(!haveFreedoom)(`the weapon on Freedoom E1M1 (CPU)${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it("draws the raised pistol where DOOM does: PISGA0 at sx 1, sy 32, columns 139..188, rows 136..199", () => {
    const g = startE1M1();
    run(g, 30);
    const v = g.world.view, p = g.ps.player.psprites[0];
    expect([p.sx, p.sy]).toEqual([1 * FRAC, 32 * FRAC]);
    expect([v[VIEW_PSPR_SX], v[VIEW_PSPR_SY]]).toEqual([FRAC, 32 * FRAC]);
    expect(v[VIEW_PSPR_PIC]).toBe(picture(g.world, 'PISGA0'));
    expect(v[VIEW_PSPR_PIC + 1], 'no flash').toBe(-1);
    const spr = g.world.sprites[v[VIEW_PSPR_PIC]];
    expect([spr.width, spr.height, spr.leftOffset, spr.topOffset]).toEqual([50, 64, -138, -104]);
    const bare = frame(g, false), armed = frame(g, true);
    // DOOM (r_things.c): x1 = 160 + (sx - 160 - leftoffset) = 139, x2 = x1 + 50 - 1; the top row is
    // ceil(centery - texturemid) = ceil(100 - (100.5 - (sy - topoffset))) = 136, 64 rows down to 199.
    expect(changed(bare, armed)).toEqual([139, 188, 136, 199]);
    // Lit by the sector's light at DOOM's weapon light (scalelight[level][47]).
    const sector = g.world.sectorLight[g.ps.player.mo!.sector.index] >> 4;
    const cmap = Math.max(0, 2 * (15 - sector) - 23);
    expectDrawnAt(g.world, armed, 'PISGA0', 139, 136, cmap);
    const skip = freedoomGoldenSkip(FREEDOOM1);
    if (skip === null) {
      const gold = compareGolden('freedoom1-e1m1-weapon', W, H, armed, 0);
      expect(gold.differing, `see tests/output/freedoom1-e1m1-weapon.actual.png`).toBe(0);
    }
  });

  it('raises the pistol 6 rows a tic as the level starts, lowers it 6 a tic for the fist, then raises the fist', () => {
    const g = startE1M1();
    const rows: number[] = [];
    for (let t = 0; t < 18; t++) {
      const [, , y0] = changed(frame(g, false), frame(g, true));
      rows.push(y0);
      run(g, 1);
    }
    // DOOM: the pistol comes up from WEAPONBOTTOM (sy 128) by RAISESPEED 6 to WEAPONTOP (32), the first
    // A_Raise as the player spawns (P_SetPsprite runs the state's action), so sy is 122 before the
    // first tic; its top row is 104 + sy (topoffset -104), off the 200-row view until sy < 96.
    expect(rows).toEqual([-1, -1, -1, -1, -1, 196, 190, 184, 178, 172, 166, 160, 154, 148, 142, 136, 136, 136]);
    // Switch to the fist: the pistol goes down by LOWERSPEED 6 to the bottom, then the fist comes up.
    g.ps.player.pendingweapon = WP_FIST;
    const down: number[] = [], pics: string[] = [];
    for (let t = 0; t < 36; t++) {
      run(g, 1);
      const [, , y0] = changed(frame(g, false), frame(g, true));
      down.push(y0);
      const pic = g.world.view[VIEW_PSPR_PIC];
      pics.push(pic >= 0 ? g.world.sprites[pic].name : '-');
    }
    // (A_WeaponReady sees the pending weapon on the first tic and the down state's A_Lower runs at once.)
    expect(down.slice(0, 12)).toEqual([142, 148, 154, 160, 166, 172, 178, 184, 190, 196, -1, -1]);
    expect(pics[0]).toBe('PISGA0');
    expect(pics.at(-1)).toBe('PUNGA0');
    // PUNGA0 raised: check it lands where its offsets put it at WEAPONTOP.
    const fist = g.world.sprites[picture(g.world, 'PUNGA0')];
    const last = changed(frame(g, false), frame(g, true));
    expect(g.world.view[VIEW_PSPR_SY]).toBe(32 * FRAC);
    expect(last[0]).toBe(160 + 1 - 160 - fist.leftOffset);
    expect(last[2]).toBe(104 + 32 - 104 - fist.topOffset);
  });

  it('fires: the muzzle flash PISFA0 full bright over PISGB0, and extralight 1 lights the scene, for 7 tics', () => {
    const g = startE1M1();
    run(g, 30);
    const calm = frame(g, false);
    const seen: string[] = [];
    let flashTics = 0;
    for (let t = 0; t < 24; t++) {
      run(g, 1, t < 2 ? BT_ATTACK : 0);
      const v = g.world.view;
      const name = (k: number): string => (v[VIEW_PSPR_PIC + k] >= 0 ? g.world.sprites[v[VIEW_PSPR_PIC + k]].name : '-');
      seen.push(`${name(0)} ${name(1)} ${v[VIEW_EXTRALIGHT]}`);
      if (v[VIEW_PSPR_PIC + 1] < 0) continue;
      flashTics++;
      expect(name(0)).toBe('PISGB0');
      expect(name(1)).toBe('PISFA0');
      expect(v[VIEW_PSPR_FLAGS + 1] & VIEW_BRIGHT).toBe(VIEW_BRIGHT);
      expect(v[VIEW_EXTRALIGHT]).toBe(1);
      const bare = frame(g, false), armed = frame(g, true);
      // PISFA0 (25×34, offsets -147, -66) at sx 1, sy 32: columns 148..172, rows 98..131, full bright.
      const f = g.world.sprites[v[VIEW_PSPR_PIC + 1]];
      expect([f.width, f.height, f.leftOffset, f.topOffset]).toEqual([25, 34, -147, -66]);
      expectDrawnAt(g.world, armed, 'PISFA0', 148, 98, 0);
      const gun = g.world.sprites[v[VIEW_PSPR_PIC]];
      const box = changed(bare, armed);
      expect(box).toEqual([Math.min(148, 1 - gun.leftOffset), Math.max(172, 1 - gun.leftOffset + gun.width - 1), 98, 199]);
      // The flash lights the whole scene a level up: the bare view is not the calm one.
      expect(changed(calm, bare)[0]).toBeGreaterThanOrEqual(0);
    }
    // DOOM's pistol: PISGA0 4 tics (S_PISTOL1), then PISGB0 with the flash (A_FirePistol, A_Light1) for 6
    // tics of S_PISTOL2 while the flash lasts its 7, PISGC0 4 tics, PISGB0 5 tics, ready again.
    expect(flashTics, seen.join(' | ')).toBe(6);
    expect(seen.filter((s) => s.startsWith('PISGC0')).length).toBe(4);
    expect(seen.at(-1)).toBe('PISGA0 - 0');
  });

  it('shows the red palette after damage: every pixel is palette 4\'s colour of the index palette 0 shows', () => {
    const g = startE1M1();
    run(g, 30);
    const before = frame(g, true);
    g.ps.player.damagecount = 20; // ST_doPaletteStuff: 1 + ((20 + 7) >> 3) = palette 4
    g.sync.sync();
    expect(g.world.view[VIEW_PALETTE]).toBe(4);
    const red = frame(g, true);
    const pal = g.world.palettes, index = new Map<number, number>();
    for (let i = 255; i >= 0; i--) index.set(pal[i], i);
    // (The first wrong pixel is reported: an expect per pixel cost seconds.)
    let differ = 0, wrong = '';
    for (let i = 0; i < W * H; i++) {
      const k = index.get(before[i]);
      if (k === undefined) wrong ||= `pixel ${i} is no palette colour`;
      else if (red[i] !== pal[4 * 256 + k]) wrong ||= `pixel ${i}: ${red[i]}, want ${pal[4 * 256 + k]}`;
      if (red[i] !== before[i]) differ++;
    }
    expect(wrong).toBe('');
    expect(differ / (W * H)).toBeGreaterThan(0.9);
    // The count runs down one a tic: palette 4 until 16, 3 until 8, 2 until 0.
    const pals: number[] = [];
    for (let t = 0; t < 21; t++) { run(g, 1); pals.push(g.world.view[VIEW_PALETTE]); }
    expect(pals).toEqual([4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0]);
  });

  it('invulnerability draws walls, flats, things and the weapon through the inverse map (32), blinking at the end; the sky keeps its colours', () => {
    const g = startE1M1();
    run(g, 30);
    const normal = frame(g, true);
    g.ps.player.powers[PW_INVULNERABILITY] = 4 * 32 + 2;
    run(g, 1); // P_PlayerThink sets the fixed colormap
    expect(g.world.view[VIEW_FIXED_COLORMAP]).toBe(32);
    const inv = frame(g, true);
    const inverse = new Set<number>();
    for (let i = 0; i < 256; i++) inverse.add(g.world.lit[(32 << 8) | i]);
    let mapped = 0, wrong = '';
    for (let i = 0; i < W * H; i++) {
      if (inverse.has(inv[i])) mapped++;
      else if (inv[i] !== normal[i]) wrong ||= `pixel ${i % W},${(i / W) | 0}: ${inv[i]} is neither the inverse map's nor the sky's ${normal[i]}`;
    }
    expect(wrong).toBe('');
    expect(mapped / (W * H)).toBeGreaterThan(0.8);
    expectDrawnAt(g.world, inv, 'PISGA0', 139, 136, 32);
    // DOOM's blink: above 4 * 32 tics, or bit 3 set.
    const fixed: number[] = [];
    for (let t = 0; t < 12; t++) { run(g, 1); fixed.push(g.world.view[VIEW_FIXED_COLORMAP]); }
    // powers 128 → 117 after these tics: 128 has bit 3 clear... 127..120 set, 119..117 clear.
    expect(fixed).toEqual([0, 32, 32, 32, 32, 32, 32, 32, 32, 0, 0, 0]);
  });

  it('light amplification lights everything with colormap 1 (almost full bright)', () => {
    const g = startE1M1();
    run(g, 30);
    g.ps.player.powers[PW_INFRARED] = 1000;
    run(g, 1);
    expect(g.world.view[VIEW_FIXED_COLORMAP]).toBe(1);
    expectDrawnAt(g.world, frame(g, true), 'PISGA0', 139, 136, 1);
  });

  it('draws the weapon with fuzz while the player is invisible: only colormap 6 colours, nothing of the pistol', () => {
    const g = startE1M1();
    run(g, 30);
    const bare = frame(g, false);
    g.world.view[VIEW_SHADOW] = 1;
    const fuzzy = frame(g, true);
    const dark = new Set<number>();
    for (let i = 0; i < 256; i++) dark.add(g.world.lit[(6 << 8) | i]);
    let n = 0;
    for (let i = 0; i < W * H; i++) if (fuzzy[i] !== bare[i]) { n++; expect(dark.has(fuzzy[i])).toBe(true); }
    expect(n).toBeGreaterThan(1000);
    const [x0, x1, y0, y1] = changed(bare, fuzzy);
    expect(x0).toBeGreaterThanOrEqual(139); expect(x1).toBeLessThanOrEqual(188);
    expect(y0).toBeGreaterThanOrEqual(136); expect(y1).toBeLessThanOrEqual(198); // DOOM keeps fuzz off the last row
  });
});

describe.skipIf(!haveFreedoom)(`DOOM's fuzz on a spectre (CPU)${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('draws the spectre as darkened neighbours (colormap 6), the same each time: a golden', () => {
    const stack = WadStack.fromBuffers([
      { name: 'freedoom1.wad', bytes: readFileSync(FREEDOOM1) },
      { name: 'spectre.wad', bytes: wadOf('PWAD', mapLumps(spectreRoom())) },
    ]);
    const world = loadWorld(stack, 'MAP01');
    const slot = world.thingType.indexOf(58);
    expect(world.thingShadow[slot], 'MF_SHADOW from the thing type').toBe(1);
    const cam = makeCamera(64, 128, 0);
    const shot = (): Uint32Array => { const r = new CpuRenderer(world, W, H); r.render(cam, 0); return r.fb.slice(); };
    const fuzzy = shot();
    expect(shot(), 'a fresh renderer draws the same fuzz').toEqual(fuzzy);
    const face = world.thingFace[slot];
    world.thingFace[slot] = -1;
    const empty = shot();
    world.thingFace[slot] = face;
    world.thingShadow[slot] = 0;
    const solid = shot();
    world.thingShadow[slot] = 1;
    const dark = new Set<number>();
    for (let i = 0; i < 256; i++) dark.add(world.lit[(6 << 8) | i]);
    let n = 0;
    for (let i = 0; i < W * H; i++) if (fuzzy[i] !== empty[i]) { n++; expect(dark.has(fuzzy[i])).toBe(true); }
    expect(n).toBeGreaterThan(500);
    expect(changed(empty, fuzzy)[0]).toBeGreaterThanOrEqual(changed(empty, solid)[0]);
    const skip = freedoomGoldenSkip(FREEDOOM1);
    if (skip === null) {
      const gold = compareGolden('freedoom1-spectre-fuzz', W, H, fuzzy, 0);
      expect(gold.differing, 'see tests/output/freedoom1-spectre-fuzz.actual.png').toBe(0);
    }
  });
});

describe.skipIf(!haveFreedoom)(`Boom's and MBF's translucent things (CPU)${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  const stack = WadStack.fromBuffers([
    { name: 'freedoom1.wad', bytes: readFileSync(FREEDOOM1) },
    { name: 'soul.wad', bytes: wadOf('PWAD', mapLumps(spectreRoom(2013))) },
  ]);
  /** The room after a tic at `complevel`, its soulsphere's thingShadow and picture. */
  const view = (complevel: number, translucentThings: boolean, patch?: string) => {
    const world = loadWorld(stack, 'MAP01', { translucentThings });
    const defs = patch === undefined ? undefined : defsFromPatch(patch, 'soul.deh').defs;
    const sim = new Playsim(world, { skill: 3, compat: new Compat(complevel), defs });
    sim.tick(new TicCmd());
    new WorldSync(sim).sync();
    const slot = world.thingType.indexOf(2013);
    const r = new CpuRenderer(world, W, H);
    r.render(makeCamera(64, 128, 0), 1);
    return { shadow: world.thingShadow[slot], fb: r.fb.slice(), world };
  };

  it('Boom draws the soulsphere through the main table (66 % of it over what is behind); vanilla and comp_translucency opaque', () => {
    const vanilla = view(COMPLEVEL_DOOM2, false), boom = view(COMPLEVEL_BOOM, true), mbf = view(COMPLEVEL_MBF, true);
    expect([vanilla.shadow, boom.shadow, mbf.shadow]).toEqual([0, 2, 2]);
    expect(boom.world.thingTranmap).toBe(0);
    const [x0, x1] = changed(vanilla.fb, boom.fb);
    expect(x1 - x0).toBeGreaterThan(10); // the sphere's columns, and nothing else
    expect(boom.fb).toEqual(mbf.fb);
    // Every changed pixel is the table's mix of the opaque sphere's colour over the wall behind.
    const table = boom.world.tranmaps[0], pal = boom.world.palettes;
    const index = (c: number): number => { for (let i = 0; i < 256; i++) if (pal[i] === c) return i; return -1; };
    const noSphere = view(COMPLEVEL_BOOM, true, `Thing ${mobjIndex('MT_MISC12') + 1}\nID # = 7777\n`);
    let n = 0;
    for (let i = 0; i < W * H; i++) {
      if (boom.fb[i] === vanilla.fb[i]) continue;
      const front = index(vanilla.fb[i]), behind = index(noSphere.fb[i]);
      if (front < 0 || behind < 0) continue;
      expect(boom.fb[i]).toBe(pal[table[(behind << 8) | front]]);
      n++;
    }
    expect(n).toBeGreaterThan(100);
    // comp_translucency (Boom's option) and a World built without the table: opaque.
    const comp = new Uint8Array(32); comp[COMP_TRANSLUCENCY] = 1;
    const world = loadWorld(stack, 'MAP01', { translucentThings: true });
    const sim = new Playsim(world, { skill: 3, compat: new Compat(COMPLEVEL_PRBOOM6, { comp }) }); // an option from PrBoom 6 (17)
    expect(sim.thingTranslucent[mobjIndex('MT_MISC12')]).toBe(0);
    const noTable = view(COMPLEVEL_BOOM, false);
    expect([noTable.shadow, noTable.world.thingTranmap]).toEqual([2, -1]);
    expect(noTable.fb).toEqual(vanilla.fb);
  });

  it('a patch decides: its TRANSLUCENT bit on the imp counts at Boom, and its own bits for the soulsphere drop Boom\'s', () => {
    const patch = `Thing ${mobjIndex('MT_TROOP') + 1}\nBits = SOLID+SHOOTABLE+COUNTKILL+TRANSLUCENT\n\nThing ${mobjIndex('MT_MISC12') + 1}\nBits = SPECIAL+COUNTITEM\n`;
    const { defs, warnings } = defsFromPatch(patch, 't.deh');
    expect(warnings).toEqual([]);
    const world = loadWorld(stack, 'MAP01');
    const at = (complevel: number) => new Playsim(world, { skill: 3, compat: new Compat(complevel), defs }).thingTranslucent;
    expect([at(COMPLEVEL_BOOM)[mobjIndex('MT_TROOP')], at(COMPLEVEL_BOOM)[mobjIndex('MT_MISC12')], at(COMPLEVEL_BOOM)[mobjIndex('MT_PLASMA')]]).toEqual([1, 0, 1]);
    expect([...at(COMPLEVEL_DOOM2)].every((v) => v === 0)).toBe(true);
  });
});

describe.skipIf(!haveFreedoom)('toom render --hud', () => {
  const root = join(__dirname, '..', '..');
  const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
  mkdirSync(join(OUTPUT_DIR, 'render-hud'), { recursive: true });
  // (Four CLI runs on Freedoom: the full run; npm test keeps the status bar's golden below, and the
  // weapon as drawn in-process above.)
  it.runIf(FULL)(`--hud weapon draws the weapon as the game has it at the --time tic; --hud none is the default picture${fullOnly}`, () => {
    const out = join(OUTPUT_DIR, 'render-hud');
    const base = ['render', '--iwad', FREEDOOM1, '--map', 'E1M1', '--size', '320x200', '--time', '30'];
    const a = toom(...base, '--hud', 'weapon', '-o', join(out, 'weapon.png'));
    expect(a.status, a.stderr).toBe(0);
    const g = startE1M1();
    run(g, 30);
    expect(readPng(join(out, 'weapon.png')).pixels).toEqual(frame(g, true));
    const b = toom(...base, '--hud', 'none', '-o', join(out, 'none.png'));
    const c = toom(...base, '-o', join(out, 'default.png'));
    expect([b.status, c.status]).toEqual([0, 0]);
    expect(readPng(join(out, 'none.png')).pixels).toEqual(readPng(join(out, 'default.png')).pixels);
    expect(readPng(join(out, 'none.png')).pixels).toEqual(frame(g, false));
    const bad = toom(...base, '--hud', 'visor', '-o', join(out, 'bad.png'));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/--hud must be one of none, weapon, statusbar/);
  });

  it('--hud statusbar is DOOM\'s normal screen: at the first tic exactly the status bar golden (view above, bar below)', () => {
    const out = join(OUTPUT_DIR, 'render-hud');
    const r = toom('render', '--iwad', FREEDOOM1, '--map', 'E1M1', '--size', '640x400', '--hud', 'statusbar', '-o', join(out, 'statusbar.png'));
    expect(r.status, r.stderr).toBe(0);
    const skip = freedoomGoldenSkip(FREEDOOM1);
    if (skip === null) {
      const gold = compareGolden('statusbar-freedoom1-e1m1', 640, 400, readPng(join(out, "statusbar.png")).pixels, 0);
      expect(gold.differing, 'see tests/output/statusbar-freedoom1-e1m1.actual.png').toBe(0);
    }
    // Later the pistol is up, drawn above the bar with its bottom cut off as DOOM's is.
    const w = toom('render', '--iwad', FREEDOOM1, '--map', 'E1M1', '--size', '640x400', '--hud', 'statusbar', '--time', '20', '-o', join(out, 'statusbar-20.png'));
    expect(w.status, w.stderr).toBe(0);
    const a = readPng(join(out, 'statusbar.png')).pixels, b = readPng(join(out, 'statusbar-20.png')).pixels;
    let above = 0, bar = 0;
    for (let y = 0; y < 400; y++) for (let x = 0; x < 640; x++) if (a[y * 640 + x] !== b[y * 640 + x]) { if (y < 336) above++; else if (x < 280 || x > 360) bar++; }
    expect(above).toBeGreaterThan(2000); // the pistol (about 100×70 pixels above the bar)
    expect(bar).toBe(0); // the bar itself is the same but for the face
  });

  // (Two CLI runs on Freedoom: the full run; npm test keeps the two render --hud cases above.)
  it.runIf(FULL)(`toom play --render --hud statusbar is the same screen as toom render --time for the same idle tics${fullOnly}`, () => {
    const out = join(OUTPUT_DIR, 'render-hud');
    const p = toom('play', '--iwad', FREEDOOM1, '--map', 'E1M1', '--input', 'wait 20', '--render', join(out, 'play-statusbar.png'), '--hud', 'statusbar');
    expect(p.status, p.stderr).toBe(0);
    const r = toom('render', '--iwad', FREEDOOM1, '--map', 'E1M1', '--time', '20', '--hud', 'statusbar', '-o', join(out, 'render-statusbar-20.png'));
    expect(r.status, r.stderr).toBe(0);
    expect(readPng(join(out, 'play-statusbar.png')).pixels).toEqual(readPng(join(out, 'render-statusbar-20.png')).pixels);
    const bad = toom('play', '--iwad', FREEDOOM1, '--map', 'E1M1', '--input', 'wait 1', '--hud', 'statusbar');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--hud draws on the --render picture/);
  });
});
