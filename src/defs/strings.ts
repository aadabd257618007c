// DOOM's strings that the rules show while a level plays (d_englsh.h: the pickup messages and the
// locked-door messages), by their BEX mnemonic, and DOOM's par times: the defaults a DEHACKED/BEX
// patch may replace (BEX [STRINGS] by mnemonic, a DEHACKED Text block by the English text itself,
// [PARS] by map).

export const DOOM_MESSAGES = {
  GOTARMOR: 'Picked up the armor.',
  GOTMEGA: 'Picked up the MegaArmor!',
  GOTHTHBONUS: 'Picked up a health bonus.',
  GOTARMBONUS: 'Picked up an armor bonus.',
  GOTSTIM: 'Picked up a stimpack.',
  GOTMEDINEED: 'Picked up a medikit that you REALLY need!',
  GOTMEDIKIT: 'Picked up a medikit.',
  GOTSUPER: 'Supercharge!',
  GOTBLUECARD: 'Picked up a blue keycard.',
  GOTYELWCARD: 'Picked up a yellow keycard.',
  GOTREDCARD: 'Picked up a red keycard.',
  GOTBLUESKUL: 'Picked up a blue skull key.',
  GOTYELWSKUL: 'Picked up a yellow skull key.',
  GOTREDSKULL: 'Picked up a red skull key.',
  GOTINVUL: 'Invulnerability!',
  GOTBERSERK: 'Berserk!',
  GOTINVIS: 'Partial Invisibility',
  GOTSUIT: 'Radiation Shielding Suit',
  GOTMAP: 'Computer Area Map',
  GOTVISOR: 'Light Amplification Visor',
  GOTMSPHERE: 'MegaSphere!',
  GOTCLIP: 'Picked up a clip.',
  GOTCLIPBOX: 'Picked up a box of bullets.',
  GOTROCKET: 'Picked up a rocket.',
  GOTROCKBOX: 'Picked up a box of rockets.',
  GOTCELL: 'Picked up an energy cell.',
  GOTCELLBOX: 'Picked up an energy cell pack.',
  GOTSHELLS: 'Picked up 4 shotgun shells.',
  GOTSHELLBOX: 'Picked up a box of shotgun shells.',
  GOTBACKPACK: 'Picked up a backpack full of ammo!',
  GOTBFG9000: 'You got the BFG9000!  Oh, yes.',
  GOTCHAINGUN: 'You got the chaingun!',
  GOTCHAINSAW: 'A chainsaw!  Find some meat!',
  GOTLAUNCHER: 'You got the rocket launcher!',
  GOTPLASMA: 'You got the plasma gun!',
  GOTSHOTGUN: 'You got the shotgun!',
  GOTSHOTGUN2: 'You got the super shotgun!',
  PD_BLUEO: 'You need a blue key to activate this object',
  PD_REDO: 'You need a red key to activate this object',
  PD_YELLOWO: 'You need a yellow key to activate this object',
  PD_BLUEK: 'You need a blue key to open this door',
  PD_REDK: 'You need a red key to open this door',
  PD_YELLOWK: 'You need a yellow key to open this door',
  // MBF's beta bonus items (BEX names).
  BETA_BONUS3: 'Picked up an evil sceptre.',
  BETA_BONUS4: 'Picked up an unholy bible.',
} as const;

export type MessageKey = keyof typeof DOOM_MESSAGES;
/** The messages as one game shows them (every key present). */
export type Messages = Record<MessageKey, string>;
export const MESSAGE_KEYS = Object.keys(DOOM_MESSAGES) as MessageKey[];

/** DOOM 1's par times in seconds at episode × 10 + map (episodes 1..3, maps 1..9; the rest 0). */
export const DOOM_PARS: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 30, 75, 120, 90, 165, 180, 180, 30, 165,
  0, 90, 90, 90, 120, 90, 360, 240, 30, 170,
  0, 90, 45, 90, 150, 90, 90, 165, 30, 135,
];

/** DOOM II's par times in seconds, MAP01..MAP32 at 0..31. */
export const DOOM_CPARS: readonly number[] = [
  30, 90, 120, 120, 90, 150, 120, 120, 270, 90,
  210, 150, 150, 150, 210, 150, 420, 150, 210, 150,
  240, 150, 180, 150, 150, 300, 330, 420, 300, 180,
  120, 30,
];
