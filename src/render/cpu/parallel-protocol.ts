// The shared-memory protocol between the parallel renderer and its render workers (Node worker_threads
// or Web Workers): a control block of Int32 words and a parameter block of Float64s, both in one
// SharedArrayBuffer; no message per frame, so nothing is allocated per frame.

/** Int32 words. */
export const CTL_SEQ = 0; // frame sequence number, bumped by the main thread to start a frame
export const CTL_DONE = 1; // workers that finished the current frame
export const CTL_QUIT = 2; // QUIT_EXIT = workers exit; QUIT_DETACH = they leave this control block for a new World
/** CTL_QUIT's values: go on drawing (0), exit (the worker ends), detach (the worker's entry takes the
 *  next WorkerSetup it is sent: another World on the same threads). */
export const QUIT_EXIT = 1;
export const QUIT_DETACH = 2;
export const CTL_FAILED = 3; // set by a worker whose frame threw (it still counts itself done)
/** The column block queue (see CpuRenderer.blockQueue): blocks taken, taken from the left, taken from
 *  the right, block width in columns. */
export const CTL_QUEUE = 4;
/** Workers that joined the current frame, or JOIN_CLOSED once the main thread has drawn its share and
 *  closed the frame: a worker that wakes after that skips the frame, so the frame never waits for a
 *  worker that was still asleep (or preempted) when the main thread had taken every block. */
export const CTL_JOIN = 8;
export const JOIN_CLOSED = -1;
export const CTL_WORDS = 10; // even, so the Float64 parameters after it stay 8-byte aligned

/** Float64 parameters (after the control words). */
export const P_X = 0;
export const P_Y = 1;
export const P_Z = 2;
export const P_ANGLE = 3;
export const P_FOV = 4;
export const P_TICS = 5;
/** The main renderer's weapon options: drawWeapon (1 or 0) and screenHeight. */
export const P_WEAPON = 6;
export const P_SCREEN_H = 7;
export const P_WORDS = 8;

export const SHARED_BYTES = CTL_WORDS * 4 + P_WORDS * 8;

import type { World } from '../../world/world.js';
import type { Camera } from '../camera.js';
import type { CpuRenderer } from './renderer.js';

/**
 * The page's or main thread's part of a frame: publish the camera, reset the block queue, start the
 * workers, and take column blocks like they do, with the same eye z the workers get. The caller then
 * waits for CTL_DONE to reach the worker count.
 */
export function startFrame(main: CpuRenderer, ctl: Int32Array, params: Float64Array, cam: Camera, tics: number, blockColumns = BLOCK_COLUMNS): void {
  const eyeZ = main.eyeZ(cam);
  params[P_X] = cam.x; params[P_Y] = cam.y; params[P_Z] = eyeZ; params[P_ANGLE] = cam.angle; params[P_FOV] = cam.fov; params[P_TICS] = tics;
  params[P_WEAPON] = main.drawWeapon ? 1 : 0; params[P_SCREEN_H] = main.screenHeight;
  Atomics.store(ctl, CTL_DONE, 0);
  Atomics.store(ctl, CTL_QUEUE, 0);
  Atomics.store(ctl, CTL_QUEUE + 1, 0);
  Atomics.store(ctl, CTL_QUEUE + 2, 0);
  Atomics.store(ctl, CTL_QUEUE + 3, blockColumns);
  Atomics.store(ctl, CTL_JOIN, 0);
  Atomics.add(ctl, CTL_SEQ, 1);
  Atomics.notify(ctl, CTL_SEQ);
  const z = cam.z;
  cam.z = eyeZ;
  main.render(cam, tics);
  cam.z = z;
}

/**
 * After the main thread's share: closes the frame to workers not yet in it and returns how many joined
 * (the caller waits for CTL_DONE to reach that count). The blocks are all taken by then, so a worker
 * arriving later would have nothing to draw.
 */
export function closeFrame(ctl: Int32Array): number {
  return Atomics.exchange(ctl, CTL_JOIN, JOIN_CLOSED);
}

/**
 * A worker's side: joins the current frame, or returns false when the main thread has closed it. Called
 * before the worker reads the camera, which the main thread wrote before opening the frame; a worker
 * that joins a newer frame than the one it woke for draws that newer frame, which is right.
 */
export function joinFrame(ctl: Int32Array): boolean {
  for (;;) {
    const j = Atomics.load(ctl, CTL_JOIN);
    if (j < 0) return false;
    if (Atomics.compareExchange(ctl, CTL_JOIN, j, j + 1) === j) return true;
  }
}

/** Tells the workers to exit, or (`how` QUIT_DETACH) to leave this control block for the next setup. */
export function stopWorkers(ctl: Int32Array, how = QUIT_EXIT): void {
  Atomics.store(ctl, CTL_QUIT, how);
  Atomics.add(ctl, CTL_SEQ, 1);
  Atomics.notify(ctl, CTL_SEQ);
}

export interface WorkerSetup {
  /** The World the main thread built, as handoverWorld gives it (typed arrays on shared memory); the
   *  worker attaches to it (attachWorld) instead of rebuilding it. */
  world: World;
  width: number;
  height: number;
  /** This worker's thread index (0 is the main thread; odd ones take blocks from the right end) and
   *  the thread count. */
  band: number;
  threads: number;
  framebuffer: SharedArrayBuffer;
  shared: SharedArrayBuffer;
}

/** Columns per block of the shared work queue: small enough that the threads finish together, large
 *  enough that flats are seldom cut (a span is cut where the next block went to another thread).
 *  Measured on the Freedoom E1 paths, 2 threads at 640×400: blocks of 8 to 64 columns all within 3 %
 *  of each other taken from both ends, 32 the best; taken from one end only, blocks of 8 and 16 were
 *  slower than one thread (both threads writing the same framebuffer cache lines at once). */
export const BLOCK_COLUMNS = 32;

/** Makes `renderer` (thread `index`: even ones take blocks from the left, odd ones from the right) one
 *  of the threads taking column blocks from the queue in `ctl`. */
export function joinQueue(renderer: CpuRenderer, ctl: Int32Array, index: number): void {
  renderer.columnMask = new Uint8Array(renderer.width);
  renderer.blockQueue = ctl;
  renderer.blockSlot = CTL_QUEUE;
  renderer.blockFromRight = (index & 1) === 1;
}
