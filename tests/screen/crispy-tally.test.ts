// The tally and the status bar against a real DOOM engine's. Freedoom E1M1's exit route (no monsters) was written as a
// longtics demo and played by crispy-doom (Debian's 5.x, 640×400 without aspect correction, under
// Xvfb); the window was grabbed with the tally counted up and waiting (tests/golden/
// crispy-freedoom1-e1m1-tally.png; how: the header of tools/crispy-tally.ts). Our simulation reaches
// the exit on the same tic, and our tally of that level, after the same idle tics, scaled to 640×400,
// must be crispy's picture: every pixel within crispy's own colour rounding (it shifts PLAYPAL's
// colours by up to 3), but for the TOTAL line crispy adds under the time (not in vanilla DOOM).
// The status bar likewise: crispy-doom warped to E1M1 on skill 3 and grabbed 5 s in (tests/golden/
// crispy-freedoom1-e1m1-bar.png, the bar's 64 rows), against ours for a player fresh on the level,
// the face aside (it glances about by the misc random).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { GameFlow, levelResult } from '../../src/screen/game-flow.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { readPng } from '../../tools/png.js';
import { drawStatusbarScreen } from '../../src/screen/screen-layout.js';

const W = 640, H = 400;
/** crispy-doom's TOTAL line (its extension): rows 360..399, columns 0..299 of the 640×400 picture. */
const inTotalLine = (x: number, y: number): boolean => y >= 360 && x < 300;

describe.skipIf(!haveFreedoom)(`the tally against crispy-doom's${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('Freedoom E1M1 by the exit route: the same tally as crispy-doom\'s, pixel for pixel', () => {
    const stack = stackFor(FREEDOOM1);
    const ps = new Playsim(loadWorld(stack, 'E1M1', { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true });
    const script = new ScriptPlayer(parseInputScript(readFileSync(join(import.meta.dirname, '..', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), 'utf8').trim()));
    const cmd = new TicCmd();
    while (!script.done && ps.exited === EXIT_NONE) ps.tick(script.next(cmd));
    expect([ps.exited, ps.leveltime]).toEqual([EXIT_NORMAL, 2835]);
    const flow = new GameFlow({ maps: stack.maps.map((m) => m.name), defs: defsOf(stack).defs, rng: ps.rng });
    flow.exitLevel(levelResult(ps, 'E1M1'));
    for (let i = 0; i < 35 * 20; i++) flow.tick(0); // counted up, waiting for a press
    const gfx = new ScreenGraphics(stack), screen = new ScreenBuffer();
    flow.draw(screen, gfx);
    const ours = new Uint32Array(W * H);
    blitScreen(screen, 0, SCREEN_HEIGHT, ours, W, 0, H, gfx.palettes[0]);
    const crispy = readPng(join(import.meta.dirname, '..', 'golden', 'crispy-freedoom1-e1m1-tally.png'));
    expect([crispy.width, crispy.height]).toEqual([W, H]);
    let compared = 0, differing = 0, worst = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        if (inTotalLine(x, y)) continue;
        const p = ours[y * W + x], q = crispy.pixels[y * W + x];
        const d = Math.max(Math.abs((p & 255) - (q & 255)), Math.abs(((p >>> 8) & 255) - ((q >>> 8) & 255)), Math.abs(((p >>> 16) & 255) - ((q >>> 16) & 255)));
        compared++;
        if (d > 3) differing++;
        worst = Math.max(worst, d);
      }
    }
    expect(compared).toBe(W * H - 300 * 40);
    expect(differing, `worst channel difference ${worst}`).toBe(0);
  });

  it('Freedoom E1M1 at the start: the status bar is crispy-doom\'s, pixel for pixel (the face aside)', () => {
    const fb = new Uint32Array(W * H);
    drawStatusbarScreen(stackFor(FREEDOOM1), null, fb, W, H);
    const crispy = readPng(join(import.meta.dirname, '..', 'golden', 'crispy-freedoom1-e1m1-bar.png'));
    expect([crispy.width, crispy.height]).toEqual([W, 64]);
    let differing = 0, compared = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < W; x++) {
        if (x >= 2 * 143 && x < 2 * 173) continue; // the face
        const p = fb[(336 + y) * W + x], q = crispy.pixels[y * W + x];
        const d = Math.max(Math.abs((p & 255) - (q & 255)), Math.abs(((p >>> 8) & 255) - ((q >>> 8) & 255)), Math.abs(((p >>> 16) & 255) - ((q >>> 16) & 255)));
        compared++;
        if (d > 3) differing++;
      }
    }
    expect(compared).toBe((W - 60) * 64);
    expect(differing).toBe(0);
  });
});
