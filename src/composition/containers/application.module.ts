import { ContainerModule } from 'inversify';
import { PagePayloadNavigationUseCase } from '../../application/loading/page-payload-navigation.use-case';
import { ConsentStore } from '../../application/consent/consent.store';
import { SessionStore } from '../../application/session/session.store';
import { UserStateCookie } from '../../application/session/user-state.cookie';
import { SettingsStore } from '../../application/settings/settings.store';
import { VisitorStore } from '../../application/visits/visitor.store';

/**
 * The shared stores and use cases of src/application (features bind theirs in src/composition/modules, the
 * browser's background work in modules/background.module.ts).
 */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(UserStateCookie).toSelf();
  bind(SessionStore).toSelf();
  bind(SettingsStore).toSelf();
  bind(VisitorStore).toSelf();
  bind(PagePayloadNavigationUseCase).toSelf();
  bind(ConsentStore).toSelf();
});
