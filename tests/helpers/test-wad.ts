// A small self-made IWAD for render tests: a ramp palette, 34 colormaps, patterned textures and
// flats, a sky, one sprite; plus map lumps from map-builder. Every byte is computed here.
import { LumpBuilder, writeWad, type LumpSource } from '../../src/wad/wad-writer.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { mapLumps, type TestMap } from './map-builder.js';
import { encodePicture as encodeImage } from '../../maps/assets/picture.js';

/** Encodes a DOOM picture with the demo WAD's encoder; `px(x, y)` is a palette index or -1 for transparent. */
export function encodePicture(w: number, h: number, px: (x: number, y: number) => number, left = 0, top = 0): Uint8Array {
  const pixels = new Uint8Array(w * h), opaque = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = px(x, y);
      if (v >= 0) { pixels[y * w + x] = v; opaque[y * w + x] = 1; }
    }
  }
  return encodeImage({ width: w, height: h, pixels, opaque }, left, top);
}

/** 256 colours: 16 hue ramps of 16 shades each. */
function palette(): Uint8Array {
  const hues = [[255, 255, 255], [255, 80, 80], [80, 255, 80], [80, 80, 255], [255, 255, 80], [255, 80, 255], [80, 255, 255], [255, 160, 64],
    [160, 96, 48], [128, 128, 160], [200, 160, 120], [64, 160, 64], [200, 64, 64], [96, 96, 96], [160, 200, 255], [255, 200, 200]];
  const p = new Uint8Array(14 * 768);
  for (let i = 0; i < 256; i++) {
    const [r, g, b] = hues[i >> 4];
    const k = ((i & 15) + 1) / 16;
    p[i * 3] = Math.round(r * k); p[i * 3 + 1] = Math.round(g * k); p[i * 3 + 2] = Math.round(b * k);
  }
  for (let n = 1; n < 14; n++) p.copyWithin(n * 768, 0, 768);
  return p;
}

/** Colormap m darkens each ramp by m/2 shades (map 32 inverse grey, 33 black). */
function colormap(): Uint8Array {
  const c = new Uint8Array(34 * 256);
  for (let m = 0; m < 34; m++) {
    for (let i = 0; i < 256; i++) {
      let v: number;
      if (m < 32) { const shade = Math.max(0, (i & 15) - (m >> 1)); v = (i & 0xf0) | shade; }
      else if (m === 32) v = 15 - (i & 15);
      else v = 0;
      c[m * 256 + i] = v;
    }
  }
  return c;
}

export function testAssetLumps(): LumpSource[] {
  const bricks = encodePicture(64, 64, (x, y) => ((y % 16 === 0) || ((x + ((y >> 4) & 1) * 16) % 32 === 0) ? 0x18 : 0x1c + ((x * 7 + y * 3) % 3)));
  const metal = encodePicture(32, 72, (x, y) => (x % 8 === 0 ? 0x94 : 0x9a + (y % 5 === 0 ? 2 : 0)));
  const grate = encodePicture(32, 32, (x, y) => (x % 8 < 2 || y % 8 < 2 ? 0xdb : -1));
  const sky = encodePicture(256, 128, (x, y) => 0xe0 + Math.min(15, (y >> 3) + ((x >> 5) & 1)));
  const sprite = encodePicture(16, 24, (x, y) => ((x - 8) ** 2 + (y - 12) ** 2 < 50 ? 0x4c : x > 5 && x < 10 ? 0x2a : -1), 8, 24);
  const pnames = new LumpBuilder().i32(5).name('BRICKP').name('METALP').name('GRATEP').name('SKYP').name('UNUSEDP').build();
  const tex = (name: string, w: number, h: number, patches: [number, number, number][]) => {
    const b = new LumpBuilder().name(name).i32(0).i16(w).i16(h).i32(0).i16(patches.length);
    for (const [ox, oy, p] of patches) b.i16(ox).i16(oy).i16(p).i16(1).i16(0);
    return b.build();
  };
  const defs = [tex('AASHITTY', 8, 8, [[0, 0, 0]]), tex('BRICK', 64, 128, [[0, 0, 0], [0, 64, 0]]), tex('METAL', 64, 72, [[0, 0, 1], [32, 0, 1]]),
    tex('GRATE', 64, 32, [[0, 0, 2], [32, 0, 2]]), tex('SKY1', 256, 128, [[0, 0, 3]])];
  const t1 = new LumpBuilder().i32(defs.length);
  let off = 4 + 4 * defs.length;
  for (const d of defs) { t1.i32(off); off += d.length; }
  for (const d of defs) t1.raw(d);
  const flat = (f: (x: number, y: number) => number) => { const a = new Uint8Array(4096); for (let y = 0; y < 64; y++) for (let x = 0; x < 64; x++) a[y * 64 + x] = f(x, y); return a; };
  return [
    { name: 'PLAYPAL', data: palette() },
    { name: 'COLORMAP', data: colormap() },
    { name: 'PNAMES', data: pnames },
    { name: 'TEXTURE1', data: t1.build() },
    { name: 'P_START', data: new Uint8Array(0) },
    { name: 'BRICKP', data: bricks }, { name: 'METALP', data: metal }, { name: 'GRATEP', data: grate }, { name: 'SKYP', data: sky },
    { name: 'P_END', data: new Uint8Array(0) },
    { name: 'F_START', data: new Uint8Array(0) },
    { name: 'FLOOR', data: flat((x, y) => (((x >> 3) ^ (y >> 3)) & 1 ? 0x8c : 0x88)) },
    { name: 'CEIL', data: flat((x, y) => (x % 16 === 0 || y % 16 === 0 ? 0x36 : 0x3b)) },
    { name: 'NUKAGE1', data: flat(() => 0x2c) }, { name: 'NUKAGE2', data: flat(() => 0x2e) }, { name: 'NUKAGE3', data: flat(() => 0x2f) },
    { name: 'F_SKY1', data: flat(() => 0) },
    { name: 'F_END', data: new Uint8Array(0) },
    { name: 'S_START', data: new Uint8Array(0) },
    { name: 'COLUA0', data: sprite },
    { name: 'S_END', data: new Uint8Array(0) },
  ];
}

export function testStack(...maps: TestMap[]): WadStack {
  const lumps = [...testAssetLumps(), ...maps.flatMap((m) => mapLumps(m))];
  return WadStack.fromBuffers([{ name: 'test.wad', bytes: writeWad('IWAD', lumps) }]);
}
