import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FilmVideosStore } from '../../application/film/film-videos.store';
import { Translator } from '../../application/shared/translator.port';
import { LazyImage } from '../shared/lazy-image.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { clockTime } from '../../domain/player/media-time';

/**
 * A film's trailers and clips. They play inline with the browser's own controls: they need no permission,
 * no resume and no next-episode offer, and keep the episode player free for episodes.
 */
export const FilmClips = observer(function FilmClips({ filmId, currentVideoId }: { filmId: number; currentVideoId: number | null }) {
  const store = useService(FilmVideosStore);
  const translator = useService(Translator);
  const t = useT();
  useEffect(() => store.load(filmId, translator.language), [store, filmId, translator.language]);
  const clips = (store.videos.value ?? []).filter((clip) => clip.id !== currentVideoId);
  if (clips.length === 0) return null;
  return (
    <section className="clips" aria-labelledby="clips-title">
      <h2 id="clips-title" className="clips__title">
        {t('film:clips.title')}
      </h2>
      <ul className="clips__list" role="list">
        {clips.map((clip) => {
          const playing = store.playingId === clip.id;
          const subtitle = clip.subtitles.find((track) => track.language === translator.language);
          return (
            <li key={clip.id} className="clips__item">
              {playing ? (
                <video className="clips__video" src={clip.url} poster={clip.posterUrl} controls autoPlay playsInline aria-label={clip.title}>
                  {subtitle ? <track kind="subtitles" src={subtitle.url} srcLang={subtitle.language} label={subtitle.label} default /> : null}
                </video>
              ) : (
                <span className="clips__poster">
                  <LazyImage src={clip.posterUrl} alt="" ratio="9 / 16" sizes="120px" />
                </span>
              )}
              <div className="clips__body">
                <p className="clips__name">{clip.title}</p>
                <p className="clips__meta">
                  {t(`film:clips.kind.${clip.kind}`)} · {clockTime(clip.durationSeconds)}
                </p>
                <button type="button" className="button button--secondary" aria-expanded={playing} onClick={() => store.toggle(clip.id)}>
                  {playing ? t('film:clips.close') : t('film:clips.play')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
