// DOOM's sound-effect table as the channel rules read it (sounds.c S_sfx): each effect's priority
// (a higher number is a lower priority: a new sound may take a busy channel whose number is
// greater than or equal to its own) and its link (chgun plays pistol's lump; link volume 0).
// Indexed by DOOM's sfx number, the number the simulation emits (src/defs/doom/sounds.ts).

/** sfx number → priority (sounds.c), 0 = "none". */
export const SFX_PRIORITY: Int32Array = Int32Array.from([
  0, // none
  64, 64, 64, 64, 64, 64, 64, 64, 64, // pistol shotgn sgcock dshtgn dbopn dbcls dbload plasma bfg
  64, 118, 64, 64, 64, // sawup sawidl sawful sawhit rlaunc
  70, 70, 70, // rxplod firsht firxpl
  100, 100, 100, 100, 119, // pstart pstop doropn dorcls stnmov
  78, 78, // swtchn swtchx
  96, 96, 96, 96, 96, 96, // plpain dmpain popain vipain mnpain pepain
  78, 78, 78, 96, // slop itemup wpnup oof
  32, // telept
  98, 98, 98, 98, 98, 98, 98, // posit1 posit2 posit3 bgsit1 bgsit2 sgtsit cacsit
  94, 92, 90, 90, 90, 90, 90, 90, // brssit cybsit spisit bspsit kntsit vilsit mansit pesit
  70, 70, 70, 70, 70, 70, // sklatk sgtatk skepch vilatk claw skeswg
  32, 32, // pldeth pdiehi
  70, 70, 70, 70, 70, 70, 70, 70, // podth1 podth2 podth3 bgdth1 bgdth2 sgtdth cacdth skldth
  32, 32, 32, 32, 32, 32, 32, 32, // brsdth cybdth spidth bspdth vildth kntdth pedth skedth
  120, 120, 120, 100, 100, 100, // posact bgact dmact bspact bspwlk vilact
  78, 60, 64, 70, 70, // noway barexp punch hoof metal
  64, // chgun (linked to pistol)
  60, 100, 100, 100, // tink bdopn bdcls itmbk
  32, 32, 60, // flame flamst getpow
  70, 70, 70, 70, 70, // bospit boscub bossit bospn bosdth
  70, 70, 70, 70, 70, 70, // manatk mandth sssit ssdth keenpn keendt
  70, 70, 70, 60, // skeact skesit skeatk radio
  98, 70, 120, 70, 96, // MBF's dog: dgsit dgatk dgact dgdth dgpain
]);

/** The number of DOOM's sound effects, "none" included (NUMSFX). */
export const SFX_COUNT = SFX_PRIORITY.length;

/** sfx number of chgun and of pistol, the one linked effect (SOUND_LINK in sounds.c). */
export const SFX_CHGUN = 86;
export const SFX_PISTOL = 1;

/** The sfx whose lump an effect plays (chgun → pistol; every other one its own). */
export function sfxLumpOf(sfx: number): number {
  return sfx === SFX_CHGUN ? SFX_PISTOL : sfx;
}
