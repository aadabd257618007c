// DOOM's cheats as m_cheat and st_stuff have them: each sequence reads the typed keys on its own
// (cht_CheckCheat: a wrong key sends it back to its start without looking at that key again; the
// parameter characters of idmus and idclev are taken as they come), and ST_Responder's order of
// checks decides which one acts (god, idfa, idkfa, idmus and noclip exclude one another, as do
// idbehold's menu, idchoppers and idmypos; the six idbehold letters and idclev are checked on their
// own). Only in a level, never on Nightmare (but idclev), and the automap's iddt only while the
// automap is shown. The sequences come from the stack's Defs (a DEHACKED Cheat block may change
// them), the messages from its strings; noclip is idspispopd in DOOM and idclip in DOOM II.
// Effects act on the player between tics, as DOOM's responders do; what the page must do itself
// (change the music, warp, cycle the automap) comes back in the result.
import type { Defs } from '../defs/defs.js';
import { DOOM_CHEATS } from '../defs/defs.js';
import type { PlayerState } from '../sim/index.js';
import { CF_GODMODE, CF_NOCLIP, NUMAMMO, NUMCARDS, NUMWEAPONS, PW_INVULNERABILITY, PW_STRENGTH, WP_CHAINSAW } from '../sim/index.js';
import { givePower } from '../sim/index.js';
import { MUSIC_NAMES } from '../defs/doom/music.js';
import type { FrontStrings } from './front-strings.js';

/** One cheat sequence and how far it has been typed (DOOM's cheatseq_t). */
export class CheatSequence {
  charsRead = 0;
  paramRead = 0;
  readonly param: string[] = [];

  constructor(readonly sequence: string, readonly paramChars = 0) {}

  /** cht_CheckCheat: feeds one key; true when the whole sequence (and its parameters) was typed. */
  check(key: string): boolean {
    const seq = this.sequence;
    if (seq.length === 0) return false;
    if (this.charsRead < seq.length) {
      if (key === seq[this.charsRead]) this.charsRead++;
      else this.charsRead = 0;
      this.paramRead = 0;
    } else if (this.paramRead < this.paramChars) {
      this.param[this.paramRead++] = key;
    }
    if (this.charsRead >= seq.length && this.paramRead >= this.paramChars) {
      this.charsRead = 0;
      this.paramRead = 0;
      return true;
    }
    return false;
  }

  /** Part of the sequence (or its parameters) has been typed. */
  get typing(): boolean {
    return this.charsRead > 0 || this.paramRead > 0;
  }
}

/** What the game a cheat acts on is (the page's level, or a test's). */
export interface CheatGame {
  readonly player: PlayerState;
  readonly leveltime: number;
  /** DOOM II's maps (MAPxx): idclip, idmus's two-digit numbers, idclev's MAPxx. */
  readonly commercial: boolean;
  /** DOOM's gamemode for idclev's limits: 'shareware' (E1), 'registered' (E1-E3), 'retail' (E1-E4), 'commercial'. */
  readonly gamemode: 'shareware' | 'registered' | 'retail' | 'commercial';
  /** Skill 5: DOOM allows no cheats but idclev. */
  readonly nightmare: boolean;
  readonly automapActive: boolean;
  /** Whether the WAD stack has the map (idclev to a map it lacks does nothing, as for an out-of-range one). */
  hasMap(name: string): boolean;
}

/** What a key did: '' fields when nothing. Reused by each call. */
export class CheatResult {
  /** The cheat that acted ('' none): its DEHACKED name, e.g. 'God mode'. */
  cheat = '';
  /** The message given to the player ('' none). */
  message = '';
  /** idmus: the music lump to play now ('' none). */
  music = '';
  /** idclev: the map to start (same skill) ('' none). */
  warp = '';
  /** iddt: the automap's cheat level moved on (0 → 1 → 2 → 0). */
  automap = false;

  clear(): void {
    this.cheat = ''; this.message = ''; this.music = ''; this.warp = ''; this.automap = false;
  }
}

