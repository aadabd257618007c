// The browser app's entry: wires the canvas, menus, WAD loading (server, file input, drag and
// drop), keyboard/mouse input, automap, HUD, messages and status line to the Game and its frame
// loop, plays its sounds (Web Audio, from the first key or click), moves on to the next map when a level is exited, and exposes `window.toom` for tests and
// the screenshot tool.
import { umapMusic } from '../defs/umapinfo-stack.js';
import { WadError } from '../errors.js';
import { Automap } from './automap.js';
import { Banner, errorMessage } from './banner.js';
import { Game } from './game.js';
import { Hud } from './hud.js';
import { Input } from './input.js';
import { LoadStatus } from './load-status.js';
import { ThreadProbe } from './thread-probe.js';
import { LoadCancelled } from './world-loader.js';
import { Loop } from './loop.js';
import { ViewMessages } from './messages.js';
import { StatusBar } from './status-bar.js';
import { exitNotice } from './exit-notice.js';
import { Interlude } from './interlude.js';
import { cardBits } from './game-stats.js';
import { POWER_ALLMAP } from './loop.js';
import { ScriptPlayer, parseInputScript, COMPLEVEL_NAMES } from '../sim/index.js';
import { RenderModes } from './render-modes.js';
import { Screen } from './screen.js';
import { SoundOutput } from './sound-output.js';
import { MusicOutput } from './music-output.js';
import { musicForMapName } from '../sound/music-names.js';
import { defsOf } from '../defs/load-defs.js';
import { menuToDoomVolume } from '../sound/stereo.js';
import { DEFAULT_RES, PAGE_COMPLEVELS, RESOLUTIONS, loadSettings, parseRes, saveSettings } from './settings.js';
import { SCREEN_SIZES, SCREEN_SIZE_LABELS, isScreenSize, type ScreenSize } from '../screen/screen-layout.js';
import { fetchWad, readFiles, serverIwads, type ServerWad } from './wad-source.js';
import type { ToomApi, ToomState } from './toom-api.js';
import { FLOW_CAST, FLOW_INTERMISSION } from '../screen/game-flow.js';
import { WIPE_COLUMNS } from '../screen/wipe.js';
import { Authoring } from './authoring/authoring.js';
import { fillPwadMenu, localStackQuery, parseStackQuery, serverPwads, stackQuery, watchServerWads } from './authoring/server-stack.js';
import { poseOf, restorePose } from './authoring/keep-pose.js';
import { FIT_MODES, fitSize, isFitMode } from './authoring/fit-size.js';
import { forgetLocalStack, leaveLocalStack, releaseButtonFocus, restoreLocalStack, saveLocalStack } from './authoring/local-stack.js';
import { FrontPage } from './front-page.js';
import type { MenuSettings } from '../frontend/menu.js';
import { demoCompat, demoSkill } from '../sim/index.js';

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
const skillSelect = el<HTMLSelectElement>('skill');
const noMonstersBox = el<HTMLInputElement>('nomonsters');
const fastBox = el<HTMLInputElement>('fast');
const complevelSelect = el<HTMLSelectElement>('complevel');
const COMPLEVEL_TITLE = complevelSelect.title;
const pwadSelect = el<HTMLSelectElement>('pwad');
const sizeSelect = el<HTMLSelectElement>('size');
const dropZone = el<HTMLElement>('drop');
const sfxSlider = el<HTMLInputElement>('sfx-volume');
const musicSlider = el<HTMLInputElement>('music-volume');
const muteButton = el<HTMLButtonElement>('mute');

