/* Route /playlet/{filmId}/photos/{page}.html: a paged grid of a film's stills with a viewer (params: see PagedFilmSection). */
import { observer } from 'mobx-react-lite';
import { FilmPhotosStore } from '../../application/film/film-photos.store';
import { LazyImage } from '../shared/lazy-image.view';
import { PosterListSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { PagedFilmSection } from './paged-film-section.view';
import { PhotoViewer } from './photo-viewer.view';
import type { RouteParams } from './route-params';

const FilmPhotosView = observer(function FilmPhotosView(props: { params?: RouteParams }) {
  const store = useService(FilmPhotosStore);
  const t = useT();
  const heading = t('film:photos.heading');
  const open = store.openPhoto;
  return (
    <PagedFilmSection
      params={props.params}
      store={store}
      pages={store.photos}
      section="photos"
      heading={heading}
      empty={t('film:photos.empty')}
      skeleton={<PosterListSkeleton label={t('film:state.loading')} count={12} />}
      overlay={
        open && store.openIndex !== null ? (
          <PhotoViewer photo={open} position={store.openIndex + 1} count={store.items.length} onClose={store.close} onMove={store.move} />
        ) : null
      }
    >
      {(photos) => (
        <ul className="photo-grid" role="list" aria-label={heading}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="photo-grid__button"
                onClick={() => store.open(index)}
                aria-label={t('film:photos.open', { alt: photo.alt || t('film:photos.untitled') })}
              >
                <LazyImage src={photo.url} alt="" ratio={`${photo.width} / ${photo.height}`} priority={index < 4} sizes="(min-width: 1024px) 320px, 50vw" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedFilmSection>
  );
});

export default FilmPhotosView;
