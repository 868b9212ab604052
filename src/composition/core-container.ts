import { Container, type ContainerModule } from 'inversify';
import { applicationModule } from './shared/application.module';
import { infrastructureModule } from './shared/infrastructure.module';
import { requestContextModule } from './shared/request-context.module';
import { browseModule } from './browse/browse.module';

/**
 * A container on the given adapters: shared stores and the browse feature (the home page and the head sync of
 * every page need it). Other features load with the screens that use them (feature-modules.ts). Every binding is
 * a singleton (stores hold the app's state, adapters hold listeners); the server builds one per request.
 */
export function createContainerOn(infrastructure: ContainerModule, extraModules: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    infrastructure,
    applicationModule,
    requestContextModule((token) => container.get(token)),
    browseModule,
    ...extraModules,
  );
  return container;
}

/** The container every page in the browser starts with, on the browser's adapters. */
export function createCoreContainer(extraModules: readonly ContainerModule[] = []): Container {
  return createContainerOn(infrastructureModule, extraModules);
}
