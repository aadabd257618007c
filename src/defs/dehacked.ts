// The DEHACKED/BEX reader: a patch's text applied to a Defs. DEHACKED as DeHackEd 3.0 writes it and
// Chocolate Doom reads it — blocks (Thing, Frame, Pointer, Sound, Ammo, Weapon, Sprite, Cheat, Misc:
// "name = value" lines; Text: two strings of the given lengths) ended by a blank line, '#' lines
// comments, numbers as C's atoi reads them — and Boom's/MBF's BEX extensions: Bits as mnemonics
// joined by + or |, [STRINGS] (mnemonic = value, a value going on over lines ending in a backslash,
// "\n" a line break), [PARS] (par E M seconds, par M seconds), [CODEPTR] (FRAME n = A_Name, MBF's
// pointers by name), [SPRITES] (OLD = NEW) and INCLUDE [NOTEXT] name. A block header also starts a
// block without a blank line before it (Boom's reading). A bad line is warned about with where it
// is (lump or file, line number) and skipped; the rest of the patch applies. Never throws.
import { MF, STATE_COUNT, SPRITE_NAMES } from './doom/things-info.js';
import { SFX_NAMES } from './doom/sounds.js';
import { MUSIC_NAMES } from './doom/music.js';
import { BASE_STATE_POINTER, codePointerIndex } from './code-pointers.js';
import { NUMAMMO, NUMWEAPONS, type Defs, type MiscDefs } from './defs.js';
import {
  MAX_DEH_SOUNDS, MAX_DEH_SPRITES, MAX_DEH_STATES, MAX_DEH_TYPES, MF2_ALL, MF2_NAMES, PG_GROUPLESS, STATE_ARGS, STATEF_ALL,
  STATEF_NAMES, WPF_ALL, WPF_NAMES, mbf21Bits,
} from './mbf21-defs.js';

/** The most nested INCLUDEs followed (killough allowed any; a cycle or a runaway chain stops here). */
export const MAX_INCLUDE_DEPTH = 8;

/** An INCLUDEd patch found by name: its text and the name its warnings give. */
export interface IncludedPatch {
  readonly name: string;
  readonly text: string;
}

export interface DehackedOptions {
  /** Finds what `INCLUDE name` names (a lump of the stack, a file beside the patch): null when nothing is. */
  include?: (name: string, from: string) => IncludedPatch | null;
}

/** MF_* mnemonics as Boom's and MBF's BEX read them (MBF's 32-bit layout: bits 28..31 are MBF's). */
export const BEX_THING_BITS: ReadonlyMap<string, number> = new Map<string, number>([
  ['SPECIAL', MF.SPECIAL], ['SOLID', MF.SOLID], ['SHOOTABLE', MF.SHOOTABLE], ['NOSECTOR', MF.NOSECTOR],
  ['NOBLOCKMAP', MF.NOBLOCKMAP], ['AMBUSH', MF.AMBUSH], ['JUSTHIT', MF.JUSTHIT], ['JUSTATTACKED', MF.JUSTATTACKED],
  ['SPAWNCEILING', MF.SPAWNCEILING], ['NOGRAVITY', MF.NOGRAVITY], ['DROPOFF', MF.DROPOFF], ['PICKUP', MF.PICKUP],
  ['NOCLIP', MF.NOCLIP], ['SLIDE', MF.SLIDE], ['FLOAT', MF.FLOAT], ['TELEPORT', MF.TELEPORT], ['MISSILE', MF.MISSILE],
  ['DROPPED', MF.DROPPED], ['SHADOW', MF.SHADOW], ['NOBLOOD', MF.NOBLOOD], ['CORPSE', MF.CORPSE], ['INFLOAT', MF.INFLOAT],
  ['COUNTKILL', MF.COUNTKILL], ['COUNTITEM', MF.COUNTITEM], ['SKULLFLY', MF.SKULLFLY], ['NOTDMATCH', MF.NOTDMATCH],
  // Boom's bug-compatible names for the translation bits and the unused ones.
  ['TRANSLATION', 0x4000000], ['TRANSLATION1', 0x4000000], ['TRANSLATION2', 0x8000000], ['UNUSED1', 0x8000000],
  ['UNUSED2', 0x10000000], ['UNUSED3', 0x20000000], ['UNUSED4', 0x80000000 | 0],
  ['TRANSLUCENT', 0x80000000 | 0], ['TOUCHY', 0x10000000], ['BOUNCES', 0x20000000], ['FRIEND', 0x40000000],
]);

