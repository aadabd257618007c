// `toom play` and `toom render --time` as users run them (dist/toom.js): a scripted route through a
// door on a map the test builds, the same route as a DOOM demo lump, the JSON document, errors that
// name the file and step, and lights rendered at the tic asked for.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { existsSync, mkdirSync, writeFileSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { mapLumps, wadOf } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { DOOR_ROUTE, doorRouteMap } from '../helpers/door-route-map.js';
import { readPng } from '../../tools/png.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { parseDemo } from '../../src/sim/demo.js';
import { gunzipSync } from 'node:zlib';
import { compareTraces } from '../helpers/trace-compare.js';
import { monsterCrowd } from '../fuzz/hostile-cases.js';

const root = join(__dirname, '..', '..');
const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
const dir = join(OUTPUT_DIR, 'play');
const doorWad = join(dir, 'door-route.wad');
const glowWad = join(dir, 'glow.wad');
const strobeWad = join(dir, 'strobe.wad');

/** The JSON document `play --json` prints: exactly one line, nothing else on stdout. */
function playJson(...args: string[]): Record<string, unknown> {
  const r = toom('play', ...args, '--json');
  expect(r.status, r.stderr).toBe(0);
  const doc = JSON.parse(r.stdout);
  expect(r.stdout).toBe(`${JSON.stringify(doc)}\n`);
  return doc;
}

/** A v1.9 demo of MAP01 (episode 1, map 1), skill 3 (byte 2), one player, from per-tic [forward, side, turn byte, buttons]. */
function demoBytes(tics: number[][], episode = 1, map = 1): Uint8Array {
  return Uint8Array.from([109, 2, episode, map, 0, 0, 0, 0, 0, 1, 0, 0, 0, ...tics.flat(), 0x80]);
}

/** The door route as demo commands: forward 30 (walk, 25), use, wait 70, forward 60. */
function routeDemoTics(): number[][] {
  const t: number[][] = [];
  for (let i = 0; i < 30; i++) t.push([25, 0, 0, 0]);
  t.push([0, 0, 0, 2]);
  for (let i = 0; i < 70; i++) t.push([0, 0, 0, 0]);
  for (let i = 0; i < 60; i++) t.push([25, 0, 0, 0]);
  return t;
}

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(doorWad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap())]));
  writeFileSync(glowWad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap({ light: 200, special: 8 }))]));
  writeFileSync(strobeWad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap({ light: 200, special: 12 }))]));
});

