// The automap's line classes and what counts as seen: walls, teleporters, secret-flagged lines,
// doors and keyed doors (by their own special or as the boundary of a sector a door special
// moves), lifts (sectors tagged by platform specials), never-drawn lines; and the sight rays that
// walk the mesh, mark lines in view and stop at a wall or a closed door.
import { describe, expect, it } from 'vitest';
import {
  AutomapLines, LINE_DOOR, LINE_KEY_BLUE, LINE_KEY_RED, LINE_KEY_YELLOW, LINE_LIFT, LINE_PLAIN, LINE_SECRET, LINE_TELEPORT, LINE_WALL,
} from '../../src/web/automap-lines.js';
import { Sight } from '../../src/web/sight.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import type { TestLine, TestMap, TestSector } from '../helpers/map-builder.js';
import { testStack } from '../helpers/test-wad.js';
import { LIVING, livingMap } from '../helpers/living-map.js';

/**
 * Rooms 128 wide in a row along x (room i spans x 128i..128(i+1), y 0..256), joined by two-sided
 * lines; `join[i]` adds a special, tag or flags to the line between room i and i+1 (front faces room i).
 * Lines: one-sided walls first (bottom, top per room, then the two ends), then the joins.
 */
function row(sectors: TestSector[], join: Partial<TestLine>[]): { map: TestMap; joinLine: (i: number) => number } {
  const n = sectors.length;
  const vertices: [number, number][] = [];
  for (let i = 0; i <= n; i++) vertices.push([128 * i, 0], [128 * i, 256]);
  const lines: TestLine[] = [], sides: TestMap['sides'] = [];
  const add = (v1: number, v2: number, sector: number, extra: Partial<TestLine> = {}, back?: number): void => {
    sides.push({ middle: back === undefined ? 'BRICK' : undefined, sector });
    const l: TestLine = { v1, v2, right: sides.length - 1, ...extra };
    if (back !== undefined) { sides.push({ sector: back }); l.left = sides.length - 1; l.flags = (extra.flags ?? 0) | 4; }
    lines.push(l);
  };
  for (let i = 0; i < n; i++) {
    add(2 * i + 2, 2 * i, i); // bottom, going -x: the room (north) on the right
    add(2 * i + 1, 2 * i + 3, i); // top, going +x: the room (south) on the right
  }
  add(0, 1, 0); // west end, going +y: east on the right
  add(2 * n + 1, 2 * n, n - 1); // east end
  const first = lines.length;
  for (let i = 0; i + 1 < n; i++) add(2 * i + 3, 2 * i + 2, i, join[i] ?? {}, i + 1); // going -y: west (room i) on the right
  return {
    map: { name: 'MAP01', vertices, lines, sides, sectors, things: [{ x: 64, y: 128, angle: 0, type: 1 }] },
    joinLine: (i) => first + i,
  };
}

function world(m: TestMap): World {
  return loadWorld(testStack(m), 'MAP01');
}

const room = (extra: Partial<TestSector> = {}): TestSector => ({ floor: 0, ceil: 128, ...extra });

describe('AutomapLines', () => {
  it('classes the living map: walls, the blue door, the two faces of the plain door, the exit line plain', () => {
    const w = world(livingMap());
    const k = new AutomapLines(w).kind;
    const m = livingMap();
    const bySpecial = (s: number) => m.lines.map((l, i) => (l.special === s ? i : -1)).filter((i) => i >= 0);
    expect(bySpecial(26).map((l) => k[l])).toEqual([LINE_KEY_BLUE]);
    expect(bySpecial(31).map((l) => k[l])).toEqual([LINE_DOOR, LINE_DOOR]);
    expect(bySpecial(52).map((l) => k[l])).toEqual([LINE_PLAIN]);
    for (let l = 0; l < m.lines.length; l++) if (m.lines[l].left === undefined) expect(k[l], `line ${l}`).toBe(LINE_WALL);
    expect(LIVING.blueDoor).toBe(1);
  });

  it('teleporters, secret-flagged lines (before door colours), keyed door specials by colour', () => {
    const { map, joinLine } = row([room(), room(), room(), room(), room(), room()], [
      { special: 39, tag: 3 }, { special: 1, flags: 0x20 }, { special: 27 }, { special: 28 }, { special: 117 },
    ]);
    const k = new AutomapLines(world(map)).kind;
    expect([0, 1, 2, 3, 4].map((i) => k[joinLine(i)])).toEqual([LINE_TELEPORT, LINE_SECRET, LINE_KEY_YELLOW, LINE_KEY_RED, LINE_DOOR]);
  });

  it('a sector a tagged door or lift special moves colours its boundary; a keyed switch colours its door', () => {
    // Room 1 is a door opened by a switch line elsewhere (S1 door, 103, tag 5); room 3 a lift (W1 lift 10, tag 6);
    // room 5 a door behind a blue-key switch (133, tag 7).
    const { map, joinLine } = row(
      [room(), room({ ceil: 0, tag: 5 }), room(), room({ floor: -64, tag: 6 }), room(), room({ ceil: 0, tag: 7 })],
      [{}, {}, { special: 10, tag: 6 }, {}, {}],
    );
    map.lines[0].special = 103; map.lines[0].tag = 5; // a wall switch in room 0
    map.lines[1].special = 133; map.lines[1].tag = 7;
    const k = new AutomapLines(world(map)).kind;
    expect([0, 1, 2, 3, 4].map((i) => k[joinLine(i)])).toEqual([LINE_DOOR, LINE_DOOR, LINE_LIFT, LINE_LIFT, LINE_KEY_BLUE]);
    expect(k[0]).toBe(LINE_WALL); // one-sided: a wall, whatever its special
  });

  it('keeps ML_DONTDRAW lines aside', () => {
    const { map, joinLine } = row([room(), room()], [{ flags: 0x80 }]);
    const a = new AutomapLines(world(map));
    expect(a.hidden[joinLine(0)]).toBe(1);
    expect(a.hidden[0]).toBe(0);
  });
});

describe('Sight', () => {
  it('marks the lines a ray reaches and stops at a closed door; an open door lets the rays through', () => {
    // Three rooms: the player in room 0 facing east; room 1 is a closed door (ceiling 0).
    const { map, joinLine } = row([room(), room({ ceil: 0 }), room()], [{ special: 1 }, {}]);
    const w = world(map);
    const sight = new Sight(w);
    const pose = { qe: w.mesh.locate(64, 128, w.mesh.faceEdge[0]), x: 64, y: 128, angle: 0 };
    sight.mark(pose);
    sight.mark(pose);
    expect(sight.seen[joinLine(0)]).toBe(1);
    expect(sight.seen[joinLine(1)]).toBe(0);
    expect(sight.isSeen(joinLine(1))).toBe(false);
    w.sectorCeilZ[1] = 128; // the door opens (as the sim would write it)
    sight.mark(pose);
    sight.mark(pose);
    expect(sight.seen[joinLine(1)]).toBe(1);
    // Behind the player (west end wall, line index 2n) is out of the field of view.
    expect(sight.seen[6]).toBe(0);
    // The sim's marks and ML_MAPPED count too.
    w.lineSeen[6] = 1;
    expect(sight.isSeen(6)).toBe(true);
  });
});