// Block kinds.
const B_THING = 1, B_FRAME = 2, B_POINTER = 3, B_SOUND = 4, B_AMMO = 5, B_WEAPON = 6, B_SPRITE = 7, B_CHEAT = 8;
const B_MISC = 9, B_STRINGS = 10, B_PARS = 11, B_CODEPTR = 12, B_SPRITES = 13, B_SKIP = 14, B_BAD = 15;
/** BEX's [SOUNDS] and [MUSIC] renames. */
const B_SOUNDS = 20, B_MUSIC = 21;

type ThingField = 'infoDoomednum' | 'infoSpawnState' | 'infoSpawnHealth' | 'infoSeeState' | 'infoSeeSound' | 'infoReactionTime'
  | 'infoAttackSound' | 'infoPainState' | 'infoPainChance' | 'infoPainSound' | 'infoMeleeState' | 'infoMissileState'
  | 'infoDeathState' | 'infoXdeathState' | 'infoDeathSound' | 'infoSpeed' | 'infoRadius' | 'infoHeight' | 'infoMass'
  | 'infoDamage' | 'infoActiveSound' | 'infoFlags' | 'infoRaiseState';

/** Thing fields: DEHACKED's name (lower case) → the column and what its value is (a state, a sound, a number). */
const THING_FIELDS: ReadonlyMap<string, readonly [ThingField, 'state' | 'sound' | 'number' | 'bits']> = new Map([
  ['id #', ['infoDoomednum', 'number']], ['initial frame', ['infoSpawnState', 'state']], ['hit points', ['infoSpawnHealth', 'number']],
  ['first moving frame', ['infoSeeState', 'state']], ['alert sound', ['infoSeeSound', 'sound']],
  ['reaction time', ['infoReactionTime', 'number']], ['attack sound', ['infoAttackSound', 'sound']],
  ['injury frame', ['infoPainState', 'state']], ['pain chance', ['infoPainChance', 'number']], ['pain sound', ['infoPainSound', 'sound']],
  ['close attack frame', ['infoMeleeState', 'state']], ['far attack frame', ['infoMissileState', 'state']],
  ['death frame', ['infoDeathState', 'state']], ['exploding frame', ['infoXdeathState', 'state']],
  ['death sound', ['infoDeathSound', 'sound']], ['speed', ['infoSpeed', 'number']], ['width', ['infoRadius', 'number']],
  ['height', ['infoHeight', 'number']], ['mass', ['infoMass', 'number']], ['missile damage', ['infoDamage', 'number']],
  ['action sound', ['infoActiveSound', 'sound']], ['bits', ['infoFlags', 'bits']], ['respawn frame', ['infoRaiseState', 'state']],
]);

type WeaponField = 'weaponAmmo' | 'weaponUpState' | 'weaponDownState' | 'weaponReadyState' | 'weaponAtkState' | 'weaponFlashState';
/** Weapon fields: DeHackEd's names (its "Deselect" is the raise, its "Select" the lowering). */
const WEAPON_FIELDS: ReadonlyMap<string, WeaponField> = new Map<string, WeaponField>([
  ['ammo type', 'weaponAmmo'], ['deselect frame', 'weaponUpState'], ['select frame', 'weaponDownState'],
  ['bobbing frame', 'weaponReadyState'], ['shooting frame', 'weaponAtkState'], ['firing frame', 'weaponFlashState'],
]);

type MiscNumber = Exclude<keyof MiscDefs, 'speciesInfighting'>;
const MISC_FIELDS: ReadonlyMap<string, MiscNumber> = new Map<string, MiscNumber>([
  ['initial health', 'initialHealth'], ['initial bullets', 'initialBullets'], ['max health', 'maxHealth'],
  ['max armor', 'maxArmor'], ['green armor class', 'greenArmorClass'], ['blue armor class', 'blueArmorClass'],
  ['max soulsphere', 'maxSoulsphere'], ['soulsphere health', 'soulsphereHealth'], ['megasphere health', 'megasphereHealth'],
  ['god mode health', 'godModeHealth'], ['idfa armor', 'idfaArmor'], ['idfa armor class', 'idfaArmorClass'],
  ['idkfa armor', 'idkfaArmor'], ['idkfa armor class', 'idkfaArmorClass'], ['bfg cells/shot', 'bfgCellsPerShot'],
]);

/** Sound block fields: the one DOOM keeps per sound that a patch may set (priority), and the rest read and left. */
const SOUND_KEPT = new Set(['zero 1', 'zero 2', 'zero 3', 'neg. one 1', 'neg. one 2']);
const SOUND_UNSUPPORTED = new Set(['offset', 'zero/one', 'zero 4']);

