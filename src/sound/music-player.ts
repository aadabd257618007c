// DOOM's OPL music driver (the DMX library's, as Chocolate Doom's i_oplmusic.c reproduces it, DOOM
// 1.9 behaviour, OPL2: 9 voices, mono) driving the emulated chip (opl.ts), resampled to the output.
//
// - Timing: each track's next event is due floor(delta × µs-a-beat / ticks-a-beat) µs after the
//   event before it, on a queue of at most 64 pending events ordered as the driver's binary heap
//   orders them (ties included); a set-tempo event rescales what is pending. A song starts at 120
//   beats a minute (a MUS tic is then 1/140 s); a looping song restarts 5 ms after its last track
//   ends, channels reset, held notes kept. Events run at the first chip sample at or after their µs.
// - Channels (16): instrument, volume (capped by the music volume, and by the music volume the
//   song started at when a controller sets it), pitch bend (the MSB only: ±2 semitones in 32nds).
//   MIDI channel 9 (MUS 15) is percussion: keys 35-81 play GENMIDI's percussion instruments at note 60.
// - Voices (9): a free list and an in-use list; a note takes the first free voice, and when none is
//   free the driver frees the in-use voice furthest down the list that plays a second voice or
//   whose channel is not lower than the chosen one's so far. Double-voice instruments take two.
//   Instrument registers are written only when a voice's instrument changes; the carrier level is
//   0x3f − (VOLUME_MAPPING[note volume] × 2 × (VOLUME_MAPPING[channel volume] + 1)) >> 9, and the
//   modulator's follows in AM mode. Pitch: DMX's frequency table, the note offset, fine tuning of
//   second voices. A pitch bend moves the bent voices to the end of the in-use list.
// - Controllers: volume (7), all notes off (123); pan is OPL3-only and so ignored in OPL2 mode.
//
// `render` allocates nothing: the chip renders blocks into a scratch buffer between events, and the
// output is linearly interpolated from the chip's 49,716 Hz, then passed through a 5 Hz one-pole
// high-pass, as a sound card's output capacitor removes the DC that OPL's one-sided waveforms
// (half and absolute sine) carry. Work per block is bounded: at most
// MAX_EVENTS_PER_BLOCK events run per block of chip samples, so a tiny song that loops every 5 ms
// with thousands of simultaneous events cannot stall the audio thread.

import { VOLUME_MAPPING, FREQUENCY_CURVE } from './dmx-music-tables.js';
import { GENMIDI_FLAG_2VOICE, GENMIDI_FLAG_FIXED, GENMIDI_MELODIC, PERCUSSION_FIRST, PERCUSSION_LAST, type GenMidi, type GenMidiOperator } from './genmidi.js';
import {
  CONTROLLER_ALL_NOTES_OFF, CONTROLLER_VOLUME, DEFAULT_US_PER_BEAT, META_END_OF_TRACK, META_SET_TEMPO, MIDI_CONTROLLER,
  MIDI_META, MIDI_NOTE_OFF, MIDI_NOTE_ON, MIDI_PITCH_BEND, MIDI_PROGRAM, type MusicSong,
} from './music-song.js';
import { OPL_RATE, Opl2 } from './opl.js';

const VOICES = 9;
const CHANNELS = 16;
/** The driver's callback queue holds this many; more are dropped (with more than 64 tracks, some stop). */
const QUEUE_SIZE = 64;
/** A looping song restarts this long after its end (µs), so an empty song cannot loop forever. */
const RESTART_DELAY_US = 5000;
/** Chip samples rendered between event checks at most. */
const BLOCK = 256;
/**
 * Events run per block of 256 chip samples at most (about 25,000 a second; DOOM's songs play tens
 * a second, a few dozen at once): a bound on work for hostile songs, whose excess waits a block.
 */
export const MAX_EVENTS_PER_BLOCK = 128;
/** The queue entry for the song's restart (track entries are track numbers). */
const RESTART = -1;

