// Boom's rules found by 100lineN's Boom 2.02 demos against dsda-doom, each against the vanilla rule
// on the same map: the pain elemental spits lost souls past DOOM's limit of 20 but never through a
// wall (comp_pain, comp_skull; MAP19: a soul spat into a wall died there by vanilla's rule, not
// Boom's); the arch-vile tries a corpse at its living size, solid, and raises a crushed one whole
// (comp_vile; an arachnotron's corpse under a living monster); the neighbour searches skip a line
// with the sector on both sides and read true two-sidedness (comp_model; MAP02: a door whose
// sector holds such a line); a command's four weapon bits (MAP26: the SSG asked for directly); a
// voodoo doll at rest leaves its player's frames alone. Sight's rules are in doom-sight.test.ts.
import { describe, expect, it } from 'vitest';
import { BLOCKING, SimMap, TWO_SIDED } from './helpers.js';
import type { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MF, STATE_NAMES, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { ONFLOORZ, spawnMobj } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { aPainAttack, aPainDie } from '../../src/sim/rules/enemy-attacks.js';
import { aVileChase } from '../../src/sim/rules/enemy-boss.js';
import { DI_EAST } from '../../src/sim/rules/enemy.js';
import { findLowestCeilingSurrounding, getNextSector } from '../../src/sim/rules/specials.js';
import { boomKeyWeapon } from '../../src/web/key-cmd.js';
import { BT_CHANGE, BT_WEAPONSHIFT } from '../../src/sim/base/ticcmd.js';
import { WP_CHAINSAW, WP_FIST, WP_SHOTGUN, WP_SUPERSHOTGUN } from '../../src/sim/base/player-state.js';
import { xyMovement } from '../../src/sim/rules/mobj.js';
import { Compat, COMPLEVEL_BOOM, VANILLA } from '../../src/sim/base/compat.js';

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

describe("Boom's neighbour searches (getNextSector and the P_Find* functions without comp_model)", () => {
  /** Room 0 (ceiling 128) | door sector 1 (closed: ceiling 0), holding a line with sector 1 on both
   *  sides | room 2 (ceiling 96), and a two-sided line between 2 and a sector 3 not flagged two-sided. */
  function doorMap(compat: Compat): Playsim {
    const m = new SimMap();
    m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0 }, { w: 256, floor: 0, ceil: 96 }, { w: 64, floor: 8, ceil: 72 }], [{}, {}, {}, { flags: BLOCKING }]);
    m.twoSided(320, 64, 320, 192, 1, 1);
    m.thing(64, 128, 1, 0);
    return m.sim({ skill: 3, compat });
  }

  it("a line with the sector on both sides: vanilla's door sees itself as its lowest neighbour; Boom's does not", () => {
    for (const [compat, lowest] of [[VANILLA, 0], [BOOM, 96 * F]] as const) {
      const ps = doorMap(compat);
      const door = ps.level.sectors[1];
      const inner = ps.level.lines.find((l) => l.frontsector === door && l.backsector === door)!;
      expect(getNextSector(inner, door)).toBe(compat === VANILLA ? door : null);
      expect(findLowestCeilingSurrounding(door)).toBe(lowest);
    }
  });

  it('a line with two sides not flagged two-sided: vanilla finds no neighbour through it; Boom does', () => {
    for (const compat of [VANILLA, BOOM]) {
      const ps = doorMap(compat);
      const s2 = ps.level.sectors[2], s3 = ps.level.sectors[3];
      const line = ps.level.lines.find((l) => l.frontsector === s2 && l.backsector === s3)!;
      expect(line.flags & TWO_SIDED).toBe(0);
      expect(getNextSector(line, s3)).toBe(compat === VANILLA ? null : s2);
    }
  });
});

describe("Boom's weapon commands", () => {
  it('four bits: the super shotgun asked for directly; no fist/chainsaw or shotgun/SSG swap in the sim', () => {
    for (const compat of [VANILLA, BOOM]) {
      const ps = room(compat);
      const p = ps.player;
      for (const w of [WP_CHAINSAW, WP_SHOTGUN, WP_SUPERSHOTGUN]) p.weaponowned[w] = 1;
      const cmd = new TicCmd();
      const ask = (bits: number) => {
        p.pendingweapon = 10; // WP_NOCHANGE
        cmd.buttons = BT_CHANGE | (bits << BT_WEAPONSHIFT);
        ps.tick(cmd);
        return p.pendingweapon;
      };
      if (compat === VANILLA) {
        expect([ask(WP_SUPERSHOTGUN), ask(WP_SHOTGUN), ask(WP_FIST)]).toEqual([WP_CHAINSAW, WP_SUPERSHOTGUN, WP_CHAINSAW]);
      } else {
        expect([ask(WP_SUPERSHOTGUN), ask(WP_SHOTGUN), ask(WP_FIST)]).toEqual([WP_SUPERSHOTGUN, WP_SHOTGUN, WP_FIST]);
      }
    }
  });

  it("a number key's choice as Boom builds the command: chainsaw before fist, SSG before shotgun", () => {
    const ps = room(BOOM);
    const p = ps.player;
    expect([boomKeyWeapon(p, WP_FIST, true), boomKeyWeapon(p, WP_SHOTGUN, true)]).toEqual([WP_FIST, WP_SHOTGUN]);
    p.weaponowned[WP_CHAINSAW] = 1;
    p.weaponowned[WP_SUPERSHOTGUN] = 1;
    expect([boomKeyWeapon(p, WP_FIST, true), boomKeyWeapon(p, WP_SHOTGUN, true)]).toEqual([WP_CHAINSAW, WP_SUPERSHOTGUN]);
    p.readyweapon = WP_CHAINSAW;
    expect(boomKeyWeapon(p, WP_FIST, true)).toBe(WP_FIST);
    p.readyweapon = WP_SUPERSHOTGUN;
    expect(boomKeyWeapon(p, WP_SHOTGUN, true)).toBe(WP_SUPERSHOTGUN); // no shotgun owned: stays
    p.weaponowned[WP_SHOTGUN] = 1;
    expect(boomKeyWeapon(p, WP_SHOTGUN, true)).toBe(WP_SHOTGUN);
  });
});

describe('a voodoo doll coming to rest', () => {
  it("stops its player's running frames in vanilla, not at Boom's levels", () => {
    for (const [compat, after] of [[VANILLA, 'S_PLAY'], [BOOM, 'S_PLAY_RUN2']] as const) {
      const ps = room(compat);
      const body = ps.player.mo!;
      body.state = stateIndex('S_PLAY_RUN2');
      const doll = spawn(ps, 'MT_PLAYER', 512, 128);
      doll.player = ps.player;
      doll.momx = 1; // barely moving: it comes to rest this move
      xyMovement(ps, doll);
      expect(doll.momx).toBe(0);
      expect(STATE_NAMES[body.state]).toBe(after);
    }
  });
});
