// The page's music: DOOM's OPL music (src/sound: GENMIDI bank, MUS or MIDI lumps, the OPL2 chip and
// DMX's driver) synthesized off the main thread in an AudioWorklet (music-worklet.ts, bundled to
// dist/web/music-worklet.js beside main.js), into a destination node the caller owns.
//
// Interface (for the page's wiring: start after a user gesture, sliders, mute):
//   const music = await MusicOutput.create(ctx, destination);  // ctx: an AudioContext (or
//       OfflineAudioContext); destination: e.g. a GainNode for the music slider / mute
//   music.setBank(genmidiLumpBytes | null, file?);   // the IWAD's (or PWAD's) GENMIDI; null = silence
//   music.play(musicLumpBytes | null, looping, file?, lump?); // D_* lump, MUS or MIDI; null = stop
//   music.stop();
//   music.setVolume(0-1);                      // gain inside the synth (a GainNode works too)
//   music.onerror = (message) => …;            // bad lumps: a WadError's text (default: console.warn)
//   await music.flush();                       // resolves once the worklet has taken every message
//   music.disconnect();
// The bytes are copied, so callers may keep or reuse theirs. The synth renders stereo (OPL2 is
// mono: both channels the same). DOOM's music volume (0-15 in its menu) maps to setVolume(v / 15)
// or a GainNode; DMX's own volume clipping (MusicPlayer.setMusicVolume) is not used by the page.
import type { MusicMessage } from './music-worklet.js';

export class MusicOutput {
  /** Called with the message of a bad GENMIDI or music lump. */
  onerror: (message: string) => void = (m) => console.warn(`music: ${m}`);
  private pings = 0;
  private readonly waiting = new Map<number, () => void>();

  private constructor(private readonly node: AudioWorkletNode) {
    node.port.onmessage = (e: MessageEvent<{ type: string; message?: string; id?: number }>) => {
      const m = e.data;
      if (m.type === 'error') this.onerror(m.message ?? 'unknown error');
      else if (m.type === 'pong' && m.id !== undefined) {
        this.waiting.get(m.id)?.();
        this.waiting.delete(m.id);
      }
    };
  }

  /** Loads the worklet into the context (once per context) and connects a music node to `destination`. */
  static async create(ctx: BaseAudioContext, destination: AudioNode): Promise<MusicOutput> {
    await ctx.audioWorklet.addModule(new URL('./music-worklet.js', import.meta.url));
    const node = new AudioWorkletNode(ctx, 'toom-music', { numberOfInputs: 0, numberOfOutputs: 1, outputChannelCount: [2] });
    node.connect(destination);
    return new MusicOutput(node);
  }

  private send(m: MusicMessage): void {
    const bytes = 'bytes' in m && m.bytes ? m.bytes : null;
    this.node.port.postMessage(m, bytes ? [bytes.buffer] : []);
  }

  /** `file`: the WAD the GENMIDI lump comes from, for the error's text. */
  setBank(genmidi: Uint8Array | null, file?: string): void {
    this.send({ type: 'bank', bytes: genmidi ? genmidi.slice() : null, file });
  }

  /** `file` and `lump`: where the song comes from, named in the error of a bad lump. */
  play(mus: Uint8Array | null, looping: boolean, file?: string, lump?: string): void {
    this.send({ type: 'play', bytes: mus ? mus.slice() : null, looping, file, lump });
  }

  stop(): void {
    this.send({ type: 'stop' });
  }

  setVolume(volume: number): void {
    this.send({ type: 'volume', value: volume });
  }

  /** DOOM's music volume as its OPL driver takes it (0..127: the menu's 0..15 × 8): it scales the
   *  notes' operator levels through DMX's volume table, as DOOM's music slider does. */
  setMusicVolume(volume: number): void {
    this.send({ type: 'musicVolume', value: volume });
  }

  /** Resolves when the worklet has handled every message sent before it. */
  flush(): Promise<void> {
    const id = ++this.pings;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.send({ type: 'ping', id });
    });
  }

  disconnect(): void {
    this.node.disconnect();
    this.node.port.onmessage = null;
  }
}
