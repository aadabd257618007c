// The GPU path's data, built in Node from a World: the palette-index atlas and the geometry (wall
// quads with the CPU path's texture coordinates and pegging, flats from the mesh faces, the sky hack,
// masked middles, portal openings), and how its live vertices follow changed heights, lights, flats
// and side textures (resolveLive: what the vertex shader computes).
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { buildAtlas } from '../../src/render/gpu/atlas.js';
import {
  CODE_TOP, FULL_BRIGHT, Kind, Part, VERTEX_BYTES, VertexList, buildGeometry, portalHeights, resolveLive, type WorldGeometry,
} from '../../src/render/gpu/geometry.js';
import { usedPictures } from '../../src/render/gpu/atlas.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { testStack } from '../helpers/test-wad.js';
import { twoRooms } from '../helpers/scenes.js';
import { loadStack, projectRoot } from '../../tools/load.js';

const texId = (w: World, name: string): number => w.textures.findIndex((t) => t.name === name);

interface V { x: number; y: number; z: number; u: number; v: number; kind: number; tex: number; light: number }

function vertices(g: WorldGeometry, first = 0, count = g.vertices.count): V[] {
  const out: V[] = [];
  for (let k = first; k < first + count; k++) out.push(g.vertices.vertex(k));
  return out;
}

/** The vertices of wall quads lying on x = 256 (the line between the two rooms), by kind and texture. */
function onDividingLine(g: WorldGeometry, kind: number, tex: number): V[] {
  const all = vertices(g, 0, g.mainCount), out: V[] = [];
  for (let i = 0; i + 6 <= all.length; i += 6) {
    const q = all.slice(i, i + 6);
    if (q.every((v) => v.kind === kind && v.tex === tex && v.x === 256)) out.push(...q);
  }
  return out;
}

describe('GPU geometry of the two-rooms scene', () => {
  const world = loadWorld(testStack(twoRooms()), 'MAP01');
  const geo = buildGeometry(world);
  const brick = texId(world, 'BRICK'), metal = texId(world, 'METAL'), grate = texId(world, 'GRATE');

  it('holds whole triangles: two per face with a sector (floor and ceiling) and two per wall part', () => {
    expect(geo.vertices.count % 3).toBe(0);
    let faces = 0;
    for (let f = 0; f < world.mesh.faceCount; f++) if (world.faceSector[f] >= 0) faces++;
    const flats = vertices(geo, 0, geo.mainCount).filter((v) => (v.kind === Kind.FLAT || v.kind === Kind.SKY) && v.u === v.z);
    // Each face: 3 floor + 3 ceiling vertices (u holds the plane's z for flats and sky surfaces).
    expect(flats.length).toBeGreaterThanOrEqual(faces * 6);
    expect(geo.vertices.bytes().byteLength).toBe(geo.vertices.count * VERTEX_BYTES);
    expect(geo.opaqueCount).toBeLessThan(geo.mainCount); // the grate is masked
    expect(geo.portals).toEqual([]);
  });

  it('floors face up and ceilings face down (counter-clockwise seen from the eye)', () => {
    const all = vertices(geo, 0, geo.opaqueCount);
    for (let i = 0; i < all.length; i += 3) {
      const [a, b, c] = [all[i], all[i + 1], all[i + 2]];
      if (!(a.z === b.z && b.z === c.z && (a.kind === Kind.FLAT || a.kind === Kind.SKY))) continue;
      const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
      const sec = a.z === 0 || a.z === 24 ? 'floor' : 'ceiling';
      if (sec === 'floor') expect(cross).toBeGreaterThan(0);
      else expect(cross).toBeLessThan(0);
    }
  });

  it('pegs the upper wall (room A side) at the back ceiling + texture height: v = 224 − z', () => {
    const up = onDividingLine(geo, Kind.WALL, brick);
    expect(up.length).toBe(6);
    for (const v of up) {
      expect([96, 128]).toContain(v.z);
      expect(v.v).toBe(224 - v.z);
    }
    // u: 0 at the sidedef's start (256, 256), 256 at (256, 0).
    for (const v of up) expect(v.u).toBe(256 - v.y);
    // Light: room A's 192 >> 4, plus the side's fake contrast (a wall along y: +1).
    let side = -1;
    for (let s = 0; s < world.sideCount; s++) if (world.sideLinedef[s] === 3 && world.sideSector[s] === 0) side = s;
    expect(world.sideLightDelta[side]).toBe(1);
    for (const v of up) expect(v.light).toBe(13);
  });

  it('pegs the lower wall at the back floor: v = 24 − z, from 0 up to 24', () => {
    const low = onDividingLine(geo, Kind.WALL, metal);
    expect(low.length).toBe(6);
    for (const v of low) {
      expect([0, 24]).toContain(v.z);
      expect(v.v).toBe(24 - v.z);
    }
  });

  it('hangs the masked grate from the lower ceiling, not repeated down: z 64..96 on both sides', () => {
    const start = geo.opaqueCount, count = geo.mainCount - geo.opaqueCount;
    const grates = vertices(geo, start, count).filter((v) => v.tex === grate);
    expect(grates.length).toBe(12); // one quad per side
    for (const v of grates) {
      expect(v.kind).toBe(Kind.MASKED);
      expect([64, 96]).toContain(v.z);
      expect(v.v).toBe(96 - v.z);
    }
  });

  it('draws the sky between two sky ceilings instead of an upper wall (DOOM sky hack)', () => {
    const m = twoRooms();
    m.sectors[0].ceilFlat = 'F_SKY1';
    const w2 = loadWorld(testStack(m), 'MAP01');
    const g2 = buildGeometry(w2);
    expect(onDividingLine(g2, Kind.WALL, brick)).toEqual([]);
    const sky = onDividingLine(g2, Kind.SKY, -1);
    expect(sky.map((v) => v.z).sort()).toEqual([128, 128, 128, 96, 96, 96]);
  });

  it('keeps sprites out of the static buffer and marks full-bright as 255', () => {
    expect(vertices(geo).some((v) => v.kind === Kind.SPRITE)).toBe(false);
    expect(FULL_BRIGHT).toBe(255);
    const vl = new VertexList(1);
    vl.quad(0, 0, 1, 0, 0, 10, 4, 0, 10, Kind.SPRITE, 7, FULL_BRIGHT, 1);
    expect(vl.count).toBe(6); // grew past its capacity
    expect(vl.vertex(1)).toMatchObject({ x: 0, z: 10, u: 4, v: 0, kind: Kind.SPRITE, tex: 7, light: FULL_BRIGHT });
  });
});

