// A hostile nest of portals (src/sim/portal-move.ts; issue #32): a room whose walls are all
// portals onto the opposite wall (a torus: whatever leaves west comes in east, north comes in
// south), cut into short pieces so that a box meets several at once. Traces stop after
// MAX_TRACE_HOPS crossings, a box is checked through MAX_TOUCH portals at most, the work per tic
// stays bounded, and a fight there, written as a DOOM v1.9 demo and played back, is the same bit
// for bit on every run.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd, BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { FRACUNIT } from '../../src/sim/base/fixed.js';
import { DEMO_END, demoTicCmd, parseDemo } from '../../src/sim/demo.js';
import { traceTic } from '../../src/sim/trace.js';
import { MISSILERANGE, aimLineAttack, checkPosition, lineAttack } from '../../src/sim/rules/map-move.js';
import { MAX_TOUCH, MAX_TRACE_HOPS, portalLinks } from '../../src/sim/rules/portal-move.js';
import { MT_PUFF } from '../../src/sim/rules/mobj.js';
import { Mobj } from '../../src/sim/base/thing.js';
import { TF_REMOVED } from '../../src/sim/base/thinker.js';
import { worldOf } from '../play/play-maps.js';
import { torusMap } from './portal-arena-map.js';

/** torusMap's room as a Playsim (skill 3). */
function torus(size: number, pieces: number, things: [number, number, number][] = [], start = { x: size / 2, y: size / 2, angle: 0 }): Playsim {
  const world = worldOf(torusMap(size, pieces, things, start));
  // (The test IWAD has few sprites: only those may be missing.)
  expect(world.warnings.filter((w) => !w.startsWith('missing sprites'))).toEqual([]);
  return new Playsim(world, { skill: 3 });
}

function live(ps: Playsim): Mobj[] {
  const out: Mobj[] = [];
  for (let t = ps.thinkers.cap.next!; t !== ps.thinkers.cap; t = t.next!) if (t instanceof Mobj && t.fn !== TF_REMOVED) out.push(t);
  return out;
}

describe('a torus room of portals', () => {
  it('has its 4 × pieces portal lines, each linked both ways', () => {
    const pl = portalLinks(torus(256, 4));
    expect(pl.count).toBe(16);
  });

  it('a shot east in a 64-wide torus crosses MAX_TRACE_HOPS portals and stops (no puff: it never meets a wall)', () => {
    const ps = torus(64, 2);
    const puffs: Mobj[] = [];
    ps.mobjSpawned = (mo) => { if (mo.type === MT_PUFF) puffs.push(mo); };
    lineAttack(ps, ps.player.mo!, 0, MISSILERANGE, 0, 0);
    expect(MAX_TRACE_HOPS).toBe(16);
    expect(portalLinks(ps).lastTraceHops).toBe(MAX_TRACE_HOPS);
    expect(puffs.length).toBe(0);
    // The aim the same.
    aimLineAttack(ps, ps.player.mo!, 0, MISSILERANGE);
    expect(portalLinks(ps).lastTraceHops).toBe(MAX_TRACE_HOPS);
    expect(ps.tm.linetarget).toBe(null);
  });

  it('a shot at a short range stops when its range is spent: 300 units in a 64-wide torus cross 5 portals', () => {
    const ps = torus(64, 2);
    lineAttack(ps, ps.player.mo!, 0, 300 * FRACUNIT, 0, 0);
    // From x = 32: the walls at 32, 96, 160, 224, 288 units along.
    expect(portalLinks(ps).lastTraceHops).toBe(5);
  });

  it('an imp seen only around the torus (behind the player) is autoaimed at through the wrap', () => {
    // The player at (96, 128) facing east; the imp at (40, 128) behind him: east through x = 256,
    // in again at x = 0: 160 + 40 − 20 units along.
    const ps = torus(256, 4, [[40, 128, 3001]], { x: 96, y: 128, angle: 0 });
    aimLineAttack(ps, ps.player.mo!, 0, MISSILERANGE);
    expect(ps.tm.linetarget?.x).toBe(40 * FRACUNIT);
    expect(portalLinks(ps).lastTraceHops).toBe(1);
  });

  it('a box in a corner of pieces 8 units long meets at most MAX_TOUCH portals, and the check still answers', () => {
    const ps = torus(64, 8, [], { x: 12, y: 12, angle: 0 });
    const mo = ps.player.mo!;
    // The box [−4, 28]² overlaps 4 west and 4 south pieces (8 units each) from the corner.
    expect(checkPosition(ps, mo, 12 * FRACUNIT, 12 * FRACUNIT)).toBe(true);
    expect(portalLinks(ps).touchCount).toBeLessThanOrEqual(MAX_TOUCH);
    expect(portalLinks(ps).touchCount).toBeGreaterThan(0);
  });
});

