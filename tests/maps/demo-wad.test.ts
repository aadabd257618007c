// The built-in demo IWAD: container, palettes, colormaps, pictures, textures, flats, sprites, maps
// (decoding, geometry invariants, portals, things) and byte-for-byte determinism.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoWad, type DemoWad } from '../../maps/demo.js';
import { NO_SIDE, decodeMap, type MapData } from '../../src/mapdata/map-data.js';
import { readName } from '../../src/wad/wad-file.js';
import { WadStack } from '../../src/wad/wad-stack.js';

let wad: DemoWad;
let stack: WadStack;
let maps: MapData[];

beforeAll(() => {
  wad = buildDemoWad();
  stack = WadStack.fromBuffers([{ name: 'toom-demo.wad', bytes: wad.bytes }]);
  maps = stack.maps.map((m) => decodeMap(m));
});

function view(d: Uint8Array): DataView {
  return new DataView(d.buffer, d.byteOffset, d.byteLength);
}

/** Decodes a DOOM picture strictly: every offset in range, posts ≤ 128 and in order, 0xFF terminators. */
function decodePicture(d: Uint8Array): { width: number; height: number; left: number; top: number; opaque: Uint8Array; maxPost: number } {
  const v = view(d);
  const width = v.getInt16(0, true), height = v.getInt16(2, true);
  const left = v.getInt16(4, true), top = v.getInt16(6, true);
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  const opaque = new Uint8Array(width * height);
  let maxPost = 0;
  for (let x = 0; x < width; x++) {
    let p = v.getUint32(8 + 4 * x, true);
    expect(p).toBeGreaterThanOrEqual(8 + 4 * width);
    let lastEnd = -1;
    for (;;) {
      expect(p).toBeLessThan(d.length);
      const top = d[p];
      if (top === 0xff) break;
      const len = d[p + 1];
      expect(len).toBeGreaterThan(0);
      expect(top).toBeGreaterThanOrEqual(lastEnd);
      expect(top + len).toBeLessThanOrEqual(height);
      maxPost = Math.max(maxPost, len);
      for (let k = 0; k < len; k++) opaque[(top + k) * width + x] = 1;
      lastEnd = top + len;
      p += len + 4;
    }
  }
  return { width, height, left, top, opaque, maxPost };
}

function textures(): Map<string, { width: number; height: number; patches: string[] }> {
  const pn = stack.get('PNAMES').data;
  const names = Array.from({ length: view(pn).getInt32(0, true) }, (_, i) => readName(pn, 4 + 8 * i));
  const t = stack.get('TEXTURE1').data;
  const tv = view(t);
  const out = new Map<string, { width: number; height: number; patches: string[] }>();
  const n = tv.getInt32(0, true);
  for (let i = 0; i < n; i++) {
    const o = tv.getInt32(4 + 4 * i, true);
    const count = tv.getInt16(o + 20, true);
    const patches: string[] = [];
    for (let k = 0; k < count; k++) patches.push(names[tv.getInt16(o + 22 + 10 * k + 4, true)]);
    out.set(readName(t, o), { width: tv.getInt16(o + 12, true), height: tv.getInt16(o + 14, true), patches });
  }
  return out;
}

function portalPairs(m: MapData): [number, number, string[]][] {
  return (m.portalsText ?? '')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const w = l.split(/\s+/);
      expect(w[0]).toBe('portal');
      return [Number(w[1]), Number(w[2]), w.slice(3)];
    });
}

