// The lint's import boundaries (tools/lint/import-boundaries.js, eslint.config.js) enforce the
// arrows between the folders: a wrong import fails `npm run lint` (which checks the whole
// repository), a right one passes, and the list of pending exceptions only holds imports that
// still exist.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { PENDING, ROOT, layerOf } from '../../tools/lint/import-boundaries.js';

const eslint = new ESLint({ cwd: ROOT });

/** The boundary errors for `code` placed at `file` (relative to the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return r.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/render/cpu/wrong.ts', "import { WadStack } from '../../wad/wad-stack.js';", 'src/render/cpu may not import src/wad'],
    ['src/render/gpu/wrong.ts', "import { decodeMap } from '../../mapdata/map-data.js';", 'src/render/gpu may not import src/mapdata'],
    ['src/render/gpu/wrong.ts', "import { CpuRenderer } from '../cpu/renderer.js';", 'src/render/gpu may not import src/render/cpu'],
    ['src/render/cpu/wrong.ts', "import { Playsim } from '../../sim/playsim.js';", 'src/render/cpu may not import src/sim'],
    ['src/sim/rules/wrong.ts', "import { makeCamera } from '../../render/camera.js';", 'src/sim/rules may not import src/render'],
    ['src/render/wrong.ts', "export * from '../sim/tick.js';", 'src/render may not import src/sim'],
    ['src/sim/wrong.ts', "import { CpuRenderer } from '../render/cpu/renderer.js';", 'src/sim/front may not import src/render/cpu'],
    ['src/sim/base/wrong.ts', "import { WadStack } from '../../wad/wad-stack.js';", 'src/sim/base may not import src/wad'],
    // The simulation's floors: the base never reaches the rules or the front door, the rules never
    // the front door, and the rest of the project only the front door (src/sim/index.ts).
    ['src/sim/base/wrong.ts', "import { tryMove } from '../rules/map-move.js';", 'src/sim/base may not import src/sim/rules'],
    ['src/sim/base/wrong.ts', "import type { Playsim } from '../playsim.js';", 'src/sim/base may not import src/sim/front'],
    ['src/sim/rules/wrong.ts', "import { Playsim } from '../playsim.js';", 'src/sim/rules may not import src/sim/front'],
    ['src/web/wrong.ts', "import { Playsim } from '../sim/playsim.js';", 'src/web may not import src/sim/front'],
    ['src/screen/wrong.ts', "import type { PlayerState } from '../sim/base/player-state.js';", 'src/screen may not import src/sim/base'],
    ['tools/wrong.ts', "import { tryMove } from '../src/sim/rules/map-move.js';", 'tools may not import src/sim/rules'],
    ['bench/wrong.ts', "import { SimState } from '../src/sim/base/sim-state.js';", 'bench may not import src/sim/base'],
    ['src/world/wrong.ts', "import { CpuRenderer } from '../render/cpu/renderer.js';", 'src/world may not import src/render/cpu'],
    ['src/mesh/wrong.ts', "import type { World } from '../world/world.js';", 'src/mesh may not import src/world'],
    ['src/wad/wrong.ts', "const m = await import('../../tools/load.js');", 'src/wad may not import tools'],
    ['src/web/wrong.ts', "import { FREEDOOM1 } from '../../tests/helpers/freedoom.js';", 'src/web may not import tests'],
    ['src/sound/wrong.ts', "import { Playsim } from '../sim/playsim.js';", 'src/sound may not import src/sim'],
    ['src/sound/wrong.ts', "import { WadStack } from '../wad/wad-stack.js';", 'src/sound may not import src/wad'],
    ['src/sim/rules/wrong.ts', "import { SoundChannels } from '../../sound/channels.js';", 'src/sim/rules may not import src/sound'],
    ['src/render/wrong.ts', "import { fixedMul } from '../sim/base/fixed.js';", 'src/render may not import src/sim/fixed'],
    ['tools/wrong.ts', "import { prng } from '../tests/helpers/world-fixtures.js';", 'tools may not import tests'],
  ])('%s: %s fails', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/render/cpu/right.ts', "import type { World } from '../../world/world.js';\nimport { prng } from '../../util/prng.js';"],
    ['src/render/gpu/right.ts', "import { ANIM_STRIDE } from '../../assets/animations.js';"],
    ['src/sim/base/right.ts', "import { SideFlags } from '../../world/world.js';\nimport { turn } from '../../mesh/predicates.js';"],
    ['src/sim/rules/right.ts', "import { setThingPosition } from '../base/map-util.js';\nimport { FINESINE } from '../../defs/doom/tables.js';"],
    ['src/sim/right.ts', "import { tryMove } from './rules/map-move.js';\nimport { Level } from './base/level.js';"],
    ['src/web/right.ts', "import { Playsim, WorldSync } from '../sim/index.js';\nimport { SFX } from '../defs/doom/sounds.js';"],
    ['tests/right.test.ts', "import { tryMove } from '../src/sim/rules/map-move.js';"],
    ['src/sound/right.ts', "import { FINESINE, pointToAngle } from '../sim/base/fixed.js';\nimport { WadError } from '../errors.js';"],
    ['src/sim/right.ts', "import { fixedMul } from './base/fixed.js';\nimport { FINESINE } from '../defs/doom/tables.js';"],
    ['src/world/right.ts', "import { decodeMap } from '../mapdata/map-data.js';\nimport { WadStack } from '../wad/wad-stack.js';"],
    ['src/web/right.ts', "import { CpuRenderer } from '../render/cpu/renderer.js';\nimport { WadStack } from '../wad/wad-stack.js';"],
    ['tools/right.ts', "import { buildDemoWad } from '../maps/demo.js';\nimport { readFileSync } from 'node:fs';"],
    ['tests/right.test.ts', "import { randomPose } from '../tools/random-pose.js';"],
  ])('%s: allowed imports pass', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  // Each pending exception (imports the renderer split removes) must still be in use: once the import
  // is gone, its entry goes too, so the list cannot hide a new wrong import.
  it.each(Object.entries(PENDING))('the pending exception for %s is still needed', (file, layers) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(/from\s+'(\.[^']+)'/g)].map((m) => layerOf(relative(ROOT, resolve(dirname(join(ROOT, file)), m[1]))));
    for (const layer of layers) expect(targets, `${file} no longer imports ${layer}: delete its entry in PENDING`).toContain(layer);
  });
});
