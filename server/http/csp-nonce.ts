import { randomBytes } from 'node:crypto';

/*
 * The CSP nonce of each page response: 16 bytes from the system's CSPRNG, base64 (as hono/secure-headers makes
 * them). The bytes are drawn a few kilobytes at a time, as crypto.randomUUID does, and every 16 of them serve one
 * response only: a call into the CSPRNG per response cost more than the rest of the security headers together.
 */
const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;

let pool = Buffer.alloc(0);
let offset = 0;

export function cspNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
