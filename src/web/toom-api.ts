// The page's test and automation surface, `window.toom`: a promise for the first frame of the
// default WAD, a snapshot of the state (the simulation's tic, the player, level stats, the message
// shown), a read-only look at a sector, a way to load files as the file input does, and input
// scripts played as the keys would be (ticcmds, nothing else moves the player).
import type { CompareResult, CompareView, RenderMode } from './render-modes.js';
import type { AuthoringApi } from './authoring/authoring.js';
import type { SoundStart } from './sound-output.js';

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
  /** Feet height. */
  z: number;
  /** The simulation's levelTime: tics since the map started. */
  tic: number;
  /** The sector the player stands in (-1 outside). */
  sector: number;
  /** 0 playing, 1 normal exit, 2 secret exit (until the next map starts). */
  exited: number;
  /** The player message on the view now ('' for none) and the page's notice (a level finished). */
  message: string;
  notice: string;
  /** Key bits (blue, yellow, red card 1, 2, 4; skulls 8, 16, 32). */
  keys: number;
  health: number;
  items: number;
  itemsTotal: number;
  secrets: number;
  secretsTotal: number;
  kills: number;
  killsTotal: number;
  /** DOOM's skill the map was started at (1..5). */
  /** The compatibility level the game in play follows (src/sim/base/compat.ts; -1 before a map). */
  complevel: number;
  skill: number;
  /** The game options the map was started with: no monsters (-nomonsters), fast monsters (-fast). */
  nomonsters: boolean;
  fast: boolean;
  /** Lines the automap would show as seen. */
  seenLines: number;
  /** The buttons of the latest tic's command (BT_ATTACK 1, BT_USE 2). */
  buttons: number;
  /** DOOM's gameplay random cursor (prndindex, 0..255): it goes on across maps and deaths. */
  rng: number;
  /** DOOM's screen size chosen ('statusbar', 'weapon', 'none'), the framebuffer rows the 3D view
   *  gets, and whether DOOM's status bar is drawn below it (not on a WAD without its graphics). */
  screenSize: string;
  viewHeight: number;
  statusBar: boolean;
  /** What the page shows: 'level', or between maps 'intermission', 'finale', 'ended', 'cast'. */
  screen: string;
  /** The tally as shown now (percentages, seconds; -1 not yet shown), its state (0 counting, 1 the
   *  next location, 2 the last tics) and its tics so far; null outside the intermission. */
  tally: { kills: number; items: number; secrets: number; time: number; par: number; state: number; tic: number } | null;
  /** DOOM II's cast call as shown now: the member on stage (0 zombieman .. 16 our hero), its
   *  state number and whether it is dying; null outside the cast. */
  cast: { member: number; state: number; dying: boolean } | null;
  /** DOOM's screen melt is on screen, or starts with the next frame (the game waits for it). */
  wipe: boolean;
  /** Why the game loop stopped (the exception a tic or frame threw), null while it runs. */
  stopped: string | null;
}

/** A sector's live numbers. */
export interface ToomSector {
  floor: number;
  ceil: number;
  light: number;
  tag: number;
}

