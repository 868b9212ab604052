import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { NextEpisodeStore } from '../../application/film/next-episode.store';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import { useT } from '../shared/use-t.hook';

/** The end-of-episode card: "Episode 5 starts in 6 s" with Play now and Cancel, or a calm end note. */
export const NextEpisodeOffer = observer(function NextEpisodeOffer({ countdown, next }: { countdown: NextEpisodeStore; next: EpisodeSummary | null }) {
  const t = useT();
  const playNow = useRef<HTMLButtonElement>(null);
  const state = countdown.state;
  // Keyboard users land on the offer when it appears, so Enter plays and Tab reaches Cancel.
  useEffect(() => {
    if (state.kind === 'counting') playNow.current?.focus();
  }, [state.kind]);
  if (!countdown.showsOffer) return null;
  if (state.kind === 'finished' || !next) {
    return (
      <div className="next-offer" role="status">
        <p className="next-offer__title">{t('film:next.finished')}</p>
      </div>
    );
  }
  return (
    <div className="next-offer" role="group" aria-labelledby="next-offer-title">
      <p id="next-offer-title" className="next-offer__title">
        {t('film:next.upNext', { number: next.number, title: next.title })}
      </p>
      {state.kind === 'counting' ? (
        <p className="next-offer__countdown" aria-live="polite">
          {t('film:next.startsIn', { count: state.secondsLeft })}
        </p>
      ) : (
        <p className="next-offer__countdown">{t('film:next.cancelled')}</p>
      )}
      <div className="next-offer__actions">
        <button ref={playNow} type="button" className="button" onClick={countdown.playNow}>
          {t('film:next.playNow')}
        </button>
        {state.kind === 'counting' ? (
          <button type="button" className="button button--secondary" onClick={countdown.cancel}>
            {t('film:next.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
});