/** The lines before the first block that DeHackEd writes (accepted, not used). */
const PREAMBLE = /^(patch file for dehacked|doom version\s*=|patch format\s*=|engine version\s*=|data version\s*=)/i;

/** The longest string that replaces one of `len` characters in doom.exe (strings sit on 4-byte boundaries). */
function vanillaMaxLength(len: number): number {
  const withNul = len + 1;
  return withNul + ((4 - (withNul % 4)) % 4) - 1;
}

/** C's atoi (with Boom's hex): the number at the start of `s`, or NaN when there is none. */
export function dehNumber(s: string): number {
  const m = /^\s*([+-]?)(0x[0-9a-f]+|\d+)/i.exec(s);
  if (m === null) return NaN;
  const v = m[2].toLowerCase().startsWith('0x') ? parseInt(m[2].slice(2), 16) : parseInt(m[2], 10);
  return (m[1] === '-' ? -v : v) | 0;
}

/** Bits: a number, or BEX mnemonics joined by +, |, commas or spaces. `bad` collects unknown names. */
export function dehBits(s: string, bad: string[]): number {
  const t = s.trim();
  if (/^[+-]?\d/.test(t)) return dehNumber(t);
  let v = 0;
  for (const word of t.split(/[+|,\s]+/)) {
    if (word === '') continue;
    const bit = BEX_THING_BITS.get(word.toUpperCase().replace(/^MF_/, ''));
    if (bit === undefined) bad.push(word);
    else v |= bit;
  }
  return v | 0;
}

/** The text of a patch: its bytes as Latin-1 characters (DOS patches are not UTF-8). */
export function patchText(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) parts.push(String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 8192))));
  return parts.join('');
}

/** Applies the patch `text` (named `where` in warnings) to `defs`; call defs.finish() after the last patch. */
export function applyDehacked(defs: Defs, text: string, where: string, warnings: string[], options: DehackedOptions = {}): void {
  new Reader(defs, warnings, options).run(text, where, [where], false);
}

class Reader {
  constructor(
    private readonly defs: Defs,
    private readonly warnings: string[],
    private readonly options: DehackedOptions,
  ) {}