/** The arena's fight as ticcmds: walking, strafing and turning with the pistol firing. */
function fightCommands(tics: number): TicCmd[] {
  const out: TicCmd[] = [];
  let seed = 12345;
  const rnd = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x80000000; };
  for (let i = 0; i < tics; i++) {
    const c = new TicCmd();
    c.forwardMove = i % 70 < 40 ? 25 : -25;
    c.sideMove = i % 50 < 20 ? 24 : 0;
    c.angleTurn = (Math.floor(rnd() * 1024) - 512) & 0xff00;
    c.buttons = i % 9 < 5 ? BT_ATTACK : 0;
    out.push(c);
  }
  return out;
}

/** The commands as a DOOM v1.9 demo lump (skill 3, MAP01, player 1). */
function encodeDemo(cmds: TicCmd[]): Uint8Array {
  const bytes = [109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0];
  for (const c of cmds) bytes.push(c.forwardMove & 0xff, c.sideMove & 0xff, (c.angleTurn >> 8) & 0xff, c.buttons & 0xff);
  bytes.push(DEMO_END);
  return Uint8Array.from(bytes);
}

const ARENA_THINGS: [number, number, number][] = [[200, 60, 3001], [60, 200, 3004], [200, 200, 3004], [128, 230, 2035], [30, 128, 2035]];

/** Plays `cmds` (or the demo) in the 256 torus arena; the trace of every tic, and the watchdog's counts. */
function play(next: (tic: number, cmd: TicCmd) => TicCmd, tics: number): { trace: string[]; visits: number; ps: Playsim } {
  const ps = torus(256, 4, ARENA_THINGS, { x: 128, y: 100, angle: 90 });
  const trace: string[] = [];
  const cmd = new TicCmd();
  const v0 = ps.tm.thingVisits;
  for (let t = 0; t < tics; t++) {
    ps.tick(next(t, cmd));
    trace.push(traceTic(ps, t, true));
  }
  return { trace, visits: ps.tm.thingVisits - v0, ps };
}

describe('a fight in the torus arena', () => {
  const TICS = 420;
  const cmds = fightCommands(TICS);

  it('recorded as a demo, plays back bit for bit: the same trace as the commands themselves, on every run', () => {
    const demo = parseDemo(encodeDemo(cmds), 'arena.lmp');
    expect(demo.tics).toBe(TICS);
    const direct = play((t, c) => Object.assign(c, cmds[t]), TICS);
    const first = play((t, c) => demoTicCmd(demo, t, 0, c), TICS);
    const second = play((t, c) => demoTicCmd(demo, t, 0, c), TICS);
    expect(first.trace).toEqual(direct.trace);
    expect(second.trace).toEqual(first.trace);
    // Not an idle run: shots were fired, things were hurt or killed, things crossed the wraps.
    const ps = first.ps;
    expect(ps.player.ammo[0]).toBeLessThan(50);
    const hurt = live(ps).filter((m) => (m.type !== 0 && m.health < ps.defs.infoSpawnHealth[m.type]) || m.health <= 0);
    expect(hurt.length).toBeGreaterThan(0);
    expect(portalLinks(ps).crossings).toBeGreaterThan(0);
    // Every thing's centre stays in the room (the wraps keep it there).
    for (const m of live(ps)) {
      expect(m.x >= 0 && m.x <= 256 * FRACUNIT && m.y >= 0 && m.y <= 256 * FRACUNIT, `${m.type} at ${m.x / FRACUNIT}, ${m.y / FRACUNIT}`).toBe(true);
    }
  });

  it('the work per tic stays bounded (things looked at, a watchdog count, not time)', () => {
    const r = play((t, c) => Object.assign(c, cmds[t]), TICS);
    expect(r.visits / TICS).toBeLessThan(2000);
  });
});

describe('no per-call allocation in the portal hooks', () => {
  // One boxed number a round would be 32 KiB over 2,000 rounds: any per-call allocation fails the bound.
  it('2,000 rounds of aims, touches, a blast, monsters\' images and 16-crossing shots grow the heap under 16 KiB', async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const bundle = join(OUTPUT_DIR, 'portal-alloc-harness.mjs');
    await build({ entryPoints: [join(__dirname, 'portal-alloc-harness.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
    const r = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout.trim().split('\n').pop()!) as { window: number; growth: number; rounds: number; aimed: number; fits: number; hops: number; hurt: boolean };
    // Every round aimed at an imp through the portal, fitted its box, and the aim in the torus
    // crossed 16 portals; the blast hurt through the portal.
    expect(rep.window).toBe(2_000);
    expect([rep.aimed, rep.fits, rep.hops, rep.hurt]).toEqual([rep.rounds, rep.rounds, rep.rounds * MAX_TRACE_HOPS, true]);
    expect(rep.growth).toBeLessThan(16 * 1024);
  });
});
