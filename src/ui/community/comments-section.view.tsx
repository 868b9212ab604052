import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import type { CommentSort } from '../../application/community/comments-gateway.port';
import { FilmCommentsStore } from '../../application/community/film-comments.store';
import { LazyImage } from '../shared/lazy-image.view';
import { useNearViewport } from '../shared/use-near-viewport.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { CommentComposer } from './comment-composer.view';
import { CommentThreadItem } from './comment-thread-item.view';
import { ReportDialog } from './report-dialog.view';
import { PagedListFooter } from './paged-list-footer.view';
import './comments.css';
import './community.css';

const SORTS: readonly CommentSort[] = ['new', 'hot'];

interface CommentsSectionProps {
  filmId: number;
  /** `_cname` of links to a comment's thread. */
  categorySlug?: string;
  /** In the phone player's sheet the dialog already carries the heading. */
  headingId?: string;
}

/** A drama's comments: the photos strip, the comment box, newest or top comments loaded page by page. */
function CommentsSection({ filmId, categorySlug, headingId }: CommentsSectionProps) {
  const store = useService(FilmCommentsStore);
  const composer = useService(CommentComposerStore);
  const actions = useService(CommentActionsStore);
  const t = useT();
  const ownId = useId();
  const titleId = headingId ?? `${ownId}-title`;
  // The comments load once the section comes near the viewport: below a film's first screen, their answer and
  // its render (~90 ms on a phone) would otherwise land in the middle of the page's start.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    composer.attach({ kind: 'comment', filmId });
    void actions.resumePending();
  }, [composer, actions, filmId]);
  useEffect(() => {
    if (near) store.show(filmId);
  }, [store, filmId, near]);
  const focusComposer = () => document.getElementById(`${ownId}-composer`)?.querySelector('textarea')?.focus();
  const photos = store.photos.value?.items ?? [];
  const list = store.list;
  return (
    <section ref={sectionRef} className="community" aria-labelledby={titleId}>
      {headingId ? null : (
        <h2 id={titleId} className="section__title">
          {t('community:community.title')}
          {store.total > 0 ? <span className="community__total"> ({store.total})</span> : null}
        </h2>
      )}
      <div id={`${ownId}-composer`}>
        <CommentComposer />
      </div>
      {/* Below the box: the strip arrives with the comments, and above it would move the box the visitor is typing in. */}
      {photos.length > 0 ? (
        <ul className="community__photos" role="list" aria-label={t('community:community.photoStrip')} tabIndex={0}>
          {photos.map((photo, index) => (
            <li key={`${photo.commentId}-${photo.url}`}>
              <LazyImage src={photo.url} alt={t('browse:comments.image', { index: index + 1 })} ratio="1 / 1" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="community__sorts" role="group" aria-label={t('community:community.sortLabel')}>
        {SORTS.map((sort) => (
          <button key={sort} type="button" className="community__sort" aria-pressed={store.sort === sort} onClick={() => store.setSort(sort)}>
            {t(`community:community.sort.${sort}`)}
          </button>
        ))}
      </div>
      {store.comments.length > 0 ? (
        <ul className="comment-list" role="list">
          {store.comments.map((comment) => (
            <li key={comment.id}>
              <CommentThreadItem comment={comment} categorySlug={categorySlug} onReply={focusComposer} />
            </li>
          ))}
        </ul>
      ) : list.status === 'ready' ? (
        <p className="community__empty">{t('community:community.empty')}</p>
      ) : null}
      <PagedListFooter list={list} onRetry={() => void list.more()} />
      <ReportDialog />
    </section>
  );
}

export default observer(CommentsSection);
