// What a thing that points at a removed thing sees. Vanilla (Chocolate Doom's reference): the removed
// thing's memory is handed out again some 512 spawns later, whatever still points at it. Boom and
// later (dsda-doom's reference, P_SetTarget): target, tracer, lastenemy and a sector's soundtarget
// are counted, and a removed thing stays as it was, out of play, until the count falls to 0; from
// LxDoom on, a removed thing also lets go of what it pointed at. And the arch-vile's raise, which
// the same Boom demos met: comp_vile off tests the corpse at its own size, solid.
import { describe, expect, it } from 'vitest';
import { SimMap, simWorld } from './helpers.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { ONFLOORZ, removeMobj, setMobjState, spawnMobj } from '../../src/sim/rules/mobj.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';
import { damageMobj } from '../../src/sim/rules/interaction.js';
import { noiseAlert, DI_EAST } from '../../src/sim/rules/enemy.js';
import { aVileChase } from '../../src/sim/rules/enemy-boss.js';
import { Compat, COMPLEVEL_BOOM, COMPLEVEL_BOOM_COMPAT, COMPLEVEL_LXDOOM, VANILLA } from '../../src/sim/base/compat.js';

const BOOM = new Compat(COMPLEVEL_BOOM);
const MT_BARREL = mobjIndex('MT_BARREL');
const FU = FRACUNIT;

function level(compat: Compat): Playsim {
  const m = new SimMap();
  m.row([{ w: 1024, floor: 0, ceil: 128 }]);
  m.thing(64, 128, 1, 0);
  return new Playsim(simWorld(m.build('MAP01')), { skill: 3, compat });
}

/** `n` inert things (barrels), spawned in a pile. */
function spawnMany(ps: Playsim, n: number): Mobj[] {
  const out: Mobj[] = [];
  for (let i = 0; i < n; i++) out.push(spawnMobj(ps, 700 * FU, 128 * FU, ONFLOORZ, MT_BARREL));
  return out;
}

function linked(ps: Playsim, mo: Mobj): boolean {
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) if (t === mo) return true;
  return false;
}

