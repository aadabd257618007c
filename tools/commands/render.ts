// `toom render`: one frame of a map with the CPU raycaster, written to PNG.
import { umapSky } from '../../src/defs/umapinfo-stack.js';
import { Args, COMPLEVEL_HELP, UsageError, complevelOption, parseDecimal } from '../args.js';
import { loadDefs, loadStack, wadInputs } from '../load.js';
import { writePng } from '../png.js';
import { checkNotInput } from '../safe-output.js';
import { safeLine } from '../safe-text.js';
import { assetWarnings, mapLabel, outsideEverySector, startOutside, visibleWarnings } from '../world-warnings.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim, Compat, WorldSync, TicCmd } from '../../src/sim/index.js';
import { stackComplevel } from '../../src/defs/complevel.js';
import type { Command } from './command.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { VIEW_PALETTE } from '../../src/world/live-state.js';
import { MAX_RENDER_WORK, WorkBudget } from '../work-budget.js';

export function parseSize(s: string): [number, number] {
  const m = /^(\d+)x(\d+)$/i.exec(s);
  if (!m) throw new UsageError(`--size must look like 640x400, got ${JSON.stringify(s)}`);
  const w = Number(m[1]), h = Number(m[2]);
  if (w < 1 || h < 1 || w > 8192 || h > 8192) throw new UsageError(`--size ${s} is out of range (1..8192)`);
  return [w, h];
}

/** Limits of the view numbers: DOOM's map space is ±32768 units; a field of view must be inside (0°, 180°). */
export const MAX_COORD = 32768;
export const FOV_RANGE = [1, 179] as const;
export const MAX_ANGLE = 3600;
/** The longest --time: one hour of game time at 35 tics a second. */
export const MAX_RENDER_TICS = 35 * 60 * 60;

/** A number option in [lo, hi], or a UsageError naming it and the range. */
function inRange(name: string, v: number, lo: number, hi: number): number {
  if (!(v >= lo && v <= hi)) throw new UsageError(`--${name} ${v} is out of range (${lo} to ${hi})`);
  return v;
}

/** What `--hud` draws over the view: `none` the view alone; `weapon` DOOM's full-screen view (the
 *  player's weapon sprites and the message line; the Playsim is run to the --time tic); `statusbar`
 *  DOOM's normal screen: the view shortened to 168/200 of the height above the status bar. */
export const HUD_MODES = ['none', 'weapon', 'statusbar'] as const;
export type HudMode = (typeof HUD_MODES)[number];

export function parseHud(s: string | undefined): HudMode {
  if (s === undefined) return 'none';
  const m = HUD_MODES.find((h) => h === s.toLowerCase());
  if (!m) throw new UsageError(`--hud must be one of ${HUD_MODES.join(', ')}, got ${JSON.stringify(s)}`);
  return m;
}

/** Renders of the same view whose phase times --profile reports (medians). */
const PROFILE_FRAMES = 200;