describe('toom play', () => {
  it('--help prints the usage and every option', () => {
    const r = toom('play', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^run a map headlessly[^\n]*\nusage: toom play --iwad PATH \[--file PWAD \.\.\.\] \[--deh PATCH \.\.\.\] \[--map NAME\] \[--input SCRIPT \| --demo FILE\.lmp\] \[--skill 1-5\] \[--nomonsters\] \[--complevel N\] \[--render out\.png \[--hud none\|weapon\|statusbar\]\] \[--size WxH\] \[--trace OUT\.txt \[--trace-mobjs\[=FROM:TO\]\] \[--trace-limit BYTES\]\] \[--work-limit N\] \[--json\] \[--verbose\]\n/);
    for (const opt of ['--map', '--input', '--demo', '--skill', '--complevel', '--render', '--hud', '--trace', '--trace-limit', '--work-limit', '--json']) expect(r.stdout).toContain(`  ${opt} `);
  });

  it('the scripted route opens the door, picks up the key and the armour bonus, finds the secret and exits', () => {
    const doc = playJson('--iwad', doorWad, '--map', 'MAP01', '--input', DOOR_ROUTE.script);
    // The exit line (y 464) is crossed at tic 138, before the script's 161 tics end: play stops there.
    // Walking "north" drifts west: DOOM's cosine of 90° is finesine[4096] = -25, not 0.
    expect(doc).toEqual({
      map: 'MAP01', tic: 138, x: 127.8358, y: 469.6592, z: 0, angle: 90, sector: 3, keys: ['blue card'],
      items: 1, itemsTotal: 1, secrets: 1, secretsTotal: 1, exited: true,
      health: 100, armor: 1, ammo: { clip: 50, shell: 0, cell: 0, misl: 0 }, weapon: 'pistol', kills: 0, killsTotal: 0, dead: false,
    });
  });

  it('without use the door stays shut: the player stops at its face (y 256 less the 16-unit half side of its box)', () => {
    const doc = playJson('--iwad', doorWad, '--input', DOOR_ROUTE.blockedScript);
    expect(doc).toMatchObject({ map: 'MAP01', tic: 160, x: 127.7956, sector: 0, keys: [], items: 0, secrets: 0, exited: false });
    expect(doc.y).toBe(239.9791); // a hair short: DOOM's slide backs off 0x800 of the move to the wall
    expect(doc.y).toBeLessThanOrEqual(256 - 16);
  });

  it('without --json: one readable line; --render writes the final view at --size', () => {
    const png = join(dir, 'play-final.png');
    const r = toom('play', '--iwad', doorWad, '--input', 'turn-left 16, wait 2', '--render', png, '--size', '160x100');
    expect(r.status, r.stderr).toBe(0);
    // 16 tics of 640/65536 turns: 56.25 degrees left of north.
    expect(r.stdout).toBe(`MAP01 tic 18: x 128.0 y 64.0 z 0.0 angle 146.3° sector 0; health 100, armor 0; weapon pistol; ammo clip 50, shell 0, cell 0, misl 0; keys none; kills 0/0, items 0/1, secrets 0/1; still in the level\nwrote ${png} (160x100)\n`);
    const img = readPng(png);
    expect([img.width, img.height]).toEqual([160, 100]);
  });

  it('a script file: new lines and commas separate steps, # starts a comment', () => {
    const file = join(dir, 'route.txt');
    writeFileSync(file, '# to the door\nforward 30\nuse, wait 70  # let it rise\n\nforward 60\n');
    expect(playJson('--iwad', doorWad, '--input', file)).toMatchObject({ tic: 138, exited: true, keys: ['blue card'] });
  });

  it('a demo lump of the same commands gives the same result; with no --map, the demo names the map', () => {
    const file = join(dir, 'route.lmp');
    writeFileSync(file, demoBytes(routeDemoTics()));
    const viaScript = playJson('--iwad', doorWad, '--input', DOOR_ROUTE.script);
    expect(playJson('--iwad', doorWad, '--demo', file)).toEqual(viaScript);
    // Turning: the byte is angleturn's high half (0x02 → 512 = 2.8125 degrees a tic, 0xfe → -512).
    const turn = join(dir, 'turn.lmp');
    writeFileSync(turn, demoBytes([[0, 0, 2, 0], [0, 0, 2, 0], [0, 0, 2, 0], [0, 0, 0xfe, 0]]));
    expect(playJson('--iwad', doorWad, '--demo', turn)).toMatchObject({ tic: 4, angle: 95.625 });
  });

  it('a demo goes on across levels: an exit line, the tally on the demo\'s tics (use leaves it), then MAP02 with the inventory', () => {
    const wad = join(dir, 'door-route-2.wad');
    writeFileSync(wad, wadOf('IWAD', [...testAssetLumps(), ...mapLumps(doorRouteMap()), ...mapLumps({ ...doorRouteMap(), name: 'MAP02' })]));
    // The route exits MAP01 on tic 137 (G_DoCompleted on 138); use pressed on tally tics 5 and 10
    // hurries the count and leaves it, 10 tics later MAP02 loads (gametic 158) and the route is walked again.
    const t = routeDemoTics().slice(0, 138);
    for (let i = 0; i < 20; i++) t.push([0, 0, 0, i === 4 || i === 9 ? 2 : 0]);
    t.push(...routeDemoTics());
    const file = join(dir, 'route-2.lmp'), trace = join(dir, 'route-2.txt');
    writeFileSync(file, demoBytes(t));
    expect(playJson('--iwad', wad, '--demo', file, '--trace', trace)).toMatchObject({ map: 'MAP02', tic: 138, exited: true, keys: ['blue card'] });
    const lines = readFileSync(trace, 'utf8').trimEnd().split('\n');
    const exits = lines.filter((l) => l.startsWith('exit '));
    expect(exits).toEqual(['exit 138 MAP01', 'exit 296 MAP02']);
    const tics = lines.filter((l) => l.startsWith('tic ')).map((l) => Number(l.split(' ')[1]));
    expect(tics.length).toBe(138 + 138);
    expect(tics[137]).toBe(137);
    expect(tics[138]).toBe(158);
    expect(lines[138]).toBe('exit 138 MAP01');
    // MAP02 is walked as MAP01 was: the same position, angle and momentum on its first tic, with
    // the armour bonus picked up on MAP01 carried (armour 1, not 0).
    const first1 = lines[0].split(' '), first2 = lines[139].split(' ');
    expect(first2.slice(6, 12)).toEqual(first1.slice(6, 12));
    expect([first1[13], first2[13]]).toEqual(['0', '1']);
  });

  it('--trace and --render never write over an input: the script file, directly or through a link, or the WAD', () => {
    const script = join(dir, 'trace-input.txt'), link = join(dir, 'trace-input-link.txt');
    writeFileSync(script, 'forward 3\n');
    rmSync(link, { force: true });
    symlinkSync(script, link);
    for (const [opt, out] of [['--trace', script], ['--trace', link], ['--render', link], ['--trace', doorWad]] as const) {
      const r = toom('play', '--iwad', doorWad, '--input', script, opt, out);
      expect(r.status, `${opt} ${out}`).toBe(2);
      expect(r.stderr).toMatch(/is the same file as the input .* refusing to write over an input/);
    }
    expect(readFileSync(script, 'utf8')).toBe('forward 3\n');
    const same = join(dir, 'same.out');
    const r = toom('play', '--iwad', doorWad, '--input', 'wait 1', '--trace', same, '--render', same);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--trace and --render name the same file/);
  });

  // (A dozen runs of the CLI: the full run; npm test keeps tests/cli/cli's bad WAD and usage errors.)
  it.runIf(FULL)(`bad input: exit 2 with a message naming the file or option and the step${fullOnly}`, () => {
    const r = toom('play', '--iwad', doorWad, '--input', 'forward 10, forwad 3');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('toom: --input: input script, step 2 ("forwad 3"): unknown step "forwad" (forward, back, turn-left, turn-right, strafe-left, strafe-right, wait, use, fire, run)\n');
    const file = join(dir, 'bad-route.txt');
    writeFileSync(file, 'forward 10\nwait\n');
    const f = toom('play', '--iwad', doorWad, '--input', file);
    expect(f.status).toBe(2);
    expect(f.stderr).toBe(`toom: ${file}: input script, step 2 ("wait"): "wait" needs a number of tics\n`);
    const missing = toom('play', '--iwad', doorWad, '--input', join(dir, 'nope.txt'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^toom: .*nope\.txt: file: cannot read: ENOENT\n$/);
    const lmp = join(dir, 'cut.lmp');
    writeFileSync(lmp, demoBytes([[25, 0, 0, 0]]).subarray(0, 16));
    const d = toom('play', '--iwad', doorWad, '--demo', lmp);
    expect(d.status).toBe(2);
    expect(d.stderr).toBe('toom: cut.lmp: demo: truncated at byte 13: tic 0 needs 4 bytes for player 1\'s command, 3 left\n');
    const e2 = join(dir, 'e2.lmp');
    writeFileSync(e2, demoBytes([], 1, 2));
    const noMap = toom('play', '--iwad', doorWad, '--demo', e2);
    expect(noMap.status).toBe(2);
    expect(noMap.stderr).toBe('toom: door-route.wad: MAP02: no such map (maps: MAP01)\n');
    const both = toom('play', '--iwad', doorWad, '--input', 'wait 1', '--demo', e2);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/^toom play: --input and --demo cannot be used together\nusage: toom play /);
    expect(toom('play', '--iwad', doorWad, '--skill', '6').status).toBe(2);
    // --complevel: 0..17 or 21 (18..20 name no engine).
    expect(toom('play', '--iwad', doorWad, '--complevel', '19').status).toBe(2);
    expect(toom('play', '--iwad', doorWad, '--complevel', '22').status).toBe(2);
  });
});

