import { inject, injectable } from 'inversify';
import { CookieStore } from '../shared/cookie-store.port';
import type { SessionUser } from '../shared/user-gateway.port';

/** What the user-state cookie holds (spec section 3's stored state), shared by the session and visitor stores. */
export interface UserState {
  readonly token?: string;
  readonly user?: SessionUser;
  readonly referrer?: string;
  readonly source?: string;
  readonly fingerprintId?: string;
  readonly srcFingerprintId?: string;
  readonly classifyType?: string;
}

const stringFields = ['token', 'referrer', 'source', 'fingerprintId', 'srcFingerprintId', 'classifyType'] as const;

/** Reads and merges the user-state cookie; anything of the wrong shape is dropped rather than trusted. */
@injectable()
export class UserStateCookie {
  constructor(@inject(CookieStore) private readonly cookies: CookieStore) {}

  read(): UserState {
    return sanitize(this.cookies.read('userState'));
  }

  /** Writes `patch` over the stored state; an undefined field is removed. */
  update(patch: Partial<Record<keyof UserState, unknown>>): void {
    const next: Record<string, unknown> = { ...this.read(), ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    if (Object.keys(next).length === 0) this.cookies.remove('userState');
    else this.cookies.write('userState', next);
  }
}

function sanitize(raw: unknown): UserState {
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const state: Record<string, unknown> = {};
  for (const field of stringFields) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') state[field] = value;
  }
  if (isSessionUser(record.user)) state.user = record.user;
  return state as UserState;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    (user.avatarPath === null || typeof user.avatarPath === 'string')
  );
}
