// Boom's fixes to DOOM's monsters (comp_pain, comp_skull, comp_vile off from Boom 2.01 on), each
// against the vanilla rule on the same map: the pain elemental spits lost souls past DOOM's limit
// of 20 but never through a wall; the arch-vile tries a corpse at its living size, solid, and
// raises a crushed one whole instead of as a ghost. Found by 100lineN's Boom 2.02 demos against
// dsda-doom (MAP19: a lost soul spat into a wall died there in vanilla's rule and not in Boom's; an
// arachnotron's corpse under a living monster was raised by vanilla's rule).
import { describe, expect, it } from 'vitest';
import { BLOCKING, SimMap, TWO_SIDED } from './helpers.js';
import type { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { MF, STATE_NAMES, mobjIndex, stateIndex } from '../../src/sim/data/things-info.js';
import { FRACUNIT } from '../../src/sim/fixed.js';
import { Mobj, ONFLOORZ, spawnMobj } from '../../src/sim/mobj.js';
import { damageMobj } from '../../src/sim/interaction.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { aPainAttack, aPainDie } from '../../src/sim/enemy-attacks.js';
import { aVileChase } from '../../src/sim/enemy-boss.js';
import { DI_EAST } from '../../src/sim/enemy.js';
import { Compat, COMPLEVEL_BOOM, VANILLA } from '../../src/sim/compat.js';

const F = FRACUNIT;
const BOOM = new Compat(COMPLEVEL_BOOM);

/** A 1024 × 256 room, the player at (64, 128). */
function room(compat: Compat): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }], [], 256);
  m.thing(64, 128, 1, 0);
  return m.sim({ skill: 3, compat });
}

function spawn(ps: Playsim, name: string, x: number, y: number): Mobj {
  return spawnMobj(ps, x * F, y * F, ONFLOORZ, mobjIndex(name));
}

const skulls = (ps: Playsim) => liveMobjs(ps).filter((m) => m.type === mobjIndex('MT_SKULL'));

describe("Boom's pain elemental (A_PainShootSkull without comp_pain and comp_skull)", () => {
  it('dying by a wall: vanilla spawns the soul spat across it and it dies at once; Boom spits none there', () => {
    for (const compat of [VANILLA, BOOM]) {
      const ps = room(compat);
      // 66 units from the north wall, facing east: the soul spat north straddles the wall.
      const pe = spawn(ps, 'MT_PAIN', 512, 190);
      pe.target = ps.player.mo;
      pe.angle = 0;
      aPainDie(ps, pe);
      const all = skulls(ps);
      if (compat === VANILLA) {
        expect(all.length).toBe(3);
        expect(all[0].y).toBeGreaterThan(256 * F);
        expect(all[0].health).toBeLessThanOrEqual(0);
        expect(STATE_NAMES[all[0].state].startsWith('S_SKULL_DIE')).toBe(true);
      } else {
        // West and south only, both alive and charging.
        const dir = (d: number) => (Math.abs(d) < F ? 0 : Math.sign(d));
        expect(all.map((s) => [dir(s.x - pe.x), dir(s.y - pe.y)])).toEqual([[-1, 0], [0, -1]]);
        for (const s of all) expect([s.health, s.flags & MF.SKULLFLY]).toEqual([100, MF.SKULLFLY]);
      }
    }
  });

  it('spitting across an impassable two-sided line: vanilla lets the soul through; Boom refuses it', () => {
    for (const [compat, spat] of [[VANILLA, 1], [BOOM, 0]] as const) {
      const m = new SimMap();
      // Two cells split at x = 512 by a two-sided line that blocks everything.
      m.row([{ w: 512, floor: 0, ceil: 128 }, { w: 512, floor: 0, ceil: 128 }], [{}, { flags: TWO_SIDED | BLOCKING }]);
      m.thing(64, 128, 1, 0);
      const ps = m.sim({ skill: 3, compat });
      const pe = spawn(ps, 'MT_PAIN', 480, 128);
      pe.target = spawn(ps, 'MT_TROOP', 900, 128); // due east: the soul lands 74.5 units on, past the line
      aPainAttack(ps, pe);
      expect(pe.angle).toBe(0);
      const all = skulls(ps);
      expect(all.length).toBe(spat);
      if (spat) expect([all[0].x > 512 * F, all[0].health]).toEqual([true, 100]);
    }
  });

  it("no limit of 20 lost souls at Boom's rules", () => {
    for (const [compat, after] of [[VANILLA, 21], [BOOM, 22]] as const) {
      const ps = room(compat);
      const pe = spawn(ps, 'MT_PAIN', 512, 128);
      pe.target = ps.player.mo;
      for (let i = 0; i < 21; i++) spawn(ps, 'MT_SKULL', 900 + (i % 4) * 20, 40 + Math.floor(i / 4) * 40);
      aPainAttack(ps, pe);
      expect(skulls(ps).length).toBe(after);
    }
  });
});

describe("Boom's arch-vile (PIT_VileCheck and A_VileChase without comp_vile)", () => {
  /** An imp killed at (440, y), run until its corpse lies still; a vile at (400, y) about to step east onto it. */
  function scene(compat: Compat, y = 128): { ps: Playsim; body: Mobj; vile: Mobj } {
    const ps = room(compat);
    const body = spawn(ps, 'MT_TROOP', 440, y);
    damageMobj(ps, body, null, null, 100);
    const cmd = new TicCmd();
    for (let i = 0; i < 60 && body.tics !== -1; i++) ps.tick(cmd);
    expect(STATE_NAMES[body.state]).toBe('S_TROO_DIE5');
    const vile = spawn(ps, 'MT_VILE', 400, y);
    vile.target = ps.player.mo;
    vile.movedir = DI_EAST;
    return { ps, body, vile };
  }

  it('a crushed corpse (no height, no radius): vanilla raises a ghost; Boom raises it whole', () => {
    for (const [compat, size] of [[VANILLA, [0, 0]], [BOOM, [56 * F, 20 * F]]] as const) {
      const { ps, body, vile } = scene(compat);
      // What a crushing sector leaves (P_ChangeSector's gibs).
      body.state = stateIndex('S_GIBS');
      body.tics = -1;
      body.flags &= ~MF.SOLID;
      body.height = 0;
      body.radius = 0;
      aVileChase(ps, vile);
      expect(STATE_NAMES[vile.state]).toBe('S_VILE_HEAL1');
      expect(STATE_NAMES[body.state]).toBe('S_TROO_RAISE1');
      expect([body.height, body.radius]).toEqual(size);
    }
  });

  it('a corpse under a living monster is left by both rules (Boom tries it solid: a non-solid mover passes things there)', () => {
    for (const compat of [VANILLA, BOOM]) {
      const { ps, body, vile } = scene(compat, 128);
      spawn(ps, 'MT_TROOP', 460, 128); // 20 units off: the bodies overlap
      aVileChase(ps, vile);
      expect(STATE_NAMES[body.state]).toBe('S_TROO_DIE5');
      expect(STATE_NAMES[vile.state]).not.toBe('S_VILE_HEAL1');
    }
  });

  it('a crushed corpse 10 units from a wall: vanilla tries it with no radius and raises it; Boom tries it at 20 and leaves it', () => {
    for (const [compat, raised] of [[VANILLA, true], [BOOM, false]] as const) {
      const { ps, body, vile } = scene(compat, 246);
      body.state = stateIndex('S_GIBS');
      body.tics = -1;
      body.height = 0;
      body.radius = 0;
      aVileChase(ps, vile);
      expect(STATE_NAMES[body.state] === 'S_TROO_RAISE1').toBe(raised);
    }
  });
});
