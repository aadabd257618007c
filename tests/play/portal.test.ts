// Walking through a portal is walking through a window into the transformed space: the same inputs
// in a map where the portal is a plain opening onto open space give, tick for tick, the pose the
// portal run has once it is mapped back through the side's transform (the numbers the renderer's
// view contexts use: world.sidePortalXf). Here the target line is turned 90° from the source line
// and the target room's floor is 32 higher.
import { describe, expect, it } from 'vitest';
import { Player, tickPlayer, type MoveInput } from '../../src/play/player.js';
import { walkerFor } from '../../src/play/mesh-walker.js';
import {
  PORTAL_XF_STRIDE, SideFlags, XF_DZ, XF_M00, XF_M01, XF_M10, XF_M11, XF_TX, XF_TY, type World,
} from '../../src/world/world.js';
import { pairInverse, pairTransform, portalPair, windowPair, worldOf } from './play-maps.js';
import { PLAYER_RADIUS, SKIN } from '../../src/play/constants.js';

/** The portal side on linedef `line` (its front piece). */
function portalSide(world: World, line: number): number {
  for (let s = 0; s < world.sideCount; s++) if (world.sideLinedef[s] === line && world.sideFlags[s] & SideFlags.PORTAL) return s;
  throw new Error(`no portal side on linedef ${line}`);
}

/** Angle difference folded into (-π, π]. */
function angleDiff(a: number, b: number): number {
  let d = (a - b) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d <= -Math.PI) d += 2 * Math.PI;
  return d;
}

