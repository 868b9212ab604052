/*
 * Route /playlet/{filmId}/plots.html (and its language variants): the plot list of a film.
 * Params (wouter useParams or `params` prop): `filmId` — a positive integer; anything else shows 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { FilmPlotsStore } from '../../application/film/film-plots.store';
import { EmptyState } from '../shared/empty-state.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { Translator } from '../../application/shared/translator.port';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { RemoteGate } from './remote-gate.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';

const FilmPlotsView = observer(function FilmPlotsView(props: { params?: RouteParams }) {
  const filmId = positiveInt(useRouteParams(props).filmId);
  const store = useService(FilmPlotsStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null) store.loadList(filmId);
  }, [store, filmId, language]);
  if (filmId === null || store.film.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <FilmSectionHeader film={store.film.value} heading={t('film:plots.heading')} active="plots" />
      <RemoteGate value={store.plots} skeleton={<TextSkeleton label={t('film:state.loading')} lines={8} />} onRetry={() => store.loadList(filmId)}>
        {(plots) =>
          plots.length === 0 ? (
            <EmptyState title={t('film:plots.empty')} />
          ) : (
            <ol className="plot-list" role="list">
              {plots.map((plot) => (
                <li key={plot.id} className="plot-list__item">
                  <article>
                    <h2 className="plot-list__title">
                      <Link href={links.plot(filmId, plot.id)}>{plot.title}</Link>
                    </h2>
                    {plot.episodeNumber !== null ? <p className="plot-list__episode">{t('film:plots.episode', { number: plot.episodeNumber })}</p> : null}
                    <p className="plot-list__excerpt">{plot.excerpt}</p>
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default FilmPlotsView;
