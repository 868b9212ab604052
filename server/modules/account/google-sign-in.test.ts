import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';

// A real OpenID Connect provider on loopback stands in for Google's issuer.
let t: TestContext;
let app: ReturnType<typeof createApp>;
// The package's type declarations lack the model classes (Client, Grant, AuthorizationCode) used below.
type ProviderModels = { Client: any; Grant: any; AuthorizationCode: any };
let provider: Provider & ProviderModels;
let server: Server;
const redirectUri = 'http://localhost:5173/auth/google';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [{ client_id: 'site', client_secret: 'site-secret', redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, email: 'Gina@Example.com', email_verified: true, name: 'Gina' }) }),
    features: { devInteractions: { enabled: false } },
  } as never) as Provider & ProviderModels;
  server.on('request', provider.callback());
  t = await createTestContext({ google: { clientId: 'site', clientSecret: 'site-secret', issuer }, allowedHosts: ['localhost:5173'] });
  app = createApp(t.ctx);
});
afterAll(async () => {
  await t.close();
  server.close();
});

/** Issues an authorization code as if the person had signed in at the provider and consented. */
async function authorizationCode(verifier?: string): Promise<string> {
  const client = await provider.Client.find('site');
  const grant = new provider.Grant({ accountId: 'google-sub-1', clientId: 'site' });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  const { createHash } = await import('node:crypto');
  const code = new provider.AuthorizationCode({
    accountId: 'google-sub-1',
    grantId,
    client: client!,
    redirectUri,
    scope: 'openid email profile',
    authTime: Math.floor(Date.now() / 1000),
    ...(verifier ? { codeChallenge: createHash('sha256').update(verifier).digest('base64url'), codeChallengeMethod: 'S256' } : {}),
  });
  return code.save();
}

describe('google-callback against an OpenID Connect provider', () => {
  it('exchanges the code with PKCE and signs the person in, creating the member once', async () => {
    const verifier = 'v'.repeat(50);
    const query = (code: string) =>
      `/api/users/google-callback?code=${encodeURIComponent(code)}&redirect_uri=${encodeURIComponent(redirectUri)}&code_verifier=${verifier}`;
    const first = await send(app, 'GET', query(await authorizationCode(verifier)));
    expect(first.body.code).toBe(0);
    const me = await send(app, 'GET', '/api/users/get_user', { token: first.body.data.uuid });
    expect(me.body.data).toMatchObject({ email: 'gina@example.com', username: 'Gina' });
    const second = await send(app, 'GET', query(await authorizationCode(verifier)));
    const again = await send(app, 'GET', '/api/users/get_user', { token: second.body.data.uuid });
    expect(again.body.data.id).toBe(me.body.data.id);
  });

  it('refuses a code that is unknown, reused or sent with the wrong verifier', async () => {
    const bad = await send(app, 'GET', `/api/users/google-callback?code=nope&redirect_uri=${encodeURIComponent(redirectUri)}`);
    expect(bad.body).toMatchObject({ code: 400, msg: 'auth.google_failed' });
    const code = await authorizationCode('a'.repeat(50));
    const wrong = await send(
      app,
      'GET',
      `/api/users/google-callback?code=${code}&redirect_uri=${encodeURIComponent(redirectUri)}&code_verifier=${'b'.repeat(50)}`,
    );
    expect(wrong.body.msg).toBe('auth.google_failed');
  });
});
