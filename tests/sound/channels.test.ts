// DOOM's sound channel rules (s_sound.c) on plain numbers: volume and separation for given positions
// as S_AdjustSoundParams computes them, S_GetChannel's first-fit priority and same-origin rules, the
// 8-channel limit, out-of-range drops, per-tic updates; then a Playsim's events after a door opens.
import { describe, expect, it } from 'vitest';
import { NORM_SEP, ORIGIN_LISTENER, ORIGIN_NONE, ORIGIN_POINT, SND_CHANNELS, SoundChannels, SoundEventDrain } from '../../src/sound/channels.js';
import { SFX_COUNT, SFX_PRIORITY, sfxLumpOf } from '../../src/sound/sfx-info.js';
import { SFX, SFX_NAMES } from '../../src/defs/doom/sounds.js';
import { FINESINE } from '../../src/sim/base/fixed.js';
import { Driver, SimMap } from '../sim/helpers.js';
import { SOUND_SLOT_PLAYER } from '../../src/sim/base/sim-state.js';
import { BT_ATTACK } from '../../src/sim/base/ticcmd.js';
import { ONFLOORZ, removeMobj, spawnMobj } from '../../src/sim/rules/mobj.js';
import { mobjIndex } from '../../src/defs/doom/things-info.js';

const U = 65536;
const ANG90 = 0x40000000;

/** One sound from a thing at (x, y) map units, heard at the origin facing `angle`: [volume, sep] or null. */
function heard(x: number, y: number, angle = 0, gamemap = 1): [number, number] | null {
  const ch = new SoundChannels();
  ch.gamemap = gamemap;
  const c = ch.start(SFX.pistol, x * U, y * U, 5, 0, 0, angle);
  return c < 0 ? null : [ch.volume[c], ch.sep[c]];
}

describe('sfx table (sounds.c)', () => {
  it('one priority per DOOM sound, spot values from sounds.c', () => {
    expect(SFX_COUNT).toBe(SFX_NAMES.length);
    expect(SFX_PRIORITY[SFX.sawidl]).toBe(118);
    expect(SFX_PRIORITY[SFX.stnmov]).toBe(119);
    expect(SFX_PRIORITY[SFX.posact]).toBe(120);
    expect(SFX_PRIORITY[SFX.telept]).toBe(32);
    expect(SFX_PRIORITY[SFX.brssit]).toBe(94);
    expect(SFX_PRIORITY[SFX.cybsit]).toBe(92);
    expect(SFX_PRIORITY[SFX.chgun]).toBe(64);
    expect(SFX_PRIORITY[SFX.radio]).toBe(60);
    expect(sfxLumpOf(SFX.chgun)).toBe(SFX.pistol);
    expect(sfxLumpOf(SFX.doropn)).toBe(SFX.doropn);
  });
});

describe('S_AdjustSoundParams', () => {
  it('volume: 8 within 200 units, 8·(1200 − d)/1000 truncated beyond, inaudible past 1200 or at volume 0', () => {
    expect(heard(150, 0)![0]).toBe(8);
    expect(heard(200, 0)![0]).toBe(8); // not < 200: 8·1000/1000
    expect(heard(300, 0)![0]).toBe(7); // 7.2
    expect(heard(1000, 0)![0]).toBe(1); // 1.6
    expect(heard(900, 400)).toBeNull(); // 1300 − 200 = 1100: 0.8 → 0, not started
    expect(heard(1000, 500)).toBeNull(); // 1500 − 250 = 1250 > 1200
    expect(heard(1201, 0)).toBeNull();
  });

  it('distance is DOOM approximate: adx + ady − min/2', () => {
    // (600, 400): 1000 − 200 = 800 → 8·400/1000 = 3.2 → 3 (Euclid would say 721 → 4).
    expect(heard(600, 400)![0]).toBe(3);
  });

  it('map 8 clips nothing: 15 + (8 − 15)·(1200 − d)/1000, truncated toward zero', () => {
    expect(heard(1000, 500, 0, 8)![0]).toBe(15); // clamped to 1200: louder far away
    expect(heard(300, 0, 0, 8)![0]).toBe(9); // 15 + trunc(−6.3)
    expect(heard(100, 0, 0, 8)![0]).toBe(8);
  });

  it('separation: 128 − 96·sin(angle to the origin less the facing), DOOM tables and unsigned wrap', () => {
    expect(FINESINE[8191]).toBeLessThan(0);
    // Straight ahead: angle 0 is not > 0, so 0 + 0xffffffff: fine angle 8191, a tiny negative sine.
    expect(heard(300, 0)![1]).toBe(129);
    // To the left (north of an east-facing listener): R_PointToAngle2 gives ANG90 − 1 there, fine
    // angle 2047, sine 65535: 128 − 95.
    expect(heard(0, 300)![1]).toBe(33);
    expect(heard(0, -300)![1]).toBe(224); // to the right
    expect(heard(-300, 0)![1]).toBe(128 - ((96 * FINESINE[4095]) >> 16)); // behind
    expect(heard(300, 0, ANG90)![1]).toBe(224); // facing north, east is on the right
    expect(heard(300, 300)![1]).toBe(128 - Math.floor((96 * U * FINESINE[1024]) / U / U));
  });

  it("the listener's own sound and origin-less sounds: full volume, centred; an origin on the listener's spot: centred", () => {
    const ch = new SoundChannels();
    let c = ch.start(SFX.oof, 5000 * U, 0, 3, 0, 0, 0, 3);
    expect([ch.volume[c], ch.sep[c]]).toEqual([8, NORM_SEP]);
    c = ch.start(SFX.bospit, 0, 0, ORIGIN_NONE, 9000 * U, 0, ANG90);
    expect([ch.volume[c], ch.sep[c]]).toEqual([8, NORM_SEP]);
    c = ch.start(SFX.pistol, 64 * U, 64 * U, 7, 64 * U, 64 * U, ANG90);
    expect([ch.volume[c], ch.sep[c]]).toEqual([8, NORM_SEP]);
    ch.sfxVolume = 15;
    c = ch.start(SFX.pistol, 700 * U, 0, 8, 0, 0, 0);
    expect(ch.volume[c]).toBe(7); // 15·500/1000 = 7.5
  });
});

