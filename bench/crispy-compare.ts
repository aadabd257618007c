// The crispy-doom comparison harness (not part of `npm test`): captures crispy-doom's frames of known
// views of Freedoom maps and renders the same views with the CPU raycaster, then compares them block by
// block. Run: `npm run compare:crispy -- [--maps quick|all|E1M1,MAP01] [--angles 4] [--out DIR]
// [--cache DIR] [--images none|mismatch|all]` (--cache keeps crispy's frames for later runs).
//
// How a reference frame is captured, exactly:
// - crispy-doom runs under xvfb-run with its hi-res mode (crispy_hires 1: a 640x400 frame), no aspect
//   correction, a 640x400 window and screenblocks 11 (the full-screen view: no status bar), with
//   smooth lighting, brightmaps, translucency, uncapped frame rate and the other crispy extras off.
//   Xvfb's -fbdir maps the X screen to a file (XWD format) that is read while the game is paused.
// - The view comes from a DOOM demo lump this script writes (version 1.9, skill 3): S idle tics (the
//   level's first P_Ticker sets the view height), then a pause (buttons BT_SPECIAL|BTS_PAUSE), held
//   for PAUSE_TICS, then unpause + turn tics (angleturn 32<<8 twice: 90 degrees, two more tics of game
//   time) and pause again, per view. While paused, G_Ticker still reads the demo's commands but
//   P_Ticker does not run, so a paused frame shows the state after a known number of tics: view k is
//   at level time S + 2k (S = --start-tic, 1 by default), turned k * 90 degrees from the start.
// - The screen file is polled; runs of identical grabs (4 polls or more) that are not a single colour
//   are the candidates (paused views, and on a loaded machine a stalled screen melt). They are given to
//   the views in order, choosing the order-keeping assignment with the most matching blocks in all;
//   the views are 90 degrees apart, so the assignment is never in doubt when every view was captured.
// Framing: crispy draws the player's weapon (bottom centre) and the PAUSE graphic (top centre) in the
// view; both rectangles are left out of the comparison (WEAPON_RECT, PAUSE_RECT below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStack } from '../tools/load.js';
import { readPng, writePng } from '../tools/png.js';
import { loadWorld } from '../src/world/load-world.js';
import { CpuRenderer } from '../src/render/cpu/renderer.js';
import { makeCamera } from '../src/render/camera.js';
import { Playsim, WorldSync, TicCmd } from '../src/sim/index.js';
import { angleToRadians } from '../src/sim/base/fixed.js';

const W = 640, H = 400;
const FREEDOOM = '/usr/share/games/doom';
/** Tics each view stays paused (the screen file is polled every POLL_MS meanwhile). */
const PAUSE_TICS = 105;
const POLL_MS = 90;
/** Left out of the comparison, in 640x400 pixels [x0, y0, x1, y1): the pistol and the PAUSE patch. */
const WEAPON_RECT = [264, 248, 400, 400] as const;
const PAUSE_RECT = [240, 0, 400, 48] as const;
/** The X server's cursor, bottom right. */
const CURSOR_RECT = [608, 368, 640, 400] as const;
/** A view "matches" when at least this share of its compared blocks match. */
const VIEW_MATCH = 0.95;

interface View { map: string; iwad: string; tic: number; turn: number; /** degrees, left */ }
interface Result { view: View; blocks: number; matched: number; share: number; note?: string }

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : dflt;
}

function mapList(spec: string): { map: string; iwad: string }[] {
  const f1 = join(FREEDOOM, 'freedoom1.wad'), f2 = join(FREEDOOM, 'freedoom2.wad');
  const e: { map: string; iwad: string }[] = [];
  for (let ep = 1; ep <= 4; ep++) for (let m = 1; m <= 9; m++) e.push({ map: `E${ep}M${m}`, iwad: f1 });
  const d2: { map: string; iwad: string }[] = [];
  for (let m = 1; m <= 32; m++) d2.push({ map: `MAP${String(m).padStart(2, '0')}`, iwad: f2 });
  if (spec === 'all') return [...e, ...d2];
  if (spec === 'quick') return [...e.slice(0, 9), ...d2.slice(0, 10)];
  const want = spec.split(',').map((s) => s.trim().toUpperCase());
  return [...e, ...d2].filter((v) => want.includes(v.map));
}

