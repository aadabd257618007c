// The community demo corpus (/work/shared/demo-corpus, or TOOM_DEMO_CORPUS): its index, its
// references (dsda-doom's ghosts: the player's x, y, z and angle per gametic, and -levelstat's level
// times), and a demo played in-process through DemoGame and the screens between levels, compared
// with its reference tic by tic.
//
// How a ghost lines up with our tics: dsda-doom writes the record stamped gametic G as G_Ticker(G)
// begins, after its game actions: the player after our tic G-1, except where a level was loaded on
// gametic G — the next map after an intermission (G_DoWorldDone) or the same map after a death
// (G_DoReborn) — where it is the player as spawned, before that tic runs. A level that exits on tic T
// has no record T+1 (the intermission began). Level times are G_DoCompleted's gametic less the
// level's first tic (its last load: a restart after a death loads it again).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FREEDOOM_DIR, loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { demoMapName, parseDemo, type Demo } from '../../src/sim/demo.js';
import { DemoGame, demoOptions } from '../../src/sim/demo-game.js';
import { DemoInterlude } from '../../src/screen/demo-interlude.js';
import type { Playsim } from '../../src/sim/playsim.js';
import type { WadStack } from '../../src/wad/wad-stack.js';
import type { Defs } from '../../src/defs/defs.js';
import { defsForStack, defsOf } from '../../src/defs/load-defs.js';

export const CORPUS_DIR = process.env.TOOM_DEMO_CORPUS ?? '/work/shared/demo-corpus';
export const haveCorpus = existsSync(join(CORPUS_DIR, 'index.tsv'));

export interface CorpusRow {
  id: string;
  iwad: string;
  version: number;
  files: string[];
  deh: string[];
  demo: string;
  tics: number;
  /** Each completed level's time in tics (-levelstat's m:ss.hh × 35, rounded). */
  levels: number[];
}

/** -levelstat's m:ss.hh as tics. */
export function levelTics(t: string): number {
  const [m, s] = t.split(':');
  return Math.round((Number(m) * 60 + Number(s)) * 35);
}

/** The rows of one of the corpus's indexes (index.tsv: vanilla and Boom; index-mbf21.tsv: MBF21). */
export function corpusRows(dir = CORPUS_DIR, index = 'index.tsv'): CorpusRow[] {
  const rows: CorpusRow[] = [];
  if (index !== 'index.tsv' && !existsSync(join(dir, index))) return rows;
  for (const line of readFileSync(join(dir, index), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [id, iwad, ver, files, deh, demo, tics, levels] = line.split('\t');
    rows.push({
      id, iwad, version: Number(ver), files: files.split(',').filter(Boolean), deh: deh.split(',').filter(Boolean),
      demo, tics: Number(tics), levels: levels === '-' || levels === undefined ? [] : levels.split(';').map(levelTics),
    });
  }
  return rows;
}

/** The reference ghost of `id`: per record x, y, z, angle (unsigned), map, episode, gametic (player 1). */
export function readGhost(id: string, dir = CORPUS_DIR): Int32Array[] {
  return parseGhost(gunzipSync(readFileSync(join(dir, 'refs', `${id}.gst.gz`))));
}

/** A ghost file's records (its bytes, unzipped). */
export function parseGhost(b: Uint8Array): Int32Array[] {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const players = Math.max(1, dv.getInt32(4, true));
  const out: Int32Array[] = [];
  for (let o = 8; o + 36 * players <= b.length; o += 36 * players) {
    const r = new Int32Array(9);
    for (let k = 0; k < 9; k++) r[k] = dv.getInt32(o + 4 * k, true);
    out.push(r);
  }
  return out;
}

/** Why the row cannot be played here, or null (the IWAD, a PWAD or the demo missing; a demo our parser refuses). */
export function corpusSkip(row: CorpusRow, dir = CORPUS_DIR): string | null {
  if (!existsSync(join(FREEDOOM_DIR, row.iwad))) return `${row.iwad} is not installed`;
  for (const f of [...row.files, ...row.deh, row.demo]) if (!existsSync(join(dir, 'wads', f))) return `${f} is absent`;
  try {
    parseDemo(readFileSync(join(dir, 'wads', row.demo)), row.demo, 'demo');
  } catch (e) {
    return `the demo cannot be read yet (${e instanceof Error ? e.message : String(e)})`;
  }
  return null;
}

export interface CorpusResult {
  id: string;
  /** Ghost records matching from the first to the first that parts (all of them when in sync). */
  ticsInSync: number;
  ticsTotal: number;
  firstDesync: { tic: number; field: string; ref: number; ours: number | null } | null;
  levels: { want: number[]; got: number[] };
  restarts: number;
  /** Maps entered (the first and one per G_DoWorldDone), and Worlds built. */
  mapsEntered: number;
  worldsBuilt: number;
  sync: boolean;
}

const FIELDS = ['x', 'y', 'z', 'angle'];

/** Plays `row`'s demo to its end and compares it with its ghost and level times. */
export function playCorpusDemo(row: CorpusRow, dir = CORPUS_DIR): CorpusResult {
  const stack = loadStack(join(FREEDOOM_DIR, row.iwad), row.files.map((f) => join(dir, 'wads', f)));
  const demo: Demo = parseDemo(readFileSync(join(dir, 'wads', row.demo)), row.demo, 'demo');
  // The stack's DEHACKED lumps, then the row's patch files, as run.py's --deh gives them.
  const patches = row.deh.map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(dir, 'wads', f))) }));
  const { defs } = defsForStack(stack, { patches });
  return playAgainstGhost(row.id, stack, demo, readGhost(row.id, dir), row.levels, defs);
}

