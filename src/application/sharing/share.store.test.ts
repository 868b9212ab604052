import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fakeNavigation, settle, silentLogger } from '../account/auth-fakes.test-support';
import { FakeClock } from '../shared/fakes/fake-clock';
import type { Toaster } from '../shared/toaster.port';
import type { EngagementGateway } from '../film/engagement-gateway.port';
import { fakeShareDevice } from './share-fakes.test-support';
import { ShareStore } from './share.store';
import { UNLOCK_RECHECK_MS } from './unlock-watch';

configure({ enforceActions: 'always' });

interface HarnessOptions {
  shortUrl?: (link: string) => Promise<string>;
  device?: ReturnType<typeof fakeShareDevice>;
  visitor?: { fingerprintId: string | null; identify: () => Promise<void> };
}

function harness(options: HarnessOptions = {}) {
  const navigation = fakeNavigation('/pt/playlet/7/videos/73.html');
  let visits = 2;
  const shortened: string[] = [];
  const visitor = options.visitor ?? { fingerprintId: 'fp-1', identify: () => Promise.resolve() };
  // Who each share was recorded as: the Fingerprint header the HTTP adapter takes from the visitor.
  const sharers: Array<string | null> = [];
  const gateway = {
    share: async () => (sharers.push(visitor.fingerprintId), { shareRecordId: 42, visitsSoFar: visits }),
    shareProgress: async () => visits,
    shortUrl: options.shortUrl ?? (async (link: string) => (shortened.push(link), 'https://dramas.example/s/abc')),
  } as unknown as EngagementGateway;
  const device = options.device ?? fakeShareDevice();
  const clock = new FakeClock();
  const pokes: number[] = [];
  const toasts: string[] = [];
  const toaster = { toasts: [], show: (message: unknown) => void toasts.push(String(message)), dismiss: () => undefined } as Toaster;
  const store = new ShareStore(
    gateway,
    visitor,
    navigation,
    { origin: () => 'https://dramas.example' },
    device,
    clock,
    { poke: () => void pokes.push(1) },
    toaster,
    silentLogger,
  );
  return { store, navigation, device, clock, pokes, toasts, shortened, sharers, setVisits: (n: number) => (visits = n) };
}

describe('ShareStore', () => {
  it("prepares the link to the drama's first episode, opens the channel in the click's task, then shows views N/3", async () => {
    const { store, navigation, shortened } = harness();
    store.open(7, '/pt/playlet/7/videos/70.html');
    await settle();
    expect(shortened).toEqual(['https://dramas.example/pt/playlet/7/videos/70.html?src_fingerprint=fp-1']);
    const sharing = store.choose('twitter');
    // Opened before anything was awaited: the click's own task.
    expect(navigation.opened).toEqual(['https://twitter.com/intent/tweet?url=https%3A%2F%2Fdramas.example%2Fs%2Fabc']);
    await sharing;
    expect(store.state).toMatchObject({ showShare: false, showTips: true, count: 2, shareRecordId: 42, link: 'https://dramas.example/s/abc' });
    expect(store.progress).toEqual({ views: 2, targetLabel: '/3', reached: false });
    store.visit();
    expect(store.state.showTips).toBe(false);
    expect(navigation.opened[1]).toBe('https://dramas.example/');
  });

  it('records a share chosen while the visitor is still being identified as that visitor, once identified', async () => {
    let identified: () => void = () => undefined;
    // One identification however often it is asked for, as VisitorStore's.
    const identification = new Promise<void>((resolve) => (identified = resolve));
    const visitor = { fingerprintId: null as string | null, identify: () => identification };
    const { store, sharers } = harness({ visitor });
    store.open(7, '/pt/short-play/episodes/romance/7.html');
    const sharing = store.choose('copy');
    await settle();
    expect(sharers).toEqual([]);
    visitor.fingerprintId = 'fp-new';
    identified();
    await sharing;
    expect(sharers).toEqual(['fp-new']);
    expect(store.state).toMatchObject({ showTips: true, shareRecordId: 42 });
  });

  it('opens an empty window at once when the link is not ready, and points it at the link after', async () => {
    const device = fakeShareDevice();
    const { store, navigation } = harness({ device, shortUrl: async () => Promise.reject(new Error('down')) });
    store.open(7);
    const sharing = store.choose('whatsapp');
    expect(device.windows).toEqual([{ url: null }]);
    await sharing;
    // Shortening failed: the long link with the sharer's id is shared.
    expect(device.windows[0]!.url).toBe(`https://wa.me/?text=${encodeURIComponent('https://dramas.example/pt/playlet/7/videos/73.html?src_fingerprint=fp-1')}`);
    expect(navigation.opened).toEqual([]);
  });

  it('copies the link, and falls back to copying when the share sheet is cancelled', async () => {
    const device = fakeShareDevice({ native: true, nativeResult: false });
    const { store, toasts } = harness({ device });
    store.open(7);
    await settle();
    expect(store.canShareNatively).toBe(true);
    await store.choose('native');
    expect(device.shared).toEqual(['https://dramas.example/s/abc']);
    expect(device.copied).toEqual(['https://dramas.example/s/abc']);
    expect(toasts).toEqual(['sharing:shareLoop.copied']);
  });

  it("copies in the click's own task, where Safari allows writing to the clipboard, before the share is recorded", async () => {
    const { store, device, toasts } = harness();
    store.open(7);
    await settle();
    const sharing = store.choose('copy');
    expect(device.copied).toEqual(['https://dramas.example/s/abc']);
    await sharing;
    expect(toasts).toEqual(['sharing:shareLoop.copied']);
  });

  it('hands a link still being prepared to the clipboard at once, as a promise', async () => {
    let shorten: (link: string) => void = () => undefined;
    const { store, device, toasts } = harness({ shortUrl: () => new Promise((resolve) => (shorten = resolve)) });
    store.open(7);
    const sharing = store.choose('copy');
    expect(device.pendingCopies).toBe(1);
    expect(device.copied).toEqual([]);
    await settle();
    shorten('https://dramas.example/s/xyz');
    await sharing;
    expect(device.copied).toEqual(['https://dramas.example/s/xyz']);
    expect(toasts).toEqual(['sharing:shareLoop.copied']);
  });

  it('says so when the browser refuses the copy', async () => {
    const { store, toasts } = harness({ device: fakeShareDevice({ copyResult: false }) });
    store.open(7);
    await settle();
    await store.choose('copy');
    expect(toasts).toEqual(['sharing:shareLoop.copyFailed']);
  });

  it('follows the count while the tips are open, unlocks at the target, and stops when they close', async () => {
    const { store, device, clock, pokes, setVisits } = harness();
    store.open(7);
    await settle();
    await store.choose('copy');
    expect(store.state.count).toBe(2);
    setVisits(3);
    device.return();
    await settle();
    expect(store.state.count).toBe(3);
    expect(store.progress.reached).toBe(true);
    expect(pokes.length).toBeGreaterThan(0);
    store.closeTips();
    expect(device.listening).toBe(0);
    setVisits(5);
    clock.advance(UNLOCK_RECHECK_MS * 3);
    await settle();
    expect(store.state.count).toBe(3);
  });

  it('refreshes at an interval while the tips are open', async () => {
    const { store, clock, setVisits } = harness();
    store.open(7);
    await settle();
    await store.choose('mail');
    setVisits(1 + 2);
    clock.advance(UNLOCK_RECHECK_MS);
    await settle();
    expect(store.state.count).toBe(3);
  });
});
