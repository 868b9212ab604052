import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limiter';

const MINUTE = 60_000;

/**
 * How sign-in attempts are bounded (threat model in the README's security notes). Nothing here locks an owner
 * out: limits keyed by address only stop that address, and the account-wide bound asks for an e-mailed code,
 * which the owner can always get, instead of refusing everyone.
 */
export const LOGIN_LIMITS = {
  /** Password attempts per (e-mail, address): one source guessing one account waits. */
  pair: { max: 5, windowMs: 15 * MINUTE },
  /** Password attempts per e-mail from all addresses; beyond it a password alone is not enough. */
  account: { max: 20, windowMs: 60 * MINUTE },
  /** Login calls per address across all e-mails: one source spraying many accounts waits (LOGINS_PER_ADDRESS_PER_15_MIN). */
  address: { max: 50, windowMs: 15 * MINUTE },
} as const;

/** Checks and counts sign-in attempts before they are evaluated, so parallel attempts cannot pass a bound together. */
export interface LoginGuard {
  /** Counts a password attempt; auth.rate_limited for the pair or address, signin.code_required for the account. */
  beforePassword(email: string, ip: string): Promise<void>;
  /** Counts a code attempt (codes bound their own tries); auth.rate_limited for the address. */
  beforeCode(ip: string): Promise<void>;
  /** The owner got in: their pair starts afresh, and a password attempt is taken back from the account's count. */
  succeeded(email: string, ip: string, method: 'password' | 'code'): Promise<void>;
}

export function loginGuard(ctx: ServerContext): LoginGuard {
  const pair = createRateLimiter(ctx, { name: 'login.pair', ...LOGIN_LIMITS.pair });
  const account = createRateLimiter(ctx, { name: 'login.account', ...LOGIN_LIMITS.account });
  const address = createRateLimiter(ctx, { name: 'login.ip', ...LOGIN_LIMITS.address, max: ctx.config.loginsPerAddressPer15Min });
  // A NUL cannot occur in an e-mail or an address, so the pair key is unambiguous.
  const pairKey = (email: string, ip: string) => `${email}\0${ip}`;
  const byAddress = async (ip: string) => {
    if (!(await address.hit(ip)).allowed) throw new AppError(429, 'auth.rate_limited');
  };

  return {
    async beforePassword(email, ip) {
      await byAddress(ip);
      if (!(await pair.hit(pairKey(email, ip))).allowed) throw new AppError(429, 'auth.rate_limited');
      if (!(await account.hit(email)).allowed) throw new AppError(403, 'signin.code_required');
    },
    beforeCode: byAddress,
    async succeeded(email, ip, method) {
      await pair.reset(pairKey(email, ip));
      if (method === 'password') await account.refund(email);
    },
  };
}
