// `npm run soak -- [--frames 20000] [--width 320] [--height 200] [--seed S] [--check-every 50] [--max-growth-mb 4]`
// A long run: DOOM's player random-walks (the Playsim, its World sync, the page's PlayerPose; exit
// lines cleared and god mode on so the walk goes on) through every demo map and, when installed,
// Freedoom 1's E1 maps, one tic and one CPU render per frame. Every
// --check-every'th frame is rendered into a sentinel-filled framebuffer and must come back fully
// written. The heap (after a forced GC) is sampled at the start and end of each map and of the whole
// run: it must stay flat. Reports frames per second and the heap figures; exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WadStack } from '../src/wad/wad-stack.js';
import { assetsOf, loadWorld } from '../src/world/load-world.js';
import { CpuRenderer } from '../src/render/cpu/renderer.js';
import { makeCamera } from '../src/render/camera.js';
import type { World } from '../src/world/world.js';
import { Playsim, WorldSync, TicCmd, CF_GODMODE } from '../src/sim/index.js';
import { lineSpecial } from '../src/defs/doom/line-specials.js';
import { PlayerPose } from '../src/web/player-pose.js';
import { FREEDOOM1 } from './freedoom.js';
import { prng } from '../src/util/prng.js';

const SENTINEL = 0x00c0ffee;
const MB = 1024 * 1024;

interface Options { frames: number; width: number; height: number; seed: number; checkEvery: number; maxGrowthMb: number; freedoom: boolean }

function usage(msg?: string): never {
  if (msg) console.error(`soak: ${msg}`);
  console.error('usage: npm run soak -- [--frames N] [--width W] [--height H] [--seed S] [--check-every N] [--max-growth-mb M] [--no-freedoom]');
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const o: Options = { frames: 20000, width: 320, height: 200, seed: 1, checkEvery: 50, maxGrowthMb: 4, freedoom: existsSync(FREEDOOM1) };
  const num = (i: number) => {
    const v = Number(argv[i]);
    if (argv[i] === undefined || !Number.isFinite(v) || v <= 0) usage(`${argv[i - 1]} needs a positive number`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--frames') o.frames = Math.floor(num(++i));
    else if (a === '--width') o.width = Math.floor(num(++i));
    else if (a === '--height') o.height = Math.floor(num(++i));
    else if (a === '--seed') o.seed = Math.floor(num(++i));
    else if (a === '--check-every') o.checkEvery = Math.floor(num(++i));
    else if (a === '--max-growth-mb') o.maxGrowthMb = num(++i);
    else if (a === '--no-freedoom') o.freedoom = false;
    else usage(`unknown argument ${JSON.stringify(a)}`);
  }
  return o;
}

function stackOf(path: string): WadStack {
  const b = readFileSync(path);
  return WadStack.fromBuffers([{ name: path.split('/').pop()!, bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }]);
}

const gc = (globalThis as { gc?: () => void }).gc;
function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}
const mb = (n: number) => `${(n / MB).toFixed(2)} MB`;
const signedKb = (n: number) => `${n >= 0 ? '+' : ''}${(n / 1024).toFixed(1)} KB`;

/** Radians a tic → DOOM's angleturn (1/65536 of a circle). */
const TURN = 65536 / (Math.PI * 2);

