import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { Rail, RailItem } from '../shared/rail.view';
import { FilmPoster } from './film-poster.view';

/**
 * Cards rendered at once: one more than a wide screen shows (cards are at least 120 px wide at 1440 px). The same
 * number wherever it renders, so the server's HTML and the browser's first render agree. The rest follow when the
 * visitor uses the rail (pointer, touch, focus, scroll), which also keeps the first render of home short.
 */
const FIRST_CARDS = Math.ceil(1440 / 120) + 1;

/** A rail of film posters; ranked rails show each film's place. */
export const FilmRail = observer(function FilmRail({ label, films, ranked = false }: { label: string; films: readonly FilmCard[]; ranked?: boolean }) {
  const [complete, setComplete] = useState(false);
  const shown = complete ? films : films.slice(0, FIRST_CARDS);
  return (
    <Rail label={label} onEngage={complete ? undefined : () => setComplete(true)}>
      {shown.map((film, index) => (
        <RailItem key={film.id}>
          <FilmPoster film={film} rank={ranked ? index + 1 : undefined} />
        </RailItem>
      ))}
    </Rail>
  );
});
