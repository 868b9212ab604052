import { observer } from 'mobx-react-lite';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { Rail, RailItem } from '../components/rail.view';
import { FilmPoster } from './film-poster.view';

/** A rail of film posters; ranked rails show each film's place. */
export const FilmRail = observer(function FilmRail({ label, films, ranked = false }: { label: string; films: readonly FilmCard[]; ranked?: boolean }) {
  return (
    <Rail label={label}>
      {films.map((film, index) => (
        <RailItem key={film.id}>
          <FilmPoster film={film} rank={ranked ? index + 1 : undefined} />
        </RailItem>
      ))}
    </Rail>
  );
});
