// MBF21's DEHACKED additions (src/defs/mbf21-defs.ts, read by src/defs/dehacked.ts) in exact values:
// the thing, frame and weapon MBF21 Bits (mnemonics and numbers), the new thing and weapon fields,
// Args1..8 with their pointers' defaults, DOOM's own values as MBF21 writes them, and DSDHacked's
// index spaces (things, frames, sprites and sounds created on demand, bounded against hostile ones).
import { describe, expect, it } from 'vitest';
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { defsFromPatch } from '../../src/defs/load-defs.js';
import { CODE_POINTER_NAMES } from '../../src/defs/code-pointers.js';
import {
  MAX_DEH_SPRITES, MAX_DEH_STATES, MAX_DEH_TYPES, MELEERANGE, MF2, PG_BARON, PG_GROUPLESS, STATEF_SKILL5FAST, WPF,
} from '../../src/defs/mbf21-defs.js';
import { mobjIndex, SPRITE_NAMES, stateIndex } from '../../src/defs/doom/things-info.js';

const patch = (...lines: string[]) => defsFromPatch(lines.join('\n'), 'mbf21.deh');
const POSS = mobjIndex('MT_POSSESSED');

describe('MBF21 thing fields', () => {
  it('MBF21 Bits by mnemonics and by number; Fast speed, Melee range, the groups, Rip sound, Dropped item', () => {
    const { defs, warnings } = patch(
      'Thing 2 (Zombieman)', 'MBF21 Bits = LOGRAV+SHORTMRANGE | BOSS RIP', 'Fast speed = 20', 'Melee range = 4194304',
      'Infighting group = 0', 'Projectile group = 3', 'Splash group = 1', 'Rip sound = 82', 'Dropped item = 31', '',
      'Thing 3', 'MBF21 Bits = 0x40001', 'Projectile group = -1', 'Dropped item = 0', '',
    );
    expect(warnings).toEqual([]);
    const d = defs, SG = mobjIndex('MT_SHOTGUY');
    expect(d.infoFlags2[POSS]).toBe(MF2.LOGRAV | MF2.SHORTMRANGE | MF2.BOSS | MF2.RIP);
    expect(d.infoFlags2[POSS]).toBe(0x1 | 0x2 | 0x200 | 0x20000);
    expect([d.infoFastSpeed[POSS], d.infoMeleeRange[POSS], d.infoRipSound[POSS], d.infoDroppedItem[POSS]]).toEqual([20, 4194304, 82, 30]);
    // A patch's groups count after the engine's own: infighting and splash from 1, projectile from 2.
    expect([d.infoInfightingGroup[POSS], d.infoProjectileGroup[POSS], d.infoSplashGroup[POSS]]).toEqual([1, 5, 2]);
    expect([d.infoFlags2[SG], d.infoProjectileGroup[SG], d.infoDroppedItem[SG]]).toEqual([MF2.LOGRAV | MF2.FULLVOLSOUNDS, PG_GROUPLESS, -1]);
  });

  it('DOOM\'s own values as MBF21 writes them', () => {
    const d = DOOM_DEFS, t = mobjIndex;
    expect(d.infoFlags2[t('MT_CYBORG')]).toBe(MF2.NORADIUSDMG | MF2.HIGHERMPROB | MF2.RANGEHALF | MF2.FULLVOLSOUNDS | MF2.E2M8BOSS | MF2.E4M6BOSS);
    expect(d.infoFlags2[t('MT_SPIDER')]).toBe(MF2.NORADIUSDMG | MF2.RANGEHALF | MF2.FULLVOLSOUNDS | MF2.E3M8BOSS | MF2.E4M8BOSS);
    expect([d.infoFlags2[t('MT_VILE')], d.infoFlags2[t('MT_UNDEAD')], d.infoFlags2[t('MT_SKULL')]]).toEqual([0x2 | 0x4 | 0x80, 0x100 | 0x40, 0x40]);
    expect([d.infoFlags2[t('MT_FATSO')], d.infoFlags2[t('MT_BABY')], d.infoFlags2[t('MT_BRUISER')], d.infoFlags2[t('MT_TROOP')]]).toEqual([0x400, 0x800, 0x1000, 0]);
    expect([d.infoDroppedItem[POSS], d.infoDroppedItem[t('MT_SHOTGUY')], d.infoDroppedItem[t('MT_CHAINGUY')], d.infoDroppedItem[t('MT_WOLFSS')], d.infoDroppedItem[t('MT_TROOP')]])
      .toEqual([t('MT_CLIP'), t('MT_SHOTGUN'), t('MT_CHAINGUN'), t('MT_CLIP'), -1]);
    expect([d.infoProjectileGroup[t('MT_BRUISER')], d.infoProjectileGroup[t('MT_KNIGHT')], d.infoProjectileGroup[t('MT_TROOP')]]).toEqual([PG_BARON, PG_BARON, 0]);
    expect([d.infoFastSpeed[t('MT_TROOPSHOT')], d.infoFastSpeed[t('MT_HEADSHOT')], d.infoFastSpeed[t('MT_BRUISERSHOT')], d.infoFastSpeed[t('MT_ROCKET')]]).toEqual([20 << 16, 20 << 16, 20 << 16, -1]);
    expect(d.infoMeleeRange[t('MT_SERGEANT')]).toBe(MELEERANGE);
    expect([d.stateFlags[stateIndex('S_SARG_RUN1')], d.stateFlags[stateIndex('S_SARG_PAIN2')], d.stateFlags[stateIndex('S_SARG_DIE1')]]).toEqual([1, 1, 0]);
    expect([...d.weaponAmmoPerShot]).toEqual([1, 1, 1, 1, 1, 1, 40, 1, 2]);
    expect([...d.weaponFlags]).toEqual([0x8 | 0x10 | 0x20, 0x10, 0, 0, 0x4, 0, 0x4, 0x1 | 0x8 | 0x20, 0]);
  });

  it('unknown MBF21 mnemonics are warned about and the others set; groups below 0 refused', () => {
    const { defs, warnings } = patch('Thing 2', 'MBF21 Bits = BOSS+WOBBLY', 'Infighting group = -2', '');
    expect(defs.infoFlags2[POSS]).toBe(MF2.BOSS);
    expect(defs.infoInfightingGroup[POSS]).toBe(0);
    expect(warnings).toEqual([
      'mbf21.deh, line 2: Thing 2 "MBF21 Bits": unknown MBF21 flag WOBBLY (the others are set)',
      'mbf21.deh, line 3: Thing 2 "Infighting group": groups are 0 or more',
    ]);
  });
});

