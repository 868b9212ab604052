import { fileURLToPath } from 'node:url';
import { AFTER_STAGE_ID } from '../../contract/film/early-play';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { isLanguage, LANGUAGES } from '../../src/domain/routing/language';
import { parsePath } from '../../src/domain/routing/route-path.parser';
import type { ServerContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { pageSeoInfo, SITE_NAME } from '../modules/site/page-seo.service';
import { webAppManifest } from '../modules/site/web-app-manifest';
import { languageOfManifestFile } from '../../src/domain/routing/web-app-manifest.path';
import { siteOrigin } from '../http/site-origin';
import { injectHead, renderHeadTags } from './head-tags.renderer';
import type { RouteName } from '../../src/domain/routing/route-table';
import { effectivePrivacy, privacyChoice } from '../modules/tracking/tracking-consent';
import type { SendInProcess, SpaRenderer } from './page-renderer';
import { buildChunks, modulePreloadLinks, routeChunks, routeCodeBlock } from './route-chunks';
import { earlyClicksTag } from './early-clicks.script';
import { shortLinkAddressScript } from './short-link-address.script';
import { renderedPageStream, type PageParts } from './rendered-page.stream';
import { appCodeScript } from './app-code.script';
import { importMapWithNonce, takeImportMap } from './import-map';
import { criticalStylesheetInliner } from './inline-stylesheet';
import { NONCE_PLACEHOLDER, pageCacheKey } from './rendered-page.cache';
import { pageBytes, type PageBytes } from './page-bytes';
import { pageAnswer } from './page-answer';
import { staleHeaders } from '../http/stale-if-error';
import { shellTemplate } from './shell.template';
import { buildSitemap } from './sitemap.builder';

/** Where the built SPA lives; tests point it elsewhere. (Media is served from the media store: server/media-store.) */
export interface WebOptions {
  readonly distDir: string;
  /** The SPA's server renderer; by default the one built into `distDir` (none: pages go out as the bare shell). */
  readonly renderer?: SpaRenderer;
}

export const defaultWebOptions: WebOptions = {
  distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The built shell's entry script tag (Vite writes it into the head) and its path. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const SITEMAP_TTL_MS = 10 * 60 * 1000;

/** A page answer as rendered: `kept` when it is the SPA's tree (the bare shell, served without a renderer, is not). */
type RenderedAnswer = { page: PageBytes; status: 200 | 404; kept: true } | { page: PageBytes; status: 200 | 404 | 503; kept: false };

/** The language a path is written in, from its prefix; en when it has none. */
function pathLanguage(path: string): string {
  const first = path.split('/')[1] ?? '';
  return isLanguage(first) ? first : 'en';
}

/**
 * The web front: hashed assets (cached for a year), builds/* (never cached), the app shell for
 * every localized route with its head tags written in (200; 404 for unknown pages), sitemap.xml and robots.txt.
 */
export function webRoutes(ctx: ServerContext, options: WebOptions, render: () => Promise<SpaRenderer | undefined>, fetchApi?: SendInProcess): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const chunkGraph = buildChunks(options.distDir);
  const chunksOf = routeChunks(chunkGraph);
  const routeCode = routeCodeBlock(chunkGraph);
  const pages = ctx.parts.pages;
  const template = shellTemplate(options.distDir);
  const stylesheets = criticalStylesheetInliner(options.distDir);
  // serveStatic builds its response before its onFound hook runs, so the header is set on the finished response.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', value);
    };

  router.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root: options.distDir }));
  router.use('/builds/*', cacheFor('no-cache'), serveStatic({ root: options.distDir }));

  let sitemap: { xml: string; at: number; edition: number } | undefined;
  router.get('/sitemap.xml', async (c) => {
    const now = Date.now();
    const edition = ctx.parts.catalogEdition.value;
    if (!sitemap || now - sitemap.at > SITEMAP_TTL_MS || sitemap.edition !== edition)
      sitemap = { xml: await buildSitemap(ctx, siteOrigin(ctx.config)), at: now, edition };
    return c.body(sitemap.xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' });
  });

  router.get('/robots.txt', (c) => {
    const personal = LANGUAGES.filter((l) => l !== 'en').map((l) => `Disallow: /${l}/personal/`);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Disallow: /admin',
      'Disallow: /personal/',
      ...personal,
      '',
      `Sitemap: ${siteOrigin(ctx.config)}/sitemap.xml`,
      '',
    ];
    return c.text(body.join('\n'), 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  // The installed app's manifest, one per language (linked from every page's head in its language).
  const manifests = new Map<string, string>();
  router.get('/manifests/:file', (c, next) => {
    const lang = languageOfManifestFile(c.req.param('file'));
    if (!isLanguage(lang)) return next();
    let body = manifests.get(lang);
    if (body === undefined) manifests.set(lang, (body = JSON.stringify(webAppManifest(lang))));
    // An hour, like the other root files: a browser that installed the app checks the manifest again now and then.
    return c.body(body, 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  // The service worker (build/service-worker.ts): always revalidated, so that a deploy's new worker is seen at the
  // next check (browsers cap a worker's HTTP caching at a day, but an hour-old worker could keep an old build's
  // list); its scope is the whole site, which its place at the root gives it (Service-Worker-Allowed says so).
  const workerStatic = serveStatic({ root: options.distDir });
  router.get('/sw.js', async (c, next) => {
    const res = await workerStatic(c, next);
    if (res?.status === 200) {
      res.headers.set('Content-Type', 'text/javascript; charset=utf-8');
      res.headers.set('Cache-Control', 'no-cache');
      res.headers.set('Service-Worker-Allowed', '/');
    }
    return res;
  });

  // Other files at the root of the build (favicon, manifest, icons). Matched here rather than with a regex route
  // parameter, which Hono's RegExpRouter cannot place next to the API's routes (it would fall back to a slower router).
  const rootFile = /^\/[\w.-]+\.(?:ico|png|svg|webmanifest|json|txt|woff2?|js|css)$/;
  const rootStatic = serveStatic({ root: options.distDir });
  router.get('*', async (c, next) => {
    if (!rootFile.test(c.req.path)) return next();
    const res = await rootStatic(c, next);
    if (res?.status === 200 || res?.status === 206) res.headers.set('Cache-Control', 'public, max-age=3600');
    return res;
  });

  // Renders in flight, by cache key: requests for a page being rendered share that render.
  const rendering = new Map<string, Promise<RenderedAnswer>>();
  router.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api') return next();
    const parsed = parsePath(path);
    if (!parsed.notFound && parsed.redirectTo) {
      // On the configured origin, whatever Host the request named (the path is built, never copied from the request).
      const query = new URL(c.req.url).search;
      return c.redirect(`${siteOrigin(ctx.config)}${parsed.redirectTo}${query}`, 301);
    }
    // Most pages have no query: no URL to parse for them.
    const url = c.req.url.includes('?') ? `${path}${new URL(c.req.url).search}` : path;
    const privacy = privacyChoice(c);
    const key = pageCacheKey(url, privacy, Date.now());
    const cached = pages.get(key);
    if (cached) return pageAnswer(c, cached.page, cached.status);
    // Requests for a page that is being rendered wait for that render rather than start their own (a busy page
    // that has just expired would otherwise be rendered once per waiting connection).
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPageBytes(path, url, parsed, privacy).then((answer) => {
        if (answer.kept) pages.set(key, answer.page, answer.status);
        return answer;
      });
      rendering.set(key, pending);
      void pending.finally(() => rendering.delete(key)).catch(() => undefined);
    }
    // Expired only by its TTL (no write since): it goes out now, and the render above replaces it for the next visitors.
    const revalidating = pages.revalidating(key);
    if (revalidating) return pageAnswer(c, revalidating.page, revalidating.status);
    const answer = await pending;
    if (answer.status === 503) {
      // The database is unreachable: the last good page, if it is recent enough, marked stale (rendered-page.cache.ts).
      const stale = pages.stale(key);
      if (stale) return pageAnswer(c, stale.page, stale.status, staleHeaders(stale.ageMs));
    }
    // The first render goes out as every later answer from the cache does.
    return pageAnswer(c, answer.page, answer.status);
  });

  /** The page for `url` as bytes around its nonce placeholders; `kept` when it may serve the next visitors. */
  async function renderPageBytes(
    path: string,
    url: string,
    parsed: ReturnType<typeof parsePath>,
    privacy: ReturnType<typeof privacyChoice>,
  ): Promise<RenderedAnswer> {
    const lang = parsed.notFound ? pathLanguage(path) : parsed.lang;
    let status: 200 | 404 | 503 = 404;
    let seo;
    if (!parsed.notFound) {
      try {
        seo = await pageSeoInfo(ctx, { pagePath: path });
        status = seo ? 200 : 404;
      } catch (error) {
        // Crawlers should come back later rather than index a page without its data.
        ctx.logger.error('page head unavailable', { path, error: String(error) });
        status = 503;
      }
    }
    const head = renderHeadTags({
      lang,
      seo,
      fallbackTitle: status === 404 ? `Page not found | ${SITE_NAME}` : SITE_NAME,
      siteName: SITE_NAME,
    });
    const html = injectHead(template(), lang, head);
    // Any page may be answered at a short link's address (server/modules/sharing/short-link-in-place.ts).
    const address = shortLinkAddressScript(url, NONCE_PLACEHOLDER);
    const renderer = status === 503 || !fetchApi ? undefined : await render();
    if (!renderer || !fetchApi || status === 503) {
      const shell = html.replace(/<head>/i, (open) => `${open}\n    ${address}`);
      return { page: pageBytes(importMapWithNonce(shell, NONCE_PLACEHOLDER), NONCE_PLACEHOLDER), status, kept: false };
    }
    // The SPA's own tree for this path, as a new visitor sees it (the browser hydrates it), kept briefly for the next.
    const page = await renderer.renderPage({
      path: url,
      language: lang,
      host: new URL(siteOrigin(ctx.config)).host,
      send: fetchApi,
      answers: {},
      nonce: NONCE_PLACEHOLDER,
      privacy,
    });
    const chunks = chunksOf(page.route as RouteName | null, lang, page.texts);
    const appScript = ENTRY_SCRIPT.exec(html);
    // The episode page and the feed (issue 34) have a Play control over a server-rendered <video>.
    const video = page.route === 'filmVideo' || page.route === 'feed';
    let shell = importMapWithNonce(html, NONCE_PLACEHOLDER);
    let parts: PageParts = {
      firstInHead: address + earlyClicksTag(NONCE_PLACEHOLDER, video, video && !effectivePrivacy(privacy, Date.now()).undecided),
      headEnd: modulePreloadLinks(chunks),
      bodyEnd: '',
      // An episode's page paints once its stage is in: the rest adds below it (or under a phone's full-screen stage).
      paintAfter: page.route === 'filmVideo' ? AFTER_STAGE_ID : undefined,
    };
    let inlined: readonly string[] = [];
    if (appScript) {
      // What the visitor came for first (the painted page, an episode's first frame), then the app (app-code.script.ts).
      const code = takeImportMap(html.replace(appScript[0], ''), NONCE_PLACEHOLDER);
      shell = code.html;
      // A video page's own rules in the page: a linked stylesheet would hold the poster and Play control for one more
      // request. The whole sheet comes before the app, for what the app draws.
      const unlinked = video ? stylesheets.unlink(shell) : { html: shell, hrefs: [] };
      shell = unlinked.html;
      inlined = unlinked.hrefs;
      const after = video ? 'first-frame' : 'first-paint';
      // The other pages' code, for the app to fetch with their links (src/ui/site/route-code-preload.ts).
      parts = { ...parts, headEnd: '', bodyEnd: routeCode() + code.importMap + appCodeScript(appScript[1]!, chunks, after, NONCE_PLACEHOLDER, inlined) };
    }
    const text = await new Response(renderedPageStream(shell, parts, page)).text();
    return { page: pageBytes(inlined.length > 0 ? stylesheets.inline(text, inlined) : text, NONCE_PLACEHOLDER), status, kept: true };
  }

  return router;
}
