// Between maps with UMAPINFO (src/screen/umap-flow.ts through GameFlow), as dsda-doom does it: the
// map order (next, nextsecret, a secret exit without nextsecret), par times, the tally's names and
// pictures, intermission texts and their `clear`, endings with and without the tally (endgame,
// endpic, endbunny, endcast), and DOOM 1's eighth map sent on to another episode.
import { describe, expect, it } from 'vitest';
import { parseUmapinfo } from '../../src/defs/umapinfo.js';
import { DOOM_DEFS, type Defs } from '../../src/defs/defs.js';
import { FLOW_CAST, FLOW_ENDED, FLOW_FINALE, FLOW_INTERMISSION, GameFlow, type LevelResult } from '../../src/screen/game-flow.js';
import { FINALE_ART, FINALE_TEXT } from '../../src/screen/finale.js';
import { BT_USE } from '../../src/sim/index.js';
import { nextMapIn } from '../../src/web/exit-notice.js';
import { Intermission, type WbStart, type WbUmap } from '../../src/screen/intermission.js';
import { ScreenBuffer } from '../../src/screen/screen-buffer.js';
import { ScreenGraphics } from '../../src/screen/screen-graphics.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';

const D2 = Array.from({ length: 32 }, (_, i) => `MAP${String(i + 1).padStart(2, '0')}`);
const E = ['E1M1', 'E1M8', 'E2M1', 'E2M2'];

function defsWith(text: string): Defs {
  const { info, warnings } = parseUmapinfo(text);
  expect(warnings).toEqual([]);
  const d = DOOM_DEFS.clone();
  d.mapInfo = info;
  return d;
}
function result(map: string, secret = false): LevelResult {
  return { map, secret, kills: 0, items: 0, secrets: 0, time: 35 * 60, totalkills: 0, totalitems: 0, totalsecret: 0, attackdown: false, usedown: false };
}
/** Presses use every other tic until `until` (or a limit); returns the tics run. */
function pressUntil(flow: GameFlow, until: () => boolean, limit = 5000): number {
  let n = 0;
  while (!until() && n < limit) { flow.tick(n & 1 ? 0 : BT_USE); n++; }
  return n;
}

const INFO = `
MAP MAP01 { levelname = "Start Here" author = "Me" next = "MAP03" nextsecret = "MAP31" partime = 95 exitpic = "EXITP" }
MAP MAP03 { levelpic = "LVPIC3" enterpic = "ENTERP" intertext = "Onward", "and upward" interbackdrop = "FLATX" intermusic = "D_TEXT" next = "MAP05" }
MAP MAP05 { next = "MAP02" }
MAP MAP02 { endpic = "THEEND" nointermission = true intertext = "Bye" }
MAP MAP06 { intertext = clear }
MAP MAP07 { endcast = true }
MAP MAP08 { endbunny = true intertext = "Hop" }
MAP MAP31 { levelname = "Secret" }
`;