describe('S_StartSound / S_GetChannel', () => {
  /** Channels all busy with `sfx[i]` from thing slots 100 + i. */
  function busy(sfx: number[]): SoundChannels {
    const ch = new SoundChannels();
    sfx.forEach((s, i) => expect(ch.start(s, 0, 0, 100 + i, 0, 0, 0)).toBe(i));
    return ch;
  }

  it('8 channels: a 9th sound of lower priority (higher number) than all is dropped', () => {
    const ch = busy(Array(SND_CHANNELS).fill(SFX.telept)); // 32
    expect(ch.start(SFX.pistol, 0, 0, 50, 0, 0, 0)).toBe(-1); // 64: 32 ≥ 64 nowhere
    expect(Array.from(ch.sfx)).toEqual(Array(8).fill(SFX.telept));
  });

  it('the first channel whose priority number is ≥ the new one is taken (not the lowest)', () => {
    const ch = busy([SFX.telept, SFX.telept, SFX.doropn, SFX.posact, SFX.telept, SFX.telept, SFX.telept, SFX.telept]);
    expect(ch.start(SFX.pistol, 0, 0, 50, 0, 0, 0)).toBe(2); // doropn (100) first, though posact is 120
    expect(ch.sfx[2]).toBe(SFX.pistol);
    expect(ch.originSlot[2]).toBe(50);
    // Equal priority replaces: pistol (64) over pistol.
    const eq = busy(Array(8).fill(SFX.pistol));
    expect(eq.start(SFX.shotgn, 0, 0, 50, 0, 0, 0)).toBe(0);
  });

  it('a DEHACKED Sound block\'s Value is the priority the channels judge by (Defs.soundPriority; -1 keeps DOOM\'s)', () => {
    const ch = busy(Array(SND_CHANNELS).fill(SFX.telept)); // 32 each
    const patched = new Int32Array(SFX_COUNT).fill(-1);
    patched[SFX.pistol] = 10; // more urgent than the teleport's 32
    ch.setPriorities(patched);
    expect([ch.priority[SFX.pistol], ch.priority[SFX.telept]]).toEqual([10, 32]);
    expect(ch.start(SFX.pistol, 0, 0, 50, 0, 0, 0)).toBe(0);
    ch.setPriorities(new Int32Array(SFX_COUNT).fill(-1));
    expect(ch.priority[SFX.pistol]).toBe(64);
  });

  it('a free channel is taken before any replacement', () => {
    const ch = busy([SFX.posact, SFX.posact, SFX.posact]);
    expect(ch.start(SFX.pistol, 0, 0, 50, 0, 0, 0)).toBe(3);
  });

  it('one sound per origin: a thing, a sector point and "no origin" each replace their own', () => {
    const ch = busy(Array(8).fill(SFX.telept));
    // The same thing (slot 104) replaces its sound though every priority would refuse.
    expect(ch.start(SFX.posact, 0, 0, 104, 0, 0, 0)).toBe(4);
    expect(ch.sfx[4]).toBe(SFX.posact);
    const s = new SoundChannels();
    expect(s.start(SFX.doropn, 64 * U, 64 * U, ORIGIN_POINT, 0, 0, 0)).toBe(0);
    expect(s.start(SFX.pistol, 10 * U, 10 * U, 3, 0, 0, 0)).toBe(1);
    expect(s.start(SFX.dorcls, 64 * U, 64 * U, ORIGIN_POINT, 0, 0, 0)).toBe(0); // same sector
    expect(s.start(SFX.dorcls, 65 * U, 64 * U, ORIGIN_POINT, 0, 0, 0)).toBe(2); // another
    expect(s.start(SFX.bospit, 0, 0, ORIGIN_NONE, 0, 0, 0)).toBe(3);
    expect(s.start(SFX.bossit, 0, 0, ORIGIN_NONE, 0, 0, 0)).toBe(3); // S_StopSound(NULL) stops it
    expect(Array.from(s.active)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('out of range: not started, and the origin keeps its old sound', () => {
    const ch = new SoundChannels();
    expect(ch.start(SFX.posact, 100 * U, 0, 9, 0, 0, 0)).toBe(0);
    expect(ch.start(SFX.pistol, 2000 * U, 0, 9, 0, 0, 0)).toBe(-1);
    expect(ch.sfx[0]).toBe(SFX.posact);
    expect(ch.start(0, 0, 0, 9, 0, 0, 0)).toBe(-1);
    expect(ch.start(SFX_COUNT, 0, 0, 9, 0, 0, 0)).toBe(-1);
  });
});

describe('S_UpdateSounds', () => {
  it('re-adjusts moving origins, stops them out of range, ends sounds after their length', () => {
    const ch = new SoundChannels();
    const pos = { x: 100 * U, y: 0 };
    const origins = { thingX: () => pos.x, thingY: () => pos.y };
    ch.setSfxTics(SFX.posact, 3);
    const c = ch.start(SFX.pistol, pos.x, pos.y, 9, 0, 0, 0);
    const d = ch.start(SFX.posact, 0, 300 * U, 10, 0, 0, 0);
    expect(ch.ticsLeft[c]).toBe(-1);
    pos.x = 700 * U; // 8·500/1000 = 4
    ch.update(0, 0, 0, -3, origins);
    expect([ch.volume[c], ch.sep[c], ch.active[c]]).toEqual([4, 129, 1]);
    ch.update(0, 0, ANG90, -3, origins); // the listener turns north: east is right
    expect(ch.sep[c]).toBe(224);
    expect([ch.active[d], ch.ticsLeft[d]]).toEqual([1, 1]);
    pos.x = 1300 * U;
    ch.update(0, 0, 0, -3, origins);
    expect(ch.active[d]).toBe(0); // posact's 3 tics are over
    expect(ch.active[c]).toBe(0);
    expect(ch.sfx[c]).toBe(0);
  });

  it("the listener's own sound is not adjusted as it moves; finished() frees a channel", () => {
    const ch = new SoundChannels();
    const c = ch.start(SFX.plpain, 0, 0, 2, 0, 0, 0, 2);
    ch.update(5000 * U, 0, 0, 2, { thingX: () => 0, thingY: () => 0 });
    expect([ch.active[c], ch.volume[c], ch.sep[c]]).toEqual([1, 8, 128]);
    ch.finished(c);
    expect(ch.active[c]).toBe(0);
  });
});

describe('SoundEventDrain', () => {
  function doorMap(special: number) {
    const m = new SimMap();
    const r = m.row([{ w: 128, floor: 0, ceil: 128 }, { w: 128, floor: 0, ceil: 0, tag: 7 }, { w: 128, floor: 0, ceil: 160 }], [{}, { special }]);
    m.thing(80, 128, 1, 0);
    const d = new Driver(m.sim());
    d.wait(1);
    return { d, door: r.sec[1] };
  }

  it.each([[1, SFX.doropn], [117, SFX.bdopn]])('a door opened by use (special %i) starts sfx %i from its sector origin', (special, sfx) => {
    const { d, door } = doorMap(special);
    const ps = d.ps;
    const ch = new SoundChannels();
    const drain = new SoundEventDrain(ps);
    const mo = d.mo;
    expect(drain.drain(ps, ch, mo.x, mo.y, mo.angle, mo.slot)).toBe(0);
    d.use();
    const sec = d.sector(door);
    expect(drain.drain(ps, ch, mo.x, mo.y, mo.angle, mo.slot)).toBe(1);
    expect(ch.sfx[0]).toBe(sfx);
    expect(ch.originSlot[0]).toBe(ORIGIN_POINT);
    expect([ch.originX[0], ch.originY[0]]).toEqual([sec.soundorgX, sec.soundorgY]);
    expect([sec.soundorgX, sec.soundorgY]).toEqual([192 * U, 128 * U]);
    // 112 units straight ahead: full volume; DOOM's wrap puts dead ahead at 129.
    expect([ch.volume[0], ch.sep[0]]).toEqual([8, 129]);
    expect(drain.drain(ps, ch, mo.x, mo.y, mo.angle, mo.slot)).toBe(0);
    expect(drain.read).toBe(ps.soundHead);
  });

  it("the player's own shots: marked as the listener's (slot -3), full volume, centred while strafing, one at a time", () => {
    const m = new SimMap();
    m.row([{ w: 512, floor: 0, ceil: 128 }]);
    m.thing(128, 128, 1, 0);
    const d = new Driver(m.sim());
    const ps = d.ps, mo = d.mo;
    const ch = new SoundChannels();
    const drain = new SoundEventDrain(ps);
    d.cmd.clear();
    d.cmd.buttons = BT_ATTACK;
    d.cmd.sideMove = 40; // strafing right: where the shot was fired is not where the player ends the tic
    const shots: number[][] = [];
    for (let t = 0; t < 40; t++) {
      const head = ps.soundHead;
      d.tick();
      drain.drain(ps, ch, mo.x, mo.y, mo.angle, ORIGIN_LISTENER);
      ch.update(mo.x, mo.y, mo.angle, ORIGIN_LISTENER);
      for (let h = head; h < ps.soundHead; h++) {
        const i = (h % 64) * 4;
        if (ps.soundRing[i] !== SFX.pistol) continue;
        expect(ps.soundRing[i + 3]).toBe(SOUND_SLOT_PLAYER);
        shots.push([ch.sfx[0], ch.originSlot[0], ch.volume[0], ch.sep[0], ch.active[1]]);
      }
      if (ch.sfx[0] === SFX.pistol) expect([ch.volume[0], ch.sep[0]]).toEqual([8, NORM_SEP]);
    }
    // Each shot replaces the last on channel 0 (S_StopSound of the same origin): channel 1 stays free.
    expect(shots.length).toBeGreaterThanOrEqual(2);
    for (const s of shots) expect(s).toEqual([SFX.pistol, ORIGIN_LISTENER, 8, NORM_SEP, 0]);
  });

  it('P_RemoveMobj stops the removed thing\'s sound (S_StopSound): an sfx-0 event for its slot', () => {
    const { d } = doorMap(1);
    const ps = d.ps, mo = d.mo;
    const ch = new SoundChannels();
    const drain = new SoundEventDrain(ps);
    const a = spawnMobj(ps, mo.x + 64 * U, mo.y, ONFLOORZ, mobjIndex('MT_BARREL'));
    const b = spawnMobj(ps, mo.x + 96 * U, mo.y, ONFLOORZ, mobjIndex('MT_BARREL'));
    a.slot = 40; b.slot = 41; // as WorldSync would give them
    ps.sound(a, SFX.barexp);
    ps.sound(b, SFX.pistol);
    const quiet = spawnMobj(ps, mo.x + 32 * U, mo.y, ONFLOORZ, mobjIndex('MT_BARREL'));
    quiet.slot = 42;
    expect(drain.drain(ps, ch, mo.x, mo.y, mo.angle, -3)).toBe(2);
    expect(Array.from(ch.originSlot.subarray(0, 2))).toEqual([40, 41]);
    const head = ps.soundHead;
    removeMobj(ps, a);
    removeMobj(ps, quiet); // never sounded: no event
    expect(ps.soundHead).toBe(head + 1);
    const i = (head % (ps.soundRing.length / 4)) * 4;
    expect(ps.soundRing[i]).toBe(0);
    expect(ps.soundRing[i + 3]).toBe(40);
    expect(drain.drain(ps, ch, mo.x, mo.y, mo.angle, -3)).toBe(0);
    expect([ch.active[0], ch.sfx[0], ch.active[1], ch.sfx[1]]).toEqual([0, 0, 1, SFX.pistol]);
  });

  it('skips events the ring overwrote, counting them', () => {
    const ring = new Int32Array(4 * 4);
    const src = { soundRing: ring, soundHead: 0 };
    const drain = new SoundEventDrain(src);
    for (let i = 0; i < 6; i++) {
      const k = (src.soundHead % 4) * 4;
      ring.set([SFX.pistol, 0, 0, 10 + i], k);
      src.soundHead++;
    }
    const ch = new SoundChannels();
    expect(drain.drain(src, ch, 0, 0, 0)).toBe(4);
    expect(drain.lost).toBe(2);
    expect(Array.from(ch.originSlot.subarray(0, 4))).toEqual([12, 13, 14, 15]);
  });
});