export const render: Command = {
  summary: 'render one view of a map to PNG with the CPU raycaster',
  usage: `toom render --iwad PATH [--file PWAD ...] [--deh PATCH ...] --map NAME [--pos X,Y[,Z]] [--angle DEG] [--fov DEG] [--size WxH] [--time TICS [--work-limit N]] [--complevel N] [--hud none|weapon|statusbar] [--profile] [--verbose] -o out.png\n  --pos within ±32768, --angle within ±3600, --fov 1 to 179 (default 90), --time 0 to 126000 tics (one hour of game time); --verbose also counts closed sectors\n  --deh PATCH: a DEHACKED (.deh) or BEX (.bex) patch applied after the stack\'s own DEHACKED lumps (repeatable, in order): the game run for --time and --hud plays with its things, frames and weapons\n  --work-limit N: the most work --time may run (default ${MAX_RENDER_WORK}): each thinker update (every thing, light and mover, once a tic) and each thing looked at by a move, an attack or a search count one; refused at once when the thinkers at the start need more, else stopped with exit 2 when the count passes it\n  --hud none (default): the view alone; weapon: DOOM\'s full screen, the player\'s weapon (and a message) drawn over the view as the game has it at the --time tic (the weapon is raised in the first 16 tics); statusbar: DOOM\'s normal screen, the view above the status bar drawn from the WAD\'s graphics\n` + COMPLEVEL_HELP + ' (the rules the --time tics run at; default: what the WADs ask for, as play)',
  run(argv) {
    const a = new Args(argv, ['profile', 'verbose']);
    const out = a.get('o') ?? a.get('out');
    if (!out) throw new UsageError('missing -o out.png');
    const iwad = a.need('iwad'), files = a.all('file'), dehPaths = a.all('deh');
    const inputs = [...wadInputs(iwad, files), ...dehPaths.map((path) => ({ path, option: '--deh' }))];
    // Everything the user typed is checked before any work: the view numbers, then the output.
    const [w, h] = parseSize(a.get('size') ?? '640x400');
    const pos = a.get('pos');
    let p: number[] | null = null;
    if (pos) {
      const parts = pos.split(',');
      if (parts.length < 2 || parts.length > 3) throw new UsageError(`--pos must be X,Y or X,Y,Z, got ${JSON.stringify(pos)}`);
      p = parts.map((v) => parseDecimal('--pos', v, false));
      for (const v of p) inRange('pos', v, -MAX_COORD, MAX_COORD);
    }
    const angleDeg = a.get('angle') !== undefined ? inRange('angle', a.num('angle', 0), -MAX_ANGLE, MAX_ANGLE) : null;
    const fov = (inRange('fov', a.num('fov', 90), FOV_RANGE[0], FOV_RANGE[1]) * Math.PI) / 180;
    const tics = a.int('time', 0);
    if (tics < 0 || tics > MAX_RENDER_TICS) throw new UsageError(`--time ${tics} is out of range (0 to ${MAX_RENDER_TICS} tics, one hour of game time)`);
    const hud = parseHud(a.get('hud'));
    const workLimit = a.int('work-limit', MAX_RENDER_WORK, 1);
    const complevel = complevelOption(a);
    checkNotInput(out, inputs);
    const stack = loadStack(iwad, files);
    const { defs, warnings: defsWarnings } = loadDefs(stack, dehPaths);
    const mapName = a.text('map') ?? stack.maps[0]?.name;
    if (!mapName) throw new UsageError('the WAD has no maps');
    const t0 = performance.now();
    const level = complevel ?? stackComplevel(stack, defs).complevel;
    // Boom's and MBF's translucent things need the main translucency table in the World.
    const world = loadWorld(stack, mapName, { translucentThings: new Compat(level).boom, sky: umapSky(stack, mapName) });
    const tBuild = performance.now() - t0;
    let x = world.playerStart.x, y = world.playerStart.y, z = NaN, angle = world.playerStart.angle;
    if (p) {
      [x, y] = p;
      if (p.length === 3) z = p[2];
      if (outsideEverySector(world, x, y)) {
        console.error(`toom: warning: ${mapLabel(world)}: --pos ${x},${y} is outside every sector: the picture shows nothing`);
      }
    } else {
      const outside = startOutside(world);
      if (outside) console.error(`toom: warning: ${mapLabel(world)}: ${outside}: the picture shows nothing`);
    }
    if (angleDeg !== null) angle = (angleDeg * Math.PI) / 180;
    // --hud statusbar: the view takes the top rows (DOOM's 168 of 200), the bar the rest.
    const screen = hud === 'none' ? null : new GameScreen(stack, defs);
    const vh = screen ? screen.viewHeight(hud, h) : h;
    const fb = new Uint32Array(w * h);
    const r = new CpuRenderer(world, w, vh, fb.subarray(0, w * vh));
    r.screenHeight = h; // the weapon is placed from the whole screen's centre, as DOOM places it
    r.profile = a.flag('profile');
    const cam = makeCamera(x, y, angle, z, fov);
    // --time: the level as it is `tics` tics after it starts with nobody pressing anything (lights,
    // movers on timers, scrolling walls, thing frames); the renderer's animations read the same clock.
    // --hud weapon: the game from its first tic too (the weapon comes up as the level starts).
    let sim: Playsim | null = null;
    if (tics > 0 || screen) {
      sim = new Playsim(world, { skill: 3, defs, compat: new Compat(level) });
      // The thinker updates --time will run: refused at once when the thinkers there at the start
      // already need more than the budget; then counted as they run (monsters woken, things spawned).
      let thinkers = 0;
      for (let t = sim.thinkers.cap.next!; t !== sim.thinkers.cap; t = t.next!) thinkers++;
      if (tics * thinkers > workLimit) {
        const most = Math.floor(workLimit / thinkers);
        throw new UsageError(`--time ${tics} is too long for ${safeLine(world.name)}: its ${thinkers} thinkers (things, lights, movers) × ${tics} tics is more than the ${workLimit} thinker updates --time may run (--work-limit); at most --time ${most} here`);
      }
      const budget = new WorkBudget(workLimit, 'render --time', 'a shorter --time or a larger --work-limit');
      const sync = new WorldSync(sim), idle = new TicCmd();
      screen?.start(sim.player);
      for (let t = 0; t < tics && sim.exited === 0; t++) { sim.tick(idle); budget.charge(sim, t); screen?.tick(sim); }
      sync.sync();
    }
    r.drawWeapon = hud !== 'none';
    r.render(cam, tics);
    if (screen && sim) screen.draw(fb, w, h, hud, sim, world.view[VIEW_PALETTE]);
    writePng(out, w, h, fb, inputs);
    if (screen) for (const warn of screen.warnings) console.error(`toom: warning: ${safeLine(warn)}`);
    // --profile: the first frame includes the JIT's warm-up, so the phases are the medians of
    // PROFILE_FRAMES more renders of the same view.
    const first = r.stats.msTotal;
    const phases = { walk: [] as number[], spans: [] as number[], sprites: [] as number[], total: [] as number[] };
    if (r.profile) {
      for (let i = 0; i < PROFILE_FRAMES; i++) {
        r.render(cam, tics);
        phases.walk.push(r.stats.msWalk); phases.spans.push(r.stats.msSpans); phases.sprites.push(r.stats.msSprites); phases.total.push(r.stats.msTotal);
      }
    }
    for (const warn of assetWarnings(stack)) console.error(`toom: warning: ${warn}`);
    for (const warn of defsWarnings) console.error(`toom: warning: ${safeLine(warn)}`);
    for (const warn of visibleWarnings(world, a.flag('verbose'))) console.error(`toom: warning: ${mapLabel(world)}: ${warn}`);
    if (r.profile) {
      const s = r.stats;
      console.log(`map ${safeLine(world.name)}: world built in ${tBuild.toFixed(1)} ms`);
      console.log(`rays ${s.rays}, edges crossed ${s.edges}, wall columns ${s.wallColumns}, visplanes ${s.planes}, spans ${s.spans}, sprite columns ${s.spriteColumns}, masked columns ${s.maskedColumns}, portals crossed ${s.portalsCrossed}`);
      const med = (v: number[]) => [...v].sort((p, q) => p - q)[v.length >> 1].toFixed(3);
      console.log(`median of ${PROFILE_FRAMES} frames: walk+walls ${med(phases.walk)} ms, spans ${med(phases.spans)} ms, sprites+masked ${med(phases.sprites)} ms, total ${med(phases.total)} ms (first frame, with JIT warm-up: ${first.toFixed(2)} ms)`);
    }
    console.log(safeLine(`wrote ${out} (${w}x${h}, ${world.name} at ${x.toFixed(0)},${y.toFixed(0)} angle ${((angle * 180) / Math.PI).toFixed(0)}°)`));
  },
};
