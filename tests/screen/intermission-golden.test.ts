// The tally drawn from Freedoom's own WI* graphics, compared exactly with goldens that were looked
// at: 3 of 5 kills (60%), 4 of 37 items (10%), 1 of 3 secrets (33%), 81 s (01:21) against a par of
// 30 s (:30), "<level> finished" above; then DOOM 1's "entering" screen, and Freedoom 1's E1M8 text.
// Also checks the layout against DOOM's numbers: the percent signs' right edges at x 270, the
// time's digits ending at x 144 and the par's at x 304, the line height 3/2 of a digit.
import { describe, expect, it } from 'vitest';
import { FREEDOOM1, FREEDOOM2, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { compareGolden } from '../helpers/golden.js';
import { Intermission, TICRATE } from '../../src/screen/intermission.js';
import { ScreenBuffer, blitScreen, SCREEN_HEIGHT, SCREEN_WIDTH } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { GameFlow } from '../../src/screen/game-flow.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { DoomRandom } from '../../src/defs/doom/random.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';

function picture(screen: ScreenBuffer, gfx: ScreenGraphics): Uint32Array {
  const fb = new Uint32Array(SCREEN_WIDTH * SCREEN_HEIGHT);
  blitScreen(screen, 0, SCREEN_HEIGHT, fb, SCREEN_WIDTH, 0, SCREEN_HEIGHT, gfx.palettes[0]);
  return fb;
}

function tally(commercial: boolean): Intermission {
  return new Intermission({
    commercial, episode: 0, last: 0, next: 1, didsecret: false, maxkills: 5, maxitems: 37, maxsecret: 3,
    partime: 30 * TICRATE, kills: 3, items: 4, secrets: 1, time: 81 * TICRATE + 3,
  }, new DoomRandom());
}

describe('the tally on Freedoom (golden, exact)', () => {
  for (const [path, commercial, name] of [[FREEDOOM1, false, 'freedoom1-tally'], [FREEDOOM2, true, 'freedoom2-tally']] as const) {
    const skip = freedoomGoldenSkip(path);
    it.skipIf(skip !== null)(`${name}${skip ? ` (${skip})` : ''}`, () => {
      const gfx = new ScreenGraphics(stackFor(path));
      const wi = tally(commercial), s = new ScreenBuffer();
      wi.tick(BT_USE); // all counted at once
      wi.draw(s, gfx);
      const g = compareGolden(name, SCREEN_WIDTH, SCREEN_HEIGHT, picture(s, gfx));
      expect(g.differing, `${name}: see tests/output/${name}.actual.png`).toBe(0);
      expect(gfx.warnings).toEqual([]);
      // DOOM's layout: what the % signs, the time and the par cover, against a tally drawn without them.
      const bare = new Intermission({ ...wi.wbs }, null);
      const b = new ScreenBuffer();
      bare.draw(b, gfx); // nothing counted yet: no numbers
      const digit = gfx.picture('WINUM0')!, pc = gfx.picture('WIPCNT')!;
      const lh = Math.trunc((3 * digit.height) / 2);
      const columnsIn = (y0: number, y1: number): number[] => {
        const xs: number[] = [];
        for (let x = 0; x < SCREEN_WIDTH; x++) for (let y = y0; y < y1; y++) if (s.pixels[y * SCREEN_WIDTH + x] !== b.pixels[y * SCREEN_WIDTH + x]) { xs.push(x); break; }
        return xs;
      };
      for (const row of [0, 1, 2]) {
        const xs = columnsIn(50 + row * lh, 50 + row * lh + digit.height);
        expect(Math.max(...xs)).toBeLessThanOrEqual(270 - pc.leftOffset + pc.width - 1);
        expect(Math.max(...xs)).toBeGreaterThan(270 - pc.leftOffset + pc.width - 4);
      }
      const time = columnsIn(168, 168 + digit.height);
      expect(time.filter((x) => x < 160).every((x) => x < 144)).toBe(true);
      expect(Math.max(...time)).toBeLessThan(304);
      expect(Math.max(...time)).toBeGreaterThan(296);
    });
  }

  const skip1 = freedoomGoldenSkip(FREEDOOM1);
  it.skipIf(skip1 !== null)(`freedoom1-entering: the next location, then E1M8's text screen${skip1 ? ` (${skip1})` : ''}`, () => {
    const stack = stackFor(FREEDOOM1);
    const gfx = new ScreenGraphics(stack);
    const wi = tally(false), s = new ScreenBuffer();
    wi.tick(BT_USE); wi.tick(0); wi.tick(BT_USE);
    for (let i = 0; i < 10; i++) wi.tick(0);
    wi.draw(s, gfx);
    const g = compareGolden('freedoom1-entering', SCREEN_WIDTH, SCREEN_HEIGHT, picture(s, gfx));
    expect(g.differing, 'see tests/output/freedoom1-entering.actual.png').toBe(0);
    const flow = new GameFlow({ maps: stack.maps.map((m) => m.name), defs: defsOf(stack).defs });
    flow.exitLevel({ map: 'E1M8', secret: false, kills: 0, items: 0, secrets: 0, time: 0, totalkills: 0, totalitems: 0, totalsecret: 0, attackdown: false, usedown: false });
    for (let i = 0; i < 400; i++) flow.tick(0);
    flow.draw(s, gfx);
    const t = compareGolden('freedoom1-e1-text', SCREEN_WIDTH, SCREEN_HEIGHT, picture(s, gfx));
    expect(t.differing, 'see tests/output/freedoom1-e1-text.actual.png').toBe(0);
    expect(gfx.warnings).toEqual([]);
  });
});
