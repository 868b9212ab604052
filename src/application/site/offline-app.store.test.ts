import { configure } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import type { AppWorker } from './app-worker.port';
import type { Connectivity } from './connectivity.port';
import { KEEP_PAGE_AFTER_MS, OfflineAppStore } from './offline-app.store';

configure({ enforceActions: 'always' });

const stores: OfflineAppStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

function setup({ online = true, registers = true as boolean | Error } = {}) {
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = { online: () => online, onChange: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  const worker: AppWorker = {
    register: vi.fn(async () => {
      if (registers instanceof Error) throw registers;
      return registers;
    }),
    keep: vi.fn(),
    checkForUpdate: vi.fn(async () => undefined),
    activateUpdate: vi.fn(async () => undefined),
    forgetPersonal: vi.fn(),
  };
  const navigation = new FakeNavigation('/ru/');
  const logger = new FakeLogger();
  const clock = new FakeClock();
  const store = new OfflineAppStore(worker, connectivity, navigation, clock, logger);
  stores.push(store);
  const change = (state: boolean) => listeners.forEach((listener) => listener(state));
  return { store, worker, navigation, change, listeners, logger, clock };
}

describe('OfflineAppStore', () => {
  it('follows the connection from the start, offline included', () => {
    const { store, change } = setup({ online: false });
    store.watchConnectivity();
    expect(store.online).toBe(false);
    change(true);
    expect(store.online).toBe(true);
    change(false);
    expect(store.online).toBe(false);
  });

  it('stops following it when stopped', () => {
    const { store, listeners } = setup();
    store.watchConnectivity();
    store.stop();
    expect(listeners.size).toBe(0);
  });

  it('has the worker keep each page opened in the app, once per page (not per anchor), after the page’s own start', async () => {
    const { store, worker, navigation, clock } = setup();
    await store.registerWorker();
    navigation.navigate('/ru/playlet/1/videos/1.html');
    navigation.navigate('/ru/playlet/1/videos/1.html#comments');
    navigation.navigate('/ru/search.html?q=love');
    clock.advance(KEEP_PAGE_AFTER_MS - 1);
    expect(worker.keep).not.toHaveBeenCalled();
    clock.advance(1);
    expect(worker.keep).toHaveBeenNthCalledWith(1, ['/ru/playlet/1/videos/1.html']);
    expect(worker.keep).toHaveBeenNthCalledWith(2, ['/ru/search.html?q=love']);
    expect(worker.keep).toHaveBeenCalledTimes(2);
  });

  it('without a worker (none, or blocked) keeps nothing and the site goes on as a website', async () => {
    for (const registers of [false, new Error('blocked')]) {
      const { store, worker, navigation, clock } = setup({ registers });
      await store.registerWorker();
      navigation.navigate('/ru/search.html');
      clock.advance(KEEP_PAGE_AFTER_MS);
      expect(worker.keep).not.toHaveBeenCalled();
    }
  });

  it('has the worker forget kept answers when the member changes', () => {
    const { store, worker } = setup();
    store.sessionChanged();
    expect(worker.forgetPersonal).toHaveBeenCalledOnce();
  });
});

describe('OfflineAppStore when stopped', () => {
  it('keeps no page it had not asked for yet', async () => {
    const { store, worker, navigation, clock } = setup();
    await store.registerWorker();
    navigation.navigate('/ru/search.html');
    store.stop();
    clock.advance(KEEP_PAGE_AFTER_MS * 2);
    expect(worker.keep).not.toHaveBeenCalled();
  });
});
