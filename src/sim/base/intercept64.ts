// PrBoom 2.4's P_InterceptVector (complevel 15 on: PrBoom 2.4, 2.5, MBF21): the fraction along the
// trace where it meets a line, from 64-bit products instead of DOOM's pre-shifted 16.16 ones —
// den = (line.dy × trace.dx − line.dx × trace.dy) >> 16, num = (line.x − trace.x) × line.dy −
// (line.y − trace.y) × line.dx, the result C's truncating num / den kept to 32 bits. JavaScript's
// doubles hold 53 bits: each product is split into exact high and low words, and the quotient is
// corrected to the exact one, without allocating (a BigInt only for numerators beyond 2^53, which
// need lines tens of thousands of units long far from the trace).

const TWO32 = 4294967296;
const TWO53 = 9007199254740992;

/** a × b (int32 each) as hi × 2^32 + lo, lo unsigned: written to PROD. */
const PROD = new Float64Array(2);
function mul64(a: number, b: number): void {
  const lo = Math.imul(a, b) >>> 0;
  // The double product is within 2^10 of the exact one: the high word rounds to the exact one.
  PROD[0] = Math.round((a * b - lo) / TWO32);
  PROD[1] = lo;
}

/** The 64-bit fraction (complevel ≥ 15): arguments as interceptVector's (v2 the trace, v1 the line). */
export function interceptVector64(
  v2x: number, v2y: number, v2dx: number, v2dy: number, v1x: number, v1y: number, v1dx: number, v1dy: number,
): number {
  // den: the cross product, shifted right 16 (an arithmetic shift: a floor).
  mul64(v1dy, v2dx);
  let hi = PROD[0], lo = PROD[1];
  mul64(v1dx, v2dy);
  lo -= PROD[1];
  hi -= PROD[0];
  if (lo < 0) { lo += TWO32; hi -= 1; }
  const den = hi * 65536 + Math.floor(lo / 65536);
  if (den === 0) return 0;
  // num, exactly as hi × 2^32 + lo.
  mul64((v1x - v2x) | 0, v1dy);
  hi = PROD[0]; lo = PROD[1];
  mul64((v1y - v2y) | 0, v1dx);
  lo -= PROD[1];
  hi -= PROD[0];
  if (lo < 0) { lo += TWO32; hi -= 1; }
  const num = hi * TWO32 + lo;
  if (num > TWO53 || num < -TWO53) {
    const q = (BigInt(hi) * 4294967296n + BigInt(lo)) / BigInt(den);
    return Number(BigInt.asIntN(32, q));
  }
  // num and den are exact doubles: correct the rounded quotient to C's truncation.
  let q = Math.trunc(num / den);
  const r = num - q * den;
  if (r !== 0 && (r < 0) !== (num < 0)) q += num < 0 === den < 0 ? -1 : 1;
  else if (Math.abs(r) >= Math.abs(den)) q += num < 0 === den < 0 ? 1 : -1;
  return q | 0;
}
