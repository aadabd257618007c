// `toom serve`: a static HTTP server for the browser app. dist/web/ at /, the project's wad/ at
// /wad/, the system IWADs (/usr/share/games/doom/*.wad) at /iwad/; GET /wad/ and /iwad/ list the
// WADs as JSON. Every response is cross-origin isolated (COOP/COEP) and not cached; paths that try
// to leave their folder (`..`, encoded or not, absolute, backslashes, NUL) are refused with 403, and
// so are symlinks whose real path leaves it: only regular files inside are served or listed. Each
// file is opened once, non-blocking (a FIFO never stalls the server), and checked on that descriptor
// (regular file, its real path inside) before it is read, so a name renamed between the check and the
// read cannot lead out. A file is sent from that descriptor, exactly the size stat'ed (a file that
// shrinks meanwhile ends the connection instead of a short body); single byte ranges (206, 416) let
// browsers resume downloads. With watching on (the command's default; --no-watch turns it off)
// GET /events streams a `wad` event when files in wad/ change (tools/wad-watch.ts: one event per
// burst, at most 64 streams, a stream that stops draining dropped), so open pages reload them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, openSync, readSync, closeSync, readdirSync, statSync, existsSync, fstatSync, realpathSync, readlinkSync, constants, type Stats } from 'node:fs';
import { join, resolve, sep, extname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Args, UsageError } from '../args.js';
import { projectRoot, FREEDOOM_DIR } from '../load.js';
import type { Command } from './command.js';
import { WadWatch } from '../wad-watch.js';

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
  /** Watch wad/ and tell open pages (GET /events, server-sent events) when a WAD changes. */
  watch?: boolean;
  /** A client must send its whole request head within this time (slowloris), default 10 s. */
  headersTimeoutMs?: number;
  /** Event streams (GET /events) open at once; more are answered 503. Default MAX_EVENT_CLIENTS (64). */
  maxEventClients?: number;
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

// Non-blocking, so that a FIFO (or a device) never stalls the server in open(); no controlling tty.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** What `openInside` found: an open regular file, or why there is none. */
type Opened = { fd: number; size: number; path: string } | 'missing' | 'outside' | 'busy';

/** Whether the real path `real` is the real folder `realBase` or lies under it (compared as bytes). */
function startsInside(realBase: Buffer, real: Buffer): boolean {
  if (real.equals(realBase)) return true;
  const sepByte = sep.charCodeAt(0);
  const prefixLen = realBase[realBase.length - 1] === sepByte ? realBase.length : realBase.length + 1;
  return real.length > prefixLen && real.subarray(0, realBase.length).equals(realBase) && real[prefixLen - 1] === sepByte;
}

/** Whether the file open at `fd` (opened from `path`) lies inside the real folder `realBase`: its
 *  own path as the kernel has it (/proc/self/fd), else `path`'s real path holding the same inode. */
function fdInside(fd: number, path: string, realBase: Buffer, st: Stats): boolean {
  let real: Buffer;
  try {
    real = readlinkSync(`/proc/self/fd/${fd}`, { encoding: 'buffer' });
  } catch {
    try {
      real = realpathSync(path, { encoding: 'buffer' });
      const again = statSync(real);
      if (again.dev !== st.dev || again.ino !== st.ino) return false;
    } catch { return false; }
  }
  return startsInside(realBase, real);
}

/**
 * Opens `path` for reading when it is a regular file whose real path lies inside the real folder
 * `realBase`. What decides is checked on the open descriptor, after the one open (never on a second
 * resolution of the path, which a rename could point elsewhere), and the open never blocks: a FIFO
 * swapped in is opened non-blocking and refused by fstat. A folder is opened as its index.html when
 * `index` is set. 'busy' when out of descriptors or memory (the server answers 503).
 */
function openInside(path: string, realBase: Buffer, index = false): Opened {
  // First by name, so that nothing outside nor any FIFO or device is opened when the folder holds
  // still; then again on the descriptor, which is what counts when a name changes meanwhile.
  try {
    const real = realpathSync(path, { encoding: 'buffer' });
    if (!startsInside(realBase, real)) return 'outside';
    const st = statSync(real);
    if (!st.isFile() && !(index && st.isDirectory())) return 'missing';
  } catch (e) { return openError(e); }
  let fd: number, st: Stats;
  try { fd = openSync(path, OPEN_FLAGS); } catch (e) { return openError(e); }
  try { st = fstatSync(fd); } catch (e) { closeSync(fd); return openError(e); }
  if (index && st.isDirectory()) {
    closeSync(fd);
    return openInside(join(path, 'index.html'), realBase);
  }
  if (!st.isFile()) { closeSync(fd); return 'missing'; }
  if (!fdInside(fd, path, realBase, st)) { closeSync(fd); return 'outside'; }
  return { fd, size: st.size, path };
}

