// The page's test and automation surface, `window.toom`: a promise for the first frame of the
// default WAD, a snapshot of the state, and a way to load files as the file input does.
import type { CompareResult, CompareView, RenderMode } from './render-modes.js';

export interface ToomState {
  /** The loaded WAD stack's files joined by '+'. */
  wad: string;
  map: string;
  x: number;
  y: number;
  /** Radians, 0 = east, counter-clockwise. */
  angle: number;
  /** Frames drawn since the page loaded (also the canvas's data-frames attribute). */
  frames: number;
  /** The failure of the latest load (a WadError/MapError's text), null while loading and after a success. */
  lastError: string | null;
  /** Rendering threads in use: 1, or the page's thread plus its workers. */
  threads: number;
}

export interface ToomApi {
  ready: Promise<void>;
  state(): ToomState;
  loadFiles(files: ArrayLike<File>): Promise<void>;
  /** 1 = one thread; more = Web Workers sharing the column blocks (only when cross-origin isolated). */
  setThreads(n: number): Promise<void>;
  /** The framebuffer's pixels (ABGR), for tests comparing pictures. */
  pixels(): Uint32Array;
  /** The render mode: the CPU raycaster, the GPU path, split (left CPU, right GPU) or difference. Throws without WebGL2. */
  setMode(mode: RenderMode): void;
  mode(): RenderMode;
  /** Renders one camera (the player's by default) with both paths; agreement of the pictures, median ms of `repeat` frames. */
  compare(view?: CompareView, repeat?: number): CompareResult;
  /** The CPU and GPU pictures of the last compare() (ABGR, top row first). */
  comparePixels(): { cpu: Uint32Array; gpu: Uint32Array; width: number; height: number };
  /** The WebGL2 renderer's name (UNMASKED_RENDERER_WEBGL). */
  gpuRenderer(): string;
}

declare global {
  interface Window { toom: ToomApi }
}
