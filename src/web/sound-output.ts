// DOOM's sound effects through Web Audio. The WAD's DS lumps become AudioBuffers once per WAD stack
// (at the lump's own rate: Web Audio resamples), decoded in short slices between the page's tasks and
// built without a context so they are ready before the first gesture; lumps aliasing the same bytes
// are decoded once and share a buffer, and the bank's samples are capped (sound-bank.ts). Browsers start audio only from
// a user gesture: `unlock` makes (or resumes) the AudioContext then, with the graph
//
//   source (one per started sound) → channel c's left gain ┐
//                                  → channel c's right gain ┴→ merger (L, R) → effects ┐
//                                                                     music bus (music) ┴→ master → out
//
// Each tic the Playsim's new sound events go through SoundChannels (src/sound/channels.ts: DOOM's 8
// channels, priorities, one sound per origin, distance and stereo separation), and its decisions
// become Web Audio: a channel that took a new sound stops what it played and starts a source; every
// busy channel's two gains follow its volume and separation as Chocolate Doom's mixer sets them
// (src/sound/stereo.ts: linear pan); a channel that ended stops its source. The effects slider is
// DOOM's snd_SfxVolume (the menu's 0..15 × 8), which DOOM folds into each channel's volume (and
// thereby into the distance cut-off), so the effects bus stays at 1; the music bus is the music
// slider (MusicOutput plays into it); the master is 0 while muted. The screens between maps hand
// their sounds in as origin-less starts (screenSound) and keep the channels going (screenTic).
//
// Pitch: DOOM 1.9's (and Chocolate Doom's default, snd_pitchshift 0): every sound at its lump's rate,
// playbackRate 1. (Early DOOM, v1.2 and before, shifted pitch at random; v1.666 and v1.9 do not.)
//
// Per tic nothing is allocated: typed arrays, preallocated nodes and a preallocated log; the one
// AudioBufferSourceNode per started sound is Web Audio's way and cannot be reused.
import { ORIGIN_LISTENER, ORIGIN_NONE, SND_CHANNELS, SoundChannels, SoundEventDrain, type SoundOrigins } from '../sound/channels.js';
import { MAX_BANK_SAMPLES, SoundBudget, loadSound, sfxLumpName, soundTics } from '../sound/sound-bank.js';
import type { DmxSound } from '../sound/dmx.js';
import { SFX_COUNT } from '../sound/sfx-info.js';
import { leftGain, menuToDoomVolume, rightGain, sepToPan } from '../sound/stereo.js';
import { SFX_NAMES } from '../defs/doom/sounds.js';
import { IMG, heardAt, type Playsim } from '../sim/index.js';
import type { World } from '../world/world.js';

/** One sound handed to Web Audio (the test log, window.toom.sound().started). */
export interface SoundStart {
  /** Starts since the page loaded, counting this one. */
  n: number;
  /** The simulation's leveltime when it started (-1: on the screens between maps). */
  tic: number;
  sfx: number;
  /** The lump played (DSDOROPN), chgun's being DSPISTOL. */
  lump: string;
  channel: number;
  /** DOOM's volume (0..127 scale) and separation (0..255) at the start. */
  volume: number;
  sep: number;
  /** The channel's left and right gains as set on the GainNodes, and the pan −1..1 of `sep`. */
  gainL: number;
  gainR: number;
  pan: number;
  /** The AudioBuffer given to the source: its rate, length and the sum of its samples. */
  rate: number;
  length: number;
  sum: number;
  /** The source's playbackRate (1: DOOM 1.9 has no pitch variation). */
  playbackRate: number;
}

/** Starts kept in the log, oldest overwritten. */
export const SOUND_LOG = 64;

/** The music bus's gain for the menu's music volume (0..15): the level itself is DOOM's, set in
 *  the OPL driver (MusicOutput.setMusicVolume, snd_MusicVolume × 8); the bus only closes at 0. */
export function musicGain(menu: number): number {
  return menuToDoomVolume(menu) > 0 ? 1 : 0;
}

/** The World's thing positions (map units, exact halves of 16.16) back in 16.16 for the channels;
 *  on a map with portals, where the listener hears them from (their image through portals when
 *  nearer: src/sim/portal-sight.ts). */
