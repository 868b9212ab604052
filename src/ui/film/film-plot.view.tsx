/*
 * Route /playlet/{filmId}/plots/{plotId}.html: a single plot.
 * Params (wouter useParams or `params` prop): `filmId` and `plotId` — positive integers; otherwise 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { FilmPlotsStore } from '../../application/film/film-plots.store';
import { TextSkeleton } from '../shared/skeleton.view';
import { Translator } from '../../application/shared/translator.port';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { RemoteGate } from './remote-gate.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';

const FilmPlotView = observer(function FilmPlotView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const plotId = positiveInt(params.plotId);
  const store = useService(FilmPlotsStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null && plotId !== null) store.loadPlot(filmId, plotId);
  }, [store, filmId, plotId, language]);
  if (filmId === null || plotId === null || store.plot.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <RemoteGate value={store.plot} skeleton={<TextSkeleton label={t('film:state.loading')} lines={10} />} onRetry={() => store.loadPlot(filmId, plotId)}>
        {(plot) => (
          <article className="reading">
            <p className="reading__kicker">
              <Link href={links.plots(filmId)}>{t('film:plot.backToList', { title: plot.filmTitle })}</Link>
            </p>
            <h1 className="reading__title">{plot.title}</h1>
            {plot.episodeNumber !== null ? <p className="reading__meta">{t('film:plots.episode', { number: plot.episodeNumber })}</p> : null}
            <div className="reading__body">
              {store.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <nav className="reading__pager" aria-label={t('film:plot.pagerLabel')}>
              {plot.previousId !== null ? (
                <Link href={links.plot(filmId, plot.previousId)} rel="prev">
                  <span aria-hidden="true">‹ </span>
                  {t('film:plot.previous')}
                </Link>
              ) : (
                <span />
              )}
              {plot.nextId !== null ? (
                <Link href={links.plot(filmId, plot.nextId)} rel="next">
                  {t('film:plot.next')}
                  <span aria-hidden="true"> ›</span>
                </Link>
              ) : null}
            </nav>
          </article>
        )}
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default FilmPlotView;
