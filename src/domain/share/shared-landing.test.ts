import { describe, expect, it } from 'vitest';
import { parsePendingShareVisit, sharedLanding } from './shared-landing';

const q = (s: string) => new URLSearchParams(s);
const id = '5e0c1d2a-9b8c-4f7e-a6d5-c4b3a2918f70';
const sharer = `src_fingerprint=${id}`;

describe('sharedLanding', () => {
  it.each([
    ['/playlet/7/videos/70.html', `${sharer}&share_record_id=12`, { filmId: 7, shareRecordId: 12, sharerId: id }],
    ['/pt/playlet/7/plots.html', sharer, { filmId: 7, shareRecordId: null, sharerId: id }],
    ['/short-play/episodes/love-lies/9.html', `${sharer}&share_record_id=abc`, { filmId: 9, shareRecordId: null, sharerId: id }],
    ['/playlet/7/videos/70.html', 'share_record_id=12', null],
    ['/playlet/7/videos/70.html', 'src_fingerprint=%20', null],
    ['/ranking-page.html', sharer, null],
    ['/no/such/page.html', sharer, null],
  ])('%s?%s -> %j', (path, query, expected) => {
    expect(sharedLanding(path, q(query))).toEqual(expected);
  });
});

describe('parsePendingShareVisit', () => {
  it.each([
    ['{"filmId":7,"shareRecordId":12,"sharerId":"s-1"}', { filmId: 7, shareRecordId: 12, sharerId: 's-1' }],
    ['{"filmId":7,"shareRecordId":null,"sharerId":"s-1"}', { filmId: 7, shareRecordId: null, sharerId: 's-1' }],
    // Without its sharer a visit cannot be credited to anyone for sure.
    ['{"filmId":7,"shareRecordId":null}', null],
    ['{"filmId":7,"shareRecordId":null,"sharerId":" "}', null],
    ['{"filmId":-1}', null],
    ['{"filmId":"1e9"}', null],
    ['not json', null],
    ['', null],
    [null, null],
  ])('%s -> %j', (raw, expected) => {
    expect(parsePendingShareVisit(raw)).toEqual(expected);
  });
});
