// The playsim suite of `npm run bench` (alone: `npm run bench -- --playsim`): what DOOM's playsim
// (src/sim/playsim.ts) costs per tic, every tic timed on its own. (1) Freedoom's eight demo lumps
// with the header's nomonsters byte set, played through DemoGame once untimed (so the JIT has seen
// them) and once timed: median and p99 ms per tic over each demo's 1,241-6,467 tics. (2) Freedoom
// E1M1-E1M9 and MAP01-MAP05 on the walking route of the living-world suite (./living-world.ts: the
// same seed, every door and lift set moving again every 100 tics, 2,000 warm-up tics, 10,000 timed;
// exit lines disarmed, the player in god mode so nukage and monsters never end the walk; the monsters
// wake and fight as the walk meets them): median and p99 per tic, and the median of batches of 100
// tics — the living-world suite's measure of the earlier simulation (Sim), so the two compare line
// by line. (3) benny's ops/s of one tic of those walks (bench/results/playsim.chart.html and
// playsim.json). (4) The game suite: Freedoom's eight demo lumps as recorded (monsters on), and the
// Freedoom map with the most monsters — freedoom1 E4M7, 587 on skill 4 (563 counted kills and 24
// lost souls) — with every monster woken at once (its target the player, its see state entered)
// and left to chase, shoot and fight each other while the player stands in god mode: median and
// p99 ms per tic over 5,000 tics (target: median under 0.5 ms, p99 under 2 ms).
import { existsSync } from 'node:fs';
import { loadStack } from '../tools/load.js';
import { loadWorld } from '../src/world/load-world.js';
import type { WadStack } from '../src/wad/wad-stack.js';
import { Playsim, DemoGame, demoOptions, demoMapName, parseDemo, CF_GODMODE, TicCmd, setMobjState, liveMobjs, sectorsMoving, startAllDoorsAndLifts } from '../src/sim/index.js';
import { MF, MOBJ_INFO, mobjIndex } from '../src/defs/doom/things-info.js';
import { walkingRoute, withoutExits } from './walk-route.js';
import { timePortalFight, type PortalFightResult } from './portal-fight.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FREEDOOM1 = '/usr/share/games/doom/freedoom1.wad';
const FREEDOOM2 = '/usr/share/games/doom/freedoom2.wad';
/** As the living-world suite: movers restarted every batch, batches of 100 tics, 2,000 warm-up tics. */
const BATCH = 100;
const WARM = 2000;

export interface PlaysimDemoResult { wad: string; demo: string; map: string; tics: number; medianMs: number; p99Ms: number; meanMs: number }
export interface PlaysimMapResult {
  wad: string; map: string; tics: number; medianMs: number; p99Ms: number; meanMs: number;
  /** Median over batches of 100 tics of their mean (the living-world suite's figure). */
  batchMedianMs: number;
  moversPerTic: number;
}
/** The game suite's fight: every monster of a map awake at once. */
export interface PlaysimGameResult {
  wad: string; map: string; skill: number;
  /** Monsters woken (things that count as kills, and lost souls). */
  monsters: number;
  tics: number; medianMs: number; p99Ms: number; meanMs: number; maxMs: number;
  /** At the end: monsters still alive, things in the game (missiles, puffs, blood, corpses included). */
  aliveAtEnd: number; thingsAtEnd: number;
}
export interface PlaysimResults {
  demos: PlaysimDemoResult[];
  /** The demos as recorded (monsters on). */
  monsterDemos: PlaysimDemoResult[];
  game: PlaysimGameResult | null;
  /** Issue 32's cost: a fight through 16 portal pairs against the same map unlinked (./portal-fight.ts). */
  portalFight: PortalFightResult | null;
  maps: PlaysimMapResult[];
  /** Over the demos: the highest median and the highest p99. */
  demoMaxMedianMs: number | null;
  demoMaxP99Ms: number | null;
  /** Over the maps: the median of the per-map medians, the slowest map's median, the highest p99, the slowest batch median. */
  mapMedianMs: number | null;
  mapMaxMedianMs: number | null;
  mapMaxP99Ms: number | null;
  mapMaxBatchMedianMs: number | null;
}