describe('the palette-index atlas', () => {
  const world = loadWorld(testStack(twoRooms()), 'MAP01');
  const atlas = buildAtlas(world, 4096);

  it('holds every used wall texture texel for texel, column-major pictures laid out as rows', () => {
    for (const name of ['BRICK', 'METAL', 'GRATE', 'SKY1']) {
      const t = texId(world, name);
      const tex = world.textures[t];
      const [x, y, w, h] = atlas.rects.subarray(t * 4, t * 4 + 4);
      expect([w, h]).toEqual([tex.width, tex.height]);
      for (let u = 0; u < w; u += 7) {
        for (let v = 0; v < h; v += 5) {
          expect(atlas.index[(y + v) * atlas.width + x + u]).toBe(tex.pixels[u * h + v]);
          expect(atlas.mask[(y + v) * atlas.width + x + u]).toBe(tex.mask[u * h + v] ? 1 : 0);
        }
      }
    }
    expect(Array.from(atlas.rects.subarray(0, 4))).toEqual([0, 0, 0, 0]); // texture 0 is never shown
  });

  it('holds the flats row-major at their entries (flatBase + id), and the animated ones together', () => {
    for (const name of ['FLOOR', 'NUKAGE1', 'NUKAGE2', 'NUKAGE3']) {
      const f = world.flats.findIndex((fl) => fl.name === name);
      const e = atlas.flatBase + f;
      const [x, y, w, h] = atlas.rects.subarray(e * 4, e * 4 + 4);
      expect([w, h]).toEqual([64, 64]);
      for (let r = 0; r < 64; r += 9) for (let c = 0; c < 64; c += 11) expect(atlas.index[(y + r) * atlas.width + x + c]).toBe(world.flats[f].pixels[r * 64 + c]);
    }
  });

  it('packs without overlaps', () => {
    const used: number[][] = [];
    for (let e = 0; e < atlas.entries; e++) {
      const r = Array.from(atlas.rects.subarray(e * 4, e * 4 + 4));
      if (r[2] === 0) continue;
      expect(r[0] + r[2]).toBeLessThanOrEqual(atlas.width);
      expect(r[1] + r[3]).toBeLessThanOrEqual(atlas.height);
      for (const q of used) {
        const apart = r[0] + r[2] <= q[0] || q[0] + q[2] <= r[0] || r[1] + r[3] <= q[1] || q[1] + q[3] <= r[1];
        expect(apart).toBe(true);
      }
      used.push(r);
    }
    expect(used.length).toBeGreaterThan(5);
  });
});

