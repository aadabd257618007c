// Shared builder for the simulation tests: small maps written with the WAD writer over the test
// IWAD's assets (plus switch textures SW1BRCOM/SW2BRCOM, a 24-high lower texture and two extra
// flats), loaded as a World and run by DOOM's playsim (Playsim) with scripted ticcmds, a WorldSync
// writing the World's live arrays after every tic (what the renderers read, what these tests read).
// Maps are rows of cells along x (each cell its own sector) with optional extra geometry; line fronts
// face west so a player coming from the west uses their front sides.
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { type PlaysimOptions } from '../../src/sim/base/sim-state.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { BT_ATTACK, BT_USE, TicCmd } from '../../src/sim/base/ticcmd.js';
import { angleToRadians } from '../../src/sim/base/fixed.js';
import type { Mobj } from '../../src/sim/base/thing.js';
import type { Sector } from '../../src/sim/base/level.js';
import { mapLumps, type TestLine, type TestMap, type TestSector, type TestSide, type TestThing } from '../helpers/map-builder.js';
import { testAssetLumps } from '../helpers/test-wad.js';

export const BLOCKING = 0x1;
export const TWO_SIDED = 0x4;

/** TEXTURE1 of the test IWAD plus the switch pair, a 24-high step texture and a 64-high one. */
function simTextures(): Uint8Array {
  const tex = (name: string, w: number, h: number, patches: [number, number, number][]) => {
    const b = new LumpBuilder().name(name).i32(0).i16(w).i16(h).i32(0).i16(patches.length);
    for (const [ox, oy, p] of patches) b.i16(ox).i16(oy).i16(p).i16(1).i16(0);
    return b.build();
  };
  // PNAMES of the test IWAD: BRICKP 0, METALP 1, GRATEP 2, SKYP 3.
  const defs = [tex('AASHITTY', 8, 8, [[0, 0, 0]]), tex('BRICK', 64, 128, [[0, 0, 0], [0, 64, 0]]), tex('METAL', 64, 72, [[0, 0, 1], [32, 0, 1]]),
    tex('GRATE', 64, 32, [[0, 0, 2], [32, 0, 2]]), tex('SKY1', 256, 128, [[0, 0, 3]]),
    tex('SW1BRCOM', 64, 128, [[0, 0, 0], [0, 64, 0]]), tex('SW2BRCOM', 64, 128, [[0, 0, 1], [0, 64, 2]]),
    tex('STEP24', 64, 24, [[0, 0, 0]]), tex('STEP64', 64, 64, [[0, 0, 0]])];
  const t1 = new LumpBuilder().i32(defs.length);
  let off = 4 + 4 * defs.length;
  for (const d of defs) { t1.i32(off); off += d.length; }
  for (const d of defs) t1.raw(d);
  return t1.build();
}

function simAssetLumps(): LumpSource[] {
  const out: LumpSource[] = [];
  for (const l of testAssetLumps()) {
    if (l.name === 'TEXTURE1') { out.push({ name: 'TEXTURE1', data: simTextures() }); continue; }
    if (l.name === 'F_END') {
      out.push({ name: 'FLAT2', data: new Uint8Array(4096).fill(0x40) }, { name: 'FLAT3', data: new Uint8Array(4096).fill(0x50) });
    }
    out.push(l);
  }
  return out;
}

export function simWorld(map: TestMap): World {
  const lumps = [...simAssetLumps(), ...mapLumps(map)];
  const stack = WadStack.fromBuffers([{ name: 'simtest.wad', bytes: writeWad('IWAD', lumps) }]);
  return loadWorld(stack, map.name ?? 'MAP01');
}

/** One cell of a row: its width and sector. */
export interface CellSpec extends Partial<TestSector> { w: number; floor: number; ceil: number }
/** The line on a cell's west edge (between it and the previous cell; for cell 0 the outer wall). */
export interface EdgeSpec { special?: number; tag?: number; flags?: number; upper?: string; lower?: string; middle?: string; backLower?: string }

/**
 * A free-form map: sectors, one-sided walls and two-sided lines, things. `row` lays cells along x
 * from x = 0, `H` wide in y; the line on cell i's west edge is `edge[i]` (index into lines).
 */