const round = (x: number, d = 5) => Math.round(x * 10 ** d) / 10 ** d;

/** The q-quantile (0..1) of `v`, nearest rank. */
function quantile(v: Float64Array, q: number): number {
  const s = Float64Array.from(v).sort();
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
const mean = (v: Float64Array): number => { let t = 0; for (let i = 0; i < v.length; i++) t += v[i]; return t / v.length; };

/** One demo, with the nomonsters byte set or as recorded: a fresh game each call. */
function demoGame(stack: WadStack, lump: string, label: string, monsters = false): { make: () => DemoGame; map: string; tics: number } | null {
  const l = stack.find(lump);
  if (!l) return null;
  const bytes = Uint8Array.from(l.data);
  if (!monsters) bytes[7] = 1; // nomonsters
  const demo = parseDemo(bytes, label, lump);
  const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
  const map = demoMapName(demo, commercial);
  const options = demoOptions(demo, { commercial });
  return { make: () => new DemoGame(demo, () => loadWorld(stack, map, { skill: options.skill, noMonsters: !monsters }), options), map, tics: demo.tics };
}

/** Plays a demo once untimed, then once timing every tic. */
function timeDemo(d: { make: () => DemoGame; map: string; tics: number }, wad: string, lump: string): PlaysimDemoResult & { restarts: number } {
  const warm = d.make();
  while (warm.running) warm.step();
  const game = d.make();
  const times = new Float64Array(d.tics);
  let n = 0;
  while (game.running) {
    const t0 = performance.now();
    game.step();
    // The step that reads the demo's end marker (or takes the exit) plays no tic.
    if (game.played) times[n++] = performance.now() - t0;
  }
  const t = times.subarray(0, n);
  return { wad, demo: lump, map: d.map, tics: n, medianMs: round(quantile(t, 0.5)), p99Ms: round(quantile(t, 0.99)), meanMs: round(mean(t)), restarts: game.restarts };
}

const MT_SKULL = mobjIndex('MT_SKULL');

/** A map with every monster awake: its target the player (god mode, standing still), its see state entered. */
function wakeAll(stack: WadStack, map: string, skill: number): { ps: Playsim; monsters: number } {
  const ps = new Playsim(withoutExits(loadWorld(stack, map, { skill })), { skill });
  ps.player.cheats |= CF_GODMODE;
  let monsters = 0;
  for (const mo of liveMobjs(ps)) {
    if (!(mo.flags & MF.COUNTKILL) && mo.type !== MT_SKULL) continue;
    monsters++;
    mo.target = ps.player.mo;
    setMobjState(ps, mo, MOBJ_INFO[mo.type].seeState);
  }
  return { ps, monsters };
}

function aliveMonsters(ps: Playsim): number {
  let n = 0;
  for (const mo of liveMobjs(ps)) if ((mo.flags & MF.COUNTKILL || mo.type === MT_SKULL) && mo.health > 0) n++;
  return n;
}

/** The game suite's fight: `tics` tics timed one by one after the same fight played untimed. */
function timeFight(stack: WadStack, wad: string, map: string, skill: number, tics: number): PlaysimGameResult {
  const idle = new TicCmd();
  const warm = wakeAll(stack, map, skill);
  for (let i = 0; i < tics; i++) warm.ps.tick(idle);
  const { ps, monsters } = wakeAll(stack, map, skill);
  const times = new Float64Array(tics);
  for (let i = 0; i < tics; i++) {
    const t0 = performance.now();
    ps.tick(idle);
    times[i] = performance.now() - t0;
  }
  return {
    wad, map, skill, monsters, tics, medianMs: round(quantile(times, 0.5)), p99Ms: round(quantile(times, 0.99)), meanMs: round(mean(times)),
    maxMs: round(quantile(times, 1)), aliveAtEnd: aliveMonsters(ps), thingsAtEnd: liveMobjs(ps).length,
  };
}

/** A map's walk: a Playsim on the living-world route, movers restarted every 100 tics, `step` plays one tic. */
function mapWalk(stack: WadStack, map: string, tics: number): { ps: Playsim; cmds: TicCmd[]; step: () => void; at: Int32Array } {
  const ps = new Playsim(withoutExits(loadWorld(stack, map)), { skill: 3 });
  ps.player.cheats |= CF_GODMODE;
  const cmds = walkingRoute(0x5e1d, tics);
  const at = new Int32Array(1);
  const step = () => {
    const t = at[0];
    if (t % BATCH === 0) startAllDoorsAndLifts(ps);
    ps.tick(cmds[t % cmds.length]);
    at[0] = t + 1;
  };
  return { ps, cmds, step, at };
}

export async function playsimSuite(opts: { quick: boolean; log: (s: string) => void; benny: (name: string, cases: { name: string; fn: () => void }[]) => Promise<void> }): Promise<PlaysimResults> {
  const { quick, log } = opts;
  const out: PlaysimResults = {
    demos: [], monsterDemos: [], game: null, portalFight: null, maps: [], demoMaxMedianMs: null, demoMaxP99Ms: null, mapMedianMs: null, mapMaxMedianMs: null, mapMaxP99Ms: null, mapMaxBatchMedianMs: null,
  };
  if (!existsSync(FREEDOOM1) || !existsSync(FREEDOOM2)) {
    log('playsim: Freedoom is not installed (apt-get install freedoom): suite skipped');
    return out;
  }
  const stacks: [string, WadStack, string[]][] = [
    ['freedoom1', loadStack(FREEDOOM1, []), quick ? ['E1M1', 'E1M2', 'E1M3'] : ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9']],
    ['freedoom2', loadStack(FREEDOOM2, []), quick ? ['MAP01'] : ['MAP01', 'MAP02', 'MAP03', 'MAP04', 'MAP05']],
  ];

  log('\nplaysim: DOOM\'s playsim, ms per tic, every tic timed; the Freedoom demos with the nomonsters byte set (one untimed play first)');
  for (const [label, stack] of stacks) {
    for (const lump of quick ? ['DEMO1'] : ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const d = demoGame(stack, lump, label);
      if (d === null) continue;
      const { restarts, ...res } = timeDemo(d, label, lump);
      const n = res.tics;
      out.demos.push(res);
      log(`  ${label.padEnd(9)} ${lump} ${d.map.padEnd(5)} ${String(n).padStart(5)} tics  median ${res.medianMs.toFixed(4)} ms  p99 ${res.p99Ms.toFixed(4)} ms  mean ${res.meanMs.toFixed(4)} ms${restarts ? `  (${restarts} restart)` : ''}`);
    }
  }
  if (out.demos.length) {
    out.demoMaxMedianMs = round(Math.max(...out.demos.map((r) => r.medianMs)));
    out.demoMaxP99Ms = round(Math.max(...out.demos.map((r) => r.p99Ms)));
  }

  const timed = quick ? 3000 : 10_000;
  log(`\nplaysim: the walking route with every door and lift moving (restarted every ${BATCH} tics), ${timed} tics timed after ${WARM}`);
  const bennyCases: { name: string; fn: () => void }[] = [];
  for (const [label, stack, maps] of stacks) {
    for (const map of maps) {
      const w = mapWalk(stack, map, WARM + timed);
      for (let i = 0; i < WARM; i++) w.step();
      const times = new Float64Array(timed), batches = new Float64Array(timed / BATCH);
      let moving = 0;
      for (let i = 0; i < timed; i++) {
        // The restart happens before the tic's clock starts: it is the bench's doing, not the game's.
        if (w.at[0] % BATCH === 0) startAllDoorsAndLifts(w.ps);
        const t0 = performance.now();
        w.ps.tick(w.cmds[w.at[0]]);
        times[i] = performance.now() - t0;
        w.at[0]++;
        batches[(i / BATCH) | 0] += times[i] / BATCH;
        if (i % BATCH === BATCH - 1) moving += sectorsMoving(w.ps);
      }
      const res: PlaysimMapResult = {
        wad: label, map, tics: timed, medianMs: round(quantile(times, 0.5)), p99Ms: round(quantile(times, 0.99)), meanMs: round(mean(times)),
        batchMedianMs: round(quantile(batches, 0.5)), moversPerTic: round(moving / batches.length, 1),
      };
      out.maps.push(res);
      log(`  ${label.padEnd(9)} ${map.padEnd(5)} median ${res.medianMs.toFixed(4)} ms  p99 ${res.p99Ms.toFixed(4)} ms  batches of ${BATCH}: ${res.batchMedianMs.toFixed(4)} ms  (${res.moversPerTic} sectors moving)`);
      // benny: one tic of the same walk, going on from where the timed run stopped (the route loops).
      const b = mapWalk(stack, map, WARM + timed);
      bennyCases.push({ name: `${label} ${map} walk, doors and lifts moving: 1 tic`, fn: b.step });
    }
  }
  if (out.maps.length) {
    const med = Float64Array.from(out.maps, (r) => r.medianMs);
    out.mapMedianMs = round(quantile(med, 0.5));
    out.mapMaxMedianMs = round(Math.max(...med));
    out.mapMaxP99Ms = round(Math.max(...out.maps.map((r) => r.p99Ms)));
    out.mapMaxBatchMedianMs = round(Math.max(...out.maps.map((r) => r.batchMedianMs)));
    log(`  ${out.maps.length} maps: median of the map medians ${out.mapMedianMs.toFixed(4)} ms per tic, slowest map ${out.mapMaxMedianMs.toFixed(4)} ms, ` +
      `highest p99 ${out.mapMaxP99Ms.toFixed(4)} ms, slowest batch median ${out.mapMaxBatchMedianMs.toFixed(4)} ms (target: under 0.05 ms)`);
  }

  log('\nplaysim, the game: the Freedoom demos as recorded (monsters on; one untimed play first)');
  for (const [label, stack] of stacks) {
    for (const lump of quick ? ['DEMO1'] : ['DEMO1', 'DEMO2', 'DEMO3', 'DEMO4']) {
      const d = demoGame(stack, lump, label, true);
      if (d === null) continue;
      const { restarts, ...res } = timeDemo(d, label, lump);
      out.monsterDemos.push(res);
      log(`  ${label.padEnd(9)} ${lump} ${d.map.padEnd(5)} ${String(res.tics).padStart(5)} tics  median ${res.medianMs.toFixed(4)} ms  p99 ${res.p99Ms.toFixed(4)} ms  mean ${res.meanMs.toFixed(4)} ms${restarts ? `  (${restarts} restart)` : ''}`);
    }
  }
  const fightTics = quick ? 2000 : 5000;
  const game = timeFight(stacks[0][1], 'freedoom1', 'E4M7', 4, fightTics);
  out.game = game;
  log(`  freedoom1 E4M7 (skill 4), all ${game.monsters} monsters woken at once, ${game.tics} tics (after the same fight untimed): median ${game.medianMs.toFixed(4)} ms  ` +
    `p99 ${game.p99Ms.toFixed(4)} ms  mean ${game.meanMs.toFixed(4)} ms  max ${game.maxMs.toFixed(3)} ms; ${game.aliveAtEnd} monsters alive and ${game.thingsAtEnd} things at the end ` +
    '(target: median under 0.5 ms, p99 under 2 ms)');
  // The demo WAD's textures (the bench runs as dist/bench.js: the repository is one folder up).
  const demoWad = join(dirname(fileURLToPath(import.meta.url)), '..', 'wad', 'toom-demo.wad');
  if (existsSync(demoWad)) {
    const p = timePortalFight(new Uint8Array(readFileSync(demoWad)), quick ? 1000 : 3000);
    out.portalFight = p;
    log(`  portal fight: ${p.monsters} monsters awake through ${p.portals} portal pairs, ${p.tics} tics: linked median ${p.linkedMedianMs.toFixed(4)} ms ` +
      `mean ${p.linkedMeanMs.toFixed(4)} ms; unlinked (walls) median ${p.unlinkedMedianMs.toFixed(4)} ms mean ${p.unlinkedMeanMs.toFixed(4)} ms; ` +
      `ratio of the means ${p.ratio} (target: at most 2); monsters hurt at the end ${p.hurtLinked} linked, ${p.hurtUnlinked} unlinked`);
  }
  await opts.benny('playsim', bennyCases.slice(0, quick ? 2 : bennyCases.length));
  return out;
}
