import { describe, expect, it } from 'vitest';
import { noticeTarget, unreadIds, type Notice } from './notice';

const film = { id: 7, title: 'Midnight Bride' };

describe('noticeTarget', () => {
  it.each<[string, Pick<Notice, 'type' | 'film' | 'threadId'>, ReturnType<typeof noticeTarget>]>([
    ['a reply opens its thread', { type: 'reply', film, threadId: 3 }, { route: 'commentDetail', params: { _cname: 'drama', _did: 7, _mid: 3 } }],
    [
      'a hidden comment opens its thread',
      { type: 'comment_hidden', film, threadId: 3 },
      { route: 'commentDetail', params: { _cname: 'drama', _did: 7, _mid: 3 } },
    ],
    [
      'a restored comment opens its thread',
      { type: 'comment_restored', film, threadId: 3 },
      { route: 'commentDetail', params: { _cname: 'drama', _did: 7, _mid: 3 } },
    ],
    ['a removed comment opens the drama', { type: 'comment_removed', film, threadId: 3 }, { route: 'film', params: { _cname: 'drama', _did: 7 } }],
    ['an application opens the drama', { type: 'application_approved', film, threadId: null }, { route: 'film', params: { _cname: 'drama', _did: 7 } }],
    ['a thread whose comment is gone opens the drama', { type: 'reply', film, threadId: null }, { route: 'film', params: { _cname: 'drama', _did: 7 } }],
    ['many comments open nothing', { type: 'comments_hidden', film: null, threadId: null }, null],
    ['a drama that is gone opens nothing', { type: 'application_denied', film: null, threadId: null }, null],
  ])('%s', (_, notice, expected) => {
    expect(noticeTarget(notice)).toEqual(expected);
  });
});

describe('unreadIds', () => {
  it('lists the unread ones in order', () => {
    expect(unreadIds([])).toEqual([]);
    expect(
      unreadIds([
        { id: 3, read: false },
        { id: 2, read: true },
        { id: 1, read: false },
      ]),
    ).toEqual([3, 1]);
  });
});
