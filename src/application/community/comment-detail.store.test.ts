import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { comment, fakeGateway, paged } from '../browse/browse-fakes.test-support';
import { CommentDetailStore } from './comment-detail.store';
import { ApiError } from '../../domain/errors/api-error';

describe('CommentDetailStore', () => {
  it('shows the comment and appends further pages of replies without duplicates', async () => {
    const replies = vi
      .fn()
      .mockResolvedValueOnce(paged([comment(11, 5), comment(12, 5)], 1, 3, 2))
      .mockResolvedValueOnce(paged([comment(12, 5), comment(13, 5)], 2, 3, 2));
    const store = new CommentDetailStore(fakeGateway({ comment: async () => comment(5), replies }));
    store.show(5);
    await when(() => store.comment.status === 'ready' && store.repliesStatus === 'ready');
    expect(store.hasMoreReplies).toBe(true);
    await store.loadMoreReplies();
    expect(store.replies.map((reply) => reply.id)).toEqual([11, 12, 13]);
    expect(store.hasMoreReplies).toBe(false);
    expect(replies).toHaveBeenLastCalledWith(5, 2);
  });

  it('reports an unknown comment as not found', async () => {
    const missing = new ApiError('api', 404, 'site-errors:comment.not_found', 200);
    const store = new CommentDetailStore(fakeGateway({ comment: () => Promise.reject(missing), replies: () => Promise.reject(missing) }));
    store.show(999);
    await when(() => store.comment.status !== 'loading' && store.repliesStatus !== 'loading');
    expect(store.comment.status).toBe('not_found');
    expect(store.repliesStatus).toBe('error');
  });
});
