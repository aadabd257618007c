// UMAPINFO (revision 2.2): per-map names, labels, authors, exits, pictures, music, sky, par times,
// endings, intermission texts, episodes and boss actions, read from every UMAPINFO lump of a WAD
// stack in load order (a later entry for the same map replaces the earlier one whole, as dsda-doom
// does). Where the specification is silent dsda-doom's behaviour is followed:
//  - a map's entry with neither `next` nor an ending gets the default one filled in when read (MAP30
//    the cast, E1M8..E4M8 their end pictures, any other map the next number: MAP07 → MAP08);
//  - `endgame`, `endbunny`, `endcast` and `endpic` share one field (`endPic`: '!' DOOM's own ending,
//    '$BUNNY', '$CAST', a picture, or '-' when `false` cleared it);
//  - `clear` for label and the intertexts is kept as null (the default text is then skipped);
//  - boss actions with tag 0 are dropped unless the special is an exit (11, 51, 52, 124).
// The reader is hostile-safe: the lump is read up to MAX_UMAPINFO_BYTES, strings, entries and lists
// are bounded, and a bad property or map header is a warning naming the lump and line; the rest of
// the lump still applies (dsda-doom stops the game there instead).

import type { WadStack } from '../wad/wad-stack.js';

/** The most of a UMAPINFO lump read (real ones are a few KB; a megawad's is tens). */
export const MAX_UMAPINFO_BYTES = 1 << 20;
/** The most map entries kept from all lumps together. */
export const MAX_UMAPINFO_MAPS = 4096;
/** The most characters of one string value (an intertext joined). */
export const MAX_UMAPINFO_STRING = 16384;
/** The most boss actions of one map. */
export const MAX_BOSS_ACTIONS = 64;
/** The episode menu holds at most 8 entries (the specification's limit). */
export const MAX_EPISODES = 8;

/** A boss death action: when every thing of `type` is dead, `special` runs on `tag`'s sectors. */
export interface BossAction {
  /** DOOM's thing type number (mobjtype_t: 0 the player, 1 the zombieman, …). */
  type: number;
  special: number;
  tag: number;
}

/** One map's UMAPINFO entry. Absent strings are ''; `partime` 0 is none. */
export interface UmapEntry {
  /** The map, upper case (MAP01, E1M1). */
  map: string;
  levelName: string;
  /** The automap's prefix; null: `clear` (the level name alone); '' none given (the map's name). */
  label: string | null;
  author: string;
  next: string;
  nextSecret: string;
  levelPic: string;
  skyTexture: string;
  music: string;
  exitPic: string;
  enterPic: string;
  /** Seconds; 0 when not given. */
  parTime: number;
  /** '' none; '!' the episode's own ending; '$CAST', '$BUNNY'; '-' cleared (endgame = false); else a
   *  picture shown as the end screen. */
  endPic: string;
  noIntermission: boolean;
  /** '' none given; null `clear`; else the text (lines joined by '\n'). */
  interText: string | null;
  interTextSecret: string | null;
  interBackdrop: string;
  interMusic: string;
  /** null: the map's defaults; [] cleared (none at all); else these. */
  bossActions: BossAction[] | null;
}

/** An episode menu entry (`episode = "patch", "name", "key"`), starting at `map`. */
export interface UmapEpisode {
  map: string;
  patch: string;
  name: string;
  /** The key that picks it (one lower-case character), '' none. */
  key: string;
}

export interface MapInfo {
  /** Entries by map name (upper case). */
  readonly maps: ReadonlyMap<string, UmapEntry>;
  /** True when an `episode = clear` dropped the game's own episodes. */
  readonly episodesCleared: boolean;
  /** Episodes added, in order (after the game's own unless cleared). */
  readonly episodes: readonly UmapEpisode[];
  /** The lumps read, in order ("pwad.wad UMAPINFO"). */
  readonly lumps: readonly string[];
}

/** ZDoom's class names of DOOM's (and MBF's) thing types, in mobjtype_t order (the specification's
 *  list); `Deh_Actor_145` … `Deh_Actor_249` name the extra types by number. */
