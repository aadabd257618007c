// Runs one fuzz case the way the app loads a map: WAD bytes → WadStack → decodeMap → asset tables →
// buildWorld → two 160×100 renders (the player start and a random pose) into a framebuffer filled
// with a sentinel first. A typed error (WadError, MapError) from loading is a pass; any other
// exception, a render that leaves a pixel unwritten, or a case slower than the limit is a failure.
import { readFileSync, existsSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isInputError } from '../../src/errors.js';
import { parseWad, type WadFile } from '../../src/wad/wad-file.js';
import { MAP_LUMP_NAMES, WadStack } from '../../src/wad/wad-stack.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { buildWorld, type AssetTables } from '../../src/world/build-world.js';
import { loadAssetTables } from '../../src/world/world-assets.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { prng } from '../../src/util/prng.js';
import { randomPose } from '../random-pose.js';
import { FREEDOOM1 } from '../freedoom.js';
import { makeCase, mapPwadBase, wadBase, type FuzzBase, type FuzzCase } from './mutate.js';

export const FUZZ_WIDTH = 160;
export const FUZZ_HEIGHT = 100;
/** A case that takes more CPU time than this is a hang. (CPU time, not the clock: the other work on a
 *  shared machine stretches wall time several-fold, and a hang is a property of the case.) */
export const CASE_LIMIT_MS = 2000;

/** CPU milliseconds this process has used since `from` (user + system). */
function cpuSince(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
}
/** Alpha 0: the renderer only writes opaque colours, so a pixel still holding this was never written. */
export const SENTINEL = 0x00c0ffee;
export const FREEDOOM_MAPS = ['E1M1', 'E1M2', 'E1M3'];

export type Status = 'ok' | 'typed' | 'crash' | 'unwritten' | 'slow' | 'hang';
export const isFailure = (s: Status) => s !== 'ok' && s !== 'typed';

export interface Outcome {
  status: Status;
  /** Where it ended: load, decode, assets, build, render-start, render-pose, done. */
  stage: string;
  message: string;
  stack?: string;
  ms: number;
  /** World warnings (best-effort builds). */
  warnings: number;
}

/** The IWADs PWAD cases are layered over: parsed once, asset tables loaded once. */
export interface FuzzEnv {
  iwads: Map<string, { file: WadFile; assets: AssetTables }>;
}

const MAP_LUMPS = new Set<string>(MAP_LUMP_NAMES);

/** True when a PWAD holds nothing but maps (so the IWAD's asset tables still apply). */
function onlyMaps(f: WadFile): boolean {
  const l = f.lumps;
  for (let i = 0; i < l.length; i++) {
    if (MAP_LUMPS.has(l[i].name)) continue;
    if (i + 1 < l.length && MAP_LUMPS.has(l[i + 1].name)) continue; // a map marker
    return false;
  }
  return true;
}

/** A pose for the second render: mostly inside a sector, sometimes in the void, on a vertex or on an edge. */
export function fuzzPose(world: World, rnd: () => number): { x: number; y: number; z: number; angle: number } {
  const m = world.mesh, b = world.bounds;
  const angle = rnd() * Math.PI * 2;
  const z = rnd() < 0.9 ? NaN : (rnd() - 0.5) * 80000;
  const r = rnd();
  if (r < 0.6 || m.vertexCount <= 3) { const p = randomPose(world, rnd); return { x: p.x, y: p.y, z, angle: p.angle }; }
  if (r < 0.8) {
    const w = b.maxX - b.minX + 64, h = b.maxY - b.minY + 64;
    return { x: b.minX - 32 + (rnd() * 1.4 - 0.2) * w, y: b.minY - 32 + (rnd() * 1.4 - 0.2) * h, z, angle };
  }
  const v = 3 + Math.floor(rnd() * (m.vertexCount - 3));
  if (r < 0.9) return { x: m.vx[v * 2], y: m.vx[v * 2 + 1], z, angle };
  // The midpoint of an edge out of v (exactly on it when the coordinates halve exactly).
  const q = m.vertexEdge[v];
  const d = m.vertex[q ^ 2];
  return { x: (m.vx[v * 2] + m.vx[d * 2]) / 2, y: (m.vx[v * 2 + 1] + m.vx[d * 2 + 1]) / 2, z, angle };
}