const POWER_NAMES = ['Invincibility', 'Berserk', 'Invisibility', 'Radiation Suit', 'Auto-map', 'Lite-Amp Goggles'];

export class Cheats {
  private readonly seq = new Map<string, CheatSequence>();
  private readonly powers: CheatSequence[];
  /** The automap's iddt state (am_map's `cheating`): 0 normal, 1 every line, 2 every line and the things. */
  automapLevel = 0;
  readonly result = new CheatResult();
  /** The stack's Misc numbers (god mode's health, idfa's and idkfa's armour), DOOM's own when none. */
  misc: Defs['misc'] | null;

  constructor(defs: Defs | null, private readonly strings: FrontStrings) {
    const names = defs ? defs.cheats : DOOM_CHEATS;
    for (const [name, value] of DOOM_CHEATS) {
      const s = names.get(name) ?? value;
      this.seq.set(name, new CheatSequence(s.toLowerCase(), name === 'Change music' || name === 'Level Warp' ? 2 : 0));
    }
    this.powers = POWER_NAMES.map((n) => this.seq.get(n)!);
    this.misc = defs ? defs.misc : null;
  }

  private s(name: string): CheatSequence {
    return this.seq.get(name)!;
  }

  /** Some cheat is part-way typed past its first key (the page's own letters must keep out of the way). */
  get typing(): boolean {
    for (const c of this.seq.values()) if (c.charsRead > 1 || c.paramRead > 0) return true;
    return false;
  }

  /**
   * One key pressed in a level (a character: letters are taken in lower case, as DOOM's key codes
   * are). Returns the result (also `this.result`).
   */
  key(ch: string, g: CheatGame): CheatResult {
    const r = this.result;
    r.clear();
    if (ch.length !== 1) return r;
    const key = ch.toLowerCase();
    const p = g.player;
    if (!g.nightmare) {
      if (this.s('God mode').check(key)) {
        p.cheats ^= CF_GODMODE;
        if (p.cheats & CF_GODMODE) {
          if (p.mo) p.mo.health = 100;
          p.health = defsMisc(this, 'godModeHealth');
          this.say(r, g, 'God mode', this.strings.STSTR_DQDON);
        } else this.say(r, g, 'God mode', this.strings.STSTR_DQDOFF);
      } else if (this.s('Ammo').check(key)) {
        p.armorpoints = defsMisc(this, 'idfaArmor');
        p.armortype = defsMisc(this, 'idfaArmorClass');
        this.arsenal(p);
        this.say(r, g, 'Ammo', this.strings.STSTR_FAADDED);
      } else if (this.s('Ammo & Keys').check(key)) {
        p.armorpoints = defsMisc(this, 'idkfaArmor');
        p.armortype = defsMisc(this, 'idkfaArmorClass');
        this.arsenal(p);
        for (let i = 0; i < NUMCARDS; i++) p.cards[i] = 1;
        this.say(r, g, 'Ammo & Keys', this.strings.STSTR_KFAADDED);
      } else if (this.s('Change music').check(key)) {
        this.music(r, g, this.s('Change music').param);
      } else if ((!g.commercial && this.s('No Clipping 1').check(key)) || (g.commercial && this.s('No Clipping 2').check(key))) {
        p.cheats ^= CF_NOCLIP;
        this.say(r, g, g.commercial ? 'No Clipping 2' : 'No Clipping 1', p.cheats & CF_NOCLIP ? this.strings.STSTR_NCON : this.strings.STSTR_NCOFF);
      }
      for (let i = 0; i < this.powers.length; i++) {
        if (!this.powers[i].check(key)) continue;
        if (!p.powers[i]) givePower(p, i);
        else if (i !== PW_STRENGTH) p.powers[i] = 1;
        else p.powers[i] = 0;
        this.say(r, g, POWER_NAMES[i], this.strings.STSTR_BEHOLDX);
      }
      if (this.s('BEHOLD menu').check(key)) {
        this.say(r, g, 'BEHOLD menu', this.strings.STSTR_BEHOLD);
      } else if (this.s('Chainsaw').check(key)) {
        p.weaponowned[WP_CHAINSAW] = 1;
        p.powers[PW_INVULNERABILITY] = 1;
        this.say(r, g, 'Chainsaw', this.strings.STSTR_CHOPPERS);
      } else if (this.s('Player Position').check(key)) {
        const mo = p.mo;
        const hex = (v: number) => (v >>> 0).toString(16);
        this.say(r, g, 'Player Position', mo ? `ang=0x${hex(mo.angle)};x,y=(0x${hex(mo.x)},0x${hex(mo.y)})` : '');
      }
    }
    if (this.s('Level Warp').check(key)) this.warp(r, g, this.s('Level Warp').param);
    // AM_Responder, after ST_Responder: iddt while the automap is up.
    if (g.automapActive && this.s('Map cheat').check(key)) {
      this.automapLevel = (this.automapLevel + 1) % 3;
      r.automap = true;
      if (r.cheat === '') r.cheat = 'Map cheat';
    }
    return r;
  }