  run(text: string, where: string, chain: readonly string[], notext: boolean): void {
    const src = text.replace(/\r\n?/g, '\n');
    const d = this.defs;
    let pos = 0, line = 0, lineStart = 0;
    let block = 0, index = -1;
    let allowLong = false;
    const warn = (problem: string, at = lineStart): void => {
      this.warnings.push(`${where}, line ${at}: ${problem}`);
    };
    /** One line (its number in lineStart); in [STRINGS], with BEX's continued lines and \n escapes. */
    const readLine = (extended: boolean): string | null => {
      if (pos >= src.length) return null;
      line++;
      lineStart = line;
      let out = '';
      let continued = false;
      while (pos < src.length) {
        const c = src[pos++];
        if (extended && c === '\\' && pos < src.length) {
          const n = src[pos];
          if (n === 'n') { pos++; out += '\n'; continue; }
          if (n === '\n') { pos++; line++; continued = true; continue; }
        }
        if (continued && c !== '\n' && /\s/.test(c)) continue; // the next line's indentation
        continued = false;
        if (c === '\n') break;
        if (c !== '\0') out += c;
      }
      return out;
    };
    for (;;) {
      const raw = readLine(block === B_STRINGS);
      if (raw === null) break;
      const ln = raw.replace(/^\s+/, '');
      if (ln.startsWith('#')) {
        if (ln.includes('*allow-long-strings*')) allowLong = true;
        continue;
      }
      if (ln.trim() === '') { block = 0; continue; }
      const eq = ln.indexOf('=');
      // A block header (never an assignment).
      if (eq < 0) {
        let m: RegExpExecArray | null;
        if ((m = /^include\s+(notext\s+)?(\S.*)$/i.exec(ln)) !== null) {
          this.include(m[2].trim(), where, chain, notext || m[1] !== undefined, warn);
          continue;
        }
        if ((m = /^text\s+(\S+)\s+(\S+)/i.exec(ln)) !== null) {
          // The two strings follow the header's line back to back (line breaks count as characters).
          const from = dehNumber(m[1]), to = dehNumber(m[2]);
          block = 0;
          if (!(from >= 0) || !(to >= 0) || from + to > src.length - pos) {
            warn(`Text block "${ln.trim()}" has no strings of those lengths after it`);
            continue;
          }
          const body = src.slice(pos, pos + from + to);
          pos += body.length;
          for (const ch of body) if (ch === '\n') line++;
          const a = body.slice(0, from), b = body.slice(from);
          if (notext) continue;
          if (!allowLong && to > vanillaMaxLength(from)) {
            warn(`Text replacement of ${from} characters by ${to} is longer than DOOM's own allows (applied, as Boom does)`);
          }
          this.text(a, b);
          continue;
        }
        const hdr = /^(thing|frame|pointer|sound|ammo|weapon|sprite|cheat|misc)\b\s*(.*)$/i.exec(ln);
        if (hdr !== null) {
          const kind = hdr[1].toLowerCase(), rest = hdr[2];
          [block, index] = this.header(kind, rest, warn);
          continue;
        }
        const bex = /^\[([a-z]+)\]/i.exec(ln);
        if (bex !== null) {
          const name = bex[1].toUpperCase();
          block = name === 'STRINGS' ? B_STRINGS : name === 'PARS' ? B_PARS : name === 'CODEPTR' ? B_CODEPTR : name === 'SPRITES' ? B_SPRITES
            : name === 'SOUNDS' ? B_SOUNDS : name === 'MUSIC' ? B_MUSIC : B_SKIP;
          if (block === B_SKIP) warn(`BEX [${name}] is not read yet; its lines are skipped`);
          continue;
        }
        if (block === B_PARS) { this.par(ln, warn); continue; }
        if (block === B_SKIP || block === B_BAD) continue;
        if (block === 0) {
          if (!PREAMBLE.test(ln)) warn(`unknown line outside any block: "${ln.trim().slice(0, 60)}"`);
          continue;
        }
        warn(`expected "name = value", got "${ln.trim().slice(0, 60)}"`);
        continue;
      }
      const key = ln.slice(0, eq).trim(), value = ln.slice(eq + 1).trim();
      switch (block) {
        case 0:
          if (!PREAMBLE.test(ln)) warn(`assignment "${key}" outside any block`);
          break;
        case B_THING: this.thing(index, key, value, warn); break;
        case B_FRAME: this.frame(index, key, value, warn); break;
        case B_POINTER: this.pointer(index, key, value, warn); break;
        case B_SOUND: this.sound(index, key, value, warn); break;
        case B_AMMO: this.ammo(index, key, value, warn); break;
        case B_WEAPON: this.weapon(index, key, value, warn); break;
        case B_SPRITE:
          warn(`Sprite block's "${key}" is not supported (nor by Chocolate Doom or Boom): use Text or [SPRITES] to rename a sprite`);
          break;
        case B_CHEAT: this.cheat(key, value, warn); break;
        case B_MISC: this.misc(key, value, warn); break;
        case B_STRINGS:
          if (!notext) d.strings.set(key.toUpperCase(), value);
          break;
        case B_PARS: warn(`[PARS] line "${ln.trim().slice(0, 60)}" is not "par [episode] map seconds"`); break;
        case B_CODEPTR: this.codeptr(key, value, warn); break;
        case B_SPRITES: this.spriteRename(key, value, warn); break;
        case B_SOUNDS: this.soundRename(key, value, warn); break;
        case B_MUSIC: this.musicRename(key, value, warn); break;
        default: break; // B_SKIP, B_BAD: the rest of a block already warned about
      }
    }
  }

  /** A block's first line: its kind and number, or B_BAD (warned) when the number is wrong. */
  private header(kind: string, rest: string, warn: (p: string) => void): [number, number] {
    const d = this.defs;
    const n = dehNumber(rest);
    const inRange = (lo: number, hi: number, what: string): boolean => {
      if (n >= lo && n <= hi) return true;
      warn(Number.isNaN(n) ? `${what} block without a number` : `${what} ${n} is out of range ${lo}..${hi}; the block is skipped`);
      return false;
    };
    switch (kind) {
      // DSDHacked: a Thing, Frame or Sound beyond DOOM's is created (up to the limits of mbf21-defs.ts).
      case 'thing':
        if (!inRange(1, MAX_DEH_TYPES, 'Thing')) return [B_BAD, -1];
        d.ensureTypes(n);
        return [B_THING, n - 1];
      case 'frame':
        if (!inRange(0, MAX_DEH_STATES - 1, 'Frame')) return [B_BAD, -1];
        d.ensureStates(n + 1);
        return [B_FRAME, n];
      case 'pointer': {
        const m = /\(\s*\S+\s+(\S+?)\s*\)/.exec(rest);
        const f = m !== null ? dehNumber(m[1]) : NaN;
        if (!(f >= 0 && f < MAX_DEH_STATES)) {
          warn(m === null ? 'Pointer block without "(Frame N)"' : `Pointer's frame ${m[1]} is out of range 0..${MAX_DEH_STATES - 1}; the block is skipped`);
          return [B_BAD, -1];
        }
        d.ensureStates(f + 1);
        return [B_POINTER, f];
      }
      case 'sound':
        if (!inRange(0, MAX_DEH_SOUNDS - 1, 'Sound')) return [B_BAD, -1];
        d.ensureSounds(n + 1);
        return [B_SOUND, n];
      case 'ammo': return inRange(0, NUMAMMO - 1, 'Ammo') ? [B_AMMO, n] : [B_BAD, -1];
      case 'weapon': return inRange(0, NUMWEAPONS - 1, 'Weapon') ? [B_WEAPON, n] : [B_BAD, -1];
      case 'sprite': return inRange(0, d.spriteNames.length - 1, 'Sprite') ? [B_SPRITE, n] : [B_BAD, -1];
      case 'cheat': return [B_CHEAT, 0];
      default: return [B_MISC, 0];
    }
  }