/** Plays `demo` on `stack` to its end and compares it with `ghost` and the level times `want`. */
export function playAgainstGhost(id: string, stack: WadStack, demo: Demo, ghost: Int32Array[], want: number[], defs: Defs = defsOf(stack).defs): CorpusResult {
  const commercial = stack.maps.some((m) => /^MAP\d\d$/.test(m.name));
  const options = demoOptions(demo, { commercial, defs });
  const first = demoMapName(demo, commercial);
  const game = new DemoGame(demo, (map) => loadWorld(stack, map ?? first, { skill: options.skill, noMonsters: options.nomonsters }), options, DemoInterlude.of(stack, defs));
  // The player per gametic: after our tic G-1 at G, or as spawned at the gametic a level was loaded.
  const n = demo.tics + 2;
  const pos = new Int32Array(n * 4), have = new Uint8Array(n);
  const put = (ps: Playsim, g: number) => {
    const mo = ps.player.mo;
    if (mo === null || g >= n) return;
    pos[g * 4] = mo.x; pos[g * 4 + 1] = mo.y; pos[g * 4 + 2] = mo.z; pos[g * 4 + 3] = mo.angle | 0;
    have[g] = 1;
  };
  const got: number[] = [];
  let levelStart = 0, mapsEntered = 1;
  game.onLevelStart = (gm, tic) => {
    put(gm.ps, tic);
    // -levelstat's time is the level's leveltime, which a restart after a death begins again.
    levelStart = tic;
    if (gm.entered) mapsEntered++;
  };
  while (game.running) {
    game.step();
    if (game.completed !== null) got.push(game.completed.tic - levelStart);
    if (game.played) put(game.ps, game.tic);
  }
  let ok = 0;
  let firstDesync: CorpusResult['firstDesync'] = null;
  for (const r of ghost) {
    const g = r[8];
    if (g < 0 || g >= n || !have[g]) { firstDesync = { tic: g - 1, field: 'missing', ref: r[0], ours: null }; break; }
    const k = [0, 1, 2, 3].find((i) => pos[g * 4 + i] !== r[i]);
    if (k !== undefined) { firstDesync = { tic: g - 1, field: FIELDS[k], ref: r[k], ours: pos[g * 4 + k] }; break; }
    ok++;
  }
  const levelsOk = got.length === want.length && got.every((t, i) => t === want[i]);
  return {
    id, ticsInSync: ok, ticsTotal: ghost.length, firstDesync, levels: { want, got },
    restarts: game.restarts, mapsEntered, worldsBuilt: game.worldsBuilt, sync: firstDesync === null && levelsOk && ghost.length > 0,
  };
}
