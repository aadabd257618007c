// The import boundaries: which folder of the project may import which, as docs/architecture.md draws the
// arrows (WAD → assets/mapdata → mesh → world → sim → renderers; front ends on top). One ESLint
// rule, `boundaries/imports`, resolves every relative import (static, dynamic, re-export) against
// the importing file and fails when the target's layer is not in the importer's allowed list.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two folders above this file. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Layers, most specific first: a file belongs to the first whose prefix its path starts with. */
export const LAYERS = [
  ['src/render/cpu', 'src/render/cpu/'],
  ['src/render/gpu', 'src/render/gpu/'],
  ['src/render', 'src/render/'], // what both renderers (and movement) share: camera, light, rules
  // The sim's fixed-point math and DOOM's tables: a layer of their own so src/sound may use them
  // without reaching the rest of the simulation.
  ['src/sim/fixed', 'src/sim/base/fixed.'],
  ['src/defs/tables', 'src/defs/doom/tables.'],
  ['src/defs/doom', 'src/defs/doom/'], // DOOM's own tables: the base of src/defs
  // The simulation's floors (src/sim/index.ts says what each holds): the base (structures, no
  // rules), the rules (DOOM's mutual recursion, the one circle allowed), the front door's own files,
  // and the front door itself, the only file of src/sim the rest of the project imports.
  ['src/sim/base', 'src/sim/base/'],
  ['src/sim/rules', 'src/sim/rules/'],
  ['src/sim', 'src/sim/index.'],
  ['src/sim/front', 'src/sim/'],
  ['src/sound', 'src/sound/'],
  ['src/defs', 'src/defs/'],
  ['src/screen', 'src/screen/'],
  ['src/frontend', 'src/frontend/'],
  ['src/world', 'src/world/'],
  ['src/mesh', 'src/mesh/'],
  ['src/mapdata', 'src/mapdata/'],
  ['src/assets', 'src/assets/'],
  ['src/wad', 'src/wad/'],
  ['src/util', 'src/util/'],
  ['src/web', 'src/web/'],
  ['src/errors', 'src/errors.'], // errors.ts, imported as errors.js
  ['src', 'src/'],
  ['tools', 'tools/'],
  ['bench', 'bench/'],
  ['maps', 'maps/'],
  ['tests', 'tests/'],
];

const BASE = ['src/errors', 'src/util'];
/** The simulation behind its front door: only src/sim itself and the tests reach in. */
const SIM_INSIDE = ['src/sim/base', 'src/sim/rules', 'src/sim/front'];
const LIBRARY = LAYERS.map(([name]) => name).filter((name) => name.startsWith('src') && !SIM_INSIDE.includes(name));
const SIM_READS = [...BASE, 'src/world', 'src/mesh', 'src/assets', 'src/sim/fixed', 'src/defs/tables', 'src/defs/doom', 'src/defs'];

/** What each layer may import besides itself. Anything not listed is an error. */
export const ALLOWED = {
  'src/errors': [],
  'src/util': ['src/errors'],
  src: BASE,
  'src/wad': BASE,
  'src/assets': [...BASE, 'src/wad'],
  'src/mapdata': [...BASE, 'src/wad'],
  'src/mesh': BASE,
  'src/world': [...BASE, 'src/wad', 'src/assets', 'src/mapdata', 'src/mesh'],
  // The simulation writes the live state; it reads the World, never a renderer.
  'src/defs/tables': [],
  'src/sim/fixed': [...BASE, 'src/defs/tables'],
  'src/defs/doom': [...BASE, 'src/defs/tables'],
  'src/defs': [...BASE, 'src/wad', 'src/defs/doom', 'src/defs/tables'],
  'src/sim/base': SIM_READS,
  'src/sim/rules': [...SIM_READS, 'src/sim/base'],
  'src/sim/front': [...SIM_READS, 'src/sim/base', 'src/sim/rules'],
  'src/sim': [...SIM_READS, 'src/sim/base', 'src/sim/rules', 'src/sim/front'],
  // Sound rules are fed the sim's events as plain numbers: they use its fixed-point math (DOOM's
  // angle and sine tables), never the Playsim, the World or the WAD.
  'src/sound': [...BASE, 'src/sim/fixed', 'src/defs/doom', 'src/defs'],
  // DOOM's 320×200 layer (status bar, HUD text, intermission, finales): reads the player and the
  // level's tallies from the sim, its graphics from the WAD and which song a screen plays from the
  // sound layer's table; never a renderer.
  'src/screen': [...BASE, 'src/wad', 'src/assets', 'src/world', 'src/sim', 'src/sim/fixed', 'src/defs/tables', 'src/defs/doom', 'src/sound', 'src/defs'],
  // The game's front end (title and demo loop, menus, cheats): DOOM's states around the levels,
  // drawn through src/screen, acting on the sim's player (through its front door); never a
  // renderer, never the page.
  'src/frontend': [...BASE, 'src/wad', 'src/assets', 'src/world', 'src/sim', 'src/sim/fixed', 'src/defs/tables', 'src/defs/doom', 'src/sound', 'src/defs', 'src/screen'],
  // Renderers read the World only: never wad/ or mapdata/, never sim/ or play/, never each other.
  'src/render': [...BASE, 'src/world', 'src/mesh', 'src/assets'],
  'src/render/cpu': [...BASE, 'src/render', 'src/world', 'src/mesh', 'src/assets'],
  'src/render/gpu': [...BASE, 'src/render', 'src/world', 'src/mesh', 'src/assets'],
  // Front ends: the web app and the CLI may use the whole library; nothing in src/ uses them.
  'src/web': LIBRARY,
  maps: [...BASE, 'src/wad', 'src/mapdata', 'src/assets'],
  tools: [...LIBRARY, 'maps'],
  bench: [...LIBRARY, 'maps', 'tools'],
  tests: [...LIBRARY, ...SIM_INSIDE, 'maps', 'tools', 'bench'],
};

/**
 * Imports that break the arrows today and are being removed by the renderer split (issue 13):
 * file → layers it may still import. The lint test fails when an entry is no longer needed, so
 * this list only shrinks.
 */
export const PENDING = {};

/** The layer of a path relative to the root (forward slashes), or undefined outside all layers. */
export function layerOf(rel) {
  for (const [name, prefix] of LAYERS) if (rel === prefix || rel.startsWith(prefix)) return name;
  return undefined;
}

/** A layer list for a message: the whole library reads as `src/*`. */
function describe(layers) {
  const all = LIBRARY.every((name) => layers.includes(name));
  const rest = all ? ['src/*', ...layers.filter((name) => !LIBRARY.includes(name))] : layers;
  return rest.join(', ') || 'nothing else';
}

const toRel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import arrows between the folders (docs/architecture.md)' },
    schema: [],
    messages: {
      denied: "{{from}} may not import {{to}} ('{{spec}}'); {{from}} may import: {{allowed}} (tools/lint/import-boundaries.js).",
    },
  },
  create(context) {
    const file = toRel(context.filename);
    const from = layerOf(file);
    if (from === undefined) return {};
    const allowed = new Set([from, ...(ALLOWED[from] ?? []), ...(PENDING[file] ?? [])]);
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return; // packages and node: builtins
      const to = layerOf(toRel(path.resolve(path.dirname(context.filename), spec)));
      if (to === undefined || allowed.has(to)) return;
      context.report({
        node: source,
        messageId: 'denied',
        data: { from, to, spec, allowed: describe(ALLOWED[from] ?? []) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { imports: importsRule } };
