import { describe, expect, it } from 'vitest';
import {
  AMMO_TYPES, CLIP_AMMO, LOCKED_MESSAGES, MAX_AMMO, PICKUPS, POWER_TICS, WEAPON_AMMO, lockedMessage,
  pickupForMobjType, pickupForSprite,
} from '../../../src/defs/doom/pickups.js';
import { DOOM_TYPE_COUNT, MF, MOBJ_INFO, mobjIndex, mobjTypeForDoomednum } from '../../../src/defs/doom/things-info.js';

describe('DOOM pickups', () => {
  it('covers every MF_SPECIAL thing, one sprite each', () => {
    // DOOM's own (MBF's beta sceptre and bible are picked up by the rules, with a message only).
    const specials = MOBJ_INFO.filter((m) => m.flags & MF.SPECIAL && m.index < DOOM_TYPE_COUNT);
    expect(specials.length).toBe(36);
    expect(PICKUPS.size).toBe(36);
    for (const m of specials) expect(pickupForMobjType(m.index)?.doomednum, m.name).toBe(m.doomednum);
    expect(pickupForMobjType(mobjIndex('MT_BARREL'))).toBeUndefined();
    expect(pickupForSprite('bar1')).toBeUndefined();
  });

  it('gives weapons with their ammo and DOOM\'s messages', () => {
    expect(pickupForSprite('SHOT')).toEqual({
      kind: 'weapon', sprite: 'SHOT', weapon: 'shotgun', ammo: 'shell', ammoAmount: 8, droppedAmmoAmount: 4,
      message: 'You got the shotgun!', doomednum: 2001, countItem: false,
    });
    expect(pickupForSprite('SGN2')).toMatchObject({ weapon: 'supershotgun', ammoAmount: 8, message: 'You got the super shotgun!', doomednum: 82 });
    expect(pickupForSprite('MGUN')).toMatchObject({ weapon: 'chaingun', ammo: 'clip', ammoAmount: 20, droppedAmmoAmount: 10 });
    expect(pickupForSprite('LAUN')).toMatchObject({ weapon: 'missile', ammo: 'misl', ammoAmount: 2, message: 'You got the rocket launcher!' });
    expect(pickupForSprite('PLAS')).toMatchObject({ weapon: 'plasma', ammo: 'cell', ammoAmount: 40 });
    expect(pickupForSprite('BFUG')).toMatchObject({ weapon: 'bfg', ammoAmount: 40, message: 'You got the BFG9000!  Oh, yes.' });
    expect(pickupForSprite('CSAW')).toMatchObject({ weapon: 'chainsaw', ammo: null, ammoAmount: 0, message: 'A chainsaw!  Find some meat!' });
  });

  it('gives ammo in DOOM\'s amounts', () => {
    const amounts = ['CLIP', 'AMMO', 'SHEL', 'SBOX', 'ROCK', 'BROK', 'CELL', 'CELP'].map((s) => {
      const p = pickupForSprite(s)!;
      return p.kind === 'ammo' ? [s, p.ammo, p.amount, p.droppedAmount] : [s];
    });
    expect(amounts).toEqual([
      ['CLIP', 'clip', 10, 5], ['AMMO', 'clip', 50, 50], ['SHEL', 'shell', 4, 4], ['SBOX', 'shell', 20, 20],
      ['ROCK', 'misl', 1, 1], ['BROK', 'misl', 5, 5], ['CELL', 'cell', 20, 20], ['CELP', 'cell', 100, 100],
    ]);
    expect(pickupForSprite('CLIP')!.message).toBe('Picked up a clip.');
    expect(pickupForSprite('SHEL')!.message).toBe('Picked up 4 shotgun shells.');
    expect(pickupForSprite('CELP')!.message).toBe('Picked up an energy cell pack.');
    expect(AMMO_TYPES.map((a) => [MAX_AMMO[a], CLIP_AMMO[a]])).toEqual([[200, 10], [50, 4], [300, 20], [50, 1]]);
    expect(WEAPON_AMMO.pistol).toBe('clip');
  });

  it('heals and armours with DOOM\'s amounts and caps', () => {
    expect(pickupForSprite('STIM')).toMatchObject({ kind: 'health', amount: 10, max: 100, always: false, message: 'Picked up a stimpack.' });
    expect(pickupForSprite('MEDI')).toMatchObject({
      kind: 'health', amount: 25, max: 100, message: 'Picked up a medikit.',
      lowMessage: 'Picked up a medikit that you REALLY need!', lowBelow: 25,
    });
    expect(pickupForSprite('BON1')).toMatchObject({ kind: 'health', amount: 1, max: 200, always: true, countItem: true, message: 'Picked up a health bonus.' });
    expect(pickupForSprite('SOUL')).toMatchObject({ kind: 'health', amount: 100, max: 200, always: true, countItem: true, message: 'Supercharge!' });
    expect(pickupForSprite('MEGA')).toMatchObject({ kind: 'megasphere', health: 200, armorClass: 2, points: 200, commercialOnly: true, doomednum: 83, message: 'MegaSphere!' });
    expect(pickupForSprite('ARM1')).toMatchObject({ kind: 'armor', armorClass: 1, points: 100, countItem: false, message: 'Picked up the armor.' });
    expect(pickupForSprite('ARM2')).toMatchObject({ kind: 'armor', armorClass: 2, points: 200, message: 'Picked up the MegaArmor!' });
    expect(pickupForSprite('BON2')).toMatchObject({ kind: 'armorBonus', amount: 1, max: 200, countItem: true, message: 'Picked up an armor bonus.' });
  });

  it('has keys and power-ups with DOOM\'s messages, timers and item flags', () => {
    expect(pickupForMobjType(mobjTypeForDoomednum(5))).toEqual({
      kind: 'key', sprite: 'BKEY', color: 'blue', skull: false, message: 'Picked up a blue keycard.', doomednum: 5, countItem: false,
    });
    expect(pickupForSprite('RSKU')).toMatchObject({ color: 'red', skull: true, doomednum: 38, message: 'Picked up a red skull key.' });
    expect(pickupForSprite('YKEY')).toMatchObject({ color: 'yellow', skull: false, doomednum: 6, message: 'Picked up a yellow keycard.' });
    const powers = ['PINV', 'PSTR', 'PINS', 'SUIT', 'PMAP', 'PVIS'].map((s) => {
      const p = pickupForSprite(s)!;
      return p.kind === 'power' ? [p.power, POWER_TICS[p.power], p.countItem, p.message] : [];
    });
    expect(powers).toEqual([
      ['invulnerability', 1050, true, 'Invulnerability!'], ['strength', 0, true, 'Berserk!'],
      ['invisibility', 2100, true, 'Partial Invisibility'], ['ironfeet', 2100, false, 'Radiation Shielding Suit'],
      ['allmap', 0, true, 'Computer Area Map'], ['infrared', 4200, true, 'Light Amplification Visor'],
    ]);
    expect(pickupForSprite('BPAK')).toMatchObject({ kind: 'backpack', doomednum: 8, countItem: false, message: 'Picked up a backpack full of ammo!' });
    // The items counted toward the level's item total.
    expect([...PICKUPS.values()].filter((p) => p.countItem).map((p) => p.sprite).sort())
      .toEqual(['BON1', 'BON2', 'MEGA', 'PINS', 'PINV', 'PMAP', 'PSTR', 'PVIS', 'SOUL']);
  });

  it('says what key a locked door or switch needs, as DOOM does', () => {
    expect(lockedMessage(26)).toBe('You need a blue key to open this door');
    expect(lockedMessage(27)).toBe('You need a yellow key to open this door');
    expect(lockedMessage(33)).toBe('You need a red key to open this door');
    expect(lockedMessage(99)).toBe('You need a blue key to activate this object');
    expect(lockedMessage(134)).toBe('You need a red key to activate this object');
    expect(lockedMessage(137)).toBe('You need a yellow key to activate this object');
    expect(lockedMessage(1)).toBeUndefined();
    expect(lockedMessage(0)).toBeUndefined();
    expect(LOCKED_MESSAGES.yellow.door).toBe('You need a yellow key to open this door');
  });
});
