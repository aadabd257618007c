// `toom serve`'s event streams (GET /events) under floods: past the cap a stream is answered 503 and
// the page and WAD downloads stay quick; a few hundred listeners that never read, plus a burst of
// 3,000 new files, cost a few coalesced events and no stall; a listener whose socket stops draining
// is dropped. A few hundred connections, not thousands (CI has two cores).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { request, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { startServer } from '../../tools/commands/serve.js';
import { WadWatch, EVENT_MAX_NAMES } from '../../tools/wad-watch.js';
import { removeDir } from './web-harness.js';

let tmp: string;
let web: string;
let wad: string;
const BIG = 1 << 20;
const bigBytes = Buffer.alloc(BIG, 7);

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'toom-serve-flood-'));
  web = join(tmp, 'web');
  wad = join(tmp, 'wad');
  mkdirSync(web);
  mkdirSync(wad);
  writeFileSync(join(web, 'index.html'), 'index');
  writeFileSync(join(wad, 'big.wad'), bigBytes);
});

afterAll(() => {
  if (tmp) removeDir(tmp);
});

/** An /events stream on a raw socket: resolves with the status once the head is in; `text` gathers
 *  what it reads (nothing once `paused`). */
interface Stream { sock: Socket; status: number; text: string }
function openStream(port: number, paused = false): Promise<Stream> {
  return new Promise((resolve) => {
    const s: Stream = { sock: connect(port, '127.0.0.1'), status: 0, text: '' };
    s.sock.on('error', () => resolve(s));
    s.sock.on('close', () => resolve(s));
    s.sock.on('data', (c: Buffer) => {
      s.text += c.toString('latin1');
      const m = /^HTTP\/1\.1 (\d+)/.exec(s.text);
      if (m && s.text.includes('\r\n\r\n')) {
        s.status = Number(m[1]);
        if (paused) s.sock.pause(); // never reads again: the server's writes back up in the socket
        resolve(s);
      }
    });
    s.sock.write('GET /events HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

/** Milliseconds for a whole GET of `path` (fails on a wrong status or length). */
function timedGet(port: number, path: string, length: number): Promise<number> {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => { n += c.length; });
      res.on('end', () => (res.statusCode === 200 && n === length ? resolve(Date.now() - t0) : reject(new Error(`${path}: ${res.statusCode}, ${n} bytes`))));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** The slowest of GET / and a 1 MiB WAD download, asked one after the other until `until` settles. */
async function slowestWhile(port: number, until: Promise<unknown>): Promise<{ worst: number; count: number }> {
  let over = false, worst = 0, count = 0;
  void until.finally(() => { over = true; });
  while (!over) {
    worst = Math.max(worst, await timedGet(port, '/', 5), await timedGet(port, '/wad/big.wad', BIG));
    count++;
  }
  return { worst, count };
}

const events = (text: string): string[] => [...text.matchAll(/event: wad\ndata: (.*)\n\n/g)].map((m) => m[1]);

describe('toom serve: /events floods', () => {
  it('past the cap a stream is answered 503; the page and a WAD stay quick; a freed slot is taken', async () => {
    const server = await startServer({ port: 0, root: tmp, webDir: web, wadDir: wad, iwadDir: wad, watch: true, maxEventClients: 50 });
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < 300; i += 50) streams.push(...await Promise.all(Array.from({ length: 50 }, () => openStream(server.port))));
      const statuses = streams.map((s) => s.status);
      expect(statuses.filter((s) => s === 200).length).toBe(50);
      expect(statuses.filter((s) => s === 503).length).toBe(250);
      const t = await Promise.all([timedGet(server.port, '/', 5), timedGet(server.port, '/wad/big.wad', BIG)]);
      // (A few ms quiet; 5 s holds on a loaded 2-core machine and still catches a server that stalls.)
      expect(Math.max(...t)).toBeLessThan(5000);
      // One listener leaves: its slot is free for the next.
      const open = streams.filter((s) => s.status === 200);
      open[0].sock.destroy();
      await new Promise((r) => setTimeout(r, 200));
      const next = await openStream(server.port);
      streams.push(next);
      expect(next.status).toBe(200);
      expect((await openStream(server.port)).status).toBe(503);
    } finally {
      for (const s of streams) s.sock.destroy();
      await server.close();
    }
  }, 30_000);

  it('300 listeners that never read and a burst of 3,000 new WADs: a few events, no stall', async () => {
    const server = await startServer({ port: 0, root: tmp, webDir: web, wadDir: wad, iwadDir: wad, watch: true, maxEventClients: 400 });
    const stuck: Stream[] = [];
    try {
      for (let i = 0; i < 300; i += 50) stuck.push(...await Promise.all(Array.from({ length: 50 }, () => openStream(server.port, true))));
      expect(stuck.every((s) => s.status === 200)).toBe(true);
      const reader = await openStream(server.port);
      const t0 = Date.now();
      // The burst comes from another process, so this one (the server's) only serves.
      const writer = new Promise<number>((resolve) => spawn(process.execPath, ['-e',
        `const fs = require('fs'); for (let i = 0; i < 3000; i++) fs.writeFileSync(${JSON.stringify(wad)} + '/burst-' + i + '.wad', 'PWAD')`,
      ], { stdio: 'ignore' }).on('exit', resolve));
      // Probe during the burst and until its last event is due (the folder quiet, or 1 s after the start).
      const probe = await slowestWhile(server.port, writer.then(() => new Promise((r) => setTimeout(r, 1200))));
      const burstMs = Date.now() - t0;
      expect(await writer).toBe(0);
      expect(probe.count).toBeGreaterThan(0);
      // (Tens of ms quiet; 5 s holds on a loaded 2-core machine and still catches a server that stalls.)
      expect(probe.worst, `GET / or the WAD took ${probe.worst} ms during the burst`).toBeLessThan(5000);
      const got = events(reader.text).map((e) => JSON.parse(e) as { dir: string; names: string[]; all?: boolean });
      // One event per second of burst at most (plus the last); each names at most EVENT_MAX_NAMES.
      expect(got.length).toBeGreaterThan(0);
      expect(got.length).toBeLessThanOrEqual(Math.ceil(burstMs / 1000) + 1);
      for (const e of got) {
        expect(e.dir).toBe('wad');
        expect(e.names.length).toBeLessThanOrEqual(EVENT_MAX_NAMES);
      }
      expect(got.some((e) => e.all === true)).toBe(true);
      expect(reader.text.length).toBeLessThan(64 * 1024);
      reader.sock.destroy();
    } finally {
      for (const s of stuck) s.sock.destroy();
      await server.close();
    }
  }, 60_000);

  it('drops a listener whose socket stops draining', async () => {
    const dir = join(tmp, 'drop');
    mkdirSync(dir);
    const watch = new WadWatch(dir, 'wad');
    // A response whose socket takes nothing: its writes queue, and the queue is full past 64 bytes.
    class Stuck extends Writable {
      writeHead(): this { return this; }
    }
    const stuck = new Stuck({ highWaterMark: 64, write: () => { /* never drains */ } });
    const reading = new Stuck({ highWaterMark: 1 << 20, write: (_c, _e, cb) => cb() });
    try {
      watch.attach(stuck as unknown as ServerResponse, {});
      watch.attach(reading as unknown as ServerResponse, {});
      expect(watch.listeners).toBe(2);
      writeFileSync(join(dir, 'a.wad'), 'PWAD');
      const t0 = Date.now();
      while (watch.listeners === 2 && Date.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 20));
      expect(watch.listeners).toBe(1);
      expect(stuck.destroyed).toBe(true);
      expect(reading.destroyed).toBe(false);
    } finally {
      watch.close();
    }
  });
});
