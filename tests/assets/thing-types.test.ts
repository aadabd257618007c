import { describe, expect, it } from 'vitest';
import { THING_TYPES, ThingFlags, thingSprite, thingType } from '../../src/assets/thing-types.js';

describe('thing types', () => {
  it('maps editor numbers to the spawn sprite, frame and brightness', () => {
    expect(thingSprite(3001)).toEqual({ sprite: 'TROO', frame: 0, bright: false });
    expect(thingSprite(3006)).toEqual({ sprite: 'SKUL', frame: 0, bright: true });
    expect(thingSprite(2028)).toEqual({ sprite: 'COLU', frame: 0, bright: true });
    expect(thingSprite(2013)).toEqual({ sprite: 'SOUL', frame: 0, bright: true });
    expect(thingSprite(5)).toEqual({ sprite: 'BKEY', frame: 0, bright: false });
    expect(thingSprite(15)).toEqual({ sprite: 'PLAY', frame: 13, bright: false });
    expect(thingSprite(10)).toEqual({ sprite: 'PLAY', frame: 22, bright: false });
    expect(thingSprite(20)).toEqual({ sprite: 'TROO', frame: 12, bright: false });
    expect(thingSprite(58)).toEqual({ sprite: 'SARG', frame: 0, bright: false });
  });

  it('has no sprite for player starts and markers, nor for unknown types', () => {
    for (const t of [1, 2, 3, 4, 11, 14, 87, 89]) {
      expect(thingSprite(t)).toBeUndefined();
      expect(thingType(t)).toBeDefined();
    }
    expect(thingSprite(0)).toBeUndefined();
    expect(thingSprite(9999)).toBeUndefined();
    expect(thingType(9999)).toBeUndefined();
  });

  it('gives sizes and flags from mobjinfo', () => {
    expect(thingType(16)).toMatchObject({ radius: 40, height: 110, name: 'Cyberdemon' });
    expect(thingType(7)).toMatchObject({ radius: 128, height: 100 });
    expect(thingType(2035)).toMatchObject({ radius: 10, height: 42, flags: ThingFlags.SOLID | ThingFlags.SHOOTABLE });
    expect(thingType(58)!.flags & ThingFlags.SHADOW).toBeTruthy();
    expect(thingType(3006)!.flags & ThingFlags.COUNTKILL).toBe(0);
    // Hanging things hang at ceiling - height: the heights matter for drawing.
    const hang = [...THING_TYPES.values()].filter((t) => t.flags & ThingFlags.HANGING).map((t) => [t.type, t.height]);
    expect(new Map(hang as [number, number][])).toEqual(new Map([
      [72, 72], [49, 68], [50, 84], [51, 84], [52, 68], [53, 52], [63, 68], [59, 84], [61, 52], [60, 68], [62, 52],
      [73, 88], [74, 88], [75, 64], [76, 64], [77, 64], [78, 64],
    ]));
  });

  it('covers the whole DOOM 1/2 list', () => {
    // mobjinfo has 137 types, 19 of them without an editor number (player, missiles, effects): 118,
    // plus player starts 1-4 and the deathmatch start 11, which P_SpawnMapThing handles itself.
    expect(THING_TYPES.size).toBe(118 + 5);
    for (const [type, t] of THING_TYPES) expect(t.type).toBe(type);
    for (const t of THING_TYPES.values()) {
      expect(t.frame).toBeGreaterThanOrEqual(0);
      expect(t.frame).toBeLessThan(29);
      if (t.sprite) expect(t.sprite).toMatch(/^[A-Z0-9]{4}$/);
    }
  });
});
