/*
 * Route /blog/{_page}.html: the blog, newest first, paged.
 * Params (wouter useParams or `params` prop): `_page` (or `page`) — positive integer, absent means 1; else 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { BlogStore } from '../../application/content/blog.store';
import { Translator } from '../../application/shared/translator.port';
import { EmptyState } from '../shared/empty-state.view';
import { LazyImage } from '../shared/lazy-image.view';
import { Pagination } from '../shared/pagination.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from '../film/film-links.hook';
import { FilmNotFound, FilmPageFrame } from '../film/film-page-frame.view';
import { RemoteGate } from '../film/remote-gate.view';
import { pageParam, useRouteParams, type RouteParams } from '../film/route-params';

const BlogListView = observer(function BlogListView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const page = pageParam(params._page ?? params.page);
  const store = useService(BlogStore);
  const translator = useService(Translator);
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (page !== null) store.loadPage(page);
  }, [store, page, translator.language]);
  if (page === null || (store.posts.value && page > store.totalPages)) return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <h1 className="page-title">{t('film:blog.heading')}</h1>
      <RemoteGate value={store.posts} skeleton={<TextSkeleton label={t('film:state.loading')} lines={10} />} onRetry={() => store.loadPage(page)}>
        {(posts) =>
          posts.items.length === 0 ? (
            <EmptyState title={t('film:blog.empty')} />
          ) : (
            <>
              <ul className="article-list" role="list" aria-label={t('film:blog.heading')}>
                {posts.items.map((post, index) => (
                  <li key={post.id} className="article-card">
                    <span className="article-card__cover">
                      <LazyImage src={post.coverUrl} alt="" ratio="16 / 9" priority={index < 2} sizes="(min-width: 768px) 240px, 100vw" />
                    </span>
                    <div className="article-card__body">
                      <h2 className="article-card__title">
                        <Link href={links.blogArticle(post.id)}>{post.title}</Link>
                      </h2>
                      <p className="article-card__meta">
                        <time dateTime={post.publishedAt}>{translator.formatDate(new Date(post.publishedAt), { dateStyle: 'medium' })}</time>
                        {' · '}
                        {t('film:blog.by', { name: post.authorName })}
                      </p>
                      <p className="article-card__summary">{post.summary}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination currentPage={page} totalPages={store.totalPages} hrefForPage={links.blog} />
            </>
          )
        }
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default BlogListView;
