// Where the page goes after an exit and what it says: DOOM's order among the stack's maps, secret
// exits, the end of an episode or of the game, and a PWAD without the next map.
import { describe, expect, it } from 'vitest';
import { exitNotice, nextMapIn } from '../../src/web/exit-notice.js';

const E1 = ['E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9'];
const D2 = Array.from({ length: 32 }, (_, i) => `MAP${String(i + 1).padStart(2, '0')}`);

describe('exits in the page', () => {
  it('goes on in DOOM order, secret exits to ExM9 and MAP31, and back', () => {
    expect(nextMapIn(E1, 'E1M1', false)).toBe('E1M2');
    expect(nextMapIn(E1, 'E1M3', true)).toBe('E1M9');
    expect(nextMapIn(E1, 'E1M9', false)).toBe('E1M4');
    expect(nextMapIn(E1, 'E1M8', false)).toBeNull();
    expect(nextMapIn(D2, 'MAP15', true)).toBe('MAP31');
    expect(nextMapIn(D2, 'MAP31', true)).toBe('MAP32');
    expect(nextMapIn(D2, 'MAP32', false)).toBe('MAP16');
    expect(nextMapIn(D2, 'MAP30', false)).toBeNull();
    expect(nextMapIn(['MAP01', 'MAP02'], 'MAP02', false)).toBeNull(); // a PWAD of two maps
    expect(nextMapIn(['E1M1'], 'E1M1', false)).toBeNull(); // the stack lacks E1M2
  });

  it('says so', () => {
    expect(exitNotice('E1M1', false, 'E1M2')).toBe('E1M1 finished — entering E1M2');
    expect(exitNotice('E1M3', true, 'E1M9')).toBe('E1M3 finished (secret exit) — entering E1M9');
    expect(exitNotice('E1M8', false, null)).toBe('E1M8 finished — the end of the episode');
    expect(exitNotice('MAP30', false, null)).toBe('MAP30 finished — the end of the game');
    expect(exitNotice('MAP02', false, null)).toBe('MAP02 finished — no next map in this WAD');
  });
});
