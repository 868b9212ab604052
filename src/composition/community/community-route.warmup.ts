import type { Container } from 'inversify';
import { CommentComposerStore } from '../../application/community/comment-composer.store';

/**
 * A comment's page opens with its reply box aimed at that comment, on the server as in the browser (set before the
 * first render rather than in an effect, so the hydrated reply box is the one the server sent). Loaded with the
 * community feature's chunk, so its store stays out of the entry chunk.
 */
export function attachReplyBox(container: Container, commentId: number): void {
  container.get(CommentComposerStore).attach({ kind: 'reply', commentId, replyTo: null });
}