class WorldOrigins implements SoundOrigins {
  world: World | null = null;
  sim: Playsim | null = null;
  lx = 0;
  ly = 0;
  // thingX's answer for thingY (the channels ask for x, then y, of the same slot).
  private slot = -1;
  private y = 0;
  thingX(slot: number): number {
    const w = this.world!;
    if (slot >= w.thingX.length) return 0;
    const x = Math.round(w.thingX[slot] * 65536) | 0, y = Math.round(w.thingY[slot] * 65536) | 0;
    this.slot = slot;
    if (this.sim === null) {
      this.y = y;
      return x;
    }
    heardAt(this.sim, this.lx, this.ly, x, y);
    this.y = IMG.y;
    return IMG.x;
  }
  thingY(slot: number): number {
    const w = this.world!;
    if (slot === this.slot) return this.y;
    return slot < w.thingY.length ? Math.round(w.thingY[slot] * 65536) | 0 : 0;
  }
}

/** A mono AudioBuffer of `samples` at `rate` (made without a context); throws on a rate Web Audio refuses. */
export function makeBuffer(rate: number, samples: Float32Array): AudioBuffer {
  const b = new AudioBuffer({ length: samples.length, numberOfChannels: 1, sampleRate: rate });
  b.getChannelData(0).set(samples);
  return b;
}

/** A WAD stack's sounds being decoded: the next sfx, and each lump's buffer once made (null: none). */
interface BankJob {
  find: (lump: string) => Uint8Array | undefined;
  file: string;
  sfx: number;
  byLump: Map<string, BankEntry | null>;
  /** The bank's samples and the lumps decoded by their bytes (aliased lumps are decoded once)... */
  budget: SoundBudget;
  /** ...and made into one buffer. */
  bySound: Map<DmxSound, BankEntry | null>;
}

interface BankEntry { buffer: AudioBuffer; tics: number; sum: number }

function sampleSum(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i];
  return sum;
}

function blankStart(): SoundStart {
  return { n: 0, tic: 0, sfx: 0, lump: '', channel: 0, volume: 0, sep: 0, gainL: 0, gainR: 0, pan: 0, rate: 0, length: 0, sum: 0, playbackRate: 1 };
}

export class SoundOutput {
  readonly channels = new SoundChannels();
  private readonly drain = new SoundEventDrain();
  private readonly origins = new WorldOrigins();
  /** The simulation whose events are played (a new one is a new level: every channel stops). */
  private sim: Playsim | null = null;
  ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private effects: GainNode | null = null;
  /** The music bus: MusicOutput plays into it (null before the first gesture). */
  music: GainNode | null = null;
  /** Listens to the music bus (musicLevel), for the page's tests. */
  private musicTap: AnalyserNode | null = null;
  private tapData: Float32Array<ArrayBuffer> | null = null;
  /** The listener at the last tic (16.16, binary angle as int32): sounds between maps are heard from there. */
  private lx = 0;
  private ly = 0;
  private la = 0;
  private readonly gainL: GainNode[] = [];
  private readonly gainR: GainNode[] = [];
  private readonly sources: (AudioBufferSourceNode | null)[] = new Array<AudioBufferSourceNode | null>(SND_CHANNELS).fill(null);
  /** Per channel: the channels' serial its source plays, and the volume / separation last set. */
  private readonly playing = new Int32Array(SND_CHANNELS);
  private readonly setVol = new Int32Array(SND_CHANNELS).fill(-1);
  private readonly setSep = new Int32Array(SND_CHANNELS).fill(-1);
  /** By sfx number: the buffer it plays (null: no playable lump, not decoded yet, or no Web Audio). */
  private readonly buffers: (AudioBuffer | null)[] = new Array<AudioBuffer | null>(SFX_COUNT).fill(null);
  private readonly bufferSums = new Float64Array(SFX_COUNT);
  /** By sfx number: the lump's name. */
  private readonly lumps: string[] = [];
  /** The WAD stack the buffers were made from (its identity), and what that took. */
  private bankKey: object | null = null;
  /** Lumps that became buffers; what could not be played (missing lumps are not listed). */
  bankSounds = 0;
  bankProblems: string[] = [];
  /** Whether every sound of the stack is decoded; the time that took and its longest slice (ms). */
  bankReady = false;
  decodeMs = 0;
  longestSliceMs = 0;
  /** The decoded samples the bank may hold (sound-bank.ts MAX_BANK_SAMPLES; tests take fewer). */
  bankSamples = MAX_BANK_SAMPLES;
  /** Distinct lump data decoded for the bank, and the samples they hold. */
  bankDecoded = 0;
  bankSampleCount = 0;
  /** Decoding time per slice between the page's tasks (Infinity: all at once, as Node tests do). */
  bankSliceMs = 4;
  private job: BankJob | null = null;
  /** The menu's volumes (0..15) and the mute switch. */
  sfxVolume = 8;
  musicVolume = 8;
  muted = false;
  /** Called once the AudioContext exists (the music output starts on it). */
  onContext: ((ctx: AudioContext, musicBus: GainNode) => void) | null = null;
  /** Makes the buffers (tests in Node hand in their own); null where Web Audio is missing. */
  bufferFactory: ((rate: number, samples: Float32Array) => AudioBuffer) | null = typeof AudioBuffer === 'function' ? makeBuffer : null;
  private readonly log: SoundStart[] = [];
  /** The sound names of the bank's stack (a patch may rename them: Defs.soundNames). */
  private names: readonly string[] = SFX_NAMES;
  private starts = 0;

