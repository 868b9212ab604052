import type { ServiceIdentifier } from 'inversify';

/** The site's service worker, as the app drives it (docs/architecture.md, "Offline and the service worker"). */
export interface AppWorker {
  /** Registers the worker (once the page is idle); resolves when it controls the page, false where there is none. */
  register(): Promise<boolean>;
  /** Asks the worker to keep these addresses (a page reached in the app, the files the page loaded before). */
  keep(urls: readonly string[]): void;
  /** Looks for a newer worker now (a newer build was noticed), so it is installed before the page reloads. */
  checkForUpdate(): Promise<void>;
  /** Lets a newer, installed worker take over; resolves once it controls the page (or it gave up waiting). */
  activateUpdate(): Promise<void>;
  /** Drops every kept API answer: a member signed in or out. */
  forgetPersonal(): void;
}
export const AppWorker = Symbol.for('AppWorker') as ServiceIdentifier<AppWorker>;