describe('a removed thing that something still points at', () => {
  it('Boom: kept as it was, out of play, while targeted; unlinked and reused once the last reference is dropped', () => {
    const ps = level(BOOM);
    const gone = spawnMobj(ps, 300 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
    const holder = spawnMobj(ps, 500 * FU, 128 * FU, ONFLOORZ, MT_BARREL);
    holder.target = gone;
    holder.tracer = gone;
    expect(gone.references).toBe(2);
    removeMobj(ps, gone);
    const was = [gone.type, gone.x, gone.y, gone.z, gone.health, gone.state];
    for (let i = 0; i < 5; i++) ps.tick(new TicCmd());
    expect(linked(ps, gone)).toBe(true);
    expect(gone.fn).toBe(TF_REMOVED);
    // Far more spawns than vanilla's 512 never hand it out, and its fields stay.
    expect(spawnMany(ps, 1200).includes(gone)).toBe(false);
    expect([gone.type, gone.x, gone.y, gone.z, gone.health, gone.state]).toEqual(was);
    expect(holder.target).toBe(gone);
    holder.tracer = null;
    ps.tick(new TicCmd());
    expect(linked(ps, gone)).toBe(true); // the target still counts
    holder.target = null;
    expect(gone.references).toBe(0);
    ps.tick(new TicCmd());
    expect(linked(ps, gone)).toBe(false);
    // Unlinked, it is free memory again (after the pool's delay).
    const later = spawnMany(ps, 600);
    expect(later.includes(gone)).toBe(true);
    expect(later.indexOf(gone)).toBeGreaterThanOrEqual(500);
    expect(gone.fn).not.toBe(TF_REMOVED);
    expect(gone.references).toBe(0);
  });

  it('vanilla: unlinked on its turn whatever points at it, and handed out again 512 spawns later', () => {
    const ps = level(VANILLA);
    const gone = spawnMobj(ps, 300 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
    const holder = spawnMobj(ps, 500 * FU, 128 * FU, ONFLOORZ, MT_BARREL);
    holder.target = gone;
    removeMobj(ps, gone);
    ps.tick(new TicCmd());
    expect(linked(ps, gone)).toBe(false);
    const later = spawnMany(ps, 600);
    expect(later.indexOf(gone)).toBeGreaterThanOrEqual(510);
    // The pointer now sees the new thing in that memory, as in DOOM.
    expect(holder.target).toBe(gone);
    expect(gone.x).toBe(700 * FU);
  });

  it('the count follows target, tracer, lastenemy and a sector soundtarget; each pointer once', () => {
    const ps = level(BOOM);
    const a = spawnMobj(ps, 300 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
    const b = spawnMobj(ps, 400 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
    const c = spawnMobj(ps, 500 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
    b.target = a; b.tracer = a; b.lastenemy = a; c.target = a;
    expect(a.references).toBe(4);
    c.target = b;
    expect([a.references, b.references]).toEqual([3, 1]);
    b.lastenemy = b.lastenemy; // the same pointer again counts once
    expect(a.references).toBe(3);
    const p = ps.player.mo!, before = p.references;
    noiseAlert(ps, p, p); // one sector: its soundtarget
    noiseAlert(ps, p, p);
    expect(p.references).toBe(before + 1);
    noiseAlert(ps, a, a);
    expect([p.references, a.references]).toEqual([before, 4]);
  });

  it("a removed thing's own pointers: kept (and counted) before LxDoom, let go from LxDoom on", () => {
    for (const [compat, kept] of [[BOOM, true], [new Compat(COMPLEVEL_LXDOOM), false]] as const) {
      const ps = level(compat);
      const a = spawnMobj(ps, 300 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
      const shooter = spawnMobj(ps, 400 * FU, 200 * FU, ONFLOORZ, MT_BARREL);
      shooter.target = a;
      removeMobj(ps, shooter);
      expect(shooter.target).toBe(kept ? a : null);
      expect(a.references).toBe(kept ? 1 : 0);
    }
  });
});

describe("the arch-vile's raise test (comp_vile)", () => {
  const MT_VILE = mobjIndex('MT_VILE'), MT_TROOP = mobjIndex('MT_TROOP'), MT_POSSESSED = mobjIndex('MT_POSSESSED');

  /** An imp's corpse lying still where the vile's next step east reaches, and whether it rose. */
  function raise(compat: Compat, crushed: boolean, standing: boolean): Mobj {
    const ps = level(compat);
    const corpse = spawnMobj(ps, 500 * FU, 128 * FU, ONFLOORZ, MT_TROOP);
    damageMobj(ps, corpse, null, null, corpse.health);
    // Through the death frames (A_Fall makes it non-solid) to the one it lies in.
    for (let i = 0; i < 10 && corpse.tics !== -1; i++) setMobjState(ps, corpse, ps.defs.stateNext[corpse.state]);
    expect(corpse.state).toBe(stateIndex('S_TROO_DIE5'));
    expect(corpse.flags & MF.SOLID).toBe(0);
    if (crushed) { corpse.height = 0; corpse.radius = 0; }
    if (standing) spawnMobj(ps, 510 * FU, 128 * FU, ONFLOORZ, MT_POSSESSED);
    const vile = spawnMobj(ps, 460 * FU, 128 * FU, ONFLOORZ, MT_VILE);
    vile.movedir = DI_EAST;
    aVileChase(ps, vile);
    return corpse;
  }

  it('a corpse under a standing monster: vanilla and Boom 2.02 leave it; Boom with comp_vile on (its compatibility mode) raises it', () => {
    for (const [compat, rises] of [[VANILLA, false], [BOOM, false], [new Compat(COMPLEVEL_BOOM_COMPAT), true]] as const) {
      const c = raise(compat, false, true);
      expect(c.health > 0, `complevel ${compat.complevel}`).toBe(rises);
    }
  });

  it('a crushed corpse rises as a ghost with comp_vile on, whole with it off', () => {
    const v = raise(VANILLA, true, false);
    expect([v.health > 0, v.height, v.radius]).toEqual([true, 0, 0]);
    const b = raise(BOOM, true, false);
    expect([b.health > 0, b.height, b.radius]).toEqual([true, 56 * FU, 20 * FU]);
  });
});