export class SimMap {
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
    this.sectors.push({ floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 160, ...s });
    return this.sectors.length - 1;
  }

  /** A one-sided wall; its front (right of (x1,y1)→(x2,y2)) faces `sector`. */
  wall(x1: number, y1: number, x2: number, y2: number, sector: number, e: EdgeSpec = {}): number {
    this.sides.push({ middle: e.middle ?? 'BRICK', sector });
    this.lines.push({ v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 1, flags: e.flags ?? BLOCKING, special: e.special ?? 0, tag: e.tag ?? 0 });
    return this.lines.length - 1;
  }

  /** A two-sided line: front (right of (x1,y1)→(x2,y2)) faces `front`, back faces `back`. */
  twoSided(x1: number, y1: number, x2: number, y2: number, front: number, back: number, e: EdgeSpec = {}): number {
    this.sides.push({ upper: e.upper ?? 'METAL', lower: e.lower ?? 'METAL', middle: e.middle, sector: front });
    this.sides.push({ upper: e.upper ?? 'METAL', lower: e.backLower ?? e.lower ?? 'METAL', sector: back });
    this.lines.push({
      v1: this.v(x1, y1), v2: this.v(x2, y2), right: this.sides.length - 2, left: this.sides.length - 1,
      flags: e.flags ?? TWO_SIDED, special: e.special ?? 0, tag: e.tag ?? 0,
    });
    return this.lines.length - 1;
  }

  /**
   * Cells along x from x = 0, y in [0, H]. Returns the sector of each cell and the line on each
   * cell's west edge (y from y0; cell 0: its outer west wall, front facing east into the cell; others: a
   * two-sided line whose FRONT faces WEST, the previous cell). `east` is the last cell's east wall.
   */
  row(cells: CellSpec[], edges: EdgeSpec[] = [], H = 256, east: EdgeSpec = {}, y0 = 0): { sec: number[]; edge: number[]; north: number[]; eastWall: number; x: number[] } {
    const sec = cells.map(({ w: _w, ...s }) => this.sector(s));
    const edge: number[] = [], north: number[] = [];
    const xs: number[] = [];
    let xa = 0;
    const y1 = y0 + H;
    cells.forEach((c, i) => {
      const xb = xa + c.w;
      xs.push(xa);
      const e = edges[i] ?? {};
      if (i === 0) edge.push(this.wall(xa, y0, xa, y1, sec[i], e));
      else edge.push(this.twoSided(xa, y1, xa, y0, sec[i - 1], sec[i], e));
      north.push(this.wall(xa, y1, xb, y1, sec[i]));
      this.wall(xb, y0, xa, y0, sec[i]);
      xa = xb;
    });
    xs.push(xa);
    const eastWall = this.wall(xa, y1, xa, y0, sec[sec.length - 1], east);
    return { sec, edge, north, eastWall, x: xs };
  }

  /** Swaps the numbers of sectors i and j (to test rules that depend on sector order). */
  swapSectors(i: number, j: number): void {
    const t = this.sectors[i]; this.sectors[i] = this.sectors[j]; this.sectors[j] = t;
    for (const sd of this.sides) {
      if (sd.sector === i) sd.sector = j; else if (sd.sector === j) sd.sector = i;
    }
  }

  /** Gives line l (one-sided: its middle) a special, tag and front middle texture. */
  setWall(l: number, e: EdgeSpec): void {
    const line = this.lines[l];
    if (e.special !== undefined) line.special = e.special;
    if (e.tag !== undefined) line.tag = e.tag;
    if (e.middle !== undefined) this.sides[line.right].middle = e.middle;
    if (e.upper !== undefined) this.sides[line.right].upper = e.upper;
    if (e.lower !== undefined) this.sides[line.right].lower = e.lower;
  }

  thing(x: number, y: number, type: number, angle = 0): number {
    this.things.push({ x, y, type, angle });
    return this.things.length - 1;
  }

  build(name = 'MAP01'): TestMap {
    return { name, vertices: this.vertices, lines: this.lines, sides: this.sides, sectors: this.sectors, things: this.things };
  }

  /** Writes, loads and starts DOOM's playsim (skill 3 unless given). */
  sim(options: PlaysimOptions = {}, name = 'MAP01'): Playsim {
    return new Playsim(simWorld(this.build(name)), { skill: 3, ...options });
  }
}

/** 16.16 → map units. */
export const units = (f: number): number => f / 65536;

/**
 * A scripted driver for a Playsim: one TicCmd reused; after every tic the World's live state is
 * synced, so `world.sectorFloorZ` and the rest show that tic's result in map units.
 */
export class Driver {
  readonly cmd = new TicCmd();
  readonly sync: WorldSync;
  readonly world: World;
  constructor(readonly ps: Playsim) {
    this.world = ps.world;
    this.sync = new WorldSync(ps);
    this.sync.sync();
  }