  /** idfa's and idkfa's weapons and ammo (every weapon, the super shotgun too, as DOOM gives it). */
  private arsenal(p: PlayerState): void {
    for (let i = 0; i < NUMWEAPONS; i++) p.weaponowned[i] = 1;
    for (let i = 0; i < NUMAMMO; i++) p.ammo[i] = p.maxammo[i];
  }

  private say(r: CheatResult, g: CheatGame, cheat: string, message: string): void {
    r.cheat = cheat;
    r.message = message;
    g.player.message = message;
    g.player.messageTic = g.leveltime;
  }

  /** idmus: DOOM II's two digits 01..35 from D_RUNNIN on; DOOM's episode and map digits, 32 songs from D_E1M1. */
  private music(r: CheatResult, g: CheatGame, param: readonly string[]): void {
    this.say(r, g, 'Change music', this.strings.STSTR_MUS);
    const a = param[0].charCodeAt(0) - 48, b = param[1].charCodeAt(0) - 48;
    const digits = a >= 0 && a <= 9 && b >= 0 && b <= 9;
    let index = -1;
    if (g.commercial) {
      const n = a * 10 + b;
      if (digits && n <= 35) index = MUSIC_NAMES.indexOf('RUNNIN') + n - 1;
    } else {
      const n = (a - 1) * 9 + (b - 1);
      if (digits && n >= 0 && n <= 31) index = n;
    }
    if (index < 0) { this.say(r, g, 'Change music', this.strings.STSTR_NOMUS); return; }
    r.music = `D_${MUSIC_NAMES[index]}`;
  }

  /** idclev: DOOM's limits per game mode; a map the stack lacks is refused the same way. */
  private warp(r: CheatResult, g: CheatGame, param: readonly string[]): void {
    const a = param[0].charCodeAt(0) - 48, b = param[1].charCodeAt(0) - 48;
    let epsd: number, map: number;
    if (g.commercial) { epsd = 1; map = a * 10 + b; } else { epsd = a; map = b; }
    if (!(a >= 0 && a <= 9 && b >= 0 && b <= 9) || epsd < 1 || map < 1) return;
    if (g.gamemode === 'retail' && (epsd > 4 || map > 9)) return;
    if (g.gamemode === 'registered' && (epsd > 3 || map > 9)) return;
    if (g.gamemode === 'shareware' && (epsd > 1 || map > 9)) return;
    if (g.gamemode === 'commercial' && (epsd > 1 || map > 40)) return;
    const name = g.commercial ? `MAP${String(map).padStart(2, '0')}` : `E${epsd}M${map}`;
    if (!g.hasMap(name)) return;
    this.say(r, g, 'Level Warp', this.strings.STSTR_CLEV);
    r.warp = name;
  }

}

const DOOM_MISC_CHEATS = { godModeHealth: 100, idfaArmor: 200, idfaArmorClass: 2, idkfaArmor: 200, idkfaArmorClass: 2 };

function defsMisc(c: Cheats, key: keyof typeof DOOM_MISC_CHEATS): number {
  return c.misc ? c.misc[key] : DOOM_MISC_CHEATS[key];
}
