// The DOOM playsim's state reaches the World the renderers read: on the door route map, the door
// sector's ceiling rises in the World as it does in the Playsim, the picked-up key's drawn slot is
// hidden, and a side changed many tics without a sync is listed once (the list stays bounded).
import { describe, expect, it } from 'vitest';
import { simWorld } from './helpers.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { ScriptPlayer, parseInputScript, scriptTics } from '../../src/sim/input-script.js';
import { TicCmd } from '../../src/sim/ticcmd.js';

describe('WorldSync', () => {
  it('carries heights and removed things to the World each tic', () => {
    const world = simWorld(doorRouteMap());
    const ps = new Playsim(world, { skill: 3 });
    const sync = new WorldSync(ps);
    const keySlot = world.spawns.find((s) => s.type === 5)!.thing;
    expect(keySlot).toBeGreaterThanOrEqual(0);
    expect(world.thingFace[keySlot]).toBeGreaterThanOrEqual(0);
    const steps = parseInputScript(DOOR_ROUTE.script);
    const player = new ScriptPlayer(steps), cmd = new TicCmd();
    let sawDoorOpening = false;
    for (let t = 0; t < scriptTics(steps) && ps.exited === 0; t++) {
      ps.tick(player.next(cmd));
      sync.sync();
      const sec = ps.level.sectors[DOOR_ROUTE.doorSector];
      expect(world.sectorCeilZ[DOOR_ROUTE.doorSector]).toBe(sec.ceilingheight / 65536);
      if (sec.ceilingheight > sec.floorheight) sawDoorOpening = true;
    }
    expect(sawDoorOpening).toBe(true);
    expect(ps.player.cards[0]).toBe(1);
    expect(world.thingFace[keySlot]).toBe(-1);
  });

  it('lists a changed side once until the next sync', () => {
    const world = simWorld(doorRouteMap());
    const ps = new Playsim(world, { skill: 3 });
    const side = ps.level.sides[0];
    for (let i = 0; i < 1000; i++) ps.sideChanged(side);
    expect(ps.dirtySides.length).toBe(1);
    new WorldSync(ps).sync();
    expect(ps.dirtySides.length).toBe(0);
    ps.sideChanged(side);
    expect(ps.dirtySides.length).toBe(1);
  });
});
