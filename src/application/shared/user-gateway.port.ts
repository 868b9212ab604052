import type { ServiceIdentifier } from 'inversify';

/** The signed-in member as the SPA shows it (spec section 3: id, username, email, avatar_path). */
export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly avatarPath: string | null;
}

/** The member account behind the bearer token. */
export interface UserGateway {
  /** GET /api/users/get_user with the current token. */
  currentUser(): Promise<SessionUser>;
  /** POST /api/users/logout: revokes the token on the server; failures are only logged. */
  logout(): Promise<void>;
}
export const UserGateway = Symbol.for('UserGateway') as ServiceIdentifier<UserGateway>;
