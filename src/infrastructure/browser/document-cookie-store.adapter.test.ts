import { describe, expect, it } from 'vitest';
import { DocumentCookieStore, type CookieJar } from './document-cookie-store.adapter';

/** Mimics document.cookie: writes set one cookie, reads give `name=value` pairs; expired cookies disappear. */
class FakeJar implements CookieJar {
  readonly writes: string[] = [];
  private readonly values = new Map<string, string>();

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(line: string) {
    this.writes.push(line);
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const expires = /Expires=([^;]+)/.exec(line)?.[1];
    if (expires && new Date(expires).getTime() <= now) this.values.delete(name);
    else this.values.set(name, pair.slice(pair.indexOf('=') + 1));
  }

  seed(raw: string): void {
    for (const part of raw.split('; ')) this.values.set(part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1));
  }
}

const now = Date.UTC(2026, 0, 1);
const day = 24 * 60 * 60 * 1000;

function setup() {
  const jar = new FakeJar();
  return { jar, store: new DocumentCookieStore(jar, () => now) };
}

describe('DocumentCookieStore', () => {
  it.each([
    ['language', 'lang', 365, 'Lax'],
    ['settings', 'settings', 7, 'Strict'],
    ['userState', 'user_state', 30, 'Strict'],
  ] as const)('writes the %s cookie as %s for %i days, path /, SameSite=%s', (name, wireName, days, sameSite) => {
    const { jar, store } = setup();
    store.write(name, name === 'language' ? 'de' : { a: 1 });
    const line = jar.writes[0] ?? '';
    expect(line.startsWith(`${wireName}=`)).toBe(true);
    expect(line).toContain(`Expires=${new Date(now + days * day).toUTCString()}`);
    expect(line).toContain('Path=/');
    expect(line).toContain(`SameSite=${sameSite}`);
  });

  it('keeps the language as a bare code the server can read', () => {
    const { jar, store } = setup();
    store.write('language', 'pt');
    expect(jar.cookie).toBe('lang=pt');
    expect(store.read('language')).toBe('pt');
  });

  it('round-trips JSON values with characters cookies cannot hold', () => {
    const { store } = setup();
    const value = { fromPath: '/short-play-search.html?q=ceo; love=yes', names: ['Русский', 'हिन्दी'] };
    store.write('settings', value);
    expect(store.read('settings')).toEqual(value);
  });

  it.each([
    ['broken JSON', 'settings=%7Bnot-json'],
    ['a broken escape', 'settings=%E0%A4%A'],
  ])('reads %s as null instead of throwing', (_, raw) => {
    const { jar, store } = setup();
    jar.seed(raw);
    expect(store.read('settings')).toBeNull();
  });

  it('reads a missing cookie as null and does not confuse similar names', () => {
    const { jar, store } = setup();
    jar.seed('xsettings=%7B%7D; other=1');
    expect(store.read('settings')).toBeNull();
  });

  it('removes a cookie by expiring it', () => {
    const { jar, store } = setup();
    store.write('userState', { token: 't' });
    store.remove('userState');
    expect(jar.writes.at(-1)).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(store.read('userState')).toBeNull();
  });
});
