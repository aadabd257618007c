// Which player-1 start the World takes: DOOM spawns a player at every player-1 start in THINGS order
// (whatever its skill or multiplayer flags), so the last one is the player (Freedoom MAP20 has two).
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { boxRoom } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';

describe('player start', () => {
  it('is the last player-1 start in THINGS, flags ignored', () => {
    const map = boxRoom(0, 0, 512, 256);
    map.things = [
      { x: 64, y: 64, angle: 0, type: 1 },
      { x: 300, y: 64, angle: 180, type: 2 },
      // Multiplayer-only and no skill bits: DOOM still spawns player starts.
      { x: 400, y: 192, angle: 90, type: 1, flags: 0x10 },
      { x: 100, y: 100, angle: 270, type: 3 },
    ];
    const world = loadWorld(testStack(map), 'MAP01');
    expect(world.playerStart).toEqual({ x: 400, y: 192, angle: Math.PI / 2 });
    // DOOM's playsim spawns its player there too (16.16, ANG90).
    const mo = new Playsim(world, { skill: 3 }).player.mo!;
    expect([mo.x, mo.y, mo.angle]).toEqual([400 << 16, 192 << 16, 0x40000000]);
  });
});