const THING_CLASSES = [
  'DoomPlayer', 'ZombieMan', 'ShotgunGuy', 'Archvile', 'ArchvileFire', 'Revenant', 'RevenantTracer', 'RevenantTracerSmoke',
  'Fatso', 'FatShot', 'ChaingunGuy', 'DoomImp', 'Demon', 'Spectre', 'Cacodemon', 'BaronOfHell', 'BaronBall', 'HellKnight',
  'LostSoul', 'SpiderMastermind', 'Arachnotron', 'Cyberdemon', 'PainElemental', 'WolfensteinSS', 'CommanderKeen',
  'BossBrain', 'BossEye', 'BossTarget', 'SpawnShot', 'SpawnFire', 'ExplosiveBarrel', 'DoomImpBall', 'CacodemonBall',
  'Rocket', 'PlasmaBall', 'BFGBall', 'ArachnotronPlasma', 'BulletPuff', 'Blood', 'TeleportFog', 'ItemFog', 'TeleportDest',
  'BFGExtra', 'GreenArmor', 'BlueArmor', 'HealthBonus', 'ArmorBonus', 'BlueCard', 'RedCard', 'YellowCard', 'YellowSkull',
  'RedSkull', 'BlueSkull', 'Stimpack', 'Medikit', 'Soulsphere', 'InvulnerabilitySphere', 'Berserk', 'BlurSphere',
  'RadSuit', 'Allmap', 'Infrared', 'Megasphere', 'Clip', 'ClipBox', 'RocketAmmo', 'RocketBox', 'Cell', 'CellPack', 'Shell',
  'ShellBox', 'Backpack', 'BFG9000', 'Chaingun', 'Chainsaw', 'RocketLauncher', 'PlasmaRifle', 'Shotgun', 'SuperShotgun',
  'TechLamp', 'TechLamp2', 'Column', 'TallGreenColumn', 'ShortGreenColumn', 'TallRedColumn', 'ShortRedColumn',
  'SkullColumn', 'HeartColumn', 'EvilEye', 'FloatingSkull', 'TorchTree', 'BlueTorch', 'GreenTorch', 'RedTorch',
  'ShortBlueTorch', 'ShortGreenTorch', 'ShortRedTorch', 'Stalagtite', 'TechPillar', 'CandleStick', 'Candelabra',
  'BloodyTwitch', 'Meat2', 'Meat3', 'Meat4', 'Meat5', 'NonsolidMeat2', 'NonsolidMeat4', 'NonsolidMeat3', 'NonsolidMeat5',
  'NonsolidTwitch', 'DeadCacodemon', 'DeadMarine', 'DeadZombieMan', 'DeadDemon', 'DeadLostSoul', 'DeadDoomImp',
  'DeadShotgunGuy', 'GibbedMarine', 'GibbedMarineExtra', 'HeadsOnAStick', 'Gibs', 'HeadOnAStick', 'HeadCandles',
  'DeadStick', 'LiveStick', 'BigTree', 'BurningBarrel', 'HangNoGuts', 'HangBNoBrain', 'HangTLookingDown', 'HangTSkull',
  'HangTLookingUp', 'HangTNoBrain', 'ColonGibs', 'SmallBloodPool', 'BrainStem', 'PointPusher', 'PointPuller',
  'MBFHelperDog', 'PlasmaBall1', 'PlasmaBall2', 'EvilSceptre', 'UnholyBible', 'MusicChanger',
];
const CLASS_TYPE = new Map(THING_CLASSES.map((n, i) => [n.toLowerCase(), i]));

/** The thing type a UMAPINFO class name stands for, or -1. */
export function thingClassType(name: string): number {
  const t = CLASS_TYPE.get(name.toLowerCase());
  if (t !== undefined) return t;
  const d = /^deh_actor_(\d{3})$/i.exec(name);
  if (d) {
    const n = Number(d[1]);
    if (n >= 145 && n <= 249) return n;
  }
  return -1;
}

/** Whether `name` is a map name UMAPINFO accepts: ExMy or MAPxx (numbers may pass DOOM's limits,
 *  written as DOOM writes them: no leading zero in ExMy, at least two digits after MAP). */
export function validMapName(name: string): boolean {
  const e = /^E([1-9]\d*)M([1-9]\d*)$/i.exec(name);
  if (e) return e[1].length <= 4 && e[2].length <= 4;
  const m = /^MAP(\d+)$/i.exec(name);
  if (!m) return false;
  const n = Number(m[1]);
  return n >= 1 && m[1].length <= 5 && m[1] === String(n).padStart(2, '0');
}

