// The sounds of DOOM's thing types (the sound columns of mobjinfo_t, DOOM II v1.9): what a thing
// says when it sees its target, attacks, is hurt, dies, and idly while hunting. By type number, as
// SFX numbers (0: none), resolved once at load from the sound names.
import { MOBJ_NAMES, MOBJ_TYPE_COUNT } from './things-info.js';
import { SFX_NAMES } from './sounds.js';

// One row per thing type in DOOM's order: name, see, attack, pain, death, active ('' = none).
type SoundRow = readonly [string, string, string, string, string, string];

const SOUND_ROWS: readonly SoundRow[] = [
  ['MT_PLAYER', '', '', 'plpain', 'pldeth', ''],
  ['MT_POSSESSED', 'posit1', 'pistol', 'popain', 'podth1', 'posact'],
  ['MT_SHOTGUY', 'posit2', '', 'popain', 'podth2', 'posact'],
  ['MT_VILE', 'vilsit', '', 'vipain', 'vildth', 'vilact'],
  ['MT_FIRE', '', '', '', '', ''],
  ['MT_UNDEAD', 'skesit', '', 'popain', 'skedth', 'skeact'],
  ['MT_TRACER', 'skeatk', '', '', 'barexp', ''],
  ['MT_SMOKE', '', '', '', '', ''],
  ['MT_FATSO', 'mansit', '', 'mnpain', 'mandth', 'posact'],
  ['MT_FATSHOT', 'firsht', '', '', 'firxpl', ''],
  ['MT_CHAINGUY', 'posit2', '', 'popain', 'podth2', 'posact'],
  ['MT_TROOP', 'bgsit1', '', 'popain', 'bgdth1', 'bgact'],
  ['MT_SERGEANT', 'sgtsit', 'sgtatk', 'dmpain', 'sgtdth', 'dmact'],
  ['MT_SHADOWS', 'sgtsit', 'sgtatk', 'dmpain', 'sgtdth', 'dmact'],
  ['MT_HEAD', 'cacsit', '', 'dmpain', 'cacdth', 'dmact'],
  ['MT_BRUISER', 'brssit', '', 'dmpain', 'brsdth', 'dmact'],
  ['MT_BRUISERSHOT', 'firsht', '', '', 'firxpl', ''],
  ['MT_KNIGHT', 'kntsit', '', 'dmpain', 'kntdth', 'dmact'],
  ['MT_SKULL', '', 'sklatk', 'dmpain', 'firxpl', 'dmact'],
  ['MT_SPIDER', 'spisit', 'shotgn', 'dmpain', 'spidth', 'dmact'],
  ['MT_BABY', 'bspsit', '', 'dmpain', 'bspdth', 'bspact'],
  ['MT_CYBORG', 'cybsit', '', 'dmpain', 'cybdth', 'dmact'],
  ['MT_PAIN', 'pesit', '', 'pepain', 'pedth', 'dmact'],
  ['MT_WOLFSS', 'sssit', '', 'popain', 'ssdth', 'posact'],
  ['MT_KEEN', '', '', 'keenpn', 'keendt', ''],
  ['MT_BOSSBRAIN', '', '', 'bospn', 'bosdth', ''],
  ['MT_BOSSSPIT', '', '', '', '', ''],
  ['MT_BOSSTARGET', '', '', '', '', ''],
  ['MT_SPAWNSHOT', 'bospit', '', '', 'firxpl', ''],
  ['MT_SPAWNFIRE', '', '', '', '', ''],
  ['MT_BARREL', '', '', '', 'barexp', ''],
  ['MT_TROOPSHOT', 'firsht', '', '', 'firxpl', ''],
  ['MT_HEADSHOT', 'firsht', '', '', 'firxpl', ''],
  ['MT_ROCKET', 'rlaunc', '', '', 'barexp', ''],
  ['MT_PLASMA', 'plasma', '', '', 'firxpl', ''],
  ['MT_BFG', '', '', '', 'rxplod', ''],
  ['MT_ARACHPLAZ', 'plasma', '', '', 'firxpl', ''],
  ['MT_PUFF', '', '', '', '', ''],
  ['MT_BLOOD', '', '', '', '', ''],
  ['MT_TFOG', '', '', '', '', ''],
  ['MT_IFOG', '', '', '', '', ''],
  ['MT_TELEPORTMAN', '', '', '', '', ''],
  ['MT_EXTRABFG', '', '', '', '', ''],
  ['MT_MISC0', '', '', '', '', ''],
  ['MT_MISC1', '', '', '', '', ''],
  ['MT_MISC2', '', '', '', '', ''],
  ['MT_MISC3', '', '', '', '', ''],
  ['MT_MISC4', '', '', '', '', ''],
  ['MT_MISC5', '', '', '', '', ''],
  ['MT_MISC6', '', '', '', '', ''],
  ['MT_MISC7', '', '', '', '', ''],
  ['MT_MISC8', '', '', '', '', ''],
  ['MT_MISC9', '', '', '', '', ''],
  ['MT_MISC10', '', '', '', '', ''],
  ['MT_MISC11', '', '', '', '', ''],
  ['MT_MISC12', '', '', '', '', ''],
  ['MT_INV', '', '', '', '', ''],
  ['MT_MISC13', '', '', '', '', ''],
  ['MT_INS', '', '', '', '', ''],
  ['MT_MISC14', '', '', '', '', ''],
  ['MT_MISC15', '', '', '', '', ''],
  ['MT_MISC16', '', '', '', '', ''],
  ['MT_MEGA', '', '', '', '', ''],
  ['MT_CLIP', '', '', '', '', ''],
  ['MT_MISC17', '', '', '', '', ''],
  ['MT_MISC18', '', '', '', '', ''],
  ['MT_MISC19', '', '', '', '', ''],
  ['MT_MISC20', '', '', '', '', ''],
  ['MT_MISC21', '', '', '', '', ''],
  ['MT_MISC22', '', '', '', '', ''],
  ['MT_MISC23', '', '', '', '', ''],
  ['MT_MISC24', '', '', '', '', ''],
  ['MT_MISC25', '', '', '', '', ''],
  ['MT_CHAINGUN', '', '', '', '', ''],
  ['MT_MISC26', '', '', '', '', ''],
  ['MT_MISC27', '', '', '', '', ''],
  ['MT_MISC28', '', '', '', '', ''],
  ['MT_SHOTGUN', '', '', '', '', ''],
  ['MT_SUPERSHOTGUN', '', '', '', '', ''],
  ['MT_MISC29', '', '', '', '', ''],
  ['MT_MISC30', '', '', '', '', ''],
  ['MT_MISC31', '', '', '', '', ''],
  ['MT_MISC32', '', '', '', '', ''],
  ['MT_MISC33', '', '', '', '', ''],
  ['MT_MISC34', '', '', '', '', ''],
  ['MT_MISC35', '', '', '', '', ''],
  ['MT_MISC36', '', '', '', '', ''],
  ['MT_MISC37', '', '', '', '', ''],
  ['MT_MISC38', '', '', '', '', ''],
  ['MT_MISC39', '', '', '', '', ''],
  ['MT_MISC40', '', '', '', '', ''],
  ['MT_MISC41', '', '', '', '', ''],
  ['MT_MISC42', '', '', '', '', ''],
  ['MT_MISC43', '', '', '', '', ''],
  ['MT_MISC44', '', '', '', '', ''],
  ['MT_MISC45', '', '', '', '', ''],
  ['MT_MISC46', '', '', '', '', ''],
  ['MT_MISC47', '', '', '', '', ''],
  ['MT_MISC48', '', '', '', '', ''],
  ['MT_MISC49', '', '', '', '', ''],
  ['MT_MISC50', '', '', '', '', ''],
  ['MT_MISC51', '', '', '', '', ''],
  ['MT_MISC52', '', '', '', '', ''],
  ['MT_MISC53', '', '', '', '', ''],
  ['MT_MISC54', '', '', '', '', ''],
  ['MT_MISC55', '', '', '', '', ''],
  ['MT_MISC56', '', '', '', '', ''],
  ['MT_MISC57', '', '', '', '', ''],
  ['MT_MISC58', '', '', '', '', ''],
  ['MT_MISC59', '', '', '', '', ''],
  ['MT_MISC60', '', '', '', '', ''],
  ['MT_MISC61', '', '', '', '', ''],
  ['MT_MISC62', '', '', '', '', ''],
  ['MT_MISC63', '', '', '', '', ''],
  ['MT_MISC64', '', '', '', '', ''],
  ['MT_MISC65', '', '', '', '', ''],
  ['MT_MISC66', '', '', '', '', ''],
  ['MT_MISC67', '', '', '', '', ''],
  ['MT_MISC68', '', '', '', '', ''],
  ['MT_MISC69', '', '', '', '', ''],
  ['MT_MISC70', '', '', '', '', ''],
  ['MT_MISC71', '', '', '', '', ''],
  ['MT_MISC72', '', '', '', '', ''],
  ['MT_MISC73', '', '', '', '', ''],
  ['MT_MISC74', '', '', '', '', ''],
  ['MT_MISC75', '', '', '', '', ''],
  ['MT_MISC76', '', '', '', '', ''],
  ['MT_MISC77', '', '', '', '', ''],
  ['MT_MISC78', '', '', '', '', ''],
  ['MT_MISC79', '', '', '', '', ''],
  ['MT_MISC80', '', '', '', '', ''],
  ['MT_MISC81', '', '', '', '', ''],
  ['MT_MISC82', '', '', '', '', ''],
  ['MT_MISC83', '', '', '', '', ''],
  ['MT_MISC84', '', '', '', '', ''],
  ['MT_MISC85', '', '', '', '', ''],
  ['MT_MISC86', '', '', '', '', ''],
  ['MT_PUSH', '', '', '', '', ''],
  ['MT_PULL', '', '', '', '', ''],
  // MBF's dog, with the sounds MBF added (lumps DSDGSIT..DSDGPAIN, which DOOM's IWADs lack).
  ['MT_DOGS', 'dgsit', 'dgatk', 'dgpain', 'dgdth', 'dgact'],
  ['MT_PLASMA1', 'plasma', '', '', 'firxpl', ''],
  ['MT_PLASMA2', 'plasma', '', '', 'firxpl', ''],
  ['MT_SCEPTRE', '', '', '', '', ''],
  ['MT_BIBLE', '', '', '', '', ''],
];

