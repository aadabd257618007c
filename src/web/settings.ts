// The choices the page remembers across visits (localStorage): resolution, screen size, map name,
// server WAD, DOOM's skill and its game options (no monsters, fast monsters), the sound and music
// volumes and the mute switch, and DOOM's options menu's messages, mouse sensitivity and gamma.
export interface Settings {
  /** Internal resolution as "WxH", or a size that follows the window (authoring/fit-size.ts). */
  res: string;
  /** The last map chosen, e.g. "E1M1". */
  map: string | null;
  /** The server WAD's URL path ("/wad/toom-demo.wad"), when the last WAD came from the server. */
  wad: string | null;
  /** DOOM's skill, 1 ("I'm too young to die") to 5 ("Nightmare!"); 3 by default. */
  skill: number;
  /** DOOM's screen size: the status bar under the view (default), full screen, or the bare view. */
  size: ScreenSize;
  /** DOOM's -nomonsters: maps start without monsters. */
  nomonsters: boolean;
  /** DOOM's -fast: monsters and their missiles faster, as on Nightmare. */
  fast: boolean;
  /** The compatibility level games start at (PAGE_COMPLEVELS), or null: what the WADs ask for. */
  complevel: number | null;
  /** DOOM's menu volumes, 0..15 (its defaults: 8 and 8). */
  sfxVolume: number;
  musicVolume: number;
  /** M: every sound and the music silent. */
  muted: boolean;
  /** DOOM's options menu: messages on or off, mouse sensitivity 0..9, gamma 0..4 (F11). */
  showMessages: boolean;
  mouseSensitivity: number;
  gamma: number;
}

import { isFitMode } from './authoring/fit-size.js';
import { isScreenSize, type ScreenSize } from '../screen/screen-layout.js';

const KEY = 'toom.settings';
/** The compatibility levels the page's menu offers: vanilla DOOM II 1.9, the Ultimate DOOM, Final DOOM,
 *  Boom 2.02 and MBF (src/sim/base/compat.ts). */
export const PAGE_COMPLEVELS: readonly number[] = [2, 3, 4, 9, 11];
export const RESOLUTIONS = ['320x200', '640x400', '1280x800'] as const;
export const DEFAULT_RES = '640x400';

export function loadSettings(): Settings {
  const s: Settings = { res: DEFAULT_RES, map: null, wad: null, skill: 3, size: 'statusbar', nomonsters: false, fast: false, complevel: null, sfxVolume: 8, musicVolume: 8, muted: false, showMessages: true, mouseSensitivity: 5, gamma: 0 };
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    if (typeof raw.res === 'string' && ((RESOLUTIONS as readonly string[]).includes(raw.res) || isFitMode(raw.res))) s.res = raw.res;
    if (typeof raw.map === 'string') s.map = raw.map;
    if (typeof raw.wad === 'string') s.wad = raw.wad;
    if (isScreenSize(raw.size)) s.size = raw.size;
    if (typeof raw.nomonsters === 'boolean') s.nomonsters = raw.nomonsters;
    if (typeof raw.fast === 'boolean') s.fast = raw.fast;
    if (typeof raw.complevel === 'number' && PAGE_COMPLEVELS.includes(raw.complevel)) s.complevel = raw.complevel;
    if (typeof raw.skill === 'number' && Number.isInteger(raw.skill) && raw.skill >= 1 && raw.skill <= 5) s.skill = raw.skill;
    if (isVolume(raw.sfxVolume)) s.sfxVolume = raw.sfxVolume;
    if (isVolume(raw.musicVolume)) s.musicVolume = raw.musicVolume;
    if (typeof raw.muted === 'boolean') s.muted = raw.muted;
    if (typeof raw.showMessages === 'boolean') s.showMessages = raw.showMessages;
    if (isWhole(raw.mouseSensitivity, 9)) s.mouseSensitivity = raw.mouseSensitivity;
    if (isWhole(raw.gamma, 4)) s.gamma = raw.gamma;
  } catch {
    // Storage disabled or corrupt: defaults.
  }
  return s;
}

function isWhole(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
}

/** A menu volume: a whole number 0..15. */
export function isVolume(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 15;
}

export function saveSettings(s: Settings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Storage full or disabled: the page works without it.
  }
}

export function parseRes(res: string): [number, number] {
  const m = /^(\d+)x(\d+)$/.exec(res) ?? /^(\d+)x(\d+)$/.exec(DEFAULT_RES)!;
  return [Number(m[1]), Number(m[2])];
}
