import type { Container, ContainerModule } from 'inversify';
import { createCoreContainer } from './core-container';
import { accountModule } from './modules/account.module';
import { accountsModule } from './modules/accounts.module';
import { communityModule } from './modules/community.module';
import { contentModule } from './modules/content.module';
import { filmModule } from './modules/film.module';
import { listingsModule } from './modules/listings.module';
import { backgroundModule } from './modules/background.module';

/**
 * The whole container at once, every feature bound: for tests and tools. The browser app starts from the core
 * container and loads feature modules with their screens (main.tsx, feature-modules.ts); this file keeps those
 * modules out of its import graph. `extraModules` load last; to replace a binding, use `container.rebind(Token)`.
 */
export function createContainer(extraModules: readonly ContainerModule[] = []): Container {
  return createCoreContainer([filmModule, accountsModule, accountModule, communityModule, contentModule, listingsModule, backgroundModule, ...extraModules]);
}