  private number(value: string, what: string, warn: (p: string) => void): number | null {
    const v = dehNumber(value);
    if (Number.isNaN(v)) {
      warn(`${what}: "${value.slice(0, 40)}" is not a number`);
      return null;
    }
    return v;
  }

  private stateNumber(value: string, what: string, warn: (p: string) => void): number | null {
    const v = this.number(value, what, warn);
    if (v === null) return null;
    if (v < 0 || v >= MAX_DEH_STATES) {
      warn(`${what}: frame ${v} is out of range 0..${MAX_DEH_STATES - 1}`);
      return null;
    }
    this.defs.ensureStates(v + 1); // DSDHacked: a frame named is a frame
    return v;
  }

  private soundNumber(value: string, what: string, warn: (p: string) => void): number | null {
    const v = this.number(value, what, warn);
    if (v === null) return null;
    if (v < 0 || v >= MAX_DEH_SOUNDS) {
      warn(`${what}: sound ${v} is out of range 0..${MAX_DEH_SOUNDS - 1}`);
      return null;
    }
    this.defs.ensureSounds(v + 1);
    return v;
  }

  /** MBF21's thing fields (mbf21-defs.ts); false when `k` is none of them. */
  private thing21(t: number, k: string, key: string, value: string, warn: (p: string) => void): boolean {
    const d = this.defs, what = `Thing ${t + 1} "${key}"`;
    switch (k) {
      case 'mbf21 bits': {
        const bad: string[] = [];
        const v = mbf21Bits(value, MF2_NAMES, bad);
        if (bad.length > 0) warn(`${what}: unknown MBF21 flag${bad.length > 1 ? 's' : ''} ${bad.join(', ')} (the others are set)`);
        if (v & ~MF2_ALL) warn(`${what}: bits 0x${(v & ~MF2_ALL >>> 0).toString(16)} are none of MBF21's (ignored)`);
        d.infoFlags2[t] = v & MF2_ALL;
        return true;
      }
      case 'rip sound': { const v = this.soundNumber(value, what, warn); if (v !== null) d.infoRipSound[t] = v; return true; }
      case 'dropped item': {
        const v = this.number(value, what, warn);
        if (v === null) return true;
        if (v < 0 || v > MAX_DEH_TYPES) { warn(`${what}: thing ${v} is out of range 0..${MAX_DEH_TYPES}`); return true; }
        if (v > 0) d.ensureTypes(v);
        d.infoDroppedItem[t] = v - 1; // 0: nothing
        return true;
      }
      case 'fast speed': case 'melee range': case 'infighting group': case 'projectile group': case 'splash group': break;
      default: return false;
    }
    const v = this.number(value, what, warn);
    if (v === null) return true;
    switch (k) {
      case 'fast speed': d.infoFastSpeed[t] = v; break;
      case 'melee range': d.infoMeleeRange[t] = v; break;
      // A patch's groups count from after the engine's own (MBF21: infighting and splash from 1,
      // projectile from 2, the barons' 1); a negative projectile group hurts its own kind.
      case 'infighting group':
        if (v < 0) warn(`${what}: groups are 0 or more`); else d.infoInfightingGroup[t] = v + 1;
        break;
      case 'splash group':
        if (v < 0) warn(`${what}: groups are 0 or more`); else d.infoSplashGroup[t] = v + 1;
        break;
      default: d.infoProjectileGroup[t] = v < 0 ? PG_GROUPLESS : v + 2;
    }
    return true;
  }

