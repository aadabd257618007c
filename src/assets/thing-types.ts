// DOOM and DOOM II thing types (editor numbers) → what a map shows for them: the sprite and frame of
// the thing's spawn state, whether that frame is full-bright, its size and its behaviour flags.
// Facts from DOOM's mobjinfo/states tables; player starts and other markers have no sprite.

/** Behaviour flags (a subset of DOOM's MF_* bits, renumbered). */
export const ThingFlags = {
  /** Blocks movement (MF_SOLID). */
  SOLID: 0x001,
  /** Can be shot (MF_SHOOTABLE). */
  SHOOTABLE: 0x002,
  /** Spawns hanging from the ceiling: z = ceiling - height (MF_SPAWNCEILING). */
  HANGING: 0x004,
  /** Picked up by touching it (MF_SPECIAL). */
  PICKUP: 0x008,
  /** Counts toward the kill percentage (MF_COUNTKILL). */
  COUNTKILL: 0x010,
  /** Counts toward the item percentage (MF_COUNTITEM). */
  COUNTITEM: 0x020,
  /** Drawn with the fuzz effect (MF_SHADOW: the spectre). */
  SHADOW: 0x040,
  /** Flies (MF_FLOAT | MF_NOGRAVITY). */
  FLOAT: 0x080,
  /** A monster (removed by -nomonsters). */
  MONSTER: 0x100,
  /** Only in DOOM II (its sprite is absent from DOOM 1 IWADs). */
  DOOM2: 0x200,
} as const;

export interface ThingType {
  readonly type: number;
  readonly name: string;
  /** The 4-letter sprite, or null for markers that are never drawn (player starts, teleport destinations). */
  readonly sprite: string | null;
  /** Frame of the spawn state: 0 = 'A'. */
  readonly frame: number;
  /** The spawn frame is drawn at full brightness, ignoring the sector's light. */
  readonly bright: boolean;
  readonly radius: number;
  readonly height: number;
  readonly flags: number;
}

export interface ThingSprite {
  readonly sprite: string;
  readonly frame: number;
  readonly bright: boolean;
}

const F = ThingFlags;
const MON = F.MONSTER | F.SOLID | F.SHOOTABLE | F.COUNTKILL;
const ITEM = F.PICKUP;
const ART = F.PICKUP | F.COUNTITEM;
const D2 = F.DOOM2;
const HANG = F.HANGING;
const S = F.SOLID;

