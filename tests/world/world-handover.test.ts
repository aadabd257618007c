// Handing the World to other threads: every typed array of the hand-over is on shared memory (the
// ones already shared are the same memory, the others copied once), views that shared a buffer still
// share it, fields the hand-over was never told about travel too, and a renderer attached on the
// other side (after a structured clone, as postMessage does) draws the same picture.
import { describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/world/load-world.js';
import { attachWorld, handoverWorld } from '../../src/world/world-handover.js';
import type { World } from '../../src/world/world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import { testStack } from '../helpers/test-wad.js';
import { twoRooms } from '../helpers/scenes.js';

function typedArrays(root: unknown, out: ArrayBufferView[] = [], seen = new Set<object>()): ArrayBufferView[] {
  if (root === null || typeof root !== 'object' || seen.has(root)) return out;
  seen.add(root);
  if (ArrayBuffer.isView(root)) { out.push(root); return out; }
  for (const k of Object.keys(root)) typedArrays((root as Record<string, unknown>)[k], out, seen);
  return out;
}

function freshWorld(): World {
  return loadWorld(testStack(twoRooms()), 'MAP01');
}

describe('World hand-over to render threads', () => {
  it('puts every typed array of the World, its mesh and its pictures on shared memory, equal in content', () => {
    const world = freshWorld();
    const h = handoverWorld(world);
    const before = typedArrays(world), after = typedArrays(h);
    expect(after.length).toBe(before.length);
    expect(after.length).toBeGreaterThan(40);
    for (let i = 0; i < after.length; i++) {
      expect(after[i].buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(after[i].constructor).toBe(before[i].constructor);
      expect(Buffer.from(after[i].buffer, after[i].byteOffset, after[i].byteLength).equals(
        Buffer.from(before[i].buffer, before[i].byteOffset, before[i].byteLength))).toBe(true);
    }
    expect(h.textures[0].pixels.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(h.mesh.vx.buffer).toBeInstanceOf(SharedArrayBuffer);
    // Built once per World.
    expect(handoverWorld(world)).toBe(h);
  });

  it('hands arrays already on shared memory over as the same memory, and carries fields it does not know', () => {
    const world = freshWorld();
    // A live-state block as the simulation will add it: views into one SharedArrayBuffer.
    const live = new SharedArrayBuffer(64);
    const liveFloor = new Float64Array(live, 0, 4), liveLight = new Int32Array(live, 32, 4);
    // A static block of two views on one (unshared) buffer.
    const packed = new ArrayBuffer(48);
    const packedA = new Float64Array(packed, 0, 4), packedB = new Uint8Array(packed, 8, 8);
    packedA[1] = 1.5;
    const extended = { ...world, liveFloor, liveLight, packedA, packedB } as World & {
      liveFloor: Float64Array; liveLight: Int32Array; packedA: Float64Array; packedB: Uint8Array;
    };
    const h = handoverWorld(extended) as typeof extended;
    expect(h.liveFloor.buffer).toBe(live);
    // The World's own live block: its buffer is the same shared memory as its views (not {}).
    expect(h.live.buffer).toBe(world.live.buffer);
    expect(h.live.sectorFloorZ.buffer).toBe(h.live.buffer);
    liveFloor[2] = 48;
    expect(h.liveFloor[2]).toBe(48);
    // The copies of two views that overlapped still overlap.
    expect(h.packedA.buffer).toBe(h.packedB.buffer);
    expect(h.packedA[1]).toBe(1.5);
    h.packedB[0] = 7;
    expect(new Uint8Array(h.packedA.buffer, h.packedA.byteOffset + 8, 1)[0]).toBe(7);
    // Across a structured clone (postMessage), the shared arrays stay shared.
    const other = structuredClone(h);
    liveLight[1] = 160;
    expect(other.liveLight[1]).toBe(160);
  });

  it('a second World of the same WAD stack reuses the first one\'s copy of the pictures they share; its own arrays are copied', () => {
    const stack = testStack(twoRooms());
    const a = loadWorld(stack, 'MAP01'), b = loadWorld(stack, 'MAP01');
    // The two Worlds share the stack's decoded textures, not their meshes.
    expect(b.textures[0].pixels.buffer).toBe(a.textures[0].pixels.buffer);
    expect(b.mesh.vx.buffer).not.toBe(a.mesh.vx.buffer);
    const ha = handoverWorld(a), hb = handoverWorld(b);
    expect(hb.textures[0].pixels.buffer).toBe(ha.textures[0].pixels.buffer);
    expect(hb.textures[0].pixels.byteOffset).toBe(ha.textures[0].pixels.byteOffset);
    expect(Buffer.from(hb.textures[0].pixels).equals(Buffer.from(b.textures[0].pixels))).toBe(true);
    expect(hb.mesh.vx.buffer).not.toBe(ha.mesh.vx.buffer);
    expect(Array.from(hb.mesh.vx)).toEqual(Array.from(b.mesh.vx));
  });

  it('a renderer on the attached World (after a structured clone) draws the same picture', () => {
    const world = freshWorld();
    const attached = attachWorld(structuredClone(handoverWorld(world)));
    expect(attached.mesh.locate(40, 128, 0)).toBe(world.mesh.locate(40, 128, 0));
    const a = new CpuRenderer(world, 160, 100), b = new CpuRenderer(attached, 160, 100);
    for (const angle of [0, 1.2, 2.5, 4]) {
      const cam = makeCamera(40, 128, angle);
      a.render(cam, 8);
      b.render(cam, 8);
      expect(Buffer.from(b.fb.buffer).equals(Buffer.from(a.fb.buffer))).toBe(true);
    }
  });
});
