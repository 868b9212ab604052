import { ContainerModule } from 'inversify';
import { AccountGateway } from '../../application/account/account-gateway.port';
import { AccountSettingsStore } from '../../application/account/account-settings.store';
import { ApiAccountGateway } from '../../infrastructure/api/account-gateway.adapter';

/** The member's account settings page (password, e-mail, sessions, export, deletion): loaded with that page alone. */
export const accountModule = new ContainerModule((options) => {
  options.bind(AccountGateway).to(ApiAccountGateway).inSingletonScope();
  options.bind(AccountSettingsStore).toSelf().inSingletonScope();
});
