// Writes the special demos of tests/sim/doom-specials-sync.test.ts: three small Freedoom: Phase 2 PWAD
// maps without monsters, each a corridor of sectors with DOOM's sector and line specials, a scripted
// demo for each, and Chocolate Doom's trace of it. Each map is written here, its nodes, blockmap and
// zero REJECT built by zdbsp (Debian package zdbsp), then the demo is played by doom-trace.
//
//   npx esbuild tests/sim/data/special-demos/make-special-demos.ts --bundle --platform=node \
//     --format=esm --outfile=/tmp/make-special-demos.mjs
//   node /tmp/make-special-demos.mjs tests/sim/data/special-demos ../shared/tools/doom-trace
//
// What each demo does (the trace sees the movers through the player's height and the things on
// them, and the lights through the random cursor): `movers` opens a door, crosses a perpetual-lift
// line, rides a walk-over lift down and up, starts a crusher, climbs turbo stairs as they build,
// crosses a secret and nukage and teleports (fire flicker, flash and strobe lights all along);
// `switches` uses a repeatable lift switch three times (busy, flipped back), walks through nukage,
// starts a crusher over two barrels and a clip, and shoots a raise-floor line; `donut` opens a
// blazing door, rides a perpetual lift, uses a donut switch under a barrel and a clip, and is
// refused by a blue door.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps, type TestLine, type TestMap, type TestSector, type TestSide, type TestThing } from '../../../helpers/map-builder.js';

const BT_ATTACK = 1;
const BT_USE = 2;
const WALL = 'STARTAN3';

interface Cell extends Partial<TestSector> { w: number; floor: number; ceil: number }
interface Edge { special?: number; tag?: number; lower?: string }

/** Sectors, walls and two-sided lines; `row` lays cells along x (each cell's west line's front faces west). */
class Builder {
  readonly vertices: [number, number][] = [];
  readonly lines: TestLine[] = [];
  readonly sides: TestSide[] = [];
  readonly sectors: TestSector[] = [];
  readonly things: TestThing[] = [];

  v(x: number, y: number): number {
    const i = this.vertices.findIndex(([a, b]) => a === x && b === y);
    if (i >= 0) return i;
    this.vertices.push([x, y]);
    return this.vertices.length - 1;
  }

  sector(s: Partial<TestSector> & { floor: number; ceil: number }): number {
    this.sectors.push({ floorFlat: 'FLOOR4_8', ceilFlat: 'CEIL3_5', light: 160, ...s });
    return this.sectors.length - 1;
  }

  /** A one-sided wall; its front (right of (x1,y1)→(x2,y2)) faces `sector`. */
  wall(x1: number, y1: number, x2: number, y2: number, sector: number): void {
    this.sides.push({ middle: WALL, sector });
    this.lines.push({ v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 1, flags: 1 });
  }

  twoSided(x1: number, y1: number, x2: number, y2: number, front: number, back: number, e: Edge = {}): void {
    this.sides.push({ upper: WALL, lower: e.lower ?? WALL, sector: front });
    this.sides.push({ upper: WALL, lower: WALL, sector: back });
    this.lines.push({ v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 2, left: this.sides.length - 1, flags: 4, special: e.special ?? 0, tag: e.tag ?? 0 });
  }

  /** Cells along x from 0, y in [y0, y0 + H]; edges[i] is the line on cell i's west side (i ≥ 1). */
  row(cells: Cell[], edges: Edge[], H = 256, y0 = 0): void {
    let xa = 0;
    const y1 = y0 + H;
    let prev = -1;
    cells.forEach((c, i) => {
      const { w, ...s } = c;
      const sec = this.sector(s);
      const xb = xa + w;
      if (i === 0) this.wall(xa, y0, xa, y1, sec);
      else this.twoSided(xa, y1, xa, y0, prev, sec, edges[i]);
      this.wall(xa, y1, xb, y1, sec);
      this.wall(xb, y0, xa, y0, sec);
      xa = xb;
      prev = sec;
    });
    this.wall(xa, y1, xa, y0, prev);
  }

  map(): TestMap {
    return { name: 'MAP01', vertices: this.vertices, lines: this.lines, sides: this.sides, sectors: this.sectors, things: this.things };
  }
}

/** Ticcmds of a demo: forward, side, turn (angleturn's high byte), buttons. */
class Script {
  readonly cmds: number[][] = [];
  tic(forward: number, side: number, turn: number, buttons: number, n = 1): this {
    for (let i = 0; i < n; i++) this.cmds.push([forward, side, turn, buttons]);
    return this;
  }
  wait(n: number): this { return this.tic(0, 0, 0, 0, n); }
  use(): this { return this.tic(0, 0, 0, BT_USE); }
  /** DOOM 1.9 demo bytes: skill 3 (0-based 2), episode 1, map 1, one player. */
  lmp(): Uint8Array {
    const bytes = [109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0];
    for (const [f, s, t, b] of this.cmds) bytes.push(f & 255, s & 255, t & 255, b);
    bytes.push(0x80);
    return Uint8Array.from(bytes);
  }
}