describe('portals', () => {
  const { map, lineA, lineB } = portalPair(32);
  const portalWorld = worldOf(map);
  const windowWorld = worldOf(windowPair());

  it('the test maps: A→B is a 90° turn with a 32 rise, as drawn', () => {
    const s = portalSide(portalWorld, lineA);
    const xf = portalWorld.sidePortalXf.subarray(s * PORTAL_XF_STRIDE, (s + 1) * PORTAL_XF_STRIDE);
    for (const [x, y] of [[256, 64], [256, 192], [100, 37]]) {
      const [ex, ey] = pairTransform(x, y);
      expect(xf[XF_M00] * x + xf[XF_M01] * y + xf[XF_TX]).toBeCloseTo(ex, 9);
      expect(xf[XF_M10] * x + xf[XF_M11] * y + xf[XF_TY]).toBeCloseTo(ey, 9);
    }
    expect(xf[XF_DZ]).toBe(32);
    expect(portalSide(portalWorld, lineB)).toBeGreaterThanOrEqual(0);
  });

  const runs: { name: string; x: number; y: number; angle: number; inputs: (i: number) => MoveInput }[] = [
    { name: 'straight through, walking', x: 128, y: 128, angle: 0, inputs: () => ({ forward: 1, strafe: 0, turn: 0, run: false }) },
    { name: 'slanted, running and turning', x: 60, y: 40, angle: 0.35, inputs: (i) => ({ forward: 1, strafe: 0, turn: i < 20 ? 0.01 : -0.02, run: true }) },
    { name: 'strafing across near the portal edge', x: 200, y: 200, angle: -1.2, inputs: () => ({ forward: 0.6, strafe: -1, turn: 0, run: true }) },
  ];

  for (const split of [false, true]) {
    const pw = split ? worldOf(portalPair(32, { split: true }).map) : portalWorld;
    const ww = split ? worldOf(windowPair({ split: true })) : windowWorld;
    for (const r of runs) {
      it(`pose, facing, velocity and height carry through${split ? ' (target line cut in two by the mesh)' : ''}: ${r.name}`, () => {
        if (split) {
          // The target linedef really is two mesh edges.
          let pieces = 0;
          for (let s = 0; s < pw.sideCount; s++) if (pw.sideLinedef[s] === lineB) pieces++;
          expect(pieces).toBe(2);
        }
        const pp = new Player(pw, r.x, r.y, r.angle);
        const pv = new Player(ww, r.x, r.y, r.angle);
        let crossedAt = -1;
        for (let i = 0; i < 80; i++) {
          const input = r.inputs(i);
          tickPlayer(pw, pp, input);
          tickPlayer(ww, pv, input);
          const inB = pp.x > 2000;
          if (inB && crossedAt < 0) crossedAt = i;
          if (crossedAt >= 0 && !inB) throw new Error(`came back at tick ${i}`);
          // Map the portal run back into A's space (or leave it, before the crossing).
          const [x, y] = inB ? pairInverse(pp.x, pp.y) : [pp.x, pp.y];
          const vx = inB ? pp.vy : pp.vx, vy = inB ? -pp.vx : pp.vy;
          const angle = inB ? pp.angle - Math.PI / 2 : pp.angle;
          const dz = inB ? 32 : 0;
          const at = `tick ${i}${inB ? ' (through)' : ''}`;
          expect(x, at).toBeCloseTo(pv.x, 6);
          expect(y, at).toBeCloseTo(pv.y, 6);
          expect(angleDiff(angle, pv.angle), at).toBeCloseTo(0, 9);
          expect(vx, at).toBeCloseTo(pv.vx, 6);
          expect(vy, at).toBeCloseTo(pv.vy, 6);
          expect(pp.z - dz, at).toBeCloseTo(pv.z, 9);
          expect(pp.viewZ - dz, at).toBeCloseTo(pv.viewZ, 9);
          // The tracked face holds the player, and it is B's (a sector) once through.
          expect(pw.mesh.faceContains(pp.qe, pp.x, pp.y), at).toBe(true);
          expect(pw.faceSector[pw.mesh.qeFace[pp.qe]], at).toBe(inB ? 1 : 0);
        }
        expect(crossedAt, 'the run never reached the portal').toBeGreaterThan(0);
        // Travelled on well into B.
        expect(pp.y).toBeGreaterThan(256 + 64);
      });
    }
  }

  it('a one-way portal: through A, out of B, and the line of B is a wall from B (the player ends 16 off it)', () => {
    const { map } = portalPair(0, { oneway: true });
    const w = worldOf(map);
    const p = new Player(w, 128, 128, 0);
    for (let i = 0; i < 40 && p.x < 2000; i++) tickPlayer(w, p, { forward: 1, strafe: 0, turn: 0, run: true });
    expect(p.x).toBeGreaterThan(2000);
    expect(p.y - 256).toBeGreaterThanOrEqual(PLAYER_RADIUS);
    // Turn round and run back: the line stops the player.
    for (let i = 0; i < 60; i++) tickPlayer(w, p, { forward: 1, strafe: 0, turn: i === 0 ? Math.PI : 0, run: true });
    expect(p.x).toBeGreaterThan(2000);
    expect(p.y - 256).toBeCloseTo(PLAYER_RADIUS + SKIN, 6);
  });

  it('a player moved by hand (a teleport) is found again in the mesh on the next tick', () => {
    const p = new Player(portalWorld, 128, 128, 0);
    p.x = 3000; p.y = 600;
    tickPlayer(portalWorld, p, { forward: 0, strafe: 0, turn: 0, run: false });
    expect(portalWorld.mesh.faceContains(p.qe, p.x, p.y)).toBe(true);
    expect(portalWorld.faceSector[portalWorld.mesh.qeFace[p.qe]]).toBe(1);
    expect(p.x).toBe(3000);
    // The floor there is 32 higher: the feet step up to it at once.
    expect(p.z).toBe(32);
  });

  it('relative to the lines: the pose just after crossing equals the pose relative to the source line', () => {
    // Cross once with a known pose and compare coordinates in each line's frame directly.
    const p = new Player(portalWorld, 200, 100, 0.3);
    const input: MoveInput = { forward: 1, strafe: 0, turn: 0, run: false };
    let prev = { x: p.x, y: p.y, vx: p.vx, vy: p.vy, angle: p.angle };
    for (let i = 0; i < 40 && p.x < 2000; i++) { prev = { x: p.x, y: p.y, vx: p.vx, vy: p.vy, angle: p.angle }; tickPlayer(portalWorld, p, input); }
    expect(p.x).toBeGreaterThan(2000);
    // Source frame: origin A.v1 = (256, 192), along = A.v1→A.v2 = (0, −1), depth beyond the line = +x.
    // Target frame: origin B.v2 = (2808, 256), along = B.v2→B.v1 = (1, 0), depth into B = +y.
    const srcAlong = -(prev.y - 192), srcDepth = prev.x - 256;
    const srcVAlong = -prev.vy, srcVDepth = prev.vx;
    const srcFacing = angleDiff(prev.angle, -Math.PI / 2);
    const dstAlong = p.x - 2808, dstDepth = p.y - 256;
    const dstVAlong = p.vx, dstVDepth = p.vy;
    const dstFacing = angleDiff(p.angle, 0);
    // Before: in front of the source line, heading into it; after: past the target line, same offsets.
    expect(srcDepth).toBeLessThan(0);
    expect(dstDepth).toBeGreaterThan(0);
    expect(dstFacing).toBeCloseTo(srcFacing, 9);
    // The tick between moved by the momentum (after thrust): along and depth advance alike.
    const moveAlong = dstAlong - srcAlong, moveDepth = dstDepth - srcDepth;
    expect(Math.atan2(moveDepth, moveAlong)).toBeCloseTo(Math.atan2(srcVDepth, srcVAlong), 2);
    expect(Math.atan2(dstVDepth, dstVAlong)).toBeCloseTo(Math.atan2(srcVDepth, srcVAlong), 9);
    expect(Math.hypot(dstVAlong, dstVDepth)).toBeGreaterThan(Math.hypot(srcVAlong, srcVDepth));
  });

  it('a portal never needs the push-out: the target side mirrors the source side', () => {
    const w = walkerFor(portalWorld);
    const p = new Player(portalWorld, 128, 128, 0);
    const before = w.pushes;
    for (let i = 0; i < 60; i++) tickPlayer(portalWorld, p, { forward: 1, strafe: 0.3, turn: 0, run: true });
    expect(p.x).toBeGreaterThan(2000);
    expect(w.pushes).toBe(before);
  });
});