const REG_TREMOLO = 0x20, REG_LEVEL = 0x40, REG_ATTACK = 0x60, REG_SUSTAIN = 0x80, REG_WAVEFORM = 0xe0;
const REG_FREQ_1 = 0xa0, REG_FREQ_2 = 0xb0, REG_FEEDBACK = 0xc0;
/** Each voice's two operators (register offsets). */
const VOICE_OP1 = new Uint8Array([0x00, 0x01, 0x02, 0x08, 0x09, 0x0a, 0x10, 0x11, 0x12]);
const VOICE_OP2 = new Uint8Array([0x03, 0x04, 0x05, 0x0b, 0x0c, 0x0d, 0x13, 0x14, 0x15]);

export class MusicPlayer {
  /** Output gain, 0-1 (applied after the chip; DMX's own music volume is `setMusicVolume`). */
  volume = 1;
  readonly sampleRate: number;
  private readonly chip = new Opl2();
  private readonly bank: GenMidi;
  // DMX's music volume (0-127) and the one the song started at.
  private musicVolume = 127;
  private startMusicVolume = 127;
  // Channels.
  private readonly chInstr = new Int16Array(CHANNELS);
  private readonly chVolume = new Int16Array(CHANNELS);
  private readonly chVolumeBase = new Int16Array(CHANNELS);
  private readonly chPan = new Int16Array(CHANNELS);
  private readonly chBend = new Int16Array(CHANNELS);
  // Voices.
  private readonly vInstr = new Int16Array(VOICES).fill(-1);
  private readonly vInstrVoice = new Uint8Array(VOICES);
  private readonly vChannel = new Int8Array(VOICES).fill(-1);
  private readonly vKey = new Uint8Array(VOICES);
  private readonly vNote = new Uint8Array(VOICES);
  private readonly vFreq = new Uint16Array(VOICES);
  private readonly vNoteVolume = new Uint8Array(VOICES);
  private readonly vCarVolume = new Uint8Array(VOICES);
  private readonly vModVolume = new Uint8Array(VOICES);
  private readonly vRegPan = new Uint8Array(VOICES);
  private readonly vPriority = new Int16Array(VOICES);
  private readonly freeList = new Uint8Array(VOICES);
  private freeNum = 0;
  private readonly allocList = new Uint8Array(VOICES);
  private allocNum = 0;
  private readonly bendMoved = new Uint8Array(VOICES);
  private readonly bendKept = new Uint8Array(VOICES);
  // The song.
  private song: MusicSong | null = null;
  private looping = false;
  private trackPos = new Int32Array(0);
  private runningTracks = 0;
  private usPerBeat = DEFAULT_US_PER_BEAT;
  // The callback queue: a binary heap of (µs since the song started, track or RESTART).
  private readonly qTime = new Float64Array(QUEUE_SIZE);
  private readonly qWhat = new Int32Array(QUEUE_SIZE);
  private qCount = 0;
  /** Chip samples rendered since the song started. */
  private songSample = 0;
  // Resampling: chip samples a and b around the output position, `frac` of the way from a to b.
  private readonly buf = new Float32Array(BLOCK);
  private bufPos = BLOCK;
  private a = 0;
  private b = 0;
  private frac = 0;
  private readonly step: number;
  /** Events run since the last block (against MAX_EVENTS_PER_BLOCK). */
  private blockEvents = 0;
  // The DC blocker: its coefficient, last input and last output.
  private readonly dcPole: number;
  private dcIn = 0;
  private dcOut = 0;

  constructor(bank: GenMidi, sampleRate: number) {
    if (!(sampleRate >= 8000 && sampleRate <= 384000)) throw new RangeError(`MusicPlayer: sample rate ${sampleRate} is outside 8000-384000`);
    this.bank = bank;
    this.sampleRate = sampleRate;
    this.step = OPL_RATE / sampleRate;
    this.dcPole = Math.exp((-2 * Math.PI * 5) / sampleRate);
    this.initRegisters();
    for (let i = 0; i < VOICES; i++) this.freeList[i] = i;
    this.freeNum = VOICES;
    for (let c = 0; c < CHANNELS; c++) this.initChannel(c);
  }

  /** The song playing (null when stopped or finished). */
  get playing(): MusicSong | null { return this.song; }

