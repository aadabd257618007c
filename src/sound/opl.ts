// An OPL2 (Yamaha YM3812) FM synthesis chip, emulated at its own rate (3.579545 MHz / 72 = 49716
// samples a second), the chip DOOM's music was written for. Registers in, mono samples out.
//
// What is modelled (facts from the chip's decapsulation and its datasheet):
// - 18 operators in 9 two-operator channels; register offsets 0x00-0x15 with gaps, as the chip.
// - Each operator's output is a quarter-wave log-sine ROM (256 entries, attenuation in 1/256 octave)
//   plus the envelope attenuation, turned back into a linear 13-bit value through a 256-entry
//   exponent ROM and a shift; negative half-waves are the one's complement, as the chip does.
// - Four waveforms (sine, half sine, absolute sine, pulse sine), enabled by register 0x01 bit 5.
// - Phase generator: 19-bit phase, increment ((fnum << block) >> 1) × multiple / 2, 10-bit output.
// - Envelope generator: 9-bit attenuation in 0.1875 dB steps; attack (exponential approach),
//   decay to the sustain level, sustain (or decay on at the release rate for non-sustaining
//   operators), release; rates 0-15 ×4 plus key scaling (KSR, register 0x08 note select), driven
//   by the chip's global envelope counter, which ticks every second sample; the instant attack
//   of rate 15. Total level (0.75 dB), key scale level (0, 1.5, 3, 6 dB an octave) from the
//   chip's KSL ROM, tremolo (a 210-step triangle, 1.2 or 4.8 dB) and vibrato (8 steps, 7 or 14 cents).
// - Feedback of the first operator (mean of its last two outputs, shifted by 9 - FB) and the FM or
//   AM connection. Rhythm mode and the timers are not modelled (DOOM uses neither).
// A channel whose key is off and whose two operators have decayed out is skipped; it would output
// 0 (or -1, the one's complement of a silent negative half-wave), so skipping changes at most the
// lowest bit.
//
// Written for speed: state in typed arrays, `generate` fills a Float32Array block and allocates
// nothing.

/** Samples a second the chip produces: its 14.31818 MHz / 4 clock over 72 cycles a sample. */
export const OPL_RATE = 49716;

/** Operators (slots) and channels of an OPL2. */
const SLOTS = 18;
const CHANNELS = 9;

/** Envelope phases. */
const ATTACK = 0, DECAY = 1, SUSTAIN = 2, RELEASE = 3;

/** The chip's log-sine ROM: -log2(sin(x)) over a quarter wave, 8 fractional bits. */
const LOG_SIN = new Uint16Array(256);
/** The chip's exponent ROM, with its implied leading one and the output's one-bit shift folded in. */
const EXP = new Uint16Array(256);
for (let i = 0; i < 256; i++) {
  LOG_SIN[i] = Math.round(-Math.log2(Math.sin(((i + 0.5) * Math.PI) / 512)) * 256);
  EXP[i] = (Math.round((Math.pow(2, (255 - i) / 256) - 1) * 1024) + 1024) << 1;
}

/** Frequency multiple ×2 for the 4-bit MULT field (½, 1, 2 … 10, 10, 12, 12, 15, 15). */
const MULT2 = new Uint8Array([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 20, 24, 24, 30, 30]);
/** The KSL ROM: attenuation by the top 4 bits of the frequency number, in 0.75 dB units. */
const KSL_ROM = new Uint8Array([0, 32, 40, 45, 48, 51, 53, 55, 56, 58, 59, 60, 61, 62, 63, 64]);
/** Right shift of the KSL attenuation for the register's two KSL bits (off, 3, 1.5, 6 dB/octave). */
const KSL_SHIFT = new Uint8Array([8, 1, 2, 0]);
/** For rates 48 and up: extra shift by the rate's low two bits and the sample counter's low two bits. */
const FAST_STEP = new Uint8Array([0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 0]);

/** Register offset (low 5 bits of 0x20-0xF5) → slot, or -1 where the chip has none. */
const OFFSET_SLOT = new Int8Array(32).fill(-1);
for (let i = 0; i < 6; i++) { OFFSET_SLOT[i] = i; OFFSET_SLOT[8 + i] = 6 + i; OFFSET_SLOT[16 + i] = 12 + i; }
/** Slot → its channel; slot → whether it is the channel's second (carrier) operator. */
const SLOT_CHANNEL = new Uint8Array(SLOTS);
const SLOT_SECOND = new Uint8Array(SLOTS);
for (let s = 0; s < SLOTS; s++) {
  const row = (s / 6) | 0, col = s % 6;
  SLOT_CHANNEL[s] = row * 3 + (col % 3);
  SLOT_SECOND[s] = col >= 3 ? 1 : 0;
}