const settings = loadSettings();
const screen = new Screen(canvas);
const game = new Game(screen);
game.skill = settings.skill;
game.screenSize = settings.size;
game.nomonsters = settings.nomonsters;
game.fast = settings.fast;
game.complevel = settings.complevel;
const sound = new SoundOutput();
const automap = new Automap();
const hud = new Hud(el('hud'));
const banner = new Banner(el('banner'), el('banner-text'), el('banner-close'));
const modes = new RenderModes(game, screen, (e) => { hud.mode = modes.label; fail(e); });
const messages = new ViewMessages(el('message'), el('notice'));
const status = new StatusBar(el('status'));
const loadStatus = new LoadStatus(el('view'), () => cancelLoad());
game.loader.onStage = (stage, blocking) => loadStatus.setStage(stage, blocking);
const input = new Input(canvas, {
  toggleAutomap: () => {
    automap.visible = !automap.visible;
    // The map takes clicks (they select lines): the pointer comes back to point with.
    if (automap.visible && document.pointerLockElement) document.exitPointerLock();
  },
  automapShown: () => automap.visible,
  toggleReveal: () => { automap.reveal = !automap.reveal; },
  toggleThings: () => { automap.things = !automap.things; },
  automapClick: (x, y) => {
    const g = game;
    if (g.world && g.lines && g.sight && g.sim) authoring.selectFromMap(automap.lineAt(x, y, g.world, g.lines, g.sight, g.sim.player.powers[POWER_ALLMAP] > 0));
  },
  toggleHud: () => hud.toggle(),
  toggleThreads: () => {
    const n = game.threads > 1 ? 1 : Math.max(2, Math.min(4, navigator.hardwareConcurrency || 2));
    threadProbe.stop();
    if (n > 1) threadProbe.before();
    void game.setThreads(n).then(() => {
      hud.note = game.threadNote;
      // Where the threads do not make frames faster, the page goes back to one by itself.
      if (game.parallel) threadProbe.start(game.parallel.threads);
    });
  },
  // + and - zoom the automap; on the view they grow and shrink DOOM's screen, as DOOM's = and - do.
  zoom: (f) => {
    if (automap.visible) { automap.zoomBy(f); return; }
    const i = SCREEN_SIZES.indexOf(game.screenSize) + (f > 1 ? 1 : -1);
    if (i >= 0 && i < SCREEN_SIZES.length) setScreenSize(SCREEN_SIZES[i]);
  },
  cycleMode: () => { modes.cycle(); hud.mode = modes.label; },
  toggleMute: () => setSound(settings.sfxVolume, settings.musicVolume, !settings.muted),
  gesture: () => sound.unlock(),
});
const authoring = new Authoring(game, el('frame'), (e) => fail(e));
automap.marks = authoring.marks;
authoring.onPick = (on) => { automap.overlay = on; };
const loop = new Loop(game, screen, input, automap, hud, messages, status);
loop.sound = sound;
const threadProbe = new ThreadProbe(loop.stats, () => loop.frames, (note) => {
  void game.setThreads(1).then(() => { game.threadNote = note; hud.note = note; });
});
loop.drawView = (cam, tics) => modes.draw(cam, tics);
// DOOM's screen melt between screens; ?wipe=0 turns it off (tests, scripts; also window.toom.setWipe).
if (new URLSearchParams(location.search).get('wipe') === '0') loop.setWipe(false);
// An exit: DOOM's tally (and text screens) over the whole canvas, use or fire to go on, then the
// next map; at the end of an episode or of the game (or of the stack's maps) a notice says so.
const interlude = new Interlude();
loop.interlude = interlude;
loop.onExit = () => {
  const sim = game.sim, stack = game.stack;
  if (!sim || !stack) return;
  automap.visible = false; // DOOM closes the automap at the end of a level
  status.update(null, performance.now(), true); // and shows no status bar between maps
  const world = game.world;
  interlude.begin(stack, game.mapNames, sim, game.mapName, world ? { get: world.spriteFrame, pictures: world.sprites } : undefined);
  playMusic(); // DOOM's intermission music
};
interlude.onSound = (sfx) => sound.screenSound(sfx);
loop.onInterludeTics = () => playMusic();

