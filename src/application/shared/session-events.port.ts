import type { ServiceIdentifier } from 'inversify';

/** What the HTTP adapter reports about the session: a 401 asks the visitor to sign in (spec section 4). */
export interface SessionEvents {
  /** A call answered 401: open the login modal. */
  unauthorized(): void;
}
export const SessionEvents = Symbol.for('SessionEvents') as ServiceIdentifier<SessionEvents>;
