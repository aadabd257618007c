// Build script (run by `npm install` via `prepare`, by `npm start` and `npm run bench`):
// bundles the CLI, the benchmark runner and the web app into dist/ with esbuild, then
// compiles the built-in demo WAD from maps/ into wad/ when the compiler exists.
import { build } from 'esbuild';
import { existsSync, mkdirSync, copyFileSync, readdirSync, chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

const nodeEntries = [
  ['tools/toom.ts', 'toom.js'],
  ['bench/bench.ts', 'bench.js'],
  ['src/render/cpu/parallel-worker.ts', 'render-worker.js'],
  ['tools/fuzz.ts', 'fuzz.js'],
  ['tools/soak.ts', 'soak.js'],
  ['bench/crispy-compare.ts', 'crispy-compare.js'],
];
const banner = { js: "#!/usr/bin/env node\nimport { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" };
for (const [src, out] of nodeEntries) {
  if (!existsSync(join(root, src))) continue;
  await build({
    entryPoints: [join(root, src)],
    outfile: join(dist, out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    banner,
    external: ['playwright-core', 'benny'],
    logLevel: 'warning',
  });
}
if (existsSync(join(dist, 'toom.js'))) chmodSync(join(dist, 'toom.js'), 0o755);

const webSrc = join(root, 'src/web');
if (existsSync(join(webSrc, 'main.ts'))) {
  const webOut = join(dist, 'web');
  mkdirSync(webOut, { recursive: true });
  const webEntries = [join(webSrc, 'main.ts')];
  if (existsSync(join(webSrc, 'render-worker.ts'))) webEntries.push(join(webSrc, 'render-worker.ts'));
  if (existsSync(join(webSrc, 'load-worker.ts'))) webEntries.push(join(webSrc, 'load-worker.ts'));
  // The music synth runs in an AudioWorklet, loaded from its own module (music-output.ts).
  if (existsSync(join(webSrc, 'music-worklet.ts'))) webEntries.push(join(webSrc, 'music-worklet.ts'));
  await build({
    entryPoints: webEntries,
    outdir: webOut,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const f of readdirSync(webSrc)) {
    if (f.endsWith('.html') || f.endsWith('.css') || f.endsWith('.svg')) copyFileSync(join(webSrc, f), join(webOut, f));
  }
}

// The demo WAD is generated from maps/ by the CLI's build-wad command.
if (existsSync(join(root, 'maps/demo.ts')) && existsSync(join(dist, 'toom.js'))) {
  // Its summary line goes to stderr: build chatter never reaches the stdout of `npm run bench -- --json`.
  const r = spawnSync(process.execPath, [join(dist, 'toom.js'), 'build-wad', '-o', join(root, 'wad/toom-demo.wad')], { stdio: ['ignore', 2, 2] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
