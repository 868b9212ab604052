import { ContainerModule } from 'inversify';
import { ConsentGatedFingerprint } from '../../application/consent/consent-gated-fingerprint';
import { ConsentStore } from '../../application/consent/consent.store';
import { ApiClient } from '../../application/ports/api-client.port';
import { BrowserEnvironment } from '../../application/ports/browser-environment.port';
import { BuildChecker } from '../../application/ports/build-checker.port';
import { Clock } from '../../application/ports/clock.port';
import { ConfigGateway } from '../../application/ports/config-gateway.port';
import { CookieStore } from '../../application/ports/cookie-store.port';
import { Fingerprint } from '../../application/ports/fingerprint.port';
import { Logger } from '../../application/ports/logger.port';
import { Navigation } from '../../application/ports/navigation.port';
import { PageLifecycle } from '../../application/ports/page-lifecycle.port';
import { SessionMemory } from '../../application/ports/session-memory.port';
import { TagManager } from '../../application/ports/tag-manager.port';
import { Toaster } from '../../application/ports/toaster.port';
import { TrackingPixel } from '../../application/ports/tracking-pixel.port';
import { Translator } from '../../application/ports/translator.port';
import { UserGateway } from '../../application/ports/user-gateway.port';
import { VisitorGateway } from '../../application/ports/visitor-gateway.port';
import { ApiConfigGateway } from '../../infrastructure/api/config-gateway.adapter';
import { ApiUserGateway } from '../../infrastructure/api/user-gateway.adapter';
import { ApiVisitorGateway } from '../../infrastructure/api/visitor-gateway.adapter';
import { BrowserClock } from '../../infrastructure/browser/browser-clock.adapter';
import { DocumentBrowserEnvironment } from '../../infrastructure/browser/browser-environment.adapter';
import { BrowserNavigation } from '../../infrastructure/browser/browser-navigation.adapter';
import { BrowserPageLifecycle } from '../../infrastructure/browser/browser-page-lifecycle.adapter';
import { ConsoleLogger } from '../../infrastructure/browser/console-logger.adapter';
import { DocumentCookieStore } from '../../infrastructure/browser/document-cookie-store.adapter';
import { BrowserScopedFingerprint, localStorageOrNull } from '../../infrastructure/browser/browser-scoped-fingerprint.adapter';
import { FingerprintJsFingerprint } from '../../infrastructure/browser/fingerprintjs-fingerprint.adapter';
import { GoogleTagManager } from '../../infrastructure/browser/google-tag-manager.adapter';
import { ImageTrackingPixel } from '../../infrastructure/browser/image-tracking-pixel.adapter';
import { SessionStorageMemory } from '../../infrastructure/browser/session-storage-memory.adapter';
import { ApiClientConfig, browserApiClientConfig, KyApiClient } from '../../infrastructure/http/ky-api-client.adapter';
import { PreloadedAnswers, PreloadedAnswersToken } from '../../infrastructure/http/preloaded-answers';
import { KyBuildChecker } from '../../infrastructure/http/ky-build-checker.adapter';
import { I18nextTranslator } from '../../infrastructure/i18n/i18next-translator.adapter';
import { bundledLocaleFiles, LocaleFiles } from '../../infrastructure/i18n/locale-files';
import { MobxToaster } from '../../infrastructure/toast/mobx-toaster.adapter';

/** The real adapters of every port. Adapters whose constructors take test seams are built here with defaults. */
export const infrastructureModule = new ContainerModule(({ bind }) => {
  bind(Logger).toDynamicValue(() => new ConsoleLogger());
  bind(Clock).to(BrowserClock);
  bind(CookieStore).toDynamicValue(() => new DocumentCookieStore());
  bind(TrackingPixel).toDynamicValue(() => new ImageTrackingPixel());
  bind(PageLifecycle).to(BrowserPageLifecycle);
  bind(SessionMemory).to(SessionStorageMemory);
  bind(BrowserEnvironment).to(DocumentBrowserEnvironment);
  // The device part of the visitor key only with the statistics consent (application/consent).
  bind(Fingerprint).toDynamicValue(
    (context) => new BrowserScopedFingerprint(new ConsentGatedFingerprint(new FingerprintJsFingerprint(), context.get(ConsentStore)), localStorageOrNull()),
  );
  bind(TagManager).toDynamicValue(() => new GoogleTagManager());
  bind(BuildChecker).toDynamicValue(() => new KyBuildChecker());
  bind(Navigation).to(BrowserNavigation);
  bind(LocaleFiles).toDynamicValue(() => bundledLocaleFiles());
  bind(Translator).to(I18nextTranslator);
  bind(Toaster).to(MobxToaster);
  bind(ApiClientConfig).toConstantValue(browserApiClientConfig);
  bind(PreloadedAnswersToken).toConstantValue(PreloadedAnswers.fromDocument());
  bind(ApiClient).to(KyApiClient);
  bind(UserGateway).to(ApiUserGateway);
  bind(VisitorGateway).to(ApiVisitorGateway);
  bind(ConfigGateway).to(ApiConfigGateway);
});
