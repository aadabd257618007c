// The pick under a pixel: exact linedef, side, part, texture, flat and thing on a self-built map, the
// same through a portal, and agreement with what the renderer draws there (the texel colour).
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { makeCamera } from '../../src/render/camera.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { PART_LOWER, PART_MIDDLE, PART_UPPER, PICK_CEILING, PICK_FLOOR, PICK_SKY, PICK_THING, PICK_WALL, Picker, describePick } from '../../src/render/cpu/pick.js';
import { testStack } from '../helpers/test-wad.js';
import { twoRooms } from '../helpers/scenes.js';
import { pickRooms } from '../helpers/pick-map.js';

const W = 320, H = 200;

describe('pick under a pixel', () => {
  it('walls: linedef, side, part and texture; flats with heights (two rooms, a step and a grate)', () => {
    const world = loadWorld(testStack(twoRooms()), 'MAP01');
    const p = new Picker(world);
    const cam = makeCamera(40, 128, 0);
    // Looking east at line 3 from room A: its back side. Eye 41, focal 160, depth 216:
    // ceiling 128 above row 35.5, upper (next ceiling 96) to row 59.3, lower (next floor 24) from 112.6, floor 0 from 130.4.
    let r = p.pick(cam, W, H, 160, 10);
    expect([r.kind, r.sector]).toEqual([PICK_CEILING, 0]);
    expect(world.flats[r.flat].name).toBe('CEIL');
    r = p.pick(cam, W, H, 160, 45);
    expect([r.kind, r.line, r.back, r.part, r.sector, world.textures[r.texture].name]).toEqual([PICK_WALL, 3, 1, PART_UPPER, 0, 'BRICK']);
    expect(r.depth).toBeCloseTo(216, 6);
    r = p.pick(cam, W, H, 160, 120);
    expect([r.kind, r.line, r.back, r.part, world.textures[r.texture].name]).toEqual([PICK_WALL, 3, 1, PART_LOWER, 'METAL']);
    r = p.pick(cam, W, H, 160, 150);
    expect([r.kind, r.sector, world.flats[r.flat].name]).toEqual([PICK_FLOOR, 0, 'FLOOR']);
    expect(describePick(world, r)).toBe('floor FLOOR  sector 0 floor 0 ceil 128');
    // Through the window (rows 60..112): the grate where it is opaque, else what is behind it:
    // room B's sky ceiling (96), its far wall (line 5, METAL), its nukage floor (24).
    const kinds = (xs: number[], ys: number[]): string[] => {
      const seen = new Set<string>();
      for (const x of xs) for (const y of ys) {
        r = p.pick(cam, W, H, x, y);
        seen.add(r.kind === PICK_WALL ? `${r.line}:${r.part}:${world.textures[r.texture].name}` : r.kind === PICK_SKY ? 'sky' : r.kind === PICK_FLOOR ? `floor:${world.flats[r.flat].name}` : `${r.kind}`);
      }
      return [...seen].sort();
    };
    const range = (a: number, b: number): number[] => Array.from({ length: b - a }, (_, i) => a + i);
    expect(kinds(range(140, 180), [70])).toEqual(['3:1:GRATE', 'sky']);
    expect(kinds([162], range(60, 113))).toEqual(['3:1:GRATE', '5:1:METAL', 'floor:NUKAGE1', 'sky']);
  });

  it('agrees with the picture: every picked wall or flat pixel is a lit texel of what the pick names', () => {
    const world = loadWorld(testStack(twoRooms()), 'MAP01');
    const p = new Picker(world);
    const r = new CpuRenderer(world, W, H);
    const cam = makeCamera(40, 128, 0.3);
    r.render(cam, 0);
    // The colours a picture can show: any colormap of its palette indices.
    const colours = (pixels: Uint8Array): Set<number> => {
      const set = new Set<number>();
      for (const i of new Set(pixels)) for (let c = 0; c < 34; c++) set.add(world.lit[(c << 8) | i]);
      return set;
    };
    const texColours = world.textures.map((t) => colours(t.pixels));
    const flatColours = world.flats.map((f) => colours(f.pixels));
    let checked = 0, wrong = 0;
    for (let x = 0; x < W; x += 5) {
      for (let y = 0; y < H; y += 3) {
        const k = p.pick(cam, W, H, x, y);
        const px = r.fb[y * W + x];
        if (k.kind === PICK_WALL && k.part !== PART_MIDDLE) { checked++; if (!texColours[k.texture].has(px)) wrong++; }
        else if (k.kind === PICK_WALL && world.textures[k.texture].name !== 'GRATE') { checked++; if (!texColours[k.texture].has(px)) wrong++; }
        else if (k.kind === PICK_FLOOR || k.kind === PICK_CEILING) { checked++; if (!flatColours[k.flat].has(px)) wrong++; }
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(wrong).toBe(0);
  });

  it('things: the lamp in front of the wall', () => {
    const world = loadWorld(testStack(pickRooms()), 'MAP01');
    const p = new Picker(world);
    // From (64, 128) the lamp at (128, 40) is at angle atan2(-88, 64).
    const cam = makeCamera(64, 128, Math.atan2(-88, 64));
    const r = p.pick(cam, W, H, 160, 140);
    expect([r.kind, r.thingType, r.sector]).toEqual([PICK_THING, 2028, 0]);
    expect(world.thingX[r.thing]).toBe(128);
    expect(r.depth).toBeCloseTo(Math.hypot(88, 64), 6);
  });

  it('through a portal: the wall of the room behind it, and the portal count', () => {
    const plain = new Picker(loadWorld(testStack(pickRooms()), 'MAP01'));
    const cam = makeCamera(128, 128, 0);
    let r = plain.pick(cam, W, H, 160, 100);
    expect([r.kind, r.line, r.back, r.part, r.portals]).toEqual([PICK_WALL, 2, 0, PART_MIDDLE, 0]);
    const world = loadWorld(testStack(pickRooms('portal 2 4\n')), 'MAP01');
    const p = new Picker(world);
    r = p.pick(cam, W, H, 160, 100);
    expect([r.kind, r.line, r.back, r.part, r.sector, r.portals]).toEqual([PICK_WALL, 6, 0, PART_MIDDLE, 1, 1]);
    expect(world.textures[r.texture].name).toBe('METAL');
    // 128 to the portal, 256 across room B.
    expect(r.depth).toBeCloseTo(384, 6);
    expect(describePick(world, r)).toBe('line 6 front  middle METAL  sector 1 floor 16 ceil 160  (through 1 portal)');
    // Room B's floor, seen through the portal low in the view.
    r = p.pick(cam, W, H, 160, 140);
    expect([r.kind, r.sector, world.flats[r.flat].name, r.portals]).toEqual([PICK_FLOOR, 1, 'NUKAGE1', 1]);
  });
});