describe('toom render --time', () => {
  /** The CLI's picture at --time `t` (the player start's view, 160x100). */
  function cliFrame(wad: string, t: number): Uint32Array {
    const out = join(dir, `${wad.endsWith('glow.wad') ? 'glow' : 'strobe'}-${t}.png`);
    const r = toom('render', '--iwad', wad, '--map', 'MAP01', '--size', '160x100', '--time', String(t), '-o', out);
    expect(r.status, r.stderr).toBe(0);
    return readPng(out).pixels;
  }
  /** The same view rendered here with room A's light set by hand. */
  function frameWithLight(wad: string, light: number, tics: number): Uint32Array {
    const stack = WadStack.fromBuffers([{ name: 'x.wad', bytes: new Uint8Array(readFileSync(wad)) }]);
    const world = loadWorld(stack, 'MAP01');
    world.sectorLight[0] = light;
    const r = new CpuRenderer(world, 160, 100);
    r.render(makeCamera(world.playerStart.x, world.playerStart.y, world.playerStart.angle), tics);
    return Uint32Array.from(r.fb);
  }
  const differing = (a: Uint32Array, b: Uint32Array) => { let n = 0; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++; return n; };

  // Every light special through `render --time` is tests/cli/render-time-lights.test.ts; these two in test:full.
  it.runIf(FULL)(`a glowing sector (special 8, 200 over a darkest neighbour of 160) is 8 darker per tic: 176 at tic 3, back up to 168 at tic 5${fullOnly}`, () => {
    const t0 = cliFrame(glowWad, 0), t3 = cliFrame(glowWad, 3), t5 = cliFrame(glowWad, 5);
    expect(t0).toEqual(frameWithLight(glowWad, 200, 0));
    expect(t3).toEqual(frameWithLight(glowWad, 176, 3));
    expect(t5).toEqual(frameWithLight(glowWad, 168, 5));
    expect(differing(t0, t3)).toBeGreaterThan(1000);
  });

  it.runIf(FULL)(`a synchronized slow strobe (special 12): dark (160) from tic 1 for 35 tics, bright again at tic 36${fullOnly}`, () => {
    const t0 = cliFrame(strobeWad, 0), t1 = cliFrame(strobeWad, 1), t35 = cliFrame(strobeWad, 35), t36 = cliFrame(strobeWad, 36);
    expect(t1).toEqual(frameWithLight(strobeWad, 160, 1));
    expect(t35).toEqual(t1);
    expect(t36).toEqual(t0);
    expect(differing(t0, t1)).toBeGreaterThan(1000);
  });

  it('--time must be a whole number of tics', () => {
    const r = toom('render', '--iwad', glowWad, '--time', '2.5', '-o', join(dir, 'x.png'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^toom render: --time must be a decimal integer, got "2\.5"\n/);
  });
});

describe.skipIf(!haveFreedoom)(`toom play on Freedoom${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it.runIf(FULL)(`--demo DEMO1 (a lump of freedoom1.wad) plays on the map its header names, every tic${fullOnly}`, () => {
    const demo = parseDemo(WadStack.fromBuffers([{ name: 'freedoom1.wad', bytes: new Uint8Array(readFileSync(FREEDOOM1)) }]).get('DEMO1').data);
    const doc = playJson('--iwad', FREEDOOM1, '--demo', 'DEMO1');
    expect(doc.map).toBe(`E${demo.episode}M${demo.map}`);
    if (!doc.exited) expect(doc.tic).toBe(demo.tics);
  });
  // `npm test` keeps the E1M1 route from Freedoom; DEMO1 and the MAP01 walks are in test:full.
  it.runIf(FULL)(`MAP01: a script walks from the start through the first door (a fast manual door, lines 167/165 at x 704..720); without use it stops at the door${fullOnly}`, () => {
    const through = playJson('--iwad', FREEDOOM2, '--map', 'MAP01', '--input', 'run, forward 60, use, wait 50, forward 100');
    // Walking east drifts north (DOOM's sine of 0 is 25/65536), as Chocolate Doom's trace does.
    expect(through).toMatchObject({ map: 'MAP01', tic: 211, x: 1199.9495, y: -159.2052, z: -128, sector: 36, items: 1, exited: false });
    const shut = playJson('--iwad', FREEDOOM2, '--map', 'MAP01', '--input', 'run, forward 60, wait 50, forward 100');
    // The door's face is x 704: the box's 16-unit half side stops its centre a hair short of 688
    // (DOOM's slide backs off 0x800 of the move).
    expect(shut).toMatchObject({ tic: 210, x: 687.9503, y: -159.2389, sector: 25, items: 0 });
  });
  it.runIf(FULL)(`MAP01: 35 tics of waiting leave the player on player 1's start, facing its angle${fullOnly}`, () => {
    const world = loadWorld(WadStack.fromBuffers([{ name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) }]), 'MAP01');
    const doc = playJson('--iwad', FREEDOOM2, '--map', 'MAP01', '--input', 'wait 35');
    expect(doc).toMatchObject({ map: 'MAP01', tic: 35, x: world.playerStart.x, y: world.playerStart.y, angle: (world.playerStart.angle * 180) / Math.PI, exited: false, keys: [] });
  });
  it('--nomonsters: the stored E1M1 route (tools/route.ts on the Playsim) reaches the exit switch from the command line', () => {
    const route = join(root, 'tests', 'sim', 'routes', 'freedoom1-e1m1-exit.txt');
    const doc = playJson('--iwad', FREEDOOM1, '--map', 'E1M1', '--nomonsters', '--input', route);
    // The level ends at tic 2835 (tests/sim/freedoom-routes.test.ts follows the route step by step).
    expect(doc).toMatchObject({ map: 'E1M1', tic: 2835, exited: true, keys: ['blue card'], items: 4, killsTotal: 0, dead: false });
  });
  it.runIf(FULL)(`--demo DEMO4 --nomonsters --trace: a Freedoom demo lump traced tic by tic in sync with Chocolate Doom; --render never writes over the IWAD${fullOnly}`, () => {
    const out = join(dir, 'freedoom2-demo4.trace.txt');
    const doc = playJson('--iwad', FREEDOOM2, '--demo', 'DEMO4', '--nomonsters', '--trace', out, '--trace-mobjs=5:6');
    expect(doc).toMatchObject({ map: 'MAP26', tic: 1842, exited: false, killsTotal: 0 });
    const ours = readFileSync(out, 'latin1');
    const ref = gunzipSync(readFileSync(join(root, 'tests', 'sim', 'data', 'demo-traces', 'freedoom2-DEMO4-nm.txt.gz'))).toString('latin1');
    expect(compareTraces(ref, ours).first).toBeNull();
    // One `m` line per thing on tics 5 and 6 only, as many as the tic line counts.
    const lines = ours.split('\n');
    const t5 = lines.findIndex((l) => l.startsWith('tic 5 '));
    const count = Number(lines[t5].split(' ')[23]);
    expect(lines.slice(t5 + 1, t5 + 1 + count).every((l) => l.startsWith('m '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('m ')).length).toBe(count + Number(lines[t5 + 1 + count].split(' ')[23]));
    const r = toom('play', '--iwad', FREEDOOM1, '--map', 'E1M1', '--input', 'wait 1', '--render', FREEDOOM1);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is the same file as the input .*freedoom1\.wad \(--iwad\)/);
  });
});

