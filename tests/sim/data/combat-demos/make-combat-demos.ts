// Writes the combat demos of tests/sim/doom-combat-sync.test.ts: four small Freedoom: Phase 2 PWAD
// maps (one sector or three, no specials, so no light or mover draws random numbers), a scripted
// demo for each, and Chocolate Doom's trace of it. Each map is written here, its nodes, blockmap
// and zero REJECT built by zdbsp (Debian package zdbsp), then the demo is played by doom-trace.
//
//   npx esbuild tests/sim/data/combat-demos/make-combat-demos.ts --bundle --platform=node \
//     --format=esm --outfile=/tmp/make-combat-demos.mjs
//   node /tmp/make-combat-demos.mjs tests/sim/data/combat-demos ../shared/tools/doom-trace
//
// What each demo does: `pickups` runs over every pickup (all weapons, ammo, armour, health, keys,
// power-ups) then fires every weapon at barrels and rockets a wall until the player dies;
// `monsters` kills six former humans outright with rockets (behind two sound-blocking lines and
// facing away, so that in Chocolate Doom their A_Look sees and hears nothing) and picks up their
// drops, then the BFG blows up barrels; `melee-baby` and `melee-nightmare` punch a barrel with
// berserk at point-blank range and rocket a near wall, on skills 1 and 5.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps, type TestMap, type TestThing } from '../../../helpers/map-builder.js';

const BT_ATTACK = 1;
const BT_CHANGE = 4;
const WALL = 'STARTAN3';
const SECTOR = { floor: 0, ceil: 256, floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5', light: 160 };

/** One sector, W × H, the player at (64, 256) facing east. */
function room(W: number, H: number, things: TestThing[]): TestMap {
  return {
    name: 'MAP01',
    vertices: [[0, 0], [0, H], [W, H], [W, 0]],
    lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: i })),
    sides: [0, 1, 2, 3].map(() => ({ middle: WALL, sector: 0 })),
    sectors: [SECTOR],
    things: [{ x: 64, y: 256, type: 1, angle: 0 }, ...things],
  };
}

/** Ticcmds of a demo: forward, side, turn (angleturn's high byte), buttons. */
class Script {
  readonly cmds: number[][] = [];
  tic(forward: number, side: number, turn: number, buttons: number, n = 1): this {
    for (let i = 0; i < n; i++) this.cmds.push([forward, side, turn, buttons]);
    return this;
  }
  wait(n: number): this { return this.tic(0, 0, 0, 0, n); }
  change(weapon: number): this { return this.tic(0, 0, 0, BT_CHANGE | (weapon << 3)); }
  /** DOOM 1.9 demo bytes: skill (0-based), episode 1, map 1, one player. */
  lmp(skill: number): Uint8Array {
    const bytes = [109, skill, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0];
    for (const [f, s, t, b] of this.cmds) bytes.push(f & 255, s & 255, t & 255, b);
    bytes.push(0x80);
    return Uint8Array.from(bytes);
  }
}

function pickups(): [TestMap, Script] {
  const items = [2007, 2008, 2001, 2002, 2048, 2049, 2003, 2010, 2046, 2004, 2047, 17, 2006, 2005, 82, 8, 2018, 2015,
    2014, 2011, 2012, 2023, 2024, 2025, 2026, 2045, 5, 6, 13, 40, 39, 38, 2013, 2019, 83, 2014];
  const things: TestThing[] = items.map((type, k) => ({ x: 160 + 24 * k, y: k % 2 ? 236 : 276, type }));
  for (const [x, y] of [[1450, 96], [1450, 256], [1450, 416], [1300, 176], [1300, 336], [1200, 340], [400, 470], [560, 470]]) {
    things.push({ x, y, type: 2035 });
  }
  const s = new Script().wait(10).tic(50, 0, 0, 0, 60).tic(50, 0, 0, BT_ATTACK, 10).wait(30);
  const weapon = (w: number, fire: number, turn = 0) => s.change(w).tic(0, 0, turn, 0).wait(44).tic(0, 0, 0, BT_ATTACK, fire).wait(20);
  weapon(1, 40); weapon(2, 40, -16); weapon(2, 30); weapon(3, 40, 32); weapon(0, 30); weapon(7, 30);
  weapon(5, 30, -8); weapon(6, 60, -16); weapon(4, 20, 24);
  s.tic(0, 0, 40, 0).tic(0, 0, 24, 0, 10).tic(50, 0, 0, 0, 40).tic(0, 0, 0, BT_ATTACK, 200).wait(60);
  return [room(1536, 512, things), s];
}

