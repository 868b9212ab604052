import { vi } from 'vitest';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { SessionStore } from '../account/session.store';
import { comment } from '../browse/browse-fakes.test-support';
import type { SessionMemory } from '../shared/session-memory.port';
import { CommentComposerStore } from './comment-composer.store';
import type { CommentPost, CommentsGateway } from './comments-gateway.port';
import { CommunityPendingMemory } from './community-pending.memory';

/** A composer for film 1 whose gateway answers every post with a new comment (ids from 100); `more` adds the gateway's reads. */
export function composerFor(signedIn = true, more: Partial<CommentsGateway> = {}) {
  let nextId = 100;
  const post = vi.fn(async (sent: CommentPost): Promise<Comment> => {
    const id = nextId++;
    return sent.kind === 'comment' ? { ...comment(id), filmId: sent.filmId, text: sent.text } : { ...comment(id, sent.commentId), text: sent.text };
  });
  const gateway = { limits: { textLength: 20, photos: 2 }, post, ...more } as unknown as CommentsGateway;
  const openLogin = vi.fn();
  const session = { signedIn, openLogin } as unknown as SessionStore;
  const stored = new Map<string, string>();
  const memory: SessionMemory = { get: (key) => stored.get(key) ?? null, set: (key, value) => void stored.set(key, value) };
  const toaster = { show: vi.fn() };
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const composer = new CommentComposerStore(gateway, session, new CommunityPendingMemory(memory), toaster as never, logger as never);
  composer.attach({ kind: 'comment', filmId: 1 });
  return { composer, gateway, post, openLogin, toaster };
}
