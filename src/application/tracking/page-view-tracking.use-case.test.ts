import { configure } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import { FakePageLifecycle } from '../shared/fakes/fake-page-lifecycle';
import { ConsentStore } from '../consent/consent.store';
import { SessionStore } from '../account/session.store';
import { UserStateCookie } from '../account/user-state.cookie';
import { pageNameOf } from '../../domain/tracking/tracking-event';
import { PageViewTrackingUseCase } from './page-view-tracking.use-case';
import { VisitorStore } from './visitor.store';

configure({ enforceActions: 'always' });

const PAGE = pageNameOf('/playlet/12.html');
const TOKEN = 'tok_abcdefghijklmnopqrstuv';
const MEMBER_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

const running: PageViewTrackingUseCase[] = [];
afterEach(() => running.splice(0).forEach((useCase) => useCase.stop()));

function setup(path = '/playlet/12.html', { consent = 'v1.a1.m0.1699990000000' as string | null, gpc = false } = {}) {
  const clock = new FakeClock(1_700_000_000_000);
  const navigation = new FakeNavigation(path);
  const lifecycle = new FakePageLifecycle();
  const sent: Array<Record<string, string>> = [];
  const cookies = new FakeCookieStore();
  cookies.values.set('userState', {
    token: TOKEN,
    user: { id: MEMBER_ID, username: 'ann', email: 'ann@example.com', avatarPath: null },
    fingerprintId: 'f-9',
    source: 'google',
    referrer: 'https://www.google.com/',
  });
  if (consent !== null) cookies.values.set('consent', consent);
  const userState = new UserStateCookie(cookies);
  const browser = { host: 'dramas.example', referrer: 'https://www.google.com/', userAgent: 'test', languages: ['en'], globalPrivacyControl: gpc };
  const consentStore = new ConsentStore(cookies, browser, clock);
  const logger = new FakeLogger();
  const visitor = new VisitorStore(
    userState,
    browser,
    navigation,
    { hash: async () => 'h' },
    { createVisitor: async () => 'v', confirmShareVisit: async () => true },
    logger,
  );
  const session = new SessionStore(userState, { currentUser: async () => Promise.reject(new Error('unused')), logout: async () => undefined }, logger);
  const pixel = { send: (query: string) => void sent.push(Object.fromEntries(new URLSearchParams(query))) };
  const useCase = new PageViewTrackingUseCase(navigation, lifecycle, pixel, clock, browser, visitor, session, consentStore);
  running.push(useCase);
  return { useCase, clock, navigation, lifecycle, sent, consentStore };
}

describe('PageViewTrackingUseCase and consent', () => {
  it.each([
    ['no choice yet', null, false],
    ['statistics refused', 'v1.a0.m1.1699990000000', false],
    ['statistics allowed but Global Privacy Control on', 'v1.a1.m1.1699990000000', true],
  ])('sends nothing with %s', (_name, consent, gpc) => {
    const { useCase, navigation, lifecycle, clock, sent } = setup('/playlet/12.html', { consent, gpc });
    useCase.start();
    clock.advance(2_000);
    navigation.navigate('/ranking.html');
    lifecycle.hide();
    expect(sent).toEqual([]);
  });

  it('counts the page the visitor is on from the moment they allow statistics, and stops when they withdraw', () => {
    const { useCase, consentStore, navigation, clock, sent } = setup('/playlet/12.html', { consent: null });
    useCase.start();
    consentStore.acceptAll();
    expect(sent.map((event) => [event.ev, event.p])).toEqual([['pv', PAGE]]);
    consentStore.rejectAll();
    clock.advance(1_000);
    navigation.navigate('/ranking.html');
    expect(sent).toHaveLength(1);
  });
});

describe('PageViewTrackingUseCase', () => {
  it('sends a pv with the spec params for the landing page', () => {
    const { useCase, sent } = setup();
    useCase.start();
    expect(sent).toEqual([
      {
        ul: 'dramas.example/playlet/12.html',
        ht: 'dramas.example',
        p: PAGE,
        ts: '1700000000000',
        rl: 'https://www.google.com/',
        sr: 'google',
        u: MEMBER_ID,
        ev: 'pv',
        uuid: 'f-9',
      },
    ]);
  });

  it('identifies a member by id and never puts the bearer token in the pixel URL', () => {
    const { useCase, clock, navigation, lifecycle, sent } = setup();
    useCase.start();
    clock.advance(3_000);
    lifecycle.hide();
    lifecycle.show();
    navigation.navigate('/ranking-page.html');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const event of sent) {
      expect(event.u).toBe(MEMBER_ID);
      expect(Object.values(event).join('&')).not.toContain(TOKEN);
    }
  });

  it('sends pt with the seconds spent, then pv, on navigating to another page', () => {
    const { useCase, clock, navigation, sent } = setup();
    useCase.start();
    clock.advance(12_400);
    navigation.navigate('/ranking-page.html');
    expect(sent.map((event) => [event.ev, event.ul, event.secs])).toEqual([
      ['pv', 'dramas.example/playlet/12.html', undefined],
      ['pt', 'dramas.example/playlet/12.html', '12'],
      ['pv', 'dramas.example/ranking-page.html', undefined],
    ]);
  });

  it('sends pt when the tab is hidden and counts only visible time afterwards', () => {
    const { useCase, clock, navigation, lifecycle, sent } = setup();
    useCase.start();
    clock.advance(5_000);
    lifecycle.hide();
    clock.advance(60_000);
    lifecycle.hide();
    lifecycle.show();
    clock.advance(3_000);
    navigation.navigate('/terms.html');
    expect(sent.filter((event) => event.ev === 'pt').map((event) => event.secs)).toEqual(['5', '3']);
  });

  it('ignores changes of query or hash on the same page', () => {
    const { useCase, navigation, sent } = setup('/short-play-search.html');
    useCase.start();
    navigation.replace('/short-play-search.html?q=ceo');
    navigation.navigate('/short-play-search.html?q=ceo#results');
    expect(sent).toHaveLength(1);
  });

  it('stops reporting after stop()', () => {
    const { useCase, navigation, sent } = setup();
    useCase.start();
    useCase.stop();
    navigation.navigate('/terms.html');
    expect(sent).toHaveLength(1);
  });
});