/** Doom's own ending of a map left with no `next` (dsda-doom fills it in as it reads the entry). */
function defaultNext(entry: UmapEntry, retail: boolean): void {
  switch (entry.map) {
    case 'MAP30': entry.endPic = '$CAST'; return;
    case 'E1M8': entry.endPic = retail ? 'CREDIT' : 'HELP2'; return;
    case 'E2M8': entry.endPic = 'VICTORY2'; return;
    case 'E3M8': entry.endPic = '$BUNNY'; return;
    case 'E4M8': entry.endPic = 'ENDPIC'; return;
  }
  const e = /^E(\d+)M(\d+)$/.exec(entry.map);
  if (e) { entry.next = `E${e[1]}M${Number(e[2]) + 1}`; return; }
  const m = /^MAP(\d+)$/.exec(entry.map);
  if (m) entry.next = `MAP${String(Number(m[1]) + 1).padStart(2, '0')}`;
}

function emptyEntry(map: string): UmapEntry {
  return {
    map, levelName: '', label: '', author: '', next: '', nextSecret: '', levelPic: '', skyTexture: '', music: '', exitPic: '',
    enterPic: '', parTime: 0, endPic: '', noIntermission: false, interText: '', interTextSecret: '', interBackdrop: '',
    interMusic: '', bossActions: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Tokens

const T_IDENT = 0, T_STRING = 1, T_NUMBER = 2, T_PUNCT = 3;
interface Token { kind: number; text: string; line: number }

class UmapError extends Error {
  constructor(readonly line: number, message: string) { super(message); }
}

/** The lump's tokens: identifiers, strings (with \" \\ \n escapes), numbers, = , { }; comments
 *  (// and /* *\/) skipped. Bounded by the text's length. */
function tokenize(text: string, warn: (line: number, what: string) => void): Token[] {
  const out: Token[] = [];
  let i = 0, line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') { i++; continue; }
    if (c === '/' && text[i + 1] === '/') { while (i < n && text[i] !== '\n') i++; continue; }
    if (c === '/' && text[i + 1] === '*') {
      const start = line;
      i += 2;
      while (i < n && !(text[i] === '*' && text[i + 1] === '/')) { if (text[i] === '\n') line++; i++; }
      if (i >= n) warn(start, 'a comment is not closed before the end');
      i += 2;
      continue;
    }
    if (c === '"') {
      const start = line;
      let s = '';
      i++;
      while (i < n && text[i] !== '"') {
        let ch = text[i];
        if (ch === '\\' && i + 1 < n) {
          i++;
          ch = text[i] === 'n' ? '\n' : text[i];
        }
        if (ch === '\n') line++;
        if (s.length < MAX_UMAPINFO_STRING) s += ch;
        i++;
      }
      if (i >= n) warn(start, 'a string is not closed before the end');
      i++;
      out.push({ kind: T_STRING, text: s, line: start });
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const s = i;
      while (i < n && /[A-Za-z0-9_]/.test(text[i])) i++;
      out.push({ kind: T_IDENT, text: text.slice(s, Math.min(i, s + 256)), line });
      continue;
    }
    if (/[0-9+\-.]/.test(c)) {
      const s = i;
      i++;
      while (i < n && /[0-9.eExX]/.test(text[i])) i++;
      out.push({ kind: T_NUMBER, text: text.slice(s, Math.min(i, s + 64)), line });
      continue;
    }
    if (c === '=' || c === ',' || c === '{' || c === '}') { out.push({ kind: T_PUNCT, text: c, line }); i++; continue; }
    warn(line, `unexpected character '${c.charCodeAt(0) < 32 || c.charCodeAt(0) > 126 ? `\\x${c.charCodeAt(0).toString(16)}` : c}'; skipped`);
    i++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The reader

/** What reading builds up (a MapInfo being made). */
export class MapInfoBuilder {
  readonly maps = new Map<string, UmapEntry>();
  episodesCleared = false;
  readonly episodes: UmapEpisode[] = [];
  readonly lumps: string[] = [];

  /** `retail`: the Ultimate DOOM (E1M8's default end picture is CREDIT, else HELP2). */
  constructor(private readonly retail = true) {}

  /** Reads one UMAPINFO lump's bytes; problems go to `warnings` as "<lump> line N: what". */
  read(bytes: Uint8Array, lumpName: string, warnings: string[]): void {
    this.lumps.push(lumpName);
    if (bytes.length > MAX_UMAPINFO_BYTES) {
      warnings.push(`${lumpName}: ${bytes.length} bytes; only the first ${MAX_UMAPINFO_BYTES} are read`);
    }
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, MAX_UMAPINFO_BYTES));
    let warned = 0;
    const warn = (line: number, what: string): void => {
      if (warned++ < 100) warnings.push(`${lumpName} line ${line}: ${what}`);
      else if (warned === 101) warnings.push(`${lumpName}: more problems; the rest are not listed`);
    };
    const toks = tokenize(text, warn);
    let p = 0;
    const at = (k: number): Token | undefined => toks[k];
    while (p < toks.length) {
      const t = toks[p];
      // MAP name {
      if (!(t.kind === T_IDENT && t.text.toLowerCase() === 'map')) {
        warn(t.line, `'map' expected, found '${t.text.slice(0, 32)}'; skipped to the next map entry`);
        p = skipToNextMap(toks, p + 1);
        continue;
      }
      const nameTok = at(p + 1);
      const open = at(p + 2);
      if (nameTok === undefined || (nameTok.kind !== T_IDENT && nameTok.kind !== T_STRING) || open?.text !== '{' || open.kind !== T_PUNCT) {
        warn(t.line, 'a map entry is "MAP name { … }"; skipped');
        p = skipBlock(toks, p + 1);
        continue;
      }
      const name = nameTok.text.toUpperCase();
      p += 3;
      const entry = emptyEntry(name);
      const valid = validMapName(name);
      if (!valid) warn(nameTok.line, `invalid map name "${nameTok.text.slice(0, 32)}" (ExMy or MAPxx); the entry is skipped`);
      let closed = false;
      while (p < toks.length) {
        const k = toks[p];
        if (k.kind === T_PUNCT && k.text === '}') { p++; closed = true; break; }
        if (k.kind === T_IDENT && k.text.toLowerCase() === 'map' && at(p + 2)?.text === '{') break; // a missing }
        try {
          p = this.property(toks, p, entry);
        } catch (e) {
          if (!(e instanceof UmapError)) throw e;
          warn(e.line, `${e.message}; the property is ignored`);
          p = skipProperty(toks, p + 1);
        }
      }
      if (!closed) warn(t.line, `the entry of ${name.slice(0, 32)} is not closed with '}'`);
      if (!valid) continue;
      if (entry.next === '' && entry.endPic === '') defaultNext(entry, this.retail);
      if (!this.maps.has(name) && this.maps.size >= MAX_UMAPINFO_MAPS) {
        warn(t.line, `more than ${MAX_UMAPINFO_MAPS} map entries; ${name} is ignored`);
        continue;
      }
      this.maps.set(name, entry);
    }
  }

  /** One `key = value[, value…]` at toks[p]; returns the index after it. */
  private property(toks: Token[], p: number, e: UmapEntry): number {
    const key = toks[p];
    if (key.kind !== T_IDENT) throw new UmapError(key.line, `a key expected, found '${key.text.slice(0, 32)}'`);
    const eq = toks[p + 1];
    if (eq === undefined || eq.kind !== T_PUNCT || eq.text !== '=') throw new UmapError(key.line, `'=' expected after ${key.text.slice(0, 32)}`);
    let q = p + 2;
    const line = key.line;
    const next = (): Token => {
      const t = toks[q];
      if (t === undefined) throw new UmapError(line, `${key.text}: a value expected before the end`);
      q++;
      return t;
    };
    const str = (): string => {
      const t = next();
      if (t.kind !== T_STRING) throw new UmapError(t.line, `${key.text}: a quoted string expected, found '${t.text.slice(0, 32)}'`);
      return t.text;
    };
    const lumpName = (): string => {
      const s = str();
      if (s.length > 8) throw new UmapError(line, `${key.text}: "${s.slice(0, 32)}" is longer than 8 characters`);
      return s.toUpperCase();
    };
    const mapName = (): string => {
      const s = lumpName();
      if (!validMapName(s)) throw new UmapError(line, `${key.text}: invalid map name "${s}"`);
      return s;
    };
    const bool = (): boolean => {
      const t = next();
      const v = t.kind === T_IDENT ? t.text.toLowerCase() : '';
      if (v !== 'true' && v !== 'false') throw new UmapError(t.line, `${key.text}: true or false expected, found '${t.text.slice(0, 32)}'`);
      return v === 'true';
    };
    const int = (): number => {
      const t = next();
      if (t.kind !== T_NUMBER || !/^[+-]?\d{1,9}$/.test(t.text)) throw new UmapError(t.line, `${key.text}: a whole number expected, found '${t.text.slice(0, 32)}'`);
      return Number(t.text);
    };
    const isClear = (): boolean => {
      const t = toks[q];
      if (t?.kind !== T_IDENT) return false;
      if (t.text.toLowerCase() !== 'clear') throw new UmapError(t.line, `${key.text}: either 'clear' or a quoted string expected`);
      q++;
      return true;
    };
    const comma = (): boolean => {
      if (toks[q]?.kind === T_PUNCT && toks[q].text === ',') { q++; return true; }
      return false;
    };
    const multi = (): string | null => {
      if (isClear()) return null;
      let s = str();
      while (comma()) {
        const more = str();
        if (s.length + 1 + more.length <= MAX_UMAPINFO_STRING) s += '\n' + more;
      }
      return s;
    };
    switch (key.text.toLowerCase()) {
      case 'levelname': e.levelName = str(); break;
      case 'label': e.label = isClear() ? null : str(); break;
      case 'author': e.author = str(); break;
      case 'next': e.next = mapName(); break;
      case 'nextsecret': e.nextSecret = mapName(); break;
      case 'levelpic': e.levelPic = lumpName(); break;
      case 'skytexture': e.skyTexture = lumpName(); break;
      case 'music': e.music = lumpName(); break;
      case 'exitpic': e.exitPic = lumpName(); break;
      case 'enterpic': e.enterPic = lumpName(); break;
      case 'endpic': e.endPic = lumpName(); break;
      case 'endcast': e.endPic = bool() ? '$CAST' : '-'; break;
      case 'endbunny': e.endPic = bool() ? '$BUNNY' : '-'; break;
      case 'endgame': e.endPic = bool() ? '!' : '-'; break;
      case 'nointermission': e.noIntermission = bool(); break;
      case 'partime': {
        const s = int();
        if (s < 0) throw new UmapError(line, `partime: ${s} seconds is negative`);
        e.parTime = s;
        break;
      }
      case 'intertext': e.interText = multi(); break;
      case 'intertextsecret': e.interTextSecret = multi(); break;
      case 'interbackdrop': e.interBackdrop = lumpName(); break;
      case 'intermusic': e.interMusic = lumpName(); break;
      case 'episode': {
        if (isClear()) { this.episodesCleared = true; this.episodes.length = 0; break; }
        const patch = lumpName();
        let name = '', k = '';
        if (comma()) {
          name = str();
          if (comma()) k = str().slice(0, 1).toLowerCase();
        }
        if (this.episodes.length >= MAX_EPISODES) throw new UmapError(line, `episode: more than ${MAX_EPISODES} episodes`);
        this.episodes.push({ map: e.map, patch, name, key: k });
        break;
      }
      case 'bossaction': {
        const t = next();
        if (t.kind !== T_IDENT) throw new UmapError(t.line, `bossaction: a thing class or 'clear' expected, found '${t.text.slice(0, 32)}'`);
        if (t.text.toLowerCase() === 'clear') { e.bossActions = []; break; }
        const type = thingClassType(t.text);
        if (type < 0) throw new UmapError(t.line, `bossaction: unknown thing type ${t.text.slice(0, 32)}`);
        if (!comma()) throw new UmapError(line, "bossaction: ',' expected after the thing type");
        const special = int();
        if (!comma()) throw new UmapError(line, "bossaction: ',' expected after the line special");
        const tag = int();
        if (special < 0 || special > 0xffff) throw new UmapError(line, `bossaction: line special ${special} is out of range`);
        // Tag 0 only for the exits (a tag-0 special would act on every untagged sector).
        if (tag === 0 && special !== 11 && special !== 51 && special !== 52 && special !== 124) {
          throw new UmapError(line, `bossaction: tag 0 is only allowed for an exit (special ${special})`);
        }
        const list = e.bossActions ?? (e.bossActions = []);
        if (list.length >= MAX_BOSS_ACTIONS) throw new UmapError(line, `bossaction: more than ${MAX_BOSS_ACTIONS} in one map`);
        list.push({ type, special, tag });
        break;
      }
      default: {
        // Unknown keys are skipped (dsda-doom skips them too): values separated by commas.
        const first = next();
        if (first.kind === T_PUNCT) throw new UmapError(first.line, `${key.text}: a value expected`);
        while (comma()) next();
        throw new UmapError(line, `unknown key '${key.text.slice(0, 32)}'`);
      }
    }
    return q;
  }

  build(): MapInfo {
    return { maps: this.maps, episodesCleared: this.episodesCleared, episodes: this.episodes, lumps: this.lumps };
  }
}

/** Past the current property: to the next `key =`, a `}` or the end. */
function skipProperty(toks: Token[], p: number): number {
  while (p < toks.length) {
    const t = toks[p];
    if (t.kind === T_PUNCT && t.text === '}') return p;
    if (t.kind === T_IDENT && toks[p + 1]?.kind === T_PUNCT && toks[p + 1].text === '=') return p;
    if (t.kind === T_IDENT && t.text.toLowerCase() === 'map' && toks[p + 2]?.text === '{') return p;
    p++;
  }
  return p;
}

/** Past a block that starts at or after p (to the token after its '}'), or to the next map. */
function skipBlock(toks: Token[], p: number): number {
  while (p < toks.length) {
    const t = toks[p];
    if (t.kind === T_PUNCT && t.text === '}') return p + 1;
    if (t.kind === T_IDENT && t.text.toLowerCase() === 'map' && toks[p + 2]?.text === '{') return p;
    p++;
  }
  return p;
}

function skipToNextMap(toks: Token[], p: number): number {
  while (p < toks.length && !(toks[p].kind === T_IDENT && toks[p].text.toLowerCase() === 'map')) p++;
  return p;
}

/** One UMAPINFO text read alone (tools and tests). */
export function parseUmapinfo(text: string | Uint8Array, lumpName = 'UMAPINFO', retail = true): { info: MapInfo; warnings: string[] } {
  const warnings: string[] = [];
  const b = new MapInfoBuilder(retail);
  const bytes = typeof text === 'string' ? Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff) : text;
  b.read(bytes, lumpName, warnings);
  return { info: b.build(), warnings };
}

