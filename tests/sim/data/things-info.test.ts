import { describe, expect, it } from 'vitest';
import { THING_TYPES, ThingFlags } from '../../../src/assets/thing-types.js';
import {
  ACTION_NAMES, DOOM_TYPE_COUNT, MF, MOBJ_INFO, MOBJ_NAMES, MOBJ_TYPE_COUNT, SPRITE_NAMES, STATE_ACTION, STATE_COUNT, STATE_NEXT,
  STATE_TICS, mobjIndex, mobjInfo, mobjTypeForDoomednum, stateIndex, stateInfo,
} from '../../../src/defs/doom/things-info.js';

/** The states a spawn state cycles through until it repeats (or stops at a -1 tics state). */
function loop(start: number): { name: string; sprite: string; frame: number; bright: boolean; tics: number }[] {
  const out = [];
  const seen = new Set<number>();
  for (let s = start; !seen.has(s); s = STATE_NEXT[s]) {
    seen.add(s);
    const i = stateInfo(s);
    out.push({ name: i.name, sprite: i.sprite, frame: i.frame, bright: i.bright, tics: i.tics });
    if (i.tics === -1) break;
  }
  return out;
}

describe('DOOM state and thing tables', () => {
  it('has DOOM II v1.9\'s counts and numbering', () => {
    expect(STATE_COUNT).toBe(967 + 1 + 108); // DOOM's, Boom's S_TNT1, MBF's
    expect(MOBJ_TYPE_COUNT).toBe(137 + 2 + 5); // DOOM's, Boom's pushers, MBF's dog, plasma balls, sceptre, bible
    expect(SPRITE_NAMES.length).toBe(138 + 6); // DOOM's, Boom's TNT1, MBF's five
    expect(SPRITE_NAMES[0]).toBe('TROO');
    expect(SPRITE_NAMES[137]).toBe('TLP2');
    expect(stateIndex('S_NULL')).toBe(0);
    expect(stateIndex('S_PLAY')).toBe(149);
    expect(stateIndex('S_TROO_STND')).toBe(442);
    expect(stateIndex('S_BAR1')).toBe(806);
    expect(stateIndex('S_TECH2LAMP4')).toBe(966);
    // Boom's and MBF's states by the numbers MBF's DEHACKED patches use (mbfedit.txt's examples).
    expect(['S_TNT1', 'S_GRENADE', 'S_DETONATE', 'S_DOGS_STND', 'S_OLDBFG1', 'S_PLS1BALL', 'S_BSKUL_STND', 'S_MUSHROOM'].map(stateIndex))
      .toEqual([967, 968, 969, 972, 999, 1042, 1056, 1075]);
    expect(SPRITE_NAMES.slice(138)).toEqual(['TNT1', 'DOGS', 'PLS1', 'PLS2', 'BON3', 'BON4']);
    expect(stateIndex('S_NOPE')).toBe(-1);
    expect(MOBJ_NAMES[0]).toBe('MT_PLAYER');
    expect(mobjIndex('MT_BARREL')).toBe(30);
    expect(mobjIndex('MT_MISC86')).toBe(136);
    expect(ACTION_NAMES[0]).toBe('');
  });

  it('keeps every next state and entry state in range', () => {
    for (let s = 0; s < STATE_COUNT; s++) {
      expect(STATE_NEXT[s]).toBeGreaterThanOrEqual(0);
      expect(STATE_NEXT[s]).toBeLessThan(STATE_COUNT);
      expect(STATE_TICS[s]).toBeGreaterThanOrEqual(-1);
      expect(STATE_ACTION[s]).toBeLessThan(ACTION_NAMES.length);
    }
    expect(() => stateInfo(1076)).toThrow(RangeError);
    expect(['MT_PUSH', 'MT_PULL', 'MT_DOGS', 'MT_PLASMA1', 'MT_BIBLE'].map(mobjIndex)).toEqual([137, 138, 139, 140, 143]);
    expect(() => mobjInfo(144)).toThrow(RangeError);
  });

  it('cycles the barrel and the red torch as DOOM does', () => {
    const barrel = mobjInfo(mobjTypeForDoomednum(2035));
    expect(loop(barrel.spawnState)).toEqual([
      { name: 'S_BAR1', sprite: 'BAR1', frame: 0, bright: false, tics: 6 },
      { name: 'S_BAR2', sprite: 'BAR1', frame: 1, bright: false, tics: 6 },
    ]);
    const torch = mobjInfo(mobjTypeForDoomednum(46));
    expect(torch.name).toBe('MT_MISC43');
    expect(loop(torch.spawnState)).toEqual([0, 1, 2, 3].map((f, i) => ({
      name: `S_REDTORCH${i === 0 ? '' : i + 1}`, sprite: 'TRED', frame: f, bright: true, tics: 4,
    })));
    // A dead marine lies still: one state, forever.
    expect(loop(mobjInfo(mobjTypeForDoomednum(15)).spawnState)).toEqual([
      { name: 'S_PLAY_DIE7', sprite: 'PLAY', frame: 13, bright: false, tics: -1 },
    ]);
  });

  it('gives the imp its states, health and size', () => {
    const imp = mobjInfo(mobjTypeForDoomednum(3001));
    expect(imp).toMatchObject({
      name: 'MT_TROOP', doomednum: 3001, spawnHealth: 60, reactionTime: 8, painChance: 200, speed: 8, radius: 20,
      height: 56, mass: 100, damage: 0, flags: MF.SOLID | MF.SHOOTABLE | MF.COUNTKILL,
    });
    expect(stateInfo(imp.spawnState)).toEqual({
      index: 442, name: 'S_TROO_STND', sprite: 'TROO', frame: 0, bright: false, tics: 10, action: 'A_Look', next: 443,
    });
    expect(stateInfo(imp.seeState).name).toBe('S_TROO_RUN1');
    expect(imp.meleeState).toBe(imp.missileState);
    expect(stateInfo(imp.missileState)).toMatchObject({ name: 'S_TROO_ATK1', action: 'A_FaceTarget', tics: 8 });
    expect(stateInfo(imp.raiseState).name).toBe('S_TROO_RAISE1');
  });

  it('has the player, the barrel and missiles as DOOM defines them', () => {
    const player = mobjInfo(0);
    expect(player).toMatchObject({ doomednum: -1, radius: 16, height: 56, spawnHealth: 100, painChance: 255 });
    expect(player.flags).toBe(MF.SOLID | MF.SHOOTABLE | MF.DROPOFF | MF.PICKUP | MF.NOTDMATCH);
    expect(player.flags).toBe(0x2000c06);
    const barrel = mobjInfo(mobjIndex('MT_BARREL'));
    expect(barrel).toMatchObject({ doomednum: 2035, radius: 10, height: 42, spawnHealth: 20, flags: 0x80006 });
    expect(stateInfo(barrel.deathState)).toMatchObject({ name: 'S_BEXP', sprite: 'BEXP', bright: true, tics: 5 });
    // Missile speeds are fixed point in DOOM; here they are map units per tic.
    expect(mobjInfo(mobjIndex('MT_ROCKET'))).toMatchObject({ speed: 20, radius: 11, height: 8, damage: 20 });
    expect(mobjInfo(mobjIndex('MT_TROOPSHOT'))).toMatchObject({ speed: 10, radius: 6, height: 8, damage: 3 });
    expect(mobjInfo(mobjIndex('MT_CYBORG'))).toMatchObject({ doomednum: 16, spawnHealth: 4000, radius: 40, height: 110, speed: 16 });
    expect(mobjTypeForDoomednum(1)).toBe(-1);
    expect(mobjTypeForDoomednum(14)).toBe(mobjIndex('MT_TELEPORTMAN'));
  });

  it('exports DOOM\'s MF bit values', () => {
    expect([MF.SPECIAL, MF.SOLID, MF.SHOOTABLE, MF.NOSECTOR, MF.NOBLOCKMAP]).toEqual([1, 2, 4, 8, 16]);
    expect([MF.SPAWNCEILING, MF.NOGRAVITY, MF.FLOAT, MF.MISSILE, MF.SHADOW]).toEqual([0x100, 0x200, 0x4000, 0x10000, 0x40000]);
    expect([MF.COUNTKILL, MF.COUNTITEM, MF.NOTDMATCH, MF.TRANSLATION]).toEqual([0x400000, 0x800000, 0x2000000, 0xc000000]);
  });

  it('agrees with the renderer\'s thing table on size, spawn frame and flags for every editor number', () => {
    let compared = 0;
    for (const t of THING_TYPES.values()) {
      const i = mobjTypeForDoomednum(t.type);
      if ((t.type >= 1 && t.type <= 4) || t.type === 11) {
        expect(i).toBe(-1);
        continue;
      }
      expect(i, `editor number ${t.type}`).toBeGreaterThanOrEqual(0);
      const m = MOBJ_INFO[i];
      expect([m.radius, m.height], `${t.type} ${m.name}`).toEqual([t.radius, t.height]);
      expect(!!(m.flags & MF.SOLID), `${t.type} solid`).toBe(!!(t.flags & ThingFlags.SOLID));
      expect(!!(m.flags & MF.COUNTKILL), `${t.type} countkill`).toBe(!!(t.flags & ThingFlags.COUNTKILL));
      expect(!!(m.flags & MF.COUNTITEM), `${t.type} countitem`).toBe(!!(t.flags & ThingFlags.COUNTITEM));
      expect(!!(m.flags & MF.SPAWNCEILING), `${t.type} hanging`).toBe(!!(t.flags & ThingFlags.HANGING));
      if (t.sprite !== null) {
        const s = stateInfo(m.spawnState);
        expect([s.sprite, s.frame, s.bright], `${t.type} spawn frame`).toEqual([t.sprite, t.frame, t.bright]);
      }
      compared++;
    }
    expect(compared).toBe(MOBJ_INFO.filter((m) => m.doomednum >= 0 && m.index < DOOM_TYPE_COUNT).length);
    expect(compared).toBe(118);
    // Every editor number in DOOM's table is known to the renderer too (Boom's and MBF's are the sim's only).
    for (const m of MOBJ_INFO) if (m.doomednum >= 0 && m.index < DOOM_TYPE_COUNT) expect(THING_TYPES.has(m.doomednum), m.name).toBe(true);
  });
});
