// Scripted routes through real maps: Freedoom E1M1 from the start to the exit (a switch that lowers
// the way into the east wing, the blue key, two blue doors, the exit switch) and Freedoom 2 MAP01
// through its first door. The scripts under routes/ were written by tools/route.ts driving this same
// simulation; with ROUTES_WRITE=1 this test writes them anew (after a deliberate change to movement
// or specials). Monsters do not fight yet, so E1M1 is played as with DOOM's -nomonsters.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { loadWorld } from '../../src/world/load-world.js';
import { KEY_BLUE_CARD, Sim } from '../../src/sim/sim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { driveTo, joinSteps, pressLine } from '../../tools/route.js';

const dir = join(import.meta.dirname, 'routes');
const E1M1_ROUTE = join(dir, 'freedoom1-e1m1-exit.txt');
const MAP01_ROUTE = join(dir, 'freedoom2-map01-first-door.txt');

function play(sim: Sim, script: string, onTic?: (s: Sim) => void): void {
  const player = new ScriptPlayer(parseInputScript(script.trim()));
  const cmd = new TicCmd();
  while (!player.done && sim.exited === 0) { sim.tick(player.next(cmd)); onTic?.(sim); }
}

describe.skipIf(!haveFreedoom)(`Freedoom routes${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('E1M1: a script opens the way, takes the blue key, opens the blue doors and reaches the exit', () => {
    const w = loadWorld(stackFor(FREEDOOM1), 'E1M1', { noMonsters: true });
    if (process.env.ROUTES_WRITE) {
      const s = new Sim(w);
      // Line 753: the switch lowering the way east; (2192, 576): the blue key; line 407: the exit switch.
      const steps = [...pressLine(s, 753), ...driveTo(s, { x: 2192, y: 576 }), ...driveTo(s, { x: -380, y: 1280 }), ...pressLine(s, 407)];
      writeFileSync(E1M1_ROUTE, `${joinSteps(steps)}\n`);
    }
    const sim = new Sim(loadWorld(stackFor(FREEDOOM1), 'E1M1', { noMonsters: true }));
    const w2 = sim.world;
    let lowered = -1, keyTic = -1, blueDoorOpen = -1;
    play(sim, readFileSync(E1M1_ROUTE, 'utf8'), (s) => {
      if (lowered < 0 && w2.sectorFloorZ[122] < 264) lowered = s.levelTime;
      if (keyTic < 0 && s.keys & KEY_BLUE_CARD) keyTic = s.levelTime;
      if (blueDoorOpen < 0 && w2.sectorCeilZ[64] > w2.sectorFloorZ[64] + 56) blueDoorOpen = s.levelTime;
    });
    expect(lowered).toBeGreaterThan(0);
    expect(keyTic).toBeGreaterThan(lowered);
    expect(blueDoorOpen).toBeGreaterThan(keyTic);
    expect(sim.exited).toBe(1);
    expect(sim.items).toBeGreaterThan(0);
    expect(sim.levelTime).toBeLessThan(35 * 120);
  });

  it('MAP01: a script walks from the start through the first door', () => {
    const w = loadWorld(stackFor(FREEDOOM2), 'MAP01');
    if (process.env.ROUTES_WRITE) writeFileSync(MAP01_ROUTE, `${joinSteps(driveTo(new Sim(w), { x: 780, y: -160 }))}\n`);
    const sim = new Sim(loadWorld(stackFor(FREEDOOM2), 'MAP01'));
    const door = 27; // the sector behind lines 165/167 (DR, fast)
    const closed = sim.world.sectorCeilZ[door];
    let maxCeil = closed;
    play(sim, readFileSync(MAP01_ROUTE, 'utf8'), (s) => { maxCeil = Math.max(maxCeil, s.world.sectorCeilZ[door]); });
    expect(closed).toBe(sim.world.sectorFloorZ[door]);
    expect(maxCeil).toBeGreaterThan(closed + 56);
    expect(sim.player.x).toBeGreaterThan(720); // beyond the door line (x = 704..720)
    expect(sim.playerSector()).not.toBe(door);
  });
});
