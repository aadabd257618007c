// DOOM's MUS music lumps. Layout (little-endian): "MUS\x1a", u16 score length, u16 score start, u16
// primary channels, u16 secondary channels, u16 instrument count, u16 reserved, the instrument
// numbers (u16 each), then the score at `score start`: groups of events, each event a byte
// (bit 7: last of its group; bits 4-6: type; bits 0-3: channel, 15 = percussion) and its data, each
// group followed by a delay in tics of 1/140 s, 7 bits a byte, high bit = more bytes follow. Types:
// 0 release note (note), 1 play note (note, bit 7 = a volume byte follows; otherwise the channel's
// last volume), 2 pitch wheel (0-255, 128 = none), 3 system event (controller 10-14), 4 controller
// (number 0-9: 0 = instrument, value), 6 score end. Types 5 and 7 do not exist.
//
// `parseMus` reads the score into events with exact tic times; `musToSong` turns it into the one
// MIDI track Chocolate Doom's mus2mid makes and its OPL driver plays (channels in order of first
// use, skipping MIDI's percussion channel 9, where MUS channel 15 goes; an all-notes-off on each
// channel's first use; MUS controllers to MIDI controller numbers; values over 127 become 127).

import { WadError } from '../errors.js';
import {
  CONTROLLER_ALL_NOTES_OFF, MAX_SONG_EVENTS, META_END_OF_TRACK, MIDI_CONTROLLER, MIDI_META, MIDI_NOTE_OFF,
  MIDI_NOTE_ON, MIDI_PITCH_BEND, MIDI_PROGRAM, TrackBuilder, type MusicSong,
} from './music-song.js';

export const MUS_HEADER = 'MUS\x1a';
/** MUS tics a second. */
export const MUS_TIC_RATE = 140;
/** MUS event types. */
export const MUS_RELEASE = 0, MUS_PLAY = 1, MUS_PITCH = 2, MUS_SYSTEM = 3, MUS_CONTROLLER = 4, MUS_END = 6;
export const MUS_PERCUSSION = 15;
/** The longest song accepted: a day of tics (a tiny lump may declare delays of years). */
export const MAX_MUS_TICS = MUS_TIC_RATE * 86_400;
const FIXED_HEADER = 16;

/** A MUS score: header fields and the events (struct-of-arrays, in score order) with their tic times. */
export interface MusScore {
  readonly scoreLength: number;
  readonly scoreStart: number;
  readonly primaryChannels: number;
  readonly secondaryChannels: number;
  readonly instruments: Uint16Array;
  /** Events before the score end (the score end itself is `lengthTics`). */
  readonly count: number;
  /** Tic (1/140 s from the start) of each event. */
  readonly time: Uint32Array;
  /** MUS_RELEASE … MUS_CONTROLLER. */
  readonly type: Uint8Array;
  /** MUS channel 0-15. */
  readonly channel: Uint8Array;
  /** Release/play: note; pitch: wheel (0-255); system: controller 10-14; controller: number 0-9. */
  readonly a: Uint8Array;
  /** Play: the note's volume (carried over from the channel's last when the event has none); controller: value. */
  readonly b: Uint8Array;
  /** The tic of the score end: the song's length. */
  readonly lengthTics: number;
  /** The channel nibble of the score-end event (mus2mid gives it a MIDI channel too). */
  readonly endChannel: number;
}