const demoWad = join(projectRoot(), 'wad/toom-demo.wad');
describe.skipIf(!existsSync(demoWad))('GPU geometry of the demo WAD', () => {
  it('groups each portal line into one opening with its linked half-plane', () => {
    const world = loadWorld(loadStack(demoWad), 'MAP01');
    const geo = buildGeometry(world);
    expect(geo.portals.length).toBeGreaterThanOrEqual(2);
    for (const p of geo.portals) {
      expect(p.quadCount).toBeGreaterThan(0);
      expect(p.quadCount % 6).toBe(0);
      expect(Math.hypot(p.clip[0], p.clip[1])).toBeCloseTo(1, 12);
      // The linked quarter edge's own face lies on the kept side of its half-plane.
      const tq = world.sidePortalQe[p.side];
      const m = world.mesh;
      const e1 = m.lnext(tq), opp = m.vertex[m.lnext(e1)];
      expect(p.clip[0] * m.vx[opp * 2] + p.clip[1] * m.vx[opp * 2 + 1] + p.clip[2]).toBeGreaterThan(0);
    }
    // The hut door (MAP01's player start looks at it): an opening from the doorway's floor 0 to its ceiling 96.
    const door = geo.portals.find((p) => Math.min(p.ay, p.by) === 592 && p.ax >= 480 && p.bx <= 544);
    expect(door).toBeDefined();
    expect([door!.zLo, door!.zHi]).toEqual([0, 96]);
  });
});

describe('live geometry: the vertices follow the live state (what the vertex shader computes)', () => {
  /** Resolved vertices of side pieces of line `line` facing sector `sector`, part `part`. */
  function partOf(world: World, geo: WorldGeometry, line: number, sector: number, part: number): ReturnType<typeof resolveLive>[] {
    const out: ReturnType<typeof resolveLive>[] = [];
    for (let k = 0; k < geo.vertices.count; k++) {
      const v = geo.vertices.vertex(k);
      if (v.ref < 0 || (v.code & 7) !== part || part >= Part.FLOOR) continue;
      if (world.sideLinedef[v.ref] !== line || world.sideSector[v.ref] !== sector) continue;
      out.push(resolveLive(world, geo.vertices, k, geo.flatBase));
    }
    return out;
  }

  it('emits upper, lower and masked quads for every two-sided side, degenerate while the heights hide them', () => {
    const world = loadWorld(testStack(twoRooms()), 'MAP01');
    const geo = buildGeometry(world);
    // Room B's side of the dividing line: its ceiling (96) is below A's (128), its floor (24) above A's (0):
    // seen from B, neither an upper nor a lower part shows; the quads are there, flat.
    const up = partOf(world, geo, 3, 1, Part.UPPER), low = partOf(world, geo, 3, 1, Part.LOWER);
    expect(up.length).toBe(6);
    expect(low.length).toBe(6);
    for (const v of [...up, ...low]) { expect(v.kind).toBe(Kind.NONE); expect(v.z).toBe(0); }
    // Every live vertex of a quad carries the same side; the top corners are flagged.
    let tops = 0;
    for (let k = 0; k < geo.vertices.count; k++) if (geo.vertices.vertex(k).code & CODE_TOP) tops++;
    expect(tops).toBeGreaterThan(0);
  });

  it('moves the upper and lower walls, pegging and the masked grate with the sector heights', () => {
    const world = loadWorld(testStack(twoRooms()), 'MAP01');
    const geo = buildGeometry(world);
    const brick = texId(world, 'BRICK'), metal = texId(world, 'METAL');
    // Room B's ceiling comes down to 64 (a closing door) and its floor drops to −16 (a lift going down).
    world.sectorCeilZ[1] = 64;
    world.sectorFloorZ[1] = -16;
    const up = partOf(world, geo, 3, 0, Part.UPPER);
    expect(up.map((v) => v.z).sort((a, b) => a - b)).toEqual([64, 64, 64, 128, 128, 128]);
    for (const v of up) { expect(v.kind).toBe(Kind.WALL); expect(v.tex).toBe(brick); expect(v.v).toBe(64 + 128 - v.z); }
    // Seen from room B its floor is now below A's: a lower wall appears on B's side (pegged at A's floor 0).
    const lowB = partOf(world, geo, 3, 1, Part.LOWER);
    expect(lowB.map((v) => v.z).sort((a, b) => a - b)).toEqual([-16, -16, -16, 0, 0, 0]);
    for (const v of lowB) { expect(v.kind).toBe(Kind.WALL); expect(v.tex).toBe(metal); expect(v.v).toBe(0 - v.z); }
    // ... and room A's lower part is gone.
    for (const v of partOf(world, geo, 3, 0, Part.LOWER)) expect(v.kind).toBe(Kind.NONE);
    // The grate hangs from the lower ceiling (64 now), 32 tall.
    const grate = partOf(world, geo, 3, 0, Part.MASKED);
    expect(grate.map((v) => v.z).sort((a, b) => a - b)).toEqual([32, 32, 32, 64, 64, 64]);
  });

  it('reads the light, the flats and the side textures live', () => {
    const world = loadWorld(testStack(twoRooms()), 'MAP01');
    const geo = buildGeometry(world);
    const metal = texId(world, 'METAL'), nukage2 = world.flats.findIndex((f) => f.name === 'NUKAGE2');
    world.sectorLight[0] = 64;
    let side = -1;
    for (let s = 0; s < world.sideCount; s++) if (world.sideLinedef[s] === 3 && world.sideSector[s] === 0) side = s;
    world.sideUpper[side] = metal;
    world.sideUDest[side] += 10;
    const up = partOf(world, geo, 3, 0, Part.UPPER);
    for (const v of up) {
      expect(v.tex).toBe(metal);
      expect(v.light).toBe((64 >> 4) + 1);
      expect(v.v).toBe(96 + 72 - v.z); // pegged to the back ceiling + METAL's height (72)
    }
    expect(up.map((v) => v.u).sort((a, b) => a - b)).toEqual([10, 10, 10, 266, 266, 266]);
    world.sectorFloorFlat[1] = nukage2;
    let floors = 0;
    for (let k = 0; k < geo.vertices.count; k++) {
      const v = geo.vertices.vertex(k);
      if (v.ref !== 1 || (v.code & 7) !== Part.FLOOR) continue;
      expect(resolveLive(world, geo.vertices, k, geo.flatBase)).toMatchObject({ z: 24, kind: Kind.FLAT, tex: geo.flatBase + nukage2 });
      floors++;
    }
    expect(floors).toBeGreaterThanOrEqual(3);
  });
});

