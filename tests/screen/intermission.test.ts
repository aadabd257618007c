// The tally as DOOM counts it (wi_stuff): a second's pause, the percentages 2 a tic from -1, the
// time and par 3 s a tic, the pistol every 4 tics and the explosion at each stat's end; use or
// fire finishing the count, then leaving it; DOOM 1's 4 s on the episode map and the last 10
// tics; the par tables; the time as DOOM writes it.
import { describe, expect, it } from 'vitest';
import {
  Intermission, NOSTATE_TICS, SHOWNEXTLOCDELAY, TICRATE, WI_DONE, WI_NO_STATE, WI_SHOW_NEXT_LOC, WI_STAT_COUNT,
  parSeconds, timeText, type WbStart,
} from '../../src/screen/intermission.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { BT_ATTACK, BT_USE } from '../../src/sim/base/ticcmd.js';
import { DoomRandom } from '../../src/defs/doom/random.js';

function wbs(over: Partial<WbStart> = {}): WbStart {
  return {
    commercial: false, episode: 0, last: 0, next: 1, didsecret: false,
    maxkills: 5, maxitems: 4, maxsecret: 2, partime: 30 * TICRATE,
    kills: 3, items: 4, secrets: 1, time: 81 * TICRATE + 20, ...over,
  };
}

/** Runs tics with no buttons, recording (tic, kills, items, secret, time, par, sounds) each tic. */
function run(wi: Intermission, tics: number, buttons = 0): { tic: number; k: number; i: number; s: number; t: number; p: number; sfx: number[] }[] {
  const out = [];
  for (let n = 0; n < tics; n++) {
    wi.tick(buttons);
    out.push({ tic: wi.bcnt, k: wi.cntKills, i: wi.cntItems, s: wi.cntSecret, t: wi.cntTime, p: wi.cntPar, sfx: Array.from(wi.sounds.subarray(0, wi.soundCount)) });
  }
  return out;
}

