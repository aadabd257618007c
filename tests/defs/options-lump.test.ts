// MBF's OPTIONS lump read as MBF and dsda-doom read it: the last lump of the stack, `name value`
// lines, `#` comments, values clamped, automap colours apart, and the options a game at each
// complevel plays with (the lump counts from MBF's complevel 11 only).
import { describe, expect, it } from 'vitest';
import { mbfOptions, optionsOfStack, readOptionsLump } from '../../src/defs/options-lump.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { writeWad } from '../../src/wad/wad-writer.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('the OPTIONS lump', () => {
  it('reads name value lines: comments skipped, trailing text after the number ignored, ranges clamped, bad lines warned', () => {
    const r = readOptionsLump(bytes([
      '# MBF options', 'weapon_recoil 1', 'friend_distance 2000', 'player_helpers 2 dogs', 'comp_respawnfix 0',
      'monster_backing', 'mapcolor_wall 176', 'no_such_option 1', '  dog_jumping\t0\r', 'comp_zombie -3', '',
    ].join('\n')), 'mod.wad OPTIONS');
    expect(Object.fromEntries(r.options)).toEqual({
      weapon_recoil: 1, friend_distance: 999, player_helpers: 2, comp_respawn: 0, dog_jumping: 0, comp_zombie: 0,
    });
    expect(Object.fromEntries(r.automap)).toEqual({ mapcolor_wall: 176 });
    expect(r.warnings).toEqual([
      'mod.wad OPTIONS, line 3: friend_distance = 2000 is out of range 0..999; 999 is used',
      'mod.wad OPTIONS, line 6: "monster_backing" is not "name value"; ignored',
      'mod.wad OPTIONS, line 8: no option is named no_such_option; ignored',
      'mod.wad OPTIONS, line 10: comp_zombie = -3 is out of range 0..1; 0 is used',
    ]);
  });

  it('reads lines of at most 79 characters, as the engines do: the rest of a long line is read as another', () => {
    const r = readOptionsLump(bytes(`${'#'.repeat(79)}monkeys 1\n`), 'o');
    expect(Object.fromEntries(r.options)).toEqual({ monkeys: 1 });
  });

  it('gives each complevel its defaults; the lump counts at MBF\'s levels only; the stack\'s last lump is read', () => {
    const lump = readOptionsLump(bytes('monster_backing 1\nweapon_recoil 1\n'), 'o');
    expect([mbfOptions(2, lump).monsters_remember, mbfOptions(2, lump).monster_backing]).toEqual([0, 0]);
    expect([mbfOptions(9, lump).monsters_remember, mbfOptions(9, lump).weapon_recoil, mbfOptions(9).friend_distance]).toEqual([1, 0, 0]);
    const mbf = mbfOptions(11, lump);
    expect([mbf.monster_backing, mbf.weapon_recoil, mbf.friend_distance, mbf.monster_avoid_hazards, mbf.comp_zombie, mbf.comp_pursuit])
      .toEqual([1, 1, 128, 1, 1, 0]);
    expect(mbfOptions(21).comp_pursuit).toBe(1);
    const stack = WadStack.fromBuffers([
      { name: 'a.wad', bytes: writeWad('PWAD', [{ name: 'OPTIONS', data: bytes('monkeys 1\n') }]) },
      { name: 'b.wad', bytes: writeWad('PWAD', [{ name: 'OPTIONS', data: bytes('help_friends 1\n') }]) },
    ]);
    expect(Object.fromEntries(optionsOfStack(stack)!.options)).toEqual({ help_friends: 1 });
    expect(optionsOfStack(WadStack.fromBuffers([{ name: 'c.wad', bytes: writeWad('PWAD', []) }]))).toBeNull();
  });
});
