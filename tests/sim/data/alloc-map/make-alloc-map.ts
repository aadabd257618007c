// Writes alloc-map.wad: the map of tests/sim/alloc-map.ts with DOOM's nodes, blockmap and an empty
// REJECT built by zdbsp (Debian package zdbsp), plus a TEXTURE1 with the switch pair SW1BRCOM and
// SW2BRCOM over the test IWAD's patches (tests/helpers/test-wad.ts), so the playsim finds the
// sector through the BSP as on any DOOM map. Run after changing the map:
//
//   npx esbuild tests/sim/data/alloc-map/make-alloc-map.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/make-alloc-map.mjs && node /tmp/make-alloc-map.mjs tests/sim/data/alloc-map
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LumpBuilder, writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps } from '../../../helpers/map-builder.js';
import { allocMap } from '../../alloc-map.js';

/** TEXTURE1: the test IWAD's textures (PNAMES BRICKP 0, METALP 1, GRATEP 2, SKYP 3) and the switch pair. */
function textures(): Uint8Array {
  const tex = (name: string, w: number, h: number, patches: [number, number, number][]) => {
    const b = new LumpBuilder().name(name).i32(0).i16(w).i16(h).i32(0).i16(patches.length);
    for (const [ox, oy, p] of patches) b.i16(ox).i16(oy).i16(p).i16(1).i16(0);
    return b.build();
  };
  const defs = [tex('AASHITTY', 8, 8, [[0, 0, 0]]), tex('BRICK', 64, 128, [[0, 0, 0], [0, 64, 0]]), tex('METAL', 64, 72, [[0, 0, 1], [32, 0, 1]]),
    tex('GRATE', 64, 32, [[0, 0, 2], [32, 0, 2]]), tex('SKY1', 256, 128, [[0, 0, 3]]),
    tex('SW1BRCOM', 64, 128, [[0, 0, 0], [0, 64, 0]]), tex('SW2BRCOM', 64, 128, [[0, 0, 1], [0, 64, 2]])];
  const t1 = new LumpBuilder().i32(defs.length);
  let off = 4 + 4 * defs.length;
  for (const d of defs) { t1.i32(off); off += d.length; }
  for (const d of defs) t1.raw(d);
  return t1.build();
}

const out = process.argv[2];
const tmp = mkdtempSync(join(tmpdir(), 'alloc-map-'));
const raw = join(tmp, 'raw.wad');
writeFileSync(raw, writeWad('PWAD', [{ name: 'TEXTURE1', data: textures() }, ...mapLumps(allocMap())]));
execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'alloc-map.wad'), raw], { stdio: 'ignore' });
