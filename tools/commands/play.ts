// `toom play`: runs a map's simulation headlessly, its player driven by an input script or by the
// tic commands of a DOOM demo lump, then prints where the player ended up and what it collected
// (one JSON document with --json) and, with --render, writes the final view as PNG.
import { umapSky } from '../../src/defs/umapinfo-stack.js';
import { closeSync, existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { Args, COMPLEVEL_HELP, UsageError, complevelOption } from '../args.js';
import { loadDefs, loadStack, openRegularFile, readAt, wadInputs } from '../load.js';
import { checkNotInput, openOutputStream } from '../safe-output.js';
import { jsonLine, safeLine } from '../safe-text.js';
import { assetWarnings, mapLabel, startOutside, visibleWarnings } from '../world-warnings.js';
import { writePng } from '../png.js';
import { parseHud, parseSize } from './render.js';
import { GameScreen } from '../../src/screen/screen-layout.js';
import { VIEW_PALETTE } from '../../src/world/live-state.js';
import { WadError } from '../../src/errors.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim, EXIT_NONE, EXIT_SECRET, CARD_NAMES as KEY_NAMES, PST_LIVE, DemoGame, demoOptions, TraceWriter, Compat, WorldSync, TicCmd, InputScriptError, InputScriptReader, ScriptPlayer, parseInputScript, scriptTics, type ScriptStep, MAX_DEMO_BYTES, demoMapName, demoSkill, parseDemo, singlePlayerProblem, type Demo } from '../../src/sim/index.js';
import { DemoInterlude } from '../../src/screen/demo-interlude.js';
import { stackComplevel } from '../../src/defs/complevel.js';
import { angleToRadians } from '../../src/sim/base/fixed.js';
import { MAX_PLAY_WORK, WorkBudget } from '../work-budget.js';
import type { WadStack } from '../../src/wad/wad-stack.js';
import type { Command } from './command.js';

/** The default --trace-limit: 1 GiB. */
export const DEFAULT_TRACE_LIMIT = 1 << 30;
/** The trace is handed to its file in pieces of about this many bytes. */
const TRACE_CHUNK = 1 << 16;

const USAGE = 'toom play --iwad PATH [--file PWAD ...] [--deh PATCH ...] [--map NAME] [--input SCRIPT | --demo FILE.lmp] [--skill 1-5] [--nomonsters] [--complevel N] [--render out.png [--hud none|weapon|statusbar]] [--size WxH] [--trace OUT.txt [--trace-mobjs[=FROM:TO]] [--trace-limit BYTES]] [--work-limit N] [--json] [--verbose]';

const DETAILS = `Runs the map's simulation headlessly at DOOM's 35 tics a second and prints where the player ended.
  --deh PATCH      a DEHACKED (.deh) or BEX (.bex) patch applied after the stack's own DEHACKED lumps
                   (the IWAD's, then each PWAD's, in load order); repeatable, applied in order. Bad
                   lines are warned about (file, line, problem) and the rest applies
  --map NAME       the map (default: the demo's map with --demo, else the WAD's first map)
  --input SCRIPT   comma-separated steps, or a file of them (commas or new lines; # comments):
                   forward N, back N, turn-left N, turn-right N, strafe-left N, strafe-right N,
                   wait N (N tics each), use, fire (one tic), run (toggles running)
  --demo FILE.lmp  the tic commands of a DOOM demo lump (v1.0-v1.9, longtics); a lump of the WAD
                   stack (e.g. DEMO1) when no such file exists. Single-player demos of player 1
                   only: a multiplayer demo (freedm's DEMO1-4) is refused with exit 2, naming its
                   player count; it plays on across levels as DOOM
                   does (the tally and text screens on its tics, the next map with the inventory)
                   to its end; what is printed is where the last level left the player
  --skill 1-5      DOOM's skill (default 3, or the demo's)
  --nomonsters     DOOM's -nomonsters: no monsters are spawned (a demo's header may ask for it too)
${COMPLEVEL_HELP}
  --render PNG     the final view, CPU raycaster, --size WxH (default 640x400)
  --hud MODE       with --render, what is drawn over the view, as toom render --hud: none (default),
                   weapon (DOOM's full screen: the weapon and a message) or statusbar (DOOM's screen
                   with the status bar, its face having run every tic)
  --trace OUT.txt  one line of game state per tic in doom-trace's format (random index, the player's
                   position, angle, momentum, health, armour, weapon, ammo, tallies, the count and
                   hash of every thing), and an "exit TIC MAP" line where a level ends (no lines between
                   levels): compare with Chocolate Doom's by doom-trace's compare.py
  --trace-mobjs[=FROM:TO]  also one line per thing, for tics FROM..TO (default: every tic)
  --trace-limit BYTES  the most bytes the trace may hold (default ${DEFAULT_TRACE_LIMIT}, 1 GiB): a
                   trace that would pass it stops the run with exit 2 and no trace written, naming
                   the tic it reached; give a larger limit, or --trace-mobjs=FROM:TO for fewer lines
  --json           one JSON object on stdout: map, tic, x, y, z, angle (degrees), sector, keys,
                   items, itemsTotal, secrets, secretsTotal, exited, health, armor, ammo (per
                   type), weapon, kills, killsTotal, dead
  --verbose        also count closed sectors (shut doors and lifts) among the map's warnings
  --work-limit N   the most work the run may do (default ${MAX_PLAY_WORK}): each thinker update
                   (every thing, light and mover, once a tic) and each thing looked at by a move,
                   an attack or a search count one; past it the run stops with exit 2 naming the
                   count. The heaviest real demo played here needs under a
                   quarter of the default (nuts-533, 10,000 monsters: 435 M; the figures are in
                   docs/robustness.md)
Without --json it prints the same on one line ("dead" when the player died).`;

/** What `toom play` prints. */
export interface PlayResult {
  map: string;
  tic: number;
  x: number;
  y: number;
  z: number;
  angle: number;
  sector: number;
  keys: string[];
  items: number;
  itemsTotal: number;
  secrets: number;
  secretsTotal: number;
  exited: boolean;
  health: number;
  armor: number;
  ammo: { clip: number; shell: number; cell: number; misl: number };
  weapon: string;
  kills: number;
  killsTotal: number;
  dead: boolean;
}

const WEAPON_NAMES: readonly string[] = ['fist', 'pistol', 'shotgun', 'chaingun', 'rocket launcher', 'plasma rifle', 'BFG 9000', 'chainsaw', 'super shotgun'];

/** A value of --input that reads as a path (no spaces or commas, a slash or a dot) is a file. */
function looksLikePath(v: string): boolean {
  return !/[\s,]/.test(v) && /[/.]/.test(v);
}

/** The largest script file read: 1,000,000 steps such as "turn-right 1" are 13 MB, with room for comments. */
export const MAX_SCRIPT_FILE_BYTES = 64 << 20;
const READ_CHUNK = 1 << 20;

/** Reads a script file in pieces into `reader` (bounded memory: the reader's caps apply as it goes). */
function readScriptFile(path: string, reader: InputScriptReader): void {
  const { fd, size } = openRegularFile(path, 'script');
  try {
    if (size > MAX_SCRIPT_FILE_BYTES) throw new WadError(path, 'file', `${size} bytes is more than the ${MAX_SCRIPT_FILE_BYTES} bytes read as a script`);
    const buf = new Uint8Array(READ_CHUNK), dec = new TextDecoder();
    for (let at = 0; at <= MAX_SCRIPT_FILE_BYTES;) {
      const n = readAt(fd, path, buf, at);
      reader.feed(dec.decode(buf.subarray(0, n), { stream: n === buf.length }));
      at += n;
      if (n < buf.length) return;
    }
    throw new WadError(path, 'file', `grew past the ${MAX_SCRIPT_FILE_BYTES} bytes read as a script while being read`);
  } finally {
    closeSync(fd);
  }
}

/** The script's steps, from the text itself or a file; errors name the file (or --input) and the step. */
function loadScript(value: string): ScriptStep[] {
  const isFile = looksLikePath(value) || (existsSync(value) && statSync(value).isFile());
  const source = isFile ? value : '--input';
  try {
    if (!isFile) return parseInputScript(value);
    const reader = new InputScriptReader(true);
    readScriptFile(value, reader);
    return reader.end();
  } catch (e) {
    if (!(e instanceof InputScriptError)) throw e;
    const m = /^(input script, step \d+ \(.*?\)): (.*)$/s.exec(e.message);
    throw new WadError(source, m ? m[1] : 'input script', m ? m[2] : e.message);
  }
}

/**
 * A demo file: only its first MAX_DEMO_BYTES are read (a demo without its end marker by then is too
 * long to play, whatever the file's size), so a huge file costs neither time nor memory.
 */
function readDemoFile(path: string): Demo {
  const { fd, size } = openRegularFile(path, 'demo');
  try {
    const bytes = new Uint8Array(Math.min(size, MAX_DEMO_BYTES));
    const n = readAt(fd, path, bytes, 0);
    return parseDemo(bytes.subarray(0, n), basename(path), 'demo');
  } finally {
    closeSync(fd);
  }
}

/** --demo: a file of that name, else a lump of the WAD stack; neither is a WadError saying so. */
function loadDemo(value: string, stack: WadStack): Demo {
  if (existsSync(value) || looksLikePath(value)) return singlePlayer(readDemoFile(value), basename(value), 'demo');
  const lump = stack.find(value);
  if (lump) return singlePlayer(parseDemo(lump.data, stack.label, lump.name), stack.label, lump.name);
  throw new WadError(value, 'demo', `neither a lump of ${stack.label} nor a file of that name exists`);
}

/** A multiplayer demo, or one whose only player is not player 1, is refused (exit 2), not played as another game. */
function singlePlayer(demo: Demo, file: string, lump: string): Demo {
  const problem = singlePlayerProblem(demo);
  if (problem !== null) throw new WadError(file, lump, problem);
  return demo;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

export function playResult(ps: Playsim): PlayResult {
  const p = ps.player, mo = p.mo!, w = ps.world;
  const keys: string[] = [];
  for (let i = 0; i < KEY_NAMES.length; i++) if (p.cards[i]) keys.push(KEY_NAMES[i]);
  return {
    map: w.name, tic: ps.leveltime, x: round(mo.x / 65536, 4), y: round(mo.y / 65536, 4), z: round(mo.z / 65536, 4),
    angle: round((mo.angle / 4294967296) * 360, 4), sector: mo.sector.index, keys,
    items: p.itemcount, itemsTotal: ps.totalitems, secrets: p.secretcount, secretsTotal: ps.totalsecret,
    exited: ps.exited !== EXIT_NONE,
    health: p.health, armor: p.armorpoints,
    ammo: { clip: p.ammo[0], shell: p.ammo[1], cell: p.ammo[2], misl: p.ammo[3] },
    weapon: WEAPON_NAMES[p.readyweapon] ?? String(p.readyweapon),
    kills: p.killcount, killsTotal: ps.totalkills, dead: p.playerstate !== PST_LIVE,
  };
}

/** `--trace-mobjs` or `--trace-mobjs=FROM:TO` (taken out of argv: the parser knows no optional values). */
function takeTraceMobjs(argv: string[]): { rest: string[]; range: [number, number] | null } {
  let range: [number, number] | null = null;
  const rest: string[] = [];
  for (const a of argv) {
    const m = /^--trace-mobjs(?:=(\d+):(\d+))?$/.exec(a);
    if (m) range = m[1] !== undefined ? [Number(m[1]), Number(m[2])] : [0, Number.MAX_SAFE_INTEGER];
    else if (a.startsWith('--trace-mobjs')) throw new UsageError(`--trace-mobjs takes =FROM:TO (tic numbers), got ${JSON.stringify(a)}`);
    else rest.push(a);
  }
  return { rest, range };
}

export const play: Command = {
  summary: 'run a map headlessly with an input script or a DOOM demo; print where the player ends',
  usage: USAGE,
  details: DETAILS,
  run(argvIn) {
    const { rest: argv, range: mobjRange } = takeTraceMobjs(argvIn);
    const a = new Args(argv, ['json', 'verbose', 'nomonsters']);
    if (a.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(a.positionals[0])}`);
    const json = a.flag('json');
    const stack = loadStack(a.need('iwad'), a.all('file'));
    const dehPaths = a.all('deh');
    const { defs, warnings: defsWarnings } = loadDefs(stack, dehPaths);
    const input = a.text('input'), demoArg = a.text('demo');
    if (input !== undefined && demoArg !== undefined) throw new UsageError('--input and --demo cannot be used together');
    let steps: ScriptStep[] | null = null;
    let demo: Demo | null = null;
    if (input !== undefined) steps = loadScript(input);
    if (demoArg !== undefined) demo = loadDemo(demoArg, stack);
    let skill = 3;
    if (a.get('skill') !== undefined) skill = a.int('skill', 3, 1, 5);
    else if (demo) skill = demoSkill(demo);
    const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
    const mapName = a.text('map') ?? (demo ? demoMapName(demo, commercial) : stack.maps[0]?.name);
    if (!mapName) throw new UsageError('the WAD has no maps');
    const [w, h] = parseSize(a.get('size') ?? '640x400');
    const renderOut = a.get('render');
    // Neither the picture nor the trace goes over an input (the IWAD, a PWAD, a demo or script file).
    const inputs = [
      ...wadInputs(a.get('iwad'), a.all('file')),
      ...dehPaths.map((path) => ({ path, option: '--deh' })),
      ...(demoArg !== undefined && existsSync(demoArg) ? [{ path: demoArg, option: '--demo' }] : []),
      ...(input !== undefined && existsSync(input) ? [{ path: input, option: '--input' }] : []),
    ];
    if (renderOut) checkNotInput(renderOut, inputs);
    const hud = parseHud(a.get('hud'));
    if (hud !== 'none' && !renderOut) throw new UsageError('--hud draws on the --render picture: give --render out.png');
    // DOOM's status bar and messages: the face takes its tic after each game tic (ST_Ticker).
    const screen = hud !== 'none' ? new GameScreen(stack, defs) : null;

    const traceOut = a.get('trace');
    if (mobjRange !== null && traceOut === undefined) throw new UsageError('--trace-mobjs needs --trace OUT');
    if (traceOut !== undefined) {
      checkNotInput(traceOut, inputs);
      if (renderOut !== undefined && resolve(traceOut) === resolve(renderOut)) throw new UsageError('--trace and --render name the same file');
    }
    // The rules: --complevel, else what the WADs ask for (a COMPLVL lump, MBF's or Boom's additions in
    // a PWAD, else vanilla); a demo's header overrides both.
    const complevel = complevelOption(a) ?? stackComplevel(stack, defs).complevel;
    const base = { skill, commercial, nomonsters: a.flag('nomonsters'), defs, compat: new Compat(complevel) };
    const options = demo ? { ...demoOptions(demo, base), nomonsters: demo.noMonsters || a.flag('nomonsters') } : base;
    // Boom's and MBF's translucent things need the main translucency table in the World.
    const translucentThings = options.compat?.boom ?? false;
    const makeWorld = (map?: string) => loadWorld(stack, map ?? mapName, { skill, noMonsters: options.nomonsters, translucentThings, sky: umapSky(stack, map ?? mapName) });
    // The trace goes to its file tic by tic (a long run's trace can be far larger than memory), up
    // to --trace-limit bytes: past them the run stops (exit 2) and no trace is written.
    const traceLimit = a.int('trace-limit', DEFAULT_TRACE_LIMIT, 1);
    if (a.get('trace-limit') !== undefined && traceOut === undefined) throw new UsageError('--trace-limit needs --trace OUT');
    const trace = traceOut !== undefined ? openOutputStream(traceOut, { inputs }) : null;
    const tracer = trace !== null ? new TraceWriter() : null;
    // Bytes of the trace so far (handed to the file, or waiting in the writer).
    let traced = 0;
    // The work is counted as it runs (every thinker's update, every tic, over every level played).
    const budget = new WorkBudget(a.int('work-limit', MAX_PLAY_WORK, 1), 'play', 'a larger --work-limit lets it go on');
    const afterTic = (ps: Playsim, tic: number) => {
      budget.charge(ps, tic);
      if (tracer === null || trace === null) return;
      const before = traced, handed = traced - tracer.pending;
      tracer.tic(ps, tic, mobjRange !== null && tic >= mobjRange[0] && tic <= mobjRange[1]);
      traced = handed + tracer.pending;
      if (traced > traceLimit) {
        throw new WadError(traceOut!, 'trace', `tic ${tic} would take the trace past its limit of ${traceLimit} bytes (${before} bytes for the tics before it; ` +
          `--trace-limit): nothing written; raise --trace-limit, or trace fewer things with --trace-mobjs=FROM:TO`);
      }
      if (tracer.pending >= TRACE_CHUNK) trace.write(tracer.take());
    };
    let ps: Playsim;
    // The first level's World and where its player was put (a start outside every sector is warned about).
    let startWorld: World | null = null, startSector = -1;
    try {
      if (demo) {
        // The demo goes on across levels (the tally and text screens on its own tics) to its end.
        const game = new DemoGame(demo, makeWorld, options, DemoInterlude.of(stack, defs));
        startWorld = game.ps.world;
        startSector = game.ps.player.mo?.sector.index ?? -1;
        screen?.start(game.ps.player);
        while (game.running) {
          game.step();
          if (game.completed !== null && trace !== null) {
            // After the tics still waiting in the writer: the exit line belongs after the level's last tic.
            if (tracer!.pending > 0) trace.write(tracer!.take());
            const line = `exit ${game.completed.tic} ${game.completed.map}\n`;
            trace.write(line);
            traced += line.length;
          }
          if (game.entered) screen?.start(game.ps.player);
          if (!game.played) continue;
          screen?.tick(game.ps);
          afterTic(game.ps, game.tic - 1);
        }
        ps = game.ps;
      } else {
        ps = new Playsim(makeWorld(), options);
        startWorld = ps.world;
        startSector = ps.player.mo?.sector.index ?? -1;
        screen?.start(ps.player);
        const cmd = new TicCmd();
        if (steps) {
          const player = new ScriptPlayer(steps);
          const n = scriptTics(steps);
          for (let t = 0; t < n && ps.exited === EXIT_NONE; t++) {
            ps.tick(player.next(cmd));
            screen?.tick(ps);
            afterTic(ps, t);
          }
        }
      }
      if (tracer !== null && tracer.pending > 0) trace!.write(tracer.take());
      trace?.commit();
    } catch (e) {
      trace?.abort();
      throw e;
    }
    const world = ps.world;
    const label = mapLabel(world);
    for (const warn of assetWarnings(stack)) console.error(`toom: warning: ${warn}`);
    for (const warn of defsWarnings) console.error(`toom: warning: ${safeLine(warn)}`);
    for (const warn of visibleWarnings(world, a.flag('verbose'))) console.error(`toom: warning: ${label}: ${warn}`);
    if (startWorld !== null) {
      const outside = startOutside(startWorld);
      if (outside) console.error(`toom: warning: ${mapLabel(startWorld)}: ${outside}: the player was put in sector ${startSector}`);
    }
    for (const warn of ps.warnings) console.error(`toom: warning: ${label}: ${safeLine(warn)}`);
    const result = playResult(ps);
    if (renderOut) {
      new WorldSync(ps).sync();
      // With the status bar the view takes DOOM's 168/200 of the height, the bar the rest.
      const vh = screen ? screen.viewHeight(hud, h) : h;
      const fb = new Uint32Array(w * h);
      const r = new CpuRenderer(world, w, vh, fb.subarray(0, w * vh));
      r.drawWeapon = hud !== 'none';
      r.screenHeight = h;
      const mo = ps.player.mo!;
      const cam = makeCamera(mo.x / 65536, mo.y / 65536, angleToRadians(mo.angle), ps.player.viewz / 65536);
      r.render(cam, ps.leveltime);
      if (screen) screen.draw(fb, w, h, hud, ps, world.view[VIEW_PALETTE]);
      writePng(renderOut, w, h, fb, inputs);
      if (screen) for (const warn of screen.warnings) console.error(`toom: warning: ${safeLine(warn)}`);
    }
    if (json) {
      console.log(jsonLine(result));
      return 0;
    }
    const exit = result.dead ? 'dead' : ps.exited === EXIT_NONE ? 'still in the level' : ps.exited === EXIT_SECRET ? 'exited (secret exit)' : 'exited';
    const ammo = result.ammo;
    console.log(`${safeLine(result.map)} tic ${result.tic}: x ${result.x.toFixed(1)} y ${result.y.toFixed(1)} z ${result.z.toFixed(1)} angle ${result.angle.toFixed(1)}° sector ${result.sector}; ` +
      `health ${result.health}, armor ${result.armor}; weapon ${result.weapon}; ammo clip ${ammo.clip}, shell ${ammo.shell}, cell ${ammo.cell}, misl ${ammo.misl}; ` +
      `keys ${result.keys.length ? result.keys.join(', ') : 'none'}; kills ${result.kills}/${result.killsTotal}, items ${result.items}/${result.itemsTotal}, secrets ${result.secrets}/${result.secretsTotal}; ${exit}`);
    if (renderOut) console.log(safeLine(`wrote ${renderOut} (${w}x${h})`));
    return 0;
  },
};
