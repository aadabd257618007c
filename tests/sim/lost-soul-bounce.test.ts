// A charging lost soul hitting the floor (P_ZMovement): the Ultimate DOOM's executable and later
// (Final DOOM, Boom) turn it back up; DOOM II 1.9's stops it — its vertical momentum is 0 after the
// hit. Chocolate Doom and dsda-doom play Freedoom: Phase 2 as DOOM II 1.9 and Phase 1 as the
// Ultimate DOOM (found by the corpus's 100lineN MAP29 demo: a soul bounced here, not in DOOM II, and
// the player later met a cyberdemon's rocket that in DOOM flew past).
import { describe, expect, it } from 'vitest';
import { SimMap, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { MF, mobjIndex } from '../../src/defs/doom/things-info.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { spawnMobj, zMovement } from '../../src/sim/rules/mobj.js';
import { Compat, COMPLEVEL_BOOM, COMPLEVEL_DOOM2, COMPLEVEL_FINAL, COMPLEVEL_ULTIMATE } from '../../src/sim/base/compat.js';

function soulHitsFloor(name: string, complevel: number, momz: number, z = 4 * FRACUNIT): { momz: number; z: number } {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 256 }]);
  m.thing(64, 128, 1, 0);
  const ps = new Playsim(simWorld(m.build(name)), { skill: 3, compat: new Compat(complevel) });
  const soul = spawnMobj(ps, 512 * FRACUNIT, 128 * FRACUNIT, 4 * FRACUNIT, mobjIndex('MT_SKULL'));
  soul.flags |= MF.SKULLFLY;
  soul.z = z;
  soul.momz = momz;
  zMovement(ps, soul);
  return { momz: soul.momz, z: soul.z };
}

describe('a charging lost soul hitting the floor', () => {
  const down = -6 * FRACUNIT;
  it('DOOM II 1.9 (a MAPxx game at complevel 2) stops it on the floor', () => {
    expect(soulHitsFloor('MAP01', COMPLEVEL_DOOM2, down)).toEqual({ momz: 0, z: 0 });
  });
  it('the Ultimate DOOM (an ExMy game at complevel 2, or complevel 3), Final DOOM and Boom turn it back up', () => {
    expect(soulHitsFloor('E1M1', COMPLEVEL_DOOM2, down)).toEqual({ momz: 6 * FRACUNIT, z: 0 });
    expect(soulHitsFloor('E1M1', COMPLEVEL_ULTIMATE, down)).toEqual({ momz: 6 * FRACUNIT, z: 0 });
    expect(soulHitsFloor('MAP01', COMPLEVEL_FINAL, down)).toEqual({ momz: 6 * FRACUNIT, z: 0 });
    expect(soulHitsFloor('MAP01', COMPLEVEL_BOOM, down)).toEqual({ momz: 6 * FRACUNIT, z: 0 });
  });
  it('a soul under the floor still rising (the floor rose into it): DOOM II 1.9 turns it down, the Ultimate DOOM stops it', () => {
    expect(soulHitsFloor('MAP01', COMPLEVEL_DOOM2, 2 * FRACUNIT, -10 * FRACUNIT)).toEqual({ momz: -2 * FRACUNIT, z: 0 });
    expect(soulHitsFloor('E1M1', COMPLEVEL_DOOM2, 2 * FRACUNIT, -10 * FRACUNIT)).toEqual({ momz: 0, z: 0 });
  });
});
