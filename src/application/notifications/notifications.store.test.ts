import { configure, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import type { Notice } from '../../domain/notifications/notice';
import { SessionStore } from '../account/session.store';
import { UserStateCookie } from '../account/user-state.cookie';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakePageLifecycle } from '../shared/fakes/fake-page-lifecycle';
import type { UserGateway } from '../shared/user-gateway.port';
import { NoticesStore, UNREAD_POLL_MS } from './notices.store';
import { NotificationSettingsStore } from './notification-settings.store';
import type { NotificationsGateway } from './notifications-gateway.port';
import { UnsubscribeStore } from './unsubscribe.store';

configure({ enforceActions: 'always' });

const notice = (id: number, read: boolean): Notice => ({
  id,
  type: 'reply',
  createdAt: '2026-01-05T09:00:00.000Z',
  read,
  film: { id: 1, title: 'Midnight Bride' },
  threadId: 3,
  actor: 'ben',
  excerpt: 'Agreed',
  count: 1,
});

function session(signedIn: boolean): SessionStore {
  const cookies = new FakeCookieStore();
  if (signedIn) cookies.values.set('userState', { token: 'tok_abcdefghijklmnopqrstuvwxyz' });
  const users: UserGateway = { currentUser: vi.fn(), logout: vi.fn() };
  return new SessionStore(new UserStateCookie(cookies), users, new FakeLogger());
}

function gateway(overrides: Partial<NotificationsGateway> = {}): NotificationsGateway {
  return {
    list: vi.fn(async () => ({ notices: [notice(3, false), notice(2, true), notice(1, false)], unread: 2 })),
    unread: vi.fn(async () => 2),
    markRead: vi.fn(async () => 0),
    settings: vi.fn(async () => ({ reply: true, moderation: true, application: true })),
    updateSettings: vi.fn(async (patch) => ({ reply: true, moderation: true, application: true, ...patch })),
    unsubscribeInfo: vi.fn(async () => ({ kind: 'reply' as const, email: true })),
    unsubscribe: vi.fn(async () => 'reply' as const),
    ...overrides,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('NoticesStore', () => {
  function setup(signedIn = true, ports = gateway()) {
    const clock = new FakeClock();
    const lifecycle = new FakePageLifecycle();
    const store = new NoticesStore(ports, session(signedIn), clock, lifecycle, new FakeLogger());
    return { store, clock, lifecycle, ports };
  }

  it('asks for the unread count when watched, every minute, and when the tab comes back; stops when no longer watched', async () => {
    const { store, clock, lifecycle, ports } = setup();
    const stopOne = store.watch();
    const stopTwo = store.watch();
    await when(() => store.unread === 2);
    expect(ports.unread).toHaveBeenCalledTimes(1);
    clock.advance(UNREAD_POLL_MS);
    lifecycle.show();
    await flush();
    expect(ports.unread).toHaveBeenCalledTimes(3);
    stopOne();
    stopOne();
    clock.advance(UNREAD_POLL_MS);
    expect(ports.unread).toHaveBeenCalledTimes(4);
    stopTwo();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(UNREAD_POLL_MS);
    lifecycle.show();
    expect(ports.unread).toHaveBeenCalledTimes(4);
  });

  it('keeps the last count when a check fails, and asks nothing for a guest', async () => {
    const failing = gateway({ unread: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { store } = setup(true, failing);
    store.watch()();
    await flush();
    expect(store.unread).toBe(0);
    const guest = setup(false);
    guest.store.watch()();
    await flush();
    expect(guest.ports.unread).not.toHaveBeenCalled();
  });

  it('opens the list and marks the unread ones it shows read, which keep their mark until the next load', async () => {
    const { store, ports } = setup();
    await store.open();
    expect(ports.markRead).toHaveBeenCalledWith([3, 1]);
    expect(store.unread).toBe(0);
    expect(store.notices?.map((n) => n.read)).toEqual([false, true, false]);
  });

  it('says when the list cannot be loaded', async () => {
    const { store } = setup(true, gateway({ list: vi.fn(async () => Promise.reject(new Error('offline'))) }));
    await store.open();
    expect(store.loadFailed).toBe(true);
    expect(store.notices).toBeNull();
  });
});

describe('NotificationSettingsStore', () => {
  it('loads the switches, saves a flip and says so', async () => {
    const ports = gateway();
    const store = new NotificationSettingsStore(ports, session(true), new FakeLogger());
    await store.load();
    expect(store.email).toEqual({ reply: true, moderation: true, application: true });
    const saving = store.set('reply', false);
    expect(store.email?.reply).toBe(false);
    expect(store.saving).toBe('reply');
    await saving;
    expect(ports.updateSettings).toHaveBeenCalledWith({ reply: false });
    expect(store.saved).toBe(true);
    expect(store.saving).toBeNull();
  });

  it('puts the switch back when the server refuses', async () => {
    const store = new NotificationSettingsStore(
      gateway({ updateSettings: vi.fn(async () => Promise.reject(new ApiError('http', 500, 'site-errors:server.error', 500))) }),
      session(true),
      new FakeLogger(),
    );
    await store.load();
    await store.set('moderation', false);
    expect(store.email?.moderation).toBe(true);
    expect(store.saved).toBe(false);
  });
});

describe('UnsubscribeStore', () => {
  it('reads the link, then unsubscribes on the tap', async () => {
    const ports = gateway();
    const store = new UnsubscribeStore(ports, new FakeLogger());
    await store.check('token-1');
    expect(store.state).toEqual({ step: 'confirm', kind: 'reply', email: true });
    expect(ports.unsubscribe).not.toHaveBeenCalled();
    await store.confirm();
    expect(ports.unsubscribe).toHaveBeenCalledWith('token-1');
    expect(store.state).toEqual({ step: 'done', kind: 'reply' });
  });

  it('refuses an empty or forged link, and offers a retry when the network failed', async () => {
    const invalid = new ApiError('http', 400, 'site-errors:notifications.unsubscribe_invalid', 400);
    const store = new UnsubscribeStore(gateway({ unsubscribeInfo: vi.fn(async () => Promise.reject(invalid)) }), new FakeLogger());
    await store.check('');
    expect(store.state).toEqual({ step: 'invalid' });
    await store.check('forged');
    expect(store.state).toEqual({ step: 'invalid' });
    const offline = new UnsubscribeStore(
      gateway({ unsubscribeInfo: vi.fn(async () => Promise.reject(new ApiError('network', 0, 'site-errors:network', 0))) }),
      new FakeLogger(),
    );
    await offline.check('token-1');
    expect(offline.state).toEqual({ step: 'failed' });
  });
});
