// The DEHACKED/BEX reader (src/defs/dehacked.ts) in exact values: every block kind, BEX's mnemonics
// and sections, INCLUDE, and bad lines warned about with where they are while the rest applies.
import { describe, expect, it } from 'vitest';
import { DOOM_DEFS } from '../../src/defs/defs.js';
import { MAX_DEH_SOUNDS, MAX_DEH_STATES, MAX_DEH_TYPES } from '../../src/defs/mbf21-defs.js';
import { applyDehacked, dehBits, dehNumber } from '../../src/defs/dehacked.js';
import { defsForStack, defsFromPatch } from '../../src/defs/load-defs.js';
import { CODE_POINTER_NAMES, codePointerIndex } from '../../src/defs/code-pointers.js';
import { MF, mobjIndex, stateIndex } from '../../src/defs/doom/things-info.js';
import { SFX } from '../../src/defs/doom/sounds.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';

const patch = (...lines: string[]) => defsFromPatch(lines.join('\n'), 'test.deh');
const POSS = mobjIndex('MT_POSSESSED');

describe('DEHACKED blocks', () => {
  it('Thing: every field, 1-based, in DOOM\'s raw units', () => {
    const { defs, warnings } = patch(
      'Patch File for DeHackEd v3.0', 'Doom version = 19', 'Patch format = 6', '',
      'Thing 2 (Trooper)', 'ID # = 3999', 'Initial frame = 175', 'Hit points = 1', 'First moving frame = 176', 'Alert sound = 36',
      'Reaction time = 3', 'Attack sound = 1', 'Injury frame = 187', 'Pain chance = 255', 'Pain sound = 27', 'Close attack frame = 0',
      'Far attack frame = 184', 'Death frame = 189', 'Exploding frame = 194', 'Death sound = 59', 'Speed = 12', 'Width = 1310720',
      'Height = 3670016', 'Mass = 50', 'Missile damage = 7', 'Action sound = 75', 'Bits = 4194310', 'Respawn frame = 203', '',
    );
    expect(warnings).toEqual([]);
    const d = defs;
    expect([d.infoDoomednum[POSS], d.infoSpawnState[POSS], d.infoSpawnHealth[POSS], d.infoSeeState[POSS], d.infoSeeSound[POSS]]).toEqual([3999, 175, 1, 176, 36]);
    expect([d.infoReactionTime[POSS], d.infoAttackSound[POSS], d.infoPainState[POSS], d.infoPainChance[POSS], d.infoPainSound[POSS]]).toEqual([3, 1, 187, 255, 27]);
    expect([d.infoMeleeState[POSS], d.infoMissileState[POSS], d.infoDeathState[POSS], d.infoXdeathState[POSS], d.infoDeathSound[POSS]]).toEqual([0, 184, 189, 194, 59]);
    expect([d.infoSpeed[POSS], d.infoRadius[POSS], d.infoHeight[POSS], d.infoMass[POSS], d.infoDamage[POSS]]).toEqual([12, 20 << 16, 56 << 16, 50, 7]);
    expect([d.infoActiveSound[POSS], d.infoFlags[POSS], d.infoRaiseState[POSS]]).toEqual([75, 4194310, 203]);
    // The editor number moved: 3999 spawns the zombieman, 3004 nothing.
    expect([d.typeForDoomednum(3999), d.typeForDoomednum(3004)]).toEqual([POSS, -1]);
    // DOOM's own are untouched.
    expect([DOOM_DEFS.infoSpawnHealth[POSS], DOOM_DEFS.typeForDoomednum(3004)]).toEqual([20, POSS]);
  });

  it('Bits: a number, or BEX mnemonics joined by + or | (and MBF\'s)', () => {
    const { defs, warnings } = patch('Thing 1', 'Bits = SOLID+SHOOTABLE | DROPOFF+PICKUP', '', 'Thing 3', 'Bits = 0x10006', '',
      'Thing 4', 'Bits = SOLID+TRANSLUCENT+FRIEND+BOGUS', '');
    expect(defs.infoFlags[0]).toBe(MF.SOLID | MF.SHOOTABLE | MF.DROPOFF | MF.PICKUP);
    expect(defs.infoFlags[2]).toBe(0x10006);
    expect(defs.infoFlags[3]).toBe(MF.SOLID | 0x80000000 | 0x40000000);
    expect(warnings).toEqual(['test.deh, line 8: Thing 4 "Bits": unknown flag BOGUS (the others are set)']);
    expect(dehBits('NOGRAVITY|NOBLOCKMAP', [])).toBe(MF.NOGRAVITY | MF.NOBLOCKMAP);
    expect(dehBits('MF_COUNTKILL TRANSLATION2', [])).toBe(MF.COUNTKILL | 0x8000000);
  });

  it('Frame: sprite, subnumber with the bright bit, duration, next frame, Unknown 1/2', () => {
    const s = stateIndex('S_POSS_STND');
    const { defs, warnings } = patch(`Frame ${s}`, 'Sprite number = 30', 'Sprite subnumber = 32773', 'Duration = 7', 'Next frame = 0',
      'Unknown 1 = 5', 'Unknown 2 = -3', 'Codep frame = 12', '');
    expect([defs.stateSprite[s], defs.stateFrame[s], defs.stateBright[s], defs.stateTics[s], defs.stateNext[s]]).toEqual([30, 5, 1, 7, 0]);
    expect([defs.stateMisc1[s], defs.stateMisc2[s]]).toEqual([5, -3]);
    expect(warnings).toEqual([`test.deh, line 8: Frame ${s} "Codep frame" is not read in a Frame block (Chocolate Doom neither): use a Pointer block or [CODEPTR]`]);
    expect([DOOM_DEFS.stateTics[s], DOOM_DEFS.stateBright[s]]).toEqual([10, 0]);
  });

  it('Pointer: frame M gets the action DOOM\'s own table gives frame X', () => {
    const s = stateIndex('S_POSS_STND'), run = stateIndex('S_POSS_RUN1'), atk = stateIndex('S_POSS_ATK2');
    const { defs, warnings } = patch(`Pointer 50 (Frame ${s})`, `Codep Frame = ${atk}`, '', `Pointer 51 (Frame ${run})`, `Codep Frame = ${s}`, '');
    expect(warnings).toEqual([]);
    expect(CODE_POINTER_NAMES[defs.stateAction[s]]).toBe('A_PosAttack');
    // From DOOM's table, not the patched one: S_POSS_STND's own A_Look.
    expect(CODE_POINTER_NAMES[defs.stateAction[run]]).toBe('A_Look');
  });

  it('Weapon (DeHackEd\'s names: Deselect is the raise), Ammo, Sound, Misc, Cheat', () => {
    const { defs, warnings } = patch(
      'Weapon 1 (Pistol)', 'Ammo type = 1', 'Deselect frame = 20', 'Select frame = 19', 'Bobbing frame = 18', 'Shooting frame = 21', 'Firing frame = 30', '',
      'Ammo 0 (Bullets)', 'Max ammo = 400', 'Per ammo = 7', '',
      'Sound 1', 'Value = 99', 'Zero 1 = 0', 'Offset = 123', '',
      'Misc', 'Initial Health = 42', 'Initial Bullets = 9', 'Max Health = 150', 'Max Armor = 180', 'Green Armor Class = 2', 'Blue Armor Class = 1',
      'Max Soulsphere = 300', 'Soulsphere Health = 50', 'Megasphere Health = 250', 'God Mode Health = 999', 'IDFA Armor = 1', 'IDFA Armor Class = 1',
      'IDKFA Armor = 2', 'IDKFA Armor Class = 1', 'BFG Cells/Shot = 30', 'Monsters Infight = 221', '',
      'Cheat 0', 'God mode = iddqx', 'No Clipping 1 = idclip', '',
    );
    expect(warnings).toEqual(['test.deh, line 16: Sound 1 "Offset" is not supported (nor by Chocolate Doom)']);
    expect([defs.weaponAmmo[1], defs.weaponUpState[1], defs.weaponDownState[1], defs.weaponReadyState[1], defs.weaponAtkState[1], defs.weaponFlashState[1]])
      .toEqual([1, 20, 19, 18, 21, 30]);
    expect([defs.maxAmmo[0], defs.clipAmmo[0], defs.soundPriority[1]]).toEqual([400, 7, 99]);
    expect(defs.misc).toEqual({
      initialHealth: 42, initialBullets: 9, maxHealth: 150, maxArmor: 180, greenArmorClass: 2, blueArmorClass: 1, maxSoulsphere: 300,
      soulsphereHealth: 50, megasphereHealth: 250, godModeHealth: 999, idfaArmor: 1, idfaArmorClass: 1, idkfaArmor: 2, idkfaArmorClass: 1,
      bfgCellsPerShot: 30, speciesInfighting: true,
    });
    expect([defs.cheats.get('God mode'), defs.cheats.get('No Clipping 1'), defs.cheats.get('Ammo & Keys')]).toEqual(['iddqx', 'idclip', 'idkfa']);
    expect(DOOM_DEFS.misc.initialHealth).toBe(100);
  });

  it('Text: the two strings read back to back; a 4-letter sprite name and a sound name are renamed', () => {
    const { defs, warnings } = patch('Text 4 4', 'TROOIMPS', '', 'Text 6 6', 'pistolbang12', '', 'Text 20 10', 'Picked up the armor.Some armor', '',
      'Text 5 20', 'Ouch!Way too long for it!', '');
    expect(warnings).toEqual(['test.deh, line 10: Text replacement of 5 characters by 20 is longer than DOOM\'s own allows (applied, as Boom does)']);
    expect(defs.spriteNames[0]).toBe('IMPS');
    expect(defs.soundNames[SFX.pistol]).toBe('bang12');
    expect(defs.msg.GOTARMOR).toBe('Some armor');
    expect(defs.texts.get('Ouch!')).toBe('Way too long for it!');
    expect(DOOM_DEFS.spriteNames[0]).toBe('TROO');
  });
});

