// Sector light thinkers at DOOM's timings (p_lights): random blink (special 1), strobes (2, 3, 4,
// and the synchronized 12, 13; line 17 starts one), glow (8) and fire flicker (17). Each writes the
// World's live light level of its sector; random ones draw from DOOM's table in DOOM's order. A
// pool of struct-of-arrays slots run in creation order; allocation-free after construction.
import type { World } from '../world/world.js';
import { minSurroundingLight } from './sector-search.js';

export const LIGHT_FLASH = 1;
export const LIGHT_STROBE = 2;
export const LIGHT_GLOW = 3;
export const LIGHT_FIRE_FLICKER = 4;

/** DOOM's strobe times in tics (STROBEBRIGHT, FASTDARK, SLOWDARK) and glow step (GLOWSPEED). */
export const STROBE_BRIGHT = 5;
export const FAST_DARK = 15;
export const SLOW_DARK = 35;
export const GLOW_SPEED = 8;

/** The random source: DOOM's P_Random. */
export interface GameRandom {
  pRandom(): number;
}

export class Lights {
  readonly kind: Uint8Array;
  readonly sector: Int32Array;
  readonly count: Int32Array;
  readonly minLight: Int32Array;
  readonly maxLight: Int32Array;
  /** Strobe: dark/bright times. Flash: the random masks (mintime 7, maxtime 64). */
  readonly darkTime: Int32Array;
  readonly brightTime: Int32Array;
  /** Glow: ±1. */
  readonly direction: Int8Array;
  private n = 0;

  constructor(private readonly w: World, private readonly rng: GameRandom) {
    const cap = w.sectorCount * 2 + 16;
    this.kind = new Uint8Array(cap); this.sector = new Int32Array(cap); this.count = new Int32Array(cap);
    this.minLight = new Int32Array(cap); this.maxLight = new Int32Array(cap);
    this.darkTime = new Int32Array(cap); this.brightTime = new Int32Array(cap); this.direction = new Int8Array(cap);
  }

  get length(): number { return this.n; }

  /** Takes over `from`'s light thinkers, in their order (a World rebuilt with the same sectors). False when the pools differ in size. */
  copyFrom(from: Lights): boolean {
    if (from.kind.length !== this.kind.length) return false;
    this.kind.set(from.kind); this.sector.set(from.sector); this.count.set(from.count);
    this.minLight.set(from.minLight); this.maxLight.set(from.maxLight);
    this.darkTime.set(from.darkTime); this.brightTime.set(from.brightTime); this.direction.set(from.direction);
    this.n = from.n;
    return true;
  }

  private add(kind: number, sec: number): number {
    if (this.n === this.kind.length) return -1; // more than two per sector: ignored
    const i = this.n++;
    this.kind[i] = kind; this.sector[i] = sec; this.count[i] = 0;
    this.minLight[i] = 0; this.maxLight[i] = 0; this.darkTime[i] = 0; this.brightTime[i] = 0; this.direction[i] = 0;
    return i;
  }

  /** P_SpawnLightFlash (special 1). */
  spawnFlash(sec: number): void {
    const w = this.w;
    w.sectorSpecial[sec] = 0;
    const i = this.add(LIGHT_FLASH, sec);
    if (i < 0) return;
    this.maxLight[i] = w.sectorLight[sec];
    this.minLight[i] = minSurroundingLight(w, sec, w.sectorLight[sec]);
    this.brightTime[i] = 64; // maxtime
    this.darkTime[i] = 7; // mintime
    this.count[i] = (this.rng.pRandom() & 64) + 1;
  }

  /** P_SpawnStrobeFlash: `darkTime` FAST_DARK or SLOW_DARK; `inSync` strobes all start together. */
  spawnStrobe(sec: number, darkTime: number, inSync: boolean): void {
    const w = this.w;
    const i = this.add(LIGHT_STROBE, sec);
    if (i < 0) return;
    this.darkTime[i] = darkTime;
    this.brightTime[i] = STROBE_BRIGHT;
    this.maxLight[i] = w.sectorLight[sec];
    this.minLight[i] = minSurroundingLight(w, sec, w.sectorLight[sec]);
    if (this.minLight[i] === this.maxLight[i]) this.minLight[i] = 0;
    w.sectorSpecial[sec] = 0;
    this.count[i] = inSync ? 1 : (this.rng.pRandom() & 7) + 1;
  }