describe('container and colours', () => {
  it('is an IWAD with the lumps Toom.ts reads', () => {
    expect(stack.kind).toBe('IWAD');
    expect(String.fromCharCode(...wad.bytes.subarray(0, 4))).toBe('IWAD');
    for (const n of ['PLAYPAL', 'COLORMAP', 'TEXTURE1', 'PNAMES']) expect(stack.find(n), n).toBeDefined();
  });

  it('has 14 palettes: 0 with ramps, 1–8 redder, 9–12 yellower, 13 greener', () => {
    const p = stack.get('PLAYPAL').data;
    expect(p.length).toBe(14 * 768);
    expect([p[0], p[1], p[2]]).toEqual([0, 0, 0]);
    const distinct = new Set<number>();
    for (let i = 0; i < 256; i++) distinct.add((p[i * 3] << 16) | (p[i * 3 + 1] << 8) | p[i * 3 + 2]);
    expect(distinct.size).toBeGreaterThan(240);
    const avg = (pal: number, c: number) => {
      let s = 0;
      for (let i = 0; i < 256; i++) s += p[pal * 768 + i * 3 + c];
      return s / 256;
    };
    for (let k = 1; k <= 8; k++) expect(avg(k, 0) - avg(k, 1)).toBeGreaterThan(avg(k - 1, 0) - avg(k - 1, 1));
    expect(avg(12, 0) + avg(12, 1)).toBeGreaterThan(avg(0, 0) + avg(0, 1));
    expect(avg(13, 1) - avg(13, 0)).toBeGreaterThan(avg(0, 1) - avg(0, 0));
  });

  it('has 34 colormaps: identity, darker and darker, invulnerability greys, black', () => {
    const c = stack.get('COLORMAP').data;
    const p = stack.get('PLAYPAL').data;
    expect(c.length).toBe(34 * 256);
    for (let i = 0; i < 256; i++) expect(c[i]).toBe(i);
    const lum = (i: number) => 0.299 * p[i * 3] + 0.587 * p[i * 3 + 1] + 0.114 * p[i * 3 + 2];
    const mapLum = (m: number) => {
      let s = 0;
      for (let i = 0; i < 256; i++) s += lum(c[m * 256 + i]);
      return s / 256;
    };
    for (let m = 1; m < 32; m++) expect(mapLum(m)).toBeLessThanOrEqual(mapLum(m - 1));
    expect(mapLum(31)).toBeLessThan(mapLum(0) * 0.15);
    // Invulnerability: greys only, bright colours map to dark ones.
    for (let i = 0; i < 256; i++) {
      const g = c[32 * 256 + i];
      expect(p[g * 3]).toBe(p[g * 3 + 1]);
      expect(p[g * 3 + 1]).toBe(p[g * 3 + 2]);
    }
    expect(lum(c[32 * 256 + 1])).toBeLessThan(40); // white → near black
    for (let i = 0; i < 256; i++) expect(c[33 * 256 + i]).toBe(0);
  });
});

describe('pictures, textures, flats, sprites', () => {
  it('encodes every patch in the DOOM picture format; wall patches are solid, the grate has holes', () => {
    expect(stack.patches.size).toBeGreaterThanOrEqual(10);
    for (const [name, lump] of stack.patches) {
      const pic = decodePicture(lump.data);
      expect(pic.maxPost, name).toBeLessThanOrEqual(128);
      const covered = pic.opaque.reduce((a, b) => a + b, 0);
      if (name === 'WGRATE1') {
        expect(covered).toBeLessThan(pic.width * pic.height * 0.7);
        expect(covered).toBeGreaterThan(pic.width * pic.height * 0.2);
      } else expect(covered, name).toBe(pic.width * pic.height);
    }
  });

  it('writes a full 128-texel column as one post of 128', () => {
    const tall = decodePicture(stack.patches.get('WBRICK1')!.data);
    expect(tall.height).toBe(128);
    expect(tall.maxPost).toBe(128);
  });

  it('defines wall textures from existing patches; texture 0 is a placeholder; SKY1 is 256×128', () => {
    const t = textures();
    const names = [...t.keys()];
    expect(names[0]).toBe('AATOOM');
    for (const n of ['BRICK1', 'STONE1', 'METAL1', 'WOOD1', 'TECH1', 'DOOR1', 'STEP1', 'GRATE1', 'LITE1', 'TOOMSIGN', 'SKY1']) expect(t.has(n), n).toBe(true);
    expect(t.get('SKY1')).toMatchObject({ width: 256, height: 128 });
    expect(t.get('BRKLIT1')!.patches.length).toBe(3);
    for (const [name, tex] of t) for (const p of tex.patches) expect(stack.patches.has(p), `${name} uses ${p}`).toBe(true);
  });

  it('has 64×64 flats between F_START and F_END, NUKAGE1..3 in order, F_SKY1', () => {
    for (const [name, l] of stack.flats) expect(l.data.length, name).toBe(4096);
    expect(stack.flats.has('F_SKY1')).toBe(true);
    const order = wad.lumps.map((l) => l.name);
    const i = order.indexOf('NUKAGE1');
    expect(order.slice(i, i + 3)).toEqual(['NUKAGE1', 'NUKAGE2', 'NUKAGE3']);
    expect(i).toBeGreaterThan(order.indexOf('F_START'));
    expect(i + 2).toBeLessThan(order.indexOf('F_END'));
    expect(stack.flats.get('NUKAGE1')!.data).not.toEqual(stack.flats.get('NUKAGE2')!.data);
  });

  it('has sprites with transparency under DOOM names, monsters with rotations (mirrored pairs)', () => {
    const names = [...stack.sprites.keys()];
    for (const n of ['POSSA1', 'POSSA2A8', 'POSSA3A7', 'POSSA4A6', 'POSSA5', 'POSSB1', 'TROOA1', 'TROOB2B8', 'TROOE3E7', 'TROOF4F6', 'TROOG5', 'BAL1A0', 'BAL1E0', 'BAR1A0', 'BAR1B0', 'COLUA0', 'ELECA0', 'TRE2A0', 'TBLUA0', 'CANDA0']) {
      expect(names, n).toContain(n);
    }
    for (const [name, l] of stack.sprites) {
      const pic = decodePicture(l.data);
      const covered = pic.opaque.reduce((a, b) => a + b, 0);
      expect(covered, name).toBeGreaterThan(0);
      expect(covered, name).toBeLessThan(pic.width * pic.height);
      // The foot point lies on the picture: centred-ish, bottom row (a missile's is its middle).
      expect(pic.left, name).toBeGreaterThan(0);
      expect(pic.left, name).toBeLessThan(pic.width);
      if (name.startsWith('BAL1')) expect(Math.abs(2 * pic.top - pic.height), name).toBeLessThanOrEqual(2);
      else expect(Math.abs(pic.top - pic.height), name).toBeLessThanOrEqual(4);
    }
  });
});

