// `toom render --time T` shows the light levels DOOM shows at tic T, for every light special whose
// course is fixed from the map's start: glow (8), the synchronized strobes (12, 13) and — through
// DOOM's random table, drawn in thinker order — blink (1), the strobes with a random start (2, 3, 4)
// and fire flicker (17). The expected levels come from a model of p_lights.c written here (spawn in
// sector order as P_SpawnSpecials does, after the player's spawn took one number for lastlook; each
// tic every thinker in spawn order), not from the simulation's code; the CLI's picture must equal a
// render of the same view with each sector's light set to the model's level by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { mapLumps, wadOf } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { SimMap } from '../sim/helpers.js';
import { readPng } from '../../tools/png.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { RANDOM_TABLE } from '../../src/defs/doom/random.js';

const root = join(__dirname, '..', '..');
const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
const dir = join(OUTPUT_DIR, 'render-time-lights');
const wad = join(dir, 'lights.wad');

const SPECIALS = [1, 2, 3, 4, 8, 12, 13, 17];
const BRIGHT = 240, DARK = 144, START = 160;
const W = 640, H = 400;
const TICS = [1, 35, 100, 1000];

/** A corridor east from the player's cell (light 160): per special a cell of it (light 240, 48 wide)
 *  and a darker cell (144, 16 wide) after it, so every special sector's darkest neighbour is 144 and its
 *  floor and ceiling show as bands down the corridor. Sector numbers: the player's 0, special k at
 *  1 + 2k, its dark neighbour 2 + 2k. */
function lightsMap(): SimMap {
  const m = new SimMap();
  m.row([{ w: 128, floor: 0, ceil: 128, light: START },
    ...SPECIALS.flatMap((special) => [{ w: 48, floor: 0, ceil: 128, light: BRIGHT, special }, { w: 16, floor: 0, ceil: 128, light: DARK }])]);
  m.thing(32, 128, 1, 0);
  return m;
}

/** p_lights.c and P_SpawnSpecials, re-stated: the levels of every sector after each of `tics` tics. */
function doomLights(sectorLight: readonly number[], neighbours: readonly number[][], special: readonly number[], tics: number): number[][] {
  const light = [...sectorLight];
  let rnd = 0;
  const pRandom = (): number => { rnd = (rnd + 1) & 255; return RANDOM_TABLE[rnd]; };
  pRandom(); // P_SpawnMobj of the player: lastlook = P_Random() % MAXPLAYERS
  const minAround = (s: number): number => Math.min(light[s], ...neighbours[s].map((n) => light[n]));
  const think: (() => void)[] = [];
  for (let s = 0; s < light.length; s++) {
    const max = light[s];
    switch (special[s]) {
      case 1: { // P_SpawnLightFlash / T_LightFlash
        const min = minAround(s);
        let count = (pRandom() & 64) + 1;
        think.push(() => {
          if (--count) return;
          if (light[s] === max) { light[s] = min; count = (pRandom() & 7) + 1; } else { light[s] = max; count = (pRandom() & 64) + 1; }
        });
        break;
      }
      case 2: case 3: case 4: case 12: case 13: { // P_SpawnStrobeFlash / T_StrobeFlash
        const dark = special[s] === 3 || special[s] === 12 ? 35 : 15;
        let min = minAround(s);
        if (min === max) min = 0;
        let count = special[s] >= 12 ? 1 : (pRandom() & 7) + 1;
        think.push(() => {
          if (--count) return;
          if (light[s] === min) { light[s] = max; count = 5; } else { light[s] = min; count = dark; }
        });
        break;
      }
      case 8: { // P_SpawnGlowingLight / T_Glow
        const min = minAround(s);
        let dir = -1;
        think.push(() => {
          if (dir < 0) { light[s] -= 8; if (light[s] <= min) { light[s] += 8; dir = 1; } }
          else { light[s] += 8; if (light[s] >= max) { light[s] -= 8; dir = -1; } }
        });
        break;
      }
      case 17: { // P_SpawnFireFlicker / T_FireFlicker
        const min = minAround(s) + 16;
        let count = 4;
        think.push(() => {
          if (--count) return;
          const amount = (pRandom() & 3) * 16;
          light[s] = light[s] - amount < min ? min : max - amount;
          count = 4;
        });
        break;
      }
    }
  }
  const out: number[][] = [];
  for (let t = 0; t < tics; t++) {
    for (const f of think) f();
    out.push([...light]);
  }
  return out;
}

