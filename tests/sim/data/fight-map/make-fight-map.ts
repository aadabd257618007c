// Writes fight-map.wad: the hall of tests/sim/fight-map.ts with DOOM's nodes, blockmap and an empty
// REJECT built by zdbsp (Debian package zdbsp), so the playsim finds sectors through the BSP as on
// any DOOM map (the test IWAD's textures and flats carry the rest). Run after changing the map:
//
//   npx esbuild tests/sim/data/fight-map/make-fight-map.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/make-fight-map.mjs && node /tmp/make-fight-map.mjs tests/sim/data/fight-map
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWad } from '../../../../src/wad/wad-writer.js';
import { mapLumps } from '../../../helpers/map-builder.js';
import { fightMap } from '../../fight-map.js';

const out = process.argv[2];
const tmp = mkdtempSync(join(tmpdir(), 'fight-map-'));
const raw = join(tmp, 'raw.wad');
writeFileSync(raw, writeWad('PWAD', mapLumps(fightMap())));
execFileSync('zdbsp', ['-q', '-R', '-o', join(out, 'fight-map.wad'), raw], { stdio: 'ignore' });
