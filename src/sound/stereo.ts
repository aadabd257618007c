// A channel's DOOM volume and separation as the two gains a mixer applies, the way Chocolate Doom's
// SDL output turns them into SDL_mixer's panning (i_sdlsound.c): left = (254 − sep) · vol / 127 and
// right = sep · vol / 127, C's truncating division, clamped to 0..255, where 255 plays the sample as
// it is. The pan is linear, not equal-power: centred (sep 128) each ear gets about half, and at
// DOOM's widest (sep 32 or 224) the far ear still hears 32 · vol / 127.
//
// volume is the channel's 0..127 (snd_SfxVolume = the menu's 0..15 × 8, less with distance);
// sep is 0..255, 128 centred, lower to the left.

/** The most the channel volume may be (the sound driver's 0..127). */
export const MAX_VOLUME = 127;

/** SDL_mixer's panning level for one ear, 0..255: the ear's weight (254 − sep left, sep right) · vol / 127. */
export function panLevel(weight: number, volume: number): number {
  const v = Math.trunc((weight * volume) / MAX_VOLUME);
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

/** The left ear's gain (0..1) for a channel at `volume` (0..127) and separation `sep` (0..255). */
export function leftGain(volume: number, sep: number): number {
  return panLevel(254 - sep, volume) / 255;
}

/** The right ear's gain (0..1). */
export function rightGain(volume: number, sep: number): number {
  return panLevel(sep, volume) / 255;
}

/** The separation as a pan position, −1 (left) .. 1 (right), 0 at DOOM's centre 128. */
export function sepToPan(sep: number): number {
  const p = (sep - 128) / 127;
  return p < -1 ? -1 : p > 1 ? 1 : p;
}

/** The menu's sound volume (0..15) as snd_SfxVolume / snd_MusicVolume (DOOM multiplies by 8). */
export function menuToDoomVolume(menu: number): number {
  const m = Math.round(menu);
  return (m < 0 ? 0 : m > 15 ? 15 : m) * 8;
}