export interface ToomApi {
  ready: Promise<void>;
  state(): ToomState;
  /** The game's front end: its state ('title' or 'level'), the title page or demo shown, the menu
   *  up (null none) and the skull's item, a message waiting, the Pause key's pause, the skull's
   *  frame and the gamma level. */
  front(): { state: string; page: string; demo: string; menu: string | null; item: number; message: string; paused: boolean; skull: number; gamma: number };
  /** Sector i's live heights and light (read-only), null when there is no such sector. */
  sector(i: number): ToomSector | null;
  /** Plays an input script (src/sim/input-script.ts steps) instead of the keys; resolves when it ends. */
  play(script: string): Promise<void>;
  /** Stops (true) or restarts the simulation's tics; frames are still drawn. For comparing pictures of a still world. */
  pause(paused: boolean): void;
  /** DOOM's screen melt: on or off (setWipe, ?wipe=0), running now, its tics so far, and how many
   *  framebuffer rows each of its 160 columns has slid down. */
  wipe(): { enabled: boolean; active: boolean; tics: number; offsets: number[] };
  /** Turns the melt off (also ending one under way) or on again. */
  setWipe(on: boolean): void;
  /** The automap's switches: shown, every line revealed (A), things and path shown (P or the pick), zoom. */
  automap(): { visible: boolean; reveal: boolean; things: boolean; zoom: number };
  loadFiles(files: ArrayLike<File>): Promise<void>;
  /** Ends the WAD load under way (built in a worker); false when none was running. */
  cancelLoad(): boolean;
  /** True while a WAD or map is loading. */
  loading(): boolean;
  /** The last build's warnings (skipped lines, refused portals, ...) and the problems met since
   *  (broken status bar or screen pictures and flats, sound and music lumps), as the page lists them. */
  warnings(): string[];
  /** For tests: the next game tic throws an Error with `message` inside the tic (the loop stops,
   *  the banner shows it). */
  failTic(message: string): void;
  /** 1 = one thread; more = Web Workers sharing the column blocks (only when cross-origin isolated). */
  setThreads(n: number): Promise<void>;
  /** The median render time (ms) of the page's last 60 frames, as the HUD shows it, and the threads drawing. */
  frameTimes(): { medianMs: number; fps: number; threads: number; threadNote: string };
  /** The framebuffer's pixels (ABGR), for tests comparing pictures. */
  pixels(): Uint32Array;
  /** The render mode: the CPU raycaster, the GPU path, split (left CPU, right GPU) or difference. Throws without WebGL2. */
  setMode(mode: RenderMode): void;
  /** DOOM's screen size: 'statusbar', 'weapon' (full-screen view) or 'none' (bare view); remembered. */
  setScreenSize(size: string): void;
  mode(): RenderMode;
  /** Renders one camera (the player's by default) with both paths; agreement of the pictures, median ms of `repeat` frames. */
  compare(view?: CompareView, repeat?: number): CompareResult;
  /** The CPU and GPU pictures of the last compare() (ABGR, top row first). */
  comparePixels(): { cpu: Uint32Array; gpu: Uint32Array; width: number; height: number };
  /** The WebGL2 renderer's name (UNMASKED_RENDERER_WEBGL). */
  gpuRenderer(): string;
  /** The pick under the crosshair and the portal edits (src/web/authoring). */
  authoring: AuthoringApi;
  /** The sound output: context, volumes, gains and the sounds started (src/web/sound-output.ts). */
  sound(): ToomSound;
}

/** The sound output as the page runs it (tests read it; no audio device is needed). */
export interface ToomSound {
  /** The AudioContext's state ('none' before the first key or click) and its rate. */
  context: 'none' | AudioContextState;
  sampleRate: number;
  muted: boolean;
  /** The menu's volumes, 0..15. */
  sfxVolume: number;
  musicVolume: number;
  /** The master (0 while muted), effects and music bus gains as their nodes hold them. */
  gains: { master: number; effects: number; music: number } | null;
  /** The WAD stack's sounds: all decoded yet, how many lumps play, how many distinct lump data were
   *  decoded and the samples they hold (capped), what could not be used, and the decoding's time in all and in its longest slice (ms; it runs in slices between tasks). */
  bank: { ready: boolean; sounds: number; decoded: number; samples: number; problems: string[]; decodeMs: number; longestSliceMs: number };
  /** The latest sounds handed to Web Audio (up to 64), oldest first. */
  started: SoundStart[];
  /** The busy channels now and the gains their nodes hold. */
  playing: { channel: number; lump: string; volume: number; sep: number; gainL: number | null; gainR: number | null; source: boolean }[];
  /** The music: the synth started (after the first gesture), the song handed to it (a D_ lump, null:
   *  none), the music bus's RMS level now, and the synth's complaints (bad lumps). */
  music: { ready: boolean; song: string | null; level: number; errors: string[] };
}

declare global {
  interface Window { toom: ToomApi }
}
