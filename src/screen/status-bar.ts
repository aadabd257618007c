// DOOM's status bar (ST_stuff and ST_lib): the STBAR background and its widgets at DOOM's places in
// the 320×200 screen — the ready weapon's ammo, health and armour percentages in the big red digits,
// the ARMS panel (weapons 2–7 lit in yellow when owned), the face, the three key slots (a skull
// shows over the card of its colour) and the small ammo table (held / most) — redrawn whole each
// frame into a ScreenBuffer (rows 168..199). Single player: no face background colour (STFB is for
// net games) and the ARMS panel instead of frags. DOOM and DOOM II draw the bar the same way; only
// their STBAR pictures differ. A WAD without STBAR (nor STMBARL) gets no status bar and one warning.
import type { Picture } from '../assets/picture.js';
import type { PlayerState } from '../sim/index.js';
import { AM_NOAMMO, NUMAMMO } from '../sim/index.js';
import { DOOM_DEFS, type Defs } from '../defs/defs.js';
import { FaceState, ST_NUMFACES, faceLumpName } from './face.js';
import type { ScreenBuffer } from './screen-buffer.js';
import type { ScreenGraphics } from './screen-graphics.js';

/** The bar's top row in DOOM's 320×200 screen, and its height. */
export const ST_Y = 168;
export const ST_HEIGHT = 32;

// Widget places (DOOM's ST_* positions: a number's x is its right edge).
const AMMO_X = 44, AMMO_Y = 171;
const HEALTH_X = 90, HEALTH_Y = 171;
const ARMSBG_X = 104, ARMSBG_Y = 168;
const ARMS_X = 111, ARMS_Y = 172, ARMS_XSPACE = 12, ARMS_YSPACE = 10;
const FACE_X = 143, FACE_Y = 168;
const ARMOR_X = 221, ARMOR_Y = 171;
const KEY_X = 239;
const KEY_Y = [171, 181, 191] as const;
const AMMO_TABLE_X = 288, MAXAMMO_X = 314;
/** Rows of the small ammo table per ammo type (clip, shell, cell, rocket: cells are the bottom row). */
const AMMO_TABLE_Y = [173, 179, 191, 185] as const;
/** DOOM's "not a number" for the fist and chainsaw's ammo: nothing is drawn. */
const NO_NUMBER = 1994;

export class StatusBar {
  /** False when the WAD has no status bar pictures: draw() then does nothing. */
  readonly available: boolean;
  readonly face = new FaceState();
  private readonly bar: Picture | null = null;
  private readonly barRight: Picture | null = null;
  private readonly tall: (Picture | null)[] = [];
  private readonly small: (Picture | null)[] = [];
  private readonly grey: (Picture | null)[] = [];
  private readonly minus: Picture | null = null;
  private readonly percent: Picture | null = null;
  private readonly armsBg: Picture | null = null;
  private readonly keys: (Picture | null)[] = [];
  private readonly faces: (Picture | null)[] = [];

  /** The game's definitions (which ammo each weapon uses: a patch may change it). */
  defs: Defs = DOOM_DEFS;

  constructor(graphics: ScreenGraphics, defs: Defs = DOOM_DEFS) {
    this.defs = defs;
    const g = graphics;
    this.available = g.has('STBAR') || g.has('STMBARL');
    if (!this.available) {
      g.warnings.push(`${g.stack.label}: STBAR: no status bar graphics in this WAD: the status bar is not drawn`);
      return;
    }
    if (g.has('STBAR')) this.bar = g.picture('STBAR');
    else { this.bar = g.picture('STMBARL'); this.barRight = g.picture('STMBARR'); }
    for (let i = 0; i < 10; i++) { this.tall.push(g.picture(`STTNUM${i}`)); this.small.push(g.picture(`STYSNUM${i}`)); }
    for (let i = 2; i < 8; i++) this.grey.push(g.picture(`STGNUM${i}`));
    this.minus = g.has('STTMINUS') ? g.picture('STTMINUS') : null; // optional in DOOM too
    this.percent = g.picture('STTPRCNT');
    this.armsBg = g.picture('STARMS');
    for (let i = 0; i < 6; i++) this.keys.push(g.picture(`STKEYS${i}`));
    for (let i = 0; i < ST_NUMFACES; i++) this.faces.push(g.picture(faceLumpName(i)));
  }

