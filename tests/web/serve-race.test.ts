// `toom serve` while names in its folders are swapped under it (renameat2 RENAME_EXCHANGE in a loop,
// tests/web/swap-names.ts): a name flipping between a symlink inside and one to a file outside never
// serves the outside file (the check and the read concern one open descriptor), and a name flipping
// between a WAD and a FIFO never hangs the server (nothing is opened blocking; only regular files are
// read). The server runs as a child process (`toom serve`, as shipped), so a server that hangs fails
// the test within its time bound instead of hanging the test run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { projectRoot } from '../../tools/load.js';
import { removeDir } from './web-harness.js';
import { swapper, type Swapper } from './swap-names.js';

let tmp: string;
let web: string;
let wad: string;
let child: ChildProcess | null = null;
let port = 0;
const sw: Swapper | string = (() => {
  tmp = mkdtempSync(join(tmpdir(), 'toom-serve-race-'));
  return swapper(tmp);
})();
const skip = typeof sw === 'string' ? sw : '';

const INSIDE = Buffer.concat([Buffer.from('PWAD'), Buffer.alloc(4), Buffer.from([12, 0, 0, 0]), Buffer.from('inside '.repeat(200))]);
const SECRET = Buffer.from('SECRET '.repeat(200));

beforeAll(async () => {
  if (skip) return;
  web = join(tmp, 'dist', 'web');
  wad = join(tmp, 'wad');
  mkdirSync(web, { recursive: true });
  mkdirSync(wad);
  writeFileSync(join(web, 'index.html'), 'index');
  writeFileSync(join(tmp, 'secret.wad'), SECRET);
  child = spawn(process.execPath, [join(projectRoot(), 'dist/toom.js'), 'serve', '--port', '0', '--root', tmp, '--no-watch'], { stdio: ['ignore', 'pipe', 'pipe'] });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (c: Buffer) => {
      out += c;
      const m = /:(\d+)\/\n/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child!.on('exit', (code) => reject(new Error(`toom serve exited with ${code}`)));
  });
});

afterAll(() => {
  child?.kill('SIGKILL');
  if (tmp) removeDir(tmp);
});

interface Answer { status: number; body: Buffer; ms: number }

/** GET `path`; status 0 when no answer came within `timeoutMs` (or the connection broke). */
function get(path: string, timeoutMs = 2000): Promise<Answer> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number, body: Buffer): void => { if (!done) { done = true; resolve({ status, body, ms: Date.now() - t0 }); } };
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks)));
      res.on('error', () => finish(0, Buffer.alloc(0)));
    });
    req.setTimeout(timeoutMs, () => { req.destroy(); finish(0, Buffer.alloc(0)); });
    req.on('error', () => finish(0, Buffer.alloc(0)));
    req.end();
  });
}

/** Requests `paths` round and round, `lanes` at a time, until `until` settles; every answer. */
async function hammer(paths: string[], lanes: number, until: Promise<unknown>): Promise<Answer[]> {
  let over = false;
  void until.finally(() => { over = true; });
  const all: Answer[] = [];
  await Promise.all(Array.from({ length: lanes }, async (_, lane) => {
    for (let i = lane; !over; i++) all.push(await get(paths[i % paths.length]));
  }));
  return all;
}

describe.skipIf(skip !== '')(`toom serve under renameat2 swaps${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it.each([
    ['/wad/swap.wad', 'wad', 'swap.wad'],
    ['/swap.js', 'web', 'swap.js'],
  ])('%s flipping between a symlink inside and one outside never serves the outside file', async (url, where, name) => {
    const dir = where === 'wad' ? wad : web;
    writeFileSync(join(dir, `real-${name}`), INSIDE);
    const flip = join(dir, name), other = join(tmp, `other-${name}`);
    symlinkSync(join(dir, `real-${name}`), flip);
    symlinkSync(join(tmp, 'secret.wad'), other);
    const swaps = (sw as Swapper).exchange(flip, other, 2);
    const answers = await hammer(where === 'wad' ? [url, url, url, '/wad/'] : [url], 4, swaps);
    expect(await swaps).toBeGreaterThan(1000);
    const leaked = answers.filter((a) => a.body.includes('SECRET'));
    const served = answers.filter((a) => a.status === 200 && a.body.equals(INSIDE));
    const refused = answers.filter((a) => a.status === 403 || a.status === 404);
    const listings = answers.filter((a) => a.status === 200 && a.body[0] === 0x5b); // '['
    expect(leaked.length, `${leaked.length} of ${answers.length} answers carried the outside file`).toBe(0);
    // Both sides of the flip were seen, and every answer is one of them.
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length + refused.length + listings.length).toBe(answers.length);
  }, 20_000);

  it('a WAD flipping with a FIFO never hangs the listing, the download or the page', async () => {
    const flip = join(wad, 'flip.wad'), fifo = join(tmp, 'fifo');
    writeFileSync(flip, INSIDE);
    (sw as Swapper).mkfifo(fifo);
    (sw as Swapper).mkfifo(join(wad, 'pipe.wad')); // a FIFO that stays: never listed, never opened blocking
    const swaps = (sw as Swapper).exchange(flip, fifo, 2);
    const answers = await hammer(['/wad/', '/wad/flip.wad', '/wad/pipe.wad', '/'], 4, swaps);
    expect(await swaps).toBeGreaterThan(1000);
    const hung = answers.filter((a) => a.status === 0);
    expect(hung.length, `${hung.length} of ${answers.length} requests got no answer within 2 s`).toBe(0);
    // 403: the file was opened inside but had been renamed out of the folder by the time it was checked.
    for (const a of answers) expect([200, 403, 404]).toContain(a.status);
    for (const a of answers.filter((x) => x.body[0] === 0x5b)) {
      const names = (JSON.parse(a.body.toString()) as { name: string }[]).map((w) => w.name);
      expect(names.includes('pipe.wad')).toBe(false);
    }
    const page = await get('/', 1000);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('index');
  }, 20_000);
});
