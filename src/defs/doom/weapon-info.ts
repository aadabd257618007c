// DOOM's weapon table (weaponinfo_t): per weapon, in DOOM's order (fist .. super shotgun), the ammo
// it uses and the five states of its weapon sprite — coming up, going down, ready, attacking and
// the muzzle flash. Columns as typed arrays indexed by the WP_* number, resolved once at load.
import { stateIndex } from './things-info.js';

// DOOM's ammo types (ammotype_t; player-state.ts's AM_*), here so the tables import nothing of the rules.
const AM_CLIP = 0, AM_SHELL = 1, AM_CELL = 2, AM_MISL = 3, AM_NOAMMO = 5;
const NUMWEAPONS = 9;

// fist, pistol, shotgun, chaingun, missile launcher, plasma rifle, BFG 9000, chainsaw, super shotgun:
// ammo, up, down, ready, attack, flash ('S_NULL': none).
type WeaponRow = readonly [number, string, string, string, string, string];

const WEAPON_ROWS: readonly WeaponRow[] = [
  [AM_NOAMMO, 'S_PUNCHUP', 'S_PUNCHDOWN', 'S_PUNCH', 'S_PUNCH1', 'S_NULL'],
  [AM_CLIP, 'S_PISTOLUP', 'S_PISTOLDOWN', 'S_PISTOL', 'S_PISTOL1', 'S_PISTOLFLASH'],
  [AM_SHELL, 'S_SGUNUP', 'S_SGUNDOWN', 'S_SGUN', 'S_SGUN1', 'S_SGUNFLASH1'],
  [AM_CLIP, 'S_CHAINUP', 'S_CHAINDOWN', 'S_CHAIN', 'S_CHAIN1', 'S_CHAINFLASH1'],
  [AM_MISL, 'S_MISSILEUP', 'S_MISSILEDOWN', 'S_MISSILE', 'S_MISSILE1', 'S_MISSILEFLASH1'],
  [AM_CELL, 'S_PLASMAUP', 'S_PLASMADOWN', 'S_PLASMA', 'S_PLASMA1', 'S_PLASMAFLASH1'],
  [AM_CELL, 'S_BFGUP', 'S_BFGDOWN', 'S_BFG', 'S_BFG1', 'S_BFGFLASH1'],
  [AM_NOAMMO, 'S_SAWUP', 'S_SAWDOWN', 'S_SAW', 'S_SAW1', 'S_NULL'],
  [AM_SHELL, 'S_DSGUNUP', 'S_DSGUNDOWN', 'S_DSGUN', 'S_DSGUN1', 'S_DSGUNFLASH1'],
];

function mustState(name: string): number {
  const i = stateIndex(name);
  if (i < 0) throw new Error(`weapon-info: unknown state ${name}`);
  return i;
}

/** Ammo type (AM_*) per weapon; AM_NOAMMO for the fist and the chainsaw. */
export const WEAPON_AMMO = new Int8Array(NUMWEAPONS);
/** State numbers per weapon: raising, lowering, ready, first attack frame, muzzle flash (0: none). */
export const WEAPON_UPSTATE = new Int16Array(NUMWEAPONS);
export const WEAPON_DOWNSTATE = new Int16Array(NUMWEAPONS);
export const WEAPON_READYSTATE = new Int16Array(NUMWEAPONS);
export const WEAPON_ATKSTATE = new Int16Array(NUMWEAPONS);
export const WEAPON_FLASHSTATE = new Int16Array(NUMWEAPONS);

for (let w = 0; w < NUMWEAPONS; w++) {
  const [ammo, up, down, ready, atk, flash] = WEAPON_ROWS[w];
  WEAPON_AMMO[w] = ammo;
  WEAPON_UPSTATE[w] = mustState(up);
  WEAPON_DOWNSTATE[w] = mustState(down);
  WEAPON_READYSTATE[w] = mustState(ready);
  WEAPON_ATKSTATE[w] = mustState(atk);
  WEAPON_FLASHSTATE[w] = mustState(flash);
}

/** Cells one BFG shot takes (DEHACKED's "BFG Cells/Shot"; the Freedoom IWADs keep DOOM's 40). */
export const BFG_CELLS_PER_SHOT = 40;