/** Parses a MUS lump, or throws a WadError naming what is wrong. Work is bounded by the lump's size. */
export function parseMus(bytes: Uint8Array, file: string, lump: string): MusScore {
  const fail = (what: string): never => { throw new WadError(file, lump, what); };
  if (bytes.length < FIXED_HEADER) fail(`MUS lump is ${bytes.length} bytes, shorter than its ${FIXED_HEADER}-byte header`);
  if (bytes[0] !== 0x4d || bytes[1] !== 0x55 || bytes[2] !== 0x53 || bytes[3] !== 0x1a) fail('not a MUS lump (no "MUS\\x1a" header)');
  const u16 = (o: number): number => bytes[o] | (bytes[o + 1] << 8);
  const scoreLength = u16(4), scoreStart = u16(6), primaryChannels = u16(8), secondaryChannels = u16(10), instrumentCount = u16(12);
  if (FIXED_HEADER + instrumentCount * 2 > bytes.length) fail(`MUS declares ${instrumentCount} instruments; the ${bytes.length}-byte lump holds fewer`);
  if (scoreStart < FIXED_HEADER || scoreStart >= bytes.length) fail(`MUS score start ${scoreStart} lies outside the ${bytes.length}-byte lump`);
  const instruments = new Uint16Array(instrumentCount);
  for (let i = 0; i < instrumentCount; i++) instruments[i] = u16(FIXED_HEADER + 2 * i);
  // Events take a byte or more each, so the score's bytes bound the count.
  const cap = Math.min(bytes.length - scoreStart, MAX_SONG_EVENTS);
  const time = new Uint32Array(cap), type = new Uint8Array(cap), channel = new Uint8Array(cap);
  const a = new Uint8Array(cap), b = new Uint8Array(cap);
  const volume = new Uint8Array(16).fill(127);
  let p = scoreStart, n = 0, tic = 0, endChannel = 0;
  const byte = (): number => {
    if (p >= bytes.length) fail(`MUS score runs past the end of the ${bytes.length}-byte lump with no score end`);
    return bytes[p++];
  };
  for (;;) {
    const d = byte();
    const t = (d >> 4) & 7, ch = d & 15;
    if (t === MUS_END) { endChannel = ch; break; }
    if (n === cap) fail(`MUS score has more than ${cap} events`);
    let ea = 0, eb = 0;
    switch (t) {
      case MUS_RELEASE: ea = byte() & 0x7f; break;
      case MUS_PLAY: {
        const k = byte();
        ea = k & 0x7f;
        if (k & 0x80) volume[ch] = byte() & 0x7f;
        eb = volume[ch];
        break;
      }
      case MUS_PITCH: ea = byte(); break;
      case MUS_SYSTEM:
        ea = byte();
        if (ea < 10 || ea > 14) fail(`MUS system event ${ea} at byte ${p - 1} (system events are 10-14)`);
        break;
      case MUS_CONTROLLER:
        ea = byte();
        eb = byte();
        if (ea > 9) fail(`MUS controller ${ea} at byte ${p - 2} (controllers are 0-9)`);
        break;
      default:
        fail(`MUS event type ${t} at byte ${p - 1} does not exist`);
    }
    time[n] = tic; type[n] = t; channel[n] = ch; a[n] = ea; b[n] = eb;
    n++;
    if (d & 0x80) {
      let delay = 0;
      for (;;) {
        const v = byte();
        delay = delay * 128 + (v & 0x7f);
        if (tic + delay > MAX_MUS_TICS) fail(`MUS score lasts more than ${MAX_MUS_TICS} tics (a day)`);
        if (!(v & 0x80)) break;
      }
      tic += delay;
    }
  }
  return {
    scoreLength, scoreStart, primaryChannels, secondaryChannels, instruments,
    count: n, time: time.slice(0, n), type: type.slice(0, n), channel: channel.slice(0, n), a: a.slice(0, n), b: b.slice(0, n),
    lengthTics: tic, endChannel,
  };
}

/** MUS controller numbers 1-14 → MIDI controllers (0 is the program change). */
const MUS_TO_MIDI_CONTROLLER = new Uint8Array([0, 0x20, 0x01, 0x07, 0x0a, 0x0b, 0x5b, 0x5d, 0x40, 0x43, 0x78, 0x7b, 0x7e, 0x7f, 0x79]);

/** The one-track MIDI song the OPL driver plays for a MUS score (70 ticks a beat: one tick a tic). */
export function musToSong(score: MusScore): MusicSong {
  const track = new TrackBuilder();
  const map = new Int8Array(16).fill(-1);
  let last = 0;
  // mus2mid gives a MIDI channel to every event's MUS channel, the score end's included.
  const midiChannel = (mus: number, tic: number): number => {
    if (mus === MUS_PERCUSSION) return 9;
    if (map[mus] < 0) {
      let max = -1;
      for (let i = 0; i < 16; i++) if (map[i] > max) max = map[i];
      map[mus] = max + 1 === 9 ? 10 : max + 1;
      track.push(tic - last, MIDI_CONTROLLER | map[mus], CONTROLLER_ALL_NOTES_OFF, 0);
      last = tic;
    }
    return map[mus];
  };
  for (let i = 0; i < score.count; i++) {
    const tic = score.time[i];
    const ch = midiChannel(score.channel[i], tic);
    const a = score.a[i], b = score.b[i];
    const delta = tic - last;
    last = tic;
    switch (score.type[i]) {
      case MUS_RELEASE: track.push(delta, MIDI_NOTE_OFF | ch, a, 0); break;
      case MUS_PLAY: track.push(delta, MIDI_NOTE_ON | ch, a, b); break;
      case MUS_PITCH: {
        const wheel = a * 64;
        track.push(delta, MIDI_PITCH_BEND | ch, wheel & 0x7f, (wheel >> 7) & 0x7f);
        break;
      }
      case MUS_SYSTEM: track.push(delta, MIDI_CONTROLLER | ch, MUS_TO_MIDI_CONTROLLER[a], 0); break;
      default:
        if (a === 0) track.push(delta, MIDI_PROGRAM | ch, b & 0x7f, 0);
        else track.push(delta, MIDI_CONTROLLER | ch, MUS_TO_MIDI_CONTROLLER[a], b > 127 ? 127 : b);
        break;
    }
  }
  // The score end: its channel too, then the end of track after the last delay.
  midiChannel(score.endChannel, score.lengthTics);
  track.push(score.lengthTics - last, MIDI_META, META_END_OF_TRACK, 0);
  const t = track.finish();
  return { format: 'mus', ticksPerBeat: 70, tracks: [t], lengthTicks: track.ticks };
}