describe.skipIf(!haveFreedoom)(`the atlas of a living map${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('holds every switch counterpart, every frame of the sprites things show and of those the game spawns (Freedoom E1M1)', () => {
    const world = loadWorld(loadStack(FREEDOOM1), 'E1M1');
    const atlas = buildAtlas(world);
    const used = usedPictures(world);
    let pairs = 0;
    for (let s = 0; s < world.sideCount; s++) {
      for (const t of [world.sideUpper[s], world.sideMiddle[s], world.sideLower[s]]) {
        if (t < 0 || world.switchPair[t] < 0) continue;
        pairs++;
        expect(atlas.rects[world.switchPair[t] * 4 + 2], `${world.textures[world.switchPair[t]].name} packed`).toBeGreaterThan(0);
      }
    }
    expect(pairs).toBeGreaterThan(0);
    const names = new Set<string>();
    for (let i = 0; i < world.thingCapacity * 8; i++) if (world.thingRotPic[i] >= 0) names.add(world.sprites[world.thingRotPic[i]].name.slice(0, 4));
    const mapNames = names.size;
    // Puffs, blood, rockets, plasma, fog, a barrel's explosion, a zombie's dropped clip: none on the map.
    for (const n of ['PUFF', 'BLUD', 'MISL', 'PLSS', 'TFOG', 'IFOG', 'BEXP', 'CLIP']) names.add(n);
    expect(names.size).toBeGreaterThan(mapNames + 4);
    let frames = 0;
    for (let s = 0; s < world.sprites.length; s++) {
      if (!names.has(world.sprites[s].name.slice(0, 4))) continue;
      frames++;
      expect(used.sprites[s]).toBe(1);
      expect(atlas.rects[(atlas.spriteBase + s) * 4 + 2]).toBe(world.sprites[s].width);
    }
    expect(frames).toBeGreaterThan(names.size); // animated things have more than one frame
  });
});

describe.skipIf(!existsSync(demoWad))('live portal openings', () => {
  it('give the opening the live heights of its sectors', () => {
    const world = loadWorld(loadStack(demoWad), 'MAP01');
    const geo = buildGeometry(world);
    const p = geo.portals[0];
    const zz = portalHeights(world, p, new Float64Array(2));
    expect([zz[0], zz[1]]).toEqual([p.zLo, p.zHi]);
    world.sectorCeilZ[p.sectors[0]] = p.zHi + 40;
    expect(portalHeights(world, p, zz)[1]).toBe(p.zHi + 40);
  });
});
