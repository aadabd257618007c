// The GPU path follows the living world: headless Chromium (WebGL2 on SwiftShader) runs the
// simulation (tests/gpu/live-page.ts, bundled here) and renders the one World's live state with both
// paths while a door opens, a lift lowers, a sector glows and a wall scrolls (a map built here), and
// while Freedoom E1M1's first door opens and a switch flips. Every picture agrees ≥ 99 % with the
// CPU raycaster's; the scene must change enough between tics that a GPU path frozen at the build
// would fail (checked on the CPU pictures themselves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { writeWad } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import type { World } from '../../src/world/world.js';
import { agreement, diffImage } from '../../src/render/compare.js';
import { writePng } from '../../tools/png.js';
import { OUTPUT_DIR } from '../helpers/golden.js';
import { lineSpecial } from '../../src/defs/doom/line-specials.js';
import { BT_USE } from '../../src/sim/base/ticcmd.js';
import { testAssetLumps } from '../helpers/test-wad.js';
import { spectreRoom } from '../helpers/scenes.js';
import { boomRoom, deepWaterRoom } from '../helpers/boom-scenes.js';
import { COMPLEVEL_BOOM, COMPLEVEL_DOOM2, COMPLEVEL_MBF } from '../../src/sim/base/compat.js';
import { mapLumps, type TestMap } from '../helpers/map-builder.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { haveChromium, noChromiumReason } from '../web/web-harness.js';
import { CHROMIUM, GPU_CHROMIUM_ARGS, cameraPath } from '../../bench/browser.js';
import { projectRoot } from '../../tools/load.js';
import type { LiveApi, LiveCompare, LiveView } from './live-page.js';
import { VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_PALETTE, VIEW_SHADOW } from '../../src/world/live-state.js';

const MIN_AGREEMENT = 0.99;
const W = 640, H = 400;
const ORIGIN = 'http://toom.test';

/**
 * Room A (x 0..256) and room B (x 288..576) joined by a closed manual door (sector 1, lines 4 and 10,
 * special 1); in room B a lift (sector 3, floor 120, tag 1) lowered by the W1 line (special 10) across
 * room A at x = 160; room B glows (special 8) and its far wall scrolls (special 48). The player starts
 * at (200, 128) facing the door, 56 units from it.
 */
export function doorLiftMap(): TestMap {
  const TS = 0x4; // ML_TWOSIDED
  return {
    name: 'MAP01',
    vertices: [
      [0, 0], [0, 256], [256, 256], [256, 160], [256, 96], [256, 0], [288, 160], [288, 96],
      [288, 256], [576, 256], [576, 0], [288, 0], [448, 96], [448, 160], [512, 160], [512, 96], [160, 256], [160, 0],
    ],
    lines: [
      { v1: 0, v2: 1, right: 0 }, { v1: 1, v2: 16, right: 1 }, { v1: 16, v2: 2, right: 2 }, { v1: 2, v2: 3, right: 3 },
      { v1: 3, v2: 4, right: 4, left: 5, flags: TS, special: 1 },
      { v1: 4, v2: 5, right: 6 }, { v1: 5, v2: 17, right: 7 }, { v1: 17, v2: 0, right: 8 },
      { v1: 3, v2: 6, right: 9, flags: 1 | 0x10 }, { v1: 7, v2: 4, right: 10, flags: 1 | 0x10 },
      { v1: 7, v2: 6, right: 11, left: 12, flags: TS, special: 1 },
      { v1: 6, v2: 8, right: 13 }, { v1: 8, v2: 9, right: 14 }, { v1: 9, v2: 10, right: 15, special: 48 },
      { v1: 10, v2: 11, right: 16 }, { v1: 11, v2: 7, right: 17 },
      { v1: 12, v2: 15, right: 18, left: 19, flags: TS }, { v1: 15, v2: 14, right: 20, left: 21, flags: TS },
      { v1: 14, v2: 13, right: 22, left: 23, flags: TS }, { v1: 13, v2: 12, right: 24, left: 25, flags: TS },
      { v1: 16, v2: 17, right: 26, left: 27, flags: TS, special: 10, tag: 1 },
    ],
    sides: [
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 },
      { upper: 'METAL', sector: 0 }, { sector: 1 },
      { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 }, { middle: 'BRICK', sector: 0 },
      { middle: 'METAL', sector: 1 }, { middle: 'METAL', sector: 1 },
      { upper: 'METAL', sector: 2 }, { sector: 1 },
      { middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2, x: 8 },
      { middle: 'BRICK', sector: 2 }, { middle: 'BRICK', sector: 2 },
      { lower: 'METAL', sector: 2 }, { sector: 3 }, { lower: 'METAL', sector: 2 }, { sector: 3 },
      { lower: 'METAL', sector: 2 }, { sector: 3 }, { lower: 'METAL', sector: 2 }, { sector: 3 },
      { sector: 0 }, { sector: 0 },
    ],
    sectors: [
      { floor: 0, ceil: 128, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 192 },
      { floor: 0, ceil: 0, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 160 },
      { floor: 0, ceil: 200, floorFlat: 'FLOOR', ceilFlat: 'CEIL', light: 208, special: 8 },
      { floor: 120, ceil: 200, floorFlat: 'NUKAGE1', ceilFlat: 'CEIL', light: 176, tag: 1 },
    ],
    things: [{ x: 200, y: 128, angle: 0, type: 1 }],
  };
}

