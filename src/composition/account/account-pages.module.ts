import { ContainerModule } from 'inversify';
import { AccountGateway } from '../../application/account/account-gateway.port';
import { AccountSettingsStore } from '../../application/account/account-settings.store';
import { CollectionStore } from '../../application/account/collection.store';
import { PersonalGateway } from '../../application/account/personal-gateway.port';
import { PersonalInfoStore } from '../../application/account/personal-info.store';
import { ApiAccountGateway } from '../../infrastructure/api/account-gateway.adapter';
import { ApiPersonalGateway } from '../../infrastructure/api/personal-gateway.adapter';

/**
 * The member's pages: the collection, the personal info and the account settings (password, e-mail, sessions,
 * export, deletion). Loaded with those pages alone, not with the film pages' actions feature.
 */
export const accountModule = new ContainerModule((options) => {
  options.bind(AccountGateway).to(ApiAccountGateway).inSingletonScope();
  options.bind(AccountSettingsStore).toSelf().inSingletonScope();
  options.bind(PersonalGateway).to(ApiPersonalGateway).inSingletonScope();
  options.bind(PersonalInfoStore).toSelf().inSingletonScope();
  options.bind(CollectionStore).toSelf().inSingletonScope();
});