  /** The player's body. */
  get mo(): Mobj { return this.ps.player.mo!; }
  /** The player's position and feet in map units, facing in radians. */
  get x(): number { return this.mo.x / 65536; }
  get y(): number { return this.mo.y / 65536; }
  get z(): number { return this.mo.z / 65536; }
  get angle(): number { return angleToRadians(this.mo.angle); }
  /** The sector the player's centre is in (DOOM's subsector lookup). */
  get sectorIndex(): number { return this.mo.sector.index; }
  /** The Playsim's sector s. */
  sector(s: number): Sector { return this.ps.level.sectors[s]; }

  /** One tic with `cmd`, then the World sync. */
  tick(cmd: TicCmd = this.cmd): this { this.ps.tick(cmd); this.sync.sync(); return this; }
  /** `n` tics of `cmd`. */
  run(cmd: TicCmd, n: number): this { for (let i = 0; i < n; i++) this.tick(cmd); return this; }
  /** `n` tics with no input. */
  wait(n: number): this { this.cmd.clear(); return this.run(this.cmd, n); }
  /**
   * One tic with use pressed (released on the next). DOOM ignores use until a tic without it has
   * passed (G_PlayerReborn sets usedown: "don't do anything immediately"), so a use in the level's
   * first tic is a mistake in the test: it throws.
   */
  use(): this {
    if (this.ps.player.usedown) throw new Error('use is still latched (DOOM starts a player with usedown): wait a tic first');
    this.cmd.clear(); this.cmd.buttons = BT_USE; this.tick(); this.cmd.clear();
    return this;
  }
  /**
   * Holds fire until the weapon shoots (the pistol's A_FirePistol takes a bullet), then lets go;
   * returns the tics taken, the last one the tic of the shot. At the level's start the pistol is
   * still coming up (P_BringUpWeapon: 6 units a tic from 128 down to 32), so the first shot waits
   * for it; once it is up the shot comes on the 5th tic (S_PISTOL1 lasts 4 tics before S_PISTOL2's
   * A_FirePistol).
   */
  fire(max = 40): number {
    const p = this.ps.player, ammo = p.ammo[0];
    this.cmd.clear(); this.cmd.buttons = BT_ATTACK;
    for (let i = 1; i <= max; i++) {
      this.tick();
      if (p.ammo[0] !== ammo) { this.cmd.clear(); return i; }
    }
    this.cmd.clear();
    throw new Error(`no shot in ${max} tics`);
  }
  /** `n` tics of forward (walk 25, run 50; negative backwards). */
  forward(n: number, move = 25): this { this.cmd.clear(); this.cmd.forwardMove = move; this.run(this.cmd, n); this.cmd.clear(); return this; }
  /** One tic turning by `turn` (DOOM's angleturn: 1/65536 of a circle, + left). */
  turn(turn: number): this { this.cmd.clear(); this.cmd.angleTurn = turn; this.tick(); this.cmd.clear(); return this; }
  /** Tics forward until `until()` holds (at most `max`); returns the tics taken. */
  forwardUntil(until: () => boolean, max = 400, move = 25): number {
    this.cmd.clear(); this.cmd.forwardMove = move;
    for (let i = 1; i <= max; i++) { this.tick(); if (until()) { this.cmd.clear(); return i; } }
    this.cmd.clear();
    throw new Error(`condition not met in ${max} tics`);
  }
  /** Records `f()` after each of `n` idle tics. */
  trace<T>(n: number, f: () => T): T[] {
    const out: T[] = [];
    this.cmd.clear();
    for (let i = 0; i < n; i++) { this.tick(); out.push(f()); }
    return out;
  }
}

/** Tic indices (1-based: the value after that many tics) where `values` changes, with the new value. */
export function changes(values: readonly number[], initial: number): [number, number][] {
  const out: [number, number][] = [];
  let last = initial;
  values.forEach((v, i) => { if (v !== last) { out.push([i + 1, v]); last = v; } });
  return out;
}

export function textureId(w: World, name: string): number {
  const i = w.textures.findIndex((t) => t.name === name);
  if (i < 0) throw new Error(`no texture ${name}`);
  return i;
}

export function flatId(w: World, name: string): number {
  const i = w.flats.findIndex((f) => f.name === name);
  if (i < 0) throw new Error(`no flat ${name}`);
  return i;
}

/** The texture ids on line l's front side pieces (upper, middle, lower) of its first piece. */
export function frontTextures(w: World, l: number): [number, number, number] {
  const s = w.linePieces[w.linePieceStart[l * 2]];
  return [w.sideUpper[s], w.sideMiddle[s], w.sideLower[s]];
}
