import { configure, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserEnvironment } from '../shared/browser-environment.port';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import type { Fingerprint } from '../shared/fingerprint.port';
import type { VisitorGateway } from '../shared/visitor-gateway.port';
import { BrowserOnlyWork } from '../../domain/errors/left-to-the-browser';
import { UserStateCookie } from '../account/user-state.cookie';
import { LandingClassificationUseCase } from './landing-classification.use-case';
import { VisitorStore } from './visitor.store';

configure({ enforceActions: 'always' });

const visitorId = '0b8f3f4e-2a55-4d0b-9a7e-6f1d2c3b4a59';

function setup(options: { path?: string; referrer?: string; stored?: unknown; fingerprint?: Fingerprint; visitors?: VisitorGateway } = {}) {
  const cookies = new FakeCookieStore();
  if (options.stored !== undefined) cookies.values.set('userState', options.stored);
  const browser: BrowserEnvironment = {
    host: 'dramas.example',
    referrer: options.referrer ?? '',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    languages: ['en'],
    globalPrivacyControl: false,
  };
  const fingerprint = options.fingerprint ?? { hash: vi.fn(async () => 'a1b2c3d4e5f6a7b8') };
  const visitors = options.visitors ?? { createVisitor: vi.fn(async () => visitorId), confirmShareVisit: vi.fn(async () => true) };
  const logger = new FakeLogger();
  const store = new VisitorStore(new UserStateCookie(cookies), browser, new FakeNavigation(options.path ?? '/'), fingerprint, visitors, logger);
  /** What the app does: land() at boot, the classification with the background work. */
  const land = () => {
    store.land();
    new LandingClassificationUseCase(store).run();
  };
  return { store, land, cookies, fingerprint, visitors, logger };
}

describe('VisitorStore', () => {
  it('starts with the default classify type drama', () => {
    expect(setup().store.classifyType).toBe('drama');
  });

  it('classifies the landing from the referrer and keeps it', () => {
    const { store, land, cookies } = setup({ referrer: 'https://www.google.com/' });
    land();
    expect(store.source).toBe('google');
    expect(store.referrer).toBe('https://www.google.com/');
    expect(cookies.read('userState')).toMatchObject({ source: 'google', referrer: 'https://www.google.com/' });
  });

  it('classifies campaign parameters of the landing URL', () => {
    const { store, land } = setup({ path: '/playlet/3.html?fbclid=IwAR0abc' });
    land();
    expect(store.source).toBe('facebook');
  });

  it('keeps the first source when the visitor comes back directly', () => {
    const { store, land } = setup({ stored: { source: 'tiktok', referrer: 'https://www.tiktok.com/' } });
    land();
    expect(store.source).toBe('tiktok');
    expect(store.referrer).toBe('https://www.tiktok.com/');
  });

  it('records a direct first visit as direct', () => {
    const { store, land } = setup();
    land();
    expect(store.source).toBe('direct');
  });

  it('classifies the landing as it was noted, though the visitor has moved on before the background work ran', () => {
    const navigation = new FakeNavigation('/playlet/3.html?fbclid=IwAR0abc');
    const cookies = new FakeCookieStore();
    const browser: BrowserEnvironment = { host: 'dramas.example', referrer: '', userAgent: 'Mozilla/5.0', languages: ['en'], globalPrivacyControl: false };
    const store = new VisitorStore(
      new UserStateCookie(cookies),
      browser,
      navigation,
      { hash: vi.fn() },
      { createVisitor: vi.fn(), confirmShareVisit: vi.fn() },
      new FakeLogger(),
    );
    store.land();
    navigation.navigate('/ranking');
    new LandingClassificationUseCase(store).run();
    expect(store.source).toBe('facebook');
    expect(store.unclassifiedLanding).toBeNull();
    expect(cookies.read('userState')).toMatchObject({ source: 'facebook' });
  });

  it('keeps the sharer fingerprint of a shared link', () => {
    const { store, cookies } = setup({ path: '/playlet/12.html?src_fingerprint=5e0c1d2a-9b8c-4f7e-a6d5-c4b3a2918f70' });
    store.land();
    expect(store.srcFingerprintId).toBe('5e0c1d2a-9b8c-4f7e-a6d5-c4b3a2918f70');
    expect(cookies.read('userState')).toMatchObject({ srcFingerprintId: '5e0c1d2a-9b8c-4f7e-a6d5-c4b3a2918f70' });
  });

  it('creates the visitor from the device hash once and keeps its id', async () => {
    const { store, fingerprint, visitors, cookies } = setup();
    void store.identify();
    void store.identify();
    await when(() => store.fingerprintId !== null);
    expect(fingerprint.hash).toHaveBeenCalledOnce();
    expect(visitors.createVisitor).toHaveBeenCalledWith('a1b2c3d4e5f6a7b8');
    expect(store.fingerprintId).toBe(visitorId);
    expect(cookies.read('userState')).toMatchObject({ fingerprintId: visitorId });
    await store.identify();
    expect(visitors.createVisitor).toHaveBeenCalledOnce();
  });

  it('lets a second caller wait for the run already under way', async () => {
    const { store } = setup();
    void store.identify();
    await store.identify();
    expect(store.fingerprintId).toBe(visitorId);
  });

  it('does not create a visitor again when the cookie has its id', async () => {
    const { store, visitors } = setup({ stored: { fingerprintId: visitorId } });
    await store.identify();
    expect(visitors.createVisitor).not.toHaveBeenCalled();
    expect(store.fingerprintId).toBe(visitorId);
  });

  it('logs a failed identification and stays anonymous', async () => {
    const { store, logger } = setup({ fingerprint: { hash: vi.fn(async () => Promise.reject(new Error('chunk failed'))) } });
    await store.identify();
    expect(store.fingerprintId).toBeNull();
    expect(store.identifying).toBe(false);
    expect(logger.lines.map((line) => line.message)).toContain('Could not identify the visitor');
  });

  it('stays anonymous without a word when identifying is left to the browser (a server render)', async () => {
    const { store, logger, visitors } = setup({ fingerprint: { hash: () => Promise.reject(new BrowserOnlyWork('server')) } });
    await store.identify();
    expect(store.fingerprintId).toBeNull();
    expect(store.identifying).toBe(false);
    expect(visitors.createVisitor).not.toHaveBeenCalled();
    expect(logger.lines).toEqual([]);
  });
});
