// Boom's rendering features on the CPU raycaster, on a map built here (tests/helpers/boom-scenes.ts):
// the World resolves the transfers and translucency at build, the simulation scrolls walls and flats
// through the live state, and golden pictures (looked at) pin what is drawn.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { Playsim } from '../../src/sim/playsim.js';
import { WorldSync } from '../../src/sim/world-sync.js';
import { Compat, COMPLEVEL_BOOM } from '../../src/sim/base/compat.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { computeTranmap } from '../../src/assets/tranmap.js';
import { readPlaypal } from '../../src/assets/palette.js';
import { testAssetLumps, testStack } from '../helpers/test-wad.js';
import { boomRoom, BOOM_ROOM, deepWaterRoom } from '../helpers/boom-scenes.js';
import { SectorView, viewColormap } from '../../src/render/sector-view.js';
import { mapLumps } from '../helpers/map-builder.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { compareGolden } from '../helpers/golden.js';

const W = 320, H = 200;

function render(world: ReturnType<typeof loadWorld>, tics: number, x = 40, y = 128, deg = 0, z = NaN): Uint32Array {
  const r = new CpuRenderer(world, W, H);
  const cam = makeCamera(x, y, (deg * Math.PI) / 180);
  cam.z = z;
  r.render(cam, tics);
  return r.fb.slice();
}

function golden(name: string, fb: Uint32Array): void {
  const g = compareGolden(name, W, H, fb, 0);
  expect(g.differing, `${name}: ${g.differing} pixels differ (max channel delta ${g.maxDelta}); see tests/output/${name}.actual.png`).toBe(0);
}

describe("Boom's rendering on the CPU raycaster", () => {
  const stack = testStack(boomRoom());

  it('resolves the light and sky transfers and the translucent line at build', () => {
    const w = loadWorld(stack, 'MAP01');
    expect(Array.from(w.sectorFloorLightFrom)).toEqual([0, 2, 2, 3]); // the pool (tag 1) from the box
    expect(Array.from(w.sectorCeilLightFrom)).toEqual([0, 1, 2, 3]);
    const skyPiece = w.linePieces[w.linePieceStart[2 * BOOM_ROOM.skyTransfer]];
    expect(Array.from(w.sectorSkySide)).toEqual([-1, -1, -1, skyPiece]);
    expect(Array.from(w.sectorSkyFlip)).toEqual([0, 0, 0, 0]); // 272: the map's sky's orientation
    expect(w.textures[w.sideUpper[skyPiece]].name).toBe('BRICK');
    const panel: number[] = [];
    for (let k = w.linePieceStart[2 * BOOM_ROOM.panel]; k < w.linePieceStart[2 * BOOM_ROOM.panel + 2]; k++) panel.push(w.linePieces[k]);
    expect(panel.length).toBeGreaterThanOrEqual(2);
    for (let s = 0; s < w.sideCount; s++) expect(w.sideTranslucency[s], `side ${s}`).toBe(panel.includes(s) ? 0 : -1);
    // No TRANMAP lump: the table composed from PLAYPAL.
    expect(w.tranmaps).toHaveLength(1);
    expect(w.tranmaps[0]).toEqual(computeTranmap(readPlaypal(stack)));
  });

  it('draws the translucent panel, the dark pool floor and the transferred sky at the start (golden)', () => {
    const w = loadWorld(stack, 'MAP01');
    const fb = render(w, 0);
    golden('boom-room-start', fb);
    // The sky hole's sky is the 272 line's BRICK, from near the west wall looking east.
    golden('boom-room-sky', render(w, 0, 16, 200, 0));
    // The panel is translucent: the same view with the line opaque differs there, and only there.
    const opaque = loadWorld(stack, 'MAP01');
    opaque.sideTranslucency.fill(-1);
    const fb2 = render(opaque, 0);
    let differ = 0;
    for (let i = 0; i < fb.length; i++) if (fb[i] !== fb2[i]) differ++;
    expect(differ).toBeGreaterThan(500);
    // The pool's floor takes the control box's light (80), not its own (176).
    const bright = loadWorld(stack, 'MAP01');
    bright.sectorFloorLightFrom[1] = 1;
    const fb3 = render(bright, 0);
    let lighter = 0;
    for (let i = 0; i < fb.length; i++) if (fb[i] !== fb3[i]) lighter++;
    expect(lighter).toBeGreaterThan(200);
  });

  it('scrolls the pool floor and the east wall as the simulation moves them (Boom rules; golden)', () => {
    const w = loadWorld(stack, 'MAP01');
    const ps = new Playsim(w, { skill: 3, compat: new Compat(COMPLEVEL_BOOM) });
    const cmd = new TicCmd();
    const sync = new WorldSync(ps);
    for (let t = 0; t < 20; t++) ps.tick(cmd.clear());
    sync.sync();
    // 251: 64 units of line along +y → 2 units a tic; 255: the wall's y offset (3) a tic, from 3.
    expect(w.sectorFloorXOff[1]).toBe(0);
    expect(w.sectorFloorYOff[1]).toBe(40);
    expect([w.sectorFloorYOff[0], w.sectorCeilXOff[1], w.sectorCeilYOff[1]]).toEqual([0, 0, 0]);
    const wall = w.linePieces[w.linePieceStart[2 * BOOM_ROOM.scrollWall]];
    expect(w.sideYOff[wall]).toBe(3 + 3 * 20);
    const fb = render(w, ps.leveltime);
    golden('boom-room-scrolled', fb);
    expect(fb).not.toEqual(render(loadWorld(stack, 'MAP01'), ps.leveltime));
  });
});

