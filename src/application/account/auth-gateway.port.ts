import type { ServiceIdentifier } from 'inversify';
import type { Credentials } from '../../domain/auth/auth-effect';

/** Why a code is asked for: registration refuses a taken e-mail, login needs an existing member. */
export type CodePurpose = 'register' | 'login';

/** Signing in and registering; every method answers the bearer token or rejects with an ApiError. */
export interface AuthGateway {
  /** Mails a verification code to the address. */
  sendCode(email: string, purpose: CodePurpose): Promise<void>;
  /** Signs in with the password or the code (the other one is empty). */
  login(credentials: Credentials): Promise<string>;
  /** Creates the account with the mailed code. */
  register(credentials: Credentials): Promise<string>;
  /** Exchanges a Google authorization code (with its PKCE verifier) for a session. */
  googleCallback(code: string, redirectUri: string, codeVerifier: string): Promise<string>;
}
export const AuthGateway = Symbol.for('AuthGateway') as ServiceIdentifier<AuthGateway>;
