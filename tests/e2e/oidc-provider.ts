import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A local OpenID Connect provider standing in for Google: one confidential client, any login accepted. */
export interface LocalProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
}

/** Starts `oidc-provider` on a loopback port for the SPA served at `siteOrigin` (redirect_uri is its root). */
export async function startLocalProvider(siteOrigin: string): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'short-drama-e2e';
  const clientSecret = 'e2e-secret-that-is-long-enough-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${siteOrigin}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // openid-client sends the secret in the body by default.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail in the ID token; the server reads it from there.
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: `Google ${id}` }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A second instance of the site (scripts/e2e-server.mjs) configured with the local provider as Google. */
export async function startSiteWithProvider(port: number, provider: LocalProvider): Promise<{ origin: string; stop(): void }> {
  const child: ChildProcess = spawn('node', ['scripts/e2e-server.mjs'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 280_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/config`)).ok) break;
    } catch {
      // Not listening yet: the embedded database is still being seeded.
    }
    if (Date.now() > deadline) throw new Error(`The site on ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    origin,
    // The script forwards SIGTERM to the server it started; the group kill also covers npx's children.
    stop: () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
