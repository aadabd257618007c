// Scripted routes through real maps, played by DOOM's playsim (the player a 32-unit box with momentum
// and friction, DOOM's slide and use): Freedoom E1M1 from the start to the exit (a switch that lowers
// the way into the east wing, the blue key, two blue doors, the exit switch) and Freedoom 2 MAP01
// through its first door. The scripts under routes/ were written by tools/route.ts driving this same
// Playsim; with ROUTES_WRITE=1 this test writes them anew (after a deliberate change to movement or
// specials). Monsters do not act yet (issue 24), so both maps are played as with DOOM's -nomonsters
// (as `toom play --nomonsters` plays them). The expectations are the Playsim's own tics and places:
// the game is deterministic, so any change to movement, use or the movers shows here.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { driveTo, joinSteps, pressLine } from '../../tools/route.js';

const dir = join(import.meta.dirname, 'routes');
const E1M1_ROUTE = join(dir, 'freedoom1-e1m1-exit.txt');
const MAP01_ROUTE = join(dir, 'freedoom2-map01-first-door.txt');

/** A Playsim of the map as `toom play --nomonsters` makes it (skill 3). */
function game(path: string, map: string): Playsim {
  return new Playsim(loadWorld(stackFor(path), map, { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true });
}

/** Plays the script to its end or until the level is exited; `onTic` after every tic. */
function play(ps: Playsim, script: string, onTic?: (ps: Playsim) => void): void {
  const player = new ScriptPlayer(parseInputScript(script.trim()));
  const cmd = new TicCmd();
  while (!player.done && ps.exited === EXIT_NONE) { ps.tick(player.next(cmd)); onTic?.(ps); }
}

const units = (f: number): number => f / 65536;

describe.skipIf(!haveFreedoom)(`Freedoom routes${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('E1M1: a script lowers the way east, takes the blue key, opens the blue doors and leaves by the exit switch', () => {
    if (process.env.ROUTES_WRITE) {
      const s = game(FREEDOOM1, 'E1M1');
      // Line 753: the switch lowering the way east; (2192, 576): the blue key; line 407: the exit
      // switch (x -400, facing east), walked up to at (-360, 1280).
      const steps = [...pressLine(s, 753), ...driveTo(s, { x: 2192, y: 576 }), ...driveTo(s, { x: -360, y: 1280 }), ...pressLine(s, 407)];
      writeFileSync(E1M1_ROUTE, `${joinSteps(steps)}\n`);
    }
    const ps = game(FREEDOOM1, 'E1M1');
    const lowerSector = ps.level.sectors[122], blueDoor = ps.level.sectors[64];
    const exitSide = ps.level.sides[ps.level.lines[407].side0];
    const switchOff = exitSide.midtexture;
    let lowered = -1, keyTic = -1, blueDoorOpen = -1, switchOn = -1;
    play(ps, readFileSync(E1M1_ROUTE, 'utf8'), (p) => {
      if (lowered < 0 && lowerSector.floorheight < 264 * 65536) lowered = p.leveltime;
      if (keyTic < 0 && p.player.cards[0]) keyTic = p.leveltime;
      if (blueDoorOpen < 0 && blueDoor.ceilingheight > blueDoor.floorheight + 56 * 65536) blueDoorOpen = p.leveltime;
      if (switchOn < 0 && exitSide.midtexture !== switchOff) switchOn = p.leveltime;
    });
    // In order: the way east lowers, the key is taken, a blue door opens, the exit switch turns on
    // in the tic the level ends (normal exit), under two minutes in; things were picked up.
    expect({ lowered, keyTic, blueDoorOpen, switchOn, exitTic: ps.leveltime }).toEqual({ lowered: 779, keyTic: 1136, blueDoorOpen: 2628, switchOn: 2835, exitTic: 2835 });
    expect(ps.exited).toBe(EXIT_NORMAL);
    expect(Array.from(ps.player.cards)).toEqual([1, 0, 0, 0, 0, 0]);
    expect({ items: ps.player.itemcount, armor: ps.player.armorpoints, health: ps.player.health }).toEqual({ items: 4, armor: 4, health: 100 }) // four armour bonuses on the way;
    const mo = ps.player.mo!;
    // Where the exit switch was pressed from: in front of line 407's front (east) side, facing it.
    expect([units(mo.x), units(mo.y), mo.sector.index]).toEqual([-367.8868713378906, 1272.594497680664, 66]);
    expect(units(mo.x) + 400).toBeLessThan(64); // within DOOM's use range (64) of the switch line (x -400)
  });

  it('MAP01: a script walks from the start through the first door (a fast manual door, lines 165/167 at x 704..720)', () => {
    if (process.env.ROUTES_WRITE) writeFileSync(MAP01_ROUTE, `${joinSteps(driveTo(game(FREEDOOM2, 'MAP01'), { x: 780, y: -160 }))}\n`);
    const ps = game(FREEDOOM2, 'MAP01');
    const door = ps.level.sectors[27];
    const closed = door.ceilingheight;
    let maxCeil = closed, opened = -1, through = -1;
    play(ps, readFileSync(MAP01_ROUTE, 'utf8'), (p) => {
      if (door.ceilingheight > maxCeil) maxCeil = door.ceilingheight;
      if (opened < 0 && door.ceilingheight > door.floorheight + 56 * 65536) opened = p.leveltime;
      if (through < 0 && p.player.mo!.x > 720 * 65536) through = p.leveltime;
    });
    expect(closed).toBe(door.floorheight); // shut at the start
    expect(units(maxCeil - closed)).toBeGreaterThan(56);
    expect({ opened, through, end: ps.leveltime }).toEqual({ opened: 170, through: 247, end: 255 });
    const mo = ps.player.mo!;
    expect(units(mo.x)).toBeGreaterThan(720); // beyond the door line
    expect(mo.sector.index).not.toBe(27);
    expect([units(mo.x), units(mo.y), mo.sector.index]).toEqual([768.4005279541016, -159.1510009765625, 29]);
    expect(ps.exited).toBe(EXIT_NONE);
  });
});