  /** ST_Start, as the player spawns on a level. */
  start(p: PlayerState): void {
    this.face.start(p);
  }

  /** ST_Ticker, once per tic after the game's tic: one misc random number, the face. */
  tick(p: PlayerState, rng: { mRandom(): number }): void {
    this.face.tick(p, rng.mRandom());
  }

  /** Draws the whole bar for player `p` into rows ST_Y.. of `s`. Allocates nothing. */
  draw(s: ScreenBuffer, p: PlayerState): void {
    if (!this.available) return;
    if (this.bar !== null) s.drawPatch(this.bar, 0, ST_Y);
    if (this.barRight !== null) s.drawPatch(this.barRight, ARMSBG_X, ST_Y);
    const ammoType = this.defs.weaponAmmo[p.readyweapon] ?? AM_NOAMMO;
    this.drawNum(s, this.tall, AMMO_X, AMMO_Y, 3, ammoType === AM_NOAMMO || ammoType >= NUMAMMO ? NO_NUMBER : p.ammo[ammoType]);
    for (let i = 0; i < NUMAMMO; i++) {
      this.drawNum(s, this.small, AMMO_TABLE_X, AMMO_TABLE_Y[i], 3, p.ammo[i]);
      this.drawNum(s, this.small, MAXAMMO_X, AMMO_TABLE_Y[i], 3, p.maxammo[i]);
    }
    this.drawPercent(s, HEALTH_X, HEALTH_Y, p.health);
    this.drawPercent(s, ARMOR_X, ARMOR_Y, p.armorpoints);
    if (this.armsBg !== null) s.drawPatch(this.armsBg, ARMSBG_X, ARMSBG_Y);
    for (let i = 0; i < 6; i++) {
      // Weapon i + 1 (pistol .. BFG) lights digit i + 2; the chainsaw and super shotgun have no slot.
      const pic = p.weaponowned[i + 1] ? this.small[i + 2] : this.grey[i];
      if (pic) s.drawPatch(pic, ARMS_X + (i % 3) * ARMS_XSPACE, ARMS_Y + Math.floor(i / 3) * ARMS_YSPACE);
    }
    const face = this.faces[this.face.index];
    if (face) s.drawPatch(face, FACE_X, FACE_Y);
    for (let i = 0; i < 3; i++) {
      // The skull of a colour shows in its slot over the card of that colour.
      const key = p.cards[i + 3] ? i + 3 : p.cards[i] ? i : -1;
      const pic = key >= 0 ? this.keys[key] : null;
      if (pic) s.drawPatch(pic, KEY_X, KEY_Y[i]);
    }
  }

  /** STlib_updatePercent with a full refresh: the % sign at the number's right edge, then the number. */
  private drawPercent(s: ScreenBuffer, x: number, y: number, value: number): void {
    if (this.percent !== null) s.drawPatch(this.percent, x, y);
    this.drawNum(s, this.tall, x, y, 3, value);
  }

  /**
   * STlib_drawNum: `value` right-aligned to x in at most `digits` digits of the font's first digit's
   * width (a longer number keeps its last digits), a minus 8 pixels left of a negative one (clamped
   * to -99 in three digits), 0 drawn as 0, NO_NUMBER not at all.
   */
  private drawNum(s: ScreenBuffer, font: (Picture | null)[], x: number, y: number, digits: number, value: number): void {
    const zero = font[0];
    if (!zero) return;
    const w = zero.width;
    let num = value | 0;
    const neg = num < 0;
    if (neg) {
      if (digits === 2 && num < -9) num = -9;
      else if (digits === 3 && num < -99) num = -99;
      num = -num;
    }
    if (num === NO_NUMBER) return;
    let cx = x;
    if (num === 0) s.drawPatch(zero, cx - w, y);
    let left = digits;
    while (num !== 0 && left-- > 0) {
      cx -= w;
      const d = font[num % 10];
      if (d) s.drawPatch(d, cx, y);
      num = Math.trunc(num / 10);
    }
    if (neg && this.minus !== null) s.drawPatch(this.minus, cx - 8, y);
  }
}
