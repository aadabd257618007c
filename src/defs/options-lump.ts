// MBF's OPTIONS lump: a PWAD's text lump of `name value` lines that sets the game options an MBF
// game plays with (monster behaviour, weapon recoil, the helper dogs' distance and jumping, the
// compatibility flags) in place of the player's own settings, as MBF and dsda-doom read it: the
// stack's last OPTIONS lump, lines of at most 79 characters (a longer one is read in pieces), `#`
// starting a comment, a name and a decimal number (anything after it ignored), each value clamped to
// its range; the automap colours it may also set are kept apart. The options apply at MBF's
// complevels only (from 11); a demo's header carries its own and overrides the lump. Which rules read
// them: see docs/game.md (MBF's friends, the helper dog and MBF's monster behaviour).
import type { WadStack } from '../wad/wad-stack.js';

/** The game options MBF's games play with (dsda-doom's names; 0/1 flags unless said). */
export interface MbfOptions {
  weapon_recoil: number;
  monsters_remember: number;
  monster_infighting: number;
  monster_backing: number;
  monster_avoid_hazards: number;
  monkeys: number;
  monster_friction: number;
  help_friends: number;
  /** Helper dogs at the start, 0..3. */
  player_helpers: number;
  /** How far friends keep from the player, 0..999 units. */
  friend_distance: number;
  dog_jumping: number;
  comp_telefrag: number;
  comp_dropoff: number;
  comp_vile: number;
  comp_pain: number;
  comp_skull: number;
  comp_blazing: number;
  comp_doorlight: number;
  comp_model: number;
  comp_god: number;
  comp_falloff: number;
  comp_floors: number;
  comp_skymap: number;
  comp_pursuit: number;
  comp_doorstuck: number;
  comp_staylift: number;
  comp_zombie: number;
  comp_stairs: number;
  comp_infcheat: number;
  comp_zerotags: number;
  comp_respawn: number;
  comp_soul: number;
  comp_ledgeblock: number;
  comp_friendlyspawn: number;
  comp_voodooscroller: number;
  comp_reservedlineflag: number;
}

export type MbfOptionName = keyof MbfOptions;

/** What the lump may set: name → [min, max]; `comp_respawnfix` is another name of `comp_respawn`. */
const RANGES: ReadonlyMap<string, readonly [MbfOptionName, number, number]> = new Map([
  ...(['weapon_recoil', 'monsters_remember', 'monster_infighting', 'monster_backing', 'monster_avoid_hazards', 'monkeys',
    'monster_friction', 'help_friends', 'dog_jumping', 'comp_telefrag', 'comp_dropoff', 'comp_vile', 'comp_pain', 'comp_skull',
    'comp_blazing', 'comp_doorlight', 'comp_model', 'comp_god', 'comp_falloff', 'comp_floors', 'comp_skymap', 'comp_pursuit',
    'comp_doorstuck', 'comp_staylift', 'comp_zombie', 'comp_stairs', 'comp_infcheat', 'comp_zerotags', 'comp_respawn', 'comp_soul',
    'comp_ledgeblock', 'comp_friendlyspawn', 'comp_voodooscroller', 'comp_reservedlineflag'] as const)
    .map((n): [string, readonly [MbfOptionName, number, number]] => [n, [n, 0, 1]]),
  ['player_helpers', ['player_helpers', 0, 3]],
  ['friend_distance', ['friend_distance', 0, 999]],
  ['comp_respawnfix', ['comp_respawn', 0, 1]],
]);

/** The automap colours an OPTIONS lump may set (palette indices 0..255). */
const AUTOMAP_COLOURS = new Set([
  'back', 'grid', 'wall', 'fchg', 'cchg', 'clsd', 'rkey', 'bkey', 'ykey', 'rdor', 'bdor', 'ydor', 'tele', 'secr', 'revsecr', 'tagfinder',
  'exit', 'exitsecr', 'unsn', 'flat', 'sprt', 'item', 'enemy', 'frnd', 'hair', 'sngl', 'me', 'pickup',
].map((c) => `mapcolor_${c}`));

/** MBF's defaults at complevel 11 (the compatibility flags MBF cannot set keep their fixed values). */
const MBF_DEFAULTS: MbfOptions = {
  weapon_recoil: 0, monsters_remember: 1, monster_infighting: 1, monster_backing: 0, monster_avoid_hazards: 1, monkeys: 0,
  monster_friction: 1, help_friends: 0, player_helpers: 0, friend_distance: 128, dog_jumping: 1,
  comp_telefrag: 0, comp_dropoff: 0, comp_vile: 0, comp_pain: 0, comp_skull: 0, comp_blazing: 0, comp_doorlight: 0, comp_model: 0,
  comp_god: 0, comp_falloff: 0, comp_floors: 0, comp_skymap: 0, comp_pursuit: 0, comp_doorstuck: 0, comp_staylift: 0,
  comp_zombie: 1, comp_stairs: 0, comp_infcheat: 0, comp_zerotags: 0,
  comp_respawn: 1, comp_soul: 1, comp_ledgeblock: 0, comp_friendlyspawn: 1, comp_voodooscroller: 1, comp_reservedlineflag: 1,
};

