// `toom serve`: a static HTTP server for the browser app. dist/web/ at /, the project's wad/ at
// /wad/, the system IWADs (/usr/share/games/doom/*.wad) at /iwad/; GET /wad/ and /iwad/ list the
// WADs as JSON. Every response is cross-origin isolated (COOP/COEP) and not cached; paths that try
// to leave their folder (`..`, encoded or not, absolute, backslashes, NUL) are refused with 403.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, openSync, readSync, closeSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve, sep, extname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Args, UsageError } from '../args.js';
import { projectRoot, FREEDOOM_DIR } from '../load.js';
import type { Command } from './command.js';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The project root: serves ROOT/dist/web and ROOT/wad. */
  root?: string;
  /** Overrides ROOT/dist/web (tests serve a fresh build from a temp folder). */
  webDir?: string;
  /** Overrides ROOT/wad. */
  wadDir?: string;
  /** Overrides /usr/share/games/doom. */
  iwadDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** One entry of the GET /wad/ and /iwad/ listings. */
export interface WadListing {
  name: string;
  size: number;
  kind: 'IWAD' | 'PWAD' | 'unknown';
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wad': 'application/octet-stream',
};

export function mimeType(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const COMMON_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The request path as safe segments, or null when it tries to escape: decoded once, and refused
 * when any segment (raw or decoded) is `.` or `..`, or holds a slash, backslash, NUL or colon
 * after decoding, or the path is not absolute. Double-encoded forms stay literal names (404).
 */
export function safeSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return null;
  const out: string[] = [];
  const parts = rawPath.split('/');
  for (let i = 1; i < parts.length; i++) {
    const raw = parts[i];
    if (raw === '' && i < parts.length - 1) return null; // '//' inside the path
    let seg: string;
    try { seg = decodeURIComponent(raw); } catch { return null; }
    if (seg === '.' || seg === '..' || /[\\/\0:]/.test(seg)) return null;
    if (seg !== '') out.push(seg);
  }
  return out;
}

function wadKind(path: string, size: number): WadListing['kind'] {
  if (size < 12) return 'unknown';
  const fd = openSync(path, 'r');
  try {
    const b = Buffer.alloc(4);
    readSync(fd, b, 0, 4, 0);
    const m = b.toString('latin1');
    return m === 'IWAD' || m === 'PWAD' ? m : 'unknown';
  } finally {
    closeSync(fd);
  }
}

/** The *.wad files of a folder, sorted by name, with size and header kind. */
export function listWads(dir: string): WadListing[] {
  if (!existsSync(dir)) return [];
  const out: WadListing[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.toLowerCase().endsWith('.wad')) continue;
    const p = join(dir, name);
    let st;
    try { st = statSync(p); } catch { continue; }
    if (!st.isFile()) continue;
    out.push({ name, size: st.size, kind: wadKind(p, st.size) });
  }
  return out;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', head = false): void {
  const buf = Buffer.from(body);
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': type, 'Content-Length': buf.length });
  res.end(head ? undefined : buf);
}

function sendFile(res: ServerResponse, path: string, head: boolean): void {
  let st;
  try { st = statSync(path); } catch { return send(res, 404, 'not found\n', undefined, head); }
  if (st.isDirectory()) {
    const index = join(path, 'index.html');
    if (existsSync(index)) return sendFile(res, index, head);
    return send(res, 404, 'not found\n', undefined, head);
  }
  if (!st.isFile()) return send(res, 404, 'not found\n', undefined, head);
  res.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': mimeType(path), 'Content-Length': st.size });
  if (head) { res.end(); return; }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Serves `segments` inside `base`, after checking the resolved path stays inside it. */
function serveUnder(res: ServerResponse, base: string, segments: string[], head: boolean): void {
  const full = resolve(base, ...segments);
  if (full !== base && !full.startsWith(base + sep)) return send(res, 403, 'forbidden\n', undefined, head);
  sendFile(res, full, head);
}

export function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const root = resolve(opts.root ?? projectRoot());
  const webDir = resolve(opts.webDir ?? join(root, 'dist/web'));
  const wadDir = resolve(opts.wadDir ?? join(root, 'wad'));
  const iwadDir = resolve(opts.iwadDir ?? FREEDOOM_DIR);
  const host = opts.host ?? '127.0.0.1';

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'method not allowed\n');
    }
    const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0];
    const segs = safeSegments(rawPath);
    if (!segs) return send(res, 403, 'forbidden\n', undefined, head);
    const top = segs[0];
    if (top === 'wad' || top === 'iwad') {
      const dir = top === 'wad' ? wadDir : iwadDir;
      if (segs.length === 1) {
        if (!rawPath.endsWith('/')) { res.writeHead(301, { ...COMMON_HEADERS, Location: `/${top}/` }); res.end(); return; }
        return send(res, 200, JSON.stringify(listWads(dir)), MIME['.json'], head);
      }
      // Only the folder's own *.wad files: no subfolders, nothing else from /usr/share.
      if (segs.length !== 2 || !segs[1].toLowerCase().endsWith('.wad')) return send(res, 404, 'not found\n', undefined, head);
      return serveUnder(res, dir, segs.slice(1), head);
    }
    serveUnder(res, webDir, segs, head);
  };

  return new Promise((resolvePromise, reject) => {
    const server = createServer((req, res) => {
      try { handle(req, res); } catch { if (!res.headersSent) send(res, 500, 'internal error\n'); else res.destroy(); }
    });
    server.once('error', reject);
    server.listen(opts.port ?? 8080, host, () => {
      server.off('error', reject);
      const port = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${port}/`,
        port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}

export const serve: Command = {
  summary: 'serve the browser app (dist/web) and the WADs over HTTP',
  usage: 'toom serve [--port 8080] [--host 127.0.0.1] [--root DIR]',
  async run(argv) {
    const a = new Args(argv, []);
    const port = a.num('port', 8080);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, got ${port}`);
    const host = a.get('host') ?? '127.0.0.1';
    const root = resolve(a.get('root') ?? projectRoot());
    if (!existsSync(join(root, 'dist/web/index.html'))) {
      console.error(`toom serve: warning: ${join(root, 'dist/web/index.html')} is missing: run \`node tools/build.mjs\` first`);
    }
    let s: RunningServer;
    try {
      s = await startServer({ port, host, root });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new UsageError(`port ${port} on ${host} is in use: choose another with --port`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new UsageError(`cannot listen on host ${host}`);
      throw e;
    }
    console.log(`Toom.ts: ${s.url}`);
    const stop = () => { void s.close().then(() => process.exit(0)); };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return 0;
  },
};
