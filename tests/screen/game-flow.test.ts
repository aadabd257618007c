// Between maps, tic by tic: Freedoom E1M1 played to its exit by the scripted route, the tally
// showing that route's kills, items, secrets and time, then E1M2 asked for and started; DOOM 1's
// eighth maps going straight to the text and end picture; DOOM II's interludes after the tally and
// MAP30's text leading to the cast call; a stack without the next map; DOOM II's secret exit without MAP31.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd, BT_USE } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { FLOW_CAST, FLOW_ENDED, FLOW_FINALE, FLOW_INTERMISSION, FLOW_LEVEL, GameFlow, levelResult, type LevelResult } from '../../src/screen/game-flow.js';
import { WI_SHOW_NEXT_LOC, WI_STAT_COUNT, timeText } from '../../src/screen/intermission.js';
import { FINALE_ART, TEXTSPEED, TEXTWAIT } from '../../src/screen/finale.js';
import { defsOf } from '../../src/defs/load-defs.js';
import { ScreenBuffer } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { STATE_NAMES } from '../../src/defs/doom/things-info.js';

const E1 = ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'];
const D2 = Array.from({ length: 32 }, (_, i) => `MAP${String(i + 1).padStart(2, '0')}`);

function result(map: string, over: Partial<LevelResult> = {}): LevelResult {
  return { map, secret: false, kills: 0, items: 0, secrets: 0, time: 35 * 60, totalkills: 0, totalitems: 0, totalsecret: 0, attackdown: false, usedown: false, ...over };
}

/** Ticks until `until` or `limit` tics; returns the tics run. */
function tickUntil(flow: GameFlow, until: () => boolean, buttons = 0, limit = 10_000): number {
  let n = 0;
  while (!until() && n < limit) { flow.tick(buttons); n++; }
  return n;
}

