import { ContainerModule } from 'inversify';
import { RequestContext } from '../../application/shared/request-context.port';
import { SessionEvents } from '../../application/shared/session-events.port';
import { SessionStore } from '../../application/account/session.store';
import { SettingsStore } from '../../application/site/settings.store';
import { VisitorStore } from '../../application/tracking/visitor.store';

type Resolve = <T>(token: import('inversify').ServiceIdentifier<T>) => T;

/**
 * Binds what the HTTP adapter needs from the stores. The stores depend on gateways, which depend on the adapter,
 * so the adapter cannot take the stores in its constructor; these forwarders resolve them when a request is sent.
 */
export function requestContextModule(resolve: Resolve): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(RequestContext).toConstantValue({
      get token() {
        return resolve(SessionStore).token;
      },
      get locale() {
        return resolve(SettingsStore).locale;
      },
      get fingerprintId() {
        return resolve(VisitorStore).fingerprintId;
      },
      get srcFingerprintId() {
        return resolve(VisitorStore).srcFingerprintId;
      },
    });
    bind(SessionEvents).toConstantValue({ unauthorized: () => resolve(SessionStore).openLogin() });
  });
}