  /** Starts a song from its beginning (stopping the one playing). */
  play(song: MusicSong, looping: boolean): void {
    this.stop();
    this.song = song;
    this.looping = looping;
    if (this.trackPos.length < song.tracks.length) this.trackPos = new Int32Array(song.tracks.length);
    this.runningTracks = song.tracks.length;
    this.usPerBeat = DEFAULT_US_PER_BEAT;
    this.startMusicVolume = this.musicVolume;
    this.songSample = 0;
    for (let t = 0; t < song.tracks.length; t++) {
      this.trackPos[t] = 0;
      this.scheduleTrack(t, 0);
    }
    for (let c = 0; c < CHANNELS; c++) this.initChannel(c);
  }

  /** Stops the song: pending events dropped, every voice keyed off (their release still sounds). */
  stop(): void {
    this.qCount = 0;
    for (let c = 0; c < CHANNELS; c++) this.allNotesOff(c);
    this.song = null;
  }

  /** DMX's music volume, 0-127 (DOOM's menu sets 8 × its 0-15 slider): caps every channel's volume. */
  setMusicVolume(volume: number): void {
    volume = Math.max(0, Math.min(127, Math.round(volume)));
    if (volume === this.musicVolume) return;
    this.musicVolume = volume;
    // DMX sets the percussion channel to the music volume itself, the others to their own.
    for (let c = 0; c < CHANNELS; c++) this.setChannelVolume(c, c === 15 ? volume : this.chVolumeBase[c], false);
  }

  /** Renders `frames` samples at the player's rate into left and right (the same: OPL2 is mono). */
  render(left: Float32Array, right: Float32Array, frames: number): void {
    const step = this.step, gain = this.volume, buf = this.buf, pole = this.dcPole;
    let a = this.a, b = this.b, frac = this.frac, pos = this.bufPos, dcIn = this.dcIn, dcOut = this.dcOut;
    for (let i = 0; i < frames; i++) {
      const x = a + (b - a) * frac;
      dcOut = x - dcIn + pole * dcOut;
      dcIn = x;
      const v = dcOut * gain;
      left[i] = v;
      right[i] = v;
      frac += step;
      while (frac >= 1) {
        frac -= 1;
        a = b;
        if (pos === BLOCK) { this.fillBlock(); pos = 0; }
        b = buf[pos++];
      }
    }
    this.a = a; this.b = b; this.frac = frac; this.bufPos = pos; this.dcIn = dcIn; this.dcOut = dcOut;
  }

  /** Renders the next BLOCK chip samples, running events at their samples. */
  private fillBlock(): void {
    this.blockEvents = 0;
    let done = 0;
    while (done < BLOCK) {
      this.runDueEvents();
      let n = BLOCK - done;
      if (this.qCount > 0) {
        const due = Math.ceil((this.qTime[0] * OPL_RATE) / 1e6) - this.songSample;
        if (due >= 1 && due < n) n = due;
      }
      this.chip.generate(this.buf, done, n);
      this.songSample += n;
      done += n;
    }
  }

  /** Runs the queued callbacks due at or before the current chip sample (within the block's budget). */
  private runDueEvents(): void {
    const nowUs = (this.songSample * 1e6) / OPL_RATE;
    while (this.qCount > 0 && this.qTime[0] <= nowUs && this.blockEvents < MAX_EVENTS_PER_BLOCK) {
      const time = this.qTime[0], what = this.qWhat[0];
      this.popQueue();
      this.blockEvents++;
      if (what === RESTART) this.restartSong(time);
      else this.trackEvent(what, time);
    }
  }

  // The callback queue: the driver's binary heap (ties: a new entry stays below an equal parent;
  // on removal the left child moves up unless the right one is strictly earlier).