// Issue 33 (h3): what `play` prints without --json, multiplayer demos, the trace's byte limit and the
// work budget.
describe('toom play: the result line, multiplayer demos, --trace-limit, --work-limit', () => {
  const demoWad = join(root, 'wad', 'toom-demo.wad');
  const crowd = join(dir, 'crowd-zombies.wad');
  beforeAll(() => writeFileSync(crowd, monsterCrowd(40, 3004)));

  it('without --json: health, armour, weapon, ammo and kills, and "dead" for a dead player (40 former humans shoot him)', () => {
    const r = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 700');
    expect(r.status, r.stderr).toBe(0);
    // (Their stray shots hit one another: they fight among themselves, as DOOM's monsters do.)
    expect(r.stdout).toBe('MAP01 tic 700: x 25.0 y 35.8 z 64.0 angle 232.6° sector 1; health 0, armor 0; weapon pistol; ammo clip 50, shell 0, cell 0, misl 0; keys none; kills 29/40, items 0/0, secrets 0/0; dead\n');
    const doc = playJson('--iwad', demoWad, '--file', crowd, '--input', 'wait 700');
    expect(doc).toMatchObject({ tic: 700, health: 0, armor: 0, weapon: 'pistol', dead: true, exited: false, kills: 29, killsTotal: 40 });
  });

  it('a multiplayer demo (a file or a lump), or one whose only player is not player 1, is refused naming its players', () => {
    // v1.9 headers: version, skill, episode, map, deathmatch, respawn, fast, nomonsters, console player, players in game.
    const header = (dm: number, players: number[]) => [109, 2, 1, 1, dm, 0, 0, 0, 0, ...players];
    const cases: [number[], number, string][] = [
      [header(1, [1, 1, 1, 1]), 4, 'a 4-player deathmatch demo (players 1, 2, 3, 4 in game): multiplayer is not played yet, only single-player demos'],
      [header(2, [1, 1, 1, 0]), 3, 'a 3-player deathmatch (altdeath) demo (players 1, 2, 3 in game): multiplayer is not played yet, only single-player demos'],
      [header(0, [1, 0, 1, 0]), 2, 'a 2-player cooperative demo (players 1, 3 in game): multiplayer is not played yet, only single-player demos'],
      [header(0, [0, 0, 1, 0]), 1, 'its only player is player 3, not player 1: only single-player demos of player 1 are played yet'],
      [[2, 1, 1, 1, 1, 0, 0], 2, 'a 2-player multiplayer demo (players 1, 2 in game): multiplayer is not played yet, only single-player demos'],
    ];
    for (const [head, players, msg] of cases) {
      const file = join(dir, 'mp.lmp');
      const tics = [...Array(5)].flatMap(() => [...Array(players)].flatMap(() => [25, 0, 0, 0]));
      writeFileSync(file, Uint8Array.from([...head, ...tics, 0x80]));
      const r = toom('play', '--iwad', doorWad, '--demo', file);
      expect(r.status, msg).toBe(2);
      expect(r.stderr).toBe(`toom: mp.lmp: demo: ${msg}\n`);
      expect(r.stdout).toBe('');
    }
    // As freedm's DEMO1: a lump of the WAD stack.
    const pwad = join(dir, 'mp-demo.wad');
    writeFileSync(pwad, wadOf('PWAD', [{ name: 'DEMO1', data: Uint8Array.from([...header(1, [1, 1, 1, 0]), ...Array(12).fill(0), 0x80]) }]));
    const r = toom('play', '--iwad', doorWad, '--file', pwad, '--demo', 'DEMO1', '--json');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^toom: .*mp-demo\.wad.*: DEMO1: a 3-player deathmatch demo \(players 1, 2, 3 in game\): multiplayer is not played yet/);
  });

  it.runIf(FULL)(`--trace-limit: a trace of exactly the limit is written; one byte less stops the run (exit 2) and writes nothing${fullOnly}`, () => {
    const out = join(dir, 'limited.trace.txt');
    rmSync(out, { force: true });
    const full = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 60', '--trace', out, '--trace-mobjs');
    expect(full.status, full.stderr).toBe(0);
    const text = readFileSync(out, 'latin1');
    const size = text.length, lastTic = text.lastIndexOf('\ntic ') + 1;
    expect(text.slice(lastTic).startsWith('tic 59 ')).toBe(true);
    // 60 tics of the tic line and 41 thing lines (the player and 40 former humans, and their puffs).
    expect(text.split('\n').filter((l) => l.startsWith('m 40 ')).length).toBe(60);
    const exact = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 60', '--trace', out, '--trace-mobjs', '--trace-limit', String(size));
    expect(exact.status, exact.stderr).toBe(0);
    expect(readFileSync(out, 'latin1')).toBe(text);
    rmSync(out);
    const over = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 60', '--trace', out, '--trace-mobjs', '--trace-limit', String(size - 1));
    expect(over.status).toBe(2);
    expect(over.stderr).toBe(`toom: ${out}: trace: tic 59 would take the trace past its limit of ${size - 1} bytes (${lastTic} bytes for the tics before it; ` +
      '--trace-limit): nothing written; raise --trace-limit, or trace fewer things with --trace-mobjs=FROM:TO\n');
    expect(over.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    // The default: 1 GiB. --trace-limit is a positive decimal integer, and needs --trace.
    expect(toom('play', '--help').stdout).toContain('(default 1073741824, 1 GiB)');
    const zero = toom('play', '--iwad', doorWad, '--input', 'wait 1', '--trace', out, '--trace-limit', '0');
    expect(zero.status).toBe(2);
    expect(zero.stderr).toMatch(/^toom play: --trace-limit 0 is out of range \(1 or more\)\n/);
    const alone = toom('play', '--iwad', doorWad, '--input', 'wait 1', '--trace-limit', '100');
    expect(alone.status).toBe(2);
    expect(alone.stderr).toMatch(/^toom play: --trace-limit needs --trace OUT\n/);
  });

  it('--work-limit: the thinker updates and things looked at, counted as the game runs; past the limit, exit 2 naming both', () => {
    const ok = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 100', '--work-limit', '1000000', '--json');
    expect(ok.status, ok.stderr).toBe(0);
    const stop = (limit: number) => {
      const r = toom('play', '--iwad', demoWad, '--file', crowd, '--input', 'wait 100', '--work-limit', String(limit));
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const m = /^toom: crowd-zombies\.wad: MAP01: stopped after tic (\d+): its work, (\d+) thinker updates \(each thing, light and mover once a tic\) and (\d+) things looked at by moves, attacks and searches, is more than the (\d+) that play runs; a larger --work-limit lets it go on\n$/.exec(r.stderr);
      expect(m, r.stderr).not.toBeNull();
      const [tic, updates, visits, named] = m!.slice(1).map(Number);
      expect(named).toBe(limit);
      return { tic, updates, visits };
    };
    // The monsters wake at once and chase: by tic 12, 13 tics of 41 updates and 1,730 things looked at.
    const first = stop(2000);
    expect(first).toEqual({ tic: 12, updates: 13 * 41, visits: 1730 });
    const spent = first.updates + first.visits;
    // The limit is the count itself: one less stops at the same tic; the count exactly goes on past it.
    expect(stop(spent - 1)).toEqual(first);
    expect(stop(spent).tic).toBeGreaterThan(12);
  });
});
