import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { CommentDetailStore } from '../../application/community/comment-detail.store';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import { CommentActions } from './comment-actions.view';
import { CommentComposer } from './comment-composer.view';
import { ReportDialog } from './report-dialog.view';
import './community.css';
import { useLinks } from '../site/use-links.hook';
import type { ScreenProps } from '../site/screen-props';
import { ErrorScreen } from '../shared/error-screen.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { CommentCard } from './comment-card.view';
import { RemoteContent } from '../browse/remote-content.view';
import { useRestoreScroll } from '../browse/use-restore-scroll.hook';
import '../browse/browse.css';

/** A comment with its replies `/short-play/comments/{_cname}/{_did}/{_mid}.html`; more replies load on request. */
const CommentDetailView = observer(function CommentDetailView({ params }: ScreenProps) {
  const store = useService(CommentDetailStore);
  const t = useT();
  const links = useLinks();
  const [location, navigate] = useLocation();
  const commentId = Number(params._mid);
  const filmId = Number(params._did);
  const categorySlug = params._cname ?? '';
  const composer = useService(CommentComposerStore);
  const actions = useService(CommentActionsStore);
  useEffect(() => store.show(commentId), [store, commentId]);
  useEffect(() => {
    composer.attach({ kind: 'reply', commentId, replyTo: null });
    void actions.resumePending();
  }, [composer, actions, commentId]);
  const focusComposer = () => document.querySelector<HTMLTextAreaElement>('.replies .composer__text')?.focus();
  // Replies this reader just posted show at once; the server's pages may include them later.
  const loadedIds = new Set(store.replies.map((reply) => reply.id));
  const replies = [...store.replies, ...composer.repliesPostedTo(commentId).filter((reply) => !loadedIds.has(reply.id))];
  useRestoreScroll(store.comment.status === 'ready');
  // A comment reached under another film's address is not this page: answer 404 rather than show it.
  const wrongFilm = store.comment.value !== null && store.comment.value.filmId !== filmId;
  const notFound = (
    <ErrorScreen statusCode={404} message={t('browse:error.notFoundMessage', { path: location })} onGoHome={() => navigate(links.to('home', {}))} />
  );
  if (wrongFilm) return notFound;
  return (
    <div className="page browse-page">
      <RemoteContent
        value={store.comment}
        onRetry={() => store.show(commentId)}
        notFound={notFound}
        skeleton={<TextSkeleton label={t('browse:loading.comments')} lines={5} />}
      >
        {(comment) => (
          <>
            <h1 className="page-title">{t('browse:comments.detailTitle', { name: comment.author.name })}</h1>
            {comment.film ? (
              <p className="page-intro">
                <Link href={links.film({ id: comment.film.id, categorySlug })}>{t('browse:comments.backToFilm', { title: comment.film.title })}</Link>
              </p>
            ) : null}
            <div className="comment-list">
              <CommentCard comment={comment} actions={<CommentActions comment={comment} threadId={comment.id} onReply={focusComposer} />} />
            </div>
            <section className="replies" aria-labelledby="replies-title">
              <h2 id="replies-title" className="section__title">
                {t('browse:comments.repliesTitle')}
              </h2>
              <CommentComposer />
              {replies.length > 0 ? (
                <ul className="comment-list" role="list">
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentCard
                        comment={reply}
                        headingLevel="h3"
                        actions={<CommentActions comment={reply} threadId={comment.id} onReply={focusComposer} />}
                      />
                    </li>
                  ))}
                </ul>
              ) : store.repliesStatus === 'ready' ? (
                <p className="page-intro">{t('browse:comments.noReplies')}</p>
              ) : null}
              {store.repliesStatus === 'loading' ? <TextSkeleton label={t('browse:loading.comments')} lines={3} /> : null}
              {store.repliesStatus === 'error' ? (
                <div className="inline-failure" role="alert">
                  <p>{t('browse:error.sectionFailed')}</p>
                  <button type="button" className="button button--quiet" onClick={() => void store.loadMoreReplies()}>
                    {t('browse:error.retry')}
                  </button>
                </div>
              ) : null}
              {store.hasMoreReplies && store.repliesStatus === 'ready' ? (
                <button type="button" className="button button--quiet" onClick={() => void store.loadMoreReplies()}>
                  {t('browse:comments.moreReplies')}
                </button>
              ) : null}
            </section>
            <ReportDialog />
          </>
        )}
      </RemoteContent>
    </div>
  );
});

export default CommentDetailView;