// ---- the game's front end: the title and demo loop, DOOM's menus, the cheats, pause and gamma
/** A song the front end asked for over the map's ('' none): the title's, or idmus's. */
let songOverride = '';
const menuSettings: MenuSettings = {
  showMessages: settings.showMessages, screenblocks: settings.size === 'statusbar' ? 10 : 11,
  mouseSensitivity: settings.mouseSensitivity, sfxVolume: settings.sfxVolume, musicVolume: settings.musicVolume, gamma: settings.gamma,
};
const frontPage = new FrontPage(game, {
  newGame: (skill, map) => {
    game.skill = settings.skill = skill;
    saveSettings(settings);
    lastError = null;
    void loading(map, () => game.openMap(map));
  },
  titleStarted: () => {
    showInUrl('');
    automap.visible = false;
    songOverride = '';
    playMusic();
  },
  quit: () => messages.showNotice('a web page cannot quit: back to the title', performance.now(), 4000),
  warp: (map) => { lastError = null; void loading(map, () => game.openMap(map)); },
  music: (lump) => { songOverride = lump; playMusic(); },
  sound: (sfx) => sound.screenSound(sfx),
  automapCheat: (level) => { automap.reveal = level >= 1; automap.things = level === 2; },
  automapActive: () => automap.visible,
  settingsChanged: (s) => {
    settings.showMessages = s.showMessages;
    settings.mouseSensitivity = s.mouseSensitivity;
    settings.gamma = s.gamma;
    const size = s.screenblocks >= 11 ? 'weapon' : 'statusbar';
    if (game.screenSize !== 'none' && size !== game.screenSize) setScreenSize(size);
    setSound(s.sfxVolume, s.musicVolume, settings.muted);
  },
  demoLoad: async (demo, map) => {
    // The demo's skill and options for its level; the page's own come back after the load.
    // The demo's skill, options and rules (as the CLI and the demo-sync tests play it); the page's
    // own come back after the load.
    const keep = [game.skill, game.nomonsters, game.fast, game.complevel] as const;
    game.skill = demoSkill(demo);
    game.nomonsters = demo.noMonsters;
    game.fast = demo.fast;
    game.complevel = demoCompat(demo).complevel;
    songOverride = '';
    try {
      return await loading(map, () => game.openMap(map), undefined, true);
    } finally {
      [game.skill, game.nomonsters, game.fast, game.complevel] = keep;
    }
  },
  demoTic: (cmd) => loop.demoTic(cmd),
}, menuSettings);
loop.front = frontPage;

// ---- music: DOOM's OPL music (MusicOutput) on the sound output's music bus, from the first gesture
let music: MusicOutput | null = null;
/** DOOM's music volume (the menu's 0..15 × 8) goes to the OPL driver, as DOOM's music slider does. */
function applyMusicVolume(menu: number): void {
  music?.setMusicVolume(menuToDoomVolume(menu));
}
/** What the synth was given: the stack, its GENMIDI, and the song's lump name (null: none). */
let musicStack: object | null = null;
let musicSong: string | null = null;
const musicErrors: string[] = [];
function musicError(message: string): void {
  if (musicErrors.length < 20) musicErrors.push(message);
  console.warn(`music: ${message}`);
}
sound.onContext = (ctx, bus) => {
  MusicOutput.create(ctx, bus).then((m) => {
    music = m;
    m.onerror = musicError;
    m.setMusicVolume(menuToDoomVolume(settings.musicVolume));
    playMusic();
  }, (e: unknown) => musicError(`the synth did not start: ${errorMessage(e)}`));
};

/** The song DOOM plays now: the tally's or the text screen's between maps, else the map's. */
function wantedSong(): string | null {
  const f = interlude.active ? interlude.flow : null;
  // Between maps the flow names DOOM's song: the tally's, the text screen's, the end picture's
  // (D_BUNNY, D_VICTOR) or the cast call's (D_EVIL).
  const between = f ? f.music : '';
  if (between !== '') return between;
  // The title page's song, or one idmus picked; a demo in the title loop plays its map's.
  if (frontPage.titleActive && !frontPage.showsLevel) return frontPage.front?.attract?.music || null;
  if (songOverride !== '') return songOverride;
  return (game.stack ? umapMusic(game.stack, game.mapName) : null) ?? musicForMapName(game.mapName);
}