describe('the flow between maps', () => {
  it.skipIf(!haveFreedoom)(`Freedoom E1M1 by the scripted route: the tally shows its counts and time, then E1M2 starts${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
    const stack = stackFor(FREEDOOM1);
    const ps = new Playsim(loadWorld(stack, 'E1M1', { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true });
    const script = new ScriptPlayer(parseInputScript(readFileSync(join(import.meta.dirname, '..', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), 'utf8').trim()));
    const cmd = new TicCmd();
    while (!script.done && ps.exited === EXIT_NONE) ps.tick(script.next(cmd));
    expect(ps.exited).toBe(EXIT_NORMAL);
    const sounds: number[] = [];
    const flow = new GameFlow({ maps: stack.maps.map((m) => m.name), defs: defsOf(stack).defs, rng: ps.rng });
    flow.onSound = (s) => sounds.push(s);
    flow.exitLevel(levelResult(ps, 'E1M1'));
    expect(flow.phase).toBe(FLOW_INTERMISSION);
    const wi = flow.intermission!;
    // The route (no monsters): 4 armour bonuses of E1M1's items, no secret, 2835 tics = 81 s.
    expect({ kills: wi.wbs.kills, items: wi.wbs.items, secrets: wi.wbs.secrets, time: wi.wbs.time }).toEqual({ kills: 0, items: 4, secrets: 0, time: 2835 });
    expect([wi.wbs.maxitems, wi.wbs.maxsecret, wi.wbs.partime]).toEqual([ps.totalitems, ps.totalsecret || 1, 30 * 35]);
    // Counting without a press: all shown after a known number of tics, then it waits.
    const tics = tickUntil(flow, () => wi.spState === 10);
    const items = Math.trunc((4 * 100) / ps.totalitems);
    expect([wi.cntKills, wi.cntItems, wi.cntSecret, wi.cntTime, wi.cntPar]).toEqual([0, items, 0, 81, 30]);
    expect(timeText(wi.cntTime)).toBe('01:21');
    // Pauses of 35 tics before each stat and after the last; kills, secrets 1 tic each (0%),
    // items ceil((items + 1) / 2) tics, the time 28 tics (par 30 s reached first).
    expect(tics).toBe(5 * 35 + 1 + Math.ceil((items + 1) / 2) + 1 + 28);
    expect(sounds.filter((s) => s === SFX.barexp)).toHaveLength(4);
    tickUntil(flow, () => false, 0, 100);
    expect(wi.state).toBe(WI_STAT_COUNT);
    // A press: the episode map (4 s), then 10 tics, then E1M2 is asked for.
    flow.tick(BT_USE);
    expect(wi.state).toBe(WI_SHOW_NEXT_LOC);
    expect(tickUntil(flow, () => flow.pendingMap !== null)).toBe(140 + 10);
    expect(flow.pendingMap).toBe('E1M2');
    flow.tick(BT_USE); // nothing moves while the front end loads
    expect(flow.pendingMap).toBe('E1M2');
    // The front end starts E1M2 with the player carried over.
    const next = new Playsim(loadWorld(stack, flow.pendingMap!, { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true, carry: ps.player });
    flow.levelStarted();
    expect(flow.phase).toBe(FLOW_LEVEL);
    expect(next.world.name).toBe('E1M2');
    expect(next.player.armorpoints).toBe(4);
  });

  it('DOOM 1: E1M8 goes straight to the text (no tally), then the end picture, and the game is over', () => {
    const flow = new GameFlow({ maps: [...E1, 'E4M1'] });
    flow.exitLevel(result('E1M8'));
    expect(flow.phase).toBe(FLOW_FINALE);
    expect(flow.intermission).toBeNull();
    const f = flow.finale!;
    expect(f.opts.text).toBe('The end of episode 1.'); // no DEHACKED lump
    expect(f.opts.flat).toBe('FLOOR4_8');
    expect(flow.music).toBe('D_VICTOR');
    // Buttons do nothing in DOOM 1's text; the end picture comes TEXTWAIT tics after the typing.
    const n = tickUntil(flow, () => f.stage === FINALE_ART, BT_USE);
    expect(n).toBe(f.opts.text.length * TEXTSPEED + TEXTWAIT + 1);
    expect([flow.phase, flow.endReason, flow.pendingMap]).toEqual([FLOW_ENDED, 'episode', null]);
  });

  it('DOOM 1: a secret exit goes to E1M9 and its splat stays on the episode map afterwards', () => {
    const flow = new GameFlow({ maps: E1 });
    flow.exitLevel(result('E1M3', { secret: true }));
    expect(flow.intermission!.wbs.next).toBe(8);
    expect(flow.intermission!.wbs.didsecret).toBe(false);
    flow.tick(BT_USE); flow.tick(0); flow.tick(BT_USE); flow.tick(0); flow.tick(BT_USE);
    tickUntil(flow, () => flow.pendingMap !== null);
    expect(flow.pendingMap).toBe('E1M9');
    flow.levelStarted();
    flow.exitLevel(result('E1M9'));
    expect([flow.intermission!.wbs.next, flow.intermission!.wbs.didsecret, flow.nextMap]).toEqual([3, true, 'E1M4']);
  });

  it('DOOM II: the tally, then the interlude after MAP06 (a button after 50 tics), then MAP07', () => {
    const flow = new GameFlow({ maps: D2 });
    flow.exitLevel(result('MAP06', { usedown: true }));
    flow.tick(0); flow.tick(BT_USE); flow.tick(0); flow.tick(BT_USE);
    tickUntil(flow, () => flow.phase !== FLOW_INTERMISSION);
    expect(flow.phase).toBe(FLOW_FINALE);
    expect(flow.finale!.opts.flat).toBe('SLIME16');
    expect(flow.music).toBe('D_READ_M');
    // Held buttons count in DOOM II's text screen, but only once 50 tics have passed.
    expect(tickUntil(flow, () => flow.pendingMap !== null, BT_USE)).toBe(52);
    expect(flow.pendingMap).toBe('MAP07');
  });

  it('DOOM II: after MAP30\'s text the cast call (D_EVIL); keys kill its members, buttons start it over', () => {
    const flow = new GameFlow({ maps: D2 });
    const heard: number[] = [];
    flow.onSound = (s) => heard.push(s);
    flow.exitLevel(result('MAP30'));
    flow.tick(BT_USE); flow.tick(0); flow.tick(BT_USE);
    tickUntil(flow, () => flow.phase !== FLOW_INTERMISSION);
    expect(flow.finale!.opts.flat).toBe('RROCK17');
    expect(flow.keyDown()).toBe(false); // the text screen takes no keys
    // The button that leaves the text (after 50 tics) starts the call, whose first tic runs at once.
    expect(tickUntil(flow, () => flow.phase !== FLOW_FINALE, BT_USE)).toBe(52);
    expect([flow.phase, flow.endReason, flow.pendingMap, flow.music]).toEqual([FLOW_CAST, 'game', null, 'D_EVIL']);
    const cast = flow.cast!;
    expect([cast.member, STATE_NAMES[cast.state], cast.tics]).toEqual([0, 'S_POSS_RUN1', 3]);
    // Still held: the call starts over every tic (F_Ticker), the zombieman stands on his first frame.
    for (let i = 0; i < 10; i++) flow.tick(BT_USE);
    expect([STATE_NAMES[cast.state], cast.tics]).toEqual(['S_POSS_RUN1', 3]);
    for (let i = 0; i < 4; i++) flow.tick(0);
    expect(STATE_NAMES[cast.state]).toBe('S_POSS_RUN2');
    // A key: the zombieman dies (his death sound); 4 + 5 × 3 + 15 tics on, the shotgun guy (his see sound).
    heard.length = 0;
    expect(flow.keyDown()).toBe(true);
    flow.tick(0);
    expect([STATE_NAMES[cast.state], heard]).toEqual(['S_POSS_DIE1', [SFX.podth1]]);
    expect(tickUntil(flow, () => cast.member !== 0)).toBe(34);
    expect([STATE_NAMES[cast.state], heard]).toEqual(['S_SPOS_RUN1', [SFX.podth1, SFX.posit2]]);
  });

  it('DOOM II: a secret exit without MAP31 is a normal one; a stack without the next map ends', () => {

    const two = new GameFlow({ maps: ['MAP01', 'MAP02'] });
    two.exitLevel(result('MAP02', { secret: true }));
    expect(two.last!.secret).toBe(false);
    expect(two.intermission!.wbs.next).toBe(2);
    two.tick(BT_USE); two.tick(0); two.tick(BT_USE);
    tickUntil(two, () => two.phase !== FLOW_INTERMISSION);
    expect([two.phase, two.endReason]).toEqual([FLOW_ENDED, 'no-map']);

    const secret = new GameFlow({ maps: D2 });
    secret.exitLevel(result('MAP15', { secret: true }));
    expect([secret.intermission!.wbs.next, secret.nextMap]).toEqual([30, 'MAP31']);
    secret.tick(BT_USE); secret.tick(0); secret.tick(BT_USE);
    tickUntil(secret, () => secret.phase !== FLOW_INTERMISSION);
    expect(secret.finale!.opts.flat).toBe('RROCK13');
  });

  it.skipIf(!haveFreedoom)('draws the tally and the text screens from the WAD without warnings (Freedoom 1)', () => {
    const stack = stackFor(FREEDOOM1);
    const gfx = new ScreenGraphics(stack), screen = new ScreenBuffer();
    const flow = new GameFlow({ maps: stack.maps.map((m) => m.name), defs: defsOf(stack).defs });
    flow.exitLevel(result('E2M8'));
    expect(flow.finale!.opts.flat).toBe('AQF054'); // Freedoom's BGFLATE2
    expect(flow.finale!.opts.text.startsWith('The massive brutes collapse onto\nthe ground.')).toBe(true);
    for (let i = 0; i < 40; i++) flow.tick(0);
    expect(flow.draw(screen, gfx)).toBe(true);
    expect(gfx.warnings).toEqual([]);
  });
});
