import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { Logger } from '../shared/logger.port';
import { UserGateway, type SessionUser } from '../shared/user-gateway.port';
import { UserStateCookie } from './user-state.cookie';

/** The signed-in member: bearer token and user info (kept in the user-state cookie), the login modal, the film edit dialog. */
@injectable()
export class SessionStore {
  token: string | null = null;
  user: SessionUser | null = null;
  loginModalOpen = false;
  filmEditDialogOpen = false;
  loadingUser = false;

  constructor(
    @inject(UserStateCookie) private readonly cookie: UserStateCookie,
    @inject(UserGateway) private readonly users: UserGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {
    const stored = cookie.read();
    this.token = stored.token ?? null;
    this.user = stored.token ? (stored.user ?? null) : null;
    makeAutoObservable<this, 'cookie' | 'users' | 'logger'>(this, { cookie: false, users: false, logger: false }, { autoBind: true });
  }

  get signedIn(): boolean {
    return this.token !== null;
  }

  /** Keeps the token of a login or registration, then loads the member's info. */
  signIn = flow(function* (this: SessionStore, token: string) {
    this.token = token;
    this.user = null;
    this.cookie.update({ token, user: undefined });
    this.loginModalOpen = false;
    yield this.refreshUser();
  });

  /** Reloads the member's info; a token the server no longer accepts is dropped. */
  refreshUser = flow(function* (this: SessionStore) {
    if (this.token === null) return;
    this.loadingUser = true;
    try {
      const user = (yield this.users.currentUser()) as SessionUser;
      this.user = user;
      this.cookie.update({ user });
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') this.forget();
      this.logger.warn('Could not load the signed-in user', error);
    } finally {
      this.loadingUser = false;
    }
  });

  /** Signs out here at once and tells the server in the background. */
  signOut(): void {
    if (this.token === null) return;
    // The logout request reads the token when it is sent, i.e. before forget() clears it.
    this.users.logout().catch((error: unknown) => this.logger.warn('Logout request failed', error));
    this.forget();
  }

  /**
   * The server already ended every session of the member (the account's deletion was asked for): forget the token
   * here without a logout call, whose 401 would open the sign-in window, where signing in cancels the deletion.
   */
  signedOutByServer(): void {
    this.forget();
    this.loginModalOpen = false;
  }

  /** A call answered 401 (spec section 4). */
  openLogin(): void {
    this.loginModalOpen = true;
  }

  closeLogin(): void {
    this.loginModalOpen = false;
  }

  openFilmEdit(): void {
    this.filmEditDialogOpen = true;
  }

  closeFilmEdit(): void {
    this.filmEditDialogOpen = false;
  }

  private forget(): void {
    this.token = null;
    this.user = null;
    this.cookie.update({ token: undefined, user: undefined });
  }
}
