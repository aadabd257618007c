// The message line's timing without a browser: a sim message stays for DOOM's 4 seconds of tics
// (MESSAGE_TICS = 140) after the tic it was given in (leveltime − messageTic from 1 to 140, as DOOM's
// HU_Ticker counts), whatever the frame rate; a page notice for its wall-clock time. (tests/web/living.test.ts watches the real page do this in `npm run test:full`.)
import { describe, expect, it } from 'vitest';
import type { Playsim } from '../../src/sim/playsim.js';
import { MESSAGE_TICS, NOTICE_MS, ViewMessages } from '../../src/web/messages.js';

/** The two fields of an element ViewMessages touches. */
function element(): HTMLElement {
  return { hidden: true, textContent: '' } as unknown as HTMLElement;
}

describe('ViewMessages', () => {
  it(`shows a sim message from its tic for ${MESSAGE_TICS} tics, then hides it`, () => {
    const m = new ViewMessages(element(), element());
    const player = { message: '', messageTic: -1 };
    const sim = { player, leveltime: 0 } as unknown as Playsim & { leveltime: number };
    m.update(sim, 0);
    expect(m.text).toBe('');
    player.message = 'Picked up a health bonus.';
    player.messageTic = 10;
    for (const t of [11, 12, 10 + MESSAGE_TICS]) {
      sim.leveltime = t;
      m.update(sim, t * 28);
      expect(m.text, `tic ${t}`).toBe('Picked up a health bonus.');
    }
    sim.leveltime = 11 + MESSAGE_TICS;
    m.update(sim, 0);
    expect(m.text).toBe('');
    // Drawn on the canvas by the WAD's font: the text is up, the HTML line stays hidden.
    const el = element(), c = new ViewMessages(el, element());
    sim.leveltime = 12;
    c.update(sim, 0, 'canvas');
    expect([c.text, el.hidden]).toEqual(['Picked up a health bonus.', true]);
    c.update(sim, 0, 'html');
    expect([c.text, el.hidden]).toEqual(['Picked up a health bonus.', false]);
    // A new message at a later tic shows again, replacing the text.
    player.message = 'You need a blue key to open this door';
    player.messageTic = 500;
    sim.leveltime = 501;
    m.update(sim, 0);
    expect(m.text).toBe('You need a blue key to open this door');
  });

  it(`keeps a page notice for ${NOTICE_MS} ms of wall time, or until cleared`, () => {
    const m = new ViewMessages(element(), element());
    m.showNotice('E1M1 finished', 1000);
    m.update(null, 1000 + NOTICE_MS - 1);
    expect(m.notice).toBe('E1M1 finished');
    m.update(null, 1000 + NOTICE_MS);
    expect(m.notice).toBe('');
    m.showNotice('no next map', 0, Infinity);
    m.update(null, 1e9);
    expect(m.notice).toBe('no next map');
    m.clearNotice();
    expect(m.notice).toBe('');
  });
});