describe('BEX', () => {
  it('[STRINGS]: mnemonic = value, continued over backslashed lines, \\n a line break; the messages follow', () => {
    const { defs, warnings } = patch('[STRINGS]', 'GOTARMOR = Picked up a vest.', 'gotmega = Picked up a big vest!',
      'E1TEXT = one\\n\\', '   two', 'PD_BLUEK = No blue key.', '');
    expect(warnings).toEqual([]);
    expect([defs.msg.GOTARMOR, defs.msg.GOTMEGA, defs.msg.PD_BLUEK, defs.msg.GOTSTIM]).toEqual(['Picked up a vest.', 'Picked up a big vest!', 'No blue key.', 'Picked up a stimpack.']);
    expect(defs.strings.get('E1TEXT')).toBe('one\ntwo');
  });

  it('[PARS]: par E M seconds and par M seconds, comments after; bad ones warned', () => {
    const { defs, warnings } = patch('[PARS]', 'par 1 2 77  # E1M2', 'par 14 230', 'par 4 1 10', 'par 33 5', 'par x', '');
    expect([defs.pars[12], defs.cpars[13], DOOM_DEFS.pars[12], DOOM_DEFS.cpars[13]]).toEqual([77, 230, 75, 150]);
    expect(warnings).toEqual([
      'test.deh, line 4: [PARS]: E4M1 has no par time (episodes 1..3, maps 1..9)',
      'test.deh, line 5: [PARS]: MAP33 has no par time (maps 1..32)',
      'test.deh, line 6: [PARS] line "par x" is not "par [episode] map seconds"',
    ]);
  });

  it('[CODEPTR]: FRAME n = name, with or without A_, MBF\'s by name, NULL for none; unknown names warned', () => {
    const a = stateIndex('S_POSS_STND'), b = stateIndex('S_POSS_RUN1'), c = stateIndex('S_POSS_PAIN');
    const { defs, warnings } = patch('[CODEPTR]', `FRAME ${a} = Scream`, `FRAME ${b} = A_Detonate`, `FRAME ${c} = NULL`, 'FRAME 5 = A_NoSuchThing', 'FRAME 99999 = Look', '');
    expect([CODE_POINTER_NAMES[defs.stateAction[a]], CODE_POINTER_NAMES[defs.stateAction[b]], defs.stateAction[c]]).toEqual(['A_Scream', 'A_Detonate', 0]);
    expect(warnings).toEqual([
      'test.deh, line 5: [CODEPTR]: unknown code pointer "A_NoSuchThing" for frame 5',
      `test.deh, line 6: [CODEPTR]: frame 99999 is out of range 0..${MAX_DEH_STATES - 1}`,
    ]);
    expect([codePointerIndex('look'), codePointerIndex('A_LOOK'), codePointerIndex('Mushroom') > 0]).toEqual([codePointerIndex('A_Look'), codePointerIndex('A_Look'), true]);
  });

  it('[SPRITES] renames, and a header starts a block without a blank line', () => {
    const { defs, warnings } = patch('[SPRITES]', 'TROO = DEMN', 'Thing 2', 'Hit points = 5', '');
    expect([defs.spriteNames[0], defs.infoSpawnHealth[POSS]]).toEqual(['DEMN', 5]);
    expect(warnings).toEqual([]);
  });

  it('[SOUNDS] and [MUSIC] rename lumps; a Text of a song name renames it too; bad names are warned', () => {
    const { defs, warnings } = patch(
      '[SOUNDS]', 'pistol = bang', 'NOSUCH = x', 'shotgn = waytoolongname', '',
      '[MUSIC]', 'e1m1 = mysong', 'RUNNIN = run2', 'NOTASONG = x', '',
      'Text 6 6', 'STALKSSTALK2',
    );
    expect([defs.soundNames[SFX.pistol], defs.soundNames[SFX.shotgn]]).toEqual(['bang', 'shotgn']);
    expect([defs.musicLump('D_E1M1'), defs.musicLump('d_runnin'), defs.musicLump('D_STALKS'), defs.musicLump('D_E1M2'), defs.musicLump('TITLEPIC')])
      .toEqual(['D_MYSONG', 'D_RUN2', 'D_STALK2', 'D_E1M2', 'TITLEPIC']);
    expect(warnings).toEqual([
      'test.deh, line 3: [SOUNDS]: DOOM has no sound "NOSUCH"',
      'test.deh, line 4: [SOUNDS]: "waytoolongname" is not a sound name of 1 to 6 characters (its lump is DS + the name)',
      'test.deh, line 9: [MUSIC]: DOOM has no song "NOTASONG"',
    ]);
    // DOOM's own definitions are untouched.
    expect([DOOM_DEFS.soundNames[SFX.pistol], DOOM_DEFS.musicLump('D_E1M1')]).toEqual(['pistol', 'D_E1M1']);
  });
});