// ---------------------------------------------------------------------------------------------
// What the game asks of it

/** The automap's title for `map` (dsda-doom's rule): "LABEL: name", the name alone after `label =
 *  clear`, "MAP01: name" without a label; null when the map has no level name here. */
export function automapTitle(info: MapInfo | null, map: string): string | null {
  const e = info?.maps.get(map.toUpperCase());
  if (e === undefined || e.levelName === '') return null;
  if (e.label === null) return e.levelName;
  return `${e.label !== '' ? e.label : e.map}: ${e.levelName}`;
}

/** Where an exit from `map` leads by UMAPINFO: a map name, null when the game ends there, or
 *  undefined when UMAPINFO does not say (DOOM's own order applies). A secret exit without
 *  `nextsecret` takes `next` (the specification's rule). An ending (`endPic` other than '-') ends
 *  the game after a normal exit only, as dsda-doom's G_WorldDone has it. */
export function umapNext(info: MapInfo | null, map: string, secret: boolean): string | null | undefined {
  const e = info?.maps.get(map.toUpperCase());
  if (e === undefined) return undefined;
  if (!secret && endsGame(e)) return null;
  const n = secret && e.nextSecret !== '' ? e.nextSecret : e.next;
  return n !== '' ? n : undefined;
}

/** The entry's exit ends the game (an end picture, bunny, cast or DOOM's own ending). */
export function endsGame(e: UmapEntry): boolean {
  return e.endPic !== '' && e.endPic !== '-';
}

