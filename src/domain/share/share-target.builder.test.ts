import { describe, expect, it } from 'vitest';
import {
  facebookShareUrl,
  mailShareUrl,
  sharedLink,
  shareProgress,
  shareTargetUrl,
  twitterShareUrl,
  type ShareAttribution,
  type WindowChannel,
} from './share-target.builder';

describe('sharedLink', () => {
  it.each<[string, string, ShareAttribution, string]>([
    [
      'adds the fingerprint',
      'https://dramas.example/playlet/7/videos/3.html',
      { fingerprintId: 'fp1' },
      'https://dramas.example/playlet/7/videos/3.html?src_fingerprint=fp1',
    ],
    ['keeps other parameters', 'https://dramas.example/pt/x.html?a=1', { fingerprintId: 'fp1' }, 'https://dramas.example/pt/x.html?a=1&src_fingerprint=fp1'],
    ['replaces an earlier sharer', 'https://d.example/x.html?src_fingerprint=old', { fingerprintId: 'new' }, 'https://d.example/x.html?src_fingerprint=new'],
    [
      'adds the share record',
      'https://d.example/x.html',
      { fingerprintId: 'fp', shareRecordId: 42 },
      'https://d.example/x.html?src_fingerprint=fp&share_record_id=42',
    ],
    ['null share record is left out', 'https://d.example/x.html', { fingerprintId: 'fp', shareRecordId: null }, 'https://d.example/x.html?src_fingerprint=fp'],
    ['keeps the fragment last', 'https://d.example/x.html#ep2', { fingerprintId: 'fp' }, 'https://d.example/x.html?src_fingerprint=fp#ep2'],
    ['encodes odd fingerprints', 'https://d.example/', { fingerprintId: 'a b&c' }, 'https://d.example/?src_fingerprint=a+b%26c'],
    ['no fingerprint yet drops the parameter', 'https://d.example/?src_fingerprint=old', { fingerprintId: '' }, 'https://d.example/'],
  ])('%s', (_name, url, attribution, expected) => {
    expect(sharedLink(url, attribution)).toBe(expected);
  });

  it('rejects a relative URL with a clear error', () => {
    expect(() => sharedLink('/x.html', { fingerprintId: 'fp' })).toThrow(TypeError);
  });
});

describe('share targets', () => {
  const link = 'https://s.example/s/Ab3?x=1&y=2';
  it.each<[WindowChannel, string]>([
    ['whatsapp', 'https://wa.me/?text=https%3A%2F%2Fs.example%2Fs%2FAb3%3Fx%3D1%26y%3D2'],
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fs.example%2Fs%2FAb3%3Fx%3D1%26y%3D2'],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fs.example%2Fs%2FAb3%3Fx%3D1%26y%3D2'],
    ['twitter', 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fs.example%2Fs%2FAb3%3Fx%3D1%26y%3D2'],
    ['mail', 'mailto:?subject=Contact%20Us&body=https%3A%2F%2Fs.example%2Fs%2FAb3%3Fx%3D1%26y%3D2'],
  ])('%s', (channel, expected) => {
    expect(shareTargetUrl(channel, link)).toBe(expected);
  });

  it.each([
    [facebookShareUrl, 'u'],
    [twitterShareUrl, 'url'],
    [mailShareUrl, 'body'],
  ] as const)('the link survives a round trip through %o', (build, param) => {
    const built = build(link);
    expect(new URLSearchParams(built.slice(built.indexOf('?'))).get(param)).toBe(link);
  });

  it('mail subject is Contact Us', () => {
    expect(new URLSearchParams(mailShareUrl(link).slice(7)).get('subject')).toBe('Contact Us');
  });
});

describe('shareProgress', () => {
  it.each<[number, number | undefined, { views: number; targetLabel: string; reached: boolean }]>([
    [0, undefined, { views: 0, targetLabel: '/3', reached: false }],
    [2, undefined, { views: 2, targetLabel: '/3', reached: false }],
    [3, undefined, { views: 3, targetLabel: '/3', reached: true }],
    [7, undefined, { views: 7, targetLabel: '/3', reached: true }],
    [-1, undefined, { views: 0, targetLabel: '/3', reached: false }],
    [2.9, undefined, { views: 2, targetLabel: '/3', reached: false }],
    [Number.NaN, undefined, { views: 0, targetLabel: '/3', reached: false }],
    [4, 5, { views: 4, targetLabel: '/5', reached: false }],
  ])('%d views (target %s)', (count, target, expected) => {
    expect(shareProgress(count, target)).toEqual(expected);
  });
});