describe('MBF21 frames and weapons', () => {
  it('Args1..8 and which were set, frame MBF21 Bits; Ammo per shot and weapon MBF21 Bits', () => {
    const s = stateIndex('S_POSS_ATK2');
    const { defs, warnings } = patch(
      `Frame ${s}`, 'Args1 = 3', 'Args3 = -7', 'Args8 = 65536', 'MBF21 Bits = SKILL5FAST', '',
      '[CODEPTR]', `FRAME ${s} = A_MonsterBulletAttack`, '',
      'Weapon 3', 'Ammo per shot = 4', 'MBF21 Bits = SILENT+NOAUTOFIRE', '',
    );
    expect(warnings).toEqual([]);
    expect([...defs.stateArgs.subarray(s * 8, s * 8 + 8)]).toEqual([3, 0, -7, 0, 0, 0, 0, 65536]);
    expect(defs.stateArgsSet[s]).toBe(0b10000101);
    expect(defs.stateFlags[s]).toBe(STATEF_SKILL5FAST);
    expect(CODE_POINTER_NAMES[defs.stateAction[s]]).toBe('A_MonsterBulletAttack');
    expect([defs.weaponAmmoPerShot[3], defs.weaponAmmoPerShotSet[3], defs.weaponAmmoPerShotSet[2]]).toEqual([4, 1, 0]);
    expect(defs.weaponFlags[3]).toBe(WPF.SILENT | WPF.NOAUTOFIRE);
  });

  it('SKILL5FAST decides which frames fast monsters halve; a 1-tic frame stays 1 outside vanilla', () => {
    const run = stateIndex('S_SARG_RUN1'), stnd = stateIndex('S_POSS_STND'), one = stateIndex('S_POSS_RUN1');
    const { defs } = patch(`Frame ${run}`, 'MBF21 Bits = 0', '', `Frame ${stnd}`, 'MBF21 Bits = 1', '', `Frame ${one}`, 'MBF21 Bits = 1', 'Duration = 1', '');
    const fast = defs.stateTicsFor(true, true), fastVanilla = defs.stateTicsFor(true, false);
    expect([fast[run], fast[stnd], fast[one], fastVanilla[one]]).toEqual([defs.stateTics[run], defs.stateTics[stnd] >> 1, 1, 0]);
    const t = mobjIndex('MT_TROOPSHOT');
    const sp = patch('Thing 2', 'Fast speed = 9', '', `Thing ${t + 1}`, 'Fast speed = 1310720', '').defs.infoSpeedFor(true);
    expect([sp[POSS], sp[t]]).toEqual([9, 1310720]);
  });
});