/** A DOOM 1.9 demo: for each view after the first, unpause and turn 90 degrees over two tics. */
function buildDemo(map: string, views: number, startTic: number): Uint8Array {
  const m = /^E(\d)M(\d)$/.exec(map), n = /^MAP(\d\d)$/.exec(map);
  const episode = m ? Number(m[1]) : 1, mapNo = m ? Number(m[2]) : Number(n![1]);
  const bytes: number[] = [109, 2, episode, mapNo, 0, 0, 0, 0, 0, 1, 0, 0, 0];
  const tic = (turn: number, buttons: number) => bytes.push(0, 0, turn & 255, buttons);
  const PAUSE = 0x81;
  for (let i = 0; i < startTic; i++) tic(0, 0);
  for (let v = 0; v < views; v++) {
    if (v > 0) { tic(32, PAUSE); tic(32, 0); }
    tic(0, PAUSE);
    for (let i = 0; i < PAUSE_TICS; i++) tic(0, 0);
  }
  bytes.push(0x80);
  return Uint8Array.from(bytes);
}

const CONFIG_DEFAULT = 'screenblocks 11\ndetaillevel 0\nusegamma 0\nshow_messages 0\nsfx_volume 0\nmusic_volume 0\n';
const CONFIG_CRISPY = [
  'fullscreen 0', 'aspect_ratio_correct 0', 'integer_scaling 0', `window_width ${W}`, `window_height ${H}`,
  'force_software_renderer 1', 'show_endoom 0', 'vga_porch_flash 0', 'startup_delay 0', 'png_screenshots 0',
  'crispy_hires 1', 'crispy_uncapped 0', 'crispy_vsync 0', 'crispy_smoothlight 0', 'crispy_smoothscaling 0',
  'crispy_brightmaps 0', 'crispy_translucency 0', 'crispy_coloredblood 0', 'crispy_coloredhud 0',
  'crispy_flipcorpses 0', 'crispy_widescreen 0', 'crispy_pitch 0', 'crispy_freelook 0', 'crispy_mouselook 0',
  'crispy_centerweapon 0', 'crispy_crosshair 0', 'crispy_demobar 0', 'crispy_demotimer 0', 'crispy_leveltime 0',
  'crispy_playercoords 0', 'crispy_automapstats 0', 'crispy_secretmessage 0', 'crispy_bobfactor 0',
].join('\n') + '\n';

/** Reads an XWD screen file (Xvfb -fbdir, 24-bit TrueColor) into RGBA bytes. */
function readXwd(b: Buffer): Uint8Array | null {
  if (b.length < 100) return null;
  const u = (i: number) => b.readUInt32BE(i * 4);
  const hs = u(0), w = u(4), h = u(5), order = u(7), bpp = u(11), bpl = u(12), nc = u(19);
  if (w < W || h < H || bpp !== 32) return null;
  const off = hs + nc * 12;
  if (off + bpl * H > b.length) return null;
  const out = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const p = off + y * bpl + x * 4, v = order === 0 ? b.readUInt32LE(p) : b.readUInt32BE(p), o = (y * W + x) * 4;
    out[o] = (v >>> 16) & 255; out[o + 1] = (v >>> 8) & 255; out[o + 2] = v & 255; out[o + 3] = 255;
  }
  return out;
}

function uniform(img: Uint8Array): boolean {
  let same = 0;
  for (let i = 0; i < img.length; i += 4 * 97) if (img[i] === img[0] && img[i + 1] === img[1] && img[i + 2] === img[2]) same++;
  return same > (img.length / (4 * 97)) * 0.9;
}

