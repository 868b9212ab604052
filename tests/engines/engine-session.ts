/*
 * What a journey can do in a browser, the same in every engine. A journey (tests/engines/journeys/) is written once
 * against this interface; each engine has an adapter (tests/engines/adapters/) that does these things with its own
 * driver: Chromium over the DevTools protocol and Firefox over WebDriver BiDi (both puppeteer-core), WebKit over
 * classic WebDriver (selenium-webdriver talking to WebKitWebDriver, which runs MiniBrowser).
 *
 * Elements are found the way a visitor finds them: by a CSS selector for the kind of element and, usually, the text
 * or accessible name they read (`name`), matched in the page by page-scripts.ts. Clicks and typing go through the
 * driver's real input (pointer and key events), never through `element.click()` in page script.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** An element as a visitor finds it: a CSS selector and, optionally, the text or accessible name it must contain. */
export interface Target {
  readonly css: string;
  /** Contained in the element's accessible name (aria-label, label, text content, value or placeholder). */
  readonly name?: string;
  /** The whole accessible name, trimmed, must be this. */
  readonly exactName?: string;
}

/** A function run in the page, written as JavaScript the engines all understand; arguments are JSON values. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** Something the engine cannot do where the journeys run, named by the journey that meets it and listed in the README. */
export interface Limitation {
  readonly journey: string;
  readonly what: string;
}

export interface EngineSession {
  readonly engine: EngineName;
  /** The site's origin, as the browser sees it. */
  readonly origin: string;
  /** Opens `path` (absolute on the site) and waits until the app has hydrated it (`html[data-app-ready]`). */
  goto(path: string, options?: { waitForApp?: boolean }): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(...args)` in the page and answers its (awaited, JSON) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Waits until `fn(...args)` answers a truthy value in the page, then answers it; fails naming `what`. */
  waitFor<A extends unknown[], R>(what: string, fn: PageFunction<A, R>, args?: A, timeoutMs?: number): Promise<NonNullable<R>>;
  /** Waits for a visible element, then clicks it with the driver's pointer. */
  click(target: Target, timeoutMs?: number): Promise<void>;
  /** Moves the driver's pointer over the element (a mouse visitor's hover). */
  hover(target: Target, timeoutMs?: number): Promise<void>;
  /** Clears a field and types `text` into it with the driver's keyboard. */
  fill(target: Target, text: string, timeoutMs?: number): Promise<void>;
  /** Presses Enter in a field. */
  pressEnter(target: Target): Promise<void>;
  /** Chooses an option of a `<select>` by its value, as a visitor picking from the list. */
  select(target: Target, value: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The page errors the engine itself reported (uncaught exceptions, console errors), when its driver reports any. */
  nativeErrors(): string[];
  /**
   * Leaves the site for about:blank, as a visitor's next address does: the page unloads once its running script has
   * ended. Closing a Firefox tab whose script is busy (a page still rendering) instead runs the page's queued tasks
   * inside that script, and React's scheduler then throws error #327 into a page that is going away.
   */
  leave(): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh browser profile (no cookies, no storage) on a 390x844 window. */
  open(origin: string): Promise<EngineSession>;
  /** What this engine cannot do here, by the capability's name; journeys ask before they rely on it. */
  readonly cannot: ReadonlySet<EngineCapability>;
  stop(): Promise<void>;
}

/**
 * Capabilities some engines lack when driven headless here. `readClipboard`: a driven page may read back what it
 * copied (Chromium grants clipboard-read to the profile; Firefox and WebKit ask for a real paste gesture).
 */
export type EngineCapability = 'readClipboard';

export class JourneyFailure extends Error {}
