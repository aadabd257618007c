// The portal fight of the playsim suite (issue 32's cost measure): a map built here with many
// portals — a 2048-unit arena with four doorways in each wall, every doorway a portal into a
// chamber of its own far away (16 portal pairs), each chamber holding three imps and three
// zombiemen (96 monsters) — played with every monster woken at once (its target the player, its see
// state entered) while the player stands in god mode in the arena's middle: the monsters see, hear,
// shoot and walk through the portals. The baseline is the same map with each chamber where its
// portal says it is, joined to its doorway by plain sectors (the same space, no portals); both are
// timed tic by tic in the same run, after an untimed play of each.
import { MapBuilder, mapLumps, rect, type RectSides, type SectorSpec } from '../maps/dsl.js';
import { FACE, T } from '../maps/things.js';
import { WadStack } from '../src/wad/wad-stack.js';
import { writeWad } from '../src/wad/wad-writer.js';
import { loadWorld } from '../src/world/load-world.js';
import { CF_GODMODE, Playsim, TicCmd, liveMobjs, setMobjState } from '../src/sim/index.js';
import { MF, MOBJ_INFO } from '../src/defs/doom/things-info.js';

/** Doorways per arena wall, and monsters per chamber. */
const DOORS = 4;
const PER_CHAMBER = 6;

/** An axis-aligned rectangle from two corners in any order, its sides named as `sides`. */
function box(x0: number, y0: number, x1: number, y1: number, sides: RectSides = {}) {
  return rect(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1), sides);
}

/**
 * The portal arena. Behind each of its 16 doorways lies a second doorway and a 448-unit chamber.
 * `linked`: each chamber (with its second doorway) stands 8192 units east of where it belongs, and a
 * portal joins the two doorways (a translation: the space is as if connected). Otherwise the chamber
 * stands where it belongs, joined by plain sectors: the same fight without portals.
 */
export function portalArena(linked: boolean): MapBuilder {
  const m = new MapBuilder('MAP01', 'Portal fight (bench)', 'bench/portal-fight.ts');
  const arena: SectorSpec = { floor: 0, ceil: 256, floorFlat: 'FLOOR2', ceilFlat: 'CEIL1', light: 208, wall: 'MARBLE1' };
  const vest: SectorSpec = { floor: 0, ceil: 128, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 216, wall: 'SUPPORT1', fascia: 'METAL1' };
  const room: SectorSpec = { floor: 0, ceil: 192, floorFlat: 'FLOOR3', ceilFlat: 'CEIL2', light: 176, wall: 'TECH1' };
  const S = 2048, step = S / DOORS, FAR = 8192;
  m.sector(arena, rect(0, 0, S, S));
  // Per wall: the outward direction, the side names of the far and the near wall of a doorway, and
  // where along the wall its doorways are measured from.
  const walls = [
    { ox: 0, oy: 1, far: 'n', near: 's', at: (c: number) => [c, S] },
    { ox: 0, oy: -1, far: 's', near: 'n', at: (c: number) => [c, 0] },
    { ox: 1, oy: 0, far: 'e', near: 'w', at: (c: number) => [S, c] },
    { ox: -1, oy: 0, far: 'w', near: 'e', at: (c: number) => [0, c] },
  ] as const;
  let n = 0;
  for (const w of walls) {
    const tx = -w.oy, ty = w.ox; // along the wall
    for (let i = 0; i < DOORS; i++) {
      const [px, py] = w.at(step * i + step / 2);
      // A point `d` out of the wall and `a` along it; the chamber's part `dx` further east when linked.
      const pt = (d: number, a: number, dx = 0): [number, number] => [px + w.ox * d + tx * a + dx, py + w.oy * d + ty * a];
      const a = `a${n}`, b = `b${n}`, dx = linked ? FAR : 0;
      const [x0, y0] = pt(0, -64), [x1, y1] = pt(64, 64);
      m.sector(vest, box(x0, y0, x1, y1, linked ? { [w.far]: { name: a, mid: 'DOOR1' } } : {}));
      const [x2, y2] = pt(64, -64, dx), [x3, y3] = pt(128, 64, dx);
      m.sector(vest, box(x2, y2, x3, y3, linked ? { [w.near]: { name: b, mid: 'DOOR1' } } : {}));
      const [x4, y4] = pt(128, -224, dx), [x5, y5] = pt(576, 224, dx);
      m.sector(room, box(x4, y4, x5, y5));
      if (linked) m.portal(a, b);
      for (let k = 0; k < PER_CHAMBER; k++) {
        const [x, y] = pt(k < 3 ? 320 : 480, ((k % 3) - 1) * 160, dx);
        m.thing(x, y, k % 2 === 0 ? T.IMP : T.ZOMBIEMAN, Math.round((Math.atan2(-w.oy, -w.ox) * 180) / Math.PI + 360) % 360);
      }
      n++;
    }
  }
  m.player(S / 2, S / 2, FACE.N);
  return m;
}

