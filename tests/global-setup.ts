// Builds dist/ (CLI, web app) and the demo WAD once before the suite, so the tests run what ships.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  const r = spawnSync(process.execPath, [join(__dirname, '..', 'tools', 'build.mjs')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
}
