// DOOM's numbers: 16.16 fixed point held in int32 (`| 0`), 32-bit binary angles held as unsigned
// numbers (`>>> 0`), and the arithmetic vanilla DOOM does on them — FixedMul and FixedDiv with their
// 64-bit intermediates and overflow answers, the slope division behind R_PointToAngle2, and
// P_AproxDistance. Every function here is exact (no double rounding leaks into a result) and
// allocates nothing.
import { FINESINE, FINECOSINE, TANTOANGLE } from '../../defs/doom/tables.js';

export const FRACBITS = 16;
export const FRACUNIT = 65536;
export const INT_MAX = 2147483647;
export const INT_MIN = -2147483648;

export const ANG45 = 0x20000000;
export const ANG90 = 0x40000000;
export const ANG180 = 0x80000000;
export const ANG270 = 0xc0000000;
export const ANG1 = ANG45 / 45;
export const FINEANGLES = 8192;
export const FINEMASK = FINEANGLES - 1;
export const ANGLETOFINESHIFT = 19;
export const SLOPERANGE = 2048;

export { FINESINE, FINECOSINE };

/** a · b >> 16 with a 64-bit product, truncated to int32 as C truncates it. */
export function fixedMul(a: number, b: number): number {
  const al = a & 0xffff, ah = a >> 16;
  const bl = b & 0xffff, bh = b >> 16;
  // a·b = ah·bh·2^32 + (ah·bl + al·bh)·2^16 + al·bl; shifted right 16 and kept mod 2^32.
  return (((ah * bh) << 16) + ah * bl + al * bh + ((al * bl) >>> 16)) | 0;
}

/** C's abs() on an int: abs(INT_MIN) stays INT_MIN. */
function cabs(a: number): number {
  return a < 0 ? (-a) | 0 : a;
}

/** (a << 16) / b with C's truncation; INT_MAX or INT_MIN (by sign) when it would overflow. */
export function fixedDiv(a: number, b: number): number {
  if (cabs(a) >> 14 >= cabs(b)) return (a ^ b) < 0 ? INT_MIN : INT_MAX;
  const n = a * 65536;
  let q = Math.trunc(n / b);
  // Correct a quotient the double division rounded across an integer.
  const r = n - q * b;
  if (r !== 0 && (r < 0) !== (n < 0)) q += n < 0 === b < 0 ? -1 : 1;
  else if (Math.abs(r) >= Math.abs(b)) q += n < 0 === b < 0 ? 1 : -1;
  return q | 0;
}

/** Sine of a binary angle, 16.16 (finesine[angle >> ANGLETOFINESHIFT]). */
export function fineSine(angle: number): number {
  return FINESINE[angle >>> ANGLETOFINESHIFT];
}

/** Cosine of a binary angle, 16.16. */
export function fineCosine(angle: number): number {
  return FINECOSINE[angle >>> ANGLETOFINESHIFT];
}

/** DOOM's SlopeDiv: the tantoangle index of num / den (both taken as unsigned 32-bit). */
export function slopeDiv(num: number, den: number): number {
  const d = den >>> 0;
  if (d < 512) return SLOPERANGE;
  const ans = Math.floor(((num << 3) >>> 0) / (d >>> 8));
  return ans <= SLOPERANGE ? ans : SLOPERANGE;
}

/** Where pointToAngleOut puts its answer (an angle of 2^30 or more returned from a call is boxed). */
export const ANGLE_OUT = new Uint32Array(1);

/** R_PointToAngle2: the binary angle (unsigned) of the vector from (x1, y1) to (x2, y2), by octant,
 *  into ANGLE_OUT[0] — the allocation-free form for the per-tic paths. */
export function pointToAngleOut(x1: number, y1: number, x2: number, y2: number): void {
  let x = (x2 - x1) | 0;
  let y = (y2 - y1) | 0;
  const out = ANGLE_OUT;
  if (x === 0 && y === 0) {
    out[0] = 0;
    return;
  }
  if (x >= 0) {
    if (y >= 0) {
      out[0] = x > y ? TANTOANGLE[slopeDiv(y, x)] : ANG90 - 1 - TANTOANGLE[slopeDiv(x, y)];
      return;
    }
    y = -y | 0;
    out[0] = x > y ? -TANTOANGLE[slopeDiv(y, x)] : ANG270 + TANTOANGLE[slopeDiv(x, y)];
    return;
  }
  x = -x | 0;
  if (y >= 0) {
    out[0] = x > y ? ANG180 - 1 - TANTOANGLE[slopeDiv(y, x)] : ANG90 + TANTOANGLE[slopeDiv(x, y)];
    return;
  }
  y = -y | 0;
  out[0] = x > y ? ANG180 + TANTOANGLE[slopeDiv(y, x)] : ANG270 - 1 - TANTOANGLE[slopeDiv(x, y)];
}

/** R_PointToAngle2 as a return value (for code off the per-tic paths). */
export function pointToAngle(x1: number, y1: number, x2: number, y2: number): number {
  pointToAngleOut(x1, y1, x2, y2);
  return ANGLE_OUT[0];
}

/** P_AproxDistance: dx + dy − min(dx, dy) / 2 on absolute values (int32 arithmetic). */
export function aproxDistance(dx: number, dy: number): number {
  dx = cabs(dx);
  dy = cabs(dy);
  return dx < dy ? (dx + dy - (dx >> 1)) | 0 : (dx + dy - (dy >> 1)) | 0;
}

/** A map unit count (an integer) in 16.16. */
export function toFixed(units: number): number {
  return (units * FRACUNIT) | 0;
}

/** 16.16 to map units (a double, exact). */
export function fromFixed(f: number): number {
  return f / FRACUNIT;
}

/** Binary angle (unsigned) to radians in [0, 2π). */
export function angleToRadians(a: number): number {
  return ((a >>> 0) / 4294967296) * Math.PI * 2;
}
