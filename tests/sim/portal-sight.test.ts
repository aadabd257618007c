// Sight, sound and chasing through portals (src/sim/portal-sight.ts) on maps the tests build.
//
// The map: room A [0,256]² with a portal in its east wall (x = 256, y 64..192, front facing west),
// linked to a portal in the south wall of room B (y = 256, x 2808..2936, front facing north); B is
// split at y = 512 by a two-sided line into B1 (south) and B2 (north). A → B is T(x, y) =
// (3000 − y, x): through A's portal going east comes out of B's going north (B → A turns 270°).
// The player stands in A at (128, 128) facing east: a monster in B sees it through B's portal at
// its image T⁻¹… seen from B, the player is at T(128, 128) = (2872, 128), straight south of B's portal.
import { describe, expect, it } from 'vitest';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd, BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { ANG180, ANG270, FRACUNIT } from '../../src/sim/base/fixed.js';
import { stateIndex } from '../../src/defs/doom/things-info.js';
import type { Mobj } from '../../src/sim/base/thing.js';
import { checkSight } from '../../src/sim/base/sight.js';
import { portalLinks } from '../../src/sim/rules/portal-move.js';
import { DI_WEST, checkMeleeRange, newChaseDir } from '../../src/sim/rules/enemy.js';
import { MAX_CHAINS, MAX_TESTS, heardAt, heardRoute, IMG, lastSearchCounts, targetImage } from '../../src/sim/rules/portal-sight.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { Sketch, TWO_SIDED, worldOf } from '../play/play-maps.js';

const ML_SOUNDBLOCK = 64;
const ZOMBIE = 3004;

interface MapOpts {
  linked?: boolean;
  /** Sound-blocking flags on A's portal line and on the line between B1 and B2. */
  blockPortal?: boolean;
  blockB?: boolean;
  /** A wall across B1 between the portal and B2 (sight and walking blocked; sound passes: it is two-sided and closed? no: one-sided). */
  things?: [number, number, number, number][];
  player?: [number, number, number];
}

function build(opts: MapOpts = {}): { ps: Playsim; a: number; b1: number; b2: number; lineA: number; lineB: number } {
  const s = new Sketch();
  const a = s.sector(0, 128), b1 = s.sector(0, 128), b2 = s.sector(0, 128);
  s.box(0, 0, 256, 256, a, 'e');
  s.wall(256, 256, 256, 192, a);
  const lineA = s.wall(256, 192, 256, 64, a);
  s.wall(256, 64, 256, 0, a);
  s.box(2488, 256, 3256, 512, b1, 'sn');
  s.wall(3256, 256, 2936, 256, b1);
  const lineB = s.wall(2936, 256, 2808, 256, b1);
  s.wall(2808, 256, 2488, 256, b1);
  s.twoSided(2488, 512, 3256, 512, b1, b2, TWO_SIDED | (opts.blockB ? ML_SOUNDBLOCK : 0));
  s.box(2488, 512, 3256, 768, b2, 's');
  if (opts.blockPortal) s.lines[lineA].flags = (s.lines[lineA].flags ?? 0) | ML_SOUNDBLOCK;
  if (opts.linked ?? true) s.portals = `portal ${lineA} ${lineB}\n`;
  const [px, py, pa] = opts.player ?? [128, 128, 0];
  const map = s.build({ x: px, y: py, angle: pa });
  for (const [x, y, type, angle] of opts.things ?? []) map.things!.push({ x, y, type, angle });
  const world = worldOf(map);
  expect(world.warnings.filter((w) => !w.startsWith('missing sprites'))).toEqual([]);
  return { ps: new Playsim(world, { skill: 3 }), a, b1, b2, lineA, lineB };
}

function monsters(ps: Playsim): Mobj[] {
  return liveMobjs(ps).filter((mo) => mo.player === null);
}

/** Holds fire until the pistol goes off (the weapon comes up first): the tic it fired on. */
function fire(ps: Playsim): number {
  const ammo = ps.player.ammo[0];
  for (let t = 1; t <= 35; t++) {
    tic(ps, BT_ATTACK);
    if (ps.player.ammo[0] !== ammo) return t;
  }
  throw new Error('the pistol never fired');
}

function tic(ps: Playsim, buttons = 0): void {
  const cmd = new TicCmd();
  cmd.buttons = buttons;
  ps.tick(cmd);
}

const STND = stateIndex('S_POSS_STND'), STND2 = stateIndex('S_POSS_STND2'), RUN1 = stateIndex('S_POSS_RUN1');

