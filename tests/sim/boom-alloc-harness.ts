// Run by tests/sim/boom-specials.test.ts as an esbuild bundle in a child `node --expose-gc`: a map of
// Boom's thinkers all at work — conveyors, flat and wall scrollers (plain, displacement-controlled,
// accelerative, 254's wall scroller), ice, wind, a point pusher, a perpetual generalized lift, a
// silent crusher — and a player walking east and west across them, using a generalized door; prints
// the heap growth over a window of tics (tests/helpers/heap-growth.ts).
import { Compat, COMPLEVEL_BOOM } from '../../src/sim/base/compat.js';
import { BT_USE, TicCmd } from '../../src/sim/base/ticcmd.js';
import { leastHeapGrowth } from '../helpers/heap-growth.js';
import { CF_GODMODE } from '../../src/sim/base/player-state.js';
import { SimMap } from './helpers.js';

/** The map: start | walk lines | conveyor (252, 253) | ice (223) | wind (224) | pusher (226) | door. */
export function boomAllocMap(): SimMap {
  const m = new SimMap();
  const r = m.row([
    { w: 128, floor: 0, ceil: 128 }, // 0 start
    { w: 128, floor: 0, ceil: 128, tag: 1 }, // 1 conveyor
    { w: 128, floor: 0, ceil: 128, tag: 2, special: 0x100 }, // 2 ice
    { w: 128, floor: 0, ceil: 128, tag: 3, special: 0x200 }, // 3 wind
    { w: 128, floor: 0, ceil: 128, tag: 4, special: 0x200 }, // 4 point pusher
    { w: 128, floor: 0, ceil: 128 }, // 5
    { w: 64, floor: 0, ceil: 0, tag: 6 }, // 6 generalized door (DR)
    { w: 128, floor: 0, ceil: 128 }, // 7
    { w: 128, floor: 32, ceil: 160, tag: 8 }, // 8 perpetual lift, control of a displacement scroller
    { w: 128, floor: 0, ceil: 96, tag: 9 }, // 9 silent crusher
  ], [{}, { special: 0x3400 + (3 << 8) + (1 << 3) + 1, tag: 8 }, { special: 150, tag: 9 }, {}, {}, {}, { special: 0x3c00 + (1 << 3) + 7 }]);
  m.setWall(r.north[0], { special: 252, tag: 1 });
  m.setWall(r.north[1], { special: 253, tag: 1 });
  m.setWall(r.north[2], { special: 223, tag: 2 });
  m.setWall(r.north[3], { special: 224, tag: 3 });
  m.setWall(r.north[4], { special: 226, tag: 4 });
  m.setWall(r.north[5], { special: 48 });
  m.setWall(r.north[7], { special: 254, tag: 5 });
  m.setWall(r.north[8], { special: 245, tag: 1 });
  m.setWall(r.north[9], { special: 214, tag: 3 });
  m.setWall(r.eastWall, { tag: 5 });
  m.thing(64, 128, 1, 0);
  m.thing(600, 200, 5001, 0);
  return m;
}

export function runBoom(): { growth: number; tics: number; thinkers: number; alive: boolean; farthest: number } {
  const ps = boomAllocMap().sim({ compat: new Compat(COMPLEVEL_BOOM) });
  ps.player.cheats |= CF_GODMODE; // the crusher and the door close on it: it goes on
  const cmd = new TicCmd();
  const tic = new Int32Array(1);
  const far = new Int32Array(1);
  const W = 4000;
  const run = (): void => {
    for (let i = 0; i < W; i++) {
      const t = tic[0]++;
      cmd.clear();
      const phase = t % 400;
      cmd.forwardMove = phase < 200 ? 25 : -25;
      if (t % 50 === 0) cmd.buttons = BT_USE;
      ps.tick(cmd);
      if (ps.player.mo!.x > far[0]) far[0] = ps.player.mo!.x;
    }
  };
  const growth = leastHeapGrowth(run);
  let thinkers = 0;
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) thinkers++;
  return { growth, tics: tic[0], thinkers, alive: ps.player.health > 0, farthest: far[0] >> 16 };
}

if (process.argv[2] === 'measure') console.log(JSON.stringify(runBoom()));
