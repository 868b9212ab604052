import { describe, expect, it } from 'vitest';
import { BrowserScopedFingerprint, type BrowserIdStorage } from './browser-scoped-fingerprint.adapter';

const device = { hash: async () => 'samephonehash0000000000000000000' };

function storage(): BrowserIdStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('BrowserScopedFingerprint', () => {
  it('gives two fresh browsers of identical devices different keys, and one browser the same key each time', async () => {
    const first = new BrowserScopedFingerprint(device, storage());
    const second = new BrowserScopedFingerprint(device, storage());
    const key = await first.hash();
    expect(key).toMatch(/^samephonehash0+\.[0-9a-f-]{36}$/);
    expect(await second.hash()).not.toBe(key);
    expect(await first.hash()).toBe(key);
  });

  it('reuses the stored id after a reload and replaces a tampered one', async () => {
    const kept = storage();
    const key = await new BrowserScopedFingerprint(device, kept).hash();
    expect(await new BrowserScopedFingerprint(device, kept).hash()).toBe(key);
    kept.map.set('sd.browserId', '"><script>');
    expect(await new BrowserScopedFingerprint(device, kept).hash()).not.toContain('script');
  });

  it('keeps an id for the page when storage is blocked', async () => {
    const blocked: BrowserIdStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const fingerprint = new BrowserScopedFingerprint(device, blocked);
    expect(await fingerprint.hash()).toBe(await fingerprint.hash());
    const none = new BrowserScopedFingerprint(device, null);
    expect(await none.hash()).toBe(await none.hash());
  });
});
