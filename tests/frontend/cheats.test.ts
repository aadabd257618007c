// DOOM's cheats (m_cheat's sequences, st_stuff's effects and messages) on a Freedoom level's player:
// each one's effect and message, the sequence rule (a wrong key starts it over without counting
// that key), Nightmare refusing all but idclev, idspispopd in DOOM and idclip in DOOM II, idmus's
// and idclev's two digits, iddt only on the automap, and a DEHACKED Cheat block's own sequence.
import { beforeAll, describe, expect, it } from 'vitest';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { loadStack } from '../../tools/load.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { Cheats, CheatSequence, type CheatGame } from '../../src/frontend/cheats.js';
import { frontStrings } from '../../src/frontend/front-strings.js';
import { Defs } from '../../src/defs/defs.js';
import { CF_GODMODE, CF_NOCLIP, PW_ALLMAP, PW_INVULNERABILITY, PW_STRENGTH, WP_CHAINSAW } from '../../src/sim/index.js';
import type { WadStack } from '../../src/wad/wad-stack.js';

function type(c: Cheats, text: string, g: CheatGame): string[] {
  const msgs: string[] = [];
  for (const ch of text) { const r = c.key(ch, g); if (r.message) msgs.push(r.message); }
  return msgs;
}

describe('cht_CheckCheat', () => {
  it('counts keys in order, starts over on a wrong key without counting it, then takes parameters', () => {
    const s = new CheatSequence('iddqd');
    expect([...'iddq'].map((k) => s.check(k))).toEqual([false, false, false, false]);
    expect(s.check('d')).toBe(true);
    // "iiddqd": the second i is wrong for "d" and is not taken as a new start.
    expect([...'iiddqd'].some((k) => s.check(k))).toBe(false);
    const p = new CheatSequence('idclev', 2);
    expect([...'idclev1'].some((k) => p.check(k))).toBe(false);
    expect(p.check('3')).toBe(true);
    expect(p.param).toEqual(['1', '3']);
  });
});