export interface PortalFightResult {
  monsters: number; portals: number; tics: number;
  linkedMedianMs: number; linkedMeanMs: number; unlinkedMedianMs: number; unlinkedMeanMs: number;
  /** Linked over unlinked, of the means (issue 32's target: at most 2). */
  ratio: number;
  /** Monsters hurt (below their spawn health) or dead at the end, linked and unlinked. */
  hurtLinked: number; hurtUnlinked: number;
}

/** The arena's Playsim with every monster awake. `iwad`: the demo WAD's bytes (its textures). */
function awake(iwad: Uint8Array, linked: boolean): { ps: Playsim; monsters: number } {
  const pwad = writeWad('PWAD', mapLumps(portalArena(linked).compile()));
  const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: iwad }, { name: 'portal-fight.wad', bytes: pwad }]);
  const ps = new Playsim(loadWorld(stack, 'MAP01', { skill: 4 }), { skill: 4 });
  ps.player.cheats |= CF_GODMODE;
  let monsters = 0;
  for (const mo of liveMobjs(ps)) {
    if (!(mo.flags & MF.COUNTKILL)) continue;
    monsters++;
    mo.target = ps.player.mo;
    setMobjState(ps, mo, MOBJ_INFO[mo.type].seeState);
  }
  return { ps, monsters };
}

function hurt(ps: Playsim): number {
  let n = 0;
  for (const mo of liveMobjs(ps)) if (mo.flags & MF.COUNTKILL && mo.health < MOBJ_INFO[mo.type].spawnHealth) n++;
  return n;
}

/** `tics` tics of each fight timed one by one (after the same fight played untimed). */
export function timePortalFight(iwad: Uint8Array, tics: number): PortalFightResult {
  const idle = new TicCmd();
  const play = (linked: boolean): { times: Float64Array; monsters: number; hurt: number } => {
    const warm = awake(iwad, linked).ps;
    for (let i = 0; i < tics; i++) warm.tick(idle);
    const { ps, monsters } = awake(iwad, linked);
    const times = new Float64Array(tics);
    for (let i = 0; i < tics; i++) {
      const t0 = performance.now();
      ps.tick(idle);
      times[i] = performance.now() - t0;
    }
    return { times, monsters, hurt: hurt(ps) };
  };
  const l = play(true), u = play(false);
  const median = (a: Float64Array): number => { const s = Float64Array.from(a).sort(); return s[s.length >> 1]; };
  const mean = (a: Float64Array): number => { let s = 0; for (const v of a) s += v; return s / a.length; };
  const r = (v: number): number => Math.round(v * 10000) / 10000;
  return {
    monsters: l.monsters, portals: 4 * DOORS, tics,
    linkedMedianMs: r(median(l.times)), linkedMeanMs: r(mean(l.times)), unlinkedMedianMs: r(median(u.times)), unlinkedMeanMs: r(mean(u.times)),
    ratio: Math.round((mean(l.times) / mean(u.times)) * 100) / 100, hurtLinked: l.hurt, hurtUnlinked: u.hurt,
  };
}
