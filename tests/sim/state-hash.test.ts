// Determinism: the same map and ticcmds give the same whole state of DOOM's playsim, bit for bit, by
// a digest of every part of it (tests/helpers/playsim-digest.ts) — played twice in fresh Playsims,
// or in one Playsim in two halves; a different script gives a different state; and the digest sees
// every part of the state (a change to any one field changes it).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FULL, fullOnly } from '../helpers/full.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript, scriptTics } from '../../src/sim/input-script.js';
import { VerticalDoor } from '../../src/sim/rules/doors.js';
import { FireFlicker } from '../../src/sim/rules/sector-lights.js';
import { specialState } from '../../src/sim/rules/special-state.js';
import { liveMobjs } from '../../src/sim/trace.js';
import { playsimDigest } from '../helpers/playsim-digest.js';
import { startAllDoorsAndLifts } from '../../src/sim/start-movers.js';
import { testStack } from '../helpers/test-wad.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { prng } from '../helpers/world-fixtures.js';

type MakeSim = () => Playsim;

/** Plays `script` on a fresh Playsim from `make`, optionally setting every door and lift moving first; digests every `every` tics. */
function play(make: MakeSim, script: string, opts: { movers?: boolean; every?: number; splitAt?: number } = {}): { ps: Playsim; hashes: string[] } {
  const ps = make();
  if (opts.movers) startAllDoorsAndLifts(ps);
  const steps = parseInputScript(script);
  const player = new ScriptPlayer(steps);
  const cmd = new TicCmd();
  const n = scriptTics(steps), every = opts.every ?? 0;
  const hashes: string[] = [];
  const runTo = (end: number, from: number) => {
    for (let t = from; t < end && ps.exited === 0; t++) {
      ps.tick(player.next(cmd));
      if (every > 0 && (t + 1) % every === 0) hashes.push(playsimDigest(ps));
    }
  };
  if (opts.splitAt !== undefined) { runTo(opts.splitAt, 0); runTo(n, opts.splitAt); } else runTo(n, 0);
  return { ps, hashes };
}

/** A seeded route of walking, running, turning, strafing, use and fire: `tics` long. */
function randomScript(seed: number, tics: number): string {
  const rnd = prng(seed);
  const kinds = ['forward', 'forward', 'forward', 'turn-left', 'turn-right', 'strafe-left', 'strafe-right', 'back', 'wait'];
  const steps: string[] = [];
  let total = 0;
  while (total < tics) {
    const r = rnd();
    if (r < 0.15) { steps.push('use'); total++; continue; }
    if (r < 0.2) { steps.push('fire'); total++; continue; }
    if (r < 0.25) { steps.push('run'); continue; }
    const n = 1 + Math.floor(rnd() * 20);
    steps.push(`${kinds[Math.floor(rnd() * kinds.length)]} ${n}`);
    total += n;
  }
  return steps.join(', ');
}

