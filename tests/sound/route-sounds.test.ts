// The sounds a scripted route makes, through DOOM's channel rules, in Node: Freedoom E1M1's exit route
// (no monsters) opens doors, flips switches, picks up armour bonuses and presses the exit switch. Each
// tic's events are drained into the 8 channels as the page does; the test checks which sounds start,
// from where (a sector's sound origin, or none for a pickup) and how loud and where they are heard.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREEDOOM1, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { stackFor } from '../helpers/world-fixtures.js';
import { loadWorld } from '../../src/world/load-world.js';
import { Playsim } from '../../src/sim/playsim.js';
import { EXIT_NONE, EXIT_NORMAL } from '../../src/sim/base/sim-state.js';
import { TicCmd } from '../../src/sim/base/ticcmd.js';
import { ScriptPlayer, parseInputScript } from '../../src/sim/input-script.js';
import { ORIGIN_LISTENER, ORIGIN_NONE, ORIGIN_POINT, NORM_SEP, SoundChannels, SoundEventDrain } from '../../src/sound/channels.js';
import { SFX } from '../../src/defs/doom/sounds.js';

interface Heard { tic: number; sfx: number; origin: number; volume: number; sep: number; items: number }

describe.skipIf(!haveFreedoom)(`the sounds of a route${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  it('Freedoom E1M1 to the exit: doors from their sectors, switches, pickups from no origin, all in DOOM\'s order', () => {
    const stack = stackFor(FREEDOOM1);
    const ps = new Playsim(loadWorld(stack, 'E1M1', { skill: 3, noMonsters: true }), { skill: 3, nomonsters: true });
    const script = new ScriptPlayer(parseInputScript(readFileSync(join(import.meta.dirname, '..', 'sim', 'routes', 'freedoom1-e1m1-exit.txt'), 'utf8').trim()));
    const cmd = new TicCmd(), ch = new SoundChannels(), drain = new SoundEventDrain(ps);
    const heard: Heard[] = [];
    const serial = new Int32Array(ch.count);
    const itemTics: number[] = [];
    let items = 0;
    while (!script.done && ps.exited === EXIT_NONE) {
      ps.tick(script.next(cmd));
      const mo = ps.player.mo!;
      drain.drain(ps, ch, mo.x, mo.y, mo.angle, ORIGIN_LISTENER);
      for (let c = 0; c < ch.count; c++) {
        if (ch.serial[c] === serial[c]) continue;
        serial[c] = ch.serial[c];
        heard.push({ tic: ps.leveltime, sfx: ch.sfx[c], origin: ch.originSlot[c], volume: ch.volume[c], sep: ch.sep[c], items: ps.player.itemcount });
      }
      ch.update(mo.x, mo.y, mo.angle, ORIGIN_LISTENER);
      if (ps.player.itemcount !== items) { items = ps.player.itemcount; itemTics.push(ps.leveltime); }
    }
    expect(ps.exited).toBe(EXIT_NORMAL);
    const of = (sfx: number): Heard[] => heard.filter((h) => h.sfx === sfx);
    // Every pickup is an "itemup" with no origin: full volume, centred. The route's 4 counted items
    // (armour bonuses, picked up two at a time) sound on the tics the count goes up; as in DOOM, a
    // second sound without an origin in one tic replaces the first (S_StartSound stops its origin's).
    const pickups = of(SFX.itemup);
    expect([ps.player.itemcount, itemTics.length]).toEqual([4, 2]);
    for (const t of itemTics) expect(pickups.some((h) => h.tic === t), `itemup at tic ${t}`).toBe(true);
    for (const h of pickups) expect([h.origin, h.volume, h.sep]).toEqual([ORIGIN_NONE, ch.sfxVolume, NORM_SEP]);
    // Doors open from their sector's sound origin (a point), and close again after DOOM's 150-tic wait
    // unless they stay open.
    const opens = of(SFX.doropn);
    expect(opens.length).toBeGreaterThanOrEqual(3);
    for (const h of opens) {
      expect(h.origin).toBe(ORIGIN_POINT);
      expect(h.volume).toBeGreaterThan(0);
      expect(h.volume).toBeLessThanOrEqual(ch.sfxVolume);
    }
    // Switches click; the last sound of the level is the exit switch's, and it is the plain switch
    // click: DOOM clears a once-only switch's special before it checks for the exit's sfx_swtchx,
    // so the exit switch never makes that sound (a vanilla quirk the simulation keeps).
    expect(of(SFX.swtchn).length).toBeGreaterThanOrEqual(2);
    expect(heard[heard.length - 1].sfx).toBe(SFX.swtchn);
    expect(of(SFX.swtchx)).toEqual([]);
    // The same route makes the same sounds at the same tics: determinism of what is heard.
    expect(heard.length).toBeGreaterThan(10);
    expect(heard.map((h) => `${h.tic}:${h.sfx}:${h.volume}:${h.sep}`).join(' ')).toMatchSnapshot();
  });
});
