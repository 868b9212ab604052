import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { SessionMemory } from '../shared/session-memory.port';
import { SessionStore } from './session.store';
import { SettingsStore } from '../site/settings.store';
import { failureMessage, failureReason } from './auth-effect.runner';
import { AuthGateway } from './auth-gateway.port';
import { GoogleOAuth } from './google-oauth.port';

const MEMORY_KEY = 'accounts.googleSignIn';

interface PendingSignIn {
  readonly state: string;
  readonly verifier: string;
  readonly returnTo: string;
}

/**
 * Google sign-in: the button shows only with a configured client id; state and PKCE verifier wait in
 * sessionStorage across the provider's redirect, and the visitor comes back to the page they left.
 */
@injectable()
export class GoogleSignInStore {
  busy = false;
  /** Locale key of a failed sign-in, shown in the login modal. */
  error: string | null = null;

  constructor(
    @inject(SettingsStore) private readonly settings: SettingsStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AuthGateway) private readonly gateway: AuthGateway,
    @inject(GoogleOAuth) private readonly oauth: GoogleOAuth,
    @inject(SessionMemory) private readonly memory: SessionMemory,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'settings' | 'session' | 'gateway' | 'oauth' | 'memory' | 'navigation' | 'logger'>(
      this,
      { settings: false, session: false, gateway: false, oauth: false, memory: false, navigation: false, logger: false },
      { autoBind: true },
    );
  }

  /** True when /api/config gave a Google client id. */
  get available(): boolean {
    return this.clientId !== null;
  }

  private get clientId(): string | null {
    return this.settings.config?.googleClientId ?? null;
  }

  /** Starts the authorization-code flow; the page leaves for the provider. */
  async start(): Promise<void> {
    const clientId = this.clientId;
    if (clientId === null || this.busy) return;
    this.busy = true;
    const pkce = await this.oauth.createPkce();
    const pending: PendingSignIn = { state: pkce.state, verifier: pkce.verifier, returnTo: this.navigation.path };
    this.memory.set(MEMORY_KEY, JSON.stringify(pending));
    this.oauth.redirectToAuthorization({ clientId, redirectUri: this.oauth.redirectUri(), state: pkce.state, challenge: pkce.challenge });
  }

  /**
   * On the page the provider returned to: when `code` and `state` match the stored attempt, exchanges the code,
   * keeps the token and returns to the page the visitor left. Answers whether this page was such a return.
   */
  async completeFromLocation(): Promise<boolean> {
    const query = this.navigation.searchParams();
    const code = query.get('code');
    const state = query.get('state');
    const providerError = query.get('error');
    const pending = this.readPending();
    if (pending === null || state === null || state !== pending.state || (code === null && providerError === null)) return false;
    this.memory.set(MEMORY_KEY, '');
    if (code === null) return this.fail(`provider answered ${providerError ?? ''}`, 'site-errors:auth.google_failed', pending.returnTo);
    runInAction(() => (this.busy = true));
    try {
      const token = await this.gateway.googleCallback(code, this.oauth.redirectUri(), pending.verifier);
      await this.session.signIn(token);
      this.navigation.replace(pending.returnTo);
      this.navigation.reload();
      return true;
    } catch (error) {
      return this.fail(failureReason(error), failureMessage(error), pending.returnTo);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private fail(reason: string, messageKey: string, returnTo: string): true {
    // Google sign-in failures are logged (spec section 8); the modal also says so, or the visitor is left guessing.
    this.logger.warn(`Google sign-in failed: ${reason}`);
    runInAction(() => (this.error = messageKey));
    this.navigation.replace(returnTo);
    this.session.openLogin();
    return true;
  }

  private readPending(): PendingSignIn | null {
    const raw = this.memory.get(MEMORY_KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<PendingSignIn>;
      if (typeof value.state !== 'string' || typeof value.verifier !== 'string' || typeof value.returnTo !== 'string') return null;
      return { state: value.state, verifier: value.verifier, returnTo: value.returnTo };
    } catch {
      return null;
    }
  }
}
