import { injectable } from 'inversify';
import type { GoogleOAuth, PkcePair } from '../../application/account/google-oauth.port';

/** Google's authorization endpoint (OpenID Connect discovery of accounts.google.com). */
export const GOOGLE_AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';

/** GoogleOAuth with Web Crypto: random state and verifier, SHA-256 challenge, a full-page redirect. */
@injectable()
export class WebCryptoGoogleOAuth implements GoogleOAuth {
  async createPkce(): Promise<PkcePair> {
    const verifier = randomToken(48);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    return { state: randomToken(24), verifier, challenge: base64Url(new Uint8Array(digest)) };
  }

  redirectToAuthorization(request: { clientId: string; redirectUri: string; state: string; challenge: string }): void {
    const url = new URL(GOOGLE_AUTHORIZATION_ENDPOINT);
    url.search = new URLSearchParams({
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: request.state,
      code_challenge: request.challenge,
      code_challenge_method: 'S256',
    }).toString();
    window.location.assign(url.toString());
  }

  redirectUri(): string {
    return `${window.location.origin}/`;
  }
}

function randomToken(bytes: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
