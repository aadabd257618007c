// An MBF (version 203) demo on a map the project builds (tests/sim/data/mbf-map/make-mbf-map.ts:
// MBF's A_LineEffect opening a door, A_RandomJump / A_Spawn / A_Turn / A_Face, a bouncing thing, a
// touchy barrel that detonates under the player), played here at MBF's rules (complevel 11) and
// compared, tic by tic, with the player's x, y, z and angle dsda-doom 0.25.6 wrote playing it
// (mbf-demo.gst.gz, its -export_ghost): in sync to the end. The demo's header is read here (Boom's
// and MBF's demo headers are not read by src/sim/demo.ts yet): version 203, MBF's signature, 64
// option bytes and 32 player bytes, then DOOM's four bytes a tic.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { WadStack } from '../../src/wad/wad-stack.js';
import { loadWorld } from '../../src/world/load-world.js';
import { defsForStack } from '../../src/defs/load-defs.js';
import { Playsim } from '../../src/sim/playsim.js';
import { Compat, COMPLEVEL_MBF } from '../../src/sim/base/compat.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { MBF_BOUNCE_MOVES, mbfBouncePatch, mbfDemo, mbfRawWad } from './data/mbf-map/make-mbf-map.js';

const DIR = join(__dirname, 'data', 'mbf-map');
const MBF_HEADER = 1 + 6 + 1 + 5 + 64 + 32;

/** The commands of an MBF (203) single-player demo: [forwardMove, sideMove, angleTurn, buttons] a tic. */
function mbfCommands(bytes: Uint8Array): number[][] {
  expect([...bytes.subarray(0, 7)]).toEqual([203, 0x1d, 0x4d, 0x42, 0x46, 0xe6, 0]);
  const out: number[][] = [];
  for (let p = MBF_HEADER; bytes[p] !== 0x80; p += 4) {
    out.push([(bytes[p] << 24) >> 24, (bytes[p + 1] << 24) >> 24, (bytes[p + 2] << 24) >> 16, bytes[p + 3]]);
  }
  return out;
}

/** The ghost's records: [x, y, z, angle, gametic]. */
function ghost(bytes: Uint8Array): number[][] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([dv.getInt32(0, true), dv.getInt32(4, true)]).toEqual([2, 1]);
  const out: number[][] = [];
  for (let o = 8; o + 36 <= bytes.length; o += 36) {
    out.push([dv.getInt32(o, true), dv.getInt32(o + 4, true), dv.getInt32(o + 8, true), dv.getUint32(o + 12, true), dv.getInt32(o + 32, true)]);
  }
  return out;
}

describe.skipIf(!haveFreedoom)(`an MBF demo on a map built here${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('the committed map, demos and patch are what make-mbf-map.ts writes (the map before zdbsp\'s nodes)', () => {
    expect([...readFileSync(join(DIR, 'mbf-demo.lmp'))]).toEqual([...mbfDemo()]);
    expect([...readFileSync(join(DIR, 'mbf-bounce.lmp'))]).toEqual([...mbfDemo(MBF_BOUNCE_MOVES)]);
    expect(readFileSync(join(DIR, 'mbf-bounce.deh'), 'latin1')).toBe(mbfBouncePatch());
    const built = WadStack.fromBuffers([{ name: 'raw.wad', bytes: mbfRawWad() }]);
    const wad = WadStack.fromBuffers([{ name: 'mbf-map.wad', bytes: new Uint8Array(readFileSync(join(DIR, 'mbf-map.wad'))) }]);
    expect([...wad.get('DEHACKED').data]).toEqual([...built.get('DEHACKED').data]);
    // (zdbsp numbers the vertices anew: the lines are compared through the map's loader elsewhere.)
    for (const lump of ['THINGS', 'SIDEDEFS', 'SECTORS']) {
      expect([...wad.map('MAP01').lumps.get(lump)!.data], lump).toEqual([...built.map('MAP01').lumps.get(lump)!.data]);
    }
  });

  for (const [demo, ghostFile, patch, what] of [
    ['mbf-demo.lmp', 'mbf-demo.gst.gz', null, 'the door, the jumper and the touchy barrel'],
    ['mbf-bounce.lmp', 'mbf-bounce.gst.gz', 'mbf-bounce.deh', 'a bouncing player (--deh): steering in the air, reflected off the walls'],
  ] as const) {
    it(`${demo}, ${what}: in sync with dsda-doom, the player's x, y, z and angle on every tic of the reference`, () => {
      const stack = WadStack.fromBuffers([
        { name: 'freedoom2.wad', bytes: new Uint8Array(readFileSync(FREEDOOM2)) },
        { name: 'mbf-map.wad', bytes: new Uint8Array(readFileSync(join(DIR, 'mbf-map.wad'))) },
      ]);
      const patches = patch === null ? [] : [{ name: patch, bytes: new Uint8Array(readFileSync(join(DIR, patch))) }];
      const { defs, warnings } = defsForStack(stack, { patches });
      expect(warnings).toEqual([]);
      const ps = new Playsim(loadWorld(stack, 'MAP01'), { skill: 4, defs, compat: new Compat(COMPLEVEL_MBF) });
      expect(ps.warnings).toEqual([]);
      const cmds = mbfCommands(new Uint8Array(readFileSync(join(DIR, demo))));
      const ref = ghost(gunzipSync(readFileSync(join(DIR, ghostFile))));
      expect(ref.length).toBe(cmds.length - 1);
      const cmd = new TicCmd();
      const mo = ps.player.mo!;
      // Record g (gametic g) is the state after g tics.
      for (let i = 0; i < ref.length; i++) {
        const [x, y, z, angle, g] = ref[i];
        while (ps.leveltime < g && ps.leveltime < cmds.length) {
          const c = cmds[ps.leveltime];
          cmd.forwardMove = c[0]; cmd.sideMove = c[1]; cmd.angleTurn = c[2]; cmd.buttons = c[3];
          ps.tick(cmd);
        }
        const m = ps.player.mo!;
        if (m.x !== x || m.y !== y || m.z !== z || m.angle !== angle) {
          expect({ tic: g, x: m.x, y: m.y, z: m.z, angle: m.angle }).toEqual({ tic: g, x, y, z, angle });
        }
      }
      expect(mo).toBe(ps.player.mo);
    });
  }
});
