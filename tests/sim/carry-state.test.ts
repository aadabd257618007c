// An authoring edit rebuilds the World; Sim.carryStateFrom hands the whole simulation over to the
// new build: after it the new Sim hashes the same as the old one (hashSimState reads every part of
// the state), and the same further ticcmds keep the two the same. With a portal linked in between,
// the doors and lifts stay where they were and the clock goes on. Different counts refuse.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Sim } from '../../src/sim/sim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { hashSimState } from '../../src/sim/state-hash.js';
import { startAllDoorsAndLifts } from '../../src/sim/movers-in-motion.js';
import { PortalEdit } from '../../src/web/authoring/portal-edit.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';

const SCRIPT = 'run, forward 40, turn-left 12, forward 30, use, strafe-right 10, wait 20, fire, forward 25, turn-right 30, forward 40';

function playScript(sim: Sim, script: string): void {
  const player = new ScriptPlayer(parseInputScript(script)), cmd = new TicCmd();
  while (!player.done && sim.exited === 0) sim.tick(player.next(cmd));
}

describe.skipIf(!haveFreedoom)(`Sim.carryStateFrom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  const stack = haveFreedoom ? WadStack.fromBuffers([{ name: 'freedoom1.wad', bytes: new Uint8Array(readFileSync(FREEDOOM1)) }]) : null;

  it('a rebuild of the same map takes over the whole state, and the two go on alike', () => {
    const old = new Sim(loadWorld(stack!, 'E1M1'));
    startAllDoorsAndLifts(old);
    playScript(old, SCRIPT);
    expect(old.movers.active).toBeGreaterThan(0);
    const fresh = new Sim(loadWorld(stack!, 'E1M1'));
    const freshHash = hashSimState(fresh);
    expect(hashSimState(old)).not.toBe(freshHash);
    expect(fresh.carryStateFrom(old)).toBe(true);
    expect(hashSimState(fresh)).toBe(hashSimState(old));
    // Anything not handed over would make the two drift apart from here.
    const more = 'forward 30, turn-left 20, use, run, forward 50, wait 60, back 20';
    playScript(old, more);
    playScript(fresh, more);
    expect(hashSimState(fresh)).toBe(hashSimState(old));
    expect(fresh.levelTime).toBe(old.levelTime);
  });

  it('a portal linked in between keeps doors, lifts, clock, keys and the player where they were', () => {
    const old = new Sim(loadWorld(stack!, 'E1M1'));
    startAllDoorsAndLifts(old);
    playScript(old, 'wait 70');
    old.keys = 5;
    const w0 = old.world;
    const moving: number[] = [];
    for (let i = 0; i < old.movers.active; i++) moving.push(old.movers.activeSector(i));
    // Half-way: neither where the map starts them nor at their destinations.
    const before = moving.map((s) => [w0.sectorFloorZ[s], w0.sectorCeilZ[s]]);
    const edit = new PortalEdit(stack!, 'E1M1');
    edit.link(571, 597, false);
    const fresh = new Sim(loadWorld(edit.stack(), 'E1M1'));
    expect(fresh.world.portals).toHaveLength(1);
    const start = moving.map((s) => [fresh.world.sectorFloorZ[s], fresh.world.sectorCeilZ[s]]);
    expect(start).not.toEqual(before);
    expect(fresh.carryStateFrom(old)).toBe(true);
    expect(moving.map((s) => [fresh.world.sectorFloorZ[s], fresh.world.sectorCeilZ[s]])).toEqual(before);
    expect(fresh.levelTime).toBe(70);
    expect(fresh.keys).toBe(5);
    expect(fresh.movers.active).toBe(old.movers.active);
    expect(fresh.playerSector()).toBe(old.playerSector());
    expect([fresh.player.x, fresh.player.y, fresh.player.z, fresh.player.viewZ]).toEqual([old.player.x, old.player.y, old.player.z, old.player.viewZ]);
    expect(hashSimState(fresh)).toBe(hashSimState(old));
  });

  it('refuses a World of other counts, and changes nothing', () => {
    const old = new Sim(loadWorld(stack!, 'E1M1'));
    playScript(old, 'forward 20');
    const other = new Sim(loadWorld(stack!, 'E1M2'));
    const h = hashSimState(other);
    expect(other.carryStateFrom(old)).toBe(false);
    expect(hashSimState(other)).toBe(h);
  });
});