  private thing(t: number, key: string, value: string, warn: (p: string) => void): void {
    const d = this.defs;
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    const f = THING_FIELDS.get(k);
    const what = `Thing ${t + 1} "${key}"`;
    if (f === undefined) {
      if (!this.thing21(t, k, key, value, warn)) warn(`Thing ${t + 1} has no field "${key}"`);
      return;
    }
    const [col, kind] = f;
    let v: number | null;
    if (kind === 'bits') {
      const bad: string[] = [];
      v = dehBits(value, bad);
      d.infoBitsSet[t] = 1;
      if (bad.length > 0) warn(`${what}: unknown flag${bad.length > 1 ? 's' : ''} ${bad.join(', ')} (the others are set)`);
    } else if (kind === 'state') {
      v = this.stateNumber(value, what, warn);
    } else {
      v = kind === 'sound' ? this.soundNumber(value, what, warn) : this.number(value, what, warn);
    }
    if (v !== null) d[col][t] = v;
  }

  private frame(s: number, key: string, value: string, warn: (p: string) => void): void {
    const d = this.defs;
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    const what = `Frame ${s} "${key}"`;
    if (k === 'codep frame') {
      warn(`${what} is not read in a Frame block (Chocolate Doom neither): use a Pointer block or [CODEPTR]`);
      return;
    }
    if (k === 'next frame') {
      const v = this.stateNumber(value, what, warn);
      if (v !== null) d.stateNext[s] = v;
      return;
    }
    if (k === 'mbf21 bits') {
      const bad: string[] = [];
      const v = mbf21Bits(value, STATEF_NAMES, bad);
      if (bad.length > 0) warn(`${what}: unknown MBF21 frame flag${bad.length > 1 ? 's' : ''} ${bad.join(', ')}`);
      d.stateFlags[s] = v & STATEF_ALL;
      return;
    }
    const arg = /^args([1-8])$/.exec(k);
    if (arg !== null) {
      const v = this.number(value, what, warn);
      if (v === null) return;
      const a = Number(arg[1]) - 1;
      d.stateArgs[s * STATE_ARGS + a] = v;
      d.stateArgsSet[s] |= 1 << a;
      return;
    }
    const v = this.number(value, what, warn);
    if (v === null) return;
    switch (k) {
      case 'sprite number':
        // DEHEXTRA/DSDHacked: sprites beyond DOOM's are named by a [SPRITES] block or a Text one.
        if (v < 0 || v >= MAX_DEH_SPRITES) warn(`${what}: sprite ${v} is out of range 0..${MAX_DEH_SPRITES - 1}`);
        else { d.ensureSprites(v + 1); d.stateSprite[s] = v; }
        return;
      case 'sprite subnumber':
        // The full-bright bit rides on the frame number, as in DOOM's state table.
        d.stateFrame[s] = v & 0x7fff;
        d.stateBright[s] = v & 0x8000 ? 1 : 0;
        return;
      case 'duration': d.stateTics[s] = v; return;
      case 'unknown 1': d.stateMisc1[s] = v; return;
      case 'unknown 2': d.stateMisc2[s] = v; return;
      default: warn(`Frame ${s} has no field "${key}"`);
    }
  }

  /** Pointer N (Frame M): "Codep Frame = X" gives frame M the action frame X had in DOOM's own table. */
  private pointer(s: number, key: string, value: string, warn: (p: string) => void): void {
    if (key.toLowerCase().replace(/\s+/g, ' ') !== 'codep frame') { warn(`Pointer block has no field "${key}"`); return; }
    const v = this.number(value, `Pointer (Frame ${s}) "${key}"`, warn);
    if (v === null) return;
    if (v < 0 || v >= STATE_COUNT) { warn(`Pointer (Frame ${s}): frame ${v} is out of range 0..${STATE_COUNT - 1}`); return; }
    this.defs.stateAction[s] = BASE_STATE_POINTER[v];
  }

  private sound(n: number, key: string, value: string, warn: (p: string) => void): void {
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    if (SOUND_UNSUPPORTED.has(k)) { warn(`Sound ${n} "${key}" is not supported (nor by Chocolate Doom)`); return; }
    const v = this.number(value, `Sound ${n} "${key}"`, warn);
    if (v === null) return;
    if (k === 'value') this.defs.soundPriority[n] = v;
    else if (!SOUND_KEPT.has(k)) warn(`Sound ${n} has no field "${key}"`);
  }

