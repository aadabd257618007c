// PNG output for the CLI and tests (Node only): RGBA from ABGR framebuffers, via pngjs.
import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
import { writeOutput } from './load.js';
import type { OutputInput } from './safe-output.js';

/** Encodes a little-endian ABGR Uint32Array (the framebuffer layout) as PNG bytes. */
export function encodePng(width: number, height: number, abgr: Uint32Array): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(abgr.buffer, abgr.byteOffset, width * height * 4);
  return PNG.sync.write(png);
}

/** Writes a PNG safely: never over one of `inputs`, through a temporary file renamed into place. */
export function writePng(path: string, width: number, height: number, abgr: Uint32Array, inputs: readonly OutputInput[] = [], mkdir = false): void {
  writeOutput(path, encodePng(width, height, abgr), inputs, mkdir);
}

/** Reads a PNG into an ABGR Uint32Array. */
export function readPng(path: string): { width: number; height: number; pixels: Uint32Array } {
  const png = PNG.sync.read(readFileSync(path));
  const copy = new Uint8Array(png.data.length);
  copy.set(png.data);
  return { width: png.width, height: png.height, pixels: new Uint32Array(copy.buffer) };
}
