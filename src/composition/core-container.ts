import { Container, type ContainerModule } from 'inversify';
import { applicationModule } from './shared/application.module';
import { infrastructureModule } from './shared/infrastructure.module';
import { requestContextModule } from './shared/request-context.module';
import { browseModule } from './browse/browse.module';

/**
 * The modules of a container on the given adapters: shared stores and the browse feature (the home page and the
 * head sync of every page need it). Other features load with the screens that use them (feature-modules.ts).
 */
function coreModules(container: Container, infrastructure: ContainerModule, extraModules: readonly ContainerModule[]): ContainerModule[] {
  return [infrastructure, applicationModule, requestContextModule((token) => container.get(token)), browseModule, ...extraModules];
}

/** Every binding is a singleton (stores hold the app's state, adapters hold listeners); the server builds one per request. */
const newContainer = () => new Container({ defaultScope: 'Singleton' });

/** A container on the given adapters, built at once (the server's per request, tests). */
export function createContainerOn(infrastructure: ContainerModule, extraModules: readonly ContainerModule[] = []): Container {
  const container = newContainer();
  container.load(...coreModules(container, infrastructure, extraModules));
  return container;
}

/** The container every page in the browser starts with, on the browser's adapters. */
export function createCoreContainer(extraModules: readonly ContainerModule[] = []): Container {
  return createContainerOn(infrastructureModule, extraModules);
}

/**
 * The same container as `createCoreContainer`, one module per task (`nextTask` between them): loading them all was
 * one ~55-70 ms task of first-run code on the phone profile (4x CPU) while the app took over the page.
 */
export async function createCoreContainerInSteps(nextTask: () => Promise<void>): Promise<Container> {
  const container = newContainer();
  for (const module of coreModules(container, infrastructureModule, [])) {
    container.load(module);
    await nextTask();
  }
  return container;
}
