import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBrowserId } from '../../domain/visits/visitor-key';
import { BrowserScopedFingerprint } from './browser-scoped-fingerprint.adapter';
import { randomUuid } from './random-uuid';

/** What a page served over plain HTTP has: getRandomValues, but no randomUUID. */
function insecureContextCrypto(): void {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomUuid', () => {
  it('makes distinct v4 uuids without crypto.randomUUID (a page over plain HTTP)', () => {
    insecureContextCrypto();
    expect('randomUUID' in crypto).toBe(false);
    const ids = Array.from({ length: 200 }, randomUuid);
    for (const id of ids) expect(isBrowserId(id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => (new Uint8Array(a.buffer).fill(0xff), a) });
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => a });
    expect(randomUuid()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('lets the browser fingerprint identify a visitor on a page without crypto.randomUUID', async () => {
    insecureContextCrypto();
    const device = { hash: async () => 'devicehash' };
    const key = await new BrowserScopedFingerprint(device, null).hash();
    expect(isBrowserId(key.split('.')[1])).toBe(true);
  });
});
