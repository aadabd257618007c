// Portals: rendering through linked edges (goldens of the demo showcases and of a portal added to
// Freedoom E1M1), depth limits, the PORTALS lump round trip and the errors for bad definitions.
import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { encodeMap } from '../../src/mapdata/encode-map.js';
import { loadWorld } from '../../src/world/load-world.js';
import { formatPortalsText, parsePortalsText, type PortalDef } from '../../src/mapdata/portals-text.js';
import { validatePortals } from '../../src/world/portals.js';
import { PortalEdit } from '../../src/web/authoring/portal-edit.js';
import { MapError } from '../../src/errors.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { MAX_PORTAL_DEPTH } from '../../src/render/portal-depth.js';
import { makeCamera } from '../../src/render/camera.js';
import { compareGolden, OUTPUT_DIR } from '../helpers/golden.js';
import { testStack } from '../helpers/test-wad.js';
import { mapLumps, type TestMap } from '../helpers/map-builder.js';
import { FREEDOOM1, freedoomGoldenSkip } from '../helpers/freedoom.js';
import { facing } from '../helpers/world-fixtures.js';
import { PORTAL_XF_STRIDE, XF_DZ } from '../../src/world/world.js';

const root = join(__dirname, '..', '..');
const demoPath = join(root, 'wad', 'toom-demo.wad');
const SENTINEL = 0x00c0ffee;

describe('views through the demo showcase portals (exact goldens)', () => {
  const stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: new Uint8Array(readFileSync(demoPath)) }]);
  for (const map of ['MAP01', 'MAP02', 'MAP03']) {
    const world = loadWorld(stack, map);
    it(`${map}: ${world.portals.length} portal pair(s), both ways`, () => {
      expect(world.portals.length).toBeGreaterThan(0);
      world.portals.forEach((p, i) => {
        for (const [dir, side] of [['a', p.sideA], ['b', p.sideB]] as const) {
          const pose = facing(world, side, 96);
          const r = new CpuRenderer(world, 320, 200);
          r.fb.fill(SENTINEL);
          r.render(makeCamera(pose.x, pose.y, pose.angle), 0);
          expect(r.fb.indexOf(SENTINEL)).toBe(-1);
          // The middle of the picture looks through the portal.
          expect(r.stats.portalsCrossed, `${map} portal ${i}${dir}`).toBeGreaterThan(100);
          const name = `demo-${map.toLowerCase()}-portal${i}${dir}`;
          const g = compareGolden(name, 320, 200, r.fb, 0);
          expect(g.differing, `${name}: ${g.differing} pixels differ; see tests/output/${name}.actual.png`).toBe(0);
        }
      });
    });
  }
  it('the MAP01 player start looks into the hut: the hall behind its door is seen through the portal', () => {
    const world = loadWorld(stack, 'MAP01');
    const r = new CpuRenderer(world, 640, 400);
    r.render(makeCamera(world.playerStart.x, world.playerStart.y, world.playerStart.angle), 0);
    expect(r.stats.portalsCrossed).toBeGreaterThan(20);
    const g = compareGolden('demo-map01-start', 640, 400, r.fb, 0);
    expect(g.differing).toBe(0);
  });
});

/** A 128×128 room whose north and south walls are linked (looking north repeats the room forever),
 *  and optionally a sliver 2 units deep whose long walls are linked to each other. */
function mirrorRoom(depth = 128): TestMap {
  return {
    name: 'MAP01',
    vertices: [[0, 0], [0, depth], [128, depth], [128, 0]],
    lines: [0, 1, 2, 3].map((i) => ({ v1: i, v2: (i + 1) % 4, right: i })),
    sides: [0, 1, 2, 3].map(() => ({ middle: 'BRICK', sector: 0 })),
    sectors: [{ floor: 0, ceil: 128, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 200 }],
    things: [{ x: 64, y: Math.min(32, depth / 2), type: 1 }],
    // Line 1 (north, (0,d)->(128,d)) and line 3 (south, (128,0)->(0,0)).
    portals: 'portal 1 3\n',
  };
}