/** Hands the synth the stack's GENMIDI and the song wanted now; the same song goes on (S_ChangeMusic). */
function playMusic(): void {
  const stack = game.stack;
  if (!music || !stack) return;
  const song = wantedSong();
  if (stack === musicStack && song === musicSong) return;
  if (stack !== musicStack) {
    musicErrors.length = 0; // another stack: its own problems from now on
    const g = stack.find('GENMIDI');
    music.setBank(g?.data ?? null, g?.file);
  }
  musicStack = stack;
  musicSong = song;
  const lump = song ? stack.find(defsOf(stack).defs.musicLump(song)) : undefined;
  // DOOM's title music plays once (S_StartMusic); every other song loops.
  music.play(lump?.data ?? null, !(frontPage.titleActive && !frontPage.showsLevel), lump?.file, song ?? undefined);
}
interlude.onNextMap = (next) => {
  lastError = null;
  void loading(next, () => game.enterNext(next));
};
interlude.onEnd = () => {
  const last = interlude.flow?.last;
  if (last) messages.showNotice(exitNotice(last.map, last.secret, null), performance.now(), Infinity);
};
// Use after death: DOOM loads the level again (a fresh player, the map as it started).
loop.onReborn = () => {
  lastError = null;
  void loading(game.mapName, () => game.restartLevel());
};
let serverWads: ServerWad[] = [];
/** The server WAD in use, or null when the WADs came from local files. */
let currentServerWad: string | null = null;
/** The server PWADs layered over it, in order, and those wad/ offers. */
let currentServerPwads: ServerWad[] = [];
let offeredPwads: ServerWad[] = [];
/** Forget files was pressed since local files were last opened: the URL names none. */
let localForgotten = false;
let lastError: string | null = null;

// An exception inside a frame (a tic, the screens between maps, the drawing) stopped the loop: the
// game stays on the last frame drawn, the banner says why, and a map loaded (from the menus, a
// restart, a WAD) runs the loop again.
loop.onError = (e) => {
  const where = interlude.active ? `between maps after ${game.mapName}` : `${game.mapName} at tic ${game.tics}`;
  lastError = `the game stopped (${where}): ${errorMessage(e)}; load a map to go on`;
  console.error(e);
  banner.show(lastError);
};

// ---- the page's warnings: the build's, then what later use of the WADs found broken (the status
// bar's and the screens' pictures and flats, the sound bank's lumps, the music lumps), refreshed
// as they appear. A WAD without status bar graphics or font at all (the demo WAD) is not a problem.
const WAD_LACKS = /: (no status bar graphics|no heads-up font) in this WAD:/;
function laterWarnings(): string[] {
  const out: string[] = [];
  const add = (list: readonly string[], prefix = ''): void => {
    for (const w of list) if (!WAD_LACKS.test(w)) { const line = prefix + w; if (!out.includes(line)) out.push(line); }
  };
  // The shortest lists first: a WAD with half a status bar names every missing piece of it.
  add(musicErrors, 'music: ');
  add(sound.bankProblems, 'sounds: ');
  add(interlude.warnings);
  if (game.gameScreen) add(game.gameScreen.warnings);
  return out;
}
let warningsShown = '';
/** Shows the warnings again when there are new ones (a cheap check: the lists' sizes). */
function refreshWarnings(force = false): void {
  const key = `${game.mapName}|${game.warnings.length}|${game.gameScreen?.warnings.length ?? -1}|${interlude.warnings.length}|${sound.bankProblems.length}|${musicErrors.length}`;
  if (!force && key === warningsShown) return;
  warningsShown = key;
  loadStatus.showWarnings(game.mapName, game.warnings, laterWarnings());
}
window.setInterval(() => refreshWarnings(), 500);

function fail(e: unknown): void {
  if (e instanceof LoadCancelled) return; // the page goes on with what it had
  lastError = errorMessage(e);
  console.error(e);
  banner.show(lastError);
}

function succeeded(attract = false): void {
  lastError = null;
  // The WAD stack's sounds, decoded once per stack (a new map of the same stack keeps them).
  const stack = game.stack;
  if (stack && game.wads) sound.setBank(game.wads, (lump) => stack.find(lump)?.data, game.wadLabel, defsOf(stack).defs.soundNames);
  banner.hide();
  if (stack) frontPage.stackLoaded(stack);
  if (attract) {
    // A demo's level in the title loop: the page's own map, URL and settings stay as they were.
    loop.reset();
    playMusic();
    loop.start();
    return;
  }
  frontPage.levelStarted();
  songOverride = '';
  settings.map = game.mapName;
  if (currentServerWad) settings.wad = currentServerWad;
  saveSettings(settings);
  showInUrl(game.mapName);
  loop.reset();
  interlude.levelLoaded(game.mapName);
  playMusic(); // the map's song (the same one goes on)
  messages.clearNotice();
  status.update(game.sim, performance.now(), true, game.gameScreen !== null && game.gameScreen.effectiveSize(game.screenSize) === 'statusbar');
  refreshMenus();
  refreshWarnings(true);
  loop.start(); // again, when a frame had thrown: the new map runs
}