/** One OPL2 chip. `write` sets a register; `generate` renders mono samples in [-1, 1). */
export class Opl2 {
  // Per slot, from the registers.
  private readonly am = new Uint8Array(SLOTS);
  private readonly vib = new Uint8Array(SLOTS);
  private readonly sustaining = new Uint8Array(SLOTS);
  private readonly ksr = new Uint8Array(SLOTS);
  private readonly mult = new Uint8Array(SLOTS);
  private readonly kslBits = new Uint8Array(SLOTS);
  private readonly tl = new Uint8Array(SLOTS);
  private readonly ar = new Uint8Array(SLOTS);
  private readonly dr = new Uint8Array(SLOTS);
  private readonly sl = new Uint8Array(SLOTS);
  private readonly rr = new Uint8Array(SLOTS);
  private readonly wave = new Uint8Array(SLOTS);
  // Per slot, derived and running.
  /** Total level, KSL and nothing else: the fixed part of the attenuation, in envelope units. */
  private readonly fixedAtt = new Int32Array(SLOTS);
  /** Key-scale rate offset (0-15). */
  private readonly ks = new Uint8Array(SLOTS);
  private readonly phase = new Int32Array(SLOTS);
  private readonly phaseInc = new Int32Array(SLOTS);
  private readonly level = new Int32Array(SLOTS);
  private readonly egPhase = new Uint8Array(SLOTS);
  private readonly key = new Uint8Array(SLOTS);
  // Per channel.
  private readonly fnum = new Uint16Array(CHANNELS);
  private readonly block = new Uint8Array(CHANNELS);
  private readonly chKey = new Uint8Array(CHANNELS);
  private readonly fb = new Uint8Array(CHANNELS);
  private readonly am2 = new Uint8Array(CHANNELS); // connection: 1 = AM (both operators heard)
  /** The first operator's last two outputs, for feedback. */
  private readonly fbOut0 = new Int32Array(CHANNELS);
  private readonly fbOut1 = new Int32Array(CHANNELS);
  // Chip-wide.
  private waveEnable = 0;
  private noteSel = 0;
  private deepAm = 0;
  private deepVib = 0;
  /** Samples generated (the chip's sample counter; its low bits pace tremolo, vibrato and fast rates). */
  private timer = 0;
  /** The envelope counter, ticking every second sample, and which half of its two-sample beat this is. */
  private egTimer = 0;
  private egOdd = 0;
  /** Trailing-zero count + 1 of the envelope counter at its last tick (0 every 8192 ticks). */
  private egAdd = 0;
  private tremoloPos = 0;
  private tremolo = 0;
  private vibPos = 0;

  constructor() { this.reset(); }

  /** Every register 0, every envelope silent, the counters at 0. */
  reset(): void {
    for (let s = 0; s < SLOTS; s++) {
      this.am[s] = this.vib[s] = this.sustaining[s] = this.ksr[s] = this.mult[s] = 0;
      this.kslBits[s] = this.tl[s] = this.ar[s] = this.dr[s] = this.sl[s] = this.rr[s] = this.wave[s] = 0;
      this.phase[s] = this.phaseInc[s] = 0;
      this.level[s] = 0x1ff;
      this.egPhase[s] = RELEASE;
      this.key[s] = 0;
    }
    for (let c = 0; c < CHANNELS; c++) {
      this.fnum[c] = this.block[c] = this.chKey[c] = this.fb[c] = this.am2[c] = 0;
      this.fbOut0[c] = this.fbOut1[c] = 0;
    }
    this.waveEnable = this.noteSel = this.deepAm = this.deepVib = 0;
    this.timer = this.egTimer = this.egOdd = this.egAdd = 0;
    this.tremoloPos = this.tremolo = this.vibPos = 0;
    for (let s = 0; s < SLOTS; s++) this.updateSlot(s);
  }

