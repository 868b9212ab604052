import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';
import { gzipBody, identityBody, pageBytes } from './page-bytes';

const P = '__page_nonce__';
const big = Array.from({ length: 3_000 }, (_, i) => `<li data-i="${i}">Épisode ${i} — 第${i}集 🎬</li>`).join('');

const pages: ReadonlyArray<readonly [string, string]> = [
  ['no placeholder', '<p>plain page</p>'],
  ['one placeholder', `<script nonce="${P}">x()</script><p>page</p>`],
  ['several placeholders', `<script nonce="${P}"></script>${big}<script nonce="${P}"></script><p>${big}</p><script nonce="${P}"></script>`],
  ['placeholder at the start and the end', `${P}<p>middle</p>${P}`],
  ['only placeholders (empty segments)', `${P}${P}${P}`],
  ['empty page', ''],
  ['multibyte text around a placeholder', `日本語${P}ünïcødé 🎬${P}ελληνικά`],
  ['a page larger than the deflate window', `<head><script nonce="${P}"></script></head>${big}${big}${big}`],
];
const nonces = ['', 'a', 'abcdefghijklmnopqrstuvw=', 'x'.repeat(200), 'é🎬'];

describe('pageBytes', () => {
  for (const [name, html] of pages) {
    it(`${name}: identity and gzip forms equal the page with each nonce written in`, () => {
      const page = pageBytes(html, P);
      for (const nonce of nonces) {
        const expected = html.replaceAll(P, nonce);
        expect(identityBody(page, nonce).toString('utf8')).toBe(expected);
        expect(gunzipSync(gzipBody(page, nonce)).toString('utf8')).toBe(expected);
      }
    });
  }

  it('writes a nonce longer than one stored block holds', () => {
    const nonce = 'n'.repeat(70_000);
    const page = pageBytes(`<a>${P}</a>`, P);
    expect(gunzipSync(gzipBody(page, nonce)).toString()).toBe(`<a>${nonce}</a>`);
  });

  it('compresses the page: the gzip form of a large page is a small part of it', () => {
    const page = pageBytes(`<script nonce="${P}"></script>${big}`, P);
    expect(gzipBody(page, 'abc').length).toBeLessThan(identityBody(page, 'abc').length / 5);
  });
});

describe('crc32Combine', () => {
  it('gives the CRC of the joined bytes', () => {
    const a = Buffer.from(big);
    for (const b of [Buffer.alloc(0), Buffer.from('x'), Buffer.from(big.slice(0, 5_000)), Buffer.alloc(70_000, 7)]) {
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});
