import { describe, expect, it } from 'vitest';
import { fakeNavigation, silentLogger } from '../auth/auth-fakes.test-support';
import type { VisitorStore } from '../visits/visitor.store';
import type { EngagementGateway } from './engagement-gateway.port';
import { ShareStore } from './share.store';

function harness(shortUrl: (link: string) => Promise<string>) {
  const navigation = fakeNavigation('/pt/playlet/7/videos/3.html');
  const gateway = {
    share: async (filmId: number, channel: string) => (void [filmId, channel], { shareRecordId: 42, visitsSoFar: 2 }),
    shortUrl,
  } as unknown as EngagementGateway;
  const visitor = { fingerprintId: 'fp-1', identify: () => Promise.resolve() } as VisitorStore;
  const store = new ShareStore(gateway, visitor, navigation, { origin: () => 'https://dramas.example' }, silentLogger);
  return { store, navigation };
}

describe('ShareStore', () => {
  it('records the share, opens the channel with the short link, then shows views N/3', async () => {
    const { store, navigation } = harness(async () => 'https://dramas.example/s/abc');
    store.open(7);
    expect(store.state.showShare).toBe(true);
    await store.choose('twitter');
    expect(store.state.showShare).toBe(false);
    expect(navigation.opened).toEqual(['https://twitter.com/intent/tweet?url=https%3A%2F%2Fdramas.example%2Fs%2Fabc']);
    expect(store.state).toMatchObject({ showTips: true, count: 2, shareRecordId: 42 });
    expect(store.progress).toEqual({ views: 2, targetLabel: '/3', reached: false });
    store.visit();
    expect(store.state.showTips).toBe(false);
    expect(navigation.opened[1]).toBe('https://dramas.example/');
  });

  it('shares the long link with the sharer fingerprint when shortening fails', async () => {
    const { store, navigation } = harness(async () => Promise.reject(new Error('down')));
    store.open(7);
    await store.choose('mail');
    expect(navigation.opened[0]).toBe(
      `mailto:?subject=Contact%20Us&body=${encodeURIComponent('https://dramas.example/pt/playlet/7/videos/3.html?src_fingerprint=fp-1&share_record_id=42')}`,
    );
  });
});
