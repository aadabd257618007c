// DOOM's five gamma tables (v_video.c's gammatable, which F11 steps through: usegamma 0..4) as
// data, and their use: every red, green and blue level of a palette goes through the table of the
// level chosen before the palette is shown, as I_SetPalette does. Level 0 is DOOM's own table, which
// is not the identity (it adds one below 128).

/** How many gamma levels DOOM has (F11 goes 0, 1, 2, 3, 4, then back to 0). */
export const GAMMA_LEVELS = 5;

const HEX: readonly string[] = [
  '0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f80808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff',
  '02040507080a0b0c0e0f10121314151718191a1b1d1e1f2021222425262728292a2c2d2e2f3031323334363738393a3b3c3d3e3f4041424345464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f80818182838485868788898a8b8c8d8e8f90919293949495969798999a9b9c9d9e9fa0a1a2a3a3a4a5a6a7a8a9aaabacadaeafafb0b1b2b3b4b5b6b7b8b9bababbbcbdbebfc0c1c2c3c4c4c5c6c7c8c9cacbcccdcdcecfd0d1d2d3d4d5d6d6d7d8d9dadbdcdddededfe0e1e2e3e4e5e6e6e7e8e9eaebecededeeeff0f1f2f3f4f5f5f6f7f8f9fafbfcfcfdfeff',
  '0407090b0d0f11131516181a1b1d1e202123242627282a2b2d2e2f30323334363738393b3c3d3e3f41424344454648494a4b4c4d4e4f5052535455565758595a5b5c5d5e5f6061626465666768696a6b6c6d6e6f70717272737475767778797a7b7c7d7e7f80818283848585868788898a8b8c8d8e8f9090919293949596979899999a9b9c9d9e9fa0a0a1a2a3a4a5a6a6a7a8a9aaabacacadaeafb0b1b2b2b3b4b5b6b7b7b8b9babbbcbcbdbebfc0c1c1c2c3c4c5c5c6c7c8c9c9cacbcccdcececfd0d1d2d2d3d4d5d5d6d7d8d9d9dadbdcdddddedfe0e0e1e2e3e4e4e5e6e7e7e8e9eaebebecedeeeeeff0f1f1f2f3f4f4f5f6f7f7f8f9fafbfbfcfdfefeff',
  '080c101316181b1d1f22242628292b2d2f3132343537393a3c3d3f404143444647484a4b4c4d4f50515254555657585a5b5c5d5e5f6062636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f80818283848586878788898a8b8c8d8e8f8f90919293949596969798999a9b9b9c9d9e9fa0a0a1a2a3a4a5a5a6a7a8a9a9aaabacadadaeafb0b0b1b2b3b4b4b5b6b7b7b8b9bababbbcbdbdbebfc0c0c1c2c3c3c4c5c5c6c7c8c8c9cacacbcccdcdcecfcfd0d1d2d2d3d4d4d5d6d6d7d8d8d9dadbdbdcdddddedfdfe0e1e1e2e3e3e4e5e5e6e7e7e8e9e9eaebebecededeeeeeff0f0f1f2f2f3f4f4f5f6f6f7f7f8f9f9fafbfbfcfdfdfefeff',
  '10171c2024272a2d30323537393c3e4042444547494b4c4e505153545657595a5c5d5e60616264656667696a6b6c6d6e707172737475767778797a7b7c7d7e80808182838485868788898a8b8c8d8e8f8f90919293949596969798999a9b9b9c9d9e9f9fa0a1a2a3a3a4a5a6a6a7a8a9a9aaabacacadaeafafb0b1b1b2b3b4b4b5b6b6b7b8b8b9babbbbbcbdbdbebfbfc0c1c1c2c3c3c4c4c5c6c6c7c8c8c9cacacbcbcccdcdcecfcfd0d0d1d2d2d3d3d4d5d5d6d6d7d8d8d9d9dadbdbdcdcdddddedfdfe0e0e1e1e2e3e3e4e4e5e5e6e6e7e8e8e9e9eaeaebebececededeeefeff0f0f1f1f2f2f3f3f4f4f5f5f6f6f7f7f8f8f9f9fafafbfbfcfcfdfefeffff',
];

/** The tables, 256 output levels each, by gamma level. */
export const GAMMA_TABLES: readonly Uint8Array[] = HEX.map((h) => {
  const t = new Uint8Array(256);
  for (let i = 0; i < 256; i++) t[i] = parseInt(h.slice(i * 2, i * 2 + 2), 16);
  return t;
});

/** The next level F11 picks after `level`. */
export function nextGamma(level: number): number {
  return level + 1 >= GAMMA_LEVELS ? 0 : level + 1;
}

/**
 * Writes `palette` (256 ABGR words, as ScreenGraphics and the lit palettes hold them) through gamma
 * table `level` into `out` (may be the same array). Alpha is kept.
 */
export function gammaPalette(palette: Uint32Array, level: number, out: Uint32Array): Uint32Array {
  const t = GAMMA_TABLES[level < 0 || level >= GAMMA_LEVELS ? 0 : level];
  const n = Math.min(palette.length, out.length);
  for (let i = 0; i < n; i++) {
    const c = palette[i];
    out[i] = ((c & 0xff000000) | (t[(c >>> 16) & 255] << 16) | (t[(c >>> 8) & 255] << 8) | t[c & 255]) >>> 0;
  }
  return out;
}

/** Puts a whole ABGR frame through gamma table `level` in place (level 0 leaves it alone: the
 *  renderers' palettes are PLAYPAL's own, which DOOM's table 0 differs from by one below 128 —
 *  the page keeps the palette exact there). Allocates nothing. */
export function gammaFrame(fb: Uint32Array, level: number): void {
  if (level <= 0 || level >= GAMMA_LEVELS) return;
  const t = GAMMA_TABLES[level];
  for (let i = 0; i < fb.length; i++) {
    const c = fb[i];
    fb[i] = ((c & 0xff000000) | (t[(c >>> 16) & 255] << 16) | (t[(c >>> 8) & 255] << 8) | t[c & 255]) >>> 0;
  }
}
