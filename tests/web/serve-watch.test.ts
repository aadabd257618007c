// `toom serve` live reload: GET /events streams a `wad` event within 2 s of a WAD in wad/ changing
// on disk, one event for a burst of writes (an editor's save, or several files: it names them, up to
// EVENT_MAX_NAMES, then says `all`), none for other files; without watching there is no event stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { get, type IncomingMessage } from 'node:http';
import { startServer, type RunningServer } from '../../tools/commands/serve.js';
import { EVENT_MAX_NAMES } from '../../tools/wad-watch.js';
import { rawGet, removeDir } from './web-harness.js';

describe('toom serve: the wad/ watch', () => {
  let dir: string;
  let server: RunningServer;
  let res: IncomingMessage;
  let text = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toom-watch-'));
    writeFileSync(join(dir, 'a.wad'), 'PWAD');
    server = await startServer({ port: 0, wadDir: dir, iwadDir: dir, watch: true });
    res = await new Promise<IncomingMessage>((resolve, reject) => get(`${server.url}events`, resolve).on('error', reject));
    res.setEncoding('utf8');
    res.on('data', (c: string) => { text += c; });
    await new Promise((r) => setTimeout(r, 200));
  });

  afterAll(async () => {
    res?.destroy();
    await server?.close();
    if (dir) removeDir(dir);
  });

  const events = (): string[] => [...text.matchAll(/event: wad\ndata: (.*)\n\n/g)].map((m) => m[1]);

  // (The event is due WATCH_MAX_DELAY_MS, 1 s, after the first change at the latest; the wait here is a
  // watchdog of 10 s, which a loaded machine's timers do not reach.)
  it('is an event stream, and a rewritten WAD is one event', async () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) writeFileSync(join(dir, 'a.wad'), `PWAD${i}`);
    writeFileSync(join(dir, 'notes.txt'), 'not a wad');
    while (events().length === 0 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
    expect(events().length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(events()).toEqual(['{"dir":"wad","names":["a.wad"]}']);
  });

  it('a burst over several WADs is one event naming them; past EVENT_MAX_NAMES it says `all`', async () => {
    const seen = events().length;
    const waitFor = async (n: number): Promise<void> => {
      const t0 = Date.now();
      while (events().length < n && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 400)); // and nothing more comes
    };
    writeFileSync(join(dir, 'c.wad'), 'PWAD');
    writeFileSync(join(dir, 'b.wad'), 'PWAD');
    await waitFor(seen + 1);
    expect(events().slice(seen)).toEqual(['{"dir":"wad","names":["b.wad","c.wad"]}']);
    for (let i = 0; i < EVENT_MAX_NAMES + 8; i++) writeFileSync(join(dir, `m${String(i).padStart(2, '0')}.wad`), 'PWAD');
    await waitFor(seen + 2);
    expect(events().length).toBe(seen + 2);
    const last = JSON.parse(events()[seen + 1]) as { names: string[]; all?: boolean };
    expect(last.all).toBe(true);
    expect(last.names.length).toBe(EVENT_MAX_NAMES);
  });

  it('without watching, /events is not found', async () => {
    const plain = await startServer({ port: 0, wadDir: dir, iwadDir: dir });
    try {
      expect((await rawGet(plain.port, '/events')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
