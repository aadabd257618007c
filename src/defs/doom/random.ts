// DOOM's pseudo-random numbers: the fixed 256-byte table every DOOM engine shares, and the two
// cursors into it. The gameplay cursor (pRandom) feeds everything that must replay the same way
// (light flicker, monster decisions, damage); the misc cursor (mRandom) feeds what does not (menus,
// screen melt). Both step before they read, wrapping at 256, so the first value after clear() is
// table[1]. The cursors are plain fields so the simulation can hash and restore them.
//
// Boom and its successors (every complevel from 7 on: not DOOM's demo_compatibility) draw instead from
// linear congruential generators seeded from the game's random seed (a Boom/MBF demo header carries
// it): one generator per class of use (the PR_* numbers, Boom's order) when "demo insurance" is on,
// each number then shuffled by the tics since the game began; with it off, every class but the misc
// one shares the all-in-one generator. The table cursors still step, as Boom steps them.

/** The 256 values, in DOOM's order (index 0 is never read first: reads pre-increment). */
export const RANDOM_TABLE: Readonly<Uint8Array> = Uint8Array.from([
  0, 8, 109, 220, 222, 241, 149, 107, 75, 248, 254, 140, 16, 66, 74, 21,
  211, 47, 80, 242, 154, 27, 205, 128, 161, 89, 77, 36, 95, 110, 85, 48,
  212, 140, 211, 249, 22, 79, 200, 50, 28, 188, 52, 140, 202, 120, 68, 145,
  62, 70, 184, 190, 91, 197, 152, 224, 149, 104, 25, 178, 252, 182, 202, 182,
  141, 197, 4, 81, 181, 242, 145, 42, 39, 227, 156, 198, 225, 193, 219, 93,
  122, 175, 249, 0, 175, 143, 70, 239, 46, 246, 163, 53, 163, 109, 168, 135,
  2, 235, 25, 92, 20, 145, 138, 77, 69, 166, 78, 176, 173, 212, 166, 113,
  94, 161, 41, 50, 239, 49, 111, 164, 70, 60, 2, 37, 171, 75, 136, 156,
  11, 56, 42, 146, 138, 229, 73, 146, 77, 61, 98, 196, 135, 106, 63, 197,
  195, 86, 96, 203, 113, 101, 170, 247, 181, 113, 80, 250, 108, 7, 255, 237,
  129, 226, 79, 107, 112, 166, 103, 241, 24, 223, 239, 120, 198, 58, 60, 82,
  128, 3, 184, 66, 143, 224, 145, 224, 81, 206, 163, 45, 63, 90, 168, 114,
  59, 33, 159, 95, 28, 139, 123, 98, 125, 196, 15, 70, 194, 253, 54, 14,
  109, 226, 71, 17, 161, 93, 186, 87, 244, 138, 20, 52, 123, 251, 26, 36,
  17, 46, 52, 231, 232, 76, 31, 221, 84, 37, 216, 165, 212, 106, 197, 242,
  98, 43, 39, 175, 254, 145, 190, 84, 118, 222, 187, 136, 120, 163, 236, 249,
]);

