// `toom render`: one frame of a map with the CPU raycaster, written to PNG.
import { Args, UsageError } from '../args.js';
import { loadStack } from '../load.js';
import { writePng } from '../png.js';
import { loadWorld } from '../../src/world/load-world.js';
import { CpuRenderer } from '../../src/render/cpu/renderer.js';
import { makeCamera } from '../../src/render/camera.js';
import type { Command } from './command.js';

export function parseSize(s: string): [number, number] {
  const m = /^(\d+)x(\d+)$/i.exec(s);
  if (!m) throw new UsageError(`--size must look like 640x400, got ${JSON.stringify(s)}`);
  const w = Number(m[1]), h = Number(m[2]);
  if (w < 1 || h < 1 || w > 8192 || h > 8192) throw new UsageError(`--size ${s} is out of range (1..8192)`);
  return [w, h];
}

/** Renders of the same view whose phase times --profile reports (medians). */
const PROFILE_FRAMES = 200;

export const render: Command = {
  summary: 'render one view of a map to PNG with the CPU raycaster',
  usage: 'toom render --iwad PATH [--file PWAD ...] --map NAME [--pos X,Y[,Z]] [--angle DEG] [--fov DEG] [--size WxH] [--time TICS] [--profile] -o out.png',
  run(argv) {
    const a = new Args(argv, ['profile']);
    const out = a.get('o') ?? a.get('out');
    if (!out) throw new UsageError('missing -o out.png');
    const stack = loadStack(a.need('iwad'), a.all('file'));
    const mapName = a.get('map') ?? stack.maps[0]?.name;
    if (!mapName) throw new UsageError('the WAD has no maps');
    const t0 = performance.now();
    const world = loadWorld(stack, mapName);
    const tBuild = performance.now() - t0;
    const [w, h] = parseSize(a.get('size') ?? '640x400');
    let x = world.playerStart.x, y = world.playerStart.y, z = NaN, angle = world.playerStart.angle;
    const pos = a.get('pos');
    if (pos) {
      const p = pos.split(',').map(Number);
      if (p.length < 2 || p.length > 3 || p.some((v) => !Number.isFinite(v))) throw new UsageError(`--pos must be X,Y or X,Y,Z, got ${JSON.stringify(pos)}`);
      [x, y] = p;
      if (p.length === 3) z = p[2];
    }
    if (a.get('angle') !== undefined) angle = (a.num('angle', 0) * Math.PI) / 180;
    const fov = (a.num('fov', 90) * Math.PI) / 180;
    const r = new CpuRenderer(world, w, h);
    r.profile = a.flag('profile');
    const cam = makeCamera(x, y, angle, z, fov), tics = a.num('time', 0);
    r.render(cam, tics);
    writePng(out, w, h, r.fb);
    // --profile: the first frame includes the JIT's warm-up, so the phases are the medians of
    // PROFILE_FRAMES more renders of the same view.
    const first = r.stats.msTotal;
    const phases = { walk: [] as number[], spans: [] as number[], sprites: [] as number[], total: [] as number[] };
    if (r.profile) {
      for (let i = 0; i < PROFILE_FRAMES; i++) {
        r.render(cam, tics);
        phases.walk.push(r.stats.msWalk); phases.spans.push(r.stats.msSpans); phases.sprites.push(r.stats.msSprites); phases.total.push(r.stats.msTotal);
      }
    }
    for (const warn of world.warnings) console.error(`toom: warning: ${world.file}: ${world.name}: ${warn}`);
    if (r.profile) {
      const s = r.stats;
      console.log(`map ${world.name}: world built in ${tBuild.toFixed(1)} ms`);
      console.log(`rays ${s.rays}, edges crossed ${s.edges}, wall columns ${s.wallColumns}, visplanes ${s.planes}, spans ${s.spans}, sprite columns ${s.spriteColumns}, masked columns ${s.maskedColumns}, portals crossed ${s.portalsCrossed}`);
      const med = (v: number[]) => [...v].sort((p, q) => p - q)[v.length >> 1].toFixed(3);
      console.log(`median of ${PROFILE_FRAMES} frames: walk+walls ${med(phases.walk)} ms, spans ${med(phases.spans)} ms, sprites+masked ${med(phases.sprites)} ms, total ${med(phases.total)} ms (first frame, with JIT warm-up: ${first.toFixed(2)} ms)`);
    }
    console.log(`wrote ${out} (${w}x${h}, ${world.name} at ${x.toFixed(0)},${y.toFixed(0)} angle ${((angle * 180) / Math.PI).toFixed(0)}°)`);
  },
};
