// The GPU path in the page (headless Chromium, WebGL2 on SwiftShader): it draws the demo WAD and
// Freedoom's E1M1, agrees with the CPU raycaster on at least 99% of the pixels of every test view
// (MAP01's player start looks through the hut door portal), and the split and difference views show
// what they say. Pictures of the split and difference views go to tests/output/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadWorld } from '../../src/world/load-world.js';
import { loadStack, projectRoot } from '../../tools/load.js';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { FULL, fullOnly } from '../helpers/full.js';
import { haveChromium, noChromiumReason } from '../web/web-harness.js';
import { cameraPath, compareView, openGpuSession, openMap, type GpuSession, type View } from '../../bench/browser.js';

const MIN_AGREEMENT = 0.99;
const DEMO = join(projectRoot(), 'wad/toom-demo.wad');
const OUT = join(projectRoot(), 'tests/output');

async function frames(s: GpuSession, n: number): Promise<void> {
  const start = await s.page.evaluate(() => window.toom.state().frames);
  await s.page.waitForFunction((k) => window.toom.state().frames >= k, start + n, { timeout: 60_000 });
}

/** Distinct colours on the page's canvas. */
function distinctColours(s: GpuSession): Promise<number> {
  return s.page.evaluate(() => {
    const c = document.getElementById('screen') as HTMLCanvasElement;
    const px = new Uint32Array(c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.buffer);
    return new Set(px).size;
  });
}

