/*
 * CRC-32 of two pieces put together, from the CRC of each and the length of the second, as zlib's crc32_combine
 * does (zlib 1.2.12+, crc32.c): shifting a CRC past n zero bytes is a multiplication by x^(8n) modulo the CRC
 * polynomial. Node exposes zlib.crc32 but not its combine; a page's CRC is built from its segments' this way so that
 * a response does not pass over the whole page again for its nonce.
 */
const POLY = 0xedb88320;

/** a * b modulo the CRC polynomial (bit-reflected, as the CRC itself). */
function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [];
// 1 << 30 is x^1 (bit-reflected: 1 << 31 is x^0).
for (let n = 0, p = 1 << 30; n < 32; n++, p = multModP(p, p)) X2N.push(p);

/** The operator that moves a CRC past `length` bytes (x^(8·length) modulo the polynomial). */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  // length·8 as bits 3.. of the exponent: start at x^(2^3).
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
