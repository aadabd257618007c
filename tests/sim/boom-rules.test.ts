// Boom's rule changes that are simple to isolate, each against the vanilla rule on the same map:
// out of ammo nothing switches weapons; a standing player's frame goes to running; remembered enemies;
// a non-solid mover passes solid things; a rising floor never crushes, a floor stops at its ceiling.
import { describe, expect, it } from 'vitest';
import { BLOCKING, SimMap, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { BT_CHANGE, BT_WEAPONSHIFT, TicCmd } from '../../src/sim/base/ticcmd.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { ONFLOORZ, spawnMobj } from '../../src/sim/rules/mobj.js';
import { checkAmmo } from '../../src/sim/rules/weapons.js';
import { aPainAttack, aTracer } from '../../src/sim/rules/enemy-attacks.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';
import { findLowestCeilingSurrounding } from '../../src/sim/rules/specials.js';
import { ML_TWOSIDED } from '../../src/sim/base/level.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { checkPosition } from '../../src/sim/rules/map-move.js';
import { movePlane, MOVE_CRUSHED, MOVE_PASTDEST } from '../../src/sim/rules/floors.js';
import { AM_CLIP, WP_CHAINSAW, WP_FIST, WP_NOCHANGE, WP_PISTOL, WP_SHOTGUN, WP_SUPERSHOTGUN } from '../../src/sim/base/player-state.js';
import { Compat, COMPLEVEL_BOOM, COMPLEVEL_MBF, VANILLA } from '../../src/sim/base/compat.js';

const BOOM = new Compat(COMPLEVEL_BOOM);

function level(compat: Compat): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  return new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat });
}