  private ammo(n: number, key: string, value: string, warn: (p: string) => void): void {
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    if (k !== 'max ammo' && k !== 'per ammo') { warn(`Ammo ${n} has no field "${key}"`); return; }
    const v = this.number(value, `Ammo ${n} "${key}"`, warn);
    if (v === null) return;
    (k === 'max ammo' ? this.defs.maxAmmo : this.defs.clipAmmo)[n] = v;
  }

  private weapon(n: number, key: string, value: string, warn: (p: string) => void): void {
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    const col = WEAPON_FIELDS.get(k);
    const what = `Weapon ${n} "${key}"`;
    if (k === 'ammo per shot') {
      const v = this.number(value, what, warn);
      if (v === null) return;
      if (v < 0) { warn(`${what}: ${v} is negative`); return; }
      this.defs.weaponAmmoPerShot[n] = v;
      this.defs.weaponAmmoPerShotSet[n] = 1;
      return;
    }
    if (k === 'mbf21 bits') {
      const bad: string[] = [];
      const v = mbf21Bits(value, WPF_NAMES, bad);
      if (bad.length > 0) warn(`${what}: unknown MBF21 weapon flag${bad.length > 1 ? 's' : ''} ${bad.join(', ')} (the others are set)`);
      this.defs.weaponFlags[n] = v & WPF_ALL;
      return;
    }
    if (col === undefined) { warn(`Weapon ${n} has no field "${key}"`); return; }
    if (col === 'weaponAmmo') {
      const v = this.number(value, what, warn);
      // 0..3 (clip, shell, cell, missile) or 5 (am_noammo); 4 is DOOM's count of types, no type.
      if (v !== null && !((v >= 0 && v <= 3) || v === 5)) warn(`${what}: ammo type ${v} is none of 0..3 or 5 (no ammo)`);
      else if (v !== null) this.defs.weaponAmmo[n] = v;
      return;
    }
    const v = this.stateNumber(value, what, warn);
    if (v !== null) this.defs[col][n] = v;
  }

  private cheat(key: string, value: string, warn: (p: string) => void): void {
    const name = [...this.defs.cheats.keys()].find((k) => k.toLowerCase() === key.toLowerCase());
    if (name === undefined) { warn(`unknown cheat "${key}"`); return; }
    // DeHackEd ends a sequence with 0xff.
    const end = value.indexOf('\xff');
    this.defs.cheats.set(name, end < 0 ? value : value.slice(0, end));
  }

  private misc(key: string, value: string, warn: (p: string) => void): void {
    const k = key.toLowerCase().replace(/\s+/g, ' ');
    const v = this.number(value, `Misc "${key}"`, warn);
    if (v === null) return;
    if (k === 'monsters infight') {
      // DeHackEd's odd values: 202 off, 221 on.
      if (v === 202) this.defs.misc.speciesInfighting = false;
      else if (v === 221) this.defs.misc.speciesInfighting = true;
      else warn(`Misc "${key}": ${v} is neither 202 (off) nor 221 (on)`);
      return;
    }
    const f = MISC_FIELDS.get(k);
    if (f === undefined) { warn(`Misc has no field "${key}"`); return; }
    this.defs.misc[f] = v;
  }