/** The defaults of the levels after MBF (PrBoom+'s and MBF21's). */
const LATER_DEFAULTS: MbfOptions = {
  ...MBF_DEFAULTS,
  comp_pursuit: 1, comp_respawn: 0, comp_soul: 0, comp_ledgeblock: 1, comp_voodooscroller: 0,
};

/** Boom's (complevels 7..10): the options MBF added are off, monsters remember. */
const BOOM_DEFAULTS: MbfOptions = {
  ...MBF_DEFAULTS, monster_avoid_hazards: 0, monster_friction: 0, friend_distance: 0, dog_jumping: 0,
};

/** Vanilla DOOM's: monsters forget their old target. */
const VANILLA_DEFAULTS: MbfOptions = { ...BOOM_DEFAULTS, monsters_remember: 0 };

/** An OPTIONS lump read. */
export interface OptionsLump {
  /** The options it sets (already clamped). */
  readonly options: ReadonlyMap<MbfOptionName, number>;
  /** The automap colours it sets. */
  readonly automap: ReadonlyMap<string, number>;
  readonly warnings: string[];
}

/** C's `%d`: an optional sign and decimal digits at the start (after blanks); NaN when none. */
function leadingInt(s: string): number {
  const m = /^\s*([+-]?\d+)/.exec(s);
  return m === null ? NaN : Number.parseInt(m[1], 10);
}

/** Reads an OPTIONS lump's bytes; `name` names it in warnings ("mod.wad OPTIONS"). */
export function readOptionsLump(bytes: Uint8Array, name: string): OptionsLump {
  const options = new Map<MbfOptionName, number>(), automap = new Map<string, number>(), warnings: string[] = [];
  let text = '';
  for (let i = 0; i < bytes.length && bytes[i] !== 0; i++) text += String.fromCharCode(bytes[i]);
  // The engines read at most 79 characters at a time: a longer line goes on as another line.
  const pieces: string[] = [], lineOf: number[] = [];
  text.split('\n').forEach((raw, n) => {
    for (let i = 0; i === 0 || i < raw.length; i += 79) { pieces.push(raw.slice(i, i + 79)); lineOf.push(n + 1); }
  });
  for (let p = 0; p < pieces.length; p++) {
    const piece = pieces[p], line = lineOf[p];
    if (piece.startsWith('#')) continue;
    const m = /^\s*(\S+)\s+(.*)$/.exec(piece.replace(/\r$/, ''));
    if (m === null) {
      if (piece.trim() !== '') warnings.push(`${name}, line ${line}: "${piece.trim().slice(0, 40)}" is not "name value"; ignored`);
      continue;
    }
    const key = m[1], value = leadingInt(m[2]);
    if (Number.isNaN(value)) {
      warnings.push(`${name}, line ${line}: ${key.slice(0, 40)} has no number; ignored`);
      continue;
    }
    const range = RANGES.get(key);
    if (range !== undefined) {
      const [field, min, max] = range;
      const v = Math.min(max, Math.max(min, value));
      if (v !== value) warnings.push(`${name}, line ${line}: ${key} = ${value} is out of range ${min}..${max}; ${v} is used`);
      options.set(field, v);
    } else if (AUTOMAP_COLOURS.has(key)) {
      automap.set(key, value);
    } else {
      warnings.push(`${name}, line ${line}: no option is named ${key.slice(0, 40)}; ignored`);
    }
  }
  return { options, automap, warnings };
}

/** The stack's OPTIONS lump (the last one, as the engines take), or null. */
export function optionsOfStack(stack: WadStack): OptionsLump | null {
  const lump = stack.find('OPTIONS');
  return lump === undefined ? null : readOptionsLump(lump.data, `${lump.file} OPTIONS`);
}

/**
 * The options a game at `complevel` plays with when no demo gives them: the level's defaults, and at
 * MBF's levels (11 on) what the OPTIONS lump sets over them; below 11 the lump is not read (as in
 * dsda-doom: vanilla's and Boom's fixed options).
 */
export function mbfOptions(complevel: number, lump: OptionsLump | null = null): MbfOptions {
  if (complevel < 7) return { ...VANILLA_DEFAULTS };
  if (complevel < 11) return { ...BOOM_DEFAULTS };
  const out: MbfOptions = { ...(complevel === 11 ? MBF_DEFAULTS : LATER_DEFAULTS) };
  if (lump !== null) for (const [k, v] of lump.options) out[k] = v;
  return out;
}
