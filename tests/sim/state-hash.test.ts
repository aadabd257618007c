// Determinism: the same map and ticcmds give the same whole state, bit for bit, by hashSimState —
// played twice in fresh sims, or in one sim in two halves; a different script gives a different
// state; and the hash sees every part of the state (a change to any one field changes it).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Sim } from '../../src/sim/sim.js';
import { TicCmd } from '../../src/sim/ticcmd.js';
import { ScriptPlayer, parseInputScript, scriptTics } from '../../src/sim/input-script.js';
import { fnv1a64, hashSimState } from '../../src/sim/state-hash.js';
import { startAllDoorsAndLifts } from '../../src/sim/movers-in-motion.js';
import { testStack } from '../helpers/test-wad.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { prng } from '../helpers/world-fixtures.js';

type MakeSim = () => Sim;

/** Plays `script` on a fresh sim from `make`, optionally setting every door and lift moving first; hashes every `every` tics. */
function play(make: MakeSim, script: string, opts: { movers?: boolean; every?: number; splitAt?: number } = {}): { sim: Sim; hashes: string[] } {
  const sim = make();
  if (opts.movers) startAllDoorsAndLifts(sim);
  const steps = parseInputScript(script);
  const player = new ScriptPlayer(steps);
  const cmd = new TicCmd();
  const n = scriptTics(steps), every = opts.every ?? 0;
  const hashes: string[] = [];
  const runTo = (end: number, from: number) => {
    for (let t = from; t < end && sim.exited === 0; t++) {
      sim.tick(player.next(cmd));
      if (every > 0 && (t + 1) % every === 0) hashes.push(hashSimState(sim));
    }
  };
  if (opts.splitAt !== undefined) { runTo(opts.splitAt, 0); runTo(n, opts.splitAt); } else runTo(n, 0);
  return { sim, hashes };
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

describe('hashSimState', () => {
  it('is FNV-1a 64 (published test vectors)', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(fnv1a64(enc(''))).toBe('cbf29ce484222325');
    expect(fnv1a64(enc('a'))).toBe('af63dc4c8601ec8c');
    expect(fnv1a64(enc('foobar'))).toBe('85944171f73967e8');
  });

  const stack = testStack(doorRouteMap({ light: 200, special: 17 }));
  const make = () => new Sim(loadWorld(stack, 'MAP01'));

  it('the door route twice, and in two halves: the same state every 10 tics; another route: another state', () => {
    const a = play(make, DOOR_ROUTE.script, { every: 10 });
    const b = play(make, DOOR_ROUTE.script, { every: 10 });
    const c = play(make, DOOR_ROUTE.script, { every: 10, splitAt: 77 });
    expect(a.sim.exited).toBe(1);
    expect(a.hashes.length).toBe(13); // the exit line is crossed at tic 138: play stops there
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

  it('hashing does not change the state it hashes', () => {
    const a = play(make, DOOR_ROUTE.script, { every: 1 });
    const b = play(make, DOOR_ROUTE.script);
    expect(hashSimState(b.sim)).toBe(a.hashes[a.hashes.length - 1]);
  });

  it('every part of the state counts: changing any one field changes the hash, restoring it restores the hash', () => {
    const { sim } = play(make, 'forward 30, use, wait 20, fire, use');
    const base = hashSimState(sim);
    const internals = sim as unknown as { useDown: boolean; buttonTimer: Int32Array; refire: number };
    const door = DOOR_ROUTE.doorSector;
    expect(sim.movers.kind[door]).not.toBe(0); // the door is moving
    const probes: [string, () => () => void][] = [
      ['live floor height', () => { const v = sim.world.sectorFloorZ[3]; sim.world.sectorFloorZ[3] = v + 1; return () => { sim.world.sectorFloorZ[3] = v; }; }],
      ['live light', () => { const v = sim.world.sectorLight[2]; sim.world.sectorLight[2] = v - 1; return () => { sim.world.sectorLight[2] = v; }; }],
      ['player momentum', () => { const v = sim.player.vy; sim.player.vy = v + 1e-9; return () => { sim.player.vy = v; }; }],
      ['player view height', () => { const v = sim.player.viewHeight; sim.player.viewHeight = v - 1; return () => { sim.player.viewHeight = v; }; }],
      ['mover countdown', () => { const v = sim.movers.count[door]; sim.movers.count[door] = v + 1; return () => { sim.movers.count[door] = v; }; }],
      ['mover destination', () => { const v = sim.movers.dest[door]; sim.movers.dest[door] = v + 0.5; return () => { sim.movers.dest[door] = v; }; }],
      ['light countdown', () => { const v = sim.lights.count[0]; sim.lights.count[0] = v + 1; return () => { sim.lights.count[0] = v; }; }],
      ['random cursor', () => { const v = sim.rng.pIndex; sim.rng.pIndex = (v + 1) & 255; return () => { sim.rng.pIndex = v; }; }],
      ['thing tics', () => { const v = sim.thingTics[0]; sim.thingTics[0] = v + 1; return () => { sim.thingTics[0] = v; }; }],
      ['keys', () => { const v = sim.keys; sim.keys = v ^ 2; return () => { sim.keys = v; }; }],
      ['ammo', () => { const v = sim.ammo[0]; sim.ammo[0] = v + 1; return () => { sim.ammo[0] = v; }; }],
      ['level time', () => { const v = sim.levelTime; sim.levelTime = v + 1; return () => { sim.levelTime = v; }; }],
      ['message', () => { const v = sim.message; sim.message = `${v}!`; return () => { sim.message = v; }; }],
      ['use latch', () => { const v = internals.useDown; internals.useDown = !v; return () => { internals.useDown = v; }; }],
      ['refire', () => { const v = internals.refire; internals.refire = v + 1; return () => { internals.refire = v; }; }],
      ['switch timer', () => { const v = internals.buttonTimer[0]; internals.buttonTimer[0] = v + 1; return () => { internals.buttonTimer[0] = v; }; }],
    ];
    for (const [name, change] of probes) {
      const restore = change();
      expect(hashSimState(sim), name).not.toBe(base);
      restore();
      expect(hashSimState(sim), name).toBe(base);
    }
  });
});

describe.skipIf(!haveFreedoom)(`determinism on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const [file, map] of [[FREEDOOM1, 'E1M1'], [FREEDOOM2, 'MAP01']] as const) {
    it(`${map}: every door and lift moving, a 1,400-tic route played twice and in two halves gives the same state every 50 tics`, () => {
      const stack = WadStack.fromBuffers([{ name: map, bytes: new Uint8Array(readFileSync(file)) }]);
      const make = () => new Sim(loadWorld(stack, map));
      const script = randomScript(map === 'E1M1' ? 11 : 12, 1400);
      const a = play(make, script, { movers: true, every: 50 });
      const b = play(make, script, { movers: true, every: 50 });
      const c = play(make, script, { movers: true, every: 50, splitAt: 700 });
      expect(a.hashes.length).toBeGreaterThanOrEqual(28);
      expect(b.hashes).toEqual(a.hashes);
      expect(c.hashes).toEqual(a.hashes);
      // Movers were in motion: the state differs from the same route with the world left still.
      const still = play(make, script, { every: 50 });
      expect(still.hashes[0]).not.toBe(a.hashes[0]);
      const probe = make();
      const started = startAllDoorsAndLifts(probe);
      expect(started).toBeGreaterThan(3);
      probe.run(new TicCmd(), 40);
      expect(probe.movers.active).toBeGreaterThan(3);
      const other = play(make, randomScript(99, 1400), { movers: true, every: 50 });
      expect(other.hashes[other.hashes.length - 1]).not.toBe(a.hashes[a.hashes.length - 1]);
    });
  }
});
