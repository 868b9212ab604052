/** What pages tell the service worker (service-worker.ts) and the adapter that talks to it sends. */
export type WorkerMessage =
  /** The waiting worker of a newer build takes over now (the page reloads once after, through the build check). */
  | { readonly type: 'skip-waiting' }
  /** Keep these addresses: what the page opened before the worker controlled it, or a page reached in the app. */
  | { readonly type: 'keep'; readonly urls: readonly string[] }
  /** A member signed in or out: drop every kept API answer. */
  | { readonly type: 'forget-personal' }
  /** Which build the worker is (answered on the message's port). */
  | { readonly type: 'build' };
