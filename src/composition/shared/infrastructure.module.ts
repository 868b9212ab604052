import { ContainerModule } from 'inversify';
import { ConsentGatedFingerprint } from '../../application/consent/consent-gated-fingerprint';
import { ConsentStore } from '../../application/consent/consent.store';
import { ApiClient } from '../../application/shared/api-client.port';
import { BrowserEnvironment } from '../../application/shared/browser-environment.port';
import { Clock } from '../../application/shared/clock.port';
import { ConfigGateway } from '../../application/shared/config-gateway.port';
import { CookieStore } from '../../application/shared/cookie-store.port';
import { FileSaver } from '../../application/shared/file-saver.port';
import { Fingerprint } from '../../application/shared/fingerprint.port';
import { Logger } from '../../application/shared/logger.port';
import { Navigation } from '../../application/shared/navigation.port';
import { PageLifecycle } from '../../application/shared/page-lifecycle.port';
import { PagePayloads } from '../../application/shared/page-payloads.port';
import { SessionMemory } from '../../application/shared/session-memory.port';
import { Toaster } from '../../application/shared/toaster.port';
import { Translator } from '../../application/shared/translator.port';
import { UserGateway } from '../../application/shared/user-gateway.port';
import { VisitorGateway } from '../../application/shared/visitor-gateway.port';
import { ApiConfigGateway } from '../../infrastructure/api/config-gateway.adapter';
import { ApiUserGateway } from '../../infrastructure/api/user-gateway.adapter';
import { ApiVisitorGateway } from '../../infrastructure/api/visitor-gateway.adapter';
import { BlobFileSaver } from '../../infrastructure/browser/blob-file-saver.adapter';
import { BrowserClock } from '../../infrastructure/browser/browser-clock.adapter';
import { DocumentBrowserEnvironment } from '../../infrastructure/browser/browser-environment.adapter';
import { BrowserNavigation } from '../../infrastructure/browser/browser-navigation.adapter';
import { BrowserPageLifecycle } from '../../infrastructure/browser/browser-page-lifecycle.adapter';
import { ConsoleLogger } from '../../infrastructure/browser/console-logger.adapter';
import { DocumentCookieStore } from '../../infrastructure/browser/document-cookie-store.adapter';
import { BrowserScopedFingerprint, localStorageOrNull } from '../../infrastructure/browser/browser-scoped-fingerprint.adapter';
import { FingerprintJsFingerprint } from '../../infrastructure/browser/fingerprintjs-fingerprint.adapter';
import { SessionStorageMemory } from '../../infrastructure/browser/session-storage-memory.adapter';
import { ApiClientConfig, browserApiClientConfig, KyApiClient } from '../../infrastructure/http/ky-api-client.adapter';
import { kyPayloadLoader } from '../../infrastructure/http/ky-payload-loader';
import { PagePayloadCache } from '../../infrastructure/http/page-payload-cache';
import { PreloadedAnswers, PreloadedAnswersToken } from '../../infrastructure/http/preloaded-answers';
import { ApiActivity, ApiActivityToken, HydrationGate, HydrationGateToken } from '../../infrastructure/http/api-activity';
import { I18nextTranslator } from '../../infrastructure/i18n/i18next-translator.adapter';
import { bundledLocaleFiles, LocaleFiles } from '../../infrastructure/i18n/locale-files';
import { serverRenderedRoot } from '../server-rendered-root';
import { MobxToaster } from '../../infrastructure/toast/mobx-toaster.adapter';
import { TrackingPixel } from '../../application/shared/tracking-pixel.port';
import { ImageTrackingPixel } from '../../infrastructure/browser/image-tracking-pixel.adapter';

/**
 * The real adapters of every port (the tag manager and build checker come with modules/background.module.ts; the
 * tracking pixel is here, since the feed's funnel reports through it as soon as the feed shows, issue 34).
 * Adapters whose constructors take test seams are built here with defaults.
 */
export const infrastructureModule = new ContainerModule(({ bind }) => {
  bind(Logger).toDynamicValue(() => new ConsoleLogger());
  bind(Clock).to(BrowserClock);
  bind(CookieStore).toDynamicValue(() => new DocumentCookieStore());
  bind(PageLifecycle).to(BrowserPageLifecycle);
  bind(SessionMemory).to(SessionStorageMemory);
  bind(TrackingPixel).toDynamicValue(() => new ImageTrackingPixel());
  bind(BrowserEnvironment).to(DocumentBrowserEnvironment);
  // The device part of the visitor key only with the statistics consent (application/consent).
  bind(Fingerprint).toDynamicValue(
    (context) => new BrowserScopedFingerprint(new ConsentGatedFingerprint(new FingerprintJsFingerprint(), context.get(ConsentStore)), localStorageOrNull()),
  );
  bind(FileSaver).to(BlobFileSaver);
  bind(Navigation).to(BrowserNavigation);
  bind(LocaleFiles).toDynamicValue(() => bundledLocaleFiles());
  bind(Translator).to(I18nextTranslator);
  bind(Toaster).to(MobxToaster);
  bind(ApiClientConfig).toConstantValue(browserApiClientConfig);
  bind(PreloadedAnswersToken).toConstantValue(PreloadedAnswers.fromDocument());
  bind(ApiActivityToken).toConstantValue(new ApiActivity());
  // Opened by the entry once the server's HTML is hydrated (main.tsx); open at once on a page the server did not render.
  bind(HydrationGateToken).toConstantValue(new HydrationGate(serverRenderedRoot() === null));
  bind(PagePayloadCache).toDynamicValue(() => new PagePayloadCache(kyPayloadLoader()));
  bind(PagePayloads).toService(PagePayloadCache);
  bind(ApiClient).to(KyApiClient);
  bind(UserGateway).to(ApiUserGateway);
  bind(VisitorGateway).to(ApiVisitorGateway);
  bind(ConfigGateway).to(ApiConfigGateway);
});
