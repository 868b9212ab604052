// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GoogleTagManager } from './google-tag-manager.adapter';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];
const entries = (win: Window & { dataLayer?: unknown[] }) => (win.dataLayer ?? []).map((entry) => (isArguments(entry) ? [...entry] : entry));
const isArguments = (value: unknown): value is IArguments => Object.prototype.toString.call(value) === '[object Arguments]';

describe('GoogleTagManager', () => {
  it('puts the consent defaults first, then loads the container once, and pushes later choices as updates', () => {
    const win = window as Window & { dataLayer?: unknown[] };
    const tags = new GoogleTagManager(win);
    tags.update({ analytics: true, marketing: true }); // before loading: nothing to tell
    tags.load('GTM-AB12', { analytics: true, marketing: false });
    tags.load('GTM-AB12', { analytics: true, marketing: false });
    tags.update({ analytics: false, marketing: false });
    expect(scripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12']);
    const layer = entries(win);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    expect(layer.at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });
});
