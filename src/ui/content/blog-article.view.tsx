/*
 * Route /blog/article/{_bid}.html: one blog article.
 * Params (wouter useParams or `params` prop): `_bid` (or `bid`) — positive integer; otherwise 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { BlogStore } from '../../application/content/blog.store';
import { Translator } from '../../application/shared/translator.port';
import { LazyImage } from '../shared/lazy-image.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from '../film/film-links.hook';
import { FilmNotFound, FilmPageFrame } from '../film/film-page-frame.view';
import { RemoteGate } from '../film/remote-gate.view';
import { positiveInt, useRouteParams, type RouteParams } from '../film/route-params';
import { ArticleBody } from './article-body.view';
import { FilmMentions } from './film-mentions.view';

const BlogArticleView = observer(function BlogArticleView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const articleId = positiveInt(params._bid ?? params.bid);
  const store = useService(BlogStore);
  const translator = useService(Translator);
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (articleId !== null) store.loadArticle(articleId);
  }, [store, articleId, translator.language]);
  if (articleId === null || store.article.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <RemoteGate value={store.article} skeleton={<TextSkeleton label={t('film:state.loading')} lines={12} />} onRetry={() => store.loadArticle(articleId)}>
        {(article) => (
          <article className="reading">
            <p className="reading__kicker">
              <Link href={links.blog(1)}>{t('film:blog.back')}</Link>
            </p>
            <h1 className="reading__title">{article.title}</h1>
            <p className="reading__meta">
              <time dateTime={article.publishedAt}>{translator.formatDate(new Date(article.publishedAt), { dateStyle: 'long' })}</time>
              {' · '}
              {t('film:blog.by', { name: article.authorName })}
            </p>
            <div className="reading__cover">
              <LazyImage src={article.coverUrl} alt="" ratio="16 / 9" priority sizes="(min-width: 768px) 720px, 100vw" />
            </div>
            <ArticleBody html={article.bodyHtml} />
            <FilmMentions films={article.films} />
          </article>
        )}
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default BlogArticleView;
