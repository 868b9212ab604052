import { test as base, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

/*
 * The site's pages arrive rendered by the server and come alive when the app has hydrated them
 * (`html[data-app-ready]`). A visitor's tap before that is replayed (server/web/early-clicks.script.ts), but text typed
 * into a field before hydration is not; tests act like a visitor who waits for the page to be ready: every
 * navigation by `goto` or `reload` also waits for it. Tests of the moment before hydration (tests/e2e/ssr.e2e.ts)
 * navigate with `waitUntil: 'commit'`, which is left alone, and contexts without JavaScript never wait.
 */
const READY_TIMEOUT_MS = 30_000;
const wrapped = new WeakSet<Page>();

/** Resolves once the app is ready; pages without the app (another origin, a file) resolve at once. */
async function untilReady(page: Page): Promise<void> {
  const appReady = () => document.documentElement.hasAttribute('data-app-ready') || !document.getElementById('root');
  // A page that never gets ready fails on the test's own next step, which says more than a timeout here would.
  await page.waitForFunction(appReady, undefined, { timeout: READY_TIMEOUT_MS }).catch(() => undefined);
}

function waitsForApp(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilReady(page);
    return response;
  };
  return page;
}

/*
 * A test's API calls go over kept-alive connections, as a browser's do. Node's client gives a connection up a second
 * before the server's keep-alive timeout (from the server's `Keep-Alive: timeout=5`), but on a loaded machine a call
 * can leave on a connection the server is closing that very moment: the socket is reset before the request was
 * read (CI saw it once, ECONNRESET on a sign-up call). Browsers send such a request again on a new connection;
 * the tests' calls do the same (Playwright's `maxRetries` retries ECONNRESET only), unless a call says otherwise.
 */
const RETRIES_ON_RESET = 2;

function retryingResets(request: APIRequestContext): APIRequestContext {
  const fetch = request.fetch.bind(request);
  // get, post and the others all call fetch.
  request.fetch = async (urlOrRequest, options) => fetch(urlOrRequest, { maxRetries: RETRIES_ON_RESET, ...options });
  return request;
}

function contextWaitingForApp(context: BrowserContext, options?: BrowserContextOptions): BrowserContext {
  // page.request is the context's: the same kept-alive connections.
  retryingResets(context.request);
  if (options?.javaScriptEnabled === false) return context;
  context.on('page', waitsForApp);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForApp(await newPage());
  return context;
}

export const test = base.extend<object, object>({
  request: async ({ request }, use) => {
    await use(retryingResets(request));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => contextWaitingForApp(await newContext(options), options);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : contextWaitingForApp(context));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForApp(page));
  },
});
