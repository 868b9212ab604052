import { inject, injectable } from 'inversify';
import { getUser, logout } from '../../../contract/account/session.calls';
import { ApiClient } from '../../application/shared/api-client.port';
import type { SessionUser, UserGateway } from '../../application/shared/user-gateway.port';

/** UserGateway over the API client. */
@injectable()
export class ApiUserGateway implements UserGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async currentUser(): Promise<SessionUser> {
    const user = await this.api.call(getUser, {});
    return { id: user.id, username: user.username, email: user.email, avatarPath: user.avatar_path };
  }

  async logout(): Promise<void> {
    // Signing out locally must succeed even when the server is unreachable, so no toast.
    await this.api.call(logout, {}, { silent: true });
  }
}
