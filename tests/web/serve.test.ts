// `toom serve`: static files with the right MIME types, cross-origin isolation headers on every
// response, WAD listings, and no way out of the served folders (raw paths, encoded or not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startServer, safeSegments, type RunningServer } from '../../tools/commands/serve.js';
import { projectRoot } from '../../tools/load.js';
import { rawGet, removeDir } from './web-harness.js';

/** A 12-byte WAD header with no lumps. */
function emptyWad(magic: 'IWAD' | 'PWAD'): Buffer {
  const b = Buffer.alloc(12);
  b.write(magic, 0, 'latin1');
  b.writeInt32LE(0, 4);
  b.writeInt32LE(12, 8);
  return b;
}

let tmp: string;
let server: RunningServer;
let project: RunningServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'toom-serve-'));
  const web = join(tmp, 'web'), wad = join(tmp, 'wad'), iwad = join(tmp, 'iwad');
  for (const d of [web, wad, iwad, join(web, 'sub')]) mkdirSync(d, { recursive: true });
  writeFileSync(join(tmp, 'secret.txt'), 'SECRET');
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(web, 'main.js'), 'export {};');
  writeFileSync(join(web, 'main.js.map'), '{}');
  writeFileSync(join(web, 'style.css'), 'body{}');
  writeFileSync(join(web, 'shot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(web, 'data.json'), '[]');
  writeFileSync(join(web, 'sub', 'index.html'), 'sub');
  writeFileSync(join(wad, 'b-demo.wad'), emptyWad('IWAD'));
  writeFileSync(join(wad, 'a-mod.wad'), emptyWad('PWAD'));
  writeFileSync(join(wad, 'README.md'), 'not listed');
  writeFileSync(join(iwad, 'sys.wad'), emptyWad('IWAD'));
  writeFileSync(join(iwad, 'notes.txt'), 'not served');
  server = await startServer({ port: 0, root: tmp, webDir: web, wadDir: wad, iwadDir: iwad });
  project = await startServer({ port: 0 }); // the real project root, for the package.json probes
});

afterAll(async () => {
  await server?.close();
  await project?.close();
  if (tmp) removeDir(tmp);
});