/** The URL says what is shown: the server's stack, or the local files (which a reload reopens), and
 *  the map ('' on the title: a reload opens on the title again). */
function showInUrl(map: string): void {
  const iwadName = serverWads.find((s) => s.url === currentServerWad)?.name;
  if (iwadName) history.replaceState(null, '', stackQuery(iwadName, currentServerPwads.map((p) => p.name), map));
  else if (!currentServerWad && game.wads && !localForgotten) history.replaceState(null, '', localStackQuery(game.wads.map((w) => w.name), map));
}

/** Runs a load of `what` with the progress shown (cancellable); true when it succeeded. */
async function loading(what: string, run: () => Promise<void>, then?: () => void, attract = false): Promise<boolean> {
  loadStatus.begin(what);
  try {
    await run();
    loadStatus.end();
    then?.();
    succeeded(attract);
    return true;
  } catch (e) {
    if (!(e instanceof LoadCancelled) || !game.loader.busy) loadStatus.end();
    fail(e);
    return false;
  }
}

function cancelLoad(): void {
  if (game.loader.cancel()) banner.show(game.world ? `loading cancelled: still on ${game.mapName}` : 'loading cancelled');
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

function refreshMenus(): void {
  skillSelect.value = String(game.skill);
  noMonstersBox.checked = game.nomonsters;
  fastBox.checked = game.fast;
  // Automatic names what the WADs in use ask for; a chosen level is kept for every map until changed.
  const asked = game.askedComplevel;
  // Short entries (the header must not grow); why the WADs ask for their level is in the tooltip.
  complevelSelect.replaceChildren(
    option('auto', asked ? `Auto: ${COMPLEVEL_NAMES[asked.complevel]}` : 'Auto'),
    ...PAGE_COMPLEVELS.map((n) => option(String(n), COMPLEVEL_NAMES[n])),
  );
  complevelSelect.title = `${COMPLEVEL_TITLE}${asked ? `. The WADs in use ask for ${COMPLEVEL_NAMES[asked.complevel]} (complevel ${asked.complevel}): ${asked.why}` : ''}`;
  complevelSelect.value = game.complevel === null ? 'auto' : String(game.complevel);
  mapSelect.replaceChildren(...game.mapNames.map((n) => option(n, n)));
  mapSelect.value = game.mapName;
  const wadOptions = serverWads.map((w) => option(w.url, w.url.startsWith('/iwad/') ? `${w.name} (system)` : w.name));
  if (game.wads && !currentServerWad) wadOptions.unshift(option('', `${game.wadLabel} (local)`));
  wadSelect.replaceChildren(...wadOptions);
  wadSelect.value = currentServerWad ?? '';
  const iwad = serverWads.find((s) => s.url === currentServerWad);
  fillPwadMenu(pwadSelect, iwad ? offeredPwads : [], currentServerPwads, (p) => { if (iwad) void openServerWad(iwad, game.mapName, p, true); });
}

async function openServerWad(w: ServerWad, preferMap: string | null, pwads: ServerWad[] = [], keepPose = false): Promise<void> {
  lastError = null;
  const pose = keepPose ? poseOf(game) : null;
  try {
    const bytes = await fetchWad(w);
    const pwadBytes = await Promise.all(pwads.map((p) => fetchWad(p)));
    if (await loading(w.name, () => game.openWads(bytes, pwadBytes, preferMap, keepPose), () => {
      // A reload that changed only portals keeps the whole living map; else only the player's place,
      // unless the map now comes from another file (a PWAD added that replaces it): that map starts
      // at its own start, its clock at 0.
      const inPlace = keepPose && (game.carried || !game.mapReplaced);
      if (inPlace && !game.carried) restorePose(game, pose);
      if (inPlace) loop.skipWipe(); // a reload in place: no melt
      currentServerWad = w.url;
      currentServerPwads = pwads;
      leaveLocalStack();
    })) return;
  } catch (e) {
    fail(e);
  }
  refreshMenus();
}

async function loadFiles(files: ArrayLike<File>): Promise<void> {
  if (files.length === 0) return;
  lastError = null;
  try {
    const { iwad, pwads } = await readFiles(files);
    // PWADs alone go on top of the stack in use (its IWAD and its PWADs, the server's or local
    // ones); with nothing loaded yet, the files stand alone.
    const inUse = game.wads;
    const base = iwad ?? (inUse ? inUse[0] : null) ?? pwads.shift();
    if (!base) throw new WadError('(none)', 'file', 'no files given');
    const all = iwad ? pwads : [...(inUse ? inUse.slice(1) : []), ...pwads];
    await loading(base.name, () => game.openWads(base, all, iwad ? null : game.mapName || null), () => {
      currentServerWad = null;
      currentServerPwads = [];
      localForgotten = false;
      void saveLocalStack([base, ...all]);
    });
  } catch (e) {
    fail(e);
  }
}

function setResolution(res: string): void {
  // A fit mode fills the view at the window's shape; a WxH size is letterboxed at 16:10.
  const fit = isFitMode(res);
  const view = el('view'), frame = el('frame');
  frame.style.width = fit ? '100%' : '';
  frame.style.height = fit ? '100%' : '';
  const [w, h] = fit ? fitSize(res, view.clientWidth, view.clientHeight, window.devicePixelRatio) : parseRes(res);
  game.setResolution(w, h);
  settings.res = fit ? res : `${w}x${h}`;
  resSelect.value = settings.res;
  saveSettings(settings);
  loop.reset();
}

/** The volumes (0..15) and mute switch: applied, shown and remembered. */
function setSound(sfx: number, music: number, muted: boolean): void {
  settings.sfxVolume = sfx;
  settings.musicVolume = music;
  settings.muted = muted;
  sound.setVolumes(sfx, music, muted);
  applyMusicVolume(music);
  sfxSlider.value = String(sfx);
  musicSlider.value = String(music);
  muteButton.setAttribute('aria-pressed', String(muted));
  muteButton.textContent = muted ? 'Muted' : 'Mute';
  saveSettings(settings);
}

function setScreenSize(size: ScreenSize): void {
  game.setScreenSize(size);
  settings.size = size;
  sizeSelect.value = size;
  saveSettings(settings);
  status.update(game.sim, performance.now(), true, game.gameScreen !== null && game.gameScreen.effectiveSize(size) === 'statusbar');
}

// ---- menus and file input
setSound(settings.sfxVolume, settings.musicVolume, settings.muted);
sfxSlider.addEventListener('input', () => setSound(Number(sfxSlider.value), settings.musicVolume, settings.muted));
musicSlider.addEventListener('input', () => setSound(settings.sfxVolume, Number(musicSlider.value), settings.muted));
for (const s of [sfxSlider, musicSlider]) s.addEventListener('change', () => s.blur());
muteButton.addEventListener('click', () => setSound(settings.sfxVolume, settings.musicVolume, !settings.muted));
sizeSelect.replaceChildren(...SCREEN_SIZES.map((s) => option(s, SCREEN_SIZE_LABELS[s])));
sizeSelect.value = settings.size;
sizeSelect.addEventListener('change', () => { if (isScreenSize(sizeSelect.value)) setScreenSize(sizeSelect.value); sizeSelect.blur(); });
resSelect.replaceChildren(...RESOLUTIONS.map((r) => option(r, r.replace('x', '×'))), ...Object.entries(FIT_MODES).map(([k, t]) => option(k, t)));
let refit = 0;
window.addEventListener('resize', () => {
  if (!isFitMode(settings.res)) return;
  clearTimeout(refit);
  refit = window.setTimeout(() => setResolution(settings.res), 150);
});
resSelect.addEventListener('change', () => { setResolution(resSelect.value); resSelect.blur(); });
skillSelect.addEventListener('change', () => {
  skillSelect.blur();
  const skill = Number(skillSelect.value);
  if (!(skill >= 1 && skill <= 5) || skill === game.skill) return;
  game.skill = skill;
  settings.skill = skill;
  saveSettings(settings);
  // As DOOM's new game: the map starts again with the things of that skill.
  restartMap();
});
// DOOM's game options beside the skill: remembered, and (as a new game) the map starts again with them.
for (const box of [noMonstersBox, fastBox]) {
  box.addEventListener('change', () => {
    box.blur(); // Space and Enter go back to the game, not to the box
    game.nomonsters = settings.nomonsters = noMonstersBox.checked;
    game.fast = settings.fast = fastBox.checked;
    saveSettings(settings);
    restartMap();
  });
}

// The compatibility level: remembered, and the map starts again under the rules chosen.
complevelSelect.addEventListener('change', () => {
  complevelSelect.blur();
  const v = complevelSelect.value === 'auto' ? null : Number(complevelSelect.value);
  if (v !== null && !PAGE_COMPLEVELS.includes(v)) return;
  if (v === game.complevel) return;
  game.complevel = settings.complevel = v;
  saveSettings(settings);
  restartMap();
});

/** Starts the current map again (a new game on it), as after a change of skill or options. */
function restartMap(): void {
  if (game.mapName) { lastError = null; void loading(game.mapName, () => game.openMap(game.mapName)); }
}
mapSelect.addEventListener('change', () => {
  lastError = null;
  const name = mapSelect.value;
  mapSelect.blur();
  void loading(name, () => game.openMap(name)).then((ok) => { if (!ok) mapSelect.value = game.mapName; });
});
wadSelect.addEventListener('change', () => {
  const w = serverWads.find((s) => s.url === wadSelect.value);
  wadSelect.blur();
  if (w) void openServerWad(w, null);
});
el('open').addEventListener('click', () => fileInput.click());
el('forget').addEventListener('click', () => {
  void forgetLocalStack();
  // The URL no longer names local files: a reload would not reopen them.
  localForgotten = true;
  const q = new URLSearchParams(location.search);
  if (q.has('local')) {
    q.delete('local');
    q.delete('map');
    const rest = q.toString();
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  }
});
el('fullscreen').addEventListener('click', () => toggleFullscreen());
window.addEventListener('keydown', (e) => { if (e.code === 'Enter' && e.altKey) { e.preventDefault(); toggleFullscreen(); } });
releaseButtonFocus();

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void el('view').requestFullscreen?.().catch(() => undefined);
}
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
  [serverWads, offeredPwads] = await Promise.all([serverIwads(), serverPwads()]);
  // The URL's stack (?iwad=&file=&map=) first, else the remembered server WAD.
  const q = parseStackQuery(location.search);
  const fromUrl = q.iwad ? serverWads.find((s) => s.name === q.iwad) : undefined;
  const w = fromUrl ?? serverWads.find((s) => s.url === settings.wad) ?? serverWads[0];
  const pwads = fromUrl ? q.files.map((n) => offeredPwads.find((p) => p.name === n)).filter((p): p is ServerWad => p !== undefined) : [];
  // Else the local files the page last showed (IndexedDB; the URL then says ?local=…), else the
  // remembered server WAD.
  const local = fromUrl ? null : await restoreLocalStack();
  if (local) {
    await loading(local[0].name, () => game.openWads(local[0], local.slice(1), q.map ?? settings.map));
  } else if (w) await openServerWad(w, fromUrl ? q.map : settings.map, pwads);
  else fail(new WadError('(none)', 'iwad', 'the server offers no IWAD: build wad/toom-demo.wad (npm install) or open a WAD file'));
  // DOOM opens on its title and demo loop; a map named in the URL starts at once (authors, tests).
  if (!q.map && frontPage.hasTitle) frontPage.startTitle();
  refreshMenus();
  // Live reload: a WAD of the stack rewritten on disk reopens the stack and map, the player kept in
  // place (and the whole living map, doors, items and clock, when only its PORTALS lumps changed).
  watchServerWads((touched) => {
    const iwad = serverWads.find((s) => s.url === currentServerWad);
    if (iwad && (touched(iwad.url) || currentServerPwads.some((p) => touched(p.url)))) void openServerWad(iwad, game.mapName, currentServerPwads, true);
  });
  // Resolve once a frame of the loaded map is on the canvas.
  const target = loop.frames + 1;
  await new Promise<void>((done) => {
    const check = (): void => { if (loop.frames >= target || !game.world) done(); else requestAnimationFrame(check); };
    requestAnimationFrame(check);
  });
}