/** Sound numbers per thing type (0: none). */
export const INFO_SEESOUND = new Uint8Array(MOBJ_TYPE_COUNT);
export const INFO_ATTACKSOUND = new Uint8Array(MOBJ_TYPE_COUNT);
export const INFO_PAINSOUND = new Uint8Array(MOBJ_TYPE_COUNT);
export const INFO_DEATHSOUND = new Uint8Array(MOBJ_TYPE_COUNT);
export const INFO_ACTIVESOUND = new Uint8Array(MOBJ_TYPE_COUNT);

function sfx(name: string, type: string): number {
  if (name === '') return 0;
  const i = SFX_NAMES.indexOf(name);
  if (i < 0) throw new Error(`mobj-sounds: ${type} names unknown sound ${name}`);
  return i;
}

if (SOUND_ROWS.length !== MOBJ_TYPE_COUNT) throw new Error(`mobj-sounds: ${SOUND_ROWS.length} rows for ${MOBJ_TYPE_COUNT} thing types`);
for (let t = 0; t < MOBJ_TYPE_COUNT; t++) {
  const [name, see, attack, pain, death, active] = SOUND_ROWS[t];
  if (name !== MOBJ_NAMES[t]) throw new Error(`mobj-sounds: row ${t} is ${name}, the thing table has ${MOBJ_NAMES[t]}`);
  INFO_SEESOUND[t] = sfx(see, name);
  INFO_ATTACKSOUND[t] = sfx(attack, name);
  INFO_PAINSOUND[t] = sfx(pain, name);
  INFO_DEATHSOUND[t] = sfx(death, name);
  INFO_ACTIVESOUND[t] = sfx(active, name);
}