describe('sight through a portal', () => {
  it('a zombieman in B2 facing south sees the player through B\'s portal on its first real look (tic 11), as it would straight', () => {
    const { ps, lineB } = build({ things: [[2872, 640, ZOMBIE, 270]] });
    const [z] = monsters(ps);
    const mo = ps.player.mo!;
    // The straight line crosses walls; through the portal it is clear.
    expect(checkSight(ps, z, mo)).toBe(true);
    expect([z.routeTarget, z.routeHops, z.routeFirst]).toEqual([mo, 1, portalLinks(ps).lineSlot[lineB]]);
    // The route maps the player's position into B's space: T(128, 128) = (2872, 128); the turn is T's (90°).
    const rw = z.route!;
    const img = [rw[0] * 128 + rw[1] * 128 + rw[4], rw[2] * 128 + rw[3] * 128 + rw[5]];
    expect(img.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([2872, 128]);
    expect([rw[6], rw[7]]).toEqual([0, 0x40000000]);
    z.routeTarget = null;
    // The player sees the zombieman too (the other way through the same pair).
    expect(checkSight(ps, mo, z)).toBe(true);
    expect(mo.routeHops).toBe(1);
    // Spawning drew lastlook 1 and one tic: the first look gives up (vanilla's stop), the second, on tic 11, sees.
    for (let t = 1; t <= 10; t++) tic(ps);
    expect(z.state).toBe(STND2);
    const head = ps.soundHead;
    tic(ps);
    expect(z.state).toBe(RUN1);
    expect(z.target).toBe(mo);
    expect(z.routeHops).toBe(1);
    // Its see sound is heard from its image beyond A's portal: T⁻¹(2872, 640) = (640, 128), not from
    // 2,700 units away.
    expect(ps.soundHead).toBe(head + 1);
    const r = ps.soundRing, i = (head % (r.length / 4)) * 4;
    expect([r[i + 1], r[i + 2], r[i + 3]]).toEqual([640 * FRACUNIT, 128 * FRACUNIT, z.slot]);
  });

  it('without the link it never wakes; facing away (north) it does not see; a wall on the way blocks', () => {
    const unlinked = build({ linked: false, things: [[2872, 640, ZOMBIE, 270]] });
    const [z0] = monsters(unlinked.ps);
    expect(checkSight(unlinked.ps, z0, unlinked.ps.player.mo!)).toBe(false);
    for (let t = 0; t < 40; t++) tic(unlinked.ps);
    expect([STND, STND2]).toContain(z0.state);
    const away = build({ things: [[2872, 640, ZOMBIE, 90]] });
    const [z1] = monsters(away.ps);
    for (let t = 0; t < 40; t++) tic(away.ps);
    expect([STND, STND2]).toContain(z1.state);
    // The player beside the portal's line, out of the zombieman's view through it: (40, 240) in A
    // is seen from B through the window only from some places; from (2600, 300) it is not.
    const side = build({ player: [40, 240, 0], things: [[2600, 300, ZOMBIE, 270]] });
    const [z2] = monsters(side.ps);
    expect(checkSight(side.ps, z2, side.ps.player.mo!)).toBe(false);
    // The search goes by regions: from B (B1 and B2, joined by a two-sided line) only B's portal line
    // is looked at, then from A only A's — never every portal line of the map at every depth.
    expect(lastSearchCounts(side.ps)).toEqual({ tests: 3, chains: 0 });
  });
});

describe('a zombieman shooting through a portal (exact, from DOOM\'s random table)', () => {
  /** Tics until the player is first hurt (at most `limit`), and the health lost then. */
  function firstHit(ps: Playsim, limit: number, buttons = 0): { tic: number; damage: number } {
    for (let t = 1; t <= limit; t++) {
      tic(ps, buttons);
      if (ps.player.health < 100) return { tic: t, damage: 100 - ps.player.health };
    }
    return { tic: -1, damage: 0 };
  }

  it('woken by sight through the portal, it shoots the player through it: the tic and the damage', () => {
    const { ps } = build({ things: [[2872, 640, ZOMBIE, 270]] });
    // Awake on tic 11 (above); its first bullets to land: 15 (DOOM's 3 × (1..5)) on tic 215.
    expect(firstHit(ps, 700)).toEqual({ tic: 215, damage: 15 });
    // Unlinked, it never wakes, and nobody is hurt.
    const unlinked = build({ linked: false, things: [[2872, 640, ZOMBIE, 270]] });
    expect(firstHit(unlinked.ps, 700)).toEqual({ tic: -1, damage: 0 });
  });

  it('woken by the sound of the player\'s shot through the portal (facing away), it turns and shoots back through it', () => {
    // Off the shot's line (it misses: only the noise reaches it), facing north, away from the portal.
    const { ps } = build({ things: [[2650, 700, ZOMBIE, 90]] });
    const [z] = monsters(ps);
    const fired = fire(ps);
    expect([fired, z.health, z.target]).toEqual([19, 20, null]); // unhurt; its sector heard the shot
    let woke = 0;
    while (woke < 10 && z.target === null) { tic(ps); woke++; }
    expect(z.target).toBe(ps.player.mo); // A_Look took the sector's sound target
    const hit = firstHit(ps, 700);
    // It wakes on its next look (2 tics after the shot) and first hits 336 tics after the shot, for 15.
    expect([woke, woke + hit.tic, hit.damage]).toEqual([2, 336, 15]);
    // The same without the link: the noise stops at A's wall, and nobody is hurt.
    const unlinked = build({ linked: false, things: [[2650, 700, ZOMBIE, 90]] });
    fire(unlinked.ps);
    expect(firstHit(unlinked.ps, 700)).toEqual({ tic: -1, damage: 0 });
  });
});

describe('the noise alert through a portal', () => {
  it('a shot in A wakes a zombieman facing away in B2; not without the link', () => {
    // (Off the shot's way: the pistol's bullet goes through the portal and north up x = 2872.)
    for (const linked of [true, false]) {
      const { ps, lineB } = build({ linked, things: [[3100, 640, ZOMBIE, 90]] });
      const [z] = monsters(ps);
      fire(ps);
      if (linked) {
        // The noise came into B2 through A's portal: the route it keeps maps the player's place into
        // B's space, T(128, 128) = (2872, 128), B's portal first on the way back.
        const mo = ps.player.mo!;
        heardRoute(ps, z, mo);
        targetImage(ps, z, mo);
        expect([z.routeHops, z.routeFirst, IMG.x, IMG.y]).toEqual([1, portalLinks(ps).lineSlot[lineB], 2872 * FRACUNIT, 128 * FRACUNIT]);
        z.routeTarget = null;
      }
      for (let t = 0; t < 12; t++) tic(ps);
      if (linked) {
        expect(z.state).not.toBe(STND);
        expect(z.target).toBe(ps.player.mo);
        // Woken by the noise through the portal: it heads for the player's image beyond B's portal.
        expect([z.routeHops, z.routeFirst]).toEqual([1, portalLinks(ps).lineSlot[lineB]]);
      } else {
        expect([STND, STND2]).toContain(z.state);
      }
    }
  });

  it('a sound-blocking line beyond the portal still counts: the portal\'s block and B\'s make two', () => {
    const one = build({ blockPortal: true, things: [[3100, 640, ZOMBIE, 90], [2600, 400, ZOMBIE, 90]] });
    fire(one.ps);
    expect(one.ps.level.sectors[one.b2].soundtarget).toBe(one.ps.player.mo);
    const two = build({ blockPortal: true, blockB: true, things: [[3100, 640, ZOMBIE, 90], [2600, 400, ZOMBIE, 90]] });
    fire(two.ps);
    expect(two.ps.level.sectors[two.b1].soundtarget).toBe(two.ps.player.mo);
    expect(two.ps.level.sectors[two.b2].soundtarget).toBe(null);
    for (let t = 0; t < 12; t++) tic(two.ps);
    const [far, near] = monsters(two.ps);
    expect([STND, STND2]).toContain(far.state);
    expect(near.target).toBe(two.ps.player.mo);
  });

  it('a sound beyond the portal is heard at its image: the way through the portal, not the straight line', () => {
    const { ps } = build();
    const mo = ps.player.mo!;
    // A source at (2872, 400) in B1: its image in A is T⁻¹(2872, 400) = (400, 128), 272 units east.
    heardAt(ps, mo.x, mo.y, 2872 * FRACUNIT, 400 * FRACUNIT);
    expect([IMG.x, IMG.y]).toEqual([400 * FRACUNIT, 128 * FRACUNIT]);
    // Out of the portal's window (behind B's south wall, west of it), it is heard where it is.
    heardAt(ps, mo.x, mo.y, 2500 * FRACUNIT, 260 * FRACUNIT);
    expect([IMG.x, IMG.y]).toEqual([2500 * FRACUNIT, 260 * FRACUNIT]);
  });
});

describe('chasing through a portal', () => {
  it('a zombieman that sees the player through the portal walks to it, through it, and chases on in A', () => {
    const { ps, a } = build({ things: [[2872, 640, ZOMBIE, 270]] });
    const [z] = monsters(ps);
    const mo = ps.player.mo!;
    mo.health = ps.player.health = 100000;
    let crossed = -1;
    for (let t = 1; t <= 400 && crossed < 0; t++) {
      tic(ps);
      if (z.sector.index === a) crossed = t;
    }
    expect(crossed).toBeGreaterThan(11);
    // It came out of A's portal going west (B → A turns south into west), its route straight now.
    expect(z.x).toBeGreaterThan(200 * FRACUNIT);
    expect(z.routeHops).toBe(0);
    expect(z.movedir).toBe(DI_WEST);
    expect([z.angle === ANG180 || z.angle === ((ANG180 + 0x20000000) >>> 0) || z.angle === ((ANG180 - 0x20000000) >>> 0)]).toEqual([true]);
    // It keeps chasing on this side: closer to the player than where it came out, within a few seconds.
    const d0 = Math.hypot(z.x - mo.x, z.y - mo.y);
    let closest = d0;
    for (let t = 0; t < 140; t++) {
      tic(ps);
      closest = Math.min(closest, Math.hypot(z.x - mo.x, z.y - mo.y));
    }
    expect(z.sector.index).toBe(a);
    expect(closest).toBeLessThan(d0 - 32 * FRACUNIT);
    // It shot the player through the portal or after (hitscans cross portals).
    expect(mo.health).toBeLessThan(100000);
    void ANG270;
  });
});

describe('ranges and directions through a portal', () => {
  it('a demon just beyond B\'s portal is in melee range of the player at A\'s (its image 47 units off); not unlinked', () => {
    for (const linked of [true, false]) {
      const { ps } = build({ linked, player: [240, 128, 0], things: [[2872, 287, 3002, 270]] });
      const [demon] = monsters(ps);
      demon.target = ps.player.mo;
      expect(checkMeleeRange(ps, demon)).toBe(linked);
    }
  });

  it('a new chase direction heads for the image: south to B\'s portal, not west-south-west to the player\'s real place', () => {
    const { ps } = build({ things: [[2872, 640, ZOMBIE, 270]] });
    const [z] = monsters(ps);
    z.target = ps.player.mo;
    z.movedir = 8;
    newChaseDir(ps, z);
    // The image (2872, 128) is straight south: DOOM's rule takes south (its x within 10 units).
    expect(z.movedir).toBe(6);
    const unlinked = build({ linked: false, things: [[2872, 640, ZOMBIE, 270]] });
    const [u] = monsters(unlinked.ps);
    u.target = unlinked.ps.player.mo;
    u.movedir = 8;
    newChaseDir(unlinked.ps, u);
    expect(u.movedir).toBe(5); // south-west, towards (128, 128)
  });
});

describe('bounded on a nest of portals', () => {
  it('a room whose 16 wall pieces are all portals into one another: a failing check stops within its bounds', () => {
    // Room [0,512]², each wall in four 128-unit pieces; piece i is linked with piece (i + 5) mod 16
    // (8 pairs, each line in one pair), and a closed box in the middle hides the target.
    const s = new Sketch();
    const r = s.sector(0, 128);
    const pieces: number[] = [];
    const corners: [number, number][] = [[0, 0], [0, 512], [512, 512], [512, 0], [0, 0]];
    for (let w = 0; w < 4; w++) {
      const [x0, y0] = corners[w], [x1, y1] = corners[w + 1];
      for (let p = 0; p < 4; p++) {
        pieces.push(s.wall(x0 + ((x1 - x0) * p) / 4, y0 + ((y1 - y0) * p) / 4, x0 + ((x1 - x0) * (p + 1)) / 4, y0 + ((y1 - y0) * (p + 1)) / 4, r));
      }
    }
    s.pillar(224, 224, 288, 288, r);
    const used = new Set<number>();
    let text = '';
    for (let i = 0; i < 16; i++) {
      const j = (i + 5) % 16;
      if (used.has(i) || used.has(j)) continue;
      used.add(i); used.add(j);
      text += `portal ${pieces[i]} ${pieces[j]}\n`;
    }
    s.portals = text;
    const map = s.build({ x: 64, y: 256, angle: 0 });
    map.things!.push({ x: 448, y: 256, type: ZOMBIE, angle: 180 });
    const world = worldOf(map);
    const ps = new Playsim(world, { skill: 3 });
    const pl = portalLinks(ps);
    expect(pl.count).toBeGreaterThanOrEqual(8);
    const [z] = monsters(ps);
    const mo = ps.player.mo!;
    checkSight(ps, z, mo);
    const c = lastSearchCounts(ps);
    expect(c.tests).toBeLessThanOrEqual(MAX_TESTS + 1);
    expect(c.chains).toBeLessThanOrEqual(MAX_CHAINS + 1);
    // A hundred tics of the zombieman looking and chasing there, and the player shooting: it ends.
    for (let t = 0; t < 100; t++) tic(ps, t % 10 === 0 ? BT_ATTACK : 0);
    expect(ps.leveltime).toBe(100);
  });
});