// type, sprite+frame letter ('' = none), bright, radius, height, flags, name
type Row = [number, string, boolean, number, number, number, string];
const ROWS: Row[] = [
  // Starts and markers
  [1, '', false, 16, 56, 0, 'Player 1 start'],
  [2, '', false, 16, 56, 0, 'Player 2 start'],
  [3, '', false, 16, 56, 0, 'Player 3 start'],
  [4, '', false, 16, 56, 0, 'Player 4 start'],
  [11, '', false, 20, 16, 0, 'Deathmatch start'],
  [14, '', false, 20, 16, 0, 'Teleport destination'],
  [87, '', false, 20, 32, D2, 'Monster spawn spot'],
  [89, '', false, 20, 32, D2, 'Monster spawner'],
  // Monsters
  [3004, 'POSSA', false, 20, 56, MON, 'Zombieman'],
  [9, 'SPOSA', false, 20, 56, MON, 'Shotgun guy'],
  [65, 'CPOSA', false, 20, 56, MON | D2, 'Heavy weapon dude'],
  [3001, 'TROOA', false, 20, 56, MON, 'Imp'],
  [3002, 'SARGA', false, 30, 56, MON, 'Demon'],
  [58, 'SARGA', false, 30, 56, MON | F.SHADOW, 'Spectre'],
  [3006, 'SKULA', true, 16, 56, F.MONSTER | S | F.SHOOTABLE | F.FLOAT, 'Lost soul'],
  [3005, 'HEADA', false, 31, 56, MON | F.FLOAT, 'Cacodemon'],
  [69, 'BOS2A', false, 24, 64, MON | D2, 'Hell knight'],
  [3003, 'BOSSA', false, 24, 64, MON, 'Baron of Hell'],
  [68, 'BSPIA', false, 64, 64, MON | D2, 'Arachnotron'],
  [71, 'PAINA', false, 31, 56, MON | F.FLOAT | D2, 'Pain elemental'],
  [66, 'SKELA', false, 20, 56, MON | D2, 'Revenant'],
  [67, 'FATTA', false, 48, 64, MON | D2, 'Mancubus'],
  [64, 'VILEA', false, 20, 56, MON | D2, 'Arch-vile'],
  [7, 'SPIDA', false, 128, 100, MON, 'Spider mastermind'],
  [16, 'CYBRA', false, 40, 110, MON, 'Cyberdemon'],
  [84, 'SSWVA', false, 20, 56, MON | D2, 'Wolfenstein SS'],
  [72, 'KEENA', false, 16, 72, MON | HANG | D2, 'Commander Keen'],
  [88, 'BBRNA', false, 16, 16, S | F.SHOOTABLE | D2, 'Boss brain'],
  // Weapons
  [2005, 'CSAWA', false, 20, 16, ITEM, 'Chainsaw'],
  [2001, 'SHOTA', false, 20, 16, ITEM, 'Shotgun'],
  [82, 'SGN2A', false, 20, 16, ITEM | D2, 'Super shotgun'],
  [2002, 'MGUNA', false, 20, 16, ITEM, 'Chaingun'],
  [2003, 'LAUNA', false, 20, 16, ITEM, 'Rocket launcher'],
  [2004, 'PLASA', false, 20, 16, ITEM, 'Plasma gun'],
  [2006, 'BFUGA', false, 20, 16, ITEM, 'BFG9000'],
  // Ammunition
  [2007, 'CLIPA', false, 20, 16, ITEM, 'Clip'],
  [2048, 'AMMOA', false, 20, 16, ITEM, 'Box of bullets'],
  [2008, 'SHELA', false, 20, 16, ITEM, '4 shotgun shells'],
  [2049, 'SBOXA', false, 20, 16, ITEM, 'Box of shells'],
  [2010, 'ROCKA', false, 20, 16, ITEM, 'Rocket'],
  [2046, 'BROKA', false, 20, 16, ITEM, 'Box of rockets'],
  [2047, 'CELLA', false, 20, 16, ITEM, 'Energy cell'],
  [17, 'CELPA', false, 20, 16, ITEM, 'Energy cell pack'],
  [8, 'BPAKA', false, 20, 16, ITEM, 'Backpack'],
  // Health, armour, powerups
  [2011, 'STIMA', false, 20, 16, ITEM, 'Stimpack'],
  [2012, 'MEDIA', false, 20, 16, ITEM, 'Medikit'],
  [2014, 'BON1A', false, 20, 16, ART, 'Health bonus'],
  [2015, 'BON2A', false, 20, 16, ART, 'Armor bonus'],
  [2018, 'ARM1A', false, 20, 16, ITEM, 'Green armor'],
  [2019, 'ARM2A', false, 20, 16, ITEM, 'Blue armor'],
  [2013, 'SOULA', true, 20, 16, ART, 'Soulsphere'],
  [83, 'MEGAA', true, 20, 16, ART | D2, 'Megasphere'],
  [2022, 'PINVA', true, 20, 16, ART, 'Invulnerability'],
  [2023, 'PSTRA', true, 20, 16, ART, 'Berserk'],
  [2024, 'PINSA', true, 20, 16, ART, 'Partial invisibility'],
  [2025, 'SUITA', true, 20, 16, ITEM, 'Radiation shielding suit'],
  [2026, 'PMAPA', true, 20, 16, ART, 'Computer area map'],
  [2045, 'PVISA', true, 20, 16, ART, 'Light amplification visor'],
  // Keys
  [5, 'BKEYA', false, 20, 16, ITEM, 'Blue keycard'],
  [6, 'YKEYA', false, 20, 16, ITEM, 'Yellow keycard'],
  [13, 'RKEYA', false, 20, 16, ITEM, 'Red keycard'],
  [40, 'BSKUA', false, 20, 16, ITEM, 'Blue skull key'],
  [39, 'YSKUA', false, 20, 16, ITEM, 'Yellow skull key'],
  [38, 'RSKUA', false, 20, 16, ITEM, 'Red skull key'],
  // Obstacles and light sources
  [2035, 'BAR1A', false, 10, 42, S | F.SHOOTABLE, 'Exploding barrel'],
  [70, 'FCANA', true, 16, 16, S | D2, 'Burning barrel'],
  [2028, 'COLUA', true, 16, 16, S, 'Floor lamp'],
  [85, 'TLMPA', true, 16, 16, S | D2, 'Tall techno floor lamp'],
  [86, 'TLP2A', true, 16, 16, S | D2, 'Short techno floor lamp'],
  [34, 'CANDA', true, 20, 16, 0, 'Candle'],
  [35, 'CBRAA', true, 16, 16, S, 'Candelabra'],
  [44, 'TBLUA', true, 16, 16, S, 'Tall blue firestick'],
  [45, 'TGRNA', true, 16, 16, S, 'Tall green firestick'],
  [46, 'TREDA', true, 16, 16, S, 'Tall red firestick'],
  [55, 'SMBTA', true, 16, 16, S, 'Short blue firestick'],
  [56, 'SMGTA', true, 16, 16, S, 'Short green firestick'],
  [57, 'SMRTA', true, 16, 16, S, 'Short red firestick'],
  [48, 'ELECA', false, 16, 16, S, 'Tall techno column'],
  [30, 'COL1A', false, 16, 16, S, 'Tall green pillar'],
  [31, 'COL2A', false, 16, 16, S, 'Short green pillar'],
  [32, 'COL3A', false, 16, 16, S, 'Tall red pillar'],
  [33, 'COL4A', false, 16, 16, S, 'Short red pillar'],
  [36, 'COL5A', false, 16, 16, S, 'Short green pillar with beating heart'],
  [37, 'COL6A', false, 16, 16, S, 'Short red pillar with skull'],
  [41, 'CEYEA', true, 16, 16, S, 'Evil eye'],
  [42, 'FSKUA', true, 16, 16, S, 'Floating skull rock'],
  [43, 'TRE1A', false, 16, 16, S, 'Burnt tree'],
  [47, 'SMITA', false, 16, 16, S, 'Brown stump'],
  [54, 'TRE2A', false, 32, 16, S, 'Large brown tree'],
  // Gore on poles and on the floor
  [25, 'POL1A', false, 16, 16, S, 'Impaled human'],
  [26, 'POL6A', false, 16, 16, S, 'Twitching impaled human'],
  [27, 'POL4A', false, 16, 16, S, 'Skull on a pole'],
  [28, 'POL2A', false, 16, 16, S, 'Five skulls shish kebab'],
  [29, 'POL3A', true, 16, 16, S, 'Pile of skulls and candles'],
  [24, 'POL5A', false, 20, 16, 0, 'Pool of blood and flesh'],
  [79, 'POB1A', false, 20, 16, D2, 'Pool of blood'],
  [80, 'POB2A', false, 20, 16, D2, 'Pool of blood'],
  [81, 'BRS1A', false, 20, 16, D2, 'Pool of brains'],
  [10, 'PLAYW', false, 20, 16, 0, 'Bloody mess'],
  [12, 'PLAYW', false, 20, 16, 0, 'Bloody mess'],
  [15, 'PLAYN', false, 20, 16, 0, 'Dead player'],
  [18, 'POSSL', false, 20, 16, 0, 'Dead zombieman'],
  [19, 'SPOSL', false, 20, 16, 0, 'Dead shotgun guy'],
  [20, 'TROOM', false, 20, 16, 0, 'Dead imp'],
  [21, 'SARGN', false, 20, 16, 0, 'Dead demon'],
  [22, 'HEADL', false, 20, 16, 0, 'Dead cacodemon'],
  // Vanilla removes this one after 6 tics (its state leads to S_NULL): effectively invisible.
  [23, 'SKULK', false, 20, 16, 0, 'Dead lost soul'],
  // Hanging from the ceiling
  [49, 'GOR1A', false, 16, 68, S | HANG, 'Hanging victim, twitching'],
  [50, 'GOR2A', false, 16, 84, S | HANG, 'Hanging victim, arms out'],
  [51, 'GOR3A', false, 16, 84, S | HANG, 'Hanging victim, one-legged'],
  [52, 'GOR4A', false, 16, 68, S | HANG, 'Hanging pair of legs'],
  [53, 'GOR5A', false, 16, 52, S | HANG, 'Hanging leg'],
  [63, 'GOR1A', false, 20, 68, HANG, 'Hanging victim, twitching (non-blocking)'],
  [59, 'GOR2A', false, 20, 84, HANG, 'Hanging victim, arms out (non-blocking)'],
  [61, 'GOR3A', false, 20, 52, HANG, 'Hanging victim, one-legged (non-blocking)'],
  [60, 'GOR4A', false, 20, 68, HANG, 'Hanging pair of legs (non-blocking)'],
  [62, 'GOR5A', false, 20, 52, HANG, 'Hanging leg (non-blocking)'],
  [73, 'HDB1A', false, 16, 88, S | HANG | D2, 'Hanging victim, guts removed'],
  [74, 'HDB2A', false, 16, 88, S | HANG | D2, 'Hanging victim, guts and brain removed'],
  [75, 'HDB3A', false, 16, 64, S | HANG | D2, 'Hanging torso, looking down'],
  [76, 'HDB4A', false, 16, 64, S | HANG | D2, 'Hanging torso, open skull'],
  [77, 'HDB5A', false, 16, 64, S | HANG | D2, 'Hanging torso, looking up'],
  [78, 'HDB6A', false, 16, 64, S | HANG | D2, 'Hanging torso, brain removed'],
];

function build(): { types: Map<number, ThingType>; sprites: Map<number, ThingSprite> } {
  const types = new Map<number, ThingType>();
  const sprites = new Map<number, ThingSprite>();
  for (const [type, sf, bright, radius, height, flags, name] of ROWS) {
    const sprite = sf ? sf.slice(0, 4) : null;
    const frame = sf ? sf.charCodeAt(4) - 65 : 0;
    types.set(type, Object.freeze({ type, name, sprite, frame, bright, radius, height, flags }));
    if (sprite) sprites.set(type, Object.freeze({ sprite, frame, bright }));
  }
  return { types, sprites };
}

const TABLES = build();

/** Every known thing type, by editor number. */
export const THING_TYPES: ReadonlyMap<number, ThingType> = TABLES.types;

/** The thing type's description, or undefined for an unknown editor number. */
export function thingType(type: number): ThingType | undefined {
  return TABLES.types.get(type);
}

/** What to draw for a thing: sprite, spawn frame, full-bright. Undefined for markers and unknown types. */
export function thingSprite(type: number): ThingSprite | undefined {
  return TABLES.sprites.get(type);
}