  constructor() {
    for (let s = 0; s < SFX_COUNT; s++) this.lumps.push(s === 0 ? '' : sfxLumpName(s, SFX_NAMES));
    for (let i = 0; i < SOUND_LOG; i++) this.log.push(blankStart());
    this.applyVolumes();
  }

  /**
   * The sounds of a WAD stack, decoded once per stack (`key`: the stack's identity; the same key
   * again does nothing): `find` gives a lump's bytes, `file` names the stack in problems. The work
   * is done in slices of `bankSliceMs` between the page's tasks, so no frame waits on it; until a
   * sound's buffer is ready it is not heard (its channel is freed at once).
   */
  setBank(key: object, find: (lump: string) => Uint8Array | undefined, file: string, names: readonly string[] = SFX_NAMES): void {
    if (key === this.bankKey) return;
    this.bankKey = key;
    this.names = names;
    for (let s = 1; s < SFX_COUNT; s++) this.lumps[s] = sfxLumpName(s, names);
    this.stopAll();
    this.buffers.fill(null);
    this.bufferSums.fill(0);
    this.channels.sfxTics.fill(0);
    this.bankSounds = 0;
    this.bankDecoded = 0;
    this.bankSampleCount = 0;
    this.bankProblems = [];
    this.decodeMs = 0;
    this.longestSliceMs = 0;
    this.bankReady = false;
    this.job = { find, file, sfx: 1, byLump: new Map(), budget: new SoundBudget(this.bankSamples), bySound: new Map() };
    this.pump();
  }

  private readonly pump = (): void => {
    const job = this.job;
    if (job === null) return;
    const t0 = performance.now();
    let t = t0;
    while (job.sfx < SFX_COUNT) {
      this.loadOne(job, job.sfx++);
      t = performance.now();
      if (t - t0 >= this.bankSliceMs) break;
    }
    this.decodeMs += t - t0;
    if (t - t0 > this.longestSliceMs) this.longestSliceMs = t - t0;
    this.bankDecoded = job.budget.decoded;
    this.bankSampleCount = job.budget.samples;
    if (job.sfx < SFX_COUNT) {
      setTimeout(this.pump, 0);
      return;
    }
    this.job = null;
    this.bankReady = true;
  };

  /** Decodes sfx's lump (once per lump: chgun shares DSPISTOL's) into its buffer and length. */
  private loadOne(job: BankJob, sfx: number): void {
    const lump = this.lumps[sfx], make = this.bufferFactory;
    let b = job.byLump.get(lump);
    if (b === undefined) {
      const problems: string[] = [];
      const s = loadSound(sfx, this.names, job.find, job.file, problems, job.budget);
      for (const p of problems) if (!p.endsWith('no such lump')) this.bankProblems.push(p);
      b = null;
      const made = s !== null ? job.bySound.get(s) : undefined;
      if (made !== undefined) b = made; // another name for bytes already made into a buffer
      else if (s !== null && make !== null) {
        try {
          b = { buffer: make(s.rate, s.samples), tics: soundTics(s), sum: sampleSum(s.samples) };
          this.bankSounds++;
        } catch (e) {
          // Web Audio takes rates of 3,000 Hz and up (Chromium to 768,000): another is no sound.
          this.bankProblems.push(`${job.file}: ${lump}: Web Audio cannot play ${s.rate} Hz (${(e as Error)?.message ?? e})`);
        }
      }
      if (s !== null && made === undefined) job.bySound.set(s, b);
      job.byLump.set(lump, b);
    }
    if (b === null) return;
    this.buffers[sfx] = b.buffer;
    this.bufferSums[sfx] = b.sum;
    this.channels.setSfxTics(sfx, b.tics);
  }

