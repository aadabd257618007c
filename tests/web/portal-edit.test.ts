// The page's portal edits without a browser: the CLI's checks, the warnings for odd pairs, the text
// and the stack with the edit PWAD on top (its World has the portal).
import { describe, expect, it } from 'vitest';
import { PortalEdit } from '../../src/web/authoring/portal-edit.js';
import { loadWorld } from '../../src/world/load-world.js';
import { testStack } from '../helpers/test-wad.js';
import { pickRooms } from '../helpers/pick-map.js';

describe('portal edits', () => {
  it('links, warns about scale and steps, unlinks; the stack on top builds the portal', () => {
    const m = pickRooms();
    // Room B's west wall twice as long (its vertex 5 moved north) and its floor 40 higher than A's.
    m.vertices[5] = [1000, 512];
    m.sectors[1] = { ...m.sectors[1], floor: 40 };
    const edit = new PortalEdit(testStack(m), 'MAP01');
    expect(edit.link(2, 4, false)).toEqual(['lengths 256 and 512: the view through it is scaled ×2.00', 'front floors 0 and 40: crossing steps up 40']);
    expect(edit.link(1, 5, true)).toEqual(['lengths 256 and 362: the view through it is scaled ×1.41', 'front floors 0 and 40: crossing steps up 40']);
    expect(edit.text()).toBe('# Toom.ts portals for MAP01: portal <linedef A> <linedef B> [oneway]\nportal 2 4\nportal 1 5 oneway\n');
    expect(() => edit.link(3, 99, false)).toThrow('test.wad: MAP01: portal 3 99: unknown linedef 99 (the map has 8)');
    expect(() => edit.link(3, 3, false)).toThrow('linedef 3 is linked to itself');
    expect(() => edit.link(0, 4, false)).toThrow('test.wad: MAP01: portal 0 4: linedef 4 is already in portal 2 4');
    const world = loadWorld(edit.stack(), 'MAP01');
    expect(world.portals.map((p) => [p.lineA, p.lineB])).toEqual([[2, 4], [1, 5]]);
    expect(edit.unlink(4)).toBe(true);
    expect(edit.unlink(4)).toBe(false);
    expect(edit.text()).toBe('# Toom.ts portals for MAP01: portal <linedef A> <linedef B> [oneway]\nportal 1 5 oneway\n');
    expect(loadWorld(edit.stack(), 'MAP01').portals).toHaveLength(1);
  });
});
