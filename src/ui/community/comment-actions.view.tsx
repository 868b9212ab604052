import { observer } from 'mobx-react-lite';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import type { Comment } from '../../domain/catalog/comment.entity';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

interface CommentActionsProps {
  comment: Comment;
  /** The top-level comment of the thread: a reply to a reply stays in it, naming the member answered. */
  threadId: number;
  /** Called after "Reply" chose this comment, to bring the comment box into view. */
  onReply?: () => void;
}

/** Like (a toggle button with the count), reply and report under one comment. */
export const CommentActions = observer(function CommentActions({ comment, threadId, onReply }: CommentActionsProps) {
  const actions = useService(CommentActionsStore);
  const composer = useService(CommentComposerStore);
  const t = useT();
  const like = actions.likeOf(comment);
  const reported = comment.reportedByMe || actions.wasReported(comment.id);
  return (
    <span className="comment-actions">
      <button
        type="button"
        className={like.liked ? 'comment-actions__button comment-actions__button--on' : 'comment-actions__button'}
        aria-pressed={like.liked}
        onClick={() => void actions.toggleLike(comment)}
      >
        <span aria-hidden="true">{like.liked ? '♥' : '♡'} </span>
        <span className="visually-hidden">{t('community:community.like')} · </span>
        <span className="comment-actions__count">{t('browse:comments.likes', { count: like.likes })}</span>
      </button>
      <button
        type="button"
        className="comment-actions__button"
        onClick={() => {
          composer.replyTo(threadId, comment.id === threadId ? null : comment.author.name);
          onReply?.();
        }}
      >
        {t('community:community.reply')}
        <span className="visually-hidden"> – {comment.author.name}</span>
      </button>
      <button type="button" className="comment-actions__button" disabled={reported} onClick={() => actions.openReport(comment.id)}>
        {reported ? t('community:community.report.done') : t('community:community.report.open')}
        <span className="visually-hidden"> – {comment.author.name}</span>
      </button>
    </span>
  );
});
