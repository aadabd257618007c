// Takes crispy-doom's picture of the tally after Freedoom E1M1's exit route, the reference of
// tests/screen/crispy-tally.test.ts. The route (tests/sim/routes/freedoom1-e1m1-exit.txt, no
// monsters) is played through our simulation to its exit and written as a longtics demo (version
// 111: 16-bit turns, so the turns are exact) with 40 s of idle tics after it; crispy-doom plays the
// demo under Xvfb at 640×400 without aspect correction, and the window is grabbed once the tally
// has counted up (the route takes 81 s of game time). With --bar, the status bar instead: crispy-doom
// warped to E1M1 (skill 3), grabbed after 5 s, the bar's 64 rows kept (tests/golden/
// crispy-freedoom1-e1m1-bar.png). Needs crispy-doom, xvfb, x11-apps (xwd) and imagemagick (convert):
//   npx esbuild tools/crispy-tally.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/crispy-tally.mjs && node dist/crispy-tally.mjs [--bar] [--out FILE.png]
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { ScriptPlayer, parseInputScript, scriptTics, TicCmd, Playsim, EXIT_NONE } from '../src/sim/index.js';
import { loadWorld } from '../src/world/load-world.js';
import { loadStack, projectRoot } from './load.js';
import { Args } from './args.js';
import { readPng, writePng } from './png.js';

const IWAD = '/usr/share/games/doom/freedoom1.wad';
const CRISPY = '/usr/games/crispy-doom';

async function main(): Promise<number> {
  const a = new Args(process.argv.slice(2), ['bar']);
  const root = projectRoot();
  const bar = a.flag('bar');
  const out = a.get('out') ?? join(root, 'tests', 'golden', bar ? 'crispy-freedoom1-e1m1-bar.png' : 'crispy-freedoom1-e1m1-tally.png');
  for (const f of [IWAD, CRISPY]) if (!existsSync(f)) { console.error(`crispy-tally: ${f} is missing`); return 1; }
  if (bar) {
    const dir = mkdtempSync(join(tmpdir(), 'toom-crispy-'));
    const cfg = join(dir, 'extra.cfg'), shot = join(dir, 'shot.xwd');
    writeFileSync(cfg, 'aspect_ratio_correct 0\ncrispy_hires 1\n');
    await grab(['-warp', '1', '1', '-skill', '3', '-extraconfig', cfg], dir, 5, shot);
    execFileSync('convert', [shot, '-trim', '+repage', '-crop', '640x64+0+336', '+repage', join(dir, 'shot.png')]);
    save(join(dir, 'shot.png'), out, root);
    console.error(`crispy-tally: wrote ${out}`);
    return 0;
  }
  const steps = parseInputScript(readFileSync(join(root, 'tests', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), 'utf8').trim());
  const player = new ScriptPlayer(steps), cmd = new TicCmd();
  const ps = new Playsim(loadWorld(loadStack(IWAD, []), 'E1M1', { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true });
  // The longtics header: version 111, skill 2 (Hurt me plenty), E1M1, no deathmatch, respawn or
  // fast, nomonsters, player 0 of one.
  const bytes: number[] = [111, 2, 1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0];
  const n = scriptTics(steps);
  for (let t = 0; t < n && ps.exited === EXIT_NONE; t++) {
    player.next(cmd);
    ps.tick(cmd);
    const turn = cmd.angleTurn & 0xffff;
    bytes.push(cmd.forwardMove & 255, cmd.sideMove & 255, turn & 255, turn >> 8, cmd.buttons & 255);
  }
  if (ps.exited === EXIT_NONE) { console.error('crispy-tally: the route did not reach the exit'); return 1; }
  for (let i = 0; i < 35 * 40; i++) bytes.push(0, 0, 0, 0, 0);
  bytes.push(0x80);
  const dir = mkdtempSync(join(tmpdir(), 'toom-crispy-'));
  const demo = join(dir, 'route.lmp'), cfg = join(dir, 'extra.cfg'), shot = join(dir, 'shot.xwd');
  writeFileSync(demo, Uint8Array.from(bytes));
  writeFileSync(cfg, 'aspect_ratio_correct 0\ncrispy_hires 1\n');
  const seconds = ps.leveltime / 35 + 16;
  console.error(`crispy-tally: the exit at tic ${ps.leveltime}; grabbing crispy-doom's window in ${seconds.toFixed(0)} s`);
  await grab(['-extraconfig', cfg, '-playdemo', demo], dir, seconds, shot);
  execFileSync('convert', [shot, '-trim', '+repage', join(dir, 'shot.png')]);
  save(join(dir, 'shot.png'), out, root);
  console.error(`crispy-tally: wrote ${out}`);
  return 0;
}

/** Writes the grabbed PNG to `out` atomically, never over the IWAD or the route it was made from. */
function save(png: string, out: string, root: string): void {
  const p = readPng(png);
  writePng(out, p.width, p.height, p.pixels, [
    { path: IWAD, option: 'the IWAD' },
    { path: join(root, 'tests', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), option: 'the route' },
  ]);
}

/** Runs crispy-doom (640×400 window, no sound) with `args` under Xvfb and grabs the screen after `seconds`. */
async function grab(args: string[], home: string, seconds: number, shot: string): Promise<void> {
  const display = ':87';
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x768x24'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 1000));
  const env = { ...process.env, DISPLAY: display, SDL_AUDIODRIVER: 'dummy', HOME: home };
  const doom = spawn(CRISPY, ['-iwad', IWAD, '-window', '-nograbmouse', '-nosound', '-geometry', '640x400', ...args], { env, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  writeFileSync(shot, execFileSync('xwd', ['-root', '-silent'], { env, maxBuffer: 64 << 20 }));
  doom.kill();
  xvfb.kill();
}

main().then((code) => process.exit(code), (e: unknown) => { console.error(`crispy-tally: ${e instanceof Error ? e.message : String(e)}`); process.exit(1); });
