// DOOM's sound channels (s_sound.c): which sound plays on which of the 8 channels, at what volume
// (0..15, snd_SfxVolume 8 by default) and stereo separation (0..255, 128 centred), started by the
// simulation's sound events and updated once per tic as the listener and the origins move. Plain
// numbers in preallocated typed arrays: nothing is allocated per start or per tic.
//
// Rules, in DOOM's numbers (each a method below):
//  - S_AdjustSoundParams: approximate distance adx + ady − min/2 (16.16); beyond S_CLIPPING_DIST
//    (1200) inaudible except on map 8 (any episode: the C tests gamemap only); closer than
//    S_CLOSE_DIST (200) full volume; else volume · ((1200·FRACUNIT − dist) >> 16) / 1000
//    (S_ATTENUATOR), C's truncating division; map 8: 15 + (volume − 15) · … / 1000 with the distance
//    clamped to 1200. Separation 128 − (FixedMul(S_STEREO_SWING = 96·FRACUNIT,
//    finesine[angle >> 19]) >> 16) where angle is R_PointToAngle2(listener → origin) less the
//    listener's angle (DOOM's unsigned arithmetic, `+ 0xffffffff − angle` when not greater).
//  - S_StartSound: an origin other than the listener is adjusted (and not started when inaudible);
//    an origin at the listener's very x, y is centred; the listener's own and origin-less sounds play
//    at full volume, centred. Then S_StopSound(origin) stops the first channel of the same origin
//    (origin-less included, as the C compares NULL with NULL), and S_GetChannel takes the first free
//    channel, or else the first whose sound has a priority number ≥ the new one's; none: dropped.
//  - S_UpdateSounds: each busy channel whose sound has ended is freed; one with an origin other than
//    the listener is re-adjusted from the origin's position now, and stopped when out of range.
//  - Pitch: none. DOOM 1.9's DMX ignores pitch and Chocolate Doom's default (snd_pitchshift 0) does
//    no shifting, so every sound plays at its lump's rate (DOOM 1.1's random shift is not modelled).

import { ANGLE_OUT, ANGLETOFINESHIFT, FINESINE, FRACBITS, FRACUNIT, fixedMul, pointToAngleOut } from '../sim/base/fixed.js';
import { SFX_COUNT, SFX_PRIORITY } from './sfx-info.js';

/** snd_channels' default. */
export const SND_CHANNELS = 8;
/** snd_SfxVolume's default (0..15). */
export const SND_SFX_VOLUME = 8;
export const S_CLIPPING_DIST = 1200 * FRACUNIT;
export const S_CLOSE_DIST = 200 * FRACUNIT;
export const S_ATTENUATOR = (S_CLIPPING_DIST - S_CLOSE_DIST) >> FRACBITS;
export const S_STEREO_SWING = 96 * FRACUNIT;
export const NORM_SEP = 128;

/** originSlot values that are not a thing: a fixed point (a sector's sound origin), none, and the
 *  listener's own thing (the player: the Playsim's SOUND_SLOT_PLAYER, -3, in its events). */
export const ORIGIN_POINT = -1;
export const ORIGIN_NONE = -2;
export const ORIGIN_LISTENER = -3;

/** Where things are now (16.16), for origins that move; by the slot the sound events carry. */
export interface SoundOrigins {
  thingX(slot: number): number;
  thingY(slot: number): number;
}

export class SoundChannels {
  /** Per channel: the sfx number playing (0: free). */
  readonly sfx: Int32Array;
  /** Per channel: volume 0..15 and separation 0..255 as DOOM hands them to the sound driver. */
  readonly volume: Int32Array;
  readonly sep: Int32Array;
  /** Per channel: 1 while a sound plays. */
  readonly active: Uint8Array;
  /** Per channel: the origin (a thing slot ≥ 0, ORIGIN_POINT, ORIGIN_NONE) and its last x, y. */
  readonly originSlot: Int32Array;
  readonly originX: Int32Array;
  readonly originY: Int32Array;
  /** Per channel: tics the sound still plays (-1: unknown, until `finished`). */
  readonly ticsLeft: Int32Array;
  /** Per channel: bumped on every start, so an output sees a channel restarted with a new sound. */
  readonly serial: Int32Array;
  /** Per sfx: its priority number (DOOM's, or a DEHACKED Sound block's "Value": setPriorities). */
  readonly priority = Int32Array.from(SFX_PRIORITY);
  /** Per sfx: its length in tics when known (setSfxTics), else 0. */
  readonly sfxTics = new Int32Array(SFX_COUNT);
  /** snd_SfxVolume: the scale of every volume here. DOS DOOM 1.9 and Chocolate Doom hold the menu's
   *  0..15 times 8 (0..120, what the page sets: the sound driver takes 0..127); linuxdoom the 0..15. */
  sfxVolume = SND_SFX_VOLUME;
  /** The map number (gamemap): on map 8 nothing is clipped by distance. */
  gamemap = 1;
  /** The last S_AdjustSoundParams results. */
  private adjVolume = 0;
  private adjSep = NORM_SEP;

