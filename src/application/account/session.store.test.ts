import { configure } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { FakeLogger } from '../shared/fakes/fake-logger';
import type { SessionUser, UserGateway } from '../shared/user-gateway.port';
import { SessionStore } from './session.store';
import { UserStateCookie } from './user-state.cookie';

configure({ enforceActions: 'always' });

const member: SessionUser = { id: '7f1c2e9a-1b2c-4d5e-8f90-123456789abc', username: 'mei', email: 'mei@example.com', avatarPath: null };
const token = 'tok_abcdefghijklmnopqrstuvwxyz';

function setup(stored?: unknown, users: Partial<UserGateway> = {}) {
  const cookies = new FakeCookieStore();
  if (stored !== undefined) cookies.values.set('userState', stored);
  const gateway: UserGateway = { currentUser: vi.fn(async () => member), logout: vi.fn(async () => undefined), ...users };
  const logger = new FakeLogger();
  const store = new SessionStore(new UserStateCookie(cookies), gateway, logger);
  return { store, cookies, gateway, logger };
}

describe('SessionStore', () => {
  it('starts signed out without a cookie', () => {
    const { store } = setup();
    expect(store.signedIn).toBe(false);
    expect(store.user).toBeNull();
    expect(store.loginModalOpen).toBe(false);
  });

  it('restores the token and user info from the user-state cookie', () => {
    const { store } = setup({ token, user: member });
    expect(store.token).toBe(token);
    expect(store.user).toEqual(member);
  });

  it.each([
    ['a string', 'garbage'],
    ['a number token', { token: 42 }],
    ['a malformed user', { token, user: { id: 1 } }],
    ['an array', [token]],
  ])('ignores %s in the cookie', (_, stored) => {
    const { store } = setup(stored);
    expect(store.user).toBeNull();
    if (typeof (stored as { token?: unknown }).token !== 'string') expect(store.token).toBeNull();
  });

  it('signs in: keeps the token, closes the modal, loads and persists the user', async () => {
    const { store, cookies, gateway } = setup();
    store.openLogin();
    await store.signIn(token);
    expect(gateway.currentUser).toHaveBeenCalledOnce();
    expect(store.loginModalOpen).toBe(false);
    expect(store.user).toEqual(member);
    expect(cookies.read('userState')).toEqual({ token, user: member });
  });

  it('drops a token the server answers 401 for', async () => {
    const { store, cookies } = setup(
      { token, user: member },
      {
        currentUser: vi.fn(async () => {
          throw new ApiError('unauthorized', 401, 'site-errors:auth.required', 401);
        }),
      },
    );
    await store.refreshUser();
    expect(store.signedIn).toBe(false);
    expect(store.user).toBeNull();
    expect(cookies.read('userState')).toBeNull();
  });

  it('keeps the token when loading the user fails for another reason', async () => {
    const { store, logger } = setup(
      { token },
      {
        currentUser: vi.fn(async () => {
          throw new ApiError('network', 0, 'site-errors:network', 0);
        }),
      },
    );
    await store.refreshUser();
    expect(store.token).toBe(token);
    expect(store.loadingUser).toBe(false);
    expect(logger.lines.some((line) => line.level === 'warn')).toBe(true);
  });

  it('signs out at once, clears both fields and tells the server', () => {
    const { store, cookies, gateway } = setup({ token, user: member, fingerprintId: 'f-1' });
    store.signOut();
    expect(gateway.logout).toHaveBeenCalledOnce();
    expect(store.token).toBeNull();
    expect(store.user).toBeNull();
    // The visitor's part of the cookie stays.
    expect(cookies.read('userState')).toEqual({ fingerprintId: 'f-1' });
  });

  it('still signs out when the logout call fails', async () => {
    const { store, logger } = setup({ token }, { logout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    store.signOut();
    expect(store.signedIn).toBe(false);
    await vi.waitFor(() => expect(logger.lines.map((line) => line.message)).toContain('Logout request failed'));
  });

  it('toggles the login modal and the film edit dialog', () => {
    const { store } = setup();
    store.openLogin();
    expect(store.loginModalOpen).toBe(true);
    store.closeLogin();
    expect(store.loginModalOpen).toBe(false);
    store.openFilmEdit();
    expect(store.filmEditDialogOpen).toBe(true);
    store.closeFilmEdit();
    expect(store.filmEditDialogOpen).toBe(false);
  });
});