/** A random walk of ticcmds: hold a course for a while, turn now and then, turn round when stuck. Allocation-free per tic. */
class Walker {
  private hold = 0;
  private stuck = 0;
  private lastX = NaN;
  private lastY = NaN;
  readonly cmd = new TicCmd();
  constructor(private rnd: () => number) {}
  next(p: PlayerPose): TicCmd {
    const c = this.cmd;
    const moved = Math.abs(p.x - this.lastX) + Math.abs(p.y - this.lastY);
    this.lastX = p.x; this.lastY = p.y;
    this.stuck = moved < 0.5 ? this.stuck + 1 : 0;
    if (this.stuck > 8) {
      c.angleTurn = Math.round(((Math.PI / 2 + this.rnd() * Math.PI) / 12) * TURN); // swing round over the next tics
      c.forwardMove = 25;
      c.sideMove = 0;
      this.hold = 12;
      this.stuck = 0;
    } else if (--this.hold <= 0) {
      this.hold = 10 + Math.floor(this.rnd() * 60);
      const r = this.rnd();
      const run = this.rnd() < 0.5;
      c.forwardMove = (r < 0.75 ? 1 : r < 0.85 ? -1 : 0) * (run ? 50 : 25);
      c.sideMove = this.rnd() < 0.3 ? (this.rnd() < 0.5 ? -1 : 1) * (run ? 40 : 24) : 0;
      c.angleTurn = this.rnd() < 0.5 ? Math.round((this.rnd() - 0.5) * 0.12 * TURN) : 0;
    }
    return c;
  }
}

/** DOOM's playsim on `world` for a walk that must go on: exit lines cleared, the player in god mode. */
function walkingGame(world: World): Playsim {
  for (let l = 0; l < world.lineCount; l++) {
    const d = lineSpecial(world.lineSpecial[l]);
    if (d !== undefined && d.actions.some((a) => a.startsWith('exit'))) world.lineSpecial[l] = 0;
  }
  const ps = new Playsim(world, { skill: 3 });
  ps.player.cheats |= CF_GODMODE;
  return ps;
}

interface MapResult { name: string; frames: number; ms: number; worstMs: number; checked: number; walked: number; heapStart: number; heapEnd: number; failures: string[] }

