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

export interface WorkerSetup {
  files: { name: string; bytes: Uint8Array }[];
  map: string;
  width: number;
  height: number;
  columnStart: number;
  columnEnd: number;
  framebuffer: SharedArrayBuffer;
  shared: SharedArrayBuffer;
}

/** Splits [0, width) into `n` bands of nearly equal width. */
export function bands(width: number, n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) out.push([Math.floor((width * i) / n), Math.floor((width * (i + 1)) / n)]);
  return out;
}
