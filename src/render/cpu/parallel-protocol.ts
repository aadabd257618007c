// The shared-memory protocol between the parallel renderer and its band workers (Node worker_threads
// or Web Workers): a control block of Int32 words and a parameter block of Float64s, both in one
// SharedArrayBuffer; no message per frame, so nothing is allocated per frame.

/** Int32 words. */
export const CTL_SEQ = 0; // frame sequence number, bumped by the main thread to start a frame
export const CTL_DONE = 1; // workers that finished the current frame
export const CTL_QUIT = 2; // 1 = workers exit
export const CTL_FAILED = 3; // set by a worker whose frame threw (it still counts itself done)
export const CTL_WORDS = 4;

/** Float64 parameters (after the control words). */
export const P_X = 0;
export const P_Y = 1;
export const P_Z = 2;
export const P_ANGLE = 3;
export const P_FOV = 4;
export const P_TICS = 5;
export const P_WORDS = 8;

export const SHARED_BYTES = CTL_WORDS * 4 + P_WORDS * 8;

import type { Camera } from './camera.js';
import type { CpuRenderer } from './renderer.js';

/**
 * The page's or main thread's part of a frame: publish the camera, start the workers, render band 0
 * with the same eye z the workers get. The caller then waits for CTL_DONE to reach the worker count.
 */
export function startFrame(main: CpuRenderer, ctl: Int32Array, params: Float64Array, cam: Camera, tics: number): void {
  const eyeZ = main.eyeZ(cam);
  params[P_X] = cam.x; params[P_Y] = cam.y; params[P_Z] = eyeZ; params[P_ANGLE] = cam.angle; params[P_FOV] = cam.fov; params[P_TICS] = tics;
  Atomics.store(ctl, CTL_DONE, 0);
  Atomics.add(ctl, CTL_SEQ, 1);
  Atomics.notify(ctl, CTL_SEQ);
  const z = cam.z;
  cam.z = eyeZ;
  main.render(cam, tics);
  cam.z = z;
}

/** Tells the workers to exit. */
export function stopWorkers(ctl: Int32Array): void {
  Atomics.store(ctl, CTL_QUIT, 1);
  Atomics.add(ctl, CTL_SEQ, 1);
  Atomics.notify(ctl, CTL_SEQ);
}

export interface WorkerSetup {
  files: { name: string; bytes: Uint8Array }[];
  map: string;
  width: number;
  height: number;
  /** This worker's thread index (0 is the main thread) and the thread count. */
  band: number;
  threads: number;
  framebuffer: SharedArrayBuffer;
  shared: SharedArrayBuffer;
}

/** Columns per block: threads take blocks in turn, so a busy part of the view is shared out. */
export const BLOCK_COLUMNS = 32;

/** The columns thread `index` of `n` renders: blocks of BLOCK_COLUMNS, dealt out in turn. */
export function bandMask(width: number, n: number, index: number): Uint8Array {
  const m = new Uint8Array(width);
  for (let x = 0; x < width; x++) m[x] = ((x / BLOCK_COLUMNS) | 0) % n === index ? 1 : 0;
  return m;
}
