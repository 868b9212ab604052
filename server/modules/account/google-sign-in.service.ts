import * as oidc from 'openid-client';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { isOwnUrl } from '../../http/site-origin';

/** What a Google (or any OpenID Connect) sign-in tells us about the person. */
export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string;
  readonly name?: string;
  readonly picture?: string;
}

// Discovery is fetched once per issuer and reused; a failed fetch is retried on the next sign-in.
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configuration(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
  const key = `${issuer}|${clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    // Plain http is only accepted for a loopback issuer (a test provider); Google itself is https.
    const insecure = issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined;
    pending = oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, insecure);
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

/**
 * Exchanges an authorization code at the issuer's token endpoint (with the PKCE verifier when the SPA used one)
 * and answers the verified identity. Errors: auth.google_not_configured, auth.google_failed (also for an identity without a verified e-mail).
 */
export async function exchangeGoogleCode(ctx: ServerContext, input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<GoogleIdentity> {
  const google = ctx.config.google;
  if (!google) throw new AppError(404, 'auth.google_not_configured');
  // The callback must be one of the site's configured hosts, whatever host the SPA (or a forged request) names.
  if (!isOwnUrl(ctx.config, input.redirectUri)) throw new AppError(400, 'validation.redirect_uri');
  let claims: oidc.IDToken | undefined;
  try {
    const config = await configuration(google.issuer, google.clientId, google.clientSecret);
    const callbackUrl = new URL(input.redirectUri);
    callbackUrl.search = '';
    callbackUrl.searchParams.set('code', input.code);
    // Providers that announce RFC 9207 require `iss` in the response; the SPA only forwards the code.
    if (config.serverMetadata().authorization_response_iss_parameter_supported) callbackUrl.searchParams.set('iss', config.serverMetadata().issuer);
    // openid-client sends the callback URL without its query as redirect_uri, which is the SPA's redirect_uri.
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: input.codeVerifier, idTokenExpected: true });
    claims = tokens.claims();
    // Google puts the e-mail in the ID token; strictly conforming providers only answer it from userinfo.
    if (claims && typeof claims.email !== 'string') claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
  } catch (error) {
    const { error: code, error_description: description } = error as { error?: string; error_description?: string };
    ctx.logger.warn('google sign-in failed', { error: error instanceof Error ? error.message : String(error), code, description });
    throw new AppError(400, 'auth.google_failed');
  }
  const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
  if (!claims || !email || claims.email_verified === false) throw new AppError(400, 'auth.google_failed');
  return {
    subject: claims.sub,
    email,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
  };
}