  /** Writes one register (0x00-0xFF); registers the chip lacks are ignored. */
  write(reg: number, value: number): void {
    reg &= 0xff;
    value &= 0xff;
    const hi = reg & 0xe0;
    if (hi >= 0x20 && hi <= 0x80 || hi === 0xe0) {
      const s = OFFSET_SLOT[reg & 0x1f];
      if (s < 0) return;
      switch (hi) {
        case 0x20:
          this.am[s] = value >> 7;
          this.vib[s] = (value >> 6) & 1;
          this.sustaining[s] = (value >> 5) & 1;
          this.ksr[s] = (value >> 4) & 1;
          this.mult[s] = value & 15;
          break;
        case 0x40:
          this.kslBits[s] = value >> 6;
          this.tl[s] = value & 63;
          break;
        case 0x60:
          this.ar[s] = value >> 4;
          this.dr[s] = value & 15;
          break;
        case 0x80: {
          const sl = value >> 4;
          this.sl[s] = sl === 15 ? 31 : sl; // SL 15 means 93 dB, past the other steps of 3 dB
          this.rr[s] = value & 15;
          break;
        }
        default:
          this.wave[s] = value & 3;
          break;
      }
      this.updateSlot(s);
      return;
    }
    if (reg === 0x01) { this.waveEnable = (value >> 5) & 1; return; }
    if (reg === 0x08) { this.noteSel = (value >> 6) & 1; for (let s = 0; s < SLOTS; s++) this.updateSlot(s); return; }
    if (reg === 0xbd) { this.deepAm = value >> 7; this.deepVib = (value >> 6) & 1; return; }
    const c = reg & 0x0f;
    if (c >= CHANNELS) return;
    switch (reg & 0xf0) {
      case 0xa0:
        this.fnum[c] = (this.fnum[c] & 0x300) | value;
        break;
      case 0xb0: {
        this.fnum[c] = (this.fnum[c] & 0xff) | ((value & 3) << 8);
        this.block[c] = (value >> 2) & 7;
        const on = (value >> 5) & 1;
        if (on !== this.chKey[c]) {
          this.chKey[c] = on;
          this.setKey(this.modSlot(c), on);
          this.setKey(this.modSlot(c) + 3, on);
        }
        break;
      }
      case 0xc0:
        this.fb[c] = (value >> 1) & 7;
        this.am2[c] = value & 1;
        return;
      default:
        return;
    }
    this.updateSlot(this.modSlot(c));
    this.updateSlot(this.modSlot(c) + 3);
  }

  /** The first (modulator) slot of a channel; its carrier is 3 slots on. */
  private modSlot(c: number): number { return ((c / 3) | 0) * 6 + (c % 3); }

  /** Key on: the envelope restarts its attack at the next sample (see the envelope step); key off: release. */
  private setKey(s: number, on: number): void {
    this.key[s] = on;
    if (!on) this.egPhase[s] = RELEASE;
  }

  /** Recomputes a slot's phase increment, key-scale rate and fixed attenuation from its registers. */
  private updateSlot(s: number): void {
    const c = SLOT_CHANNEL[s];
    const fnum = this.fnum[c], block = this.block[c];
    this.phaseInc[s] = ((((fnum << block) >> 1) * MULT2[this.mult[s]]) >> 1) | 0;
    const ksv = (block << 1) | ((fnum >> (9 - this.noteSel)) & 1);
    this.ks[s] = this.ksr[s] ? ksv : ksv >> 2;
    let ksl = (KSL_ROM[fnum >> 6] << 2) - ((8 - block) << 5);
    if (ksl < 0) ksl = 0;
    this.fixedAtt[s] = (this.tl[s] << 2) + (ksl >> KSL_SHIFT[this.kslBits[s]]);
  }

  /** The envelope's step for one slot at this sample; returns the attenuation heard this sample (0-511). */
  private envelope(s: number): number {
    const lvl = this.level[s];
    let out = lvl + this.fixedAtt[s] + (this.am[s] ? this.tremolo : 0);
    if (out > 0x1ff) out = 0x1ff;
    let phase = this.egPhase[s];
    const restart = this.key[s] && phase === RELEASE;
    let reg: number;
    if (restart) reg = this.ar[s];
    else if (phase === ATTACK) reg = this.ar[s];
    else if (phase === DECAY) reg = this.dr[s];
    else if (phase === SUSTAIN) reg = this.sustaining[s] ? 0 : this.rr[s];
    else reg = this.rr[s];
    let shift = 0;
    let hiRate = 0;
    if (reg !== 0) {
      const rate = (reg << 2) + this.ks[s];
      hiRate = rate >> 2;
      if (hiRate > 15) hiRate = 15;
      const lo = rate & 3;
      if (hiRate < 12) {
        if (this.egOdd) {
          const sh = hiRate + this.egAdd;
          if (sh === 12) shift = 1;
          else if (sh === 13) shift = (lo >> 1) & 1;
          else if (sh === 14) shift = lo & 1;
        }
      } else {
        shift = (hiRate & 3) + FAST_STEP[(lo << 2) | (this.timer & 3)];
        if (shift & 4) shift = 3;
        if (shift === 0) shift = this.egOdd;
      }
    }
    let next = lvl;
    if (restart && hiRate === 15) next = 0; // instant attack
    const off = (lvl & 0x1f8) === 0x1f8;
    if (phase !== ATTACK && !restart && off) next = 0x1ff;
    let inc = 0;
    if (phase === ATTACK) {
      if (lvl === 0) phase = DECAY;
      else if (this.key[s] && shift > 0 && hiRate !== 15) inc = ~lvl >> (4 - shift);
    } else if (phase === DECAY) {
      if ((lvl >> 4) === this.sl[s]) phase = SUSTAIN;
      else if (!off && !restart && shift > 0) inc = 1 << (shift - 1);
    } else if (!off && !restart && shift > 0) {
      inc = 1 << (shift - 1);
    }
    this.level[s] = (next + inc) & 0x1ff;
    if (restart) { phase = ATTACK; this.phase[s] = 0; }
    this.egPhase[s] = phase;
    return out;
  }

