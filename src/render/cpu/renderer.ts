// The CPU raycaster's frame (DOOM's r_main): sets up a frame — the camera's view context, the focal
// length and horizon, the animation frames, the column blocks this thread draws — then runs the
// stages in DOOM's order: the column walk (column-walk.ts: walls, sky, visplane marks), the flats
// (visplanes.ts: spans), the masked things far to near (masked.ts: sprites and masked middles). The
// inner loops live in draw-loops.ts, the portal view contexts in view-contexts.ts.
// Everything per frame lives in scratch typed arrays the stages own: no allocation per frame.
import type { World } from '../../world/world.js';
import type { Camera } from '../camera.js';
import { eyeHeight, focalLength } from '../camera.js';
import { locatePoint } from '../../world/locate-point.js';
import { createTranslation, fillTranslation } from '../../assets/animations.js';
import { ColumnWalker } from './column-walk.js';
import { Drawer } from './draw-loops.js';
import { SAMPLE_NUDGE, textureRays } from '../sampling.js';
import { MaskedStage } from './masked.js';
import { makeRenderStats, type RenderStats } from './render-stats.js';
import { ViewContexts } from './view-contexts.js';
import { Visplanes } from './visplanes.js';
import { PspriteStage } from './psprites.js';
import { viewColormap } from '../sector-view.js';

export type { RenderStats } from './render-stats.js';

export class CpuRenderer {
  readonly world: World;
  readonly width: number;
  readonly height: number;
  /** The framebuffer: row-major, little-endian ABGR, ready for ImageData or PNG. */
  readonly fb: Uint32Array;
  readonly stats: RenderStats = makeRenderStats();
  /** Measure per-phase times (performance.now calls) — off by default to keep frames lean. */
  profile = false;
  /** Render only columns [columnStart, columnEnd) (and of those, the ones columnMask allows). */
  columnStart = 0;
  columnEnd: number;
  /** Shared work queue of the parallel renderers: when set, each frame this renderer takes blocks of
   *  columns until none are left, and columnMask is rebuilt with the columns it took; a thread that
   *  drew an easy part of the view takes more blocks. From blockQueue[blockSlot]: blocks taken, taken
   *  from the left, taken from the right, block width (whoever starts a frame resets the counters to
   *  0 and sets the width). All updates are Atomics.add. */
  blockQueue: Int32Array | null = null;
  blockSlot = 0;
  /** Take blocks from the right end of the view, going left (else from the left, going right). */
  blockFromRight = false;
  /** When set, only the columns x with columnMask[x] = 1 are rendered (with a block queue: the
   *  columns this thread took); spans close at the gaps, so the picture is the same. */
  columnMask: Uint8Array | null = null;
  /** Draw the view player's weapon sprites (the live state's view block) over the view. Off by
   *  default: a view without a player (a camera anywhere in the map) shows none. */
  drawWeapon = false;
  /** The height of the whole screen this view is the top of (the view plus a status bar), which
   *  sizes the weapon as DOOM's 200 rows; 0: the view is the whole screen. */
  screenHeight = 0;

  // The stages.
  private readonly draw: Drawer;
  private readonly contexts: ViewContexts;
  private readonly planes: Visplanes;
  private readonly masked: MaskedStage;
  private readonly walker: ColumnWalker;
  private readonly psprites: PspriteStage;
  private hintQe = 0;

  constructor(world: World, width: number, height: number, fb?: Uint32Array) {
    if (!(width >= 1 && height >= 1 && width <= 8192 && height <= 8192)) throw new RangeError(`bad output size ${width}x${height}`);
    this.world = world;
    this.width = width | 0;
    this.height = height | 0;
    this.fb = fb ?? new Uint32Array(width * height);
    this.columnEnd = this.width;
    this.draw = new Drawer(world, this.width, this.height, this.fb, this.stats,
      createTranslation(world.textures.length), createTranslation(world.flats.length));
    this.contexts = new ViewContexts(world);
    this.planes = new Visplanes(this.draw, this.contexts);
    this.masked = new MaskedStage(this.draw, this.contexts);
    this.walker = new ColumnWalker(this.draw, this.contexts, this.planes, this.masked);
    this.psprites = new PspriteStage(this.draw);
  }

  /** Visplanes a frame may use (at most 512); past it, flats are drawn a column at a time (same
   *  picture, slower). Lowered by tests to exercise that path. */
  get planeLimit(): number {
    return this.planes.limit;
  }

  set planeLimit(n: number) {
    this.planes.limit = n;
  }

