import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import type { Comment } from '../../domain/catalog/comment.entity';
import { useLinks } from '../site/use-links.hook';
import { CommentCard, defaultClassify } from './comment-card.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { CommentActions } from './comment-actions.view';

interface CommentThreadItemProps {
  comment: Comment;
  categorySlug?: string;
  headingLevel?: 'h2' | 'h3';
  onReply?: () => void;
}

/** A top-level comment in a drama's list: its actions, the replies posted from here, and a link to the thread. */
export const CommentThreadItem = observer(function CommentThreadItem({
  comment,
  categorySlug = defaultClassify,
  headingLevel = 'h3',
  onReply,
}: CommentThreadItemProps) {
  const composer = useService(CommentComposerStore);
  const actions = useService(CommentActionsStore);
  const t = useT();
  const links = useLinks();
  const fresh = composer.repliesPostedTo(comment.id);
  const replies = comment.replyCount + fresh.length;
  if (actions.wasReported(comment.id)) return null;
  return (
    <>
      <CommentCard
        comment={comment}
        headingLevel={headingLevel}
        actions={<CommentActions comment={comment} threadId={comment.id} onReply={onReply} />}
        footer={
          <Link className="comment-thread-link" href={links.to('commentDetail', { _cname: categorySlug, _did: comment.filmId, _mid: comment.id })}>
            {replies > 0 ? t('browse:comments.replies', { count: replies }) : t('browse:comments.open')}
            <span className="visually-hidden"> – {comment.author.name}</span>
          </Link>
        }
      />
      {fresh.length > 0 ? (
        <ul className="comment-list comment-list--replies" role="list">
          {fresh.map((reply) => (
            <li key={reply.id}>
              <CommentCard comment={reply} headingLevel="h3" actions={<CommentActions comment={reply} threadId={comment.id} onReply={onReply} />} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
});
