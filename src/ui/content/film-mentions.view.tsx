import { Link } from 'wouter';
import type { FilmMention } from '../../domain/catalog/content.types';
import { LazyImage } from '../shared/lazy-image.view';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from '../film/film-links.hook';

/** The films an article talks about, linked to their plot lists (the film's own pages). */
export function FilmMentions({ films }: { films: readonly FilmMention[] }) {
  const t = useT();
  const links = useFilmLinks();
  if (films.length === 0) return null;
  return (
    <aside className="film-mentions" aria-labelledby="film-mentions-title">
      <h2 id="film-mentions-title" className="film-mentions__title">
        {t('film:blog.filmsInArticle')}
      </h2>
      <ul role="list" className="film-mentions__list">
        {films.map((film) => (
          <li key={film.id}>
            <Link href={links.plots(film.id)} className="film-mentions__link">
              <span className="film-mentions__poster">
                <LazyImage src={film.posterUrl} alt="" ratio="9 / 16" sizes="72px" />
              </span>
              <span>{film.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