  /** The eye z the camera would get (NaN z → VIEW_HEIGHT above its sector's floor). */
  eyeZ(cam: Camera): number {
    const w = this.world;
    const q = locatePoint(w, cam.x, cam.y, this.hintQe);
    const f = w.mesh.qeFace[q];
    return eyeHeight(cam.z, w, f >= 0 ? w.faceSector[f] : -1);
  }

  /** Renders one frame into fb. `tics` (35 per second) drives animated textures and flats. */
  render(cam: Camera, tics = 0): void {
    const prof = this.profile;
    const t0 = prof ? performance.now() : 0;
    const w = this.world;
    const mesh = w.mesh;
    const st = this.stats;
    st.rays = 0; st.edges = 0; st.wallColumns = 0; st.spans = 0; st.planes = 0; st.spriteColumns = 0; st.maskedColumns = 0; st.portalsCrossed = 0;

    const W = this.width, H = this.height;
    const d = this.draw;
    d.beginFrame();
    d.fuzzPhase = ((Math.imul(tics | 0, 9) % 50) + 50) % 50; // the tic moves the fuzz on: it shimmers as the game runs
    d.focal = focalLength(W, cam.fov);
    // DOOM's sampling positions: a column's ray through its left edge x (column-walk.ts), a wall row's
    // distance from its top edge y: the horizon sits half a row lower than the centre of the screen.
    d.hz = H / 2 + 0.5 - SAMPLE_NUDGE;
    if (d.texRayFov !== cam.fov) { textureRays(W, cam.fov, d.texRay); d.texRayFov = cam.fov; }
    fillTranslation(d.texTrans, w.textureAnims, tics);
    fillTranslation(d.flatTrans, w.flatAnims, tics);

    // Locate the camera.
    const q0 = locatePoint(w, cam.x, cam.y, this.hintQe);
    this.hintQe = q0;
    const face0 = mesh.qeFace[q0];

    // Context 0: the camera itself.
    const v = this.contexts;
    const fx = Math.cos(cam.angle), fy = Math.sin(cam.angle);
    v.count = 1;
    v.cx[0] = cam.x; v.cy[0] = cam.y;
    v.fx[0] = fx; v.fy[0] = fy;
    v.rx[0] = fy; v.ry[0] = -fx;
    v.z[0] = eyeHeight(cam.z, w, face0 >= 0 ? w.faceSector[face0] : -1);
    d.sv.update(face0 >= 0 ? w.faceSector[face0] : -1, v.z[0]);
    d.useColormap(viewColormap(w, face0 >= 0 ? w.faceSector[face0] : -1, v.z[0]));
    v.parent[0] = -1; v.side[0] = -1;

    this.planes.reset();
    const walker = this.walker;
    const x0 = this.columnStart, x1 = this.columnEnd;
    const startQe = face0 >= 0 ? q0 : -1;
    const queue = this.blockQueue;
    if (queue !== null) {
      if (this.columnMask === null || this.columnMask.length !== W) this.columnMask = new Uint8Array(W);
      const mask = this.columnMask, slot = this.blockSlot, width = Atomics.load(queue, slot + 3);
      const bc = width > 0 ? width : W;
      const blocks = ((x1 - x0 + bc - 1) / bc) | 0;
      mask.fill(0);
      // Two-ended: left threads take blocks going right, right threads going left, so two threads
      // draw neighbouring columns (sharing the framebuffer's cache lines) only where they meet.
      while (Atomics.add(queue, slot, 1) < blocks) {
        const b = this.blockFromRight ? blocks - 1 - Atomics.add(queue, slot + 2, 1) : Atomics.add(queue, slot + 1, 1);
        const b0 = x0 + Math.imul(b, bc);
        const b1 = b0 + bc < x1 ? b0 + bc : x1;
        for (let x = b0; x < b1; x++) { mask[x] = 1; walker.castColumn(x, startQe); }
      }
    } else {
      const mask = this.columnMask;
      for (let x = x0; x < x1; x++) if (mask === null || mask[x]) walker.castColumn(x, startQe);
    }
    const t1 = prof ? performance.now() : 0;
    // Flats: every plane's spans.
    this.planes.makeAllSpans();
    st.planes = this.planes.count;
    const t2 = prof ? performance.now() : 0;
    this.masked.draw(x0, x1, this.columnMask);
    if (this.drawWeapon) this.psprites.draw(x0, x1, this.columnMask, this.screenHeight, face0 >= 0 ? w.faceSector[face0] : -1);
    if (prof) {
      const t3 = performance.now();
      st.msWalk = t1 - t0; st.msSpans = t2 - t1; st.msSprites = t3 - t2; st.msTotal = t3 - t0;
    }
  }
}
