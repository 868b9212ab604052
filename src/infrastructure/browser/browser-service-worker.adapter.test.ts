import { describe, expect, it, vi } from 'vitest';
import { BrowserServiceWorker } from './browser-service-worker.adapter';

/** A worker as the page sees it: its state and the messages posted to it. */
function worker(state: ServiceWorkerState) {
  const listeners = new Set<() => void>();
  const self = {
    state,
    posted: [] as unknown[],
    postMessage: (message: unknown) => void self.posted.push(message),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    become(next: ServiceWorkerState) {
      self.state = next;
      listeners.forEach((listener) => listener());
    },
  };
  return self;
}

function setup() {
  const active = worker('activated');
  const registration = {
    active,
    waiting: null as ReturnType<typeof worker> | null,
    installing: null as ReturnType<typeof worker> | null,
    update: vi.fn(async () => undefined),
    unregister: vi.fn(async () => true),
  };
  const controllerListeners = new Set<() => void>();
  const container = {
    controller: active as unknown,
    ready: Promise.resolve(registration),
    register: vi.fn(async () => registration),
    addEventListener: (_type: string, listener: () => void) => controllerListeners.add(listener),
    takeOver(next: unknown) {
      container.controller = next;
      controllerListeners.forEach((listener) => listener());
      controllerListeners.clear();
    },
  };
  const timers: Array<() => void> = [];
  const page = {
    location: { href: 'https://drama.example/ru/' },
    performance: { getEntriesByType: () => [{ name: 'https://drama.example/assets/main-abc.js' }, { name: 'https://drama.example/api/config' }] },
    // The takeover's waits end when a test says so (expire), not by the clock.
    setTimeout: (callback: () => void) => void timers.push(callback),
  };
  const expire = () => timers.splice(0).forEach((callback) => callback());
  const adapter = new BrowserServiceWorker(container as unknown as ServiceWorkerContainer, page as never);
  return { adapter, container, registration, active, expire };
}

describe('BrowserServiceWorker', () => {
  it('registers /sw.js for the whole site, never from the HTTP cache, and has it keep the page and its built files', async () => {
    const { adapter, container, active } = setup();
    expect(await adapter.register()).toBe(true);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(active.posted).toEqual([{ type: 'keep', urls: ['https://drama.example/ru/', 'https://drama.example/assets/main-abc.js'] }]);
  });

  it('without service workers does nothing', async () => {
    const adapter = new BrowserServiceWorker(undefined);
    expect(await adapter.register()).toBe(false);
    await adapter.activateUpdate();
    adapter.forgetPersonal();
  });

  it('lets a waiting worker take over, and resolves once it has activated, not as it starts activating', async () => {
    const { adapter, container, registration } = setup();
    await adapter.register();
    const next = worker('installed');
    registration.waiting = next;
    let settled = false;
    const done = adapter.activateUpdate().then(() => (settled = true));
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    // controllerchange comes with 'activating': a reload now would wait inside the browser for the activate handler.
    next.become('activating');
    container.takeOver(next);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    next.become('activated');
    await done;
  });

  it('drops the registration when the new worker is not active in time, so the reload comes from the network', async () => {
    const { adapter, registration, expire } = setup();
    await adapter.register();
    const next = worker('installed');
    registration.waiting = next;
    const done = adapter.activateUpdate();
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    expect(registration.unregister).not.toHaveBeenCalled();
    expire();
    await done;
    expect(registration.unregister).toHaveBeenCalledOnce();
  });

  it('keeps the registration of a worker that took over in time', async () => {
    const { adapter, registration } = setup();
    await adapter.register();
    const next = worker('installed');
    registration.waiting = next;
    const done = adapter.activateUpdate();
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    next.become('activated');
    await done;
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('asks an already installed worker at once (its statechange came before anyone listened)', async () => {
    const { adapter, registration } = setup();
    await adapter.register();
    const next = worker('installed');
    // Still listed as installing by a registration that has not caught up, but installed already.
    registration.installing = next;
    registration.waiting = next;
    const done = adapter.activateUpdate();
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]), { timeout: 100 });
    next.become('activated');
    await done;
  });

  it('sends nothing more to keep once a takeover has started: the page reloads next', async () => {
    const { adapter, registration, active } = setup();
    await adapter.register();
    active.posted.length = 0;
    const next = worker('installed');
    registration.waiting = next;
    const done = adapter.activateUpdate();
    adapter.keep(['https://drama.example/ru/?update=1']);
    next.become('activated');
    await done;
    expect(active.posted).toEqual([]);
  });

  it('waits for a worker still installing (the update under way) before it asks it to take over', async () => {
    const { adapter, container, registration } = setup();
    await adapter.register();
    const next = worker('installing');
    registration.update.mockImplementationOnce(async () => {
      registration.installing = next;
    });
    await adapter.checkForUpdate();
    const done = adapter.activateUpdate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(next.posted).toEqual([]);
    registration.installing = null;
    registration.waiting = next;
    next.become('installed');
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    container.takeOver(next);
    next.become('activated');
    await done;
  });

  it('with no newer worker goes on at once', async () => {
    const { adapter, active } = setup();
    await adapter.register();
    await adapter.activateUpdate();
    expect(active.posted).not.toContainEqual({ type: 'skip-waiting' });
  });

  it('tells the worker to forget kept answers', async () => {
    const { adapter, active } = setup();
    await adapter.register();
    adapter.forgetPersonal();
    expect(active.posted).toContainEqual({ type: 'forget-personal' });
  });
});