/** Runs crispy-doom on one demo; returns the paused frames in order (RGBA 640x400). */
async function capture(exe: string, iwad: string, demo: Uint8Array, work: string, views: number): Promise<Uint8Array[]> {
  const home = join(work, 'home'), fb = join(work, 'fb');
  mkdirSync(join(home, '.local/share/crispy-doom'), { recursive: true });
  mkdirSync(fb, { recursive: true });
  writeFileSync(join(home, '.local/share/crispy-doom/default.cfg'), CONFIG_DEFAULT);
  writeFileSync(join(home, '.local/share/crispy-doom/crispy-doom.cfg'), CONFIG_CRISPY);
  const demoPath = join(work, 'view.lmp');
  writeFileSync(demoPath, demo);
  const child = spawn('xvfb-run', ['-a', '-s', `-screen 0 ${W}x${H}x24 -fbdir ${fb}`, exe, '-iwad', iwad, '-playdemo', demoPath,
    '-nosound', '-nomusic', '-window'], { env: { ...process.env, HOME: home, SDL_AUDIODRIVER: 'dummy' }, detached: true, stdio: 'ignore' });
  const runs: { hash: string; count: number; img: Uint8Array }[] = [];
  let exited = false;
  child.on('exit', () => { exited = true; });
  const deadline = Date.now() + 30_000 + views * (PAUSE_TICS / 35) * 3000;
  const screen = join(fb, 'Xvfb_screen0');
  while (!exited && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    if (!existsSync(screen)) continue;
    let buf: Buffer;
    try { buf = readFileSync(screen); } catch { continue; }
    const hash = createHash('md5').update(buf).digest('hex');
    const last = runs[runs.length - 1];
    if (last && last.hash === hash) { last.count++; continue; }
    const img = readXwd(buf);
    if (img) runs.push({ hash, count: 1, img });
  }
  try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
  if (process.env.CRISPY_COMPARE_DEBUG) {
    console.log(runs.map((r) => `${r.count}${uniform(r.img) ? 'u' : ''}`).join(' '));
    runs.forEach((r, i) => writePng(join(process.env.CRISPY_COMPARE_DEBUG!, `run-${i}.png`), W, H, toU32(r.img)));
  }
  // Paused views last ~PAUSE_TICS / 35 s (about 30 polls); the screen melt can stand still for a few.
  return runs.filter((r) => r.count >= 4 && !uniform(r.img)).map((r) => r.img);
}

/**
 * Our frames of the same views: the simulation runs the demo's unpaused tics (one idle, then two of
 * angleturn 32<<8 per further view), so lights and things have DOOM's state at that tic; each frame is
 * rendered at the simulation's level time (`toom render --time T`).
 */
function renderOurs(iwad: string, map: string, views: number, startTic: number, timeOffset: number): Uint8Array[] {
  const world = loadWorld(loadStack(iwad), map);
  const sim = new Playsim(world, { skill: 3 });
  const sync = new WorldSync(sim);
  const r = new CpuRenderer(world, W, H);
  const idle = new TicCmd(), turn = new TicCmd();
  turn.angleTurn = 32 << 8;
  const cam = makeCamera(0, 0, 0);
  const frames: Uint8Array[] = [];
  const run = (cmd: TicCmd, n: number) => { for (let t = 0; t < n; t++) sim.tick(cmd); sync.sync(); };
  run(idle, startTic);
  for (let k = 0; k < views; k++) {
    if (k > 0) run(turn, 2);
    const mo = sim.player.mo!;
    cam.x = mo.x / 65536; cam.y = mo.y / 65536; cam.angle = angleToRadians(mo.angle); cam.z = sim.player.viewz / 65536;
    r.render(cam, sim.leveltime + timeOffset);
    frames.push(rgbaOf(r.fb));
  }
  return frames;
}

function rgbaOf(fb: Uint32Array): Uint8Array {
  const out = new Uint8Array(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const v = fb[i];
    out[i * 4] = v & 255; out[i * 4 + 1] = (v >>> 8) & 255; out[i * 4 + 2] = (v >>> 16) & 255; out[i * 4 + 3] = 255;
  }
  return out;
}

