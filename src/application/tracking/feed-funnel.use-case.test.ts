import { describe, expect, it } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import { FakePageLifecycle } from '../shared/fakes/fake-page-lifecycle';
import { FEED_IMPRESSION_MS } from '../../domain/tracking/tracking-event';
import { FeedFunnelTracking } from './feed-funnel.use-case';

function setup({ analytics = true } = {}) {
  const clock = new FakeClock(1_700_000_000_000);
  const lifecycle = new FakePageLifecycle();
  const memory = new Map<string, string>();
  const sent: Record<string, string>[] = [];
  const funnel = new FeedFunnelTracking(
    { send: (query) => sent.push(Object.fromEntries(new URLSearchParams(query))) },
    clock,
    { host: 'dramas.example', referrer: '', userAgent: 'test', languages: ['pt'], globalPrivacyControl: false },
    new FakeNavigation('/pt/feed.html'),
    lifecycle,
    { get: (key) => memory.get(key) ?? null, set: (key, value) => void memory.set(key, value) },
    { referrer: '', source: 'direct' as const, fingerprintId: 'f-1' },
    { user: null },
    { allows: () => analytics },
  );
  funnel.release();
  const events = () => sent.map((e) => `${e.ev} ${e.f} ${e.ul}`);
  return { clock, lifecycle, funnel, events };
}

describe('FeedFunnelTracking', () => {
  it('holds its events until page-view tracking has started, then sends them with the time they happened', () => {
    const clock = new FakeClock(1_700_000_000_000);
    const sent: Record<string, string>[] = [];
    const visitor = { referrer: '', source: 'direct' as const, fingerprintId: null as string | null };
    const funnel = new FeedFunnelTracking(
      { send: (query) => sent.push(Object.fromEntries(new URLSearchParams(query))) },
      clock,
      { host: 'dramas.example', referrer: '', userAgent: 'test', languages: ['pt'], globalPrivacyControl: false },
      new FakeNavigation('/pt/feed.html'),
      new FakePageLifecycle(),
      { get: () => null, set: () => undefined },
      visitor,
      { user: null },
      { allows: () => true },
    );
    funnel.watchTapped(7, 1);
    clock.advance(5_000);
    expect(sent).toEqual([]);
    visitor.fingerprintId = '3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    funnel.release();
    expect(sent).toMatchObject([{ ev: 'fw', f: '7', ts: '1700000000000', uuid: visitor.fingerprintId }]);
  });

  it('counts an item on screen 3 s, not one passed sooner, and each drama once', () => {
    const { clock, funnel, events } = setup();
    funnel.itemShown(7);
    clock.advance(FEED_IMPRESSION_MS - 1);
    funnel.itemShown(8);
    clock.advance(FEED_IMPRESSION_MS);
    funnel.itemShown(7);
    clock.advance(FEED_IMPRESSION_MS);
    funnel.itemShown(8);
    clock.advance(FEED_IMPRESSION_MS);
    expect(events()).toEqual(['fi 8 dramas.example/pt/feed.html', 'fi 7 dramas.example/pt/feed.html']);
  });

  it('waits again after the tab was hidden, and stops when the feed is left', () => {
    const { clock, lifecycle, funnel, events } = setup();
    funnel.itemShown(7);
    clock.advance(2_000);
    lifecycle.hide();
    clock.advance(5_000);
    expect(events()).toEqual([]);
    lifecycle.show();
    clock.advance(FEED_IMPRESSION_MS);
    expect(events()).toEqual(['fi 7 dramas.example/pt/feed.html']);
    funnel.itemShown(8);
    funnel.itemShown(null);
    clock.advance(FEED_IMPRESSION_MS);
    lifecycle.show();
    clock.advance(FEED_IMPRESSION_MS);
    expect(events()).toHaveLength(1);
  });

  it('reports a start once and episode 2 of that drama from its page, not episode 1 nor another drama', () => {
    const { funnel, events } = setup();
    funnel.watchTapped(7, 1);
    funnel.watchTapped(7, 1);
    funnel.episodePlayed(7, 1, '/pt/playlet/7/videos/70.html');
    funnel.episodePlayed(9, 2, '/pt/playlet/9/videos/92.html');
    funnel.episodePlayed(7, 2, '/pt/playlet/7/videos/71.html');
    funnel.episodePlayed(7, 3, '/pt/playlet/7/videos/72.html');
    expect(events()).toEqual(['fw 7 dramas.example/pt/feed.html', 'fe 7 dramas.example/pt/playlet/7/videos/71.html']);
  });

  it('sends and remembers nothing without statistics consent', () => {
    const { clock, funnel, events } = setup({ analytics: false });
    funnel.itemShown(7);
    clock.advance(FEED_IMPRESSION_MS);
    funnel.watchTapped(7, 1);
    funnel.episodePlayed(7, 2, '/pt/playlet/7/videos/71.html');
    expect(events()).toEqual([]);
  });
});
