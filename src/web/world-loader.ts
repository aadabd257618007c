// Loads WADs and builds Worlds for the page in a Web Worker (load-worker.ts), so that the page's thread
// keeps drawing and answering input however long a WAD takes. One load runs at a time: a new one, or
// cancel(), ends the one under way by terminating its worker (the next load starts a fresh one and
// sends it the WADs again). The World comes back on shared memory when the page is cross-origin
// isolated (copied otherwise), its mesh's methods and its sprite lookup restored on this side. Where
// no worker can be started, the World is built on the page's thread after the progress is shown.
import { umapSky } from '../defs/umapinfo-stack.js';
import { MapError, WadError } from '../errors.js';
import { WadStack } from '../wad/wad-stack.js';
import { assetsOf, loadWorld } from '../world/load-world.js';
import { attachWorld } from '../world/world-handover.js';
import type { World } from '../world/world.js';
import { buildSpriteTable, spriteLookup, type SpriteTable } from './sprite-table.js';
import { defsOf } from '../defs/load-defs.js';
import { stackTranslucentThings } from '../defs/complevel.js';
import type { WadBytes } from './wad-source.js';

export interface LoadRequest {
  id: number;
  /** Which WADs (a number the loader gives each set); the WADs themselves when the worker lacks them. */
  stackKey: number;
  wads?: WadBytes[];
  /** The map wanted; null = the first. Not strict: a missing map falls back to the first. */
  map: string | null;
  strict: boolean;
  /** DOOM's skill 1..5: which things the World spawns. */
  skill: number;
  /** DOOM's -nomonsters: the World spawns no monsters. */
  noMonsters: boolean;
}

export interface LoadError { type: 'WadError' | 'MapError' | 'Error'; file: string; where: string; problem: string; message: string }

export type LoadReply =
  | { id: number; kind: 'progress'; stage: string }
  | { id: number; kind: 'done'; world: World; sprites: SpriteTable; label: string; mapNames: string[]; map: string; warnings: string[] }
  | { id: number; kind: 'error'; error: LoadError };

export interface Loaded {
  world: World;
  label: string;
  mapNames: string[];
  map: string;
  /** Everything the build warned about (the asset tables' warnings when the WADs were first read). */
  warnings: string[];
  /** True when the World was built in a worker. */
  inWorker: boolean;
}

/** The rejection of a load that was cancelled or replaced by a newer one. */
export class LoadCancelled extends Error {
  override readonly name = 'LoadCancelled';
  constructor() { super('loading cancelled'); }
}

function rebuildError(e: LoadError): Error {
  if (e.type === 'WadError') return new WadError(e.file, e.where, e.problem);
  if (e.type === 'MapError') return new MapError(e.file, e.where, e.problem);
  return new Error(e.message);
}

interface Pending { id: number; resolve: (l: Loaded) => void; reject: (e: unknown) => void }

export class WorldLoader {
  private worker: Worker | null = null;
  /** The WAD set the worker holds (-1: none). */
  private workerKey = -1;
  private pending: Pending | null = null;
  private nextId = 1;
  /** Called with each stage as a load reaches it; `blocking` when the page's thread is about to do it
   *  (the fallback), so the progress must show at once. */
  onStage: ((stage: string, blocking: boolean) => void) | null = null;
  /** Set when no worker could be started: loads run on the page's thread. */
  inline = typeof Worker === 'undefined';

  get busy(): boolean { return this.pending !== null; }

  /** Builds `map` (or the first map) of `wads`; `key` names the WAD set (same key: same WADs). */
  load(wads: WadBytes[], key: number, map: string | null, strict: boolean, skill = 3, noMonsters = false): Promise<Loaded> {
    this.cancel();
    const id = this.nextId++;
    return new Promise<Loaded>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      if (this.inline) { void this.loadInline(id, wads, map, strict, skill, noMonsters); return; }
      let w: Worker;
      try {
        w = this.start();
      } catch {
        this.inline = true;
        void this.loadInline(id, wads, map, strict, skill, noMonsters);
        return;
      }
      const req: LoadRequest = { id, stackKey: key, map, strict, skill, noMonsters };
      if (this.workerKey !== key) req.wads = wads;
      this.workerKey = key;
      w.postMessage(req);
    });
  }

  /** Ends the load under way (its promise rejects with LoadCancelled); false when none was. */
  cancel(): boolean {
    const p = this.pending;
    if (!p) return false;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    this.workerKey = -1;
    p.reject(new LoadCancelled());
    return true;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./load-worker.js', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<LoadReply>) => this.reply(e.data);
    w.onerror = (e) => {
      e.preventDefault();
      const p = this.pending;
      this.worker?.terminate();
      this.worker = null;
      this.workerKey = -1;
      if (p) { this.pending = null; p.reject(new Error(`the loading worker failed: ${e.message || 'no message'}`)); }
    };
    this.worker = w;
    return w;
  }

  private reply(m: LoadReply): void {
    const p = this.pending;
    if (!p || p.id !== m.id) return;
    if (m.kind === 'progress') { this.onStage?.(m.stage, false); return; }
    this.pending = null;
    if (m.kind === 'error') { p.reject(rebuildError(m.error)); return; }
    const world = attachWorld(m.world);
    (world as { spriteFrame: World['spriteFrame'] }).spriteFrame = spriteLookup(m.sprites);
    p.resolve({ world, label: m.label, mapNames: m.mapNames, map: m.map, warnings: m.warnings, inWorker: true });
  }

  /** The fallback: the same build on this thread, each stage shown before it runs (two frames). */
  private async loadInline(id: number, wads: WadBytes[], map: string | null, strict: boolean, skill: number, noMonsters: boolean): Promise<void> {
    const still = () => this.pending?.id === id;
    const stage = async (s: string): Promise<boolean> => {
      this.onStage?.(s, true);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return still();
    };
    try {
      if (!(await stage('reading the WAD directory'))) return;
      const stack = WadStack.fromBuffers(wads);
      const names = stack.maps.map((m) => m.name);
      if (names.length === 0) throw new WadError(stack.label, 'maps', 'the WAD has no maps');
      const want = map?.toUpperCase();
      const name = want && (strict || names.includes(want)) ? want : names[0];
      if (!(await stage('decoding textures, flats and sprites'))) return;
      const assets = assetsOf(stack);
      if (!(await stage(`building ${name}`))) return;
      const world = loadWorld(stack, name, { skill, noMonsters, translucentThings: stackTranslucentThings(stack, defsOf(stack).defs), sky: umapSky(stack, name) });
      // The same lookup as a worker's World gets, so both paths behave alike.
      (world as { spriteFrame: World['spriteFrame'] }).spriteFrame = spriteLookup(buildSpriteTable(world.spriteFrame, defsOf(stack).defs.spriteNames));
      const p = this.pending;
      if (!p || p.id !== id) return;
      this.pending = null;
      p.resolve({ world, label: stack.label, mapNames: names, map: name, warnings: [...assets.warnings, ...world.warnings], inWorker: false });
    } catch (e) {
      const p = this.pending;
      if (!p || p.id !== id) return;
      this.pending = null;
      p.reject(e);
    }
  }
}
