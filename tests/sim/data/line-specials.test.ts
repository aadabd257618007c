import { describe, expect, it } from 'vitest';
import {
  BUTTON_TIME, CEILING_CRUSH_SLOW_SPEED, CEILING_FAST_SPEED, CEILING_SPEED, DOOR_BLAZE_SPEED, DOOR_SPEED,
  DOOR_TOP_GAP, DOOR_WAIT, FLOOR_SPEED, FLOOR_TURBO_SPEED, LINE_SPECIALS, PLAT_DWUS_SPEED, PLAT_SPEED, PLAT_WAIT,
  STAIRS_BUILD8_SPEED, STAIRS_TURBO16_SPEED, lineSpecial, type ActionKind,
} from '../../../src/defs/doom/line-specials.js';

const ACTIONS: readonly ActionKind[] = [
  'door.normal', 'door.open', 'door.close', 'door.close30ThenOpen', 'door.raiseIn5Mins', 'door.blazeRaise',
  'door.blazeOpen', 'door.blazeClose', 'floor.lowerFloor', 'floor.lowerFloorToLowest', 'floor.turboLower',
  'floor.raiseFloor', 'floor.raiseFloorToNearest', 'floor.raiseToTexture', 'floor.lowerAndChange',
  'floor.raiseFloor24', 'floor.raiseFloor24AndChange', 'floor.raiseFloorCrush', 'floor.raiseFloorTurbo',
  'floor.raiseFloor512', 'donut', 'stairs.build8', 'stairs.turbo16', 'ceiling.lowerToFloor',
  'ceiling.raiseToHighest', 'ceiling.lowerAndCrush', 'ceiling.crushAndRaise', 'ceiling.fastCrushAndRaise',
  'ceiling.silentCrushAndRaise', 'ceiling.crushStop', 'plat.perpetualRaise', 'plat.downWaitUpStay',
  'plat.raiseAndChange', 'plat.raiseToNearestAndChange', 'plat.blazeDWUS', 'plat.stop', 'light.turnOn',
  'light.turnOff', 'light.startStrobing', 'exit.normal', 'exit.secret', 'teleport', 'scroll.left',
];