describe('portal depth limits', () => {
  it(`a ray crosses at most ${MAX_PORTAL_DEPTH} portals and the frame is complete`, () => {
    const world = loadWorld(testStack(mirrorRoom()), 'MAP01');
    expect(world.portals).toHaveLength(1);
    const r = new CpuRenderer(world, 200, 100);
    r.fb.fill(SENTINEL);
    r.render(makeCamera(64, 32, Math.PI / 2), 0);
    expect(r.fb.indexOf(SENTINEL)).toBe(-1);
    expect(r.stats.portalsCrossed).toBeLessThanOrEqual(200 * MAX_PORTAL_DEPTH);
    // One ray straight down the repeating room reaches the limit exactly, and stops there.
    const one = new CpuRenderer(world, 1, 100);
    one.fb.fill(SENTINEL);
    one.render(makeCamera(64, 32, Math.PI / 2, NaN, 0.01), 0);
    expect(one.stats.portalsCrossed).toBe(MAX_PORTAL_DEPTH);
    expect(one.fb.indexOf(SENTINEL)).toBe(-1);
    const g = compareGolden('mirror-room', 200, 100, r.fb, 0);
    expect(g.differing).toBe(0);
  });
  it('two linked walls 2 units apart (a portal facing itself) terminate', () => {
    const world = loadWorld(testStack(mirrorRoom(2)), 'MAP01');
    const r = new CpuRenderer(world, 160, 100);
    for (const angle of [Math.PI / 2, -Math.PI / 2, 1.3, 0.2]) {
      r.fb.fill(SENTINEL);
      r.render(makeCamera(64, 1, angle, 41), 0);
      expect(r.fb.indexOf(SENTINEL)).toBe(-1);
      expect(r.stats.portalsCrossed).toBeLessThanOrEqual(160 * MAX_PORTAL_DEPTH);
    }
  });
});

describe('the PORTALS lump', () => {
  it('round-trips through the text format and the WAD writer', () => {
    const defs: PortalDef[] = [
      { lineA: 3, lineB: 17, flags: [], sourceLine: 1 },
      { lineA: 5, lineB: 2, flags: ['oneway'], sourceLine: 2 },
    ];
    const text = `${formatPortalsText(defs, ['comment line'])}\n`;
    const m = mirrorRoom();
    m.portals = text;
    const wad = writeWad('PWAD', mapLumps(m));
    const back = decodeMap(WadStack.fromBuffers([{ name: 'p.wad', bytes: wad }]).map('MAP01'));
    expect(back.portalsText).toBe(text);
    expect(parsePortalsText(back.portalsText!, 'p.wad', 'MAP01')).toEqual([
      { lineA: 3, lineB: 17, flags: [], sourceLine: 2 },
      { lineA: 5, lineB: 2, flags: ['oneway'], sourceLine: 3 },
    ]);
  });
  it('syntax errors name the lump line', () => {
    expect(() => parsePortalsText('portal 1\n', 'f.wad', 'MAP01')).toThrow(/^f\.wad: MAP01: PORTALS line 1: a portal needs two linedef numbers/);
    expect(() => parsePortalsText('\nportal 1 x\n', 'f.wad', 'MAP01')).toThrow(/PORTALS line 2: linedef numbers must be non-negative integers/);
    expect(() => parsePortalsText('portal 1 2 sideways\n', 'f.wad', 'MAP01')).toThrow(/unknown flag "sideways"/);
    expect(() => parsePortalsText('teleport 1 2\n', 'f.wad', 'MAP01')).toThrow(MapError);
  });
  it('bad definitions are rejected with a message naming the line', () => {
    const map = decodeMap(WadStack.fromBuffers([{ name: 't.wad', bytes: writeWad('PWAD', mapLumps(mirrorRoom())) }]).map('MAP01'));
    const def = (a: number, b: number, line = 1): PortalDef => ({ lineA: a, lineB: b, flags: [], sourceLine: line });
    expect(() => validatePortals([def(1, 9)], map)).toThrow('t.wad: MAP01: PORTALS line 1: unknown linedef 9 (the map has 4)');
    expect(() => validatePortals([def(2, 2)], map)).toThrow('t.wad: MAP01: PORTALS line 1: linedef 2 is linked to itself');
    expect(() => validatePortals([def(1, 3), def(3, 0, 2)], map)).toThrow('t.wad: MAP01: PORTALS line 2: linedef 3 is already in portal 1 3 (PORTALS line 1)');
    expect(() => validatePortals([def(1, 3)], map)).not.toThrow();
  });
  it('a bad PORTALS lump still gives a best-effort world, with a warning', () => {
    const m = mirrorRoom();
    m.portals = 'portal 1 1\nportal 0 2\n';
    const world = loadWorld(testStack(m), 'MAP01');
    expect(world.portals.map((p) => [p.lineA, p.lineB])).toEqual([[0, 2]]);
    expect(world.warnings.some((w) => /portal skipped: .*linedef 1 is linked to itself/.test(w))).toBe(true);
  });
});

