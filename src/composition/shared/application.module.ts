import { ContainerModule } from 'inversify';
import { PagePayloadNavigationUseCase } from '../../application/site/page-payload-navigation.use-case';
import { ConsentStore } from '../../application/consent/consent.store';
import { SessionStore } from '../../application/account/session.store';
import { UserStateCookie } from '../../application/account/user-state.cookie';
import { SettingsStore } from '../../application/site/settings.store';
import { VisitorStore } from '../../application/tracking/visitor.store';
import { FeedFunnelTracking } from '../../application/tracking/feed-funnel.use-case';
import { PagePreviews } from '../../application/site/page-previews.store';

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
  bind(FeedFunnelTracking).toSelf().inSingletonScope();
  bind(PagePreviews).toSelf();
});