describe('toom serve', () => {
  it('prints its URL on 127.0.0.1 with the port it got', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['/', 'text/html; charset=utf-8', '<!doctype html><title>t</title>'],
    ['/index.html', 'text/html; charset=utf-8', '<!doctype html><title>t</title>'],
    ['/main.js', 'text/javascript; charset=utf-8', 'export {};'],
    ['/main.js.map', 'application/json; charset=utf-8', '{}'],
    ['/style.css', 'text/css; charset=utf-8', 'body{}'],
    ['/shot.png', 'image/png', '\x89PNG'],
    ['/data.json', 'application/json; charset=utf-8', '[]'],
    ['/sub/', 'text/html; charset=utf-8', 'sub'],
    ['/main.js?v=2', 'text/javascript; charset=utf-8', 'export {};'],
  ])('serves %s as %s', async (path, type, body) => {
    const r = await rawGet(server.port, path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    expect(r.body.toString('latin1')).toBe(body);
  });

  it('serves WADs as application/octet-stream from /wad/ and /iwad/', async () => {
    for (const p of ['/wad/b-demo.wad', '/iwad/sys.wad']) {
      const r = await rawGet(server.port, p);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/octet-stream');
      expect(r.body.subarray(0, 4).toString('latin1')).toBe('IWAD');
      expect(r.headers['content-length']).toBe('12');
    }
  });

  it('lists only *.wad files, with their kind, as JSON', async () => {
    const w = await rawGet(server.port, '/wad/');
    expect(w.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(w.body.toString())).toEqual([
      { name: 'a-mod.wad', size: 12, kind: 'PWAD' },
      { name: 'b-demo.wad', size: 12, kind: 'IWAD' },
    ]);
    const i = await rawGet(server.port, '/iwad/');
    expect(JSON.parse(i.body.toString())).toEqual([{ name: 'sys.wad', size: 12, kind: 'IWAD' }]);
    expect((await rawGet(server.port, '/iwad')).status).toBe(301);
  });

  it('serves nothing but *.wad files from the IWAD folder', async () => {
    expect((await rawGet(server.port, '/iwad/notes.txt')).status).toBe(404);
    expect((await rawGet(server.port, '/wad/README.md')).status).toBe(404);
    expect((await rawGet(server.port, '/wad/missing.wad')).status).toBe(404);
  });

  it('has an icon: the page links favicon.svg, and /favicon.ico (asked for by browsers on their own) answers it', async () => {
    const index = (await rawGet(project.port, '/')).body.toString();
    expect(index).toContain('<link rel="icon" href="favicon.svg" type="image/svg+xml">');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const r = await rawGet(project.port, path);
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type']).toBe('image/svg+xml');
      expect(r.body.toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^]*<\/svg>\n$/);
    }
  });

  it('answers 404 for missing files and 405 for other methods', async () => {
    expect((await rawGet(server.port, '/nope.js')).status).toBe(404);
    expect((await rawGet(server.port, '/', 'POST')).status).toBe(405);
    const head = await rawGet(server.port, '/main.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('sends COOP, COEP and no-cache on every response, errors included', async () => {
    for (const p of ['/', '/main.js', '/wad/', '/wad/b-demo.wad', '/nope', '/../secret.txt']) {
      const r = await rawGet(server.port, p);
      expect(r.headers['cross-origin-opener-policy'], p).toBe('same-origin');
      expect(r.headers['cross-origin-embedder-policy'], p).toBe('require-corp');
      expect(r.headers['cache-control'], p).toBe('no-cache');
    }
  });

  it.each([
    '/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/.%2e/secret.txt', '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt', '/sub/../../secret.txt', '/wad/../../secret.txt', '/wad/..%2f..%2fsecret.txt',
    '/iwad/%2e%2e/%2e%2e/secret.txt', '/..\\secret.txt', '/%5c..%5csecret.txt', '//secret.txt',
    '/%2fetc%2fpasswd', '/C:%5cwindows', '/a%00.js', '/%E0%A4%A', 'http://x/../secret.txt',
  ])('refuses the escape %s with 403', async (path) => {
    const r = await rawGet(server.port, path);
    expect(r.status).toBe(403);
    expect(r.body.toString()).not.toContain('SECRET');
  });

  it('keeps double-encoded dots literal (a name that does not exist: 404)', async () => {
    const r = await rawGet(server.port, '/%252e%252e/secret.txt');
    expect(r.status).toBe(404);
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/wad/../package.json', '/iwad/%2e%2e%2f..%2fpackage.json'])(
    'refuses %s at the project root', async (path) => {
      const r = await rawGet(project.port, path);
      expect([403, 404]).toContain(r.status);
      expect(r.body.toString()).not.toContain('toom-ts');
    });

  it('runs as `toom serve --port 0` and prints its URL', async () => {
    const child = spawn(process.execPath, [join(projectRoot(), 'dist/toom.js'), 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c: Buffer) => { out += c; if (out.includes('\n')) resolve(out.split('\n')[0]); });
        child.on('exit', (code) => reject(new Error(`toom serve exited with ${code}`)));
      });
      const m = /^Toom\.ts: http:\/\/127\.0\.0\.1:(\d+)\/$/.exec(line);
      expect(m, line).not.toBeNull();
      const r = await rawGet(Number(m![1]), '/wad/');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('safeSegments decodes once and rejects dot segments and separators', () => {
    expect(safeSegments('/a/b%20c/')).toEqual(['a', 'b c']);
    expect(safeSegments('/')).toEqual([]);
    expect(safeSegments('/a/%2e%2e')).toBeNull();
    expect(safeSegments('/a/.')).toBeNull();
    expect(safeSegments('/a%2fb')).toBeNull();
    expect(safeSegments('/%252e%252e')).toEqual(['%2e%2e']);
  });
});