function soakMap(stack: WadStack, map: string, frames: number, o: Options, rnd: () => number): MapResult {
  const failures: string[] = [];
  const world = loadWorld(stack, map);
  const r = new CpuRenderer(world, o.width, o.height);
  const game = walkingGame(world);
  const sync = new WorldSync(game);
  sync.sync();
  const player = new PlayerPose().update(game);
  const cam = makeCamera(player.x, player.y, player.angle);
  const walker = new Walker(rnd);
  const tic = (): void => {
    game.tick(walker.next(player));
    sync.sync();
    player.update(game).camera(cam);
  };
  // Warm up (JIT, lazily grown scratch), then take the starting heap.
  for (let f = 0; f < 20; f++) { tic(); r.render(cam, game.leveltime); }
  const heapStart = heap();
  let checked = 0, worstMs = 0, walked = 0;
  const t0 = performance.now();
  for (let f = 0; f < frames; f++) {
    const px = player.x, py = player.y;
    tic();
    walked += Math.hypot(player.x - px, player.y - py);
    const check = f % o.checkEvery === 0;
    if (check) r.fb.fill(SENTINEL);
    const tf = performance.now();
    r.render(cam, game.leveltime);
    const dt = performance.now() - tf;
    if (dt > worstMs) worstMs = dt;
    if (check) {
      checked++;
      let n = 0;
      for (let i = 0; i < r.fb.length; i++) if (r.fb[i] === SENTINEL) n++;
      if (n > 0 && failures.length < 10) failures.push(`${map} frame ${f}: ${n} pixels unwritten at (${cam.x.toFixed(2)}, ${cam.y.toFixed(2)}, z ${cam.z.toFixed(2)}, angle ${cam.angle.toFixed(4)})`);
    }
    if (!Number.isFinite(player.x) || !Number.isFinite(player.y) || !Number.isFinite(player.viewZ)) {
      failures.push(`${map} frame ${f}: the player's pose is not finite (${player.x}, ${player.y}, ${player.viewZ})`);
      break;
    }
  }
  const ms = performance.now() - t0;
  const heapEnd = heap();
  return { name: map, frames, ms, worstMs, checked, walked, heapStart, heapEnd, failures };
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  const demoPath = join(process.cwd(), 'wad/toom-demo.wad');
  if (!existsSync(demoPath)) usage(`${demoPath} is missing: run \`node tools/build.mjs\` first`);
  const heapBefore = heap();
  const runs: { stack: WadStack; maps: string[] }[] = [];
  const demo = stackOf(demoPath);
  runs.push({ stack: demo, maps: demo.maps.map((m) => m.name) });
  if (o.freedoom) {
    const fd = stackOf(FREEDOOM1);
    runs.push({ stack: fd, maps: fd.maps.map((m) => m.name).filter((n) => /^E1M\d$/.test(n)) });
  } else console.log(`soak: Freedoom not used (${existsSync(FREEDOOM1) ? '--no-freedoom' : `${FREEDOOM1} missing`})`);
  const mapCount = runs.reduce((a, r) => a + r.maps.length, 0);
  const perMap = Math.ceil(o.frames / mapCount);
  console.log(`soak: ${o.frames} frames at ${o.width}×${o.height} over ${mapCount} maps (${perMap} each), sentinel check every ${o.checkEvery}th, seed ${o.seed}`);
  const rnd = prng(o.seed);
  const results: MapResult[] = [];
  let left = o.frames;
  for (const run of runs) assetsOf(run.stack); // asset tables are cached per stack: load them before the baseline
  const heapLoaded = heap();
  for (const run of runs) {
    for (const map of run.maps) {
      const n = Math.min(perMap, left);
      if (n <= 0) break;
      left -= n;
      let res: MapResult;
      try {
        res = soakMap(run.stack, map, n, o, rnd);
      } catch (e) {
        const err = e as Error;
        res = { name: map, frames: n, ms: 0, worstMs: 0, checked: 0, walked: 0, heapStart: 0, heapEnd: 0, failures: [`${map}: ${err.name}: ${err.message}\n${err.stack}`] };
      }
      results.push(res);
      console.log(`  ${res.name.padEnd(6)} ${String(res.frames).padStart(6)} frames ${(res.frames / (res.ms / 1000)).toFixed(0).padStart(5)} fps ` +
        `(worst frame ${res.worstMs.toFixed(1)} ms), walked ${Math.round(res.walked)}, ${res.checked} checked, heap ${mb(res.heapStart)} → ${mb(res.heapEnd)} (${signedKb(res.heapEnd - res.heapStart)})` +
        `${res.failures.length ? `  FAIL: ${res.failures[0]}` : ''}`);
    }
  }
  const heapAfter = heap();
  const frames = results.reduce((a, r) => a + r.frames, 0);
  const ms = results.reduce((a, r) => a + r.ms, 0);
  const limit = o.maxGrowthMb * MB;
  const failures = results.flatMap((r) => r.failures);
  const worstGrowth = Math.max(...results.map((r) => r.heapEnd - r.heapStart));
  for (const r of results) if (r.heapEnd - r.heapStart > limit) failures.push(`${r.name}: heap grew ${signedKb(r.heapEnd - r.heapStart)} (limit ${o.maxGrowthMb} MB)`);
  if (heapAfter - heapLoaded > limit) failures.push(`overall: heap grew ${signedKb(heapAfter - heapLoaded)} (limit ${o.maxGrowthMb} MB)`);
  console.log(`soak: ${frames} frames in ${(ms / 1000).toFixed(1)} s of rendering and ticking: ${(frames / (ms / 1000)).toFixed(0)} fps overall`);
  console.log(`  heap: ${mb(heapBefore)} before loading, ${mb(heapLoaded)} with the WADs and their assets loaded, ${mb(heapAfter)} after every map ` +
    `(${signedKb(heapAfter - heapLoaded)}); largest growth within a map ${signedKb(worstGrowth)}`);
  console.log(`  frames checked for unwritten pixels: ${results.reduce((a, r) => a + r.checked, 0)}; failures: ${failures.length}`);
  for (const f of failures) console.log(`  FAIL ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

if (!gc) {
  // The heap figures need a forced GC: run again with --expose-gc.
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
} else main();
