import type { ServiceIdentifier } from 'inversify';

/** What an authorization request needs: a random state and a PKCE verifier with its S256 challenge. */
export interface PkcePair {
  readonly state: string;
  readonly verifier: string;
  readonly challenge: string;
}

/** The browser side of Google's authorization-code flow (OpenID Connect with PKCE). */
export interface GoogleOAuth {
  /** Fresh random state and PKCE verifier (43+ characters) with its S256 challenge. */
  createPkce(): Promise<PkcePair>;
  /** Leaves the site for the provider's consent page. */
  redirectToAuthorization(request: { clientId: string; redirectUri: string; state: string; challenge: string }): void;
  /** The URL the provider sends the visitor back to (the site's own origin). */
  redirectUri(): string;
}
export const GoogleOAuth = Symbol.for('GoogleOAuth') as ServiceIdentifier<GoogleOAuth>;
