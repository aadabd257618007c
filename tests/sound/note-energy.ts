// A short fingerprint of music audio for comparing two renderings of one song: per 100 ms frame, the
// energy at each MIDI note's pitch from C2 to C7 (Goertzel filters over a Hann-windowed 2,048-sample
// window, in whole dB). Two OPL renderings of the same notes give frames whose note energies rise
// and fall together; a different song, or the same one off by a few hundred ms, does not.
export const NOTE_LO = 36;
export const NOTE_HI = 96;
export const FRAME_SECONDS = 0.1;
const WINDOW = 2048;

/** Note energies in dB (rounded), frame-major: frames × (NOTE_HI - NOTE_LO + 1). */
export function noteEnergies(x: Float32Array, rate: number, frames: number, startSeconds = 0): Int16Array {
  const notes = NOTE_HI - NOTE_LO + 1;
  const out = new Int16Array(frames * notes);
  const hann = new Float64Array(WINDOW);
  for (let i = 0; i < WINDOW; i++) hann[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / WINDOW);
  for (let f = 0; f < frames; f++) {
    const s0 = Math.round((startSeconds + f * FRAME_SECONDS) * rate);
    for (let n = 0; n < notes; n++) {
      const freq = 440 * 2 ** ((NOTE_LO + n - 69) / 12);
      const coeff = 2 * Math.cos((2 * Math.PI * freq) / rate);
      let s1 = 0, s2 = 0;
      for (let i = 0; i < WINDOW; i++) {
        const v = (s0 + i < x.length && s0 + i >= 0 ? x[s0 + i] : 0) * hann[i];
        const s = v + coeff * s1 - s2;
        s2 = s1; s1 = s;
      }
      const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
      out[f * notes + n] = Math.round(10 * Math.log10(power + 1e-12));
    }
  }
  return out;
}

/** The mean over frames of the correlation of two fingerprints' note energies (frames with sound). */
export function meanFrameCorrelation(a: ArrayLike<number>, b: ArrayLike<number>, frames: number): number {
  const notes = NOTE_HI - NOTE_LO + 1;
  let sum = 0, counted = 0;
  for (let f = 0; f < frames; f++) {
    let ma = 0, mb = 0;
    for (let n = 0; n < notes; n++) { ma += a[f * notes + n]; mb += b[f * notes + n]; }
    ma /= notes; mb /= notes;
    let sab = 0, saa = 0, sbb = 0;
    for (let n = 0; n < notes; n++) {
      const da = a[f * notes + n] - ma, db = b[f * notes + n] - mb;
      sab += da * db; saa += da * da; sbb += db * db;
    }
    if (saa === 0 || sbb === 0) continue;
    sum += sab / Math.sqrt(saa * sbb);
    counted++;
  }
  return counted ? sum / counted : 0;
}