/** The ABGR pictures of the page's last compare. */
async function pictures(page: Page): Promise<{ cpu: Uint32Array; gpu: Uint32Array }> {
  const p = await page.evaluate(() => (window as unknown as { live: LiveApi }).live.pictures());
  const dec = (s: string): Uint32Array => { const b = Buffer.from(s, 'base64'); return new Uint32Array(b.buffer, b.byteOffset, b.byteLength >> 2); };
  return { cpu: dec(p.cpu), gpu: dec(p.gpu) };
}

type Api = { live: LiveApi };
const playerX = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as Api).live.player().x);
const sector = (page: Page, s: number): Promise<ReturnType<LiveApi['sector']>> => page.evaluate((k) => (window as unknown as Api).live.sector(k), s);
const side = (page: Page, s: number): Promise<ReturnType<LiveApi['side']>> => page.evaluate((k) => (window as unknown as Api).live.side(k), s);

/**
 * Opens tests/gpu/live-page.ts (bundled) in Chromium at ORIGIN, serving `files` by path besides the
 * page and its script; Freedoom 1 is read when the page first asks for /freedoom1.wad.
 */
async function openLivePage(files: Map<string, Uint8Array>): Promise<{ browser: Browser; page: Page }> {
  const bundle = await build({
    entryPoints: [join(projectRoot(), 'tests/gpu/live-page.ts')], bundle: true, platform: 'browser', format: 'esm',
    target: 'es2022', write: false, logLevel: 'warning',
  });
  files.set('/live.js', bundle.outputFiles[0].contents);
  files.set('/', new TextEncoder().encode('<!doctype html><meta charset="utf-8"><script type="module" src="/live.js"></script>'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: GPU_CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    let body = files.get(path);
    if (!body && path === '/freedoom1.wad') files.set(path, (body = readFileSync(FREEDOOM1)));
    if (!body) return route.fulfill({ status: 404, body: 'not found' });
    const type = path.endsWith('.js') ? 'text/javascript' : path === '/' ? 'text/html' : 'application/octet-stream';
    return route.fulfill({ status: 200, contentType: type, body: Buffer.from(body) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'live' in window);
  return { browser, page };
}

async function compare(page: Page, view: LiveView | null, repeat = 1): Promise<LiveCompare> {
  return page.evaluate(([v, r]) => (window as unknown as { live: LiveApi }).live.compare(v, r), [view, repeat] as const);
}

async function tick(page: Page, forward: number, buttons: number, n: number): Promise<void> {
  await page.evaluate(([f, b, k]) => (window as unknown as { live: LiveApi }).live.tick(f, 0, 0, b, k), [forward, buttons, n] as const);
}

describe.skipIf(!haveChromium)(`the GPU path on a moving world${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let browser: Browser;
  let page: Page;
  const files = new Map<string, Uint8Array>();

  beforeAll(async () => {
    files.set('/test.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(doorLiftMap())]));
    ({ browser, page } = await openLivePage(files));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('agrees with the CPU path while a door opens, a lift lowers, a sector glows and a wall scrolls', async () => {
    await page.evaluate(([w, h]) => (window as unknown as { live: LiveApi }).live.load(['/test.wad'], 'MAP01', w, h), [W, H] as const);
    const world = loadWorld(WadStack.fromBuffers([{ name: 'test.wad', bytes: files.get('/test.wad')! }]), 'MAP01');
    const scroller = world.linePieces[world.linePieceStart[13 * 2]];
    const doorView: LiveView = { x: 236, y: 116, angle: 0.15 };
    const still = await compare(page, null);
    expect(still.agreement, `tic 0: agreement ${still.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    const cpu0 = (await pictures(page)).cpu.slice();
    await compare(page, doorView);
    const door0 = (await pictures(page)).cpu.slice();

    // Use the door, then back off over the W1 line that lowers the lift.
    await tick(page, 0, BT_USE, 1);
    for (let k = 0; k < 60 && (await playerX(page)) >= 150; k++) await tick(page, -25, 0, 1);
    await tick(page, 0, 0, 1);
    let doorMoving = 0, liftMoving = 0, changedMost = 1;
    const lights = new Set<number>();
    for (let snap = 0; snap < 5; snap++) {
      await tick(page, 0, 0, 8);
      const door = await sector(page, 1);
      const lift = await sector(page, 3);
      const room = await sector(page, 2);
      if (door.ceil > 0 && door.ceil < 124) doorMoving++;
      if (lift.floor > 0 && lift.floor < 120) liftMoving++;
      lights.add(room.light);
      for (const view of [null, doorView]) {
        const r = await compare(page, view);
        const state = `tic ${r.tic}: door ceiling ${door.ceil}, lift floor ${lift.floor}, light ${room.light}, view ${JSON.stringify(view)}`;
        expect(r.agreement, `${state}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
        // The scene moved: the CPU picture is not the one of tic 0 (a frozen GPU path would disagree).
        const moved = agreement((await pictures(page)).cpu, view ? door0 : cpu0);
        if (moved < changedMost) changedMost = moved;
      }
    }
    expect(doorMoving, 'snapshots with the door between closed and open').toBeGreaterThanOrEqual(2);
    expect(liftMoving, 'snapshots with the lift between top and bottom').toBeGreaterThanOrEqual(1);
    expect(lights.size, 'the glowing sector changes light').toBeGreaterThanOrEqual(3);
    expect(changedMost, 'the pictures change by more than the agreement margin').toBeLessThan(0.9);
    const scroll = await side(page, scroller);
    expect(scroll.uDest, 'the far wall scrolled').not.toBe(world.sideUDest[scroller]);
  }, 120_000);

  it("agrees with the CPU path on Boom's rendering: translucency, light and sky transfers, scrolling walls and flats", async () => {
    files.set('/boom.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(boomRoom())]));
    await page.evaluate(([w, h, c]) => (window as unknown as { live: LiveApi }).live.load(['/boom.wad'], 'MAP01', w, h, c), [W, H, COMPLEVEL_BOOM] as const);
    const views: (LiveView | null)[] = [null, { x: 16, y: 200, angle: 0 }, { x: 200, y: 150, angle: 0 }, { x: 300, y: 40, angle: 1.2 }, { x: 160, y: 200, angle: 0.3 }];
    const out = join(OUTPUT_DIR, 'gpu-boom');
    const first: Uint32Array[] = [];
    for (const [tics, label] of [[0, 'start'], [20, 'scrolled']] as const) {
      if (tics > 0) await tick(page, 0, 0, tics);
      for (let v = 0; v < views.length; v++) {
        const r = await compare(page, views[v]);
        const { cpu, gpu } = await pictures(page);
        writePng(join(out, `${label}-${v}-cpu.png`), W, H, cpu, [], true);
        writePng(join(out, `${label}-${v}-gpu.png`), W, H, gpu, [], true);
        const diff = new Uint32Array(W * H);
        diffImage(cpu, gpu, diff);
        writePng(join(out, `${label}-${v}-diff.png`), W, H, diff, [], true);
        expect(r.agreement, `${label} view ${v} ${JSON.stringify(views[v])}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
        if (tics === 0) first.push(cpu.slice());
        else if (v === 0) expect(agreement(cpu, first[0], 0), 'the scrollers moved the picture').toBeLessThan(1);
      }
    }
  }, 180_000);

  it("agrees with the CPU path on Boom's deep water (242) from above and from under the surface", async () => {
    files.set('/water.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(deepWaterRoom())]));
    await page.evaluate(([w, h, c]) => (window as unknown as { live: LiveApi }).live.load(['/water.wad'], 'MAP01', w, h, c), [W, H, COMPLEVEL_BOOM] as const);
    const out = join(OUTPUT_DIR, 'gpu-boom');
    const views: LiveView[] = [{ x: 40, y: 128, angle: 0 }, { x: 220, y: 128, angle: 0, z: -80 }, { x: 300, y: 100, angle: 2.5, z: -100 },
      { x: 300, y: 100, angle: 2.5, z: -10 }];
    for (let v = 0; v < views.length; v++) {
      const r = await compare(page, views[v]);
      const { cpu, gpu } = await pictures(page);
      writePng(join(out, `water-${v}-cpu.png`), W, H, cpu, [], true);
      writePng(join(out, `water-${v}-gpu.png`), W, H, gpu, [], true);
      expect(r.agreement, `water view ${v} ${JSON.stringify(views[v])}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    }
    // A Boom colormap under the water (C_START lump, every index to 0x70): both paths draw the view
    // through it, the weapon too.
    files.set('/water-cm.wad', writeWad('IWAD', [...testAssetLumps(), { name: 'C_START', data: new Uint8Array(0) },
      { name: 'WATERMAP', data: new Uint8Array(34 * 256).fill(0x70) }, { name: 'C_END', data: new Uint8Array(0) }, ...mapLumps(deepWaterRoom('WATERMAP'))]));
    await page.evaluate(([w, h, c]) => (window as unknown as { live: LiveApi }).live.load(['/water-cm.wad'], 'MAP01', w, h, c), [W, H, COMPLEVEL_BOOM] as const);
    for (const view of [views[1], views[3]]) {
      const r = await compare(page, view);
      expect(r.agreement, `colormap ${JSON.stringify(view)}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    }
    const { gpu } = await pictures(page);
    expect(gpu.some((c) => c !== gpu[0]), 'above the surface: the usual colours').toBe(true);
    await compare(page, views[1]);
    const under = (await pictures(page)).gpu;
    expect(under.every((c) => c === under[0]), 'under the surface: every pixel through the colormap').toBe(true);
    // A control sector with a sky ceiling, seen from above the water (under it Boom closes the pool
    // into a sheet at the surface drawn from below, which the GPU's one-sided planes do not show).
    files.set('/water-sky.wad', writeWad('IWAD', [...testAssetLumps(), ...mapLumps(deepWaterRoom(undefined, 'F_SKY1'))]));
    await page.evaluate(([w, h, c]) => (window as unknown as { live: LiveApi }).live.load(['/water-sky.wad'], 'MAP01', w, h, c), [W, H, COMPLEVEL_BOOM] as const);
    for (const view of [views[0], views[3]]) {
      const r = await compare(page, view);
      expect(r.agreement, `sky control ${JSON.stringify(view)}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    }
  }, 180_000);

  // test:full: the self-built map above covers each kind of change in `npm test`.
  it.runIf(FULL && haveFreedoom)(`follows Freedoom E1M1's first door opening and a switch flipping${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await page.evaluate(([w, h]) => (window as unknown as { live: LiveApi }).live.load(['/freedoom1.wad'], 'E1M1', w, h), [W, H] as const);
    const world = loadWorld(WadStack.fromBuffers([{ name: 'freedoom1.wad', bytes: readFileSync(FREEDOOM1) }]), 'E1M1');
    // The first closed manual door (DR, special 1) and a switch line whose front texture flips.
    const door = findLine(world, (l) => world.lineSpecial[l] === 1 && world.lineBack[l] >= 0
      && world.sectorCeilZ[world.lineBack[l]] === world.sectorFloorZ[world.lineBack[l]]);
    expect(door, 'E1M1 has a closed DR door').toBeGreaterThanOrEqual(0);
    const doorSector = world.lineBack[door];
    await page.evaluate(([x, y, a]) => (window as unknown as { live: LiveApi }).live.place(x, y, a), standBefore(world, door, 40));
    const r0 = await compare(page, null);
    expect(r0.agreement, `before: ${r0.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    const before = (await pictures(page)).cpu.slice();
    await tick(page, 0, BT_USE, 1);
    for (const n of [20, 20, 40]) {
      await tick(page, 0, 0, n);
      const sec = await sector(page, doorSector);
      const r = await compare(page, null);
      expect(r.agreement, `tic ${r.tic}, door ceiling ${sec.ceil}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
      expect(sec.ceil).toBeGreaterThan(world.sectorFloorZ[doorSector]);
    }
    expect(agreement((await pictures(page)).cpu, before), 'the open door changes the picture').toBeLessThan(0.9);

    const sw = findLine(world, (l) => {
      const def = lineSpecial(world.lineSpecial[l]);
      if (!def || def.trigger !== 'switch' || def.actions.some((a) => a.startsWith('exit'))) return false;
      const s = world.linePieces[world.linePieceStart[l * 2]];
      return s !== undefined && [world.sideUpper[s], world.sideMiddle[s], world.sideLower[s]].some((t) => t >= 0 && world.switchPair[t] >= 0);
    });
    if (sw < 0) return; // no switch on this map (Freedoom's E1M1 has one; keep the door check regardless)
    const piece = world.linePieces[world.linePieceStart[sw * 2]];
    await page.evaluate(([x, y, a]) => (window as unknown as { live: LiveApi }).live.place(x, y, a), standBefore(world, sw, 40));
    const tex0 = await side(page, piece);
    await tick(page, 0, BT_USE, 1);
    await tick(page, 0, 0, 2);
    const tex1 = await side(page, piece);
    expect([tex1.upper, tex1.middle, tex1.lower], 'the switch flipped').not.toEqual([tex0.upper, tex0.middle, tex0.lower]);
    const r = await compare(page, null);
    expect(r.agreement, `switch: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
  }, 180_000);
});

/** The demo corpus's Boom and MBF maps with rendering specials (read from ../shared; never copied). */
const CORPUS = process.env.TOOM_CORPUS ?? (existsSync(join(projectRoot(), '..', 'shared', 'demo-corpus'))
  ? join(projectRoot(), '..', 'shared', 'demo-corpus', 'wads') : '/work/shared/demo-corpus/wads');
const CORPUS_MAPS: { file: string; map: string; complevel: number; what: string }[] = [
  { file: '100linen/100lineN.wad', map: 'MAP11', complevel: COMPLEVEL_BOOM, what: 'light transfers 213/261, sky transfers 271' },
  { file: '100linen/100lineN.wad', map: 'MAP20', complevel: COMPLEVEL_BOOM, what: 'scrolling walls 48/85' },
  { file: 'woof-examples/sky.wad', map: 'MAP01', complevel: COMPLEVEL_MBF, what: 'sky transfers 271/272, scrolling 254, ANIMATED' },
  { file: 'woof-examples/mbfedit.wad', map: 'MAP01', complevel: COMPLEVEL_MBF, what: 'translucent lines 260, sky transfer 272' },
];
const corpusSkip = !existsSync(FREEDOOM2) ? noFreedoomReason
  : CORPUS_MAPS.some((m) => !existsSync(join(CORPUS, m.file))) ? `the demo corpus is not at ${CORPUS}` : null;

/** Views at the player start (cameraPath) and, for the first sector a transfer or a translucent line
 *  touches, from a face of that sector looking four ways. */
function corpusViews(world: World): LiveView[] {
  const views: LiveView[] = cameraPath(world).slice(0, 4);
  // A sector a player could stand in (control sectors are often closed).
  const open = (s: number): boolean => world.sectorCeilZ[s] - world.sectorFloorZ[s] >= 56;
  let sec = -1;
  for (let s = 0; s < world.sectorCount && sec < 0; s++) {
    if (open(s) && (world.sectorSkySide[s] >= 0 || world.sectorFloorLightFrom[s] !== s || world.sectorCeilLightFrom[s] !== s)) sec = s;
  }
  for (let s = 0; s < world.sideCount && sec < 0; s++) if (world.sideTranslucency[s] >= 0 && open(world.sideSector[s])) sec = world.sideSector[s];
  if (sec < 0) return views;
  const m = world.mesh;
  for (let f = 0; f < m.faceCount; f++) {
    if (world.faceSector[f] !== sec) continue;
    const e = m.faceEdge[f];
    let x = 0, y = 0;
    for (let k = 0, q = e; k < 3; k++, q = m.lnext(q)) { x += m.vx[m.vertex[q] * 2] / 3; y += m.vx[m.vertex[q] * 2 + 1] / 3; }
    for (let k = 0; k < 4; k++) views.push({ x, y, angle: (k * Math.PI) / 2 });
    break;
  }
  return views;
}

describe.skipIf(!haveChromium || corpusSkip !== null)(`the GPU path on the corpus's Boom and MBF maps${!haveChromium ? ` (${noChromiumReason})` : corpusSkip ? ` (${corpusSkip})` : ''}`, () => {
  let browser: Browser;
  let page: Page;
  const files = new Map<string, Uint8Array>();

  beforeAll(async () => {
    files.set('/freedoom2.wad', readFileSync(FREEDOOM2));
    for (const m of CORPUS_MAPS) files.set(`/${m.file}`, readFileSync(join(CORPUS, m.file)));
    ({ browser, page } = await openLivePage(files));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const m of CORPUS_MAPS) {
    // 100lineN MAP11 (light and sky transfers) in `npm test`; the others in test:full.
    const quick = m.map === 'MAP11';
    it.runIf(FULL || quick)(`agrees with the CPU path on ${m.file} ${m.map} (${m.what}) at the start and after 35 tics${quick ? '' : fullOnly}`, async () => {
      await page.evaluate(([u, map, w, h, c]) => (window as unknown as Api).live.load(['/freedoom2.wad', u], map, w, h, c),
        [`/${m.file}`, m.map, W, H, m.complevel] as const);
      await weaponOff(page);
      const world = loadWorld(WadStack.fromBuffers([{ name: 'freedoom2.wad', bytes: files.get('/freedoom2.wad')! },
        { name: m.file, bytes: files.get(`/${m.file}`)! }]), m.map);
      const views = corpusViews(world);
      for (const tics of [0, 35]) {
        if (tics > 0) await tick(page, 0, 0, tics);
        for (let v = 0; v < views.length; v++) {
          const r = await compare(page, views[v]);
          if (r.agreement < MIN_AGREEMENT) {
            const { cpu, gpu } = await pictures(page);
            const out = join(OUTPUT_DIR, 'gpu-corpus', `${m.file.replace(/\W/g, '_')}-${m.map}-${tics}-${v}`);
            writePng(`${out}-cpu.png`, W, H, cpu, [], true);
            writePng(`${out}-gpu.png`, W, H, gpu, [], true);
          }
          expect(r.agreement, `${m.file} ${m.map} tic ${r.tic} view ${v} ${JSON.stringify(views[v])}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
        }
      }
    }, 180_000);
  }
});

const weaponOff = (page: Page): Promise<void> => page.evaluate(() => (window as unknown as Api).live.weapon(false));

function findLine(world: World, ok: (l: number) => boolean): number {
  for (let l = 0; l < world.lineCount; l++) if (ok(l)) return l;
  return -1;
}

/** A spot `d` units in front of line l's midpoint (its front side, DOOM's right of v1 → v2), facing it. */
function standBefore(world: World, l: number, d: number): [number, number, number] {
  const x1 = world.lineXY[l * 4], y1 = world.lineXY[l * 4 + 1], x2 = world.lineXY[l * 4 + 2], y2 = world.lineXY[l * 4 + 3];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const nx = (y2 - y1) / len, ny = -(x2 - x1) / len; // right of v1 → v2
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
  return [mx + nx * d, my + ny * d, Math.atan2(-ny, -nx)];
}

describe.skipIf(!haveChromium || !haveFreedoom)(`the weapon and the screen's colours on both paths${haveChromium ? (haveFreedoom ? '' : ` (${noFreedoomReason})`) : ` (${noChromiumReason})`}`, () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openLivePage(new Map([['/spectre.wad', writeWad('PWAD', mapLumps(spectreRoom()))],
      ['/soul.wad', writeWad('PWAD', mapLumps(spectreRoom(2013)))]])));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  const weapon = (on: boolean): Promise<void> => page.evaluate((o) => (window as unknown as Api).live.weapon(o), on);
  const setView = (slot: number, value: number): Promise<void> =>
    page.evaluate(([k, v]) => (window as unknown as Api).live.setView(k, v), [slot, value] as const);

  it('draws the raised pistol on both paths, and the red palette, the inverse map and extralight, ≥ 99 % alike', async () => {
    await page.evaluate(([w, h]) => (window as unknown as Api).live.load(['/freedoom1.wad'], 'E1M1', w, h), [W, H] as const);
    await tick(page, 0, 0, 30); // the pistol is up after 16 tics
    await weapon(false);
    await compare(page, null);
    const bare = (await pictures(page)).cpu.slice();
    await weapon(true);
    const r = await compare(page, null);
    const { cpu, gpu } = await pictures(page);
    const out = join(OUTPUT_DIR, 'gpu-weapon');
    writePng(join(out, 'cpu.png'), W, H, cpu, [], true);
    writePng(join(out, 'gpu.png'), W, H, gpu, [], true);
    const diff = new Uint32Array(W * H);
    diffImage(cpu, gpu, diff);
    writePng(join(out, 'diff.png'), W, H, diff, [], true);
    expect(r.agreement, `weapon: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    // The pistol (PISGA0, 50×64, offsets -138, -104, at DOOM's sx 1, sy 32, 2× at 640×400): columns
    // 278..377, rows 271..398 (DOOM's half-pixel texturemid leaves the last row).
    let weaponPx = 0, same = 0;
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (cpu[i] === bare[i]) continue;
      weaponPx++;
      expect(x >= 278 && x <= 377 && y >= 271 && y <= 398, `weapon pixel at ${x},${y}`).toBe(true);
      if (gpu[i] === cpu[i]) same++;
    }
    expect(weaponPx).toBeGreaterThan(4000);
    expect(same, 'the GPU draws the weapon pixels the CPU draws').toBe(weaponPx);
    // The screen's colours from the view block: a red palette, the inverse map, the gun flash's light.
    for (const [slot, value, name] of [[VIEW_PALETTE, 3, 'palette 3'], [VIEW_FIXED_COLORMAP, 32, 'inverse map'], [VIEW_EXTRALIGHT, 2, 'extralight 2']] as const) {
      await setView(slot, value);
      const c = await compare(page, null);
      expect(c.agreement, `${name}: agreement ${c.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
      expect(agreement((await pictures(page)).cpu, cpu, 0), `${name} changes the picture`).toBeLessThan(0.5);
      await setView(slot, 0);
    }
    // An invisible player's weapon in fuzz: the GPU darkens a copy of the frame with DOOM's offsets by
    // the pixel's place (the CPU's running order cannot be followed), so only the picture as a whole
    // agrees; the fuzzed pixels are darker than the view behind them on both.
    await setView(VIEW_SHADOW, 1);
    const f = await compare(page, null);
    const fz = await pictures(page);
    writePng(join(out, 'gpu-fuzz.png'), W, H, fz.gpu, [], true);
    writePng(join(out, 'cpu-fuzz.png'), W, H, fz.cpu, [], true);
    expect(f.agreement, `fuzz: agreement ${f.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    const lum = (c: number): number => (c & 255) + ((c >> 8) & 255) + ((c >> 16) & 255);
    for (const pic of [fz.cpu, fz.gpu]) {
      let sumBare = 0, sumFuzz = 0, n = 0;
      for (let i = 0; i < W * H; i++) if (cpu[i] !== bare[i]) { sumBare += lum(bare[i]); sumFuzz += lum(pic[i]); n++; }
      expect(sumFuzz / n).toBeLessThan(sumBare / n);
    }
    await setView(VIEW_SHADOW, 0);
  }, 180_000);

  it("draws Boom's translucent soulsphere on both paths through the main table: ≥ 99 % alike, and unlike the opaque one", async () => {
    const shots: Record<string, { cpu: Uint32Array; gpu: Uint32Array }> = {};
    for (const level of [COMPLEVEL_DOOM2, COMPLEVEL_BOOM]) {
      await page.evaluate(([w, h, c]) => (window as unknown as Api).live.load(['/freedoom1.wad', '/soul.wad'], 'MAP01', w, h, c), [W, H, level] as const);
      await weapon(false);
      const r = await compare(page, { x: 64, y: 128, angle: 0 });
      expect(r.agreement, `complevel ${level}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
      shots[level] = await pictures(page);
    }
    const boom = shots[COMPLEVEL_BOOM], vanilla = shots[COMPLEVEL_DOOM2];
    writePng(join(OUTPUT_DIR, 'gpu-weapon', 'translucent-cpu.png'), W, H, boom.cpu, [], true);
    writePng(join(OUTPUT_DIR, 'gpu-weapon', 'translucent-gpu.png'), W, H, boom.gpu, [], true);
    for (const path of ['cpu', 'gpu'] as const) {
      let n = 0;
      for (let i = 0; i < W * H; i++) if (boom[path][i] !== vanilla[path][i]) n++;
      expect(n, `${path}: pixels the translucency changed`).toBeGreaterThan(200);
    }
  }, 180_000);

  it('draws a spectre with fuzz on both paths: the picture agrees, the spectre darkens what is behind it', async () => {
    await page.evaluate(([w, h]) => (window as unknown as Api).live.load(['/freedoom1.wad', '/spectre.wad'], 'MAP01', w, h), [W, H] as const);
    await weapon(false);
    const r = await compare(page, { x: 64, y: 128, angle: 0 });
    const { cpu, gpu } = await pictures(page);
    writePng(join(OUTPUT_DIR, 'gpu-weapon', 'spectre-cpu.png'), W, H, cpu, [], true);
    writePng(join(OUTPUT_DIR, 'gpu-weapon', 'spectre-gpu.png'), W, H, gpu, [], true);
    expect(r.agreement, `spectre: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    // The spectre's columns (CPU: DOOM's fuzz, darkened through colormap 6) are darker on the GPU too
    // than the same columns with the room's back wall seen plainly beside it.
    const lum = (c: number): number => (c & 255) + ((c >> 8) & 255) + ((c >> 16) & 255);
    const band = (pic: Uint32Array, x0: number, x1: number): number => {
      let s = 0;
      for (let y = 150; y < 250; y++) for (let x = x0; x < x1; x++) s += lum(pic[y * W + x]);
      return s;
    };
    for (const pic of [cpu, gpu]) expect(band(pic, 300, 340)).toBeLessThan(band(pic, 440, 480));
  }, 180_000);
});