describe('maps', () => {
  const SPRITE_OF: Record<number, string> = { 3004: 'POSS', 3001: 'TROO', 2035: 'BAR1', 2028: 'COLU', 48: 'ELEC', 54: 'TRE2', 44: 'TBLU', 34: 'CAND' };

  it('has at least three MAPxx maps that decode without warnings', () => {
    expect(maps.map((m) => m.name)).toEqual(['MAP01', 'MAP02', 'MAP03', 'MAP04']);
    for (const m of maps) {
      expect(m.warnings, m.name).toEqual([]);
      expect(m.format).toBe('doom');
      expect(m.linedefs.length).toBeGreaterThan(50);
      for (const n of ['THINGS', 'LINEDEFS', 'SIDEDEFS', 'VERTEXES', 'SECTORS', 'PORTALS']) expect(stack.map(m.name).lumps.has(n), `${m.name} ${n}`).toBe(true);
    }
  });

  it('uses only textures from TEXTURE1 and flats from F_START..F_END', () => {
    const t = textures();
    for (const m of maps) {
      for (const s of m.sidedefs) for (const n of [s.upper, s.lower, s.middle]) if (n !== '-') expect(t.has(n), `${m.name} texture ${n}`).toBe(true);
      for (const s of m.sectors) for (const n of [s.floorFlat, s.ceilingFlat]) expect(stack.flats.has(n), `${m.name} flat ${n}`).toBe(true);
    }
  });

  it('has a player 1 start in each map and sprites for every other thing', () => {
    for (const m of maps) {
      expect(m.things.filter((t) => t.type === 1), m.name).toHaveLength(1);
      for (const t of m.things) {
        if (t.type === 1) continue;
        const s = SPRITE_OF[t.type];
        expect(s, `${m.name} thing type ${t.type}`).toBeDefined();
        expect([...stack.sprites.keys()].some((n) => n.startsWith(s + 'A')), s).toBe(true);
      }
    }
  });

  it('has closed sectors: each sector\'s sides form loops', () => {
    for (const m of maps) {
      const balance = new Map<string, number>();
      const add = (sector: number, from: number, to: number) => {
        balance.set(`${sector}:${from}`, (balance.get(`${sector}:${from}`) ?? 0) + 1);
        balance.set(`${sector}:${to}`, (balance.get(`${sector}:${to}`) ?? 0) - 1);
      };
      for (const l of m.linedefs) {
        add(m.sidedefs[l.right].sector, l.v1, l.v2);
        if (l.left !== NO_SIDE) add(m.sidedefs[l.left].sector, l.v2, l.v1);
      }
      for (const [k, v] of balance) expect(v, `${m.name} sector:vertex ${k}`).toBe(0);
      const used = new Set(m.sidedefs.map((s) => s.sector));
      expect(used.size, m.name).toBe(m.sectors.length);
    }
  });

  it('has no crossing, overlapping, zero-length or duplicated lines and no duplicate vertices', () => {
    for (const m of maps) {
      const V = m.vertices;
      const keys = new Set<string>();
      for (let i = 0; i < V.length / 2; i++) keys.add(`${V[i * 2]},${V[i * 2 + 1]}`);
      expect(keys.size).toBe(V.length / 2);
      const pairs = new Set<string>();
      const o = (a: number, b: number, c: number) => (V[b * 2] - V[a * 2]) * (V[c * 2 + 1] - V[a * 2 + 1]) - (V[b * 2 + 1] - V[a * 2 + 1]) * (V[c * 2] - V[a * 2]);
      m.linedefs.forEach((l, i) => {
        expect(l.v1).not.toBe(l.v2);
        const k = `${Math.min(l.v1, l.v2)}-${Math.max(l.v1, l.v2)}`;
        expect(pairs.has(k), `${m.name} linedef ${i}`).toBe(false);
        pairs.add(k);
        for (let j = i + 1; j < m.linedefs.length; j++) {
          const n = m.linedefs[j];
          const shared = l.v1 === n.v1 || l.v1 === n.v2 || l.v2 === n.v1 || l.v2 === n.v2;
          const o1 = o(l.v1, l.v2, n.v1), o2 = o(l.v1, l.v2, n.v2), o3 = o(n.v1, n.v2, l.v1), o4 = o(n.v1, n.v2, l.v2);
          if (o1 === 0 && o2 === 0) {
            // Collinear: their extents along the line may only touch.
            const ax = V[l.v1 * 2], ay = V[l.v1 * 2 + 1], dx = V[l.v2 * 2] - ax, dy = V[l.v2 * 2 + 1] - ay;
            const t = (v: number) => (V[v * 2] - ax) * dx + (V[v * 2 + 1] - ay) * dy;
            const lo = Math.max(0, Math.min(t(n.v1), t(n.v2))), hi = Math.min(dx * dx + dy * dy, Math.max(t(n.v1), t(n.v2)));
            expect(hi - lo, `${m.name} linedefs ${i} and ${j} overlap`).toBeLessThanOrEqual(0);
          } else if (!shared) {
            const cross = o1 * o2 <= 0 && o3 * o4 <= 0;
            expect(cross, `${m.name} linedefs ${i} and ${j} cross or touch`).toBe(false);
          }
        }
      });
    }
  });

  it('links one-sided lines of equal length and equal opening in PORTALS', () => {
    const expected: Record<string, number> = { MAP01: 3, MAP02: 1, MAP03: 3, MAP04: 4 };
    for (const m of maps) {
      const pairs = portalPairs(m);
      expect(pairs, m.name).toHaveLength(expected[m.name]);
      const seen = new Set<number>();
      for (const [a, b, flags] of pairs) {
        expect(flags).toEqual([]);
        for (const l of [a, b]) {
          expect(l).toBeLessThan(m.linedefs.length);
          expect(m.linedefs[l].left, `${m.name} portal line ${l}`).toBe(NO_SIDE);
          expect(seen.has(l)).toBe(false);
          seen.add(l);
        }
        const len = (i: number) => {
          const l = m.linedefs[i];
          return Math.hypot(m.vertices[l.v2 * 2] - m.vertices[l.v1 * 2], m.vertices[l.v2 * 2 + 1] - m.vertices[l.v1 * 2 + 1]);
        };
        expect(len(a)).toBe(len(b));
        const open = (i: number) => {
          const s = m.sectors[m.sidedefs[m.linedefs[i].right].sector];
          return s.ceilingZ - s.floorZ;
        };
        expect(open(a)).toBe(open(b));
      }
    }
  });

  it('puts MAP01\'s portals where the showcase needs them', () => {
    const m = wad.maps[0];
    const sector = (name: string) => m.sectors[m.sidedefs[m.linedefs[m.names.get(name)!].right].sector];
    // (a) the hut door leads into the hall; (b) the corridor ends; (c) landings at 64 and 128.
    expect(m.portals.map((p) => [p.nameA, p.nameB])).toEqual([['loopN', 'loopS'], ['stairsUp', 'stairsTop'], ['hutDoor', 'hallDoor']]);
    expect(sector('stairsUp').floor).toBe(64);
    expect(sector('stairsTop').floor).toBe(128);
    expect(sector('hutDoor').ceilFlat).toBe('F_SKY1');
    // The variety the showcase promises.
    const d = maps[0];
    expect(new Set(d.sectors.map((s) => s.floorZ)).size).toBeGreaterThan(8);
    expect(new Set(d.sectors.map((s) => s.ceilingZ)).size).toBeGreaterThan(4);
    expect(new Set(d.sectors.map((s) => s.light)).size).toBeGreaterThan(6);
    expect(d.sectors.some((s) => s.floorFlat === 'NUKAGE1')).toBe(true);
    expect(d.sectors.some((s) => s.ceilingFlat === 'F_SKY1')).toBe(true);
    expect(d.linedefs.some((l) => l.left !== NO_SIDE && d.sidedefs[l.right].middle === 'GRATE1')).toBe(true);
    const start = d.things.find((t) => t.type === 1)!;
    expect([start.x, start.y, start.angle]).toEqual([512, 160, 90]);
  });
});

describe('determinism', () => {
  it('builds the same bytes twice', () => {
    const again = buildDemoWad();
    expect(again.bytes.length).toBe(wad.bytes.length);
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(wad.bytes))).toBe(0);
  });
});
