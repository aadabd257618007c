// The page's test and automation surface, `window.toom`: a promise for the first frame of the
// default WAD, a snapshot of the state, and a way to load files as the file input does.
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
}

export interface ToomApi {
  ready: Promise<void>;
  state(): ToomState;
  loadFiles(files: ArrayLike<File>): Promise<void>;
}

declare global {
  interface Window { toom: ToomApi }
}
