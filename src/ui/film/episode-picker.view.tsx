import { Link } from 'wouter';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import { Icon } from '../shared/icon.view';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';

interface EpisodePickerProps {
  filmId: number;
  episodes: readonly EpisodeSummary[];
  current: number | null;
  /** True when the visitor has unlocked the whole film, so no episode shows a lock. */
  allUnlocked: boolean;
}

/** The numbered grid of a film's episodes; the current one is marked, locked ones carry a lock. */
export function EpisodePicker({ filmId, episodes, current, allUnlocked }: EpisodePickerProps) {
  const t = useT();
  const links = useFilmLinks();
  return (
    <nav className="episode-picker" aria-labelledby="episode-picker-title">
      <h2 id="episode-picker-title" className="episode-picker__title">
        {t('film:picker.title', { count: episodes.length })}
      </h2>
      <ol className="episode-picker__grid" role="list">
        {episodes.map((episode) => {
          const locked = !episode.free && !allUnlocked;
          const label = locked ? t('film:picker.episodeLocked', { number: episode.number }) : t('film:picker.episode', { number: episode.number });
          return (
            <li key={episode.id}>
              <Link
                href={links.video(filmId, episode.id)}
                className={locked ? 'episode-picker__item episode-picker__item--locked' : 'episode-picker__item'}
                aria-current={episode.number === current ? 'page' : undefined}
                aria-label={label}
                title={episode.title}
              >
                {episode.number}
                {locked ? <Icon name="lock" className="episode-picker__lock" /> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