function freshWorld(): World {
  return loadWorld(WadStack.fromBuffers([{ name: 'lights.wad', bytes: wadOf('IWAD', [...testAssetLumps(), ...mapLumps(lightsMap().build())]) }]), 'MAP01');
}

describe('toom render --time T: the light levels DOOM shows at tic T', () => {
  let expected: number[][] = [];

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(wad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(lightsMap().build())]));
    const m = lightsMap();
    const n = m.sectors.length;
    const neighbours = Array.from({ length: n }, (_, s) => [s - 1, s + 1].filter((k) => k >= 0 && k < n));
    expected = doomLights(m.sectors.map((s) => s.light ?? 0), neighbours, m.sectors.map((s) => s.special ?? 0), Math.max(...TICS));
  });

  it('the model: each special moves off its start level, and the random ones differ from the synchronized', () => {
    // Not a check of the simulation: that the model has something to compare at the chosen tics.
    for (let k = 0; k < SPECIALS.length; k++) {
      const s = 1 + 2 * k;
      const seen = new Set(TICS.map((t) => expected[t - 1][s]));
      seen.add(BRIGHT);
      expect(seen.size, `special ${SPECIALS[k]}`).toBeGreaterThan(1);
    }
    // Spot values worked out by hand (tests/sim/lights.test.ts has the early tics of each rule).
    // 12: dark from tic 1, bright for 5 tics from 36, period 40 (bright 996..1000).
    expect(TICS.map((t) => expected[t - 1][1 + 2 * 5])).toEqual([144, 144, 144, 240]);
    // 13: dark from tic 1, bright for 5 tics from 16, period 20 (bright 96..100, 996..1000).
    expect(TICS.map((t) => expected[t - 1][1 + 2 * 6])).toEqual([144, 144, 240, 240]);
    // Glow: 8 a tic from 240 down to 152 (tics 11 and 12), up to 232 (22 and 23), period 22:
    // tic 35 is tic 13 (160), 100 is 12 (152), 1000 is 10 (160).
    expect(TICS.map((t) => expected[t - 1][1 + 2 * 4])).toEqual([232, 160, 152, 160]);
  });

  it('DOOM\'s playsim has the model\'s level in every sector at tics 1, 35, 100 and 1000', () => {
    const world = freshWorld();
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    const cmd = new TicCmd();
    let at = 0;
    for (const t of TICS) {
      for (; at < t; at++) ps.tick(cmd);
      sync.sync();
      expect(Array.from(world.sectorLight), `tic ${t}`).toEqual(expected[t - 1]);
    }
  });

  it('the CLI\'s picture at --time T is the view with each sector lit at the model\'s level', () => {
    const world = freshWorld();
    const r = new CpuRenderer(world, W, H);
    const cam = makeCamera(world.playerStart.x, world.playerStart.y, world.playerStart.angle);
    const byHand = (levels: readonly number[], tics: number): Uint32Array => {
      world.sectorLight.set(levels);
      r.render(cam, tics);
      return Uint32Array.from(r.fb);
    };
    for (const t of TICS) {
      const out = join(dir, `lights-${t}.png`);
      const run = toom('render', '--iwad', wad, '--map', 'MAP01', '--size', `${W}x${H}`, '--time', String(t), '-o', out);
      expect(run.status, run.stderr).toBe(0);
      const cli = readPng(out).pixels;
      const want = byHand(expected[t - 1], t);
      let differing = 0;
      for (let i = 0; i < want.length; i++) if (cli[i] !== want[i]) differing++;
      expect(differing, `tic ${t}: pixels unlike the model's lights`).toBe(0);
      // Every special sector is on screen and its level shows: moved 32 up or down, the picture changes.
      for (let k = 0; k < SPECIALS.length; k++) {
        const s = 1 + 2 * k;
        const levels = [...expected[t - 1]];
        levels[s] = levels[s] >= 128 ? levels[s] - 32 : levels[s] + 32;
        const other = byHand(levels, t);
        let changed = 0;
        for (let i = 0; i < want.length; i++) if (other[i] !== want[i]) changed++;
        expect(changed, `tic ${t}: special ${SPECIALS[k]}'s sector changes the picture`).toBeGreaterThan(100);
      }
    }
  });
});