  private pushQueue(time: number, what: number): void {
    if (this.qCount >= QUEUE_SIZE) return;
    let i = this.qCount++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (time >= this.qTime[parent]) break;
      this.qTime[i] = this.qTime[parent];
      this.qWhat[i] = this.qWhat[parent];
      i = parent;
    }
    this.qTime[i] = time;
    this.qWhat[i] = what;
  }

  private popQueue(): void {
    const n = --this.qCount;
    const t = this.qTime[n], w = this.qWhat[n];
    let i = 0;
    for (;;) {
      const c1 = 2 * i + 1, c2 = c1 + 1;
      let next: number;
      if (c1 < n && this.qTime[c1] < t) next = c2 < n && this.qTime[c2] < this.qTime[c1] ? c2 : c1;
      else if (c2 < n && this.qTime[c2] < t) next = c2;
      else break;
      this.qTime[i] = this.qTime[next];
      this.qWhat[i] = this.qWhat[next];
      i = next;
    }
    this.qTime[i] = t;
    this.qWhat[i] = w;
  }

  /** Queues a track's next event: its delta after `now` at the current tempo. */
  private scheduleTrack(t: number, now: number): void {
    const track = this.song!.tracks[t];
    const pos = this.trackPos[t];
    const ticks = pos < track.count ? track.delta[pos] : 0;
    this.pushQueue(now + Math.floor((ticks * this.usPerBeat) / this.song!.ticksPerBeat), t);
  }

  /** A track's callback: its next event, then the one after it queued (or the song's end handled). */
  private trackEvent(t: number, now: number): void {
    const song = this.song!;
    const track = song.tracks[t];
    const e = this.trackPos[t];
    if (e >= track.count) return;
    this.trackPos[t] = e + 1;
    const status = track.status[e];
    if (status === MIDI_META) {
      const type = track.data1[e];
      if (type === META_SET_TEMPO && track.tempo[e] > 0) this.setTempo(track.tempo[e], now);
      if (type === META_END_OF_TRACK) {
        if (--this.runningTracks <= 0 && this.looping) this.pushQueue(now + RESTART_DELAY_US, RESTART);
        return;
      }
    } else {
      this.channelEvent(status, track.data1[e], track.data2[e]);
    }
    this.scheduleTrack(t, now);
  }

  /** A tempo change: the driver rescales what is pending by old / new tempo, in C floats. */
  private setTempo(tempo: number, now: number): void {
    const factor = Math.fround(this.usPerBeat / tempo);
    for (let i = 0; i < this.qCount; i++) {
      const offset = this.qTime[i] - now;
      this.qTime[i] = now + Math.floor(Math.fround(Math.fround(offset) / factor));
    }
    this.usPerBeat = tempo;
  }

  private restartSong(now: number): void {
    const song = this.song!;
    this.runningTracks = song.tracks.length;
    this.startMusicVolume = this.musicVolume;
    for (let t = 0; t < song.tracks.length; t++) {
      this.trackPos[t] = 0;
      this.scheduleTrack(t, now);
    }
    for (let c = 0; c < CHANNELS; c++) this.initChannel(c);
  }

  private channelEvent(status: number, d1: number, d2: number): void {
    const kind = status & 0xf0, midi = status & 15;
    // DMX works on MUS channel numbers: MIDI's percussion channel 9 is its 15, and back.
    const ch = midi === 9 ? 15 : midi === 15 ? 9 : midi;
    switch (kind) {
      case MIDI_NOTE_OFF: this.keyOff(ch, d1); break;
      case MIDI_NOTE_ON: this.keyOn(ch, midi === 9, d1, d2); break;
      case MIDI_CONTROLLER:
        if (d1 === CONTROLLER_VOLUME) this.setChannelVolume(ch, d2, true);
        else if (d1 === CONTROLLER_ALL_NOTES_OFF) this.allNotesOff(ch);
        break;
      case MIDI_PROGRAM: this.chInstr[ch] = d1; break;
      case MIDI_PITCH_BEND: this.pitchBend(ch, d2 - 64); break;
      default: break;
    }
  }

  // Channels and voices: the driver's logic.

  private initRegisters(): void {
    const w = (r: number, v: number): void => this.chip.write(r, v);
    for (let r = REG_LEVEL; r <= REG_LEVEL + 21; r++) w(r, 0x3f);
    for (let r = REG_ATTACK; r <= REG_WAVEFORM + 21; r++) w(r, 0);
    for (let r = 1; r < REG_LEVEL; r++) w(r, 0);
    w(0x04, 0x60); // timers reset (not modelled)
    w(0x04, 0x80);
    w(0x01, 0x20); // waveform select on
    w(0x08, 0x40); // note select: key scaling reads F-number bit 8
  }

  private initChannel(c: number): void {
    this.chInstr[c] = 0;
    this.chVolume[c] = Math.min(this.musicVolume, 100);
    this.chVolumeBase[c] = 100;
    this.chPan[c] = 0x30;
    this.chBend[c] = 0;
  }

  private keyOn(ch: number, percussion: boolean, key: number, volume: number): void {
    if (volume === 0) { this.keyOff(ch, key); return; }
    let instr: number, note = key;
    if (percussion) {
      if (key < PERCUSSION_FIRST || key > PERCUSSION_LAST) return;
      instr = GENMIDI_MELODIC + key - PERCUSSION_FIRST;
      note = 60;
    } else {
      instr = this.chInstr[ch];
    }
    const double = (this.bank.instruments[instr].flags & GENMIDI_FLAG_2VOICE) !== 0;
    if (this.freeNum === 0) this.replaceExistingVoice();
    this.voiceKeyOn(ch, instr, 0, note, key, volume);
    if (double) this.voiceKeyOn(ch, instr, 1, note, key, volume);
  }

  private keyOff(ch: number, key: number): void {
    for (let i = 0; i < this.allocNum; i++) {
      const v = this.allocList[i];
      if (this.vChannel[v] === ch && this.vKey[v] === key) { this.releaseVoice(i); i--; }
    }
  }

  private allNotesOff(ch: number): void {
    for (let i = 0; i < this.allocNum; i++) {
      if (this.vChannel[this.allocList[i]] === ch) { this.releaseVoice(i); i--; }
    }
  }

  /** Frees the in-use voice chosen as the driver does when a note finds no free voice. */
  private replaceExistingVoice(): void {
    let result = 0;
    for (let i = 0; i < this.allocNum; i++) {
      const v = this.allocList[i];
      if (this.vInstrVoice[v] !== 0 || this.vChannel[v] >= this.vChannel[this.allocList[result]]) result = i;
    }
    this.releaseVoice(result);
  }

  private releaseVoice(index: number): void {
    if (index >= this.allocNum) return;
    const v = this.allocList[index];
    this.chip.write(REG_FREQ_2 + v, this.vFreq[v] >> 8); // key off
    this.vChannel[v] = -1;
    this.vNote[v] = 0;
    this.allocNum--;
    for (let i = index; i < this.allocNum; i++) this.allocList[i] = this.allocList[i + 1];
    this.freeList[this.freeNum++] = v;
  }

  private voiceKeyOn(ch: number, instr: number, instrVoice: number, note: number, key: number, volume: number): void {
    if (this.freeNum === 0) return;
    const v = this.freeList[0];
    this.freeNum--;
    for (let i = 0; i < this.freeNum; i++) this.freeList[i] = this.freeList[i + 1];
    this.allocList[this.allocNum++] = v;
    const ins = this.bank.instruments[instr];
    this.vChannel[v] = ch;
    this.vKey[v] = key;
    this.vNote[v] = (ins.flags & GENMIDI_FLAG_FIXED) !== 0 ? ins.fixedNote : note;
    this.vRegPan[v] = this.chPan[ch];
    this.setVoiceInstrument(v, instr, instrVoice);
    this.setVoiceVolume(v, volume);
    this.vFreq[v] = 0;
    this.updateVoiceFrequency(v);
  }

  private loadOperator(op: number, o: GenMidiOperator, maxLevel: boolean): number {
    const level = o.scale | (maxLevel ? 0x3f : o.level);
    this.chip.write(REG_LEVEL + op, level);
    this.chip.write(REG_TREMOLO + op, o.tremolo);
    this.chip.write(REG_ATTACK + op, o.attack);
    this.chip.write(REG_SUSTAIN + op, o.sustain);
    this.chip.write(REG_WAVEFORM + op, o.waveform);
    return level & 0xff;
  }

  private setVoiceInstrument(v: number, instr: number, instrVoice: number): void {
    if (this.vInstr[v] === instr && this.vInstrVoice[v] === instrVoice) return;
    this.vInstr[v] = instr;
    this.vInstrVoice[v] = instrVoice;
    const data = this.bank.instruments[instr].voices[instrVoice];
    const modulating = (data.feedback & 1) === 0;
    // The carrier first, silent until the volume is set; the modulator silent too in AM mode.
    this.vCarVolume[v] = this.loadOperator(VOICE_OP2[v], data.carrier, true);
    this.vModVolume[v] = this.loadOperator(VOICE_OP1[v], data.modulator, !modulating);
    this.chip.write(REG_FEEDBACK + v, data.feedback | this.vRegPan[v]);
    this.vPriority[v] = 0x0f - (data.carrier.attack >> 4) + 0x0f - (data.carrier.sustain & 0x0f);
  }

  private setVoiceVolume(v: number, volume: number): void {
    this.vNoteVolume[v] = volume;
    const data = this.bank.instruments[this.vInstr[v]].voices[this.vInstrVoice[v]];
    const midiVolume = 2 * (VOLUME_MAPPING[this.chVolume[this.vChannel[v]]] + 1);
    const full = (VOLUME_MAPPING[volume] * midiVolume) >> 9;
    const car = 0x3f - full;
    if (car === (this.vCarVolume[v] & 0x3f)) return;
    this.vCarVolume[v] = car | (this.vCarVolume[v] & 0xc0);
    this.chip.write(REG_LEVEL + VOICE_OP2[v], this.vCarVolume[v]);
    if ((data.feedback & 1) !== 0 && data.modulator.level !== 0x3f) {
      let mod = data.modulator.level;
      if (mod < car) mod = car;
      mod |= this.vModVolume[v] & 0xc0;
      if (mod !== this.vModVolume[v]) {
        this.vModVolume[v] = mod;
        this.chip.write(REG_LEVEL + VOICE_OP1[v], mod | (data.modulator.scale & 0xc0));
      }
    }
  }

  private setChannelVolume(ch: number, volume: number, clipStart: boolean): void {
    this.chVolumeBase[ch] = volume;
    if (volume > this.musicVolume) volume = this.musicVolume;
    if (clipStart && volume > this.startMusicVolume) volume = this.startMusicVolume;
    this.chVolume[ch] = volume;
    for (let v = 0; v < VOICES; v++) if (this.vChannel[v] === ch) this.setVoiceVolume(v, this.vNoteVolume[v]);
  }

  private frequencyForVoice(v: number): number {
    const ins = this.bank.instruments[this.vInstr[v]];
    let note = this.vNote[v];
    if ((ins.flags & GENMIDI_FLAG_FIXED) === 0) note += ins.voices[this.vInstrVoice[v]].noteOffset;
    while (note < 0) note += 12;
    while (note > 95) note -= 12;
    let index = 64 + 32 * note + this.chBend[this.vChannel[v]];
    if (this.vInstrVoice[v] !== 0) index += (ins.fineTuning >> 1) - 64;
    if (index < 0) index = 0;
    if (index < 284) return FREQUENCY_CURVE[index];
    const sub = (index - 284) % 384;
    let octave = ((index - 284) / 384) | 0;
    if (octave >= 7) octave = 7;
    return FREQUENCY_CURVE[sub + 284] | (octave << 10);
  }

  private updateVoiceFrequency(v: number): void {
    const freq = this.frequencyForVoice(v);
    if (freq === this.vFreq[v]) return;
    this.chip.write(REG_FREQ_1 + v, freq & 0xff);
    this.chip.write(REG_FREQ_2 + v, (freq >> 8) | 0x20);
    this.vFreq[v] = freq;
  }

  private pitchBend(ch: number, bend: number): void {
    this.chBend[ch] = bend;
    let moved = 0, kept = 0;
    for (let i = 0; i < this.allocNum; i++) {
      const v = this.allocList[i];
      if (this.vChannel[v] === ch) { this.updateVoiceFrequency(v); this.bendMoved[moved++] = v; }
      else this.bendKept[kept++] = v;
    }
    for (let i = 0; i < kept; i++) this.allocList[i] = this.bendKept[i];
    for (let i = 0; i < moved; i++) this.allocList[kept + i] = this.bendMoved[i];
  }
}
