// The browser app's entry: wires the canvas, menus, WAD loading (server, file input, drag and
// drop), keyboard/mouse input, automap, HUD, messages and status line to the Game and its frame
// loop, moves on to the next map when a level is exited, and exposes `window.toom` for tests and
// the screenshot tool.
import { WadError } from '../errors.js';
import { Automap } from './automap.js';
import { Banner, errorMessage } from './banner.js';
import { Game } from './game.js';
import { Hud } from './hud.js';
import { Input } from './input.js';
import { Loop } from './loop.js';
import { ViewMessages } from './messages.js';
import { StatusBar } from './status-bar.js';
import { exitNotice } from './exit-notice.js';
import { EXIT_SECRET } from '../sim/sim.js';
import { ScriptPlayer, parseInputScript } from '../sim/input-script.js';
import { RenderModes } from './render-modes.js';
import { Screen } from './screen.js';
import { DEFAULT_RES, RESOLUTIONS, loadSettings, parseRes, saveSettings } from './settings.js';
import { fetchWad, readFiles, serverIwads, type ServerWad } from './wad-source.js';
import type { ToomApi } from './toom-api.js';

function el<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`page is missing #${id}`);
  return e as T;
}

const canvas = el<HTMLCanvasElement>('screen');
const fileInput = el<HTMLInputElement>('file');
const wadSelect = el<HTMLSelectElement>('wad');
const mapSelect = el<HTMLSelectElement>('map');
const resSelect = el<HTMLSelectElement>('res');
const dropZone = el<HTMLElement>('drop');

const settings = loadSettings();
const screen = new Screen(canvas);
const game = new Game(screen);
const automap = new Automap();
const hud = new Hud(el('hud'));
const banner = new Banner(el('banner'), el('banner-text'), el('banner-close'));
const modes = new RenderModes(game, screen, (e) => { hud.mode = modes.label; fail(e); });
const messages = new ViewMessages(el('message'), el('notice'));
const status = new StatusBar(el('status'));
const input = new Input(canvas, {
  toggleAutomap: () => { automap.visible = !automap.visible; },
  automapShown: () => automap.visible,
  toggleReveal: () => { automap.reveal = !automap.reveal; },
  toggleHud: () => hud.toggle(),
  toggleThreads: () => { void game.setThreads(game.threads > 1 ? 1 : Math.max(2, Math.min(4, navigator.hardwareConcurrency || 2))); },
  zoom: (f) => automap.zoomBy(f),
  cycleMode: () => { modes.cycle(); hud.mode = modes.label; },
});
const loop = new Loop(game, screen, input, automap, hud, messages, status);
loop.drawView = (cam, tics) => modes.draw(cam, tics);
loop.onExit = () => {
  const sim = game.sim;
  if (!sim) return;
  const from = game.mapName, secret = sim.exited === EXIT_SECRET;
  const next = game.nextMap();
  if (next === null) {
    messages.showNotice(exitNotice(from, secret, null), performance.now(), Infinity);
    return;
  }
  lastError = null;
  try {
    game.enterNext(next);
    succeeded();
    messages.showNotice(exitNotice(from, secret, next), performance.now());
  } catch (e) {
    fail(e);
  }
};
let serverWads: ServerWad[] = [];
/** The server WAD in use, or null when the WADs came from local files. */
let currentServerWad: string | null = null;
let lastError: string | null = null;

function fail(e: unknown): void {
  lastError = errorMessage(e);
  console.error(e);
  banner.show(lastError);
}