function tallyOf(il: Interlude): ToomState['tally'] {
  const wi = il.flow && il.flow.phase === FLOW_INTERMISSION ? il.flow.intermission : null;
  return wi ? { kills: wi.cntKills, items: wi.cntItems, secrets: wi.cntSecret, time: wi.cntTime, par: wi.cntPar, state: wi.state, tic: wi.bcnt } : null;
}

function castOf(il: Interlude): ToomState['cast'] {
  const c = il.flow && il.flow.phase === FLOW_CAST ? il.flow.cast : null;
  return c ? { member: c.member, state: c.state, dying: c.dying } : null;
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
  front: () => frontPage.state,
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
      tic: sim ? sim.leveltime : 0,
      sector: sim && sim.player.mo ? sim.player.mo.sector.index : -1,
      exited: sim ? sim.exited : 0,
      message: messages.text,
      notice: messages.notice,
      keys: sim ? cardBits(sim.player) : 0,
      health: sim ? sim.player.health : 0,
      items: sim ? sim.player.itemcount : 0,
      itemsTotal: sim ? sim.totalitems : 0,
      secrets: sim ? sim.player.secretcount : 0,
      secretsTotal: sim ? sim.totalsecret : 0,
      kills: sim ? sim.player.killcount : 0,
      killsTotal: sim ? sim.totalkills : 0,
      skill: sim ? sim.skill : game.skill,
      nomonsters: sim ? sim.nomonsters : game.nomonsters,
      fast: sim ? sim.fastparm : game.fast,
      complevel: sim ? sim.compat.complevel : -1,
      seenLines: seenCount(),
      buttons: loop.cmd.buttons,
      rng: sim ? sim.rng.pIndex : 0,
      screenSize: game.screenSize,
      viewHeight: game.viewHeight,
      statusBar: game.gameScreen !== null && game.gameScreen.effectiveSize(game.screenSize) === 'statusbar',
      screen: interlude.phaseName,
      tally: tallyOf(interlude),
      cast: castOf(interlude),
      wipe: loop.melting,
      stopped: loop.failure,
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
  automap: () => ({ visible: automap.visible, reveal: automap.reveal, things: automap.things || automap.overlay, zoom: automap.zoom }),
  pause: (paused: boolean) => { loop.paused = paused; },
  wipe: () => ({ enabled: loop.wipeEnabled, active: loop.wipe.active, tics: loop.wipe.tics, offsets: Array.from({ length: WIPE_COLUMNS }, (_, i) => loop.wipe.offset(i)) }),
  setWipe: (on: boolean) => loop.setWipe(on),
  loadFiles,
  cancelLoad: () => game.loader.cancel(),
  loading: () => loadStatus.loading,
  warnings: () => [...game.warnings, ...laterWarnings()],
  failTic: (message: string) => { loop.faultNextTic = message; },
  setThreads: (n: number) => { threadProbe.stop(); return game.setThreads(n).then(() => { hud.note = game.threadNote; }); },
  frameTimes: () => ({ medianMs: loop.stats.medianMs(), fps: loop.stats.fps, threads: game.parallel && !game.parallel.failed ? game.parallel.threads : 1, threadNote: game.threadNote }),
  pixels: () => screen.fb.slice(),
  setMode: (m) => { modes.setMode(m); hud.mode = modes.label; },
  setScreenSize: (size) => { if (!isScreenSize(size)) throw new Error(`unknown screen size "${size}" (one of ${SCREEN_SIZES.join(', ')})`); setScreenSize(size); },
  mode: () => modes.mode,
  compare: (view, repeat) => modes.compare(view, repeat),
  comparePixels: () => modes.comparePixels(),
  gpuRenderer: () => modes.rendererName(),
  authoring: authoring.api,
  sound: () => ({
    context: sound.ctx ? sound.ctx.state : 'none',
    sampleRate: sound.ctx ? sound.ctx.sampleRate : 0,
    muted: sound.muted,
    sfxVolume: sound.sfxVolume,
    musicVolume: sound.musicVolume,
    gains: sound.gains(),
    bank: { ready: sound.bankReady, sounds: sound.bankSounds, decoded: sound.bankDecoded, samples: sound.bankSampleCount, problems: [...sound.bankProblems], decodeMs: sound.decodeMs, longestSliceMs: sound.longestSliceMs },
    started: sound.started(),
    playing: sound.playingNow(),
    music: { ready: music !== null, song: music !== null ? musicSong : null, level: sound.musicLevel(), errors: [...musicErrors] },
  }),
};
window.toom = api;
