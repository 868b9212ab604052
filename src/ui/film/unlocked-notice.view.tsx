import { useEffect, useRef } from 'react';
import type { PlayPermission } from '../../domain/catalog/episode.types';
import { Icon } from '../shared/icon.view';
import { useT } from '../shared/use-t.hook';

export interface UnlockedNoticeProps {
  permission: PlayPermission;
  /** The drama's last episode: everything after the free ones up to it is now the visitor's. */
  episodeCount: number;
  /** Starts the episode (the tap is the visitor's gesture) and puts the notice away. */
  onPlay: () => void;
}

/**
 * Drawn over the episode the moment its lock opened: the share count reached (3/3) or the application approved,
 * what is now the visitor's ("Unlocked: episodes 11-48 are yours"), and Play.
 */
export function UnlockedNotice({ permission, episodeCount, onPlay }: UnlockedNoticeProps) {
  const t = useT();
  const play = useRef<HTMLButtonElement>(null);
  // The lock panel (and its focused button) went away: focus moves to Play, so Enter starts the episode.
  useEffect(() => play.current?.focus({ preventScroll: true }), []);
  const byShares = permission.reason === 'share_unlocked';
  return (
    <div className="unlocked" role="status" aria-labelledby="unlocked-title">
      {byShares ? (
        <p className="locked__progress">
          {/* Reached: the count shows full (a friend more than needed changes nothing). */}
          <span>{t('film:locked.visits', { visits: permission.visitsNeeded, needed: permission.visitsNeeded })}</span>
          <progress max={permission.visitsNeeded} value={permission.visitsNeeded} aria-hidden="true" />
        </p>
      ) : null}
      <p id="unlocked-title" className="unlocked__title">
        {t('film:unlocked.title', { from: permission.freeEpisodes + 1, to: Math.max(episodeCount, permission.freeEpisodes + 1) })}
      </p>
      <button ref={play} type="button" className="button unlocked__play" onClick={onPlay}>
        <Icon name="play" />
        {t('film:unlocked.play', { number: permission.episodeNumber })}
      </button>
    </div>
  );
}
