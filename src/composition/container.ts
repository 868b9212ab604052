import type { Container, ContainerModule } from 'inversify';
import { createCoreContainer } from './core-container';
import { accountModule } from './account/account-pages.module';
import { memberActionsModule } from './account/member-actions.module';
import { signInModule } from './account/sign-in.module';
import { communityModule } from './community/community.module';
import { contentModule } from './content/content.module';
import { filmModule } from './film/film.module';
import { listingsModule } from './browse/listings.module';
import { backgroundModule } from './tracking/background.module';

/**
 * The whole container at once, every feature bound: for tests and tools. The browser app starts from the core
 * container and loads feature modules with their screens (main.tsx, feature-modules.ts); this file keeps those
 * modules out of its import graph. `extraModules` load last; to replace a binding, use `container.rebind(Token)`.
 */
export function createContainer(extraModules: readonly ContainerModule[] = []): Container {
  return createCoreContainer([
    filmModule,
    memberActionsModule,
    signInModule,
    accountModule,
    communityModule,
    contentModule,
    listingsModule,
    backgroundModule,
    ...extraModules,
  ]);
}