function openError(e: unknown): Opened {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'EMFILE' || code === 'ENFILE' || code === 'ENOMEM' ? 'busy' : 'missing';
}

/** The real path of folder `dir` as bytes, or null when it does not exist. */
function realFolder(dir: string): Buffer | null {
  try { return realpathSync(dir, { encoding: 'buffer' }); } catch { return null; }
}

function wadKind(fd: number, size: number): WadListing['kind'] {
  if (size < 12) return 'unknown';
  const b = Buffer.alloc(4);
  if (readSync(fd, b, 0, 4, 0) !== 4) return 'unknown';
  const m = b.toString('latin1');
  return m === 'IWAD' || m === 'PWAD' ? m : 'unknown';
}

/** The *.wad files of a folder, sorted by name, with size and header kind: only regular files
 *  inside it (each checked on its open descriptor, as when it is served), none opened blocking. */
export function listWads(dir: string): WadListing[] {
  const real = realFolder(dir);
  if (!real) return [];
  let names: string[];
  try { names = readdirSync(dir); } catch { return []; }
  const out: WadListing[] = [];
  for (const name of names.sort()) {
    if (!name.toLowerCase().endsWith('.wad')) continue;
    const o = openInside(join(dir, name), real);
    if (typeof o === 'string') continue;
    try {
      out.push({ name, size: o.size, kind: wadKind(o.fd, o.size) });
    } catch { /* unreadable: not listed */ } finally {
      closeSync(o.fd);
    }
  }
  return out;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', head = false): void {
  const buf = Buffer.from(body);
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': type, 'Content-Length': buf.length });
  res.end(head ? undefined : buf);
}