  constructor(readonly count = SND_CHANNELS) {
    this.sfx = new Int32Array(count);
    this.volume = new Int32Array(count);
    this.sep = new Int32Array(count);
    this.active = new Uint8Array(count);
    this.originSlot = new Int32Array(count).fill(ORIGIN_NONE);
    this.originX = new Int32Array(count);
    this.originY = new Int32Array(count);
    this.ticsLeft = new Int32Array(count);
    this.serial = new Int32Array(count);
  }

  /** The priorities a game's definitions give (Defs.soundPriority: -1 keeps DOOM's). */
  setPriorities(patched: ArrayLike<number>): void {
    for (let s = 0; s < SFX_COUNT; s++) this.priority[s] = s < patched.length && patched[s] >= 0 ? patched[s] : SFX_PRIORITY[s];
  }

  /** The length of a sound in tics (from its decoded samples: ceil(n · 35 / rate)); 0: unknown. */
  setSfxTics(sfx: number, tics: number): void {
    if (sfx > 0 && sfx < SFX_COUNT) this.sfxTics[sfx] = Math.max(0, tics | 0);
  }

  /** S_AdjustSoundParams: false when out of range; else adjVolume/adjSep hold the result. */
  private adjust(lx: number, ly: number, langle: number, sx: number, sy: number): boolean {
    const dx = (lx - sx) | 0, dy = (ly - sy) | 0;
    const adx = dx < 0 ? (-dx) | 0 : dx, ady = dy < 0 ? (-dy) | 0 : dy;
    let dist = (adx + ady - ((adx < ady ? adx : ady) >> 1)) | 0;
    const map8 = this.gamemap === 8;
    if (!map8 && dist > S_CLIPPING_DIST) return false;
    pointToAngleOut(lx, ly, sx, sy);
    let angle = ANGLE_OUT[0];
    const la = langle >>> 0;
    angle = angle > la ? (angle - la) >>> 0 : (angle + (0xffffffff - la)) >>> 0;
    this.adjSep = NORM_SEP - (fixedMul(S_STEREO_SWING, FINESINE[angle >>> ANGLETOFINESHIFT]) >> FRACBITS);
    const v = this.sfxVolume;
    if (dist < S_CLOSE_DIST) this.adjVolume = v;
    else if (map8) {
      if (dist > S_CLIPPING_DIST) dist = S_CLIPPING_DIST;
      this.adjVolume = 15 + Math.trunc(((v - 15) * ((S_CLIPPING_DIST - dist) >> FRACBITS)) / S_ATTENUATOR);
    } else this.adjVolume = Math.trunc((v * ((S_CLIPPING_DIST - dist) >> FRACBITS)) / S_ATTENUATOR);
    return this.adjVolume > 0;
  }

  /** Whether channel c's origin is the given one (DOOM compares the origin pointers). */
  private sameOrigin(c: number, slot: number, x: number, y: number): boolean {
    const s = this.originSlot[c];
    if (s !== slot) return false;
    return slot !== ORIGIN_POINT || (this.originX[c] === (x | 0) && this.originY[c] === (y | 0));
  }

  /** S_StopChannel. */
  stopChannel(c: number): void {
    this.sfx[c] = 0;
    this.active[c] = 0;
    this.originSlot[c] = ORIGIN_NONE;
    this.ticsLeft[c] = 0;
  }

  /** The output reports channel c's sound has ended (I_SoundIsPlaying false). */
  finished(c: number): void {
    if (c >= 0 && c < this.count) this.stopChannel(c);
  }

  /** S_StopSound: stops what thing slot `slot` is sounding (the thing was removed). */
  stopOrigin(slot: number): void {
    if (slot < 0) return;
    for (let c = 0; c < this.count; c++) if (this.originSlot[c] === slot) this.stopChannel(c);
  }

  /** Stops every channel (S_Start at a level's start). */
  stopAll(): void {
    for (let c = 0; c < this.count; c++) this.stopChannel(c);
  }

