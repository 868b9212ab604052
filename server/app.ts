import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { ServerContext } from './context';
import type { AppEnv } from './http/app-env';
import { clientAddress, clientAddressGroup } from './http/client-ip';
import { fail } from './http/envelope';
import { apiNotFound, errorHandler } from './http/error-handler';
import { methodNotAllowed } from './http/method-not-allowed';
import { createRateLimiter } from './http/rate-limiter';
import { securityHeaders } from './http/security-headers';
import { allowedHosts } from './http/site-origin';
import { sessionMiddleware } from './http/session.middleware';
import { outboxRoutes } from './mail/outbox.routes';
import { mediaRoutes } from './media-store/media.routes';
import { opsRoutes } from './ops/ops.routes';
import { requestObserver } from './ops/request-observer';
import { buildOpenApiDocument } from '../contract/openapi';
import { allCalls } from '../contract/all-calls';
import { allAdminCalls } from '../contract/admin/admin-calls';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminCatalogRoutes, CATALOG_UPLOAD_PATH } from './modules/admin/catalog/admin-catalog.routes';
import { uploadCommentImage } from '../contract/community/comments.calls';
import { accountRoutes } from './modules/account/account.routes';
import { avatarChoices } from './modules/account/avatar.catalog';
import { browseRoutes } from './modules/browse/browse.routes';
import { communityRoutes } from './modules/community/community.routes';
import { contentRoutes } from './modules/content/content.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { filmRoutes } from './modules/film/film.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { searchRoutes } from './modules/search/search.routes';
import { sharePassIssuer } from './modules/sharing/share-pass.middleware';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { siteRoutes } from './modules/site/site.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { staleIfError } from './http/stale-if-error';
import { pagePayloadRoutes } from './web/page-payload.routes';
import { lazyRenderer, type SendInProcess } from './web/page-renderer';
import { defaultWebOptions, webRoutes, type WebOptions } from './web/web.routes';

/** API request bodies are small forms and texts; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
/** The OpenAPI document's own path (not a contract call). */
const OPENAPI_PATH = '/api/openapi.json';

/** Builds the whole HTTP application on a context: API routers, tracking pixel, dev outbox and the web front. */
export function createApp(ctx: ServerContext, web: WebOptions = defaultWebOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(ctx.logger));
  app.use('*', requestObserver(ctx));
  app.use('*', clientAddress(ctx.config));
  app.use('*', securityHeaders(ctx.config));
  // Both wrappers below read the finished response or the raw request, which makes the Node adapter build full
  // Request/Response objects; calls that cannot need them (no Accept-Encoding, no body) skip them. Pages come in
  // their final encoding already (server/web/page-answer.ts): compress only sees the other answers, after the fact
  // (it does its work after its `next`, which has run by then).
  const gzip = compress({ threshold: 1024 });
  const answered = () => Promise.resolve();
  app.use('*', async (c, next) => {
    await next();
    if (c.req.header('accept-encoding') && !c.get('pageEncoded')) await gzip(c, answered);
  });
  // Every /api path is a contract call's or the document's: a method none of them has answers 405 with Allow.
  app.use('/api/*', methodNotAllowed([...allCalls, ...allAdminCalls, { method: 'GET', path: OPENAPI_PATH }]));
  // An anonymous read that fails while the database is unreachable gets its last good answer, marked stale.
  app.use('/api/*', staleIfError(ctx.parts.answers));
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, 'request.too_large') });
  // A coarse guard against floods of writes from one address; the users module adds tighter limits of its own.
  const writes = createRateLimiter(ctx, { name: 'writes.ip', max: 300, windowMs: 60_000 });
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const verdict = await writes.hit(clientAddressGroup(c));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, 'request.rate_limited');
    }
    // Photo uploads have a larger limit of their own (server/modules/community/comment-upload.routes.ts).
    if (c.req.path === uploadCommentImage.path) return next();
    // So do the catalog's poster and episode uploads (server/modules/admin/catalog/admin-catalog.routes.ts).
    if (CATALOG_UPLOAD_PATH.test(c.req.path)) return next();
    return limitBody(c, next);
  });
  app.use('/api/*', sessionMiddleware(ctx));
  // A page rendered before a write (a comment, a rating, an edit) would show the old state: rendered pages go.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) ctx.parts.pages.clear();
  });

  let openApi: Record<string, unknown> | undefined;
  // The document states the rules that hold on this site: the hosts short-url takes, the avatars, media links.
  app.get(OPENAPI_PATH, (c) =>
    c.json((openApi ??= buildOpenApiDocument({ ownHosts: [...allowedHosts(ctx.config)], publicOrigin: ctx.config.publicOrigin, avatars: avatarChoices() }))),
  );
  // First among the API routers: its guard answers every /api/admin/... path before any other router sees it.
  app.route('/', adminRoutes(ctx));
  app.route('/', adminCatalogRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', browseRoutes(ctx));
  app.route('/', searchRoutes(ctx));
  app.route('/', filmRoutes(ctx));
  app.route('/', siteRoutes(ctx));
  app.route('/', communityRoutes(ctx));
  app.route('/', contentRoutes(ctx));
  app.route('/', sharingRoutes(ctx));
  app.route('/', feedbackRoutes(ctx));
  app.route('/', notificationsRoutes(ctx));
  app.route('/', trackingRoutes(ctx));
  app.route('/', outboxRoutes(ctx));
  app.route('/', mediaRoutes(ctx));
  app.route('/', opsRoutes(ctx));
  // A page loaded through a shared link gets the pass its share-visit call must present.
  app.use('*', sharePassIssuer(ctx));
  // Last: the web front answers every remaining GET with a file or the app shell.
  const fetchApi: SendInProcess = (path, init) => app.request(path, init);
  const renderer = lazyRenderer(web);
  app.route('/', pagePayloadRoutes(ctx, renderer, fetchApi));
  app.route('/', webRoutes(ctx, web, renderer, fetchApi));

  app.notFound(apiNotFound);
  return app;
}