describe('bad lines', () => {
  it('each is warned with the patch\'s name and line; the rest of the patch applies', () => {
    const { defs, warnings } = patch(
      'Thing 99999', 'Hit points = 5', '',
      'Thing 2', 'Hit points = lots', 'Shoe size = 9', 'no equals sign here', 'Initial frame = 70000', 'Alert sound = 20000', 'Speed = 11', '',
      'Frame 70000', 'Duration = 1', '',
      'Weapon 9', '', 'Ammo 4', '', 'Misc', 'Monsters Infight = 7', 'Warp = 1', '',
      'Pointer 1 (Frame 99999)', '',
      'Hit points = 1', 'Wibble 3', '', 'Text 10 10', 'short',
    );
    expect(defs.infoSpeed[POSS]).toBe(11);
    expect(defs.infoSpawnHealth[POSS]).toBe(20);
    expect(warnings).toEqual([
      `test.deh, line 1: Thing 99999 is out of range 1..${MAX_DEH_TYPES}; the block is skipped`,
      'test.deh, line 5: Thing 2 "Hit points": "lots" is not a number',
      'test.deh, line 6: Thing 2 has no field "Shoe size"',
      'test.deh, line 7: expected "name = value", got "no equals sign here"',
      `test.deh, line 8: Thing 2 "Initial frame": frame 70000 is out of range 0..${MAX_DEH_STATES - 1}`,
      `test.deh, line 9: Thing 2 "Alert sound": sound 20000 is out of range 0..${MAX_DEH_SOUNDS - 1}`,
      `test.deh, line 12: Frame 70000 is out of range 0..${MAX_DEH_STATES - 1}; the block is skipped`,
      'test.deh, line 15: Weapon 9 is out of range 0..8; the block is skipped',
      'test.deh, line 17: Ammo 4 is out of range 0..3; the block is skipped',
      'test.deh, line 20: Misc "Monsters Infight": 7 is neither 202 (off) nor 221 (on)',
      'test.deh, line 21: Misc has no field "Warp"',
      `test.deh, line 23: Pointer's frame 99999 is out of range 0..${MAX_DEH_STATES - 1}; the block is skipped`,
      'test.deh, line 25: assignment "Hit points" outside any block',
      'test.deh, line 26: unknown line outside any block: "Wibble 3"',
      'test.deh, line 28: Text block "Text 10 10" has no strings of those lengths after it',
      'test.deh, line 29: unknown line outside any block: "short"',
    ]);
  });

  it('a weapon\'s ammo type is 0..3 or 5 (none): 4, DOOM\'s count of types, is refused', () => {
    const { defs, warnings } = patch('Weapon 2', 'Ammo type = 4', '', 'Weapon 3', 'Ammo type = 5', '');
    expect([defs.weaponAmmo[2], defs.weaponAmmo[3]]).toEqual([1, 5]);
    expect(warnings).toEqual(['test.deh, line 2: Weapon 2 "Ammo type": ammo type 4 is none of 0..3 or 5 (no ammo)']);
  });

  it('numbers as atoi reads them (a trailing comment ignored), and Boom\'s hex', () => {
    expect([dehNumber('12 # twelve'), dehNumber('-5'), dehNumber('0x20'), dehNumber('+7'), dehNumber('x')]).toEqual([12, -5, 32, 7, NaN]);
  });
});