describe.skipIf(!haveChromium)(`the GPU path in the browser${haveChromium ? '' : ` (${noChromiumReason})`}`, () => {
  let s: GpuSession;

  beforeAll(async () => {
    s = await openGpuSession('640x400');
  });

  afterAll(async () => {
    await s?.close();
  });

  it('reports a WebGL2 renderer and draws the demo WAD in GPU mode', async () => {
    expect(existsSync(DEMO), 'the demo WAD is built by tools/build.mjs').toBe(true);
    await openMap(s.page, '/wad/toom-demo.wad', 'MAP01');
    expect(await s.page.evaluate(() => window.toom.gpuRenderer())).toMatch(/\S/);
    await s.page.evaluate(() => window.toom.setMode('gpu'));
    expect(await s.page.evaluate(() => window.toom.mode())).toBe('gpu');
    await frames(s, 3);
    expect(await distinctColours(s)).toBeGreaterThan(20);
    expect(s.pageErrors).toEqual([]);
    expect(await s.page.evaluate(() => window.toom.state().lastError)).toBeNull();
  });

  it('agrees with the CPU path looking through the hut door portal at the MAP01 player start', async () => {
    const r = await compareView(s.page, undefined);
    expect(r.agreement, `agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    expect(r.gpuPasses, 'the door portal is opened (a second world pass)').toBeGreaterThanOrEqual(2);
    // Closer, the door fills more of the picture.
    const start = loadWorld(loadStack(DEMO), 'MAP01').playerStart;
    const near: View = { x: start.x, y: start.y + 256, angle: start.angle };
    const through = await compareView(s.page, near);
    expect(through.agreement, `agreement ${through.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    expect(through.gpuPasses).toBeGreaterThanOrEqual(2);
  });

  for (const map of ['MAP01', 'MAP02', 'MAP03']) {
    // MAP01's path in `npm test`; MAP02 and MAP03 in test:full.
    it.runIf(FULL || map === 'MAP01')(`agrees with the CPU path on ${map}'s camera path (≥ ${MIN_AGREEMENT * 100}% per view)${map === 'MAP01' ? '' : fullOnly}`, async () => {
      await openMap(s.page, '/wad/toom-demo.wad', map);
      const views = cameraPath(loadWorld(loadStack(DEMO), map));
      expect(views.length).toBeGreaterThanOrEqual(4);
      for (let v = 0; v < views.length; v++) {
        const r = await compareView(s.page, views[v]);
        expect(r.agreement, `${map} view ${v} ${JSON.stringify(views[v])}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
      }
    });
  }

  // crispy-doom's E2M3 view facing north from the player start: the FIREBLU1 grate 40 ahead at 8 pixels
  // a texel, so texel edges fall exactly on column and row edges; DOOM's texture column angle and row
  // step decide them (src/render/sampling.ts). The GPU must take the same texels as the CPU there
  // (tests/render/doom-texels.test.ts checks the CPU's against DOOM's arithmetic): with its own ray
  // per pixel, about 4 % of the pixels (a column a texel, rows below the centre) would differ.
  it.runIf(FULL && haveFreedoom)(`takes the CPU's texels where texel edges fall on pixel edges (Freedoom E2M3)${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await openMap(s.page, '/iwad/freedoom1.wad', 'E2M3');
    await compareView(s.page, { x: 0, y: 392, angle: Math.PI / 2 });
    const same = await s.page.evaluate(() => {
      const p = window.toom.comparePixels();
      let n = 0;
      for (let i = 0; i < p.cpu.length; i++) if (p.cpu[i] === p.gpu[i]) n++;
      return n / p.cpu.length;
    });
    expect(same, `exactly equal pixels: ${same}`).toBeGreaterThanOrEqual(0.995);
    expect(s.pageErrors).toEqual([]);
  });

  // Every E1M1 view in test:full; `npm test` meets E1M1 through the GPU path in tests/gpu/live.test.ts.
  it.runIf(FULL && haveFreedoom)(`draws Freedoom's E1M1 and agrees with the CPU path${haveFreedoom ? fullOnly : ` (${noFreedoomReason})`}`, async () => {
    await openMap(s.page, '/iwad/freedoom1.wad', 'E1M1');
    await s.page.evaluate(() => window.toom.setMode('gpu'));
    await frames(s, 2);
    expect(await distinctColours(s)).toBeGreaterThan(20);
    const views = cameraPath(loadWorld(loadStack(FREEDOOM1), 'E1M1'));
    for (let v = 0; v < views.length; v++) {
      const r = await compareView(s.page, views[v]);
      expect(r.agreement, `E1M1 view ${v}: agreement ${r.agreement}`).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    }
    expect(s.pageErrors).toEqual([]);
  });

  it.runIf(FULL)(`shows the CPU picture left and the GPU picture right in split view, and magenta where they differ in the difference view${fullOnly}`, async () => {
    await openMap(s.page, '/wad/toom-demo.wad', 'MAP01');
    mkdirSync(OUT, { recursive: true });
    for (const mode of ['split', 'diff'] as const) {
      await s.page.evaluate((m) => window.toom.setMode(m), mode);
      await frames(s, 2);
      // The player stands still: the frame on screen and compare() see the same camera. Counted in
      // the page (the pictures are large): pixels as the mode should show them, magenta ones, differing ones.
      const r = await s.page.evaluate((m) => {
        const shown = window.toom.pixels(); // before compare(), which renders into the framebuffer
        const c = window.toom.compare();
        const { cpu, gpu, width: W, height: H } = window.toom.comparePixels();
        const diff = (p: number, q: number): number => Math.max(Math.abs((p & 255) - (q & 255)), Math.abs(((p >>> 8) & 255) - ((q >>> 8) & 255)), Math.abs(((p >>> 16) & 255) - ((q >>> 16) & 255)));
        let same = 0, magenta = 0, differ = 0;
        for (let y = 0; y < H; y++) {
          for (let x = 0; x < W; x++) {
            const i = y * W + x, px = shown[i] >>> 0;
            if (m === 'split') {
              if (px === (x < W >> 1 ? cpu[i] : x === W >> 1 ? 0xff00ffff : gpu[i]) >>> 0) same++;
            } else {
              const d = diff(cpu[i], gpu[i]) > 24;
              if (d) differ++;
              if (px === 0xffff00ff) magenta++;
              if (px === (d ? 0xffff00ff : (0xff000000 | ((cpu[i] >>> 2) & 0x3f3f3f)) >>> 0)) same++;
            }
          }
        }
        return { agreement: c.agreement, same, magenta, differ, W, H };
      }, mode);
      // The shown frame is drawn a moment before compare()'s: animated flats may have moved on.
      const { W, H, same, magenta, differ } = r;
      expect(same / (W * H), `${mode}: share of pixels as expected`).toBeGreaterThan(0.97);
      if (mode === 'diff') {
        expect(Math.abs(magenta - differ) / (W * H)).toBeLessThan(0.02);
        expect(differ / (W * H)).toBeCloseTo(1 - r.agreement, 6);
      }
      // The pictures to look at (slow under SwiftShader): only in test:full.
      if (FULL) await s.page.locator('#screen').screenshot({ path: join(OUT, `gpu-${mode}.png`) });
    }
    await s.page.evaluate(() => window.toom.setMode('cpu'));
  });

  it('draws a one-pixel seam between the CPU and GPU halves of the split view', async () => {
    await openMap(s.page, '/wad/toom-demo.wad', 'MAP01');
    await s.page.evaluate(() => window.toom.setMode('split'));
    await frames(s, 2);
    const cols = await s.page.evaluate(() => {
      const px = window.toom.pixels(), c = document.getElementById('screen') as HTMLCanvasElement;
      const W = c.width, H = c.height, seam = (x: number): number => { let n = 0; for (let y = 0; y < H; y++) if (px[y * W + x] >>> 0 === 0xff00ffff) n++; return n; };
      return { H, left: seam((W >> 1) - 1), mid: seam(W >> 1), right: seam((W >> 1) + 1) };
    });
    expect(cols.mid).toBe(cols.H);
    expect(cols.left).toBeLessThan(cols.H / 2);
    expect(cols.right).toBeLessThan(cols.H / 2);
    await s.page.evaluate(() => window.toom.setMode('cpu'));
    expect(s.pageErrors).toEqual([]);
  });

  it('cycles CPU → GPU → split → difference → CPU on G, and the HUD names the mode', async () => {
    await s.page.evaluate(() => window.toom.setMode('cpu'));
    await s.page.keyboard.press('f');
    const seen: string[] = [];
    for (let k = 0; k < 4; k++) {
      await s.page.keyboard.press('g');
      const mode = await s.page.evaluate(() => window.toom.mode());
      seen.push(mode);
      const label = { cpu: 'CPU', gpu: 'GPU', split: 'split', diff: 'difference' }[mode];
      await s.page.waitForFunction((l) => (document.getElementById('hud')!.textContent ?? '').includes(`render: ${l}`), label);
    }
    expect(seen).toEqual(['gpu', 'split', 'diff', 'cpu']);
    await s.page.keyboard.press('f');
    await expect(s.page.evaluate(() => window.toom.setMode('nope' as never))).rejects.toThrow(/unknown render mode/);
    expect(s.pageErrors).toEqual([]);
  });
});
