import { inject, injectable } from 'inversify';
import type { AuthEffect } from '../../domain/auth/auth-effect';
import { isApiError } from '../../domain/errors/api-error';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { SessionStore } from './session.store';

/** The effects every auth machine shares: keep the token, load the member, reload, log. */
@injectable()
export class AuthEffectRunner {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Carries out the shared effects in order; `sendCode`, `login` and `register` go to `own`. */
  async run(effects: readonly AuthEffect[], own: (effect: AuthEffect) => Promise<void>): Promise<void> {
    for (const effect of effects) {
      switch (effect.type) {
        case 'storeToken':
          // signIn keeps the token in the user-state cookie and loads the member, which covers `loadUser`.
          await this.session.signIn(effect.token);
          break;
        case 'loadUser':
          break;
        case 'reload':
          this.navigation.reload();
          break;
        case 'log':
          this.logger.info(effect.message);
          break;
        default:
          await own(effect);
      }
    }
  }
}

/** The locale key of a failed auth call (`site-errors:auth.wrong_password`), shown next to the form. */
export function failureMessage(error: unknown): string {
  return isApiError(error) ? error.msgKey : 'site-errors:generic';
}

/** A short reason for the log. */
export function failureReason(error: unknown): string {
  return isApiError(error) ? `${error.code} ${error.msgKey}` : String(error);
}

/**
 * The server's answer when a code went to this address less than 30 s ago: that code is still valid, so the form
 * shows it as sent (with the countdown) rather than as a failure beside a 'code sent' line (issue 29).
 */
export function codeAlreadySent(error: unknown): boolean {
  return isApiError(error) && error.msgKey === 'site-errors:auth.code_recently_sent';
}