describe('toom portal add / list', () => {
  const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
  it('writes and extends a PWAD that layers over the IWAD; bad definitions exit 2 naming the line', () => {
    const out = join(OUTPUT_DIR, 'portal-add-demo.wad');
    if (existsSync(out)) rmSync(out);
    // MAP02 has one pair (110 ↔ 1); link two more of its one-sided walls.
    const map = decodeMap(WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demoPath)) }]).map('MAP02'));
    const len = (l: number) => { const d = map.linedefs[l]; return Math.hypot(map.vertices[d.v2 * 2] - map.vertices[d.v1 * 2], map.vertices[d.v2 * 2 + 1] - map.vertices[d.v1 * 2 + 1]); };
    const used = new Set([110, 1]);
    const oneSided = map.linedefs.map((_, i) => i).filter((i) => map.linedefs[i].left === 0xffff && !used.has(i));
    const [a, b] = (() => {
      for (const x of oneSided) for (const y of oneSided) if (x < y && len(x) === len(y)) return [x, y];
      throw new Error('no pair');
    })();
    let r = toom('portal', 'add', '--iwad', demoPath, '--map', 'MAP02', '--line', String(a), '--to', String(b), '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('lengths');
    r = toom('portal', 'list', '--iwad', demoPath, '--file', out, '--map', 'MAP02');
    expect(r.stdout).toContain(`portal 110 1`);
    expect(r.stdout).toContain(`portal ${a} ${b}`);
    r = toom('portal', 'add', '--iwad', demoPath, '--map', 'MAP02', '--line', String(a), '--to', '110', '-o', out);
    expect(r.status).toBe(2);
    // Both pairs named: the one refused and the one holding the line (the PWAD's third line, after
    // its header comment and MAP02's own pair).
    expect(r.stderr).toContain(`: MAP02: portal ${a} 110: linedef ${a} is already in portal ${a} ${b} (PORTALS line 3)`);
    r = toom('portal', 'add', '--iwad', demoPath, '--map', 'MAP02', '--line', '99999', '--to', '3', '-o', out);
    expect(r.stderr).toMatch(/unknown linedef 99999/);
    r = toom('portal', 'add', '--iwad', demoPath, '--map', 'MAP02', '--line', '5', '--to', '5', '-o', out);
    expect(r.stderr).toMatch(/linedef 5 is linked to itself/);
  });

  it('writes a pair of very different lengths with the page\'s warning (one check: portalPairWarnings)', () => {
    const out = join(OUTPUT_DIR, 'portal-add-scaled.wad');
    if (existsSync(out)) rmSync(out);
    const map = decodeMap(WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demoPath)) }]).map('MAP02'));
    const len = (l: number) => { const d = map.linedefs[l]; return Math.hypot(map.vertices[d.v2 * 2] - map.vertices[d.v1 * 2], map.vertices[d.v2 * 2 + 1] - map.vertices[d.v1 * 2 + 1]); };
    const oneSided = map.linedefs.map((_, i) => i).filter((i) => map.linedefs[i].left === 0xffff && i !== 110 && i !== 1);
    const [a, b] = (() => {
      for (const x of oneSided) for (const y of oneSided) if (len(y) > 1.5 * len(x)) return [x, y];
      throw new Error('no pair');
    })();
    const r = toom('portal', 'add', '--iwad', demoPath, '--map', 'MAP02', '--line', String(a), '--to', String(b), '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(out)).toBe(true);
    const ratio = (len(b) / len(a)).toFixed(2);
    expect(r.stderr).toContain(`toom: warning: portal ${a} ${b}: lengths ${len(a).toFixed(0)} and ${len(b).toFixed(0)}: the view through it is scaled ×${ratio}\n`);
    // The page's edit gives the same words for the same pair.
    const edit = new PortalEdit(WadStack.fromBuffers([{ name: 'd', bytes: new Uint8Array(readFileSync(demoPath)) }]), 'MAP02');
    expect(edit.link(a, b, false)[0]).toBe(`lengths ${len(a).toFixed(0)} and ${len(b).toFixed(0)}: the view through it is scaled ×${ratio}`);
  });
});

