// `toom udmf`: the demo WAD's maps written as UDMF into a PWAD; layered over the same IWAD they load
// (toom info names them udmf, with the same counts) and render the same picture; the output is never
// an input.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { OUTPUT_DIR } from '../helpers/golden.js';

const root = join(__dirname, '..', '..');
const toom = (...args: string[]) => spawnSync(process.execPath, [join(root, 'dist', 'toom.js'), ...args], { encoding: 'utf8' });
const demo = join(root, 'wad', 'toom-demo.wad');

describe('toom udmf', () => {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const out = join(OUTPUT_DIR, 'udmf-map01.wad');
  it('writes MAP01 as UDMF; info and render read it as the binary map', () => {
    rmSync(out, { force: true });
    const r = toom('udmf', '--iwad', demo, '--map', 'map01', '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 map(s) as UDMF (MAP01)');
    const bin = toom('info', '--iwad', demo).stdout.split('\n').find((l) => l.includes('MAP01'))!;
    const udmf = toom('info', '--iwad', demo, '--file', out).stdout.split('\n').find((l) => l.includes('MAP01'))!;
    expect(udmf).toBe(bin.replace(/ (doom|hexen) /, ' udmf '));
    expect(udmf).toContain(' udmf ');
    const a = join(OUTPUT_DIR, 'udmf-bin.png'), b = join(OUTPUT_DIR, 'udmf-udmf.png');
    expect(toom('render', '--iwad', demo, '--map', 'MAP01', '--size', '160x100', '-o', a).status).toBe(0);
    expect(toom('render', '--iwad', demo, '--file', out, '--map', 'MAP01', '--size', '160x100', '-o', b).status).toBe(0);
    expect(readFileSync(b).equals(readFileSync(a))).toBe(true);
  }, 60_000);
  it('refuses a missing --map, an unknown map and writing over an input (exit 2)', () => {
    expect(toom('udmf', '--iwad', demo, '-o', out).status).toBe(2);
    const r = toom('udmf', '--iwad', demo, '--map', 'NOPE', '-o', out);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no such map');
    expect(toom('udmf', '--iwad', demo, '--all', '-o', demo).status).toBe(2);
  });
});
