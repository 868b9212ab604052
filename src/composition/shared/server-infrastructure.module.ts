import { ContainerModule } from 'inversify';
import { ApiClient } from '../../application/shared/api-client.port';
import { BrowserEnvironment } from '../../application/shared/browser-environment.port';
import { BuildChecker } from '../../application/shared/build-checker.port';
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
import { TagManager } from '../../application/shared/tag-manager.port';
import { Toaster } from '../../application/shared/toaster.port';
import { TrackingPixel } from '../../application/shared/tracking-pixel.port';
import { Translator } from '../../application/shared/translator.port';
import { UserGateway } from '../../application/shared/user-gateway.port';
import { VisitorGateway } from '../../application/shared/visitor-gateway.port';
import { ApiConfigGateway } from '../../infrastructure/api/config-gateway.adapter';
import { ApiUserGateway } from '../../infrastructure/api/user-gateway.adapter';
import { ApiVisitorGateway } from '../../infrastructure/api/visitor-gateway.adapter';
import { BrowserClock } from '../../infrastructure/browser/browser-clock.adapter';
import { ConsoleLogger } from '../../infrastructure/browser/console-logger.adapter';
import { ApiActivity, ApiActivityToken, HydrationGate, HydrationGateToken } from '../../infrastructure/http/api-activity';
import { ApiClientConfig, KyApiClient } from '../../infrastructure/http/ky-api-client.adapter';
import { PreloadedAnswers, PreloadedAnswersToken } from '../../infrastructure/http/preloaded-answers';
import { I18nextTranslator } from '../../infrastructure/i18n/i18next-translator.adapter';
import { bundledLocaleFiles, LocaleFiles } from '../../infrastructure/i18n/locale-files';
import {
  IdlePageLifecycle,
  IdlePagePayloads,
  IdleTagManager,
  IdleTrackingPixel,
  NoFileSaver,
  NoToasts,
  NoFingerprint,
  RequestEnvironment,
  RequestSessionMemory,
  ServedBuild,
} from '../../infrastructure/server/idle-browser-work.adapters';
import { inProcessFetch, type InProcessRequest } from '../../infrastructure/server/in-process-fetch';
import { PublicCookieStore } from '../../infrastructure/server/public-cookie-store.adapter';
import { StaticNavigation } from '../../infrastructure/server/static-navigation.adapter';

/** One server render: the page's path and how it reads the API. */
export interface ServerRenderRequest extends InProcessRequest {
  /** The path with its query, as the visitor asked for it. */
  readonly path: string;
  /**
   * The visitor's privacy choice (the `consent` cookie and the Global Privacy Control header): not personal, and it
   * decides whether the page shows the privacy-choices banner, so the server draws it where the browser will.
   */
  readonly privacy?: { readonly consentCookie: string | null; readonly signal: boolean };
}

// The API is asked in process: the origin only gives ky an absolute URL to parse.
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
const RENDER_TIMEOUT_MS = 5000;

/**
 * The adapters of a server render, one set per request (nothing is shared between two visitors' renders): the
 * request's path, a public visitor (no cookie but the privacy choice), the API in process, and idle stand-ins for the ports whose
 * work belongs to the browser (tracking, tag manager, fingerprint, build check, page lifecycle, prefetch, files, toasts).
 */
export function serverInfrastructureModule(request: ServerRenderRequest): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Logger).toDynamicValue(() => new ConsoleLogger());
    bind(Clock).to(BrowserClock);
    bind(CookieStore).toDynamicValue(() => new PublicCookieStore(request.privacy?.consentCookie ?? null));
    bind(TrackingPixel).toDynamicValue(() => new IdleTrackingPixel());
    bind(PageLifecycle).toDynamicValue(() => new IdlePageLifecycle());
    bind(TagManager).toDynamicValue(() => new IdleTagManager());
    bind(PagePayloads).toDynamicValue(() => new IdlePagePayloads());
    bind(FileSaver).toDynamicValue(() => new NoFileSaver());
    bind(SessionMemory).toDynamicValue(() => new RequestSessionMemory());
    bind(BrowserEnvironment).toDynamicValue(() => new RequestEnvironment(request.host, [request.language], request.privacy?.signal ?? false));
    bind(Fingerprint).toDynamicValue(() => new NoFingerprint());
    bind(BuildChecker).toDynamicValue(() => new ServedBuild());
    bind(Navigation).toDynamicValue(() => new StaticNavigation(request.path));
    bind(LocaleFiles).toDynamicValue(() => bundledLocaleFiles());
    bind(Translator).to(I18nextTranslator);
    bind(Toaster).toDynamicValue(() => new NoToasts());
    bind(ApiClientConfig).toConstantValue({
      origin: IN_PROCESS_ORIGIN,
      timeoutMs: RENDER_TIMEOUT_MS,
      host: () => request.host,
      fetch: inProcessFetch(request),
      tracksNetworkReads: true,
    });
    bind(PreloadedAnswersToken).toConstantValue(PreloadedAnswers.none());
    bind(ApiActivityToken).toConstantValue(new ApiActivity());
    bind(HydrationGateToken).toConstantValue(HydrationGate.open());
    bind(ApiClient).to(KyApiClient);
    bind(UserGateway).to(ApiUserGateway);
    bind(VisitorGateway).to(ApiVisitorGateway);
    bind(ConfigGateway).to(ApiConfigGateway);
  });
}
