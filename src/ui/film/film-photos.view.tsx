/*
 * Route /playlet/{filmId}/photos/{page}.html: a paged grid of a film's stills with a viewer.
 * Params (wouter useParams or `params` prop): `filmId` — positive integer; `page` (or `_page`) — positive
 * integer, absent means 1; otherwise 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FilmPhotosStore } from '../../application/film/film-photos.store';
import { EmptyState } from '../components/empty-state.view';
import { LazyImage } from '../components/lazy-image.view';
import { Pagination } from '../components/pagination.view';
import { PosterListSkeleton } from '../components/skeleton.view';
import { Translator } from '../../application/ports/translator.port';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { PhotoViewer } from './photo-viewer.view';
import { RemoteGate } from './remote-gate.view';
import { pageParam, positiveInt, useRouteParams, type RouteParams } from './route-params';

const FilmPhotosView = observer(function FilmPhotosView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const page = pageParam(params.page ?? params._page);
  const store = useService(FilmPhotosStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null && page !== null) store.load(filmId, page, language);
  }, [store, filmId, page, language]);
  if (filmId === null || page === null || store.film.status === 'not_found') return <FilmNotFound />;
  const open = store.openPhoto;
  return (
    <FilmPageFrame>
      <FilmSectionHeader film={store.film.value} heading={t('film:photos.heading')} active="photos" />
      <RemoteGate value={store.photos} skeleton={<PosterListSkeleton label={t('film:state.loading')} count={12} />} onRetry={() => store.load(filmId, page, language)}>
        {(photos) =>
          photos.items.length === 0 ? (
            <EmptyState title={t('film:photos.empty')} />
          ) : (
            <>
              <ul className="photo-grid" role="list" aria-label={t('film:photos.heading')}>
                {photos.items.map((photo, index) => (
                  <li key={photo.id}>
                    <button type="button" className="photo-grid__button" onClick={() => store.open(index)} aria-label={t('film:photos.open', { alt: photo.alt || t('film:photos.untitled') })}>
                      <LazyImage src={photo.url} alt="" ratio={`${photo.width} / ${photo.height}`} priority={index < 4} sizes="(min-width: 1024px) 320px, 50vw" />
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination currentPage={page} totalPages={store.totalPages} hrefForPage={(target) => links.photos(filmId, target)} />
            </>
          )
        }
      </RemoteGate>
      {open && store.openIndex !== null ? (
        <PhotoViewer photo={open} position={store.openIndex + 1} count={store.items.length} onClose={store.close} onMove={store.move} />
      ) : null}
    </FilmPageFrame>
  );
});

export default FilmPhotosView;