  private par(ln: string, warn: (p: string) => void): void {
    const body = ln.replace(/#.*$/, '').trim();
    const m = /^par\s+(\S+)\s+(\S+)(?:\s+(\S+))?\s*$/i.exec(body);
    const nums = m === null ? [] : [m[1], m[2], m[3]].filter((x) => x !== undefined).map(dehNumber);
    if (m === null || nums.some((x) => Number.isNaN(x))) { warn(`[PARS] line "${body.slice(0, 60)}" is not "par [episode] map seconds"`); return; }
    if (nums.length === 3) {
      const [e, map, t] = nums;
      if (e < 1 || e > 3 || map < 1 || map > 9) { warn(`[PARS]: E${e}M${map} has no par time (episodes 1..3, maps 1..9)`); return; }
      this.defs.pars[e * 10 + map] = t;
    } else {
      const [map, t] = nums;
      if (map < 1 || map > 32) { warn(`[PARS]: MAP${map} has no par time (maps 1..32)`); return; }
      this.defs.cpars[map - 1] = t;
    }
  }

  private codeptr(key: string, value: string, warn: (p: string) => void): void {
    const m = /^frame\s+(\S+)$/i.exec(key);
    const s = m !== null ? dehNumber(m[1]) : NaN;
    if (m === null || Number.isNaN(s)) { warn(`[CODEPTR] line must be "FRAME n = name", got "${key} = ${value}"`); return; }
    if (s < 0 || s >= MAX_DEH_STATES) { warn(`[CODEPTR]: frame ${s} is out of range 0..${MAX_DEH_STATES - 1}`); return; }
    this.defs.ensureStates(s + 1);
    const name = value.split(/\s+/)[0] ?? '';
    const a = codePointerIndex(name);
    if (a < 0) { warn(`[CODEPTR]: unknown code pointer "${name}" for frame ${s}`); return; }
    this.defs.stateAction[s] = a;
  }

  /** [SPRITES] OLD = NEW: DOOM's sprite OLD is drawn from NEW's lumps. */
  private spriteRename(key: string, value: string, warn: (p: string) => void): void {
    // DSDHacked: a sprite number names (or creates) the sprite of that number.
    const num = /^\d+$/.test(key.trim()) ? dehNumber(key) : -1;
    if (num >= MAX_DEH_SPRITES) { warn(`[SPRITES]: sprite ${num} is out of range 0..${MAX_DEH_SPRITES - 1}`); return; }
    if (num >= 0) this.defs.ensureSprites(num + 1);
    const i = num >= 0 ? num : SPRITE_NAMES.indexOf(key.toUpperCase());
    if (i < 0) { warn(`[SPRITES]: DOOM has no sprite "${key}"`); return; }
    if (!/^[A-Za-z0-9_[\]\\-]{4}$/.test(value)) { warn(`[SPRITES]: "${value}" is not a 4-character sprite name`); return; }
    this.defs.spriteNames[i] = value.toUpperCase();
  }

  /** BEX [SOUNDS] OLD = NEW (or DSDHacked's N = NEW): the sound is played from NEW's lump (DSNEW). */
  private soundRename(key: string, value: string, warn: (p: string) => void): void {
    const d = this.defs;
    const num = /^\d+$/.test(key.trim()) ? dehNumber(key) : -1;
    if (num >= MAX_DEH_SOUNDS) { warn(`[SOUNDS]: sound ${num} is out of range 0..${MAX_DEH_SOUNDS - 1}`); return; }
    if (num >= 0) d.ensureSounds(num + 1);
    const i = num >= 0 ? num : SFX_NAMES.indexOf(key.toLowerCase());
    if (i <= 0) { warn(`[SOUNDS]: DOOM has no sound "${key}"`); return; }
    if (!/^[A-Za-z0-9_[\]\\-]{1,6}$/.test(value)) { warn(`[SOUNDS]: "${value}" is not a sound name of 1 to 6 characters (its lump is DS + the name)`); return; }
    d.soundNames[i] = value.toLowerCase();
  }

  /** [MUSIC] OLD = NEW: DOOM's song OLD plays lump D_NEW. */
  private musicRename(key: string, value: string, warn: (p: string) => void): void {
    const old = key.toUpperCase();
    if (!MUSIC_NAMES.includes(old)) { warn(`[MUSIC]: DOOM has no song "${key}"`); return; }
    if (!/^[A-Za-z0-9_[\]\\-]{1,6}$/.test(value)) { warn(`[MUSIC]: "${value}" is not a song name of 1 to 6 characters (its lump is D_ + the name)`); return; }
    this.defs.musicNames.set(old, value.toUpperCase());
  }

  /** A Text block: the string everywhere DOOM shows it, and a sprite, sound or song name of that spelling. */
  private text(from: string, to: string): void {
    const d = this.defs;
    d.texts.set(from, to);
    if (from.length === 4 && to.length === 4) {
      const i = d.spriteNames.indexOf(from.toUpperCase());
      if (i >= 0) d.spriteNames[i] = to.toUpperCase();
    }
    if (from.length <= 6 && to.length <= 6) {
      const i = SFX_NAMES.indexOf(from.toLowerCase());
      if (i > 0) d.soundNames[i] = to.toLowerCase();
      if (MUSIC_NAMES.includes(from.toUpperCase())) d.musicNames.set(from.toUpperCase(), to.toUpperCase());
    }
  }

  private include(name: string, where: string, chain: readonly string[], notext: boolean, warn: (p: string) => void): void {
    if (chain.length > MAX_INCLUDE_DEPTH) { warn(`INCLUDE ${name}: more than ${MAX_INCLUDE_DEPTH} patches deep; not followed`); return; }
    const found = this.options.include?.(name, where) ?? null;
    if (found === null) { warn(`INCLUDE ${name}: no such lump or file`); return; }
    if (chain.includes(found.name)) { warn(`INCLUDE ${name}: ${found.name} includes itself (through ${chain.join(' → ')}); not followed`); return; }
    this.run(found.text, found.name, [...chain, found.name], notext);
  }
}