function monsters(): [TestMap, Script] {
  const things: TestThing[] = [{ x: 64, y: 256, type: 1, angle: 0 }];
  [2003, 2046, 2046, 2006, 17, 17, 2019, 2001, 2049].forEach((type, k) => things.push({ x: 160 + 24 * k, y: k % 2 ? 236 : 276, type }));
  for (const [x, y, type] of [[1200, 256, 3004], [1200, 96, 9], [1200, 416, 65], [1420, 256, 84], [1420, 100, 3004], [1420, 420, 9]]) {
    things.push({ x, y, type, angle: 0 });
  }
  for (const [x, y] of [[500, 470], [560, 470], [620, 470], [500, 40], [700, 40]]) things.push({ x, y, type: 2035 });
  // Sectors A (x 0..1000), C (1000..1040), B (1040..1536); both lines into C block sound.
  const map: TestMap = {
    name: 'MAP01',
    vertices: [[0, 0], [0, 512], [1000, 512], [1000, 0], [1040, 512], [1040, 0], [1536, 512], [1536, 0]],
    sides: [
      { middle: WALL, sector: 0 }, { middle: WALL, sector: 0 }, { middle: WALL, sector: 0 }, { sector: 0 }, { sector: 1 },
      { middle: WALL, sector: 1 }, { middle: WALL, sector: 1 }, { sector: 1 }, { sector: 2 },
      { middle: WALL, sector: 2 }, { middle: WALL, sector: 2 }, { middle: WALL, sector: 2 },
    ],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 2, right: 1 }, { v1: 3, v2: 0, right: 2 },
      { v1: 2, v2: 3, right: 3, left: 4, flags: 4 | 64 },
      { v1: 2, v2: 4, right: 5 }, { v1: 5, v2: 3, right: 6 },
      { v1: 4, v2: 5, right: 7, left: 8, flags: 4 | 64 },
      { v1: 4, v2: 6, right: 9 }, { v1: 6, v2: 7, right: 10 }, { v1: 7, v2: 5, right: 11 },
    ],
    sectors: [SECTOR, SECTOR, SECTOR],
    things,
  };
  const s = new Script().wait(5).tic(50, 0, 0, 0, 50).wait(40).change(4).wait(40);
  const shoot = (turn: number, after: number) => s.tic(0, 0, turn, 0).wait(10).tic(0, 0, 0, BT_ATTACK).wait(after);
  s.tic(0, 0, 0, BT_ATTACK).wait(40);
  shoot(-20, 40); shoot(40, 40); shoot(-20, 60); shoot(-8, 60); shoot(16, 60);
  s.tic(0, 0, -8, 0).wait(20).tic(50, 0, 0, 0, 40).wait(30).tic(0, 0, 64, 0, 2);
  s.change(2).wait(40).tic(0, 0, 0, BT_ATTACK, 30).change(6).wait(40);
  s.tic(0, 0, 20, 0).tic(0, 0, 0, BT_ATTACK).wait(120).tic(0, 0, -40, 0).tic(0, 0, 0, BT_ATTACK).wait(120);
  return [map, s];
}

function melee(): [TestMap, Script] {
  const things: TestThing[] = [];
  for (const [x, y, type] of [[200, 256, 2023], [260, 256, 2003], [300, 240, 2046], [330, 270, 2019], [360, 256, 2015]]) things.push({ x, y, type });
  for (const [x, y] of [[500, 256], [700, 256], [900, 256], [700, 60], [900, 450]]) things.push({ x, y, type: 2035 });
  const s = new Script().wait(5).tic(25, 0, 0, 0, 30).wait(40).change(0).wait(40).tic(25, 0, 0, BT_ATTACK, 60).wait(40);
  s.change(4).tic(0, 0, 64, 0).wait(40).tic(50, 0, 0, 0, 20).wait(20);
  s.tic(0, 0, 0, BT_ATTACK).wait(60).tic(0, 0, 0, BT_ATTACK).wait(60);
  return [room(1024, 512, things), s];
}

const DEMOS: [string, () => [TestMap, Script], number][] = [
  ['pickups', pickups, 2], ['monsters', monsters, 2], ['melee-baby', melee, 0], ['melee-nightmare', melee, 4],
];

const [out, doomTrace] = process.argv.slice(2);
if (out === undefined || doomTrace === undefined) throw new Error('usage: make-combat-demos OUTDIR DOOM_TRACE_DIR');
const tmp = mkdtempSync(join(tmpdir(), 'combat-demos-'));
for (const [name, make, skill] of DEMOS) {
  const [map, script] = make();
  const raw = join(tmp, `${name}.raw.wad`);
  writeFileSync(raw, writeWad('PWAD', mapLumps(map)));
  execFileSync('zdbsp', ['-q', '-R', '-o', join(out, `${name}.wad`), raw], { stdio: 'ignore' });
  writeFileSync(join(out, `${name}.lmp`), script.lmp(skill));
  const trace = join(tmp, `${name}.txt`);
  execFileSync(join(doomTrace, 'trace.sh'), ['/usr/share/games/doom/freedoom2.wad', join(out, `${name}.lmp`), trace, '-file', join(out, `${name}.wad`)]);
  const tics = readFileSync(trace, 'latin1').split('\n').filter((l) => l.startsWith('tic ')).join('\n');
  writeFileSync(join(out, `${name}.txt.gz`), gzipSync(`${tics}\n`, { level: 9 }));
  console.log(`${name}: ${script.cmds.length} tics`);
}
