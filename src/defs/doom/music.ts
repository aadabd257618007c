// DOOM's music table (sounds.c's S_music), by which DEHACKED and BEX name the songs.

/** DOOM's music table in its order (sounds.c), without the leading "D_". */
export const MUSIC_NAMES: readonly string[] = [
  'E1M1', 'E1M2', 'E1M3', 'E1M4', 'E1M5', 'E1M6', 'E1M7', 'E1M8', 'E1M9',
  'E2M1', 'E2M2', 'E2M3', 'E2M4', 'E2M5', 'E2M6', 'E2M7', 'E2M8', 'E2M9',
  'E3M1', 'E3M2', 'E3M3', 'E3M4', 'E3M5', 'E3M6', 'E3M7', 'E3M8', 'E3M9',
  'INTER', 'INTRO', 'BUNNY', 'VICTOR', 'INTROA',
  // DOOM II's MAP01-MAP32.
  'RUNNIN', 'STALKS', 'COUNTD', 'BETWEE', 'DOOM', 'THE_DA', 'SHAWN', 'DDTBLU', 'IN_CIT', 'DEAD',
  'STLKS2', 'THEDA2', 'DOOM2', 'DDTBL2', 'RUNNI2', 'DEAD2', 'STLKS3', 'ROMERO', 'SHAWN2', 'MESSAG',
  'COUNT2', 'DDTBL3', 'AMPIE', 'THEDA3', 'ADRIAN', 'MESSG2', 'ROMER2', 'TENSE', 'SHAWN3', 'OPENIN',
  'EVIL', 'ULTIMA',
  'READ_M', 'DM2TTL', 'DM2INT',
];