function masked(x: number, y: number): boolean {
  const inR = (r: readonly number[]) => x >= r[0] && x < r[2] && y >= r[1] && y < r[3];
  return inR(WEAPON_RECT) || inR(PAUSE_RECT) || inR(CURSOR_RECT);
}

/** Block means (RGB) of both images; a block matches when every channel's mean differs by <= tol. */
function compare(a: Uint8Array, b: Uint8Array, block: number, tol: number): { blocks: number; matched: number; diff: Uint8Array } {
  let blocks = 0, matched = 0;
  const diff = new Uint8Array(W * H * 4);
  for (let by = 0; by < H; by += block) for (let bx = 0; bx < W; bx += block) {
    if (masked(bx, by) || masked(bx + block - 1, by + block - 1)) continue;
    const sa = [0, 0, 0], sb = [0, 0, 0];
    let n = 0;
    for (let y = by; y < by + block && y < H; y++) for (let x = bx; x < bx + block && x < W; x++) {
      const o = (y * W + x) * 4;
      for (let c = 0; c < 3; c++) { sa[c] += a[o + c]; sb[c] += b[o + c]; }
      n++;
    }
    let worst = 0;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(sa[c] - sb[c]) / n);
    blocks++;
    const ok = worst <= tol;
    if (ok) matched++;
    for (let y = by; y < by + block && y < H; y++) for (let x = bx; x < bx + block && x < W; x++) {
      const o = (y * W + x) * 4, g = (a[o] + a[o + 1] + a[o + 2]) / 6;
      diff[o] = ok ? g : 255; diff[o + 1] = g; diff[o + 2] = g; diff[o + 3] = 255;
    }
  }
  return { blocks, matched, diff };
}

/**
 * crispy-doom's candidate frames, from `cache` (a folder: --cache) when it holds them, else captured
 * and, with a cache, saved there: our side can then be compared again without running crispy-doom.
 */
async function capturedOrCached(cache: string, key: string, run: () => Promise<Uint8Array[]>): Promise<Uint8Array[]> {
  const list = join(cache, `${key}.json`);
  if (cache && existsSync(list)) {
    const n = JSON.parse(readFileSync(list, 'utf8')) as number;
    return Array.from({ length: n }, (_v, i) => {
      const p = readPng(join(cache, `${key}-${i}.png`)).pixels;
      return new Uint8Array(p.buffer, p.byteOffset, p.byteLength);
    });
  }
  const runs = await run();
  if (cache) {
    mkdirSync(cache, { recursive: true });
    runs.forEach((r, i) => writePng(join(cache, `${key}-${i}.png`), W, H, toU32(r)));
    writeFileSync(list, JSON.stringify(runs.length));
  }
  return runs;
}

/** The order-keeping choice of one candidate frame per view with the most matching blocks in all. */
function assign(runs: Uint8Array[], ours: Uint8Array[], block: number, tol: number): number[] {
  const n = runs.length, v = ours.length;
  const score = ours.map((o) => runs.map((r) => compare(r, o, block, tol).matched));
  // best[k][i]: the best total for views k.. using candidates i..
  const best = Array.from({ length: v + 1 }, () => new Array<number>(n + 1).fill(-Infinity));
  for (let i = 0; i <= n; i++) best[v][i] = 0;
  for (let k = v - 1; k >= 0; k--) for (let i = n - 1; i >= 0; i--) best[k][i] = Math.max(best[k][i + 1], score[k][i] + best[k + 1][i + 1]);
  const out: number[] = [];
  for (let k = 0, i = 0; k < v; k++) {
    while (best[k][i] !== score[k][i] + best[k + 1][i + 1]) i++;
    out.push(i++);
  }
  return out;
}

function toU32(rgba: Uint8Array): Uint32Array {
  return new Uint32Array(rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength));
}

