import type { Browser, BrowserContext, ElementHandle, Page, Permission } from 'puppeteer-core';
import type { EngineName, EngineSession, PageFunction, Target } from '../engine-session';
import { appReady, callScript, describe, findScript, poll } from '../page-scripts';

export const WINDOW = { width: 390, height: 844 } as const;
const STEP_TIMEOUT_MS = 20_000;
/** How long `leave` waits for the page to reach about:blank. */
const LEAVE_WAIT_MS = 5_000;

/**
 * One journey's browser in an engine puppeteer-core drives (Chromium over CDP, Firefox over WebDriver BiDi): a fresh
 * browser context (its own cookies and storage) with one page on a 390x844 viewport. The engine's own reports of
 * uncaught exceptions and console errors are kept besides the page-error proxy's (page-error-proxy.ts).
 */
export class PuppeteerSession implements EngineSession {
  private readonly errors: string[] = [];

  private constructor(
    readonly engine: EngineName,
    readonly origin: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('pageerror', (error) => this.errors.push(`uncaught exception (${engine}): ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      // A failed resource is the proxy's to judge (a 404 page is asked for on purpose); everything else is an error.
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) this.errors.push(`console error (${engine}): ${message.text()}`);
    });
  }

  static async open(engine: EngineName, browser: Browser, origin: string, permissions: Permission[] = []): Promise<PuppeteerSession> {
    const context = await browser.createBrowserContext();
    if (permissions.length) await context.overridePermissions(origin, permissions);
    const page = await context.newPage();
    await page.setViewport({ ...WINDOW }).catch((error: unknown) => {
      // Puppeteer sends the screen's orientation beside the viewport, a command Debian's Firefox ESR 140 does not
      // know; the viewport itself is applied (the journeys' layout checks read it).
      if (!(error instanceof Error && /unknown command emulation\.setScreenOrientationOverride/.test(error.message))) throw error;
    });
    // The visitor's tab has the focus (the Clipboard API writes only for a focused document).
    await page.bringToFront();
    page.setDefaultTimeout(60_000);
    return new PuppeteerSession(engine, origin, context, page);
  }

  async goto(path: string, options: { waitForApp?: boolean } = {}): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
    if (options.waitForApp !== false) await this.waitFor('the app to hydrate the page', appReady, [], 30_000);
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
    await this.waitFor('the app to hydrate the reloaded page', appReady, [], 30_000);
  }

  async back(): Promise<void> {
    // The history's own step back: puppeteer's goBack waits for a load, which a step between the app's pages (its
    // history entries) never fires over Firefox ESR 140's BiDi. The journey then waits for the page it expects.
    await this.page.evaluate(() => history.back());
  }

  async url(): Promise<string> {
    // The page's own address: Firefox ESR 140 does not tell the BiDi driver of history.pushState, so puppeteer's
    // page.url() stays on the page the app was loaded on.
    return this.page.evaluate(() => location.href);
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return (await this.page.evaluate(callScript(fn, args))) as R;
  }

  waitFor<A extends unknown[], R>(what: string, fn: PageFunction<A, R>, args = [] as unknown as A, timeoutMs = STEP_TIMEOUT_MS): Promise<NonNullable<R>> {
    return poll(what, () => this.evaluate(fn, ...args), timeoutMs);
  }

  /** The element, scrolled to the middle of the window (as in the WebKit adapter), clear of the site's fixed bars. */
  private async element(target: Target, timeoutMs = STEP_TIMEOUT_MS): Promise<ElementHandle<Element>> {
    const found = await poll(
      describe(target),
      async () => {
        const handle = await this.page.evaluateHandle(findScript(target));
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) await handle.dispose();
        return element;
      },
      timeoutMs,
    );
    await found.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
    return found;
  }

  async click(target: Target, timeoutMs?: number): Promise<void> {
    const element = await this.element(target, timeoutMs);
    await element.click();
    await element.dispose();
  }

  async hover(target: Target, timeoutMs?: number): Promise<void> {
    const element = await this.element(target, timeoutMs);
    await element.hover();
    await element.dispose();
  }

  async fill(target: Target, text: string, timeoutMs?: number): Promise<void> {
    const element = await this.element(target, timeoutMs);
    await element.click({ count: 3 });
    await this.page.keyboard.press('Backspace');
    await element.type(text);
    await element.dispose();
  }

  async pressEnter(target: Target): Promise<void> {
    const element = await this.element(target);
    await element.press('Enter');
    await element.dispose();
  }

  async select(target: Target, value: string): Promise<void> {
    const element = await this.element(target);
    await (element as ElementHandle<HTMLSelectElement>).select(value);
    await element.dispose();
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  nativeErrors(): string[] {
    return [...this.errors];
  }

  async leave(): Promise<void> {
    // The page navigates itself, a task after this call returns: over Firefox ESR 140's BiDi, page.goto('about:blank')
    // sometimes never saw its load (a 30 s hang in CI). Leaving is the harness's tidying, so a page that stays is
    // closed as before, after LEAVE_WAIT_MS.
    await this.page.evaluate(() => void setTimeout(() => location.replace('about:blank'))).catch(() => undefined);
    const until = Date.now() + LEAVE_WAIT_MS;
    while (this.page.url() !== 'about:blank' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