  /** One operator's output (13-bit signed) at 10-bit phase `p` with attenuation `att` (0-511). */
  private operator(s: number, p: number, att: number): number {
    p &= 0x3ff;
    const w = this.waveEnable ? this.wave[s] : 0;
    let log: number;
    let neg = 0;
    if (w === 0) {
      log = LOG_SIN[(p & 0x100) ? (p & 0xff) ^ 0xff : p & 0xff];
      neg = p & 0x200;
    } else if (w === 1) {
      log = (p & 0x200) ? 0x1000 : LOG_SIN[(p & 0x100) ? (p & 0xff) ^ 0xff : p & 0xff];
    } else if (w === 2) {
      log = LOG_SIN[(p & 0x100) ? (p & 0xff) ^ 0xff : p & 0xff];
    } else {
      log = (p & 0x100) ? 0x1000 : LOG_SIN[p & 0xff];
    }
    let l = log + (att << 3);
    if (l > 0x1fff) l = 0x1fff;
    const mag = EXP[l & 0xff] >> (l >> 8);
    return neg ? ~mag : mag;
  }

  /** The phase a slot is heard at this sample (10 bits) and its advance (vibrato applied). */
  private stepPhase(s: number): number {
    const p = this.phase[s];
    let inc = this.phaseInc[s];
    if (this.vib[s]) {
      const c = SLOT_CHANNEL[s];
      const fnum = this.fnum[c];
      let range = (fnum >> 7) & 7;
      const vp = this.vibPos;
      if ((vp & 3) === 0) range = 0;
      else if (vp & 1) range >>= 1;
      range >>= 1 - this.deepVib;
      if (vp & 4) range = -range;
      inc = ((((fnum + range) << this.block[c]) >> 1) * MULT2[this.mult[s]]) >> 1;
    }
    this.phase[s] = (p + inc) & 0x7ffff;
    return p >> 9;
  }

  /** Renders `count` samples into out[offset…], in [-1, 1) (the chip's 16-bit sum / 32768). */
  generate(out: Float32Array, offset: number, count: number): void {
    const level = this.level, key = this.key;
    for (let i = 0; i < count; i++) {
      let sum = 0;
      for (let c = 0; c < CHANNELS; c++) {
        const m = ((c / 3) | 0) * 6 + (c % 3), k = m + 3;
        if (!key[m] && level[m] >= 0x1f8 && level[k] >= 0x1f8) {
          level[m] = level[k] = 0x1ff;
          this.fbOut0[c] = this.fbOut1[c] = 0; // (phases need not run: a key on restarts them at 0)
          continue;
        }
        // First operator, with its feedback.
        const fb = this.fb[c];
        const fbIn = fb ? (this.fbOut0[c] + this.fbOut1[c]) >> (9 - fb) : 0;
        const attM = this.envelope(m);
        const o1 = this.operator(m, this.stepPhase(m) + fbIn, attM);
        this.fbOut1[c] = this.fbOut0[c];
        this.fbOut0[c] = o1;
        // Second operator: modulated by the first (FM) or beside it (AM).
        const attC = this.envelope(k);
        const am = this.am2[c];
        const o2 = this.operator(k, this.stepPhase(k) + (am ? 0 : o1), attC);
        sum += am ? o1 + o2 : o2;
      }
      if (sum > 32767) sum = 32767;
      else if (sum < -32768) sum = -32768;
      out[offset + i] = sum / 32768;
      this.tick();
    }
  }

  /** The chip's counters after a sample: tremolo, vibrato, the envelope counter. */
  private tick(): void {
    const t = this.timer;
    if ((t & 63) === 63) this.tremoloPos = this.tremoloPos === 209 ? 0 : this.tremoloPos + 1;
    const tp = this.tremoloPos;
    this.tremolo = (tp < 105 ? tp : 210 - tp) >> (this.deepAm ? 2 : 4);
    if ((t & 1023) === 1023) this.vibPos = (this.vibPos + 1) & 7;
    this.timer = (t + 1) >>> 0;
    if (this.egOdd) {
      const e = this.egTimer;
      let z = 0;
      while (z < 13 && ((e >> z) & 1) === 0) z++;
      this.egAdd = z > 12 ? 0 : z + 1;
      this.egTimer = (e + 1) & 0xfffffff;
    }
    this.egOdd ^= 1;
  }
}
