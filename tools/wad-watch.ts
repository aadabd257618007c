// Live reload for `toom serve`: watches the served wad/ folder and tells open pages, over
// server-sent events (GET /events), which WAD changed on disk. Changes are gathered per file for a
// short quiet time (an editor's save is several writes), so one save is one event; no polling.
import { watch, type FSWatcher } from 'node:fs';
import type { ServerResponse } from 'node:http';

/** Quiet time after a file's last change before pages are told. */
export const WATCH_SETTLE_MS = 150;
/** A comment line every this often keeps idle connections open through proxies. */
const KEEPALIVE_MS = 25_000;

export class WadWatch {
  private readonly clients = new Set<ServerResponse>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private watcher: FSWatcher | null = null;
  private readonly keepalive: NodeJS.Timeout;

  /** Watches `dir` (the URL folder `urlDir`, e.g. "wad"); a folder that cannot be watched is skipped. */
  constructor(dir: string, private readonly urlDir: string) {
    try {
      this.watcher = watch(dir, { persistent: false }, (_event, name) => { if (name) this.changed(String(name)); });
      this.watcher.on('error', () => { this.watcher?.close(); this.watcher = null; });
    } catch {
      this.watcher = null;
    }
    this.keepalive = setInterval(() => { for (const c of this.clients) c.write(': keepalive\n\n'); }, KEEPALIVE_MS);
    this.keepalive.unref();
  }

  /** Answers GET /events: an event stream that stays open; `wad` events carry {dir, name}. */
  attach(res: ServerResponse, headers: Record<string, string>): void {
    res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.write(`retry: 1000\n: watching ${this.watcher ? 'on' : 'off'}\n\n`);
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  private changed(name: string): void {
    if (!name.toLowerCase().endsWith('.wad') || name.includes('/') || name.includes('\\')) return;
    const t = this.pending.get(name);
    if (t) clearTimeout(t);
    this.pending.set(name, setTimeout(() => {
      this.pending.delete(name);
      const data = JSON.stringify({ dir: this.urlDir, name });
      for (const c of this.clients) c.write(`event: wad\ndata: ${data}\n\n`);
    }, WATCH_SETTLE_MS));
  }

  close(): void {
    this.watcher?.close();
    clearInterval(this.keepalive);
    for (const t of this.pending.values()) clearTimeout(t);
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}