function countSentinel(fb: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < fb.length; i++) if (fb[i] === SENTINEL) n++;
  return n;
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : String(n));

/** Runs one case in this thread. */
export function runCase(c: Pick<FuzzCase, 'bytes' | 'over' | 'map' | 'seed'>, env: FuzzEnv, limitMs = CASE_LIMIT_MS): Outcome {
  const cpu0 = process.cpuUsage();
  let stage = 'load';
  let warnings = 0;
  const done = (status: Status, message: string, stack?: string): Outcome => {
    const ms = cpuSince(cpu0);
    if (ms > limitMs && (status === 'ok' || status === 'typed')) {
      return { status: 'slow', stage, message: `took ${Math.round(ms)} ms of CPU (limit ${limitMs}) and ended ${status}: ${message}`, ms, warnings };
    }
    return { status, stage, message, stack, ms, warnings };
  };
  try {
    const file = parseWad(c.bytes, 'fuzz.wad');
    const stack = new WadStack();
    let assets: AssetTables | null = null;
    if (c.over) {
      const iw = env.iwads.get(c.over);
      if (!iw) throw new Error(`fuzz: the case needs ${c.over}, which is not loaded`);
      stack.add(iw.file);
      if (onlyMaps(file)) assets = iw.assets;
    }
    stack.add(file);
    const names = stack.maps.map((m) => m.name);
    const mapName = names.includes(c.map) ? c.map : (names[0] ?? c.map);
    stage = 'decode';
    const map = decodeMap(stack.map(mapName));
    stage = 'assets';
    assets ??= loadAssetTables(stack);
    stage = 'build';
    const world = buildWorld(map, assets);
    warnings = world.warnings.length;

    const r = new CpuRenderer(world, FUZZ_WIDTH, FUZZ_HEIGHT);
    const rnd = prng(c.seed ^ 0x5eed);
    const ps = world.playerStart;
    const pose = fuzzPose(world, rnd);
    const views = [
      { name: 'render-start', cam: makeCamera(ps.x, ps.y, ps.angle) },
      { name: 'render-pose', cam: makeCamera(pose.x, pose.y, pose.angle, pose.z) },
    ];
    for (const v of views) {
      stage = v.name;
      r.fb.fill(SENTINEL);
      r.render(v.cam, Math.floor(rnd() * 1000));
      const n = countSentinel(r.fb);
      if (n > 0) {
        const cm = v.cam;
        return done('unwritten', `${n} of ${r.fb.length} pixels unwritten (camera ${fmt(cm.x)}, ${fmt(cm.y)}, z ${fmt(cm.z)}, angle ${fmt(cm.angle)})`);
      }
    }
    stage = 'done';
    return done('ok', `${warnings} warning(s)`);
  } catch (e) {
    if (isInputError(e) && !stage.startsWith('render')) return done('typed', `${e.name}: ${e.message}`);
    const err = e as Error;
    return done('crash', `${err?.name ?? 'throw'}: ${err?.message ?? String(e)}`, typeof err?.stack === 'string' ? err.stack : undefined);
  }
}

/** A short key for "the same bug": status, stage, message with the numbers taken out, first src/ frame. */
export function signature(o: Outcome): string {
  const msg = o.message.replace(/\d+(\.\d+)?/g, 'N').slice(0, 120);
  const frame = (o.stack ?? '').split('\n').find((l) => l.includes('/src/')) ?? '';
  const at = /(src\/[\w/.-]+):(\d+)/.exec(frame);
  return `${o.status}|${o.stage}|${msg}|${at ? at[1] : ''}`;
}

// ------------------------------------------------------------------------------ bases and storage

export const DEMO_WAD_PATH = 'wad/toom-demo.wad';

