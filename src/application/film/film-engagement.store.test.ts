import { describe, expect, it } from 'vitest';
import { apiError, memoryCookies, settle, silentLogger, fakeUsers } from '../account/auth-fakes.test-support';
import type { SessionMemory } from '../shared/session-memory.port';
import type { Toaster } from '../shared/toaster.port';
import { SessionStore } from '../account/session.store';
import { UserStateCookie } from '../account/user-state.cookie';
import type { EngagementGateway } from './engagement-gateway.port';
import { FilmEngagementStore, type FilmStanding } from './film-engagement.store';
import { PendingActionMemory } from '../account/pending-action.memory';

const loaded: FilmStanding = { favorited: false, favoriteCount: 4, myRating: null, ratingAvg: 3.5, ratingCount: 2 };

function harness({ signedIn = true, failWith = null as Error | null } = {}) {
  const calls: string[] = [];
  const memoryData = new Map<string, string>();
  const memory: SessionMemory = { get: (key) => memoryData.get(key) ?? null, set: (key, value) => void memoryData.set(key, value) };
  const toasts: string[] = [];
  const toaster = { toasts: [], show: (message: unknown) => void toasts.push(String(message)), dismiss: () => undefined } as Toaster;
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const gateway: EngagementGateway = {
    favorite: async (filmId) => (
      calls.push(`favorite ${filmId}`),
      await gate(),
      failWith ? Promise.reject(failWith) : { filmId, favorited: true, favoriteCount: 10 }
    ),
    unfavorite: async (filmId) => (calls.push(`unfavorite ${filmId}`), { filmId, favorited: false, favoriteCount: 9 }),
    rate: async (filmId, score) => (
      calls.push(`rate ${filmId} ${score}`),
      await gate(),
      failWith ? Promise.reject(failWith) : { filmId, myRating: score, ratingAvg: 4, ratingCount: 3 }
    ),
    removeRating: async (filmId) => (calls.push(`unrate ${filmId}`), { filmId, myRating: null, ratingAvg: 3.5, ratingCount: 2 }),
    share: async () => ({ shareRecordId: 1, visitsSoFar: 0 }),
    shareProgress: async () => 0,
    shortUrl: async (link) => link,
    sendFeedback: async () => ({ approved: true }),
  };
  const cookies = memoryCookies();
  if (signedIn) cookies.write('userState', { token: 'token-0000000000000000000000' });
  const session = new SessionStore(new UserStateCookie(cookies), fakeUsers(), silentLogger);
  const store = new FilmEngagementStore(gateway, session, new PendingActionMemory(memory), toaster, silentLogger);
  return { store, calls, toasts, session, memoryData, release: () => release() };
}

describe('FilmEngagementStore', () => {
  it('shows a favourite at once and keeps the server count when the call succeeds', async () => {
    const { store, calls, release } = harness();
    const done = store.toggleFavorite(7, loaded);
    expect(store.standing(7, loaded)).toMatchObject({ favorited: true, favoriteCount: 5 });
    expect(store.busy(7, 'favorite')).toBe(true);
    release();
    await done;
    expect(calls).toEqual(['favorite 7']);
    expect(store.standing(7, loaded)).toMatchObject({ favorited: true, favoriteCount: 10 });
    expect(store.busy(7, 'favorite')).toBe(false);
  });

  it('rolls a failed rating back and says so in a toast', async () => {
    const { store, toasts, release } = harness({ failWith: apiError('server.error', 500) });
    const done = store.rate(7, 4, loaded);
    expect(store.standing(7, loaded).myRating).toBe(4);
    release();
    await done;
    expect(store.standing(7, loaded)).toEqual(loaded);
    expect(toasts).toEqual(['film:engagement.rateFailed']);
  });

  it('choosing the same score again withdraws the rating', async () => {
    const { store, calls } = harness();
    await store.rate(7, 3, { ...loaded, myRating: 3 });
    expect(calls).toEqual(['unrate 7']);
    expect(store.standing(7, { ...loaded, myRating: 3 }).myRating).toBeNull();
  });

  it('asks an anonymous visitor to sign in and completes the action after the reload', async () => {
    const first = harness({ signedIn: false });
    await first.store.rate(7, 5, loaded);
    expect(first.calls).toEqual([]);
    expect(first.session.loginModalOpen).toBe(true);
    // The reload after signing in: a new store over the same sessionStorage, now with a token.
    const after = harness();
    for (const [key, value] of first.memoryData) after.memoryData.set(key, value);
    const resumed = after.store.resumePending();
    await settle();
    after.release();
    await resumed;
    expect(after.calls).toEqual(['rate 7 5']);
    expect(after.store.standing(7, loaded)).toMatchObject({ myRating: 5, ratingAvg: 4, ratingCount: 3 });
    await after.store.resumePending();
    expect(after.calls).toHaveLength(1);
  });
});
