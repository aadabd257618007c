// Standard MIDI File lumps ("MThd"), which Chocolate Doom's OPL driver plays as they are (Freedoom's
// music is all MIDI). Formats 0 and 1; each "MTrk" chunk's events read up to its end-of-track (or
// the chunk's end); running status as Chocolate Doom's reader keeps it (the last status byte of any
// kind); SysEx and meta events kept as markers (the driver only acts on set-tempo and end-of-track).
// A negative (SMPTE) time division becomes frames a second × ticks a frame. Bad data is a WadError.

import { WadError } from '../errors.js';
import {
  MAX_SONG_EVENTS, META_END_OF_TRACK, META_SET_TEMPO, MIDI_META, MIDI_PROGRAM, MIDI_CHANNEL_PRESSURE,
  MIDI_SYSEX, MIDI_SYSEX_SPLIT, TrackBuilder, type MusicSong, type MusicTrack,
} from './music-song.js';

export const MIDI_HEADER = 'MThd';

/** True when the bytes start like a Standard MIDI File. */
export function isMidi(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x4d && bytes[1] === 0x54 && bytes[2] === 0x68 && bytes[3] === 0x64;
}

/** Parses a MIDI lump, or throws a WadError naming what is wrong. Work is bounded by the lump's size. */
export function parseMidi(bytes: Uint8Array, file: string, lump: string): MusicSong {
  const fail = (what: string): never => { throw new WadError(file, lump, what); };
  const u32 = (o: number): number => ((bytes[o] << 24) | (bytes[o + 1] << 16) | (bytes[o + 2] << 8) | bytes[o + 3]) >>> 0;
  if (bytes.length < 14) fail(`MIDI lump is ${bytes.length} bytes, shorter than its 14-byte header`);
  if (!isMidi(bytes)) fail('not a MIDI lump (no "MThd" header)');
  if (u32(4) !== 6) fail(`MIDI header chunk is ${u32(4)} bytes, not 6`);
  const format = (bytes[8] << 8) | bytes[9];
  const trackCount = (bytes[10] << 8) | bytes[11];
  const division = (bytes[12] << 8) | bytes[13];
  if (format !== 0 && format !== 1) fail(`MIDI format ${format} (only formats 0 and 1 play)`);
  if (trackCount < 1) fail('MIDI file has no tracks');
  let ticksPerBeat = division;
  if (division & 0x8000) {
    const signed = division - 0x10000;
    ticksPerBeat = -Math.trunc(signed / 256) * (division & 0xff);
  }
  if (ticksPerBeat <= 0) fail(`MIDI time division ${division} gives ${ticksPerBeat} ticks a beat`);

  const tracks: MusicTrack[] = [];
  let p = 14, total = 0, lengthTicks = 0;
  for (let t = 0; t < trackCount; t++) {
    if (p + 8 > bytes.length) fail(`MIDI declares ${trackCount} tracks; the lump ends after ${t}`);
    if (bytes[p] !== 0x4d || bytes[p + 1] !== 0x54 || bytes[p + 2] !== 0x72 || bytes[p + 3] !== 0x6b) fail(`MIDI track ${t} at byte ${p} has no "MTrk" header`);
    const end = p + 8 + u32(p + 4);
    if (end > bytes.length) fail(`MIDI track ${t} (${u32(p + 4)} bytes at ${p + 8}) runs past the end of the ${bytes.length}-byte lump`);
    p += 8;
    const track = new TrackBuilder();
    let status = 0;
    const byte = (): number => {
      if (p >= end) fail(`MIDI track ${t} ends inside an event at byte ${p}`);
      return bytes[p++];
    };
    const varLen = (): number => {
      let v = 0;
      for (let i = 0; i < 4; i++) {
        const c = byte();
        v = v * 128 + (c & 0x7f);
        if (!(c & 0x80)) return v;
      }
      return fail(`MIDI track ${t} has a variable-length number longer than 4 bytes at byte ${p}`);
    };
    while (p < end) {
      if (total === MAX_SONG_EVENTS) fail(`MIDI file has more than ${MAX_SONG_EVENTS} events`);
      const delta = varLen();
      let s = byte();
      if (s & 0x80) status = s;
      else { s = status; p--; }
      const kind = s & 0xf0;
      total++;
      if (kind >= 0x80 && kind <= 0xe0) {
        const d1 = byte() & 0x7f;
        const d2 = kind === MIDI_PROGRAM || kind === MIDI_CHANNEL_PRESSURE ? 0 : byte() & 0x7f;
        track.push(delta, s, d1, d2);
      } else if (s === MIDI_SYSEX || s === MIDI_SYSEX_SPLIT) {
        const n = varLen();
        if (n > end - p) fail(`MIDI track ${t} has a ${n}-byte SysEx event past its end`);
        p += n;
        track.push(delta, s, 0, 0);
      } else if (s === MIDI_META) {
        const type = byte();
        const n = varLen();
        if (n > end - p) fail(`MIDI track ${t} has a ${n}-byte meta event past its end`);
        const tempo = type === META_SET_TEMPO && n === 3 ? (bytes[p] << 16) | (bytes[p + 1] << 8) | bytes[p + 2] : 0;
        p += n;
        track.push(delta, s, type, 0, tempo);
        if (type === META_END_OF_TRACK) break;
      } else {
        fail(`MIDI track ${t} has an unknown event type 0x${s.toString(16)} at byte ${p - 1}`);
      }
    }
    // A track without an end-of-track event ends where its chunk does.
    if (track.open) track.push(0, MIDI_META, META_END_OF_TRACK, 0);
    if (track.ticks > lengthTicks) lengthTicks = track.ticks;
    tracks.push(track.finish());
    p = end;
  }
  return { format: 'midi', ticksPerBeat, tracks, lengthTicks };
}