function succeeded(): void {
  lastError = null;
  banner.hide();
  settings.map = game.mapName;
  if (currentServerWad) settings.wad = currentServerWad;
  saveSettings(settings);
  loop.reset();
  messages.clearNotice();
  status.update(game.sim, performance.now(), true);
  refreshMenus();
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

function refreshMenus(): void {
  mapSelect.replaceChildren(...game.mapNames.map((n) => option(n, n)));
  mapSelect.value = game.mapName;
  const wadOptions = serverWads.map((w) => option(w.url, w.url.startsWith('/iwad/') ? `${w.name} (system)` : w.name));
  if (game.stack && !currentServerWad) wadOptions.unshift(option('', `${game.wadLabel} (local)`));
  wadSelect.replaceChildren(...wadOptions);
  wadSelect.value = currentServerWad ?? '';
}

async function openServerWad(w: ServerWad, preferMap: string | null): Promise<void> {
  lastError = null;
  try {
    const bytes = await fetchWad(w);
    game.openWads(bytes, [], preferMap);
    currentServerWad = w.url;
    succeeded();
  } catch (e) {
    fail(e);
    refreshMenus();
  }
}

async function loadFiles(files: ArrayLike<File>): Promise<void> {
  if (files.length === 0) return;
  lastError = null;
  try {
    const { iwad, pwads } = await readFiles(files);
    // PWADs alone go over the IWAD in use; with nothing loaded yet, the files stand alone.
    const base = iwad ?? game.iwad ?? pwads.shift();
    if (!base) throw new WadError('(none)', 'file', 'no files given');
    game.openWads(base, pwads, null);
    currentServerWad = null;
    succeeded();
  } catch (e) {
    fail(e);
  }
}

function setResolution(res: string): void {
  const [w, h] = parseRes(res);
  game.setResolution(w, h);
  settings.res = `${w}x${h}`;
  resSelect.value = settings.res;
  saveSettings(settings);
  loop.reset();
}

// ---- menus and file input
resSelect.replaceChildren(...RESOLUTIONS.map((r) => option(r, r.replace('x', '×'))));
resSelect.addEventListener('change', () => { setResolution(resSelect.value); resSelect.blur(); });
mapSelect.addEventListener('change', () => {
  lastError = null;
  try {
    game.openMap(mapSelect.value);
    succeeded();
  } catch (e) {
    fail(e);
    mapSelect.value = game.mapName;
  }
  mapSelect.blur();
});
wadSelect.addEventListener('change', () => {
  const w = serverWads.find((s) => s.url === wadSelect.value);
  wadSelect.blur();
  if (w) void openServerWad(w, null);
});
el('open').addEventListener('click', () => fileInput.click());
fileInput.addEventListener('change', () => {
  const files = fileInput.files ? Array.from(fileInput.files) : [];
  fileInput.value = '';
  void loadFiles(files);
});

// ---- drag and drop
let dragDepth = 0;
window.addEventListener('dragenter', (e) => { e.preventDefault(); dragDepth++; dropZone.hidden = false; });
window.addEventListener('dragleave', () => { if (--dragDepth <= 0) { dragDepth = 0; dropZone.hidden = true; } });
window.addEventListener('dragover', (e) => { e.preventDefault(); if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy'; });
window.addEventListener('drop', (e) => {
  e.preventDefault();
  dragDepth = 0;
  dropZone.hidden = true;
  const files = e.dataTransfer?.files;
  if (files && files.length) void loadFiles(Array.from(files));
});

// ---- start: the remembered server WAD, else the default one
async function boot(): Promise<void> {
  setResolution(settings.res || DEFAULT_RES);
  loop.start();
  serverWads = await serverIwads();
  const w = serverWads.find((s) => s.url === settings.wad) ?? serverWads[0];
  if (w) await openServerWad(w, settings.map);
  else fail(new WadError('(none)', 'iwad', 'the server offers no IWAD: build wad/toom-demo.wad (npm install) or open a WAD file'));
  refreshMenus();
  // Resolve once a frame of the loaded map is on the canvas.
  const target = loop.frames + 1;
  await new Promise<void>((done) => {
    const check = (): void => { if (loop.frames >= target || !game.world) done(); else requestAnimationFrame(check); };
    requestAnimationFrame(check);
  });
}

function seenCount(): number {
  const sight = game.sight;
  if (!sight) return 0;
  let n = 0;
  for (let l = 0; l < sight.seen.length; l++) if (sight.isSeen(l)) n++;
  return n;
}

const api: ToomApi = {
  ready: boot(),
  state: () => {
    const p = game.player, sim = game.sim;
    return {
      wad: game.wadLabel,
      map: game.mapName,
      x: p ? p.x : 0,
      y: p ? p.y : 0,
      z: p ? p.z : 0,
      angle: p ? p.angle : 0,
      frames: loop.frames,
      lastError,
      threads: game.parallel && !game.parallel.failed ? game.parallel.threads : 1,
      tic: sim ? sim.levelTime : 0,
      sector: sim ? sim.playerSector() : -1,
      exited: sim ? sim.exited : 0,
      message: messages.text,
      notice: messages.notice,
      keys: sim ? sim.keys : 0,
      health: sim ? sim.health : 0,
      items: sim ? sim.items : 0,
      itemsTotal: sim ? sim.itemsTotal : 0,
      secrets: sim ? sim.secrets : 0,
      secretsTotal: sim ? sim.secretsTotal : 0,
      kills: sim ? sim.kills : 0,
      killsTotal: sim ? sim.killsTotal : 0,
      seenLines: seenCount(),
      buttons: loop.cmd.buttons,
    };
  },
  sector: (i: number) => {
    const w = game.world;
    if (!w || !(i >= 0 && i < w.sectorCount)) return null;
    return { floor: w.sectorFloorZ[i], ceil: w.sectorCeilZ[i], light: w.sectorLight[i], tag: w.sectorTag[i] };
  },
  play: (script: string) => new Promise<void>((resolve, reject) => {
    try {
      loop.playScript(new ScriptPlayer(parseInputScript(script)), resolve);
    } catch (e) {
      reject(e);
    }
  }),
  automap: () => ({ visible: automap.visible, reveal: automap.reveal }),
  pause: (paused: boolean) => { loop.paused = paused; },
  loadFiles,
  setThreads: (n: number) => game.setThreads(n),
  pixels: () => screen.fb.slice(),
  setMode: (m) => { modes.setMode(m); hud.mode = modes.label; },
  mode: () => modes.mode,
  compare: (view, repeat) => modes.compare(view, repeat),
  comparePixels: () => modes.comparePixels(),
  gpuRenderer: () => modes.rendererName(),
};
window.toom = api;