describe('GameFlow with UMAPINFO', () => {
  const defs = defsWith(INFO);
  const flow = (maps = D2) => new GameFlow({ maps, defs, flatExists: (n) => n === 'FLATX' });

  it('next, par time, names and pictures; the exit notice agrees', () => {
    const f = flow();
    f.exitLevel(result('MAP01'));
    expect(f.phase).toBe(FLOW_INTERMISSION);
    expect(f.nextMap).toBe('MAP03');
    const wi = f.intermission!;
    expect(wi.wbs.partime).toBe(95 * 35);
    expect(wi.wbs.next).toBe(2);
    expect(wi.wbs.umap).toEqual({
      lastPic: '', lastTitle: 'START HERE', lastAuthor: 'ME', nextPic: 'LVPIC3', nextTitle: '', nextAuthor: '',
      exitPic: 'EXITP', enterPic: 'ENTERP', skipNextLoc: false,
    });
    expect(wi.nextName).toBe('LVPIC3');
    pressUntil(f, () => f.pendingMap !== null);
    expect(f.pendingMap).toBe('MAP03');
    expect(nextMapIn(D2, 'MAP01', false, defs.mapInfo)).toBe('MAP03');
    expect(nextMapIn(D2, 'MAP04', false, defs.mapInfo)).toBe('MAP05'); // no entry: DOOM's order
  });
  it('a secret exit takes nextsecret, or next when there is none', () => {
    const f = flow();
    f.exitLevel(result('MAP01', true));
    expect(f.nextMap).toBe('MAP31');
    f.reset();
    f.exitLevel(result('MAP05', true));
    expect(f.nextMap).toBe('MAP02');
    expect(f.intermission!.wbs.partime).toBe(DOOM_DEFS.cpars[4] * 35); // no partime: DOOM's
  });
  it('intertext after the tally: its backdrop flat and music; any button then goes on', () => {
    const f = flow();
    f.exitLevel(result('MAP03'));
    pressUntil(f, () => f.phase !== FLOW_INTERMISSION);
    expect(f.phase).toBe(FLOW_FINALE);
    expect(f.finale!.opts.text).toBe('Onward\nand upward');
    expect(f.finale!.opts.flat).toBe('FLATX');
    expect(f.music).toBe('D_TEXT');
    f.tick(BT_USE);
    expect(f.pendingMap).toBe('MAP05');
  });
  it('the text ends by itself after its length × 3 + 250 tics', () => {
    const f = flow();
    f.exitLevel(result('MAP03'));
    pressUntil(f, () => f.phase !== FLOW_INTERMISSION);
    let n = 0;
    while (f.pendingMap === null && n < 5000) { f.tick(0); n++; }
    expect(n).toBe('Onward\nand upward'.length * 3 + 250 + 1);
  });
  it('intertext = clear: no DOOM II text after MAP06', () => {
    const f = flow();
    f.exitLevel(result('MAP06'));
    pressUntil(f, () => f.phase !== FLOW_INTERMISSION);
    expect(f.pendingMap).toBe('MAP07');
    // Without UMAPINFO, MAP06 has its text.
    const plain = new GameFlow({ maps: D2 });
    plain.exitLevel(result('MAP06'));
    pressUntil(plain, () => plain.phase !== FLOW_INTERMISSION);
    expect(plain.phase).toBe(FLOW_FINALE);
  });
  it('endpic with nointermission: no tally, the text, then the picture and the game is over', () => {
    const f = flow();
    f.exitLevel(result('MAP02'));
    expect(f.phase).toBe(FLOW_FINALE);
    expect(f.intermission).toBeNull();
    expect(f.finale!.opts.text).toBe('Bye');
    f.tick(BT_USE);
    expect(f.finale!.stage).toBe(FINALE_ART);
    expect(f.phase).toBe(FLOW_ENDED);
    expect(f.endReason).toBe('game');
  });
  it('endcast: the tally, "The End", then the cast call; endbunny: the text, then the scroller', () => {
    const f = flow();
    f.exitLevel(result('MAP07'));
    expect(f.phase).toBe(FLOW_INTERMISSION);
    expect(f.intermission!.wbs.umap!.skipNextLoc).toBe(true);
    pressUntil(f, () => f.phase !== FLOW_INTERMISSION);
    expect(f.finale!.opts.text).toBe('The End');
    expect(f.finale!.stage).toBe(FINALE_TEXT);
    f.tick(BT_USE);
    expect(f.phase).toBe(FLOW_CAST);
    const g = flow();
    g.exitLevel(result('MAP08'));
    pressUntil(g, () => g.phase !== FLOW_INTERMISSION);
    expect(g.finale!.opts.text).toBe('Hop');
    g.tick(BT_USE);
    expect(g.phase).toBe(FLOW_ENDED);
    expect(g.finale!.music).toBe('D_BUNNY');
  });
  it('DOOM 1: E1M8 sent on to E2M1 shows the tally and goes there; without next it ends on its picture', () => {
    const f = new GameFlow({ maps: E, defs: defsWith('MAP E1M8 { next = "E2M1" levelname = "Eight" }') });
    f.exitLevel(result('E1M8'));
    expect(f.phase).toBe(FLOW_INTERMISSION);
    expect(f.intermission!.wbs.next).toBe(-1); // another episode: no place on this episode's map
    pressUntil(f, () => f.pendingMap !== null);
    expect(f.pendingMap).toBe('E2M1');
    const g = new GameFlow({ maps: E, defs: defsWith('MAP E1M8 { levelname = "Eight" }') });
    g.exitLevel(result('E1M8'));
    expect(g.phase).toBe(FLOW_FINALE);
    expect(g.finale!.opts.umap).toEqual({ end: 'CREDIT', backdropPicture: '', music: '' });
    g.tick(BT_USE);
    expect(g.phase).toBe(FLOW_ENDED);
  });
});

describe.skipIf(!haveFreedoom)(`the tally draws UMAPINFO's names${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('a written level name replaces the name picture; exitpic replaces the background', () => {
    const gfx = new ScreenGraphics(stackFor(FREEDOOM2));
    const base: WbStart = {
      commercial: true, episode: 0, last: 0, next: 1, didsecret: false, maxkills: 1, maxitems: 1, maxsecret: 1, partime: 0,
      kills: 0, items: 0, secrets: 0, time: 0,
    };
    const umap: WbUmap = { lastPic: '', lastTitle: 'HELLO', lastAuthor: '', nextPic: '', nextTitle: '', nextAuthor: '', exitPic: '', enterPic: '', skipNextLoc: false };
    const draw = (w: WbStart) => { const s = new ScreenBuffer(); new Intermission(w).draw(s, gfx); return s.pixels; };
    const plain = draw(base), titled = draw({ ...base, umap }), pic = draw({ ...base, umap: { ...umap, lastTitle: '', exitPic: 'CREDIT' } });
    const rows = new Set<number>();
    for (let i = 0; i < plain.length; i++) if (plain[i] !== titled[i]) rows.add(Math.trunc(i / 320));
    // Only the title's rows change: "HELLO" in the HUD font for CWILV00, and "finished" below it,
    // which moves up (a font line is shorter than the name picture); the stats below stay.
    expect(rows.size).toBeGreaterThan(3);
    expect(Math.max(...rows)).toBeLessThan(40);
    let differ = 0;
    for (let i = 0; i < plain.length; i++) if (plain[i] !== pic[i]) differ++;
    expect(differ).toBeGreaterThan(10_000); // CREDIT over INTERPIC
  });
});