describe('DOOM line specials', () => {
  it('has every vanilla type from 1 to 141 except 78 and 85', () => {
    const expected: number[] = [];
    for (let t = 1; t <= 141; t++) if (t !== 78 && t !== 85) expected.push(t);
    expect([...LINE_SPECIALS.keys()].sort((a, b) => a - b)).toEqual(expected);
    expect(lineSpecial(0)).toBeUndefined();
    expect(lineSpecial(78)).toBeUndefined();
    expect(lineSpecial(142)).toBeUndefined();
  });

  it('spot checks: doors', () => {
    expect(lineSpecial(1)).toEqual({ type: 1, trigger: 'manual', repeat: true, actions: ['door.normal'], monsters: true, name: 'DR Door open wait close' });
    expect(lineSpecial(26)).toEqual({ type: 26, trigger: 'manual', repeat: true, actions: ['door.normal'], key: 'blue', name: 'DR Door open wait close (blue key)' });
    expect(lineSpecial(31)).toEqual({ type: 31, trigger: 'manual', repeat: false, actions: ['door.open'], name: 'D1 Door open stay' });
    expect(lineSpecial(117)).toMatchObject({ trigger: 'manual', repeat: true, actions: ['door.blazeRaise'] });
    expect(lineSpecial(117)!.monsters).toBeUndefined();
    expect(lineSpecial(133)).toEqual({
      type: 133, trigger: 'switch', repeat: false, actions: ['door.blazeOpen'], key: 'blue', switchTexture: 'onSuccess',
      name: 'S1 Door open stay (fast, blue key)',
    });
    expect(lineSpecial(46)).toMatchObject({ trigger: 'gun', repeat: true, actions: ['door.open'], monsters: true, switchTexture: 'always' });
  });

  it('spot checks: floors, lifts, ceilings, lights', () => {
    expect(lineSpecial(36)).toEqual({ type: 36, trigger: 'walk', repeat: false, actions: ['floor.turboLower'], name: 'W1 Floor lower to 8 above highest neighbour floor (fast)' });
    expect(lineSpecial(62)).toEqual({ type: 62, trigger: 'switch', repeat: true, actions: ['plat.downWaitUpStay'], switchTexture: 'onSuccess', name: 'SR Lift lower wait raise' });
    expect(lineSpecial(88)).toEqual({ type: 88, trigger: 'walk', repeat: true, actions: ['plat.downWaitUpStay'], monsters: true, name: 'WR Lift lower wait raise' });
    expect(lineSpecial(40)!.actions).toEqual(['ceiling.raiseToHighest', 'floor.lowerFloorToLowest']);
    expect(lineSpecial(14)).toMatchObject({ trigger: 'switch', repeat: false, actions: ['plat.raiseAndChange'], arg: 32 });
    expect(lineSpecial(66)).toMatchObject({ trigger: 'switch', repeat: true, actions: ['plat.raiseAndChange'], arg: 24 });
    expect(lineSpecial(12)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['light.turnOn'], arg: 0 });
    expect(lineSpecial(81)).toMatchObject({ trigger: 'walk', repeat: true, actions: ['light.turnOn'], arg: 255 });
    expect(lineSpecial(139)).toMatchObject({ trigger: 'switch', repeat: true, actions: ['light.turnOn'], arg: 35, switchTexture: 'always' });
    expect(lineSpecial(104)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['light.turnOff'] });
    expect(lineSpecial(141)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['ceiling.silentCrushAndRaise'] });
    expect(lineSpecial(24)).toMatchObject({ trigger: 'gun', repeat: false, actions: ['floor.raiseFloor'], switchTexture: 'always' });
  });

  it('spot checks: teleports, exits, scroller', () => {
    expect(lineSpecial(97)).toEqual({ type: 97, trigger: 'walk', repeat: true, actions: ['teleport'], monsters: true, name: 'WR Teleport' });
    expect(lineSpecial(39)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['teleport'], monsters: true });
    expect(lineSpecial(125)).toMatchObject({ trigger: 'walk', repeat: false, monstersOnly: true });
    expect(lineSpecial(126)).toMatchObject({ trigger: 'walk', repeat: true, monstersOnly: true });
    expect(lineSpecial(11)).toEqual({ type: 11, trigger: 'switch', repeat: false, actions: ['exit.normal'], switchTexture: 'always', name: 'S1 Exit level' });
    expect(lineSpecial(51)).toMatchObject({ trigger: 'switch', repeat: false, actions: ['exit.secret'] });
    expect(lineSpecial(52)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['exit.normal'] });
    expect(lineSpecial(124)).toMatchObject({ trigger: 'walk', repeat: false, actions: ['exit.secret'] });
    expect(lineSpecial(48)).toEqual({ type: 48, trigger: 'none', repeat: true, actions: ['scroll.left'], name: 'Scroll wall left' });
    expect(lineSpecial(117)).toMatchObject({ trigger: 'manual', actions: ['door.blazeRaise'] });
  });

  it('gives every keyed door its key and no other special a key', () => {
    const keyed = new Map<number, string>();
    for (const d of LINE_SPECIALS.values()) if (d.key) keyed.set(d.type, d.key);
    expect(keyed).toEqual(new Map([
      [26, 'blue'], [27, 'yellow'], [28, 'red'], [32, 'blue'], [33, 'red'], [34, 'yellow'],
      [99, 'blue'], [133, 'blue'], [134, 'red'], [135, 'red'], [136, 'yellow'], [137, 'yellow'],
    ]));
    for (const t of keyed.keys()) expect(lineSpecial(t)!.actions[0]).toMatch(/^door\.(normal|open|blazeOpen)$/);
  });

  it('has a valid trigger, action and name on every entry, and monsters only where vanilla allows', () => {
    const letters = { walk: 'W', switch: 'S', gun: 'G', manual: 'D' } as const;
    const counts = { walk: 0, switch: 0, gun: 0, manual: 0, none: 0 };
    for (const d of LINE_SPECIALS.values()) {
      counts[d.trigger]++;
      expect(d.actions.length).toBeGreaterThan(0);
      for (const a of d.actions) expect(ACTIONS).toContain(a);
      if (d.trigger !== 'none') expect(d.name.startsWith(letters[d.trigger] + (d.repeat ? 'R ' : '1 '))).toBe(true);
      // Switch and gun lines flip their texture; walk and manual lines never do.
      expect(d.switchTexture !== undefined).toBe(d.trigger === 'switch' || d.trigger === 'gun');
      // light.turnOn and raiseAndChange always carry their argument.
      expect(d.arg !== undefined).toBe(d.actions[0] === 'light.turnOn' || d.actions[0] === 'plat.raiseAndChange');
    }
    expect(counts).toEqual({ walk: 72, switch: 53, gun: 3, manual: 10, none: 1 });
    const monsters = [...LINE_SPECIALS.values()].filter((d) => d.monsters).map((d) => d.type);
    expect(monsters).toEqual([1, 4, 10, 39, 46, 88, 97, 125, 126]);
  });

  it('exports DOOM\'s mover constants in map units and tics', () => {
    expect([DOOR_SPEED, DOOR_BLAZE_SPEED, DOOR_WAIT, DOOR_TOP_GAP]).toEqual([2, 8, 150, 4]);
    expect([PLAT_SPEED, PLAT_DWUS_SPEED, PLAT_WAIT]).toEqual([1, 4, 105]);
    expect([FLOOR_SPEED, FLOOR_TURBO_SPEED, STAIRS_BUILD8_SPEED, STAIRS_TURBO16_SPEED]).toEqual([1, 4, 0.25, 4]);
    expect([CEILING_SPEED, CEILING_FAST_SPEED, CEILING_CRUSH_SLOW_SPEED, BUTTON_TIME]).toEqual([1, 2, 0.125, 35]);
  });
});