  /** On a user gesture: makes the AudioContext and its graph (or resumes it). */
  unlock(): void {
    if (this.ctx) {
      if (this.ctx.state === 'suspended') void this.ctx.resume().catch(() => undefined);
      return;
    }
    if (typeof AudioContext !== 'function') return;
    let ctx: AudioContext;
    try {
      ctx = new AudioContext();
    } catch {
      return; // no audio output: the page plays silently
    }
    this.attach(ctx);
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  }

  /** Builds the graph on `ctx` (unlock; tests hand in their own context). */
  attach(ctx: AudioContext): void {
    this.ctx = ctx;
    const master = ctx.createGain(), effects = ctx.createGain(), music = ctx.createGain();
    const merger = ctx.createChannelMerger(2);
    master.connect(ctx.destination);
    effects.connect(master);
    music.connect(master);
    merger.connect(effects);
    if (typeof ctx.createAnalyser === 'function') {
      this.musicTap = ctx.createAnalyser();
      this.musicTap.fftSize = 2048;
      this.tapData = new Float32Array(2048);
      music.connect(this.musicTap);
    }
    for (let c = 0; c < SND_CHANNELS; c++) {
      const l = ctx.createGain(), r = ctx.createGain();
      l.connect(merger, 0, 0);
      r.connect(merger, 0, 1);
      this.gainL.push(l);
      this.gainR.push(r);
    }
    this.master = master;
    this.effects = effects;
    this.music = music;
    this.applyVolumes();
    this.onContext?.(ctx, music);
  }

  /** Sets the menu's volumes (0..15) and the mute switch. */
  setVolumes(sfx: number, music: number, muted: boolean): void {
    this.sfxVolume = sfx;
    this.musicVolume = music;
    this.muted = muted;
    this.applyVolumes();
  }

  private applyVolumes(): void {
    this.channels.sfxVolume = menuToDoomVolume(this.sfxVolume);
    if (this.master) this.master.gain.value = this.muted ? 0 : 1;
    if (this.effects) this.effects.gain.value = 1;
    if (this.music) this.music.gain.value = musicGain(this.musicVolume);
  }

  /**
   * Before a frame's tics: the simulation being played. Another one than before (a map started or
   * started again) stops every channel, as DOOM's S_Start, and its events are read from now on.
   */
  follow(sim: Playsim): void {
    if (sim === this.sim) return;
    this.sim = sim;
    this.stopAll();
    this.channels.gamemap = sim.gamemap;
    this.channels.setPriorities(sim.defs.soundPriority); // a DEHACKED Sound block's Value
    this.drain.read = sim.soundHead;
    this.drain.lost = 0;
  }

  /** After a tic (and the World's sync): starts the tic's sounds, updates the channels, and plays them. */
  tic(sim: Playsim, world: World): void {
    if (sim !== this.sim) this.follow(sim);
    const mo = sim.player.mo;
    if (mo === null) return;
    const ch = this.channels;
    // The angle as an int32 (the channels read it unsigned): a float read from the thing would be
    // boxed on the way into the calls, one heap number a tic.
    const a = mo.angle | 0;
    this.lx = mo.x;
    this.ly = mo.y;
    this.la = a;
    this.drain.drain(sim, ch, mo.x, mo.y, a, ORIGIN_LISTENER);
    this.origins.world = world;
    this.origins.sim = world.portals.length > 0 ? sim : null; // (heard through portals)
    this.origins.lx = mo.x;
    this.origins.ly = mo.y;
    ch.update(mo.x, mo.y, a, ORIGIN_LISTENER, this.origins);
    this.apply(sim.leveltime);
  }

  /** A sound of the screens between maps (the tally's clicks and booms): no origin, full volume, centred. */
  screenSound(sfx: number): void {
    this.channels.start(sfx, 0, 0, ORIGIN_NONE, this.lx, this.ly, this.la);
  }

  /** A tic between maps: the sounds started and playing go on (heard from where the player was). */
  screenTic(): void {
    this.channels.update(this.lx, this.ly, this.la, ORIGIN_LISTENER, null);
    this.apply(-1);
  }

