// DOOM's sector lights (p_lights): the thinkers of the light specials — fire flicker (17), random
// flash (1), strobes slow and fast, in sync or not (2, 3, 4, 12, 13), glow (8) — each spawned from
// its sector's special as the level starts, and the light switches of lines: start strobing, turn
// the tagged lights off (to the darkest neighbour) or on (to the brightest neighbour or a level).
// The flickers and flashes draw P_Random on their tics and at spawn, in DOOM's order.
import type { Line, Sector } from '../base/level.js';
import { Thinker } from '../base/thinker.js';
import type { SimState } from '../base/sim-state.js';
import { findMinSurroundingLight, findSectorFromLineTag, getNextSector } from './specials.js';
import { PR_LIGHTS } from '../../defs/doom/random.js';

export const GLOWSPEED = 8;

/** A light or timed door spawned from a sector's special takes the special away: vanilla all of it,
 *  Boom only its low five bits (the DOOM type), keeping damage, secret, friction and wind bits. */
export function clearSpecialType(ps: SimState, sector: Sector): void {
  if (ps.compat.boom) sector.special &= ~31;
  else sector.special = 0;
}
export const STROBEBRIGHT = 5;
export const FASTDARK = 15;
export const SLOWDARK = 35;

/** fireflicker_t. */
export class FireFlicker extends Thinker {
  sector: Sector = null as unknown as Sector;
  count = 0;
  maxlight = 0;
  minlight = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    fireFlicker(this.ps, this);
  }
}

/** lightflash_t. */
export class LightFlash extends Thinker {
  sector: Sector = null as unknown as Sector;
  count = 0;
  maxlight = 0;
  minlight = 0;
  maxtime = 0;
  mintime = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    lightFlash(this.ps, this);
  }
}

/** strobe_t. */
export class StrobeFlash extends Thinker {
  sector: Sector = null as unknown as Sector;
  count = 0;
  minlight = 0;
  maxlight = 0;
  darktime = 0;
  brighttime = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    strobeFlash(this);
  }
}

/** glow_t. */
export class Glow extends Thinker {
  sector: Sector = null as unknown as Sector;
  minlight = 0;
  maxlight = 0;
  direction = 0;

  constructor(readonly ps: SimState) {
    super();
  }

  think(): void {
    glow(this);
  }
}

/** T_FireFlicker: every 4 tics, 0, 16, 32 or 48 under the brightest, not under the darkest. */
export function fireFlicker(ps: SimState, flick: FireFlicker): void {
  if (--flick.count !== 0) return;
  const amount = (ps.rng.pRandom(PR_LIGHTS) & 3) * 16;
  const sec = flick.sector;
  if (sec.lightlevel - amount < flick.minlight) sec.lightlevel = flick.minlight;
  else sec.lightlevel = flick.maxlight - amount;
  flick.count = 4;
}

/** P_SpawnFireFlicker. */
export function spawnFireFlicker(ps: SimState, sector: Sector): void {
  clearSpecialType(ps, sector);
  const flick = new FireFlicker(ps);
  ps.thinkers.add(flick);
  flick.sector = sector;
  flick.maxlight = sector.lightlevel;
  flick.minlight = findMinSurroundingLight(sector, sector.lightlevel) + 16;
  flick.count = 4;
}

/** T_LightFlash: bright for 1..65 tics (P_Random & 64: 1 or 65), dark for 1..8. */
export function lightFlash(ps: SimState, flash: LightFlash): void {
  if (--flash.count !== 0) return;
  const sec = flash.sector;
  if (sec.lightlevel === flash.maxlight) {
    sec.lightlevel = flash.minlight;
    flash.count = (ps.rng.pRandom(PR_LIGHTS) & flash.mintime) + 1;
  } else {
    sec.lightlevel = flash.maxlight;
    flash.count = (ps.rng.pRandom(PR_LIGHTS) & flash.maxtime) + 1;
  }
}

/** P_SpawnLightFlash. */
export function spawnLightFlash(ps: SimState, sector: Sector): void {
  clearSpecialType(ps, sector);
  const flash = new LightFlash(ps);
  ps.thinkers.add(flash);
  flash.sector = sector;
  flash.maxlight = sector.lightlevel;
  flash.minlight = findMinSurroundingLight(sector, sector.lightlevel);
  flash.maxtime = 64;
  flash.mintime = 7;
  flash.count = (ps.rng.pRandom(PR_LIGHTS) & flash.maxtime) + 1;
}

/** T_StrobeFlash. */
export function strobeFlash(flash: StrobeFlash): void {
  if (--flash.count !== 0) return;
  const sec = flash.sector;
  if (sec.lightlevel === flash.minlight) {
    sec.lightlevel = flash.maxlight;
    flash.count = flash.brighttime;
  } else {
    sec.lightlevel = flash.minlight;
    flash.count = flash.darktime;
  }
}