  /** P_SpawnGlowingLight (special 8). */
  spawnGlow(sec: number): void {
    const w = this.w;
    const i = this.add(LIGHT_GLOW, sec);
    if (i < 0) return;
    this.minLight[i] = minSurroundingLight(w, sec, w.sectorLight[sec]);
    this.maxLight[i] = w.sectorLight[sec];
    this.direction[i] = -1;
    w.sectorSpecial[sec] = 0;
  }

  /** P_SpawnFireFlicker (special 17). */
  spawnFireFlicker(sec: number): void {
    const w = this.w;
    w.sectorSpecial[sec] = 0;
    const i = this.add(LIGHT_FIRE_FLICKER, sec);
    if (i < 0) return;
    this.maxLight[i] = w.sectorLight[sec];
    this.minLight[i] = minSurroundingLight(w, sec, w.sectorLight[sec]) + 16;
    this.count[i] = 4;
  }

  /** One tic of every light, in creation order. */
  tick(): void {
    const w = this.w, light = w.sectorLight;
    for (let i = 0; i < this.n; i++) {
      const sec = this.sector[i];
      switch (this.kind[i]) {
        case LIGHT_FLASH:
          if (--this.count[i] !== 0) break;
          if (light[sec] === this.maxLight[i]) {
            light[sec] = this.minLight[i];
            this.count[i] = (this.rng.pRandom() & this.darkTime[i]) + 1;
          } else {
            light[sec] = this.maxLight[i];
            this.count[i] = (this.rng.pRandom() & this.brightTime[i]) + 1;
          }
          break;
        case LIGHT_STROBE:
          if (--this.count[i] !== 0) break;
          if (light[sec] === this.minLight[i]) {
            light[sec] = this.maxLight[i];
            this.count[i] = this.brightTime[i];
          } else {
            light[sec] = this.minLight[i];
            this.count[i] = this.darkTime[i];
          }
          break;
        case LIGHT_GLOW:
          if (this.direction[i] === -1) {
            light[sec] -= GLOW_SPEED;
            if (light[sec] <= this.minLight[i]) { light[sec] += GLOW_SPEED; this.direction[i] = 1; }
          } else {
            light[sec] += GLOW_SPEED;
            if (light[sec] >= this.maxLight[i]) { light[sec] -= GLOW_SPEED; this.direction[i] = -1; }
          }
          break;
        case LIGHT_FIRE_FLICKER: {
          if (--this.count[i] !== 0) break;
          const amount = (this.rng.pRandom() & 3) * 16;
          if (light[sec] - amount < this.minLight[i]) light[sec] = this.minLight[i];
          else light[sec] = this.maxLight[i] - amount;
          this.count[i] = 4;
          break;
        }
        default: break;
      }
    }
  }
}

/** EV_TurnTagLightsOff (lines 35, 104, 139-style): each tagged sector to its darkest neighbour. */
export function turnTagLightsOff(w: World, tag: number): void {
  for (let s = 0; s < w.sectorCount; s++) {
    if (w.sectorTag[s] !== tag) continue;
    w.sectorLight[s] = minSurroundingLight(w, s, w.sectorLight[s]);
  }
}

/**
 * EV_LightTurnOn: tagged sectors to `bright`, or (bright 0) to their brightest neighbour. As in
 * DOOM, a level found by searching carries over to the following tagged sectors.
 */
export function lightTurnOn(w: World, tag: number, bright: number): void {
  for (let s = 0; s < w.sectorCount; s++) {
    if (w.sectorTag[s] !== tag) continue;
    if (bright === 0) {
      for (let i = w.sectorLineStart[s]; i < w.sectorLineStart[s + 1]; i++) {
        const li = w.sectorLines[i];
        if (!(w.lineFlags[li] & 4)) continue;
        const o = w.lineFront[li] === s ? w.lineBack[li] : w.lineFront[li];
        if (o >= 0 && w.sectorLight[o] > bright) bright = w.sectorLight[o];
      }
    }
    w.sectorLight[s] = bright;
  }
}