describe.skipIf(!haveFreedoom)(`the cheats on Freedoom's E1M1${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  let stack: WadStack;
  let ps: Playsim;
  let cheats: Cheats;
  let g: CheatGame & { automapActive: boolean; nightmare: boolean; commercial: boolean };
  beforeAll(() => {
    stack = loadStack(FREEDOOM1, []);
  });
  const fresh = (): void => {
    ps = new Playsim(loadWorld(stack, 'E1M1', { skill: 3 }), { skill: 3 });
    cheats = new Cheats(null, frontStrings(null));
    const maps = new Set(stack.maps.map((m) => m.name));
    g = {
      get player() { return ps.player; }, get leveltime() { return ps.leveltime; },
      commercial: false, gamemode: 'retail', nightmare: false, automapActive: false, hasMap: (m) => maps.has(m),
    };
  };

  it('iddqd: god mode on (health 100, the message), and off again', () => {
    fresh();
    ps.player.health = 37;
    expect(type(cheats, 'iddqd', g)).toEqual(['Degreelessness Mode On']);
    expect(ps.player.cheats & CF_GODMODE).toBe(CF_GODMODE);
    expect(ps.player.health).toBe(100);
    expect(ps.player.mo!.health).toBe(100);
    expect(ps.player.message).toBe('Degreelessness Mode On');
    expect(type(cheats, 'iddqd', g)).toEqual(['Degreelessness Mode Off']);
    expect(ps.player.cheats & CF_GODMODE).toBe(0);
  });

  it('idfa: every weapon (the super shotgun too), full ammo, 200 blue armour, no keys; idkfa: the keys too', () => {
    fresh();
    const p = ps.player;
    expect(type(cheats, 'idfa', g)).toEqual(['Ammo (no keys) Added']);
    expect(Array.from(p.weaponowned)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(Array.from(p.ammo)).toEqual(Array.from(p.maxammo));
    expect([p.armorpoints, p.armortype]).toEqual([200, 2]);
    expect(Array.from(p.cards)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(type(cheats, 'idkfa', g)).toEqual(['Very Happy Ammo Added']);
    expect(Array.from(p.cards)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('idspispopd toggles noclip in DOOM; idclip does nothing there (DOOM II\'s)', () => {
    fresh();
    expect(type(cheats, 'idclip', g)).toEqual([]);
    expect(type(cheats, 'idspispopd', g)).toEqual(['No Clipping Mode ON']);
    expect(ps.player.cheats & CF_NOCLIP).toBe(CF_NOCLIP);
    expect(type(cheats, 'idspispopd', g)).toEqual(['No Clipping Mode OFF']);
    g.commercial = true;
    expect(type(cheats, 'idclip', g)).toEqual(['No Clipping Mode ON']);
  });

  it('idbehold: the menu line; idbeholdv, s, a toggle their powers', () => {
    fresh();
    const p = ps.player;
    expect(type(cheats, 'idbehold', g)).toEqual(['inVuln, Str, Inviso, Rad, Allmap, or Lite-amp']);
    // DOOM's sequences run side by side: after "idbehold", idbeholdi waits for its "i", so the
    // next "idbeholdv" toggles invisibility at its first key, and shows the menu line again.
    expect(type(cheats, 'idbeholdv', g)).toEqual(['Power-up Toggled', 'inVuln, Str, Inviso, Rad, Allmap, or Lite-amp']);
    expect(p.powers[2]).toBe(60 * 35);
    expect(p.powers[PW_INVULNERABILITY]).toBe(0);
    cheats = new Cheats(null, frontStrings(null));
    // Typed alone, idbehold's own line shows as its last d is typed, then the letter toggles.
    expect(type(cheats, 'idbeholdv', g)).toEqual(['inVuln, Str, Inviso, Rad, Allmap, or Lite-amp', 'Power-up Toggled']);
    expect(p.powers[PW_INVULNERABILITY]).toBe(30 * 35);
    type(cheats, 'idbeholdv', g);
    expect(p.powers[PW_INVULNERABILITY]).toBe(1); // runs out on the next tic
    type(cheats, 'idbeholds', g);
    expect(p.powers[PW_STRENGTH]).toBe(1);
    type(cheats, 'idbeholds', g);
    expect(p.powers[PW_STRENGTH]).toBe(0);
    type(cheats, 'idbeholda', g);
    expect(p.powers[PW_ALLMAP]).toBe(1);
  });

  it('idchoppers: the chainsaw and a tic of invulnerability; idmypos: the angle and position in hex', () => {
    fresh();
    const p = ps.player;
    expect(type(cheats, 'idchoppers', g)).toEqual(['... doesn\'t suck - GM']);
    expect(p.weaponowned[WP_CHAINSAW]).toBe(1);
    expect(p.powers[PW_INVULNERABILITY]).toBe(1);
    const mo = p.mo!;
    const [msg] = type(cheats, 'idmypos', g);
    expect(msg).toBe(`ang=0x${(mo.angle >>> 0).toString(16)};x,y=(0x${(mo.x >>> 0).toString(16)},0x${(mo.y >>> 0).toString(16)})`);
    expect(msg).toMatch(/^ang=0x[0-9a-f]+;x,y=\(0x[0-9a-f]+,0x[0-9a-f]+\)$/);
  });

  it('idmus: DOOM\'s episode and map digits; an impossible one says so', () => {
    fresh();
    expect(type(cheats, 'idmus23', g)).toEqual(['Music Change']);
    expect(cheats.result.music).toBe('D_E2M3');
    expect(type(cheats, 'idmus49', g)).toEqual(['IMPOSSIBLE SELECTION']);
    expect(cheats.result.music).toBe('');
    g.commercial = true;
    type(cheats, 'idmus07', g);
    expect(cheats.result.music).toBe('D_SHAWN');
  });

  it('idclev: to a map the stack has, with DOOM\'s limits; not to E5M1', () => {
    fresh();
    expect(type(cheats, 'idclev24', g)).toEqual(['Changing Level...']);
    expect(cheats.result.warp).toBe('E2M4');
    expect(type(cheats, 'idclev51', g)).toEqual([]);
    expect(cheats.result.warp).toBe('');
  });

  it('Nightmare refuses them all but idclev', () => {
    fresh();
    g.nightmare = true;
    expect(type(cheats, 'iddqd', g)).toEqual([]);
    expect(ps.player.cheats).toBe(0);
    expect(type(cheats, 'idclev13', g)).toEqual(['Changing Level...']);
  });

  it('iddt only with the automap up: every line, then the things, then back', () => {
    fresh();
    type(cheats, 'iddt', g);
    expect(cheats.automapLevel).toBe(0);
    g.automapActive = true;
    const levels: number[] = [];
    for (let i = 0; i < 3; i++) { type(cheats, 'iddt', g); levels.push(cheats.automapLevel); }
    expect(levels).toEqual([1, 2, 0]);
  });

  it('a DEHACKED Cheat block\'s sequence and a BEX string replace DOOM\'s', () => {
    fresh();
    const defs = Defs.doom();
    defs.cheats.set('God mode', 'idgod');
    defs.strings.set('STSTR_DQDON', 'GOD ON');
    const c = new Cheats(defs, frontStrings(defs));
    expect(type(c, 'iddqd', g)).toEqual([]);
    expect(type(c, 'idgod', g)).toEqual(['GOD ON']);
  });
});
