// Run by tests/render/no-allocation.test.ts as an esbuild bundle (the code as it ships) in a child
// `node --expose-gc`: renders frames along a sweep and prints the heap growth over 1,000 frames.
import { readFileSync } from 'node:fs';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera, type Camera } from '../../src/render/camera.js';
import { CTL_WORDS, P_WORDS, SHARED_BYTES, joinQueue, startFrame } from '../../src/render/cpu/parallel-protocol.js';
import { testStack } from './test-wad.js';
import { twoRooms } from './scenes.js';
import { boomRoom, deepWaterRoom } from './boom-scenes.js';
import { mapLumps } from './map-builder.js';
import { testAssetLumps } from './test-wad.js';
import { writeWad } from '../../src/wad/wad-writer.js';
import { leastHeapGrowth } from './heap-growth.js';
import {
  VIEW_BRIGHT, VIEW_EXTRALIGHT, VIEW_FIXED_COLORMAP, VIEW_PALETTE, VIEW_PSPR_FLAGS, VIEW_PSPR_PIC, VIEW_PSPR_SX, VIEW_PSPR_SY, VIEW_SHADOW,
} from '../../src/world/live-state.js';

const [which, width, height, moving] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), process.argv[5] === 'moving'];
// 'queue': the parallel renderers' thread side (startFrame, column blocks from the shared queue), with
// no workers, so this thread takes every block.
const queue = process.argv[6] === 'queue';
// Self-built maps: 'two-rooms'; 'boom-room' (Boom's translucent line, light and sky transfers);
// 'boom-water' (242's deep water with a C_START colormap, the eye going in and out of the water).
const selfBuilt = which === 'two-rooms' || which === 'boom-room' || which === 'boom-water';
const waterWad = (): WadStack => WadStack.fromBuffers([{ name: 'water.wad', bytes: writeWad('IWAD', [...testAssetLumps(),
  { name: 'C_START', data: new Uint8Array(0) }, { name: 'WATERMAP', data: new Uint8Array(34 * 256).fill(0x70) },
  { name: 'C_END', data: new Uint8Array(0) }, ...mapLumps(deepWaterRoom('WATERMAP'))]) }]);
const stack = which === 'two-rooms' ? testStack(twoRooms()) : which === 'boom-room' ? testStack(boomRoom()) : which === 'boom-water' ? waterWad()
  : WadStack.fromBuffers([{ name: which, bytes: new Uint8Array(readFileSync(which)) }]);
const world = loadWorld(stack, selfBuilt ? 'MAP01' : stack.maps[0].name);
const r = new CpuRenderer(world, width, height);
const shared = new SharedArrayBuffer(SHARED_BYTES);
const ctl = new Int32Array(shared, 0, CTL_WORDS), params = new Float64Array(shared, CTL_WORDS * 4, P_WORDS);
if (queue) joinQueue(r, ctl, 0);
const frame = queue ? (c: Camera, tics: number) => startFrame(r, ctl, params, c, tics) : (c: Camera, tics: number) => r.render(c, tics);
const x = which === 'boom-water' ? 220 : selfBuilt ? 40 : world.playerStart.x, y = selfBuilt ? 128 : world.playerStart.y;
const cam = makeCamera(x, y, 0);
const water = which === 'boom-water';
const angles = new Float64Array(1000);
for (let i = 0; i < 1000; i++) angles[i] = world.playerStart.angle - 1.5 + i * 0.003;
cam.angle = angles[500];
// The view block's paths too where the WAD has the pistol (Freedoom): the weapon and its flash drawn,
// the palette, extralight, fixed colormap and the weapon's fuzz changing from frame to frame, and every
// third thing drawn with fuzz.
const gun = world.sprites.findIndex((s) => s.name === 'PISGA0'), flash = world.sprites.findIndex((s) => s.name === 'PISFA0');
const view = world.view;
const viewFx = gun >= 0 && flash >= 0;
if (viewFx) {
  r.drawWeapon = true;
  view[VIEW_PSPR_PIC] = gun; view[VIEW_PSPR_PIC + 1] = flash; view[VIEW_PSPR_FLAGS + 1] = VIEW_BRIGHT;
  view[VIEW_PSPR_SX] = view[VIEW_PSPR_SX + 1] = 65536; view[VIEW_PSPR_SY] = view[VIEW_PSPR_SY + 1] = 32 * 65536;
  for (let t = 0; t < world.thingCapacity; t += 3) world.thingShadow[t] = 1;
}
const effects = (i: number): void => {
  if (water) cam.z = (i & 1) !== 0 ? -80 : 20;
  if (!viewFx) return;
  view[VIEW_PALETTE] = i % 14; view[VIEW_EXTRALIGHT] = i % 3; view[VIEW_SHADOW] = (i >> 4) & 1;
  view[VIEW_FIXED_COLORMAP] = (i >> 6) & 1 ? 32 : 0;
};
// Fixed camera: only the renderer runs (animated flats still change with the tics). Moving: the
// caller's camera updates are part of the loop too.
const run = moving
  ? () => { for (let i = 0; i < 1000; i++) { cam.angle = angles[i]; effects(i); frame(cam, i); } }
  : () => { for (let i = 0; i < 1000; i++) { effects(i); frame(cam, i); } };
// A sweep's bound is 64 KiB (the caller's camera updates): a window under 16 KiB is enough.
const growth = leastHeapGrowth(run, moving ? 16 * 1024 : 4096);
console.log(JSON.stringify({ frames: 1000, growth }));
