import { Container, type ContainerModule } from 'inversify';
import { applicationModule } from './containers/application.module';
import { infrastructureModule } from './containers/infrastructure.module';
import { requestContextModule } from './containers/request-context.module';
import { browseModule } from './modules/browse.module';
import { accountsModule } from './modules/accounts.module';
import { filmModule } from './modules/film.module';

/**
 * Feature modules of the UI engineers (src/composition/modules/<feature>.module.ts). Each feature adds its own
 * import and one entry here; a module binds the feature's gateways (src/infrastructure/api) and stores.
 */
const featureModules: readonly ContainerModule[] = [filmModule, browseModule, accountsModule];

/**
 * The app's container: every binding is a singleton (stores hold the app's state, adapters hold listeners).
 * `extraModules` load last, so tests can add bindings; to replace one, use `container.rebind(Token)`.
 */
export function createContainer(extraModules: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(infrastructureModule, applicationModule, requestContextModule((token) => container.get(token)), ...featureModules, ...extraModules);
  return container;
}
