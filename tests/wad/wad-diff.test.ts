// differsOnlyIn: the page's live reload keeps the living world only when a rewritten WAD changed
// nothing but its PORTALS lumps.
import { describe, expect, it } from 'vitest';
import { differsOnlyIn } from '../../src/wad/wad-diff.js';
import { writeWad } from '../../src/wad/wad-writer.js';

const PORTALS = new Set(['PORTALS']);
const bytes = (s: string) => new TextEncoder().encode(s);
const pwad = (portals: string, things = 'T1') => writeWad('PWAD', [
  { name: 'MAP01', data: new Uint8Array(0) }, { name: 'THINGS', data: bytes(things) }, { name: 'PORTALS', data: bytes(portals) },
]);
const iwad = writeWad('IWAD', [{ name: 'PLAYPAL', data: bytes('pal') }]);

describe('differsOnlyIn', () => {
  it('the same stack, or only a PORTALS lump rewritten (even to another length): true', () => {
    const a = [{ name: 'doom.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad('portal 2 4\n') }];
    expect(differsOnlyIn(a, a, PORTALS)).toBe(true);
    expect(differsOnlyIn(a, [a[0], { name: 'p.wad', bytes: pwad('portal 2 4\nportal 5 7 oneway\n') }], PORTALS)).toBe(true);
  });

  it('another lump changed, a lump added, a file renamed, added or damaged: false', () => {
    const a = [{ name: 'doom.wad', bytes: iwad }, { name: 'p.wad', bytes: pwad('portal 2 4\n') }];
    expect(differsOnlyIn(a, [a[0], { name: 'p.wad', bytes: pwad('portal 2 4\n', 'T2') }], PORTALS)).toBe(false);
    const more = writeWad('PWAD', [{ name: 'MAP01', data: new Uint8Array(0) }, { name: 'THINGS', data: bytes('T1') },
      { name: 'PORTALS', data: bytes('portal 2 4\n') }, { name: 'SWITCHES', data: new Uint8Array(0) }]);
    expect(differsOnlyIn(a, [a[0], { name: 'p.wad', bytes: more }], PORTALS)).toBe(false);
    expect(differsOnlyIn(a, [a[0], { name: 'q.wad', bytes: a[1].bytes }], PORTALS)).toBe(false);
    expect(differsOnlyIn(a, [...a, a[1]], PORTALS)).toBe(false);
    expect(differsOnlyIn(a, [a[0], { name: 'p.wad', bytes: a[1].bytes.slice(0, 10) }], PORTALS)).toBe(false);
    // The IWAD's own bytes changed (a texture, a height): false.
    expect(differsOnlyIn(a, [{ name: 'doom.wad', bytes: writeWad('IWAD', [{ name: 'PLAYPAL', data: bytes('paL') }]) }, a[1]], PORTALS)).toBe(false);
  });
});
