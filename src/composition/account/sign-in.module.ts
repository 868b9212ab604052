import { ContainerModule } from 'inversify';
import { AuthEffectRunner } from '../../application/account/auth-effect.runner';
import { AuthGateway } from '../../application/account/auth-gateway.port';
import { GoogleOAuth } from '../../application/account/google-oauth.port';
import { GoogleSignInStore } from '../../application/account/google-sign-in.store';
import { LoginModalStore } from '../../application/account/login-modal.store';
import { RegisterFlowStore } from '../../application/account/register-flow.store';
import { ApiAuthGateway } from '../../infrastructure/api/auth-gateway.adapter';
import { WebCryptoGoogleOAuth } from '../../infrastructure/browser/web-crypto-google-oauth.adapter';

/**
 * Sign-in, registration and Google sign-in: the login modal's stores. Loaded with the dialogs area (when the page is
 * idle, or when something asks for the modal: composition/deferred-dialogs.tsx), not with a film page's first
 * download, whose favourite button only raises the session's flag (SessionStore.openLogin).
 */
export const signInModule = new ContainerModule((options) => {
  options.bind(AuthGateway).to(ApiAuthGateway).inSingletonScope();
  options.bind(GoogleOAuth).to(WebCryptoGoogleOAuth).inSingletonScope();
  options.bind(AuthEffectRunner).toSelf().inSingletonScope();
  options.bind(RegisterFlowStore).toSelf().inSingletonScope();
  options.bind(LoginModalStore).toSelf().inSingletonScope();
  options.bind(GoogleSignInStore).toSelf().inSingletonScope();
});