  /** The music bus's RMS level over the last 2,048 samples (0 before the context); for tests. */
  musicLevel(): number {
    const tap = this.musicTap, d = this.tapData;
    if (!tap || !d) return 0;
    tap.getFloatTimeDomainData(d);
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += d[i] * d[i];
    return Math.sqrt(sum / d.length);
  }

  /** The channels' decisions as Web Audio: new sources, gains, stops. */
  private apply(tic: number): void {
    const ch = this.channels;
    for (let c = 0; c < SND_CHANNELS; c++) {
      const sfx = ch.sfx[c];
      if (sfx === 0) {
        if (this.sources[c] !== null) this.stopSource(c);
        continue;
      }
      if (ch.serial[c] !== this.playing[c]) {
        this.playing[c] = ch.serial[c];
        if (this.sources[c] !== null) this.stopSource(c);
        const buffer = this.buffers[ch.sfx[c]];
        // No playable lump: DOOM's driver reports it is not playing, and the channel is freed.
        if (buffer === null) { ch.finished(c); continue; }
        if (this.ctx !== null) this.startSource(c, buffer, tic);
      } else if (this.sources[c] !== null && (ch.volume[c] !== this.setVol[c] || ch.sep[c] !== this.setSep[c])) {
        this.setGains(c);
      }
    }
  }

  private setGains(c: number): void {
    const v = this.channels.volume[c], s = this.channels.sep[c];
    this.setVol[c] = v;
    this.setSep[c] = s;
    this.gainL[c].gain.value = leftGain(v, s);
    this.gainR[c].gain.value = rightGain(v, s);
  }

  private startSource(c: number, buffer: AudioBuffer, tic: number): void {
    const ctx = this.ctx!;
    this.setGains(c);
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    src.connect(this.gainL[c]);
    src.connect(this.gainR[c]);
    src.start();
    this.sources[c] = src;
    const e = this.log[this.starts % SOUND_LOG];
    const sfx = this.channels.sfx[c];
    e.n = ++this.starts;
    e.tic = tic;
    e.sfx = sfx;
    e.lump = this.lumps[sfx];
    e.channel = c;
    e.volume = this.channels.volume[c];
    e.sep = this.channels.sep[c];
    e.gainL = this.gainL[c].gain.value;
    e.gainR = this.gainR[c].gain.value;
    e.pan = sepToPan(e.sep);
    e.rate = buffer.sampleRate;
    e.length = buffer.length;
    e.sum = this.bufferSums[sfx];
    e.playbackRate = src.playbackRate.value;
  }

  private stopSource(c: number): void {
    const src = this.sources[c]!;
    this.sources[c] = null;
    this.setVol[c] = -1;
    this.setSep[c] = -1;
    try {
      src.stop();
    } catch {
      // already stopped
    }
    src.disconnect();
  }

  /** Every channel stopped (a new level, a new WAD). */
  stopAll(): void {
    this.channels.stopAll();
    for (let c = 0; c < SND_CHANNELS; c++) if (this.sources[c] !== null) this.stopSource(c);
  }

  /** The starts logged, oldest first (copies). */
  started(): SoundStart[] {
    const out: SoundStart[] = [];
    const first = Math.max(0, this.starts - SOUND_LOG);
    for (let n = first; n < this.starts; n++) out.push({ ...this.log[n % SOUND_LOG] });
    return out;
  }

  /** The busy channels now, with the gains their nodes hold (null gains before the context). */
  playingNow(): { channel: number; lump: string; volume: number; sep: number; gainL: number | null; gainR: number | null; source: boolean }[] {
    const out = [];
    const ch = this.channels;
    for (let c = 0; c < SND_CHANNELS; c++) {
      if (ch.sfx[c] === 0) continue;
      out.push({ channel: c, lump: this.lumps[ch.sfx[c]], volume: ch.volume[c], sep: ch.sep[c],
        gainL: this.ctx ? this.gainL[c].gain.value : null, gainR: this.ctx ? this.gainR[c].gain.value : null, source: this.sources[c] !== null });
    }
    return out;
  }

  /** The master, effects and music gains as their nodes hold them (null before the context). */
  gains(): { master: number; effects: number; music: number } | null {
    if (!this.master || !this.effects || !this.music) return null;
    return { master: this.master.gain.value, effects: this.effects.gain.value, music: this.music.gain.value };
  }
}