/**
 * The byte range a `Range` header asks of a `size`-byte file: null for none or one we do not serve
 * (several ranges, other units: the whole file is sent), 'unsatisfiable' for a range past the end.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (m[2] !== '' && Number(m[2]) < start)) return 'unsatisfiable';
  return { start, end };
}

/** Sends the regular file open at `fd` (`size` bytes when opened), typed by `name`; closes `fd`. */
function sendFile(req: IncomingMessage, res: ServerResponse, fd: number, size: number, name: string, head: boolean): void {
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    closeSync(fd);
    res.writeHead(416, { ...COMMON_HEADERS, 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
    res.end();
    return;
  }
  const start = range ? range.start : 0, end = range ? range.end : size - 1;
  const length = end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...COMMON_HEADERS,
    'Content-Type': mimeType(name),
    'Content-Length': length,
    'Accept-Ranges': 'bytes',
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (head || length === 0) { closeSync(fd); res.end(); return; }
  // Exactly the stat'ed bytes: a file that grows is cut at its old size; one that shrinks ends the
  // connection (the client sees an incomplete response, never a short body taken as complete).
  const stream = createReadStream('', { fd, start, end, autoClose: true });
  let sent = 0;
  stream.on('data', (c) => { sent += c.length; });
  stream.on('error', () => res.destroy());
  stream.on('end', () => { if (sent !== length) res.destroy(); });
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/**
 * Serves `segments` inside `base`: the path must stay inside it, and the file opened must be a
 * regular file whose real path is inside it too (a symlink out of the folder is refused, 403), checked
 * on the open descriptor that is then read. With `index`, a folder is served as its index.html.
 */
function serveUnder(req: IncomingMessage, res: ServerResponse, base: string, segments: string[], head: boolean, index: boolean): void {
  const full = resolve(base, ...segments);
  if (full !== base && !full.startsWith(base + sep)) return send(res, 403, 'forbidden\n', undefined, head);
  const realBase = realFolder(base);
  if (!realBase) return send(res, 404, 'not found\n', undefined, head);
  const o = openInside(full, realBase, index);
  if (o === 'outside') return send(res, 403, 'forbidden\n', undefined, head);
  if (o === 'busy') return send(res, 503, 'busy: try again\n', undefined, head);
  if (o === 'missing') return send(res, 404, 'not found\n', undefined, head);
  sendFile(req, res, o.fd, o.size, o.path, head);
}

export function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const root = resolve(opts.root ?? projectRoot());
  const webDir = resolve(opts.webDir ?? join(root, 'dist/web'));
  const wadDir = resolve(opts.wadDir ?? join(root, 'wad'));
  const iwadDir = resolve(opts.iwadDir ?? FREEDOOM_DIR);
  const host = opts.host ?? '127.0.0.1';
  const wadWatch = opts.watch ? new WadWatch(wadDir, 'wad', opts.maxEventClients) : null;

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
    if (top === 'events' && segs.length === 1) {
      if (!wadWatch || head) return send(res, 404, 'not found\n', undefined, head);
      return wadWatch.attach(res, COMMON_HEADERS);
    }
    if (top === 'wad' || top === 'iwad') {
      const dir = top === 'wad' ? wadDir : iwadDir;
      if (segs.length === 1) {
        if (!rawPath.endsWith('/')) { res.writeHead(301, { ...COMMON_HEADERS, Location: `/${top}/` }); res.end(); return; }
        return send(res, 200, JSON.stringify(listWads(dir)), MIME['.json'], head);
      }
      // Only the folder's own *.wad files: no subfolders, nothing else from /usr/share.
      if (segs.length !== 2 || !segs[1].toLowerCase().endsWith('.wad')) return send(res, 404, 'not found\n', undefined, head);
      return serveUnder(req, res, dir, segs.slice(1), head, false);
    }
    // Browsers ask for /favicon.ico on their own: the page's icon (an SVG) answers it.
    if (rawPath === '/favicon.ico') return serveUnder(req, res, webDir, ['favicon.svg'], head, true);
    serveUnder(req, res, webDir, segs, head, true);
  };

  return new Promise((resolvePromise, reject) => {
    const headersTimeout = opts.headersTimeoutMs ?? 10_000;
    // The check for overdue request heads runs this often (Node's default is every 30 s).
    const server = createServer({ connectionsCheckingInterval: Math.max(100, Math.min(1000, headersTimeout / 2)) }, (req, res) => {
      try { handle(req, res); } catch { if (!res.headersSent) send(res, 500, 'internal error\n'); else res.destroy(); }
    });
    // Slowloris: a client that dribbles its request head is cut off (408) after headersTimeout.
    server.headersTimeout = headersTimeout;
    server.requestTimeout = Math.max(server.headersTimeout, 30_000);
    const failed = (e: Error): void => { wadWatch?.close(); reject(e); };
    server.once('error', failed);
    server.listen(opts.port ?? 8080, host, () => {
      server.off('error', failed);
      const port = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${port}/`,
        port,
        close: () => new Promise<void>((done) => {
          wadWatch?.close();
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}

export const serve: Command = {
  summary: 'serve the browser app (dist/web) and the WADs over HTTP',
  usage: 'toom serve [--port 8080] [--host 127.0.0.1] [--root DIR] [--no-watch]',
  details: `Serves the browser player until stopped (Ctrl+C): DIR/dist/web at /, DIR/wad at /wad/, the
system IWADs (/usr/share/games/doom) at /iwad/; GET /wad/ and /iwad/ list the WADs as JSON.
  --port N         the TCP port, 0 to 65535 (default 8080; 0 picks a free one)
  --host ADDR      the address listened on (default 127.0.0.1: this machine only; 0.0.0.0 for all)
  --root DIR       the project folder whose dist/web and wad/ are served (default: this project)
  --no-watch       do not watch wad/: open pages are not told (GET /events) to reload a changed WAD`,
  async run(argv) {
    const a = new Args(argv, ['watch', 'no-watch']);
    const port = a.int('port', 8080, 0, 65535);
    const host = a.get('host') ?? '127.0.0.1';
    const root = resolve(a.get('root') ?? projectRoot());
    if (!existsSync(join(root, 'dist/web/index.html'))) {
      console.error(`toom serve: warning: ${join(root, 'dist/web/index.html')} is missing: run \`node tools/build.mjs\` first`);
    }
    let s: RunningServer;
    try {
      s = await startServer({ port, host, root, watch: !a.flag('no-watch') });
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