async function main(): Promise<void> {
  const has = (c: string) => spawnSync('sh', ['-c', `command -v ${c}`]).status === 0;
  const exe = ['/usr/games/crispy-doom', 'crispy-doom'].find((c) => existsSync(c) || has(c));
  if (!exe || !has('xvfb-run')) { console.error('crispy-compare: needs crispy-doom and xvfb-run (apt-get install crispy-doom xvfb)'); process.exitCode = 2; return; }
  const maps = mapList(arg('maps', 'quick')).filter((m) => existsSync(m.iwad));
  const angles = Math.max(1, Number(arg('angles', '4')) | 0);
  const block = Number(arg('block', '8')), tol = Number(arg('tol', '12'));
  const outDir = arg('out', 'tests/output/crispy-compare');
  const timeOffset = Number(arg('time-offset', '0'));
  const startTic = Math.max(1, Number(arg('start-tic', '1')) | 0);
  const images = arg('images', 'mismatch');
  const cache = arg('cache', '');
  mkdirSync(outDir, { recursive: true });
  const results: Result[] = [];
  for (const { map, iwad } of maps) {
    const work = mkdtempSync(join(tmpdir(), 'crispy-compare-'));
    try {
      const runs = await capturedOrCached(cache, `${map}-s${startTic}-a${angles}`, () => capture(exe, iwad, buildDemo(map, angles, startTic), work, angles));
      const ours = runs.length >= angles ? renderOurs(iwad, map, angles, startTic, timeOffset) : [];
      const pick = ours.length ? assign(runs, ours, block, tol) : [];
      for (let k = 0; k < angles; k++) {
        const view: View = { map, iwad, tic: startTic + 2 * k, turn: 90 * k };
        if (runs.length < angles) { results.push({ view, blocks: 0, matched: 0, share: NaN, note: `captured ${runs.length} paused frames, expected ${angles}` }); continue; }
        const frames = pick.map((i) => runs[i]);
        const c = compare(frames[k], ours[k], block, tol);
        const share = c.matched / c.blocks;
        results.push({ view, blocks: c.blocks, matched: c.matched, share });
        if (images === 'all' || (images === 'mismatch' && share < VIEW_MATCH)) {
          const base = join(outDir, `${map}-${view.turn}`);
          writePng(`${base}-crispy.png`, W, H, toU32(frames[k]));
          writePng(`${base}-toom.png`, W, H, toU32(ours[k]));
          writePng(`${base}-diff.png`, W, H, toU32(c.diff));
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    for (const r of results.filter((q) => q.view.map === map)) {
      console.log(`${map.padEnd(5)} turn ${String(r.view.turn).padStart(3)}° tic ${String(r.view.tic).padStart(2)}: ${Number.isNaN(r.share) ? r.note : `${(100 * r.share).toFixed(1)}% of ${r.blocks} blocks`}`);
    }
  }
  const ok = results.filter((r) => !Number.isNaN(r.share));
  const starts = ok.filter((r) => r.view.turn === 0);
  const pct = (v: number) => `${(100 * v).toFixed(1)}%`;
  const share = (rs: Result[]) => rs.filter((r) => r.share >= VIEW_MATCH).length;
  console.log(`\nblocks ${block}x${block}, tolerance ${tol}/255 per channel mean, a view matches at >= ${pct(VIEW_MATCH)} of blocks`);
  console.log(`start views matching: ${share(starts)}/${starts.length} (${pct(share(starts) / Math.max(1, starts.length))}); mean block share ${pct(starts.reduce((s, r) => s + r.share, 0) / Math.max(1, starts.length))}`);
  console.log(`all views matching: ${share(ok)}/${ok.length} (${pct(share(ok) / Math.max(1, ok.length))}); mean block share ${pct(ok.reduce((s, r) => s + r.share, 0) / Math.max(1, ok.length))}; not captured: ${results.length - ok.length}`);
  writeFileSync(join(outDir, 'results.json'), JSON.stringify({ block, tol, viewMatch: VIEW_MATCH, results: results.map((r) => ({ ...r, view: { ...r.view, iwad: r.view.iwad.split('/').pop() } })) }, null, 1));
}

main().catch((e) => {
  console.error(`crispy-compare: ${e?.stack ?? e}`);
  process.exitCode = 1;
});
