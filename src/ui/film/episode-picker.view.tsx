import { Link } from 'wouter';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';

interface EpisodePickerProps {
  filmId: number;
  episodes: readonly EpisodeSummary[];
  current: number | null;
  /** True when the visitor has unlocked the whole film, so no episode shows a lock. */
  allUnlocked: boolean;
  /** The visitor tapped an episode to watch it (before the page moves to it): it starts playing as it opens. */
  onWatch?: (episode: EpisodeSummary) => void;
  /** A finger or a press landed on an episode's link (the tap follows): what its page needs can be fetched now. */
  onIntent?: (episode: EpisodeSummary) => void;
}

/**
 * The numbered grid of a film's episodes; the current one is marked, locked ones carry a lock. An episode's page
 * code and payload are fetched on intent by the site's link listener (link-intent-prefetch.view.tsx); a press also
 * tells `onIntent`.
 */
export function EpisodePicker({ filmId, episodes, current, allUnlocked, onWatch, onIntent }: EpisodePickerProps) {
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
          const href = links.video(filmId, episode.id);
          return (
            <li key={episode.id}>
              <Link
                href={href}
                className={locked ? 'episode-picker__item episode-picker__item--locked' : 'episode-picker__item'}
                aria-current={episode.number === current ? 'page' : undefined}
                aria-label={label}
                title={episode.title}
                onClick={onWatch ? () => onWatch(episode) : undefined}
                onPointerDown={onIntent ? () => onIntent(episode) : undefined}
              >
                {episode.number}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