function readBytes(path: string): Uint8Array {
  const b = readFileSync(path);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** The IWADs cases may be layered over: the demo WAD (when built; found from the working folder) and Freedoom 1 when installed. */
export function loadEnv(withFreedoom = existsSync(FREEDOOM1), demoPath = DEMO_WAD_PATH): FuzzEnv {
  const iwads: FuzzEnv['iwads'] = new Map();
  if (existsSync(demoPath)) {
    const file = parseWad(readBytes(demoPath), 'toom-demo.wad');
    const stack = new WadStack();
    stack.add(file);
    iwads.set('demo', { file, assets: loadAssetTables(stack) });
  }
  if (withFreedoom && existsSync(FREEDOOM1)) {
    const file = parseWad(readBytes(FREEDOOM1), 'freedoom1.wad');
    const stack = new WadStack();
    stack.add(file);
    iwads.set('freedoom1', { file, assets: loadAssetTables(stack) });
  }
  return { iwads };
}

/** The bases to mutate: the demo WAD (every map, every lump) and, when installed, Freedoom 1 E1M1..E1M3 as map PWADs. */
export function loadBases(root: string, withFreedoom = existsSync(FREEDOOM1)): FuzzBase[] {
  const bases: FuzzBase[] = [];
  const demo = join(root, DEMO_WAD_PATH);
  if (!existsSync(demo)) throw new Error(`${demo} is missing: run \`node tools/build.mjs\` first`);
  bases.push(wadBase('demo', readBytes(demo)));
  if (withFreedoom && existsSync(FREEDOOM1)) {
    const fd = readBytes(FREEDOOM1);
    for (const m of FREEDOOM_MAPS) bases.push(mapPwadBase('freedoom1', fd, m));
  }
  return bases;
}

export const FUZZ_CASES_DIR = 'tests/fuzz-cases';

export interface FailureNote {
  kind: string;
  seed: number;
  base: string;
  /** The IWAD this PWAD is layered over (its assets), null for a standalone WAD. */
  over: string | null;
  map: string;
  status: Status;
  stage: string;
  error: string;
  stack?: string;
  ms: number;
  runSeed?: number;
  found: string;
}

/** Saves a failing case as <kind>-<seed>.wad plus a .json note; returns the .wad path. */
export function saveFailure(dir: string, c: FuzzCase, o: Outcome, runSeed?: number): string {
  mkdirSync(dir, { recursive: true });
  const stem = `${c.kind}-${c.seed}`;
  const note: FailureNote = {
    kind: c.kind, seed: c.seed, base: c.base, over: c.over, map: c.map, status: o.status, stage: o.stage, error: o.message,
    stack: o.stack?.split('\n').slice(0, 8).join('\n'), ms: Math.round(o.ms), runSeed, found: new Date().toISOString(),
  };
  // A case made from Freedoom is Freedoom's data: only its note is kept, and the replay makes the
  // case again from the seed (the project commits no WAD it did not build itself).
  if (c.over === null) writeFileSync(join(dir, `${stem}.wad`), c.bytes);
  writeFileSync(join(dir, `${stem}.json`), JSON.stringify(note, null, 2) + '\n');
  return join(dir, `${stem}.${c.over === null ? 'wad' : 'json'}`);
}

export interface SavedCase { path: string; note: FailureNote; bytes: Uint8Array }

/**
 * Every saved case in `dir`: a .wad with its .json note (a .wad without a note is a standalone WAD),
 * and notes without a .wad, whose case is made again from its seed over Freedoom (bytes empty when
 * Freedoom is not installed: such a case is skipped).
 */
export function savedCases(dir: string, root = join(dir, '..', '..')): SavedCase[] {
  if (!existsSync(dir)) return [];
  const regenerated = readdirSync(dir).filter((f) => f.endsWith('.json') && !existsSync(join(dir, f.replace(/\.json$/, '.wad')))).sort().map((f) => {
    const path = join(dir, f);
    const note: FailureNote = JSON.parse(readFileSync(path, 'utf8'));
    let bytes: Uint8Array = new Uint8Array(0);
    if (note.over !== null && existsSync(FREEDOOM1)) {
      bases ??= loadBases(root, true);
      bytes = makeCase(bases, note.seed, note.kind).bytes;
    }
    return { path, note, bytes };
  });
  return [...regenerated, ...readdirSync(dir).filter((f) => f.endsWith('.wad')).sort().map((f) => {
    const path = join(dir, f);
    const notePath = path.replace(/\.wad$/, '.json');
    const note: FailureNote = existsSync(notePath)
      ? JSON.parse(readFileSync(notePath, 'utf8'))
      : { kind: 'manual', seed: 0, base: f, over: null, map: '', status: 'crash', stage: '', error: '', ms: 0, found: '' };
    return { path, note, bytes: readBytes(path) };
  })];
}
let bases: FuzzBase[] | undefined;