/** P_SpawnStrobeFlash: dark for `fastOrSlow` tics, bright for 5; out of sync by a random start unless `inSync`. */
export function spawnStrobeFlash(ps: SimState, sector: Sector, fastOrSlow: number, inSync: boolean): void {
  const flash = new StrobeFlash(ps);
  ps.thinkers.add(flash);
  flash.sector = sector;
  flash.darktime = fastOrSlow;
  flash.brighttime = STROBEBRIGHT;
  flash.maxlight = sector.lightlevel;
  flash.minlight = findMinSurroundingLight(sector, sector.lightlevel);
  if (flash.minlight === flash.maxlight) flash.minlight = 0;
  clearSpecialType(ps, sector);
  flash.count = inSync ? 1 : (ps.rng.pRandom(PR_LIGHTS) & 7) + 1;
}

/** EV_StartLightStrobing: slow strobes in the tagged sectors that have no mover. */
export function evStartLightStrobing(ps: SimState, line: Line): void {
  const sectors = ps.level.sectors;
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sec = sectors[secnum];
    // Boom never stops for a mover here (DOOM's check looked at the one mover a sector had).
    if (!ps.compat.boom && sec.specialdata !== null) continue;
    spawnStrobeFlash(ps, sec, SLOWDARK, false);
  }
}

/** EV_LightTurnOnPartway (Boom's lit doors): the tagged sectors' light at `level` (0..1, 16.16)
 *  between their darkest neighbour (or own light) and their brightest neighbour. */
export function evLightTurnOnPartway(ps: SimState, line: Line, level: number): void {
  if (level < 0) level = 0;
  if (level > FRACUNIT_L) level = FRACUNIT_L;
  const sectors = ps.level.sectors;
  let secnum = -1;
  while ((secnum = findSectorFromLineTag(ps, line, secnum)) >= 0) {
    const sector = sectors[secnum];
    let bright = 0, min = sector.lightlevel;
    for (let j = 0; j < sector.lines.length; j++) {
      const temp = getNextSector(sector.lines[j], sector);
      if (temp === null) continue;
      if (temp.lightlevel > bright) bright = temp.lightlevel;
      if (temp.lightlevel < min) min = temp.lightlevel;
    }
    sector.lightlevel = (Math.imul(level, bright) + Math.imul(FRACUNIT_L - level, min)) >> 16;
  }
}

const FRACUNIT_L = 65536;

/** EV_TurnTagLightsOff: each tagged sector to its darkest neighbour's light (or its own if darker). */
export function evTurnTagLightsOff(ps: SimState, line: Line): void {
  const sectors = ps.level.sectors;
  for (let j = 0; j < sectors.length; j++) {
    const sector = sectors[j];
    if (sector.tag !== line.tag) continue;
    let min = sector.lightlevel;
    for (let i = 0; i < sector.lines.length; i++) {
      const tsec = getNextSector(sector.lines[i], sector);
      if (tsec !== null && tsec.lightlevel < min) min = tsec.lightlevel;
    }
    sector.lightlevel = min;
  }
}

/**
 * EV_LightTurnOn: each tagged sector to `bright`, or with 0 to its brightest neighbour's light — and,
 * as in vanilla, that level found for the first sector then holds for the ones after it.
 */
export function evLightTurnOn(ps: SimState, line: Line, bright: number): void {
  const sectors = ps.level.sectors;
  for (let i = 0; i < sectors.length; i++) {
    const sector = sectors[i];
    if (sector.tag !== line.tag) continue;
    let tbright = bright;
    if (!bright) {
      for (let j = 0; j < sector.lines.length; j++) {
        const temp = getNextSector(sector.lines[j], sector);
        if (temp !== null && temp.lightlevel > tbright) tbright = temp.lightlevel;
      }
    }
    sector.lightlevel = tbright;
    // Vanilla keeps the first sector's brightest neighbour for the rest; Boom looks per sector.
    if (!ps.compat.boom) bright = tbright;
  }
}

/** T_Glow: 8 a tic between the darkest neighbour and the sector's own light. */
export function glow(g: Glow): void {
  const sec = g.sector;
  if (g.direction === -1) {
    sec.lightlevel -= GLOWSPEED;
    if (sec.lightlevel <= g.minlight) {
      sec.lightlevel += GLOWSPEED;
      g.direction = 1;
    }
  } else if (g.direction === 1) {
    sec.lightlevel += GLOWSPEED;
    if (sec.lightlevel >= g.maxlight) {
      sec.lightlevel -= GLOWSPEED;
      g.direction = -1;
    }
  }
}

/** P_SpawnGlowingLight. */
export function spawnGlowingLight(ps: SimState, sector: Sector): void {
  const g = new Glow(ps);
  ps.thinkers.add(g);
  g.sector = sector;
  g.minlight = findMinSurroundingLight(sector, sector.lightlevel);
  g.maxlight = sector.lightlevel;
  g.direction = -1;
  clearSpecialType(ps, sector);
}