describe('the tally (wi_stuff)', () => {
  it('counts 3/5 kills up to 60% as DOOM does: a 35-tic pause, then 1, 3, 5 … and 60 at tic 66', () => {
    const wi = new Intermission(wbs());
    const r = run(wi, 66);
    // Nothing shows during the first second.
    expect(r[33].k).toBe(-1);
    expect(r[34].k).toBe(-1);
    expect(wi.spState).toBe(3);
    expect(r.slice(35, 41).map((x) => x.k)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(r[35 + 29].k).toBe(59); // tic 65
    expect(r[65]).toMatchObject({ tic: 66, k: 60, i: -1 });
    // The pistol on every 4th tic while counting, the explosion when 60 is reached.
    const pistols = r.filter((x) => x.sfx.includes(SFX.pistol)).map((x) => x.tic);
    expect(pistols).toEqual([36, 40, 44, 48, 52, 56, 60, 64]);
    expect(r[65].sfx).toEqual([SFX.barexp]);
  });

  it('then items (4/4: 100% at tic 152), secrets (1/2: 50% at tic 213), time and par 3 s a tic', () => {
    const wi = new Intermission(wbs());
    const r = run(wi, 310);
    const reached = (f: (x: (typeof r)[number]) => number, v: number) => r.find((x) => f(x) === v)!.tic;
    // Items start after the second pause (tics 67..101): 1 at 102, +2 a tic, 101 ≥ 100 at tic 152.
    expect(r[100].i).toBe(-1);
    expect(r[101].i).toBe(1);
    expect(reached((x) => x.i, 100)).toBe(152);
    expect(reached((x) => x.s, 50)).toBe(152 + 35 + 26);
    // Time: from -1 in steps of 3 to 81 s (28 tics: 2, 5, … 80, 81), par to 30 (11 tics); both done at tic 276.
    const t0 = 152 + 35 + 26 + 35 + 1;
    expect(r[t0 - 2].t).toBe(-1);
    expect(r.slice(t0 - 1, t0 + 2).map((x) => [x.t, x.p])).toEqual([[2, 2], [5, 5], [8, 8]]);
    expect(reached((x) => x.p, 30)).toBe(t0 + 10);
    expect(reached((x) => x.t, 81)).toBe(t0 + 27);
    expect(r[t0 + 26].sfx).toContain(SFX.barexp);
    // A last second's pause, then all is shown.
    expect(wi.spState).toBe(9);
    wi.tick(0);
    expect(wi.spState).toBe(10);
    expect([wi.cntKills, wi.cntItems, wi.cntSecret, wi.cntTime, wi.cntPar]).toEqual([60, 100, 50, 81, 30]);
    // All shown: it waits for the player.
    run(wi, 200);
    expect(wi.state).toBe(WI_STAT_COUNT);
  });

  it('a press finishes the count at once; the next press goes to the episode map for 4 s, then 10 tics, then done', () => {
    const wi = new Intermission(wbs(), new DoomRandom());
    run(wi, 40);
    wi.tick(BT_USE);
    expect([wi.cntKills, wi.cntItems, wi.cntSecret, wi.cntTime, wi.cntPar, wi.spState]).toEqual([60, 100, 50, 81, 30, 10]);
    expect(Array.from(wi.sounds.subarray(0, wi.soundCount))).toEqual([SFX.barexp]);
    wi.tick(BT_USE); // held, not a new press
    expect(wi.state).toBe(WI_STAT_COUNT);
    wi.tick(0);
    wi.tick(BT_ATTACK);
    expect(wi.state).toBe(WI_SHOW_NEXT_LOC);
    expect(Array.from(wi.sounds.subarray(0, wi.soundCount))).toEqual([SFX.sgcock]);
    // SHOWNEXTLOCDELAY seconds, the pointer blinking (on while cnt & 31 < 20).
    const on: boolean[] = [];
    for (let n = 1; n < SHOWNEXTLOCDELAY * TICRATE; n++) { wi.tick(BT_ATTACK); on.push(wi.pointerOn); expect(wi.state).toBe(WI_SHOW_NEXT_LOC); }
    expect(on.slice(0, 3)).toEqual([(139 & 31) < 20, (138 & 31) < 20, (137 & 31) < 20]);
    wi.tick(0);
    expect(wi.state).toBe(WI_NO_STATE);
    for (let n = 1; n < NOSTATE_TICS; n++) { wi.tick(BT_USE); expect(wi.state).toBe(WI_NO_STATE); }
    wi.tick(0);
    expect(wi.state).toBe(WI_DONE);
  });

  it('DOOM II goes from the count straight to the last 10 tics; a use held from the exit switch is not a press', () => {
    const wi = new Intermission(wbs({ commercial: true, last: 0, next: 1 }), null, { attack: false, use: true });
    wi.tick(BT_USE);
    expect(wi.spState).toBe(1);
    wi.tick(0);
    wi.tick(BT_USE);
    expect(wi.spState).toBe(10);
    wi.tick(0);
    wi.tick(BT_USE);
    expect(wi.state).toBe(WI_NO_STATE);
    run(wi, NOSTATE_TICS - 1);
    expect(wi.state).toBe(WI_NO_STATE);
    wi.tick(0);
    expect(wi.done).toBe(true);
  });

  it('an empty level counts as 0% (DOOM divides by 1), and a level without secrets shows 0%', () => {
    const wi = new Intermission(wbs({ maxkills: 0, kills: 0, maxsecret: 0, secrets: 0 }));
    wi.tick(BT_USE);
    expect([wi.cntKills, wi.cntSecret]).toEqual([0, 0]);
  });

  it("has DOOM's par times: E1M1 and MAP01 30 s, E3M6 90 s, MAP32 30 s, E4 from DOOM II's table", () => {
    expect(parSeconds(false, 1, 1)).toBe(30);
    expect(parSeconds(true, 1, 1)).toBe(30);
    expect(parSeconds(false, 2, 6)).toBe(360);
    expect(parSeconds(false, 3, 6)).toBe(90);
    expect(parSeconds(true, 1, 17)).toBe(420);
    expect(parSeconds(true, 1, 32)).toBe(30);
    expect(parSeconds(false, 4, 1)).toBe(90);
  });

  it('writes the time as DOOM: seconds always two digits after a colon, minutes and hours when there are some', () => {
    expect(timeText(0)).toBe(':00');
    expect(timeText(7)).toBe(':07');
    expect(timeText(81)).toBe('01:21');
    expect(timeText(3599)).toBe('59:59');
    expect(timeText(3600)).toBe('sucks');
  });

  it('animates DOOM 1 episode maps from the misc random cursor (the first frames at 1 + M_Random % 11)', () => {
    const rng = new DoomRandom();
    const wi = new Intermission(wbs(), rng);
    expect(rng.mIndex).toBe(10); // ten pieces on episode 1's map
    const ep3 = new Intermission(wbs({ episode: 3, retail: true }), new DoomRandom());
    expect(ep3.backgroundName).toBe('INTERPIC');
    expect(wi.backgroundName).toBe('WIMAP0');
    expect(new Intermission(wbs({ commercial: true })).backgroundName).toBe('INTERPIC');
  });
});
