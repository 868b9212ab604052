import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { MyCommentsStore } from '../../application/community/my-comments.store';
import { useLinks } from '../site/use-links.hook';
import { CommentCard, defaultClassify } from './comment-card.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { PagedListFooter } from './paged-list-footer.view';
import './comments.css';
import './community.css';

/** Anchor of the section on the collection page, which the personal area's link points to. */
export const MY_COMMENTS_ANCHOR = 'my-comments';

/** "My comments": the member's comments and replies, newest first, each with a link back to its thread. */
const MyComments = observer(function MyComments() {
  const store = useService(MyCommentsStore);
  const t = useT();
  const links = useLinks();
  useEffect(() => void store.load(), [store]);
  const list = store.list;
  return (
    <section id={MY_COMMENTS_ANCHOR} className="community my-comments" aria-labelledby="my-comments-title">
      <h2 id="my-comments-title" className="section__title">
        {t('community:community.mine.title')}
      </h2>
      {list.items.length > 0 ? (
        <ul className="comment-list" role="list">
          {list.items.map((comment) => {
            const threadId = comment.parentId ?? comment.id;
            return (
              <li key={comment.id}>
                <CommentCard
                  comment={comment}
                  showFilm
                  headingLevel="h3"
                  footer={
                    <Link href={links.to('commentDetail', { _cname: defaultClassify, _did: comment.filmId, _mid: threadId })}>
                      {t('community:community.mine.openThread')}
                      <span className="visually-hidden"> – {comment.film?.title ?? ''}</span>
                    </Link>
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : list.status === 'ready' ? (
        <p className="community__empty">{t('community:community.mine.empty')}</p>
      ) : null}
      <PagedListFooter list={list} onRetry={() => void store.load()} />
    </section>
  );
});

export default MyComments;
