import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { HotCommentsStore } from '../../application/community/hot-comments.store';
import { useLinks } from '../site/use-links.hook';
import type { ScreenProps } from '../site/screen-props';
import { EmptyState } from '../shared/empty-state.view';
import { Pagination } from '../shared/pagination.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { CommentCard, defaultClassify } from './comment-card.view';
import { RemoteContent } from '../browse/remote-content.view';
import { useRestoreScroll } from '../browse/use-restore-scroll.hook';
import '../browse/browse.css';

/** Hot comments `/short-play/comments/hot/{_page}.html`: the month's most liked comments across dramas, paged. */
const HotCommentsView = observer(function HotCommentsView({ params }: ScreenProps) {
  const store = useService(HotCommentsStore);
  const t = useT();
  const links = useLinks();
  const pageNumber = Number(params._page ?? '1');
  useEffect(() => store.show(pageNumber, links.language), [store, pageNumber, links.language]);
  useRestoreScroll(store.comments.status === 'ready');
  return (
    <div className="page browse-page">
      <h1 className="page-title">{t('browse:comments.hotTitle')}</h1>
      <p className="page-intro">{t('browse:comments.hotIntro')}</p>
      <RemoteContent
        value={store.comments}
        onRetry={() => store.show(pageNumber, links.language)}
        skeleton={<TextSkeleton label={t('browse:loading.comments')} lines={8} />}
      >
        {(comments) =>
          comments.items.length === 0 ? (
            <EmptyState
              title={t('browse:comments.empty')}
              action={
                <Link className="button" href={links.to('hotComments', { _page: 1 })}>
                  {t('browse:category.backToFirst')}
                </Link>
              }
            />
          ) : (
            <>
              <ul className="comment-list" role="list">
                {comments.items.map((comment) => (
                  <li key={comment.id}>
                    <CommentCard
                      comment={comment}
                      showFilm
                      footer={
                        <Link href={links.to('commentDetail', { _cname: defaultClassify, _did: comment.filmId, _mid: comment.id })}>
                          {comment.replyCount > 0 ? t('browse:comments.replies', { count: comment.replyCount }) : t('browse:comments.open')}
                          <span className="visually-hidden"> – {comment.author.name}</span>
                        </Link>
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination currentPage={pageNumber} totalPages={store.totalPages} hrefForPage={(page) => links.to('hotComments', { _page: page })} />
            </>
          )
        }
      </RemoteContent>
    </div>
  );
});

export default HotCommentsView;