/** The episode menu: DOOM's own episodes (`base`, each a start map and its title patch) unless
 *  UMAPINFO cleared them, then UMAPINFO's own, at most MAX_EPISODES. */
export function episodeMenu(info: MapInfo | null, base: readonly UmapEpisode[]): UmapEpisode[] {
  const list = info === null || !info.episodesCleared ? [...base] : [];
  if (info !== null) list.push(...info.episodes);
  return list.slice(0, MAX_EPISODES);
}

/** A WAD stack's UMAPINFO: every UMAPINFO lump of every file, in load order (a later file's entry for
 *  a map replaces an earlier one); null when the stack has none. */
export function readStackMapInfo(stack: WadStack, warnings: string[]): MapInfo | null {
  let b: MapInfoBuilder | null = null;
  // The Ultimate DOOM (a fourth episode) ends episode 1 on CREDIT, older DOOMs on HELP2.
  const retail = stack.maps.some((m) => /^E4M\d$/i.test(m.name));
  for (const f of stack.files) {
    for (const l of f.lumps) {
      if (l.name !== 'UMAPINFO') continue;
      b ??= new MapInfoBuilder(retail);
      b.read(l.data, `${f.fileName} UMAPINFO`, warnings);
    }
  }
  return b === null ? null : b.build();
}
