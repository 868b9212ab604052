import { observer } from 'mobx-react-lite';
import { SearchStore } from '../../application/search/search.store';
import { clockTime } from '../../domain/player/media-time';
import { useLinks } from '../site/use-links.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/**
 * "Spoken in an episode": the dramas the searched words are said in, each with the line and a link that opens its
 * episode at that moment (`?t=`, honoured by the player). Hidden while loading, on failure and when nothing matched:
 * the title results above carry the page.
 */
export const DialogueMatches = observer(function DialogueMatches() {
  const store = useService(SearchStore);
  const t = useT();
  const links = useLinks();
  const matches = store.dialogue.value;
  if (store.dialogue.status !== 'ready' || !matches || matches.length === 0) return null;
  return (
    <section className="dialogue-matches" aria-labelledby="dialogue-matches-title">
      <h2 id="dialogue-matches-title" className="dialogue-matches__title">
        {t('browse:search.dialogue.title')}
      </h2>
      <ul className="dialogue-matches__list">
        {matches.map((match) => {
          const time = clockTime(match.start);
          return (
            <li key={match.filmId} className="dialogue-match">
              <a className="dialogue-match__link" href={`${links.to('filmVideo', { filmId: match.filmId, videoId: match.episodeId })}?t=${match.start}`}>
                <img className="dialogue-match__poster" src={match.posterUrl} alt="" width={48} height={64} loading="lazy" decoding="async" />
                <span className="dialogue-match__body">
                  <q className="dialogue-match__line">{match.line}</q>
                  <span className="dialogue-match__where">
                    <span className="dialogue-match__film">{match.filmTitle}</span>{' '}
                    <span className="dialogue-match__moment">{t('browse:search.dialogue.moment', { number: match.episodeNumber, time })}</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
