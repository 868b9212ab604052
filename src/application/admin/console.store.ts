import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { Operator } from '../../domain/admin/console.types';
import { Logger } from '../shared/logger.port';
import { Translator } from '../shared/translator.port';
import { SessionStore } from '../account/session.store';
import { ConsoleGateway } from './console-gateway.port';

/** `denied` shows the site's 404 screen: a visitor learns nothing of the console. */
export type ConsoleAccess = 'checking' | 'operator' | 'denied';

/**
 * Decides whether the console opens: only for a signed-in member the server confirms as operator. The console's
 * texts (the lazy `admin` namespace) load alongside, so an operator never sees untranslated keys.
 */
@injectable()
export class ConsoleStore {
  access: ConsoleAccess = 'checking';
  operator: Operator | null = null;
  private checkedToken: string | null | undefined = undefined;

  constructor(
    @inject(ConsoleGateway) private readonly gateway: ConsoleGateway,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'token'>,
    @inject(Translator) private readonly translator: Pick<Translator, 'loadNamespaces'>,
    @inject(Logger) private readonly logger: Pick<Logger, 'warn'>,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'translator' | 'logger' | 'checkedToken'>(
      this,
      { gateway: false, session: false, translator: false, logger: false, checkedToken: false },
      { autoBind: true },
    );
  }

  /** Checks the current session once per token (signing in or out checks again). */
  open = flow(function* (this: ConsoleStore) {
    const token = this.session.token;
    if (token === this.checkedToken) return;
    this.checkedToken = token;
    this.operator = null;
    if (token === null) {
      this.access = 'denied';
      return;
    }
    this.access = 'checking';
    try {
      const [operator] = (yield Promise.all([this.gateway.me(), this.translator.loadNamespaces(['admin'])])) as [Operator, void];
      if (token !== this.session.token) return;
      this.operator = operator;
      this.access = 'operator';
    } catch (error) {
      if (token !== this.session.token) return;
      this.logger.warn('The console stays closed', error);
      this.access = 'denied';
    }
  });
}
