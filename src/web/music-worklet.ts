// AudioWorklet entry (bundled to dist/web/music-worklet.js, loaded by music-output.ts): DOOM's OPL
// music synthesized on the audio rendering thread, so the page's frame loop never waits on it and
// the music never waits on a frame. Messages from MusicOutput (port):
//   { type: 'bank', bytes: Uint8Array | null }   GENMIDI lump (null: no music)
//   { type: 'play', bytes: Uint8Array | null, looping: boolean }   MUS or MIDI lump (null: stop)
//   { type: 'stop' }   { type: 'volume', value: 0-1 }   { type: 'ping', id }
// Replies: { type: 'error', message } for a bad lump (a WadError's text), { type: 'pong', id }.
// A new bank restarts the current song with it. Rendering allocates nothing.
import { parseGenMidi } from '../sound/genmidi.js';
import { parseMusicLump } from '../sound/music-lump.js';
import { MusicPlayer } from '../sound/music-player.js';
import type { MusicSong } from '../sound/music-song.js';

// The AudioWorkletGlobalScope's names (not in TypeScript's DOM library).
declare const sampleRate: number;
declare function registerProcessor(name: string, ctor: new () => AudioWorkletProcessorBase): void;
declare class AudioWorkletProcessorBase {
  readonly port: MessagePort;
}
const Processor = (globalThis as unknown as { AudioWorkletProcessor: typeof AudioWorkletProcessorBase }).AudioWorkletProcessor;

export type MusicMessage =
  | { type: 'bank'; bytes: Uint8Array | null; file?: string }
  | { type: 'play'; bytes: Uint8Array | null; looping: boolean; file?: string; lump?: string }
  | { type: 'stop' }
  | { type: 'volume'; value: number }
  | { type: 'musicVolume'; value: number }
  | { type: 'ping'; id: number };

class MusicProcessor extends Processor {
  private player: MusicPlayer | null = null;
  private song: MusicSong | null = null;
  private looping = false;
  private volume = 1;
  /** DMX's music volume, 0..127 (DOOM's menu × 8), kept for a player made later. */
  private musicVolume = 127;
  private spare = new Float32Array(128);

  constructor() {
    super();
    this.port.onmessage = (e: MessageEvent<MusicMessage>) => this.receive(e.data);
  }

  private receive(m: MusicMessage): void {
    try {
      switch (m.type) {
        case 'bank':
          this.player = m.bytes ? new MusicPlayer(parseGenMidi(m.bytes, m.file ?? 'GENMIDI', 'GENMIDI'), sampleRate) : null;
          if (this.player) {
            this.player.volume = this.volume;
            this.player.setMusicVolume(this.musicVolume);
            if (this.song) this.player.play(this.song, this.looping);
          }
          break;
        case 'play':
          this.song = m.bytes ? parseMusicLump(m.bytes, m.file ?? 'music', m.lump ?? 'music lump') : null;
          this.looping = m.looping;
          if (this.song) this.player?.play(this.song, m.looping);
          else this.player?.stop();
          break;
        case 'stop':
          this.song = null;
          this.player?.stop();
          break;
        case 'volume':
          this.volume = Math.max(0, Math.min(1, m.value));
          if (this.player) this.player.volume = this.volume;
          break;
        case 'musicVolume':
          this.musicVolume = Math.max(0, Math.min(127, Math.round(m.value)));
          this.player?.setMusicVolume(this.musicVolume);
          break;
        case 'ping':
          this.port.postMessage({ type: 'pong', id: m.id });
          break;
      }
    } catch (e) {
      this.port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const out = outputs[0];
    if (!out || out.length === 0) return true;
    const left = out[0];
    if (!this.player) { left.fill(0); if (out.length > 1) out[1].fill(0); return true; }
    if (out.length > 1) {
      this.player.render(left, out[1], left.length);
    } else {
      if (this.spare.length < left.length) this.spare = new Float32Array(left.length);
      this.player.render(left, this.spare, left.length);
    }
    return true;
  }
}

registerProcessor('toom-music', MusicProcessor as unknown as new () => AudioWorkletProcessorBase);
