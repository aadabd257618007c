// The page's cast call takes DOOM's key events, not button edges (src/web/interlude.ts): a key press
// kills the member on stage even when the button was still down on the last tic (pressed again
// during a melt, when no tics ran); a mouse click is no key event, and its button starts the call
// over, as F_Ticker does for any button; a script's buttons count a new button as a press.
import { describe, expect, it } from 'vitest';
import { Interlude } from '../../src/web/interlude.js';
import { FLOW_CAST, FLOW_FINALE, FLOW_INTERMISSION, GameFlow, type LevelResult } from '../../src/screen/game-flow.js';
import { BT_ATTACK, BT_USE } from '../../src/sim/base/ticcmd.js';
import { STATE_NAMES } from '../../src/defs/doom/things-info.js';

const D2 = Array.from({ length: 32 }, (_, i) => `MAP${String(i + 1).padStart(2, '0')}`);
const MAP30: LevelResult = { map: 'MAP30', secret: false, kills: 0, items: 0, secrets: 0, time: 35 * 60, totalkills: 0, totalitems: 0, totalsecret: 0, attackdown: false, usedown: false };

/** An Interlude whose flow is at the cast call's first tics, the button that started it held. */
function atCast(): { il: Interlude; flow: GameFlow } {
  const il = new Interlude();
  const flow = new GameFlow({ maps: D2 });
  il.flow = flow;
  flow.exitLevel(MAP30);
  il.tick(BT_USE, 1); il.tick(0, 0); il.tick(BT_USE, 1);
  for (let n = 0; n < 10_000 && flow.phase === FLOW_INTERMISSION; n++) il.tick(0, 0);
  for (let n = 0; n < 200 && flow.phase === FLOW_FINALE; n++) il.tick(n % 2 ? BT_USE : 0, n % 2);
  expect(flow.phase).toBe(FLOW_CAST);
  return { il, flow };
}

describe('the cast call in the page: key events and buttons', () => {
  it('a key press kills the member even while the button is still held from the last tic', () => {
    const { il, flow } = atCast();
    il.tick(BT_USE, 0); // held on from the press that started the call: starts it over, as DOOM
    for (let i = 0; i < 8; i++) il.tick(0, 0);
    expect(flow.cast!.dying).toBe(false);
    il.tick(BT_USE, 0);
    il.tick(BT_USE, 1); // pressed again with no release seen between tics (a melt, or one frame)
    expect(flow.cast!.dying).toBe(true);
  });

  it('a mouse click (a button, no key event) starts the call over instead of killing', () => {
    const { il, flow } = atCast();
    for (let i = 0; i < 20; i++) il.tick(0, 0);
    expect(STATE_NAMES[flow.cast!.state]).not.toBe('S_POSS_RUN1'); // walked on
    il.tick(BT_ATTACK, 0);
    expect(flow.cast!.dying).toBe(false);
    expect([flow.cast!.member, STATE_NAMES[flow.cast!.state]]).toEqual([0, 'S_POSS_RUN1']); // from the start
  });

  it('a script\'s new button counts as a press (no key events there)', () => {
    const { il, flow } = atCast();
    for (let i = 0; i < 20; i++) il.tick(0, -1);
    il.tick(BT_USE, -1);
    expect(flow.cast!.dying).toBe(true);
  });
});
