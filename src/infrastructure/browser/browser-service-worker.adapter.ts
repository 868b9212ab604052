import type { AppWorker } from '../../application/site/app-worker.port';
import type { WorkerMessage } from '../service-worker/worker-messages';

/** The worker's script, at the root so that its scope is the whole site (build/service-worker.ts emits it). */
export const WORKER_SCRIPT = '/sw.js';
/** How long the page waits for a worker to take over before it goes on without it. */
const TAKEOVER_WAIT_MS = 5_000;

type Page = Pick<typeof globalThis, 'location' | 'performance' | 'setTimeout'>;

/** The site's service worker through navigator.serviceWorker; does nothing where there is none (or it is blocked). */
export class BrowserServiceWorker implements AppWorker {
  private registration: ServiceWorkerRegistration | undefined;
  /** The check for a newer worker under way, if any: a takeover waits for it. */
  private updating: Promise<unknown> = Promise.resolve();
  /**
   * A newer worker is taking over and the page reloads next: nothing more is sent to keep. A keep arriving then
   * (the page's 5 s timer fires with the takeover's wait on a slow phone) gave the old worker work, which holds the
   * new one back, and the reload then met the swap half-way (issue 32: the update journey timed out under load).
   */
  private takingOver = false;

  constructor(
    private readonly container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
    private readonly page: Page = globalThis,
  ) {}

  async register(): Promise<boolean> {
    const container = this.container;
    if (!container) return false;
    // updateViaCache 'none': the browser asks the server for sw.js on every check, never its HTTP cache.
    this.registration = await container.register(WORKER_SCRIPT, { scope: '/', updateViaCache: 'none' });
    await container.ready;
    // The first worker takes over the open page when it activates (clients.claim).
    if (!container.controller) await this.within(new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true })));
    // What this page loaded before the worker was there: its built files (in the HTTP cache) and the page itself.
    const loaded = this.page.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/'));
    this.keep([this.page.location.href, ...loaded]);
    return container.controller !== null;
  }

  keep(urls: readonly string[]): void {
    if (urls.length > 0 && !this.takingOver) this.post({ type: 'keep', urls });
  }

  async checkForUpdate(): Promise<void> {
    const updating = this.registration?.update();
    this.updating = updating?.catch(() => undefined) ?? Promise.resolve();
    await updating;
  }

  async activateUpdate(): Promise<void> {
    const registration = this.registration;
    if (!registration) return;
    this.takingOver = true;
    // The visitor may accept the update while the new script is still being fetched.
    await this.within(this.updating);
    if (registration.installing) await this.within(reached(registration.installing, 'installed'));
    const waiting = registration.waiting;
    if (!waiting) return;
    // Activated, not merely controlling (controllerchange fires as it starts activating): a reload before its
    // activate handler has finished waits inside the browser for it.
    const activated = reached(waiting, 'activated').then(() => true);
    waiting.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
    if ((await this.within(activated)) === true) return;
    // Not active in time: Chromium 150 holds a worker that skipped waiting for as long as the old one runs (woken for
    // a request of this page as the visitor accepted), then loses the reload's navigation between the two (the page
    // stays blank: e2e offline-update). Without a registration the reload comes from the network, with the new
    // build, and that page registers the new worker; the caches stay.
    await registration.unregister().catch(() => false);
  }

  forgetPersonal(): void {
    this.post({ type: 'forget-personal' });
  }

  private post(message: WorkerMessage): void {
    (this.container?.controller ?? this.registration?.active)?.postMessage(message);
  }

  private within(promise: Promise<unknown>): Promise<unknown> {
    return Promise.race([promise, new Promise((resolve) => this.page.setTimeout(resolve, TAKEOVER_WAIT_MS))]);
  }
}

const LIFECYCLE: readonly ServiceWorkerState[] = ['parsed', 'installing', 'installed', 'activating', 'activated'];

/** Resolves once `worker` is at `state` or past it (or redundant), at once when it is already. */
function reached(worker: ServiceWorker, state: ServiceWorkerState): Promise<void> {
  const done = () => worker.state === 'redundant' || LIFECYCLE.indexOf(worker.state) >= LIFECYCLE.indexOf(state);
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const changed = () => {
      if (!done()) return;
      worker.removeEventListener('statechange', changed);
      resolve();
    };
    worker.addEventListener('statechange', changed);
  });
}