function movers(): [TestMap, Script] {
  const b = new Builder();
  b.row([
    { w: 256, floor: 0, ceil: 128, special: 17, light: 192 },
    { w: 16, floor: 0, ceil: 0, light: 120 }, // door (DR)
    { w: 256, floor: 0, ceil: 128, special: 1 },
    { w: 256, floor: 0, ceil: 128, tag: 1, special: 2, light: 180 }, // lift
    { w: 128, floor: -96, ceil: 128, floorFlat: 'FLOOR0_1', special: 3, light: 170 },
    { w: 64, floor: -96, ceil: 128, tag: 2 }, { w: 64, floor: -96, ceil: 128 }, { w: 64, floor: -96, ceil: 128 }, // stairs
    { w: 128, floor: -48, ceil: 128, floorFlat: 'FLOOR0_1', special: 9 },
    { w: 128, floor: -48, ceil: 128, floorFlat: 'NUKAGE1', special: 7 },
    { w: 128, floor: -48, ceil: 128, special: 8, light: 200 },
    { w: 256, floor: 32, ceil: 160, tag: 3, special: 12, light: 150 }, // teleport destination
    { w: 128, floor: 0, ceil: 160, tag: 4, special: 13 }, // perpetual lift
    { w: 128, floor: 0, ceil: 128, tag: 5 }, // crusher
  ], [{}, { special: 1 }, { special: 53, tag: 4 }, { special: 88, tag: 1 }, { special: 6, tag: 5 }, { special: 100, tag: 2 }, {}, {}, {}, {},
    { special: 97, tag: 3 }]);
  b.things.push({ x: 64, y: 128, type: 1, angle: 0 }, { x: 1500, y: 128, type: 14, angle: 180 });
  const s = new Script().wait(5).tic(50, 0, 0, 0, 30).use().wait(30).tic(50, 0, 0, 0, 24).wait(160).tic(25, 0, 0, 0, 200).wait(300);
  return [b.map(), s];
}

function switches(): [TestMap, Script] {
  const b = new Builder();
  b.row([
    { w: 256, floor: 0, ceil: 128, special: 17, light: 192 },
    { w: 128, floor: 0, ceil: 128, tag: 1 }, // lift
    { w: 256, floor: -64, ceil: 128, floorFlat: 'NUKAGE1', special: 7 },
    { w: 256, floor: -64, ceil: 64, tag: 2 }, // crusher
    { w: 128, floor: -64, ceil: 128, tag: 3 }, // raised by the shot
  ], [{}, { special: 62, tag: 1, lower: 'SW1BRCOM' }, {}, { special: 25, tag: 2 }, { special: 24, tag: 3 }]);
  b.things.push({ x: 200, y: 128, type: 1, angle: 0 }, { x: 700, y: 64, type: 2035 }, { x: 800, y: 200, type: 2035 }, { x: 760, y: 128, type: 2007 });
  const s = new Script().wait(5).use().wait(39).use().wait(104).use().tic(25, 0, 0, 0, 45).wait(100).tic(25, 0, 0, 0, 20)
    .tic(-25, 0, 0, 0, 25).wait(150).tic(0, 0, 0, BT_ATTACK, 20).wait(200);
  return [b.map(), s];
}

function donut(): [TestMap, Script] {
  const b = new Builder();
  // The donut first, apart (y 400..464): its hole's first line has the ring in front, the ring's next
  // line the outside behind — the line order EV_DoDonut reads.
  const H = b.sector({ floor: 64, ceil: 128, tag: 7 });
  const R = b.sector({ floor: 0, ceil: 128 });
  const O = b.sector({ floor: 32, ceil: 128, floorFlat: 'NUKAGE1' });
  b.twoSided(64, 400, 64, 464, R, H);
  b.twoSided(128, 464, 128, 400, R, O);
  b.wall(0, 400, 0, 464, H); b.wall(0, 464, 64, 464, H); b.wall(64, 400, 0, 400, H);
  b.wall(64, 464, 128, 464, R); b.wall(128, 400, 64, 400, R);
  b.wall(128, 464, 256, 464, O); b.wall(256, 400, 128, 400, O); b.wall(256, 464, 256, 400, O);
  b.row([
    { w: 256, floor: 0, ceil: 128, special: 12 },
    { w: 16, floor: 0, ceil: 0 }, // blazing door
    { w: 256, floor: 0, ceil: 128, special: 13 },
    { w: 128, floor: 0, ceil: 128, tag: 4 }, // perpetual lift
    { w: 256, floor: 48, ceil: 176, special: 3 },
    { w: 128, floor: 48, ceil: 176, special: 8, light: 200 },
    { w: 16, floor: 48, ceil: 48 }, // blue door
    { w: 128, floor: 48, ceil: 176 },
  ], [{}, { special: 117 }, {}, { special: 87, tag: 4 }, {}, { special: 9, tag: 7, lower: 'SW1BRCOM' }, { special: 26 }], 256, 600);
  b.things.push({ x: 200, y: 728, type: 1, angle: 0 }, { x: 32, y: 432, type: 2035 }, { x: 96, y: 432, type: 2007 });
  const s = new Script().wait(5).use().wait(20).tic(25, 0, 0, 0, 45).wait(180).tic(25, 0, 0, 0, 38).wait(20).use().wait(10)
    .tic(25, 0, 0, 0, 30).use().wait(200);
  return [b.map(), s];
}

const [out, doomTrace] = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'special-demos-'));
for (const [name, make] of [['movers', movers], ['switches', switches], ['donut', donut]] as const) {
  const [map, script] = make();
  const raw = join(tmp, `${name}-raw.wad`);
  writeFileSync(raw, writeWad('PWAD', mapLumps(map)));
  execFileSync('zdbsp', ['-q', '-R', '-o', join(out, `${name}.wad`), raw], { stdio: 'ignore' });
  writeFileSync(join(out, `${name}.lmp`), script.lmp());
  const trace = join(tmp, `${name}.txt`);
  execFileSync(join(doomTrace, 'trace.sh'), ['/usr/share/games/doom/freedoom2.wad', join(out, `${name}.lmp`), trace, '-file', join(out, `${name}.wad`)]);
  const tics = readFileSync(trace, 'latin1').split('\n').filter((l) => l.startsWith('tic ')).join('\n');
  writeFileSync(join(out, `${name}.txt.gz`), gzipSync(`${tics}\n`, { level: 9 }));
}
