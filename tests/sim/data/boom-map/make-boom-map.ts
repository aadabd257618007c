// Writes boom-map.wad (tests/sim/boom-map.ts's maps, MAP01 to MAP05, with DOOM's nodes by
// zdbsp, Debian package zdbsp), boom-map.lmp and boom-map2..5.lmp (Boom 2.02 demos, complevel 9,
// of boomMapInputs() on MAP01 and boomMapNInputs() on MAPN)
// and their .gst (dsda-doom's ghosts of those demos over freedoom2.wad: the player's x, y, z, angle
// each tic). Run after changing the maps or the inputs:
//
//   npx esbuild tests/sim/data/boom-map/make-boom-map.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/make-boom-map.mjs && node /tmp/make-boom-map.mjs tests/sim/data/boom-map
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps } from '../../../helpers/map-builder.js';
import { boomMap, boomMap2, boomMap2Inputs, boomMap3, boomMap3Inputs, boomMap4, boomMap4Inputs, boomMap5, boomMap5Inputs, boomMapInputs } from '../../boom-map.js';

/** A Boom 2.02 demo (version 202): header, 64 bytes of options, 32 player bytes, 4-byte tics, 0x80. */
function boomDemo(inputs: [number, number, number, number][], map: number): Uint8Array {
  const b: number[] = [202, 0x1d, 0x42, 0x6f, 0x6f, 0x6d, 0xe6, 0, /* skill */ 3, /* episode */ 1, map, 0, 0];
  const opts = new Array<number>(64).fill(0);
  // monsters_remember, variable_friction, weapon_recoil, allow_pushers, 0, player_bobbing,
  // respawn, fast, nomonsters, demo_insurance, rngseed (4 bytes, big-endian).
  opts[0] = 1; opts[1] = 1; opts[2] = 0; opts[3] = 1; opts[5] = 1;
  opts[10] = 0; opts[11] = 0; opts[12] = 0x12; opts[13] = 0x34;
  b.push(...opts);
  const players = new Array<number>(32).fill(0);
  players[0] = 1;
  b.push(...players);
  for (const [fwd, side, turn, buttons] of inputs) b.push(fwd & 0xff, side & 0xff, turn & 0xff, buttons & 0xff);
  b.push(0x80);
  return Uint8Array.from(b);
}

const out = resolve(process.argv[2]);
const tmp = mkdtempSync(join(tmpdir(), 'boom-map-'));
const raw = join(tmp, 'raw.wad');
writeFileSync(raw, writeWad('PWAD', [...mapLumps(boomMap()), ...mapLumps({ ...boomMap2(), name: 'MAP02' }), ...mapLumps({ ...boomMap3(), name: 'MAP03' }), ...mapLumps({ ...boomMap4(), name: 'MAP04' }), ...mapLumps({ ...boomMap5(), name: 'MAP05' })]));
execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'boom-map.wad'), raw], { stdio: 'ignore' });
const demos: [string, [number, number, number, number][], number][] = [['boom-map', boomMapInputs(), 1], ['boom-map2', boomMap2Inputs(), 2], ['boom-map3', boomMap3Inputs(), 3], ['boom-map4', boomMap4Inputs(), 4], ['boom-map5', boomMap5Inputs(), 5]];
for (const [name, inputs, map] of demos) {
  writeFileSync(join(out, `${name}.lmp`), boomDemo(inputs, map));
  execFileSync('/usr/games/dsda-doom', ['-iwad', '/usr/share/games/doom/freedoom2.wad', '-file', join(out, 'boom-map.wad'), '-fastdemo', join(out, `${name}.lmp`),
    '-nosound', '-nomusic', '-nodraw', '-levelstat', '-export_ghost', name],
  { cwd: tmp, stdio: 'inherit', env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy', HOME: tmp } });
  copyFileSync(join(tmp, `${name}.gst`), join(out, `${name}.gst`));
}