describe("Boom's deep water (242) on the CPU raycaster", () => {
  const stack = testStack(deepWaterRoom());

  it('draws the pool at the control sector\'s heights, and from under the surface its flats and light', () => {
    const w = loadWorld(stack, 'MAP01');
    expect(Array.from(w.sectorHeightSec)).toEqual([-1, 2, -1]);
    const sv = new SectorView(w);
    expect(sv.fake).toBe(true);
    const flat = (n: string): number => w.flats.findIndex((f) => f.name === n);
    // From the room (no control of its own): the pool's surface at the control's floor, its own flats.
    sv.update(0, 41);
    expect([sv.floorZ[1], sv.ceilZ[1], sv.floorFlat[1], sv.ceilFlat[1], sv.lightFrom[1]]).toEqual([-16, 128, flat('NUKAGE1'), flat('CEIL'), 1]);
    expect([sv.floorZ[0], sv.ceilZ[0], sv.floorZ[2]]).toEqual([0, 128, -16]);
    // From under the surface: the real floor, the surface (one 16.16 unit below it), the control's flats and light.
    sv.update(1, -80);
    expect([sv.floorZ[1], sv.ceilZ[1], sv.floorFlat[1], sv.ceilFlat[1], sv.lightFrom[1]]).toEqual([-128, -16 - 1 / 65536, flat('FLOOR'), flat('NUKAGE3'), 2]);
    // In the pool with the eye above the surface: as from the room.
    sv.update(1, 20);
    expect([sv.floorZ[1], sv.ceilZ[1], sv.floorFlat[1]]).toEqual([-16, 128, flat('NUKAGE1')]);
    golden('boom-water-above', render(w, 0));
    golden('boom-water-below', render(w, 0, 220, 128, 0, -80));
    // The lamp on the bottom is seen from under the water.
    const noLamp = loadWorld(stack, 'MAP01');
    noLamp.thingFace.fill(-1);
    expect(render(w, 0, 220, 128, 0, -80)).not.toEqual(render(noLamp, 0, 220, 128, 0, -80));
    // Raised until it sticks out of the water (foot -20, top +4), it is cut at the surface (Boom's
    // R_DrawSprite): from the room only rows above the surface's row at its depth (floor(100 + 57 ·
    // 160 / 260) = 135) show it; without the cut rows down to 137 would.
    const lamp = w.thingType.indexOf(2028);
    w.thingZ[lamp] = -20;
    const a = render(w, 0), b = render(noLamp, 0);
    let shown = 0, lowest = -1;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) { shown++; lowest = Math.max(lowest, Math.floor(i / W)); }
    expect(shown).toBeGreaterThan(10);
    expect(lowest).toBe(134);
  });

  it("sees the whole view through the control's lower colormap from under the surface (C_START lumps)", () => {
    // A colormap sending every index of every map to 0x70: under the water every pixel is that colour.
    const lumps = [...testAssetLumps(), { name: 'C_START', data: new Uint8Array(0) }, { name: 'WATERMAP', data: new Uint8Array(34 * 256).fill(0x70) },
      { name: 'C_END', data: new Uint8Array(0) }, ...mapLumps(deepWaterRoom('WATERMAP'))];
    const s = WadStack.fromBuffers([{ name: 'water.wad', bytes: writeWad('IWAD', lumps) }]);
    const w = loadWorld(s, 'MAP01');
    expect(w.boomColormaps).toHaveLength(1);
    expect(Array.from(w.sectorColormaps.subarray(6, 9))).toEqual([0, -1, -1]);
    expect(w.warnings.filter((m) => m.includes('WATERMAP'))).toEqual([]);
    expect(viewColormap(w, 1, -80)).toBe(0);
    expect(viewColormap(w, 1, 20)).toBe(-1);
    expect(viewColormap(w, 0, -80)).toBe(-1); // the room has no control sector
    const below = render(w, 0, 220, 128, 0, -80);
    const colour = w.palettes[0x70];
    expect(below.every((c) => c === colour)).toBe(true);
    // From above the surface the picture is the one without the colormap.
    expect(render(w, 0)).toEqual(render(loadWorld(stack, 'MAP01'), 0));
  });
});
