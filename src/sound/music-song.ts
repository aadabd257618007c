// A song as the OPL music driver plays it: Standard MIDI File events per track, with each event's
// delta time in ticks. DOOM's MUS lumps become one such track (mus.ts, the way Chocolate Doom's
// mus2mid converts them: 70 ticks a beat at 500,000 µs a beat, so a MUS tic of 1/140 s is one
// tick); MIDI lumps (Freedoom's music) are read as they are (midi.ts). Events are struct-of-arrays.

/** MIDI status nibbles / bytes the driver reads. */
export const MIDI_NOTE_OFF = 0x80;
export const MIDI_NOTE_ON = 0x90;
export const MIDI_AFTERTOUCH = 0xa0;
export const MIDI_CONTROLLER = 0xb0;
export const MIDI_PROGRAM = 0xc0;
export const MIDI_CHANNEL_PRESSURE = 0xd0;
export const MIDI_PITCH_BEND = 0xe0;
export const MIDI_SYSEX = 0xf0;
export const MIDI_SYSEX_SPLIT = 0xf7;
export const MIDI_META = 0xff;
/** Meta event types the driver acts on. */
export const META_END_OF_TRACK = 0x2f;
export const META_SET_TEMPO = 0x51;
/** Controllers the OPL driver acts on. */
export const CONTROLLER_VOLUME = 0x07;
export const CONTROLLER_PAN = 0x0a;
export const CONTROLLER_ALL_NOTES_OFF = 0x7b;

/** The tempo a song starts at (µs a beat), as Chocolate Doom's OPL driver assumes: 120 beats a minute. */
export const DEFAULT_US_PER_BEAT = 500_000;
/** The most events one song may hold (over all tracks): far more than any DOOM song, and a bound on work. */
export const MAX_SONG_EVENTS = 1 << 18;

export interface MusicTrack {
  readonly count: number;
  /** Ticks from the previous event of the track (from the start for the first). */
  readonly delta: Uint32Array;
  /** The status byte: 0x80-0xEF with the channel in the low nibble, 0xF0/0xF7 SysEx, 0xFF meta. */
  readonly status: Uint8Array;
  /** Channel events: the first data byte; meta events: the meta type. */
  readonly data1: Uint8Array;
  /** Channel events: the second data byte (0 for one-byte events). */
  readonly data2: Uint8Array;
  /** Set-tempo meta events with 3 data bytes: the µs a beat; otherwise 0. */
  readonly tempo: Uint32Array;
}

export interface MusicSong {
  /** Where it came from: a MUS lump or a MIDI lump. */
  readonly format: 'mus' | 'midi';
  /** MIDI time division: ticks a beat (70 for MUS). */
  readonly ticksPerBeat: number;
  readonly tracks: readonly MusicTrack[];
  /** The longest track's length in ticks (to its end-of-track event). */
  readonly lengthTicks: number;
}

/** Grows a track's arrays as events are read; `finish` trims them. */
export class TrackBuilder {
  count = 0;
  ticks = 0;
  private delta = new Uint32Array(64);
  private status = new Uint8Array(64);
  private data1 = new Uint8Array(64);
  private data2 = new Uint8Array(64);
  private tempo = new Uint32Array(64);

  push(delta: number, status: number, data1: number, data2: number, tempo = 0): void {
    if (this.count === this.delta.length) {
      const n = this.count * 2;
      const grow = <T extends Uint8Array | Uint32Array>(a: T, b: T): T => { b.set(a); return b; };
      this.delta = grow(this.delta, new Uint32Array(n));
      this.status = grow(this.status, new Uint8Array(n));
      this.data1 = grow(this.data1, new Uint8Array(n));
      this.data2 = grow(this.data2, new Uint8Array(n));
      this.tempo = grow(this.tempo, new Uint32Array(n));
    }
    const i = this.count++;
    this.delta[i] = delta;
    this.status[i] = status;
    this.data1[i] = data1;
    this.data2[i] = data2;
    this.tempo[i] = tempo;
    this.ticks += delta;
  }

  /** True until the track's last event is an end-of-track. */
  get open(): boolean {
    const i = this.count - 1;
    return i < 0 || this.status[i] !== MIDI_META || this.data1[i] !== META_END_OF_TRACK;
  }

  finish(): MusicTrack {
    const n = this.count;
    return {
      count: n,
      delta: this.delta.slice(0, n),
      status: this.status.slice(0, n),
      data1: this.data1.slice(0, n),
      data2: this.data2.slice(0, n),
      tempo: this.tempo.slice(0, n),
    };
  }
}

/**
 * The song's length in microseconds as the driver times it: each event's delta converted at the
 * tempo in force (µs = ticks × µs-a-beat / ticks-a-beat, truncated per event), tracks merged in time.
 */
export function songDurationUs(song: MusicSong): number {
  // Merge the tracks by tick to follow tempo changes (any track may set the tempo).
  const pos = song.tracks.map(() => 0);
  const at = song.tracks.map((t) => (t.count > 0 ? t.delta[0] : Infinity));
  let usPerBeat = DEFAULT_US_PER_BEAT, tick = 0, us = 0;
  for (;;) {
    let best = -1;
    for (let i = 0; i < at.length; i++) if (at[i] !== Infinity && (best < 0 || at[i] < at[best])) best = i;
    if (best < 0) return us;
    us += Math.floor(((at[best] - tick) * usPerBeat) / song.ticksPerBeat);
    tick = at[best];
    const t = song.tracks[best], e = pos[best]++;
    if (t.status[e] === MIDI_META && t.data1[e] === META_SET_TEMPO && t.tempo[e] > 0) usPerBeat = t.tempo[e];
    at[best] = pos[best] < t.count ? tick + t.delta[pos[best]] : Infinity;
  }
}
