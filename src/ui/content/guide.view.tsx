/*
 * Route /guide/{guideId}.html: one guide.
 * Params (wouter useParams or `params` prop): `guideId` — positive integer; otherwise 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { GuidesStore } from '../../application/content/guides.store';
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

const GuideView = observer(function GuideView(props: { params?: RouteParams }) {
  const guideId = positiveInt(useRouteParams(props).guideId);
  const store = useService(GuidesStore);
  const translator = useService(Translator);
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (guideId !== null) store.loadGuide(guideId);
  }, [store, guideId, translator.language]);
  if (guideId === null || store.guide.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <RemoteGate value={store.guide} skeleton={<TextSkeleton label={t('film:state.loading')} lines={12} />} onRetry={() => store.loadGuide(guideId)}>
        {(guide) => (
          <article className="reading">
            <p className="reading__kicker">
              <Link href={links.guideList(guide.typeSlug, 1)}>{guide.typeName}</Link>
            </p>
            <h1 className="reading__title">{guide.title}</h1>
            <p className="reading__meta">
              <time dateTime={guide.publishedAt}>{translator.formatDate(new Date(guide.publishedAt), { dateStyle: 'long' })}</time>
              {' · '}
              {t('film:blog.by', { name: guide.authorName })}
            </p>
            {guide.coverUrl ? (
              <div className="reading__cover">
                <LazyImage src={guide.coverUrl} alt="" ratio="16 / 9" priority sizes="(min-width: 768px) 720px, 100vw" />
              </div>
            ) : null}
            <ArticleBody html={guide.bodyHtml} />
            {guide.film ? <FilmMentions films={[guide.film]} /> : null}
          </article>
        )}
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default GuideView;