describe('the Playsim\'s state digest', () => {
  const stack = testStack(doorRouteMap({ light: 200, special: 17 }));
  const make = () => new Playsim(loadWorld(stack, 'MAP01'), { skill: 3 });

  it('the door route twice, and in two halves: the same state every 10 tics; another route: another state', () => {
    const a = play(make, DOOR_ROUTE.script, { every: 10 });
    const b = play(make, DOOR_ROUTE.script, { every: 10 });
    const c = play(make, DOOR_ROUTE.script, { every: 10, splitAt: 77 });
    expect(a.ps.exited).toBe(1);
    // The exit line is crossed on tic 138: play stops there.
    expect(a.ps.leveltime).toBe(138);
    expect(a.hashes.length).toBe(13);
    expect(b.hashes).toEqual(a.hashes);
    expect(c.hashes).toEqual(a.hashes);
    // The state changes every 10 tics (fire flicker, the player, the door).
    expect(new Set(a.hashes).size).toBe(a.hashes.length);
    const other = play(make, DOOR_ROUTE.blockedScript, { every: 10 });
    expect(other.hashes[other.hashes.length - 1]).not.toBe(a.hashes[a.hashes.length - 1]);
    // The two routes agree until the first differs (the use at tic 31: the door starts up).
    expect(other.hashes.slice(0, 3)).toEqual(a.hashes.slice(0, 3));
    expect(other.hashes[3]).not.toBe(a.hashes[3]);
  });

  it('digesting does not change the state it digests', () => {
    const a = play(make, DOOR_ROUTE.script, { every: 1 });
    const b = play(make, DOOR_ROUTE.script);
    expect(playsimDigest(b.ps)).toBe(a.hashes[a.hashes.length - 1]);
  });

  it('every part of the state counts: changing any one field changes the digest, restoring it restores the digest', () => {
    const { ps } = play(make, 'forward 30, use, wait 20, fire, use');
    const base = playsimDigest(ps);
    const lv = ps.level, p = ps.player, mo = p.mo!;
    const door = lv.sectors[DOOR_ROUTE.doorSector].specialdata;
    expect(door).toBeInstanceOf(VerticalDoor); // the door is moving
    const d = door as VerticalDoor;
    const flicker = liveThinker(ps, FireFlicker);
    const thing = liveMobjs(ps).find((m) => m !== mo)!;
    const button = specialState(ps).buttons[0];
    /** Sets o[k] to `to(v)` and gives back the undo. */
    const poke = <T, K extends keyof T>(o: T, k: K, to: (v: T[K]) => T[K]) => () => { const v = o[k]; o[k] = to(v); return () => { o[k] = v; }; };
    const probes: [string, () => () => void][] = [
      ['floor height', poke(lv.sectors[3], 'floorheight', (v) => v + 1)],
      ['light level', poke(lv.sectors[2], 'lightlevel', (v) => v - 1)],
      ['side texture offset', poke(lv.sides[0], 'textureoffset', (v) => v + 1)],
      ['line special', poke(lv.lines[DOOR_ROUTE.exitLine], 'special', (v) => v + 1)],
      ['player momentum', poke(mo, 'momy', (v) => v + 1)],
      ['player view height', poke(p, 'viewheight', (v) => v - 1)],
      ['door countdown', poke(d, 'topcountdown', (v) => v + 1)],
      ['door destination', poke(d, 'topheight', (v) => v + 1)],
      ['light countdown', poke(flicker, 'count', (v) => v + 1)],
      ['random cursor', poke(ps.rng, 'pIndex', (v) => (v + 1) & 255)],
      ['thing tics', poke(thing, 'tics', (v) => v + 1)],
      ['keys', () => { const v = p.cards[1]; p.cards[1] = v ^ 1; return () => { p.cards[1] = v; }; }],
      ['ammo', () => { const v = p.ammo[0]; p.ammo[0] = v + 1; return () => { p.ammo[0] = v; }; }],
      ['weapon sprite', poke(p.psprites[0], 'sy', (v) => v + 1)],
      ['level time', poke(ps, 'leveltime', (v) => v + 1)],
      ['message', poke(p, 'message', (v) => `${v}!`)],
      ['use latch', poke(p, 'usedown', (v) => !v)],
      ['refire', poke(p, 'refire', (v) => v + 1)],
      ['switch timer', poke(button, 'btimer', (v) => v + 1)],
      ['thinker order', () => { const a = mo.prev!, b = mo.next!; a.next = b; b.prev = a; ps.thinkers.add(mo); return () => { const l = mo.prev!; l.next = ps.thinkers.cap; ps.thinkers.cap.prev = l; mo.prev = a; mo.next = b; a.next = mo; b.prev = mo; }; }],
    ];
    for (const [name, change] of probes) {
      const restore = change();
      expect(playsimDigest(ps), name).not.toBe(base);
      restore();
      expect(playsimDigest(ps), name).toBe(base);
    }
  });
});

/** The first live thinker of a class. */
function liveThinker<T>(ps: Playsim, cls: abstract new (...a: never[]) => T): T {
  const cap = ps.thinkers.cap;
  for (let t = cap.next!; t !== cap; t = t.next!) if (t instanceof cls) return t as T;
  throw new Error(`no ${cls.name}`);
}

describe.skipIf(!haveFreedoom)(`determinism on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  // `npm test` plays E1M1; the full run MAP01 as well.
  for (const [file, map] of [[FREEDOOM1, 'E1M1'], [FREEDOOM2, 'MAP01']] as const) {
    it.skipIf(map !== 'E1M1' && !FULL)(`${map}: every door and lift moving, a ${FULL ? '1,400' : '700'}-tic route played twice and in two halves gives the same state every 50 tics${map === 'E1M1' ? '' : fullOnly}`, () => {
      const stack = WadStack.fromBuffers([{ name: map, bytes: new Uint8Array(readFileSync(file)) }]);
      // One World for every run (the Playsim copies what it changes into its own Level; were the World
      // changed by a run, the second run's states would differ from the first's).
      const world = loadWorld(stack, map);
      const make = () => new Playsim(world, { skill: 3 });
      // (`npm test` plays the first 700 tics of the route; the full run all 1,400.)
      const tics = FULL ? 1400 : 700;
      const script = randomScript(map === 'E1M1' ? 11 : 12, tics);
      const a = play(make, script, { movers: true, every: 50 });
      const b = play(make, script, { movers: true, every: 50 });
      const c = play(make, script, { movers: true, every: 50, splitAt: tics / 2 });
      expect(a.hashes.length).toBeGreaterThanOrEqual(tics / 50);
      expect(b.hashes).toEqual(a.hashes);
      expect(c.hashes).toEqual(a.hashes);
      // Movers were in motion: the state differs from the same route with the world left still.
      const still = play(make, script, { every: 50 });
      expect(still.hashes[0]).not.toBe(a.hashes[0]);
      const probe = make();
      const started = startAllDoorsAndLifts(probe);
      expect(started).toBeGreaterThan(3);
      const idle = new TicCmd();
      for (let i = 0; i < 40; i++) probe.tick(idle);
      expect(probe.level.sectors.filter((s) => s.specialdata !== null).length).toBeGreaterThan(3);
      const other = play(make, randomScript(99, tics), { movers: true, every: 50 });
      expect(other.hashes[other.hashes.length - 1]).not.toBe(a.hashes[a.hashes.length - 1]);
    });
  }
});