const e1m1GoldenSkip = freedoomGoldenSkip(FREEDOOM1);
describe.skipIf(e1m1GoldenSkip !== null)(`a portal added to Freedoom E1M1 with toom portal add${e1m1GoldenSkip ? ` (${e1m1GoldenSkip})` : ''}`, () => {
  it('renders through it (exact golden)', () => {
    const out = join(OUTPUT_DIR, 'e1m1-portal-test.wad');
    if (existsSync(out)) rmSync(out);
    const r = spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), 'portal', 'add', '--iwad', FREEDOOM1, '--map', 'E1M1', '--line', '571', '--to', '597', '-o', out], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const stack = WadStack.fromBuffers([FREEDOOM1, out].map((p) => ({ name: p.split('/').pop()!, bytes: new Uint8Array(readFileSync(p)) })));
    const world = loadWorld(stack, 'E1M1');
    expect(world.portals).toHaveLength(1);
    const cpu = new CpuRenderer(world, 640, 400);
    cpu.render(makeCamera(448, 330, Math.PI / 2), 0);
    expect(cpu.stats.portalsCrossed).toBeGreaterThan(600);
    const g = compareGolden('freedoom1-e1m1-portal', 640, 400, cpu.fb, 0);
    expect(g.differing, `${g.differing} pixels differ; see tests/output/freedoom1-e1m1-portal.actual.png`).toBe(0);
  });
});

describe('Hexen-format maps: Line_SetPortal (special 156)', () => {
  /** Two 128×128 rooms side by side (not connected); the east wall of room 1 is linked to the west
   *  wall of room 2 by Line_SetPortal(target id, this id, type 0). */
  function hexenLumps(type: number) {
    const verts = [[0, 0], [0, 128], [128, 128], [128, 0], [512, 0], [512, 128], [640, 128], [640, 0]];
    // [v1, v2, special, args, sector]: clockwise around each room (front side inside).
    const lines: [number, number, number, number[], number][] = [
      [0, 1, 0, [0, 0, 0, 0, 0], 0], [1, 2, 0, [0, 0, 0, 0, 0], 0], [2, 3, 156, [2, 1, type, 0, 0], 0], [3, 0, 0, [0, 0, 0, 0, 0], 0],
      [4, 5, 156, [1, 2, type, 0, 0], 1], [5, 6, 0, [0, 0, 0, 0, 0], 1], [6, 7, 0, [0, 0, 0, 0, 0], 1], [7, 4, 0, [0, 0, 0, 0, 0], 1],
    ];
    return encodeMap({
      name: 'MAP01',
      format: 'hexen',
      vertices: verts.flat(),
      linedefs: lines.map(([v1, v2, special, args], i) => ({ v1, v2, flags: 1, special, tag: args[0], args: args as [number, number, number, number, number], right: i, left: 0xffff })),
      sidedefs: lines.map((l) => ({ xOffset: 0, yOffset: 0, upper: '-', lower: '-', middle: 'BRICK', sector: l[4] })),
      sectors: [0, 1].map((s) => ({ floorZ: s * 16, ceilingZ: 128 + s * 16, floorFlat: 'FLOOR', ceilingFlat: 'CEIL', light: 200, special: 0, tag: 0 })),
      things: [{ tid: 0, x: 32, y: 64, z: 0, angle: 0, type: 1, flags: 7, special: 0 }],
    });
  }
  for (const type of [0, 1, 2, 3]) {
    it(`type ${type} links the two walls both ways and renders through them`, () => {
      const stack = testStack();
      const hexen = WadStack.fromBuffers([...stack.files.map((f) => ({ name: f.fileName, bytes: writeWad(f.kind, f.lumps.map((l) => ({ name: l.name, data: l.data }))) })),
        { name: 'hexen.wad', bytes: writeWad('PWAD', hexenLumps(type)) }]);
      const world = loadWorld(hexen, 'MAP01');
      expect(world.portals.map((p) => [p.lineA, p.lineB])).toEqual([[2, 4]]);
      const r = new CpuRenderer(world, 160, 100);
      r.fb.fill(SENTINEL);
      r.render(makeCamera(32, 64, 0), 0);
      expect(r.fb.indexOf(SENTINEL)).toBe(-1);
      expect(r.stats.portalsCrossed).toBeGreaterThan(100);
      // Room 2's floor is 16 higher: the eye rises with it behind the portal, so the view is seamless.
      expect(world.sidePortalXf[world.portals[0].sideA * PORTAL_XF_STRIDE + XF_DZ]).toBe(16);
    });
  }
});