describe('a stack\'s patches', () => {
  const wad = (name: string, kind: 'IWAD' | 'PWAD', lumps: { name: string; text: string }[]) =>
    ({ name, bytes: writeWad(kind, lumps.map((l) => ({ name: l.name, data: new TextEncoder().encode(l.text) }))) });

  it('the IWAD\'s DEHACKED first, then each PWAD\'s, then the patch files; INCLUDE finds a lump; cycles stop', () => {
    const stack = WadStack.fromBuffers([
      wad('base.wad', 'IWAD', [{ name: 'DEHACKED', text: 'Thing 2\nHit points = 10\nSpeed = 3\n' }]),
      wad('mod.wad', 'PWAD', [
        { name: 'DEHACKED', text: 'Thing 2\nHit points = 11\n\nINCLUDE EXTRA\n' },
        { name: 'EXTRA', text: 'Misc\nInitial Health = 77\n\nINCLUDE NOTEXT LOOP\n' },
        { name: 'LOOP', text: 'Text 4 4\nTROOLOOP\n\nINCLUDE EXTRA\n' },
      ]),
    ]);
    const { defs, warnings, applied } = defsForStack(stack, { patches: [{ name: 'last.deh', bytes: new TextEncoder().encode('Thing 2\nMass = 9\n') }] });
    expect(applied).toEqual(['base.wad DEHACKED', 'mod.wad DEHACKED', 'last.deh']);
    expect([defs.infoSpawnHealth[POSS], defs.infoSpeed[POSS], defs.infoMass[POSS], defs.misc.initialHealth]).toEqual([11, 3, 9, 77]);
    // NOTEXT: LOOP's Text block is skipped; LOOP including EXTRA again is a cycle.
    expect(defs.spriteNames[0]).toBe('TROO');
    expect(warnings).toEqual(['mod.wad LOOP, line 4: INCLUDE EXTRA: mod.wad EXTRA includes itself (through mod.wad DEHACKED → mod.wad EXTRA → mod.wad LOOP); not followed']);
  });

  it('a stack without DEHACKED plays DOOM\'s own definitions, the same object', () => {
    const stack = WadStack.fromBuffers([wad('plain.wad', 'IWAD', [{ name: 'FOO', text: 'x' }])]);
    expect(defsForStack(stack).defs).toBe(DOOM_DEFS);
  });

  it('applying to DOOM_DEFS\'s clone never writes DOOM_DEFS', () => {
    const d = DOOM_DEFS.clone();
    applyDehacked(d, 'Thing 1\nHit points = 1\n', 'x', []);
    expect([d.infoSpawnHealth[0], DOOM_DEFS.infoSpawnHealth[0]]).toEqual([1, 100]);
  });
});
