import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** Who is asking: the member of the bearer token and/or the visitor of the Fingerprint header. */
export interface Caller {
  readonly userId?: string;
  readonly visitorId?: string;
}

/** The caller of a request, as resolved by the session middleware. */
export function callerOf(c: Context<AppEnv>): Caller {
  return { userId: c.get('userId'), visitorId: c.get('visitorId') };
}
