// Live reload for `toom serve`: watches the served wad/ folder and tells open pages, over
// server-sent events (GET /events), which WADs changed on disk. Changes are gathered into one event
// per burst: it is sent once the folder has been quiet for a short time (an editor's save is several
// writes) or a second after the burst began, whichever is first, and names at most EVENT_MAX_NAMES
// files (past that it says `all`). No polling.
//
// Bounded for hostile or stuck clients: at most `maxClients` streams at once (more are answered 503),
// and a stream whose socket stops draining (a write that the socket cannot take) is dropped, so a
// flood of streams or of changes costs the server a bounded number of descriptors and bytes.
import { watch, type FSWatcher } from 'node:fs';
import type { ServerResponse } from 'node:http';

/** Quiet time after a burst's last change before pages are told. */
export const WATCH_SETTLE_MS = 150;
/** A burst that goes on is told at the latest this long after its first change. */
export const WATCH_MAX_DELAY_MS = 1000;
/** An event names at most this many files; past it, it says `all` (any WAD there may have changed). */
export const EVENT_MAX_NAMES = 32;
/** Event streams open at once by default; more are answered 503. */
export const MAX_EVENT_CLIENTS = 64;
/** A comment line every this often keeps idle connections open through proxies. */
const KEEPALIVE_MS = 25_000;

/** The data of a `wad` event. */
export interface WadEvent {
  /** The URL folder ("wad"). */
  dir: string;
  /** The changed files, sorted (at most EVENT_MAX_NAMES). */
  names: string[];
  /** Set when more files changed than `names` holds: treat every WAD of `dir` as changed. */
  all?: true;
}

export class WadWatch {
  private readonly clients = new Set<ServerResponse>();
  private watcher: FSWatcher | null = null;
  private readonly keepalive: NodeJS.Timeout;
  // The burst being gathered: its names (bounded), whether more changed, its first and last change.
  private readonly names = new Set<string>();
  private overflow = false;
  private first = 0;
  private last = 0;
  private timer: NodeJS.Timeout | null = null;

  /** Watches `dir` (the URL folder `urlDir`, e.g. "wad"); a folder that cannot be watched is skipped. */
  constructor(dir: string, private readonly urlDir: string, private readonly maxClients = MAX_EVENT_CLIENTS) {
    try {
      this.watcher = watch(dir, { persistent: false }, (_event, name) => { if (name) this.changed(String(name)); });
      this.watcher.on('error', () => { this.watcher?.close(); this.watcher = null; });
    } catch {
      this.watcher = null;
    }
    this.keepalive = setInterval(() => this.broadcast(': keepalive\n\n'), KEEPALIVE_MS);
    this.keepalive.unref();
  }

  /** Event streams open now. */
  get listeners(): number {
    return this.clients.size;
  }

  /** Answers GET /events: an event stream that stays open (`wad` events, WadEvent data), or 503
   *  when `maxClients` are open already. */
  attach(res: ServerResponse, headers: Record<string, string>): void {
    if (this.clients.size >= this.maxClients) {
      const body = `too many event streams (${this.maxClients})\n`;
      res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Retry-After': '30', Connection: 'close' });
      res.end(body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    this.send(res, `retry: 1000\n: watching ${this.watcher ? 'on' : 'off'}\n\n`);
  }

  private changed(name: string): void {
    if (!name.toLowerCase().endsWith('.wad') || name.includes('/') || name.includes('\\')) return;
    if (this.names.size < EVENT_MAX_NAMES || this.names.has(name)) this.names.add(name);
    else this.overflow = true;
    this.last = Date.now();
    if (!this.timer) {
      this.first = this.last;
      this.timer = setTimeout(() => this.due(), WATCH_SETTLE_MS);
    }
  }

  /** Sends the burst's event once it has settled (or gone on too long), else waits on. */
  private due(): void {
    const wait = Math.min(this.last + WATCH_SETTLE_MS, this.first + WATCH_MAX_DELAY_MS) - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => this.due(), wait);
      return;
    }
    this.timer = null;
    const ev: WadEvent = { dir: this.urlDir, names: [...this.names].sort() };
    if (this.overflow) ev.all = true;
    this.names.clear();
    this.overflow = false;
    this.broadcast(`event: wad\ndata: ${JSON.stringify(ev)}\n\n`);
  }

  private broadcast(text: string): void {
    for (const c of this.clients) this.send(c, text);
  }

  /** Writes to one stream; one whose socket is not draining (the write was queued past the socket's
   *  buffer) is dropped: its page reconnects if it is alive (`retry`), a stuck client costs no more. */
  private send(c: ServerResponse, text: string): void {
    if (!c.write(text)) {
      this.clients.delete(c);
      c.destroy();
    }
  }

  close(): void {
    this.watcher?.close();
    clearInterval(this.keepalive);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}
