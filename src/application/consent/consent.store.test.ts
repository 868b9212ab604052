import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { ConsentGatedFingerprint } from './consent-gated-fingerprint';
import { ConsentStore } from './consent.store';
import { TagManagerConsentUseCase } from './tag-manager-consent.use-case';
import type { SiteConfig } from '../shared/config-gateway.port';
import type { ConsentGrants } from '../../domain/consent/consent-choice';

configure({ enforceActions: 'always' });

const NOW = 1_800_000_000_000;

function setup({ stored = null as string | null, gpc = false } = {}) {
  const cookies = new FakeCookieStore();
  if (stored !== null) cookies.values.set('consent', stored);
  const clock = new FakeClock(NOW);
  const browser = { host: 'h', referrer: '', userAgent: '', languages: ['en'], globalPrivacyControl: gpc };
  return { store: new ConsentStore(cookies, browser, clock), cookies, clock };
}

describe('ConsentStore', () => {
  it.each([
    ['a first visit asks', null, false, true, false],
    ['a stored yes does not ask again and allows statistics', `v1.a1.m0.${NOW - 1000}`, false, false, true],
    ['a stored no does not ask again', `v1.a0.m0.${NOW - 1000}`, false, false, false],
    ['Global Privacy Control: not asked, nothing allowed', `v1.a1.m1.${NOW - 1000}`, true, false, false],
    ['an unreadable cookie asks', 'yes please', false, true, false],
  ])('%s', (_name, stored, gpc, visible, statistics) => {
    const { store } = setup({ stored, gpc });
    expect(store.dialogVisible).toBe(visible);
    expect(store.allows('pageStats')).toBe(statistics);
    expect(store.allows('sharedVisit')).toBe(true);
  });

  it('remembers accept all, reject all and a choice of purposes in the cookie, and closes the dialog', () => {
    const { store, cookies } = setup();
    store.acceptAll();
    expect(cookies.values.get('consent')).toBe(`v1.a1.m1.${NOW}`);
    expect(store.dialogVisible).toBe(false);
    store.openSettings();
    expect(store.dialogVisible).toBe(true);
    store.decide({ analytics: true, marketing: false });
    expect(cookies.values.get('consent')).toBe(`v1.a1.m0.${NOW}`);
    expect(store.grants).toEqual({ analytics: true, marketing: false });
    store.rejectAll();
    expect(store.grants).toEqual({ analytics: false, marketing: false });
    expect(setup({ stored: cookies.values.get('consent') as string }).store.dialogVisible).toBe(false);
  });

  it('closing the reopened dialog keeps the earlier choice; a first-visit dialog stays until a choice', () => {
    const { store } = setup();
    store.closeSettings();
    expect(store.dialogVisible).toBe(true);
    store.rejectAll();
    store.openSettings();
    store.closeSettings();
    expect(store.dialogVisible).toBe(false);
    expect(store.grants.analytics).toBe(false);
  });
});

describe('ConsentGatedFingerprint', () => {
  it('takes the device fingerprint only with the statistics consent', async () => {
    const device = { hash: async () => 'device-hash' };
    const { store } = setup();
    const gated = new ConsentGatedFingerprint(device, store);
    expect(await gated.hash()).toBe('none');
    store.acceptAll();
    expect(await gated.hash()).toBe('device-hash');
  });
});

describe('TagManagerConsentUseCase', () => {
  function withTagManager(stored: string | null, gpc = false) {
    const { store } = setup({ stored, gpc });
    const calls: Array<[string, string | null, ConsentGrants]> = [];
    const settings = { config: { tagManagerId: 'GTM-TEST1' } as SiteConfig | null };
    const tags = {
      load: (id: string, grants: ConsentGrants) => void calls.push(['load', id, grants]),
      update: (grants: ConsentGrants) => void calls.push(['update', null, grants]),
    };
    new TagManagerConsentUseCase(store, settings, tags).start();
    return { store, calls };
  }

  it.each([
    ['undecided', null, false],
    ['rejected', `v1.a0.m0.${NOW}`, false],
    ['GPC with a stored yes', `v1.a1.m1.${NOW}`, true],
  ])('does not load the tag manager when %s', (_name, stored, gpc) => {
    expect(withTagManager(stored, gpc).calls).toEqual([]);
  });

  it('loads it after consent with the grants, then passes changes on', () => {
    const { store, calls } = withTagManager(null);
    store.decide({ analytics: false, marketing: true });
    store.rejectAll();
    expect(calls).toEqual([
      ['load', 'GTM-TEST1', { analytics: false, marketing: true }],
      ['update', null, { analytics: false, marketing: false }],
    ]);
  });
});