  /**
   * S_StartSound: sfx from an origin (a thing slot ≥ 0, ORIGIN_POINT at x, y, or ORIGIN_NONE)
   * heard by the listener (its x, y, binary angle and thing slot). The channel it plays on, or -1.
   */
  start(sfx: number, originX: number, originY: number, originSlot: number, listenerX: number, listenerY: number, listenerAngle: number, listenerSlot = -3): number {
    if (sfx < 1 || sfx >= SFX_COUNT) return -1; // DOOM: I_Error("Bad sfx #"); the page just ignores it
    let volume = this.sfxVolume, sep = NORM_SEP;
    const hasOrigin = originSlot !== ORIGIN_NONE;
    if (hasOrigin && originSlot !== ORIGIN_LISTENER && !(originSlot >= 0 && originSlot === listenerSlot)) {
      if (!this.adjust(listenerX, listenerY, listenerAngle, originX, originY)) return -1;
      volume = this.adjVolume;
      sep = (originX | 0) === (listenerX | 0) && (originY | 0) === (listenerY | 0) ? NORM_SEP : this.adjSep;
    }
    // S_StopSound(origin): the first channel of the same origin.
    for (let c = 0; c < this.count; c++) {
      if (this.sfx[c] !== 0 && this.sameOrigin(c, originSlot, originX, originY)) {
        this.stopChannel(c);
        break;
      }
    }
    // S_GetChannel.
    let cnum = 0;
    for (; cnum < this.count; cnum++) {
      if (this.sfx[cnum] === 0) break;
      if (hasOrigin && this.sameOrigin(cnum, originSlot, originX, originY)) {
        this.stopChannel(cnum);
        break;
      }
    }
    if (cnum === this.count) {
      const pri = this.priority[sfx];
      for (cnum = 0; cnum < this.count; cnum++) if (this.priority[this.sfx[cnum]] >= pri) break;
      if (cnum === this.count) return -1;
      this.stopChannel(cnum);
    }
    this.sfx[cnum] = sfx;
    this.active[cnum] = 1;
    this.originSlot[cnum] = originSlot;
    this.originX[cnum] = originX | 0;
    this.originY[cnum] = originY | 0;
    this.volume[cnum] = volume;
    this.sep[cnum] = sep;
    this.ticsLeft[cnum] = this.sfxTics[sfx] > 0 ? this.sfxTics[sfx] : -1;
    this.serial[cnum]++;
    return cnum;
  }

  /**
   * S_UpdateSounds, once per tic: ends sounds whose length has passed, re-adjusts the volume and
   * separation of sounds with an origin other than the listener (things read where they are now
   * through `origins`), and stops those now out of range.
   */
  update(listenerX: number, listenerY: number, listenerAngle: number, listenerSlot = -3, origins: SoundOrigins | null = null): void {
    for (let c = 0; c < this.count; c++) {
      if (this.sfx[c] === 0) continue;
      if (this.ticsLeft[c] > 0 && --this.ticsLeft[c] === 0) {
        this.stopChannel(c); // I_SoundIsPlaying: the sound has ended
        continue;
      }
      const slot = this.originSlot[c];
      if (slot === ORIGIN_NONE || slot === ORIGIN_LISTENER || (slot >= 0 && slot === listenerSlot)) continue;
      if (slot >= 0 && origins !== null) {
        this.originX[c] = origins.thingX(slot) | 0;
        this.originY[c] = origins.thingY(slot) | 0;
      }
      if (!this.adjust(listenerX, listenerY, listenerAngle, this.originX[c], this.originY[c])) this.stopChannel(c);
      else {
        this.volume[c] = this.adjVolume;
        this.sep[c] = this.adjSep;
      }
    }
  }
}

/** A simulation's sound events as the Playsim keeps them (4 ints each, a count so far). */
export interface SoundEventSource {
  readonly soundRing: Int32Array;
  readonly soundHead: number;
}

/**
 * Feeds a simulation's new sound events to the channels, oldest first: remembers how far it read.
 * Events the ring overwrote before they were read are skipped (counted in `lost`).
 */
export class SoundEventDrain {
  /** soundHead at the last drain. */
  read = 0;
  /** Events lost to the ring wrapping between drains. */
  lost = 0;

  /** Starts from the source's present (earlier events are not played). */
  constructor(source?: SoundEventSource) {
    if (source) this.read = source.soundHead;
  }

  /** Starts every event since the last call; returns how many were started on a channel. */
  drain(source: SoundEventSource, channels: SoundChannels, listenerX: number, listenerY: number, listenerAngle: number, listenerSlot = -3): number {
    const ring = source.soundRing, size = (ring.length / 4) | 0, head = source.soundHead;
    if (head - this.read > size) {
      this.lost += head - size - this.read;
      this.read = head - size;
    }
    let started = 0;
    for (; this.read < head; this.read++) {
      const i = (this.read % size) * 4;
      const slot = ring[i + 3], x = ring[i + 1], y = ring[i + 2];
      // sfx 0: the thing in `slot` was removed, and its sound stops with it.
      if (ring[i] === 0) { channels.stopOrigin(slot); continue; }
      // The Playsim writes an origin-less sound as slot -1 at (0, 0); a sector's origin (or an undrawn
      // thing) as slot -1 at its point; the player's own thing as -3.
      const originSlot = slot >= 0 ? slot : slot === ORIGIN_LISTENER ? ORIGIN_LISTENER : x === 0 && y === 0 ? ORIGIN_NONE : ORIGIN_POINT;
      if (channels.start(ring[i], x, y, originSlot, listenerX, listenerY, listenerAngle, listenerSlot) >= 0) started++;
    }
    return started;
  }
}
