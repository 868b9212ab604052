import { inject, injectable } from 'inversify';
import * as users from '../../../contract/account/users.calls';
import type { AuthGateway, CodePurpose } from '../../application/account/auth-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { Credentials } from '../../domain/auth/auth-effect';

// Login, Google login and send-code failures are only logged (spec section 8): the modal shows its own message.
const quiet = { silent: true } as const;

/** AuthGateway over the API client; answers the bearer token (data.uuid). */
@injectable()
export class ApiAuthGateway implements AuthGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async sendCode(email: string, purpose: CodePurpose): Promise<void> {
    await this.api.call(users.sendVerificationCode, { body: { email, purpose } }, quiet);
  }

  async login(credentials: Credentials): Promise<string> {
    // The contract wants exactly one secret; the unused one is left out rather than sent empty.
    const body =
      credentials.password !== '' ? { email: credentials.email, password: credentials.password } : { email: credentials.email, code: credentials.code };
    return (await this.api.call(users.login, { body }, quiet)).uuid;
  }

  async register(credentials: Credentials): Promise<string> {
    return (await this.api.call(users.register, { body: { ...credentials } }, quiet)).uuid;
  }

  async googleCallback(code: string, redirectUri: string, codeVerifier: string): Promise<string> {
    const query = { code, redirect_uri: redirectUri, code_verifier: codeVerifier };
    return (await this.api.call(users.googleCallback, { query }, quiet)).uuid;
  }
}