describe("Boom's rules against vanilla's", () => {
  it('out of ammo: vanilla lowers the weapon for the next one; Boom fires nothing and switches nothing', () => {
    for (const [compat, want] of [[VANILLA, WP_FIST], [BOOM, WP_PISTOL]] as const) {
      const ps = level(compat);
      const p = ps.player;
      p.readyweapon = WP_PISTOL;
      p.pendingweapon = WP_NOCHANGE;
      p.ammo[AM_CLIP] = 0;
      expect(checkAmmo(ps, p)).toBe(false);
      // The weapon chosen (a weapon already at the bottom is swapped at once).
      expect(p.pendingweapon === WP_NOCHANGE ? p.readyweapon : p.pendingweapon).toBe(want);
    }
  });

  it('a weapon change: vanilla reads 3 bits and swaps in the chainsaw and super shotgun; Boom reads 4 bits, the weapon named', () => {
    const ask = (compat: Compat, bits: number, ready: number): number => {
      const ps = level(compat), p = ps.player;
      p.weaponowned.fill(1);
      p.readyweapon = ready;
      p.pendingweapon = WP_NOCHANGE;
      const cmd = new TicCmd();
      cmd.buttons = BT_CHANGE | (bits << BT_WEAPONSHIFT);
      ps.tick(cmd);
      return p.pendingweapon;
    };
    expect(ask(VANILLA, 2, WP_PISTOL)).toBe(WP_SUPERSHOTGUN);
    expect(ask(BOOM, 2, WP_PISTOL)).toBe(WP_SHOTGUN);
    expect(ask(VANILLA, 0, WP_PISTOL)).toBe(WP_CHAINSAW);
    expect(ask(BOOM, 0, WP_PISTOL)).toBe(WP_FIST);
    expect(ask(BOOM, 8, WP_PISTOL)).toBe(WP_SUPERSHOTGUN);
    expect(ask(VANILLA, 8, WP_PISTOL)).toBe(WP_CHAINSAW); // bit 6 is not read: the fist's bits, then the chainsaw rule
  });

  it("A_Tracer's smoke every 4th tic: vanilla and MBF count from the game's start, Boom 2.02 from the level's load (basetic)", () => {
    const MT_TRACER = mobjIndex('MT_TRACER');
    for (const [compat, smokes] of [[VANILLA, false], [BOOM, true], [new Compat(COMPLEVEL_MBF), false]] as const) {
      const m = new SimMap();
      m.row([{ w: 1024, floor: 0, ceil: 128 }]);
      m.thing(64, 128, 1, 0);
      // A level loaded on gametic 6 (a restart, or the next map): 6 & 3 is 2, but the level's own count is 0.
      const ps = new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat, gametic: 6 });
      expect(ps.logictic).toBe(compat === BOOM ? 0 : 6);
      const missile = spawnMobj(ps, 512 * FRACUNIT, 128 * FRACUNIT, 32 * FRACUNIT, MT_TRACER);
      let before = 0;
      for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) before++;
      aTracer(ps, missile);
      let after = 0;
      for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) after++;
      expect(after - before, `complevel ${compat.complevel}`).toBe(smokes ? 2 : 0); // a puff and a smoke
    }
  });

  it("the pain elemental's lost souls: vanilla stops at 21 on the map and spits one through a blocking line; Boom (comp_pain, comp_skull off) does neither", () => {
    const MT_PAIN = mobjIndex('MT_PAIN'), MT_SKULL = mobjIndex('MT_SKULL');
    const souls = (ps: Playsim): number => {
      let n = 0;
      for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) if (t instanceof Mobj && t.fn !== TF_REMOVED && t.type === MT_SKULL) n++;
      return n;
    };
    for (const [compat, spawnedOverLimit, throughLine] of [[VANILLA, 0, 1], [BOOM, 1, 0]] as const) {
      // 21 souls already: a 22nd only without the limit.
      const ps = level(compat);
      for (let i = 0; i < 21; i++) spawnMobj(ps, (40 + 40 * i) * FRACUNIT, 230 * FRACUNIT, ONFLOORZ, MT_SKULL);
      const pe = spawnMobj(ps, 500 * FRACUNIT, 100 * FRACUNIT, ONFLOORZ, MT_PAIN);
      pe.target = ps.player.mo;
      aPainAttack(ps, pe);
      expect(souls(ps) - 21, `complevel ${compat.complevel}: over the limit`).toBe(spawnedOverLimit);
      // A blocking two-sided line 40 units ahead (the soul appears 74 units out, past it).
      const m = new SimMap();
      m.row([{ w: 512, floor: 0, ceil: 128 }, { w: 512, floor: 0, ceil: 128 }], [{}, { flags: BLOCKING }]);
      m.thing(64, 128, 1, 0);
      const ps2 = new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat });
      const pe2 = spawnMobj(ps2, 472 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, MT_PAIN);
      const target = spawnMobj(ps2, 900 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, mobjIndex('MT_POSSESSED'));
      pe2.target = target;
      aPainAttack(ps2, pe2);
      expect(souls(ps2), `complevel ${compat.complevel}: through the line`).toBe(throughLine);
    }
  });

  it('a neighbour across a line: vanilla goes by the 2S flag and counts a line with the sector on both sides; Boom (comp_model off) by the sides, and not', () => {
    for (const [compat, lowest] of [[VANILLA, 48], [BOOM, 176]] as const) {
      const m = new SimMap();
      m.row([{ w: 256, floor: 0, ceil: 176 }, { w: 256, floor: 0, ceil: 48 }]);
      m.thing(64, 128, 1, 0);
      const ps = new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat });
      const door = ps.level.sectors[1];
      expect(findLowestCeilingSurrounding(door)).toBe(176 * FRACUNIT);
      // One of the door's walls made a line with the door on both sides (100lineN's MAP02 has one).
      const wall = door.lines.find((l) => l.backsector === null)!;
      wall.backsector = door;
      wall.flags |= ML_TWOSIDED;
      expect(findLowestCeilingSurrounding(door), `complevel ${compat.complevel}`).toBe(lowest * FRACUNIT);
    }
  });

  it("a standing player's frame: vanilla stays in S_PLAY, Boom 2.02 goes to the run frames", () => {
    const S_PLAY = stateIndex('S_PLAY'), S_PLAY_RUN1 = stateIndex('S_PLAY_RUN1');
    const v = level(VANILLA), b = level(BOOM);
    v.tick(new TicCmd()); b.tick(new TicCmd());
    expect(v.player.mo!.state).toBe(S_PLAY);
    expect(b.player.mo!.state).toBe(S_PLAY_RUN1);
  });

  it('Boom remembers the enemy a monster left for a new attacker (monsters_remember); vanilla forgets it', () => {
    for (const [compat, remembers] of [[VANILLA, false], [BOOM, true]] as const) {
      const ps = level(compat);
      const imp = spawnMobj(ps, 512 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, mobjIndex('MT_TROOP'));
      const other = spawnMobj(ps, 600 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, mobjIndex('MT_POSSESSED'));
      imp.target = ps.player.mo;
      damageMobj(ps, imp, other, other, 1);
      expect(imp.target).toBe(other);
      expect(imp.lastenemy).toBe(remembers ? ps.player.mo : null);
    }
  });

  it('a non-solid thing moving onto a solid one: vanilla blocks it, Boom lets it through', () => {
    for (const [compat, ok] of [[VANILLA, false], [BOOM, true]] as const) {
      const ps = level(compat);
      const barrel = spawnMobj(ps, 512 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, mobjIndex('MT_BARREL'));
      const puff = spawnMobj(ps, 400 * FRACUNIT, 128 * FRACUNIT, ONFLOORZ, mobjIndex('MT_TFOG'));
      expect(barrel.flags & MF.SOLID).toBeTruthy();
      puff.flags &= ~MF.NOBLOCKMAP; // a non-solid mover that is checked against things
      expect(checkPosition(ps, puff, 512 * FRACUNIT, 128 * FRACUNIT)).toBe(ok);
    }
  });

  it('a rising floor: vanilla stops at nothing but the destination; Boom stops at the ceiling', () => {
    for (const [compat, top] of [[VANILLA, 200], [BOOM, 128]] as const) {
      const m = new SimMap();
      m.row([{ w: 256, floor: 0, ceil: 128 }, { w: 256, floor: 0, ceil: 128 }]);
      m.thing(64, 128, 1, 0);
      const ps = new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat });
      const sec = ps.level.sectors[1];
      let r = 0;
      for (let i = 0; i < 100 && r !== MOVE_PASTDEST && r !== MOVE_CRUSHED; i++) r = movePlane(ps, sec, 8 * FRACUNIT, 200 * FRACUNIT, 0, 0, 1);
      expect(r).toBe(MOVE_PASTDEST);
      expect(sec.floorheight / FRACUNIT).toBe(top);
    }
  });
});
