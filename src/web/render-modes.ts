// The page's render modes (G cycles them): the CPU raycaster, the GPU path (WebGL2 on an offscreen
// canvas, read back into the framebuffer), a split view (left half CPU, right half GPU, same
// camera) and a difference view (pixels differing by more than the tolerance in magenta over the
// darkened CPU picture). Also renders one camera with both paths for `window.toom.compare()`.
import type { Camera } from '../render/camera.js';
import { makeCamera } from '../render/camera.js';
import { GpuRenderer } from '../render/gpu/gpu-renderer.js';
import { DEFAULT_TOLERANCE, agreement, diffImage, splitImage } from '../render/compare.js';
import type { Game } from './game.js';
import type { Screen } from './screen.js';

export const RENDER_MODES = ['cpu', 'gpu', 'split', 'diff'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

export const MODE_LABELS: Record<RenderMode, string> = { cpu: 'CPU', gpu: 'GPU', split: 'split CPU | GPU', diff: 'difference' };

/** A camera for compare(): position, view angle (radians), optional eye z (default: floor + 41). */
export interface CompareView {
  x: number;
  y: number;
  angle: number;
  z?: number;
}

export interface CompareResult {
  /** Share of pixels within the tolerance (max channel difference ≤ 24). */
  agreement: number;
  /** Median render times (ms) of the CPU path and of the GPU path (until the GPU has finished). */
  cpuMs: number;
  gpuMs: number;
  /** GPU passes of the last frame (1 + portals opened). */
  gpuPasses: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? 0 : n & 1 ? s[n >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

export class RenderModes {
  mode: RenderMode = 'cpu';
  private canvas: HTMLCanvasElement | null = null;
  private gl: WebGL2RenderingContext | null = null;
  private gpu: GpuRenderer | null = null;
  private gpuFb = new Uint32Array(0);
  private cpuFb = new Uint32Array(0);
  private scratch = new Uint32Array(0);
  /** The view's rows of the screen's framebuffer (kept: a subarray a frame would allocate). */
  private viewFb: Uint32Array = new Uint32Array(0);
  /** The height of the last compare()'s pictures. */
  private compareHeight = 0;
  private readonly cam = makeCamera(0, 0, 0);

  constructor(private readonly game: Game, private readonly screen: Screen, private readonly onError: (e: unknown) => void) {}

  get label(): string { return MODE_LABELS[this.mode]; }

  setMode(mode: RenderMode): void {
    if (!(RENDER_MODES as readonly string[]).includes(mode)) throw new Error(`unknown render mode "${mode}" (one of ${RENDER_MODES.join(', ')})`);
    if (mode !== 'cpu') this.renderer(); // fail here, not in the frame loop, when WebGL2 is missing
    this.mode = mode;
  }

  /** The next mode: CPU → GPU → split → difference → CPU. */
  cycle(): RenderMode {
    const next = RENDER_MODES[(RENDER_MODES.indexOf(this.mode) + 1) % RENDER_MODES.length];
    try {
      this.setMode(next);
    } catch (e) {
      this.onError(e);
      this.mode = 'cpu';
    }
    return this.mode;
  }

  /** The GPU renderer for the current World and resolution (built when either changed). */
  private renderer(): GpuRenderer {
    const world = this.game.world;
    if (!world) throw new Error('no map is loaded');
    // The view's rows only: the status bar, when shown, takes the framebuffer's bottom rows.
    const W = this.screen.width, H = this.game.viewHeight;
    if (!this.canvas) this.canvas = document.createElement('canvas');
    if (this.canvas.width !== W || this.canvas.height !== H) { this.canvas.width = W; this.canvas.height = H; }
    if (!this.gl) this.gl = GpuRenderer.context(this.canvas);
    if (!this.gpu || this.gpu.world !== world) {
      this.gpu?.dispose();
      this.gpu = null;
      this.gpu = new GpuRenderer(this.gl, world, W, H);
    }
    if (this.gpu.width !== W || this.gpu.height !== H) this.gpu.resize(W, H);
    this.gpu.screenHeight = this.screen.height; // the weapon placed from the whole screen's centre
    this.gpu.drawWeapon = this.game.drawWeapon; // as the page's CPU renderers
    if (this.gpuFb.length !== W * H) { this.gpuFb = new Uint32Array(W * H); this.scratch = new Uint32Array(W * H); }
    return this.gpu;
  }

  /** The GPU's name (UNMASKED_RENDERER_WEBGL), building the context if needed. */
  rendererName(): string {
    this.renderer();
    return this.gl ? GpuRenderer.rendererName(this.gl) : '';
  }

  /**
   * Draws the 3D view into the screen's framebuffer for every mode but CPU, and returns true; in CPU
   * mode returns false and the loop renders as before. A GPU failure falls back to the CPU mode.
   */
  draw(camera: Camera, tics: number): boolean {
    if (this.mode === 'cpu') return false;
    const cpu = this.game.renderer;
    if (!cpu) return false;
    let gpu: GpuRenderer;
    try {
      gpu = this.renderer();
      gpu.render(camera, tics);
    } catch (e) {
      this.mode = 'cpu';
      this.onError(e);
      return false;
    }
    const W = this.screen.width, H = this.game.viewHeight, fb = this.view(W * H);
    if (this.mode === 'gpu') {
      gpu.readPixels(fb, this.scratch);
      return true;
    }
    gpu.readPixels(this.gpuFb, this.scratch);
    cpu.render(camera, tics);
    if (this.mode === 'split') splitImage(fb, this.gpuFb, W, H);
    else diffImage(fb, this.gpuFb, fb, DEFAULT_TOLERANCE);
    return true;
  }

  /** Renders one camera (the player's by default) with both paths `repeat` times; agreement of the last pair. */
  compare(view?: CompareView, repeat = 1): CompareResult {
    const g = this.game;
    const cpu = g.renderer;
    if (!cpu || !g.player) throw new Error('no map is loaded');
    const cam = this.cam;
    if (view) {
      cam.x = view.x; cam.y = view.y; cam.angle = view.angle; cam.z = view.z ?? NaN;
    } else {
      g.player.camera(cam);
    }
    const gpu = this.renderer();
    const n = Math.max(1, Math.floor(repeat));
    const cpuMs: number[] = [], gpuMs: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      cpu.render(cam, g.tics);
      const t1 = performance.now();
      gpu.render(cam, g.tics);
      gpu.finish();
      const t2 = performance.now();
      cpuMs.push(t1 - t0);
      gpuMs.push(t2 - t1);
    }
    gpu.readPixels(this.gpuFb, this.scratch);
    const shown = this.view(this.gpuFb.length);
    if (this.cpuFb.length !== shown.length) this.cpuFb = new Uint32Array(shown.length);
    this.cpuFb.set(shown);
    this.compareHeight = this.game.viewHeight;
    return { agreement: agreement(shown, this.gpuFb, DEFAULT_TOLERANCE), cpuMs: median(cpuMs), gpuMs: median(gpuMs), gpuPasses: gpu.stats.passes };
  }

  /** The view's rows of the screen's framebuffer (all of it without a status bar). */
  private view(n: number): Uint32Array {
    const fb = this.screen.fb;
    if (this.viewFb.buffer !== fb.buffer || this.viewFb.length !== n) this.viewFb = fb.subarray(0, n);
    return this.viewFb;
  }

  /** The pictures of the last compare() (the view's rows), top row first (copies). */
  comparePixels(): { cpu: Uint32Array; gpu: Uint32Array; width: number; height: number } {
    return { cpu: this.cpuFb.slice(), gpu: this.gpuFb.slice(), width: this.screen.width, height: this.compareHeight };
  }
}