// Boom's classes of random numbers (its pr_class_t order: the seeds are set in this order, and the
// class number is part of each generator's step, so the numbers are the format).
export const PR_SKULLFLY = 0, PR_DAMAGE = 1, PR_CRUSH = 2, PR_GENLIFT = 3, PR_KILLTICS = 4, PR_DAMAGEMOBJ = 5;
export const PR_PAINCHANCE = 6, PR_LIGHTS = 7, PR_EXPLODE = 8, PR_RESPAWN = 9, PR_LASTLOOK = 10, PR_SPAWNTHING = 11;
export const PR_SPAWNPUFF = 12, PR_SPAWNBLOOD = 13, PR_MISSILE = 14, PR_SHADOW = 15, PR_PLATS = 16, PR_PUNCH = 17;
export const PR_PUNCHANGLE = 18, PR_SAW = 19, PR_PLASMA = 20, PR_GUNSHOT = 21, PR_MISFIRE = 22, PR_SHOTGUN = 23;
export const PR_BFG = 24, PR_SLIMEHURT = 25, PR_DMSPAWN = 26, PR_MISSRANGE = 27, PR_TRYWALK = 28, PR_NEWCHASE = 29;
export const PR_NEWCHASEDIR = 30, PR_SEE = 31, PR_FACETARGET = 32, PR_POSATTACK = 33, PR_SPOSATTACK = 34;
export const PR_CPOSATTACK = 35, PR_SPIDREFIRE = 36, PR_TROOPATTACK = 37, PR_SARGATTACK = 38, PR_HEADATTACK = 39;
export const PR_BRUISATTACK = 40, PR_TRACER = 41, PR_SKELFIST = 42, PR_SCREAM = 43, PR_BRAINSCREAM = 44;
export const PR_CPOSREFIRE = 45, PR_BRAINEXP = 46, PR_SPAWNFLY = 47, PR_MISC = 48, PR_ALL_IN_ONE = 49;
export const PR_OPENDOOR = 50, PR_TARGETSEARCH = 51, PR_FRIENDS = 52, PR_THRESHOLD = 53, PR_SKIPTARGET = 54;
export const PR_ENEMYSTRAFE = 55, PR_AVOIDCRUSH = 56, PR_STAYONLIFT = 57, PR_HELPFRIEND = 58, PR_DROPOFF = 59;
export const PR_RANDOMJUMP = 60, PR_DEFECT = 61;
/** Number of generators (Boom's and MBF's classes and the few later ones: the seeds' sequence). */
export const PR_CLASSES = 65;

/** The two cursors of DOOM's random table (and Boom's generators). Allocation-free: safe on the per-tic path. */
export class DoomRandom {
  /** Gameplay cursor (DOOM's prndindex), 0..255. */
  pIndex = 0;
  /** Misc cursor (DOOM's rndindex), 0..255. */
  mIndex = 0;

  /** Boom's generators are in use (seedBoom); false: DOOM's table. */
  boom = false;
  /** Boom's demo insurance: one generator per class, shuffled by `tic`. */
  insurance = false;
  /** Boom's generators' states (unsigned 32-bit), one per class. */
  readonly seeds = new Uint32Array(PR_CLASSES);
  /** Tics since the game began (Boom's logictic), set by the game before each tic and level load. */
  tic = 0;

  /** Next gameplay number, 0..255 (DOOM's P_Random); `cls` is Boom's class (PR_*) of the use. */
  pRandom(cls: number = PR_ALL_IN_ONE): number {
    this.pIndex = (this.pIndex + 1) & 0xff;
    if (!this.boom) return RANDOM_TABLE[this.pIndex];
    return this.boomNext(this.insurance ? cls : PR_ALL_IN_ONE);
  }

  /** Next misc number, 0..255 (DOOM's M_Random; Boom's misc class). */
  mRandom(): number {
    this.mIndex = (this.mIndex + 1) & 0xff;
    if (!this.boom) return RANDOM_TABLE[this.mIndex];
    return this.boomNext(PR_MISC);
  }

  private boomNext(cls: number): number {
    const s = this.seeds[cls];
    this.seeds[cls] = (Math.imul(s, 1664525) + 221297 + cls * 2) >>> 0;
    let r = s >>> 20;
    if (this.insurance) r += this.tic * 7;
    return r & 255;
  }

  /** Difference of two gameplay numbers, -255..255, first minus second (spread of hitscans, angles). */
  pSubRandom(cls: number = PR_ALL_IN_ONE): number {
    const a = this.pRandom(cls);
    return a - this.pRandom(cls);
  }

  /** Boom's M_ClearRandom: the generators seeded from `rngseed`, each class in turn; the cursors to 0. */
  seedBoom(rngseed: number, insurance: boolean): void {
    this.boom = true;
    this.insurance = insurance;
    let seed = (rngseed * 2 + 1) >>> 0;
    for (let i = 0; i < PR_CLASSES; i++) {
      seed = Math.imul(seed, 69069) >>> 0;
      this.seeds[i] = seed;
    }
    this.pIndex = 0;
    this.mIndex = 0;
  }

  /** Both cursors back to 0, as at the start of a level or demo (DOOM's M_ClearRandom). */
  clear(): void {
    this.pIndex = 0;
    this.mIndex = 0;
  }
}