describe('DSDHacked index spaces', () => {
  it('a Thing, Frame, sprite and sound beyond DOOM\'s are created as dsda-doom makes them', () => {
    const T = DOOM_DEFS.typeCount, S = DOOM_DEFS.stateCount;
    const { defs, warnings } = patch(
      `Thing ${T + 5}`, 'ID # = 4321', `Initial frame = ${S + 10}`, 'Hit points = 77', `Alert sound = 900`, '',
      `Frame ${S + 3}`, 'Sprite number = 300', 'Duration = 5', `Next frame = ${S + 4}`, '',
      '[SPRITES]', '300 = ZZZZ', '', '[SOUNDS]', '900 = NEWSND', 'PISTOL = BANG', '',
    );
    expect(warnings).toEqual([]);
    const t = T + 4;
    expect(defs.typeCount).toBe(T + 5);
    expect(defs.stateCount).toBe(S + 11);
    expect([defs.infoDoomednum[t], defs.infoSpawnState[t], defs.infoSpawnHealth[t], defs.infoSeeSound[t]]).toEqual([4321, S + 10, 77, 900]);
    // The types between: zero, but for MBF21's defaults; the frames between: TNT1, forever, to themselves.
    expect([defs.infoDoomednum[T], defs.infoFastSpeed[T], defs.infoMeleeRange[T], defs.infoDroppedItem[T]]).toEqual([0, -1, MELEERANGE, -1]);
    const tnt1 = SPRITE_NAMES.indexOf('TNT1');
    expect([defs.stateSprite[S + 1], defs.stateTics[S + 1], defs.stateNext[S + 1], defs.stateAction[S + 1]]).toEqual([tnt1, -1, S + 1, 0]);
    expect([defs.stateSprite[S + 3], defs.stateTics[S + 3], defs.stateNext[S + 3]]).toEqual([300, 5, S + 4]);
    expect([defs.spriteNames[300], defs.spriteNames[299], defs.soundNames[900], defs.soundNames[1]]).toEqual(['ZZZZ', '', 'newsnd', 'bang']);
    expect(defs.typeForDoomednum(4321)).toBe(t);
    // DOOM's own tables are untouched.
    expect([DOOM_DEFS.typeCount, DOOM_DEFS.stateCount]).toEqual([T, S]);
    // Every per-type column grew with the types (Boom's translucency asks whether a patch set the Bits).
    expect([defs.infoBitsSet.length, defs.infoFlags2.length, defs.infoDroppedItem.length]).toEqual([T + 5, T + 5, T + 5]);
  });

  it('hostile indices are refused with a warning and cost nothing', () => {
    const { defs, warnings } = patch(
      'Thing 2000000000', 'Hit points = 1', '', 'Frame 123456789', 'Duration = 1', '', 'Frame 5', `Next frame = ${MAX_DEH_STATES}`,
      'Sprite number = 99999', '', '[SPRITES]', '99999 = ABCD', '',
    );
    expect([defs.typeCount, defs.stateCount, defs.spriteNames.length]).toEqual([DOOM_DEFS.typeCount, DOOM_DEFS.stateCount, DOOM_DEFS.spriteNames.length]);
    expect(warnings).toEqual([
      `mbf21.deh, line 1: Thing 2000000000 is out of range 1..${MAX_DEH_TYPES}; the block is skipped`,
      `mbf21.deh, line 4: Frame 123456789 is out of range 0..${MAX_DEH_STATES - 1}; the block is skipped`,
      `mbf21.deh, line 8: Frame 5 "Next frame": frame ${MAX_DEH_STATES} is out of range 0..${MAX_DEH_STATES - 1}`,
      `mbf21.deh, line 9: Frame 5 "Sprite number": sprite 99999 is out of range 0..${MAX_DEH_SPRITES - 1}`,
      `mbf21.deh, line 12: [SPRITES]: sprite 99999 is out of range 0..${MAX_DEH_SPRITES - 1}`,
    ]);
  });
});
