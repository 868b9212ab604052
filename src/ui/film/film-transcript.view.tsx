/*
 * Route /playlet/{filmId}/transcript/{episode}.html: an episode's words in the page's language, each line a link
 * to its moment of the episode (`?t=`). Server-rendered, so the lines are in the HTML before any script.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { FilmTranscriptStore } from '../../application/film/film-transcript.store';
import { Translator } from '../../application/shared/translator.port';
import { clockTime } from '../../domain/player/media-time';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { RemoteGate } from './remote-gate.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';

const FilmTranscriptView = observer(function FilmTranscriptView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const episode = positiveInt(params.episode);
  const store = useService(FilmTranscriptStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null && episode !== null) store.load(filmId, episode, language);
  }, [store, filmId, episode, language]);
  if (filmId === null || episode === null || store.transcript.status === 'not_found') return <FilmNotFound />;
  const filmTitle = store.film.value?.title ?? '';
  return (
    <FilmPageFrame>
      <RemoteGate
        value={store.transcript}
        skeleton={<TextSkeleton label={t('film:state.loading')} lines={12} />}
        onRetry={() => store.load(filmId, episode, language)}
      >
        {(transcript) => {
          const episodePage = links.video(filmId, transcript.episodeId);
          return (
            <article className="reading transcript">
              <p className="reading__kicker">
                <Link href={episodePage}>{t('film:transcript.watch', { number: transcript.episodeNumber })}</Link>
              </p>
              <h1 className="reading__title">{t('film:transcript.title', { film: filmTitle, number: transcript.episodeNumber })}</h1>
              <ol className="transcript__lines" aria-label={t('film:transcript.linesLabel')}>
                {transcript.lines.map((line) => (
                  <li key={`${line.start}-${line.end}`} className="transcript__line">
                    <a href={`${episodePage}?t=${line.start}`} className="transcript__moment">
                      <time dateTime={`PT${line.start}S`}>{clockTime(line.start)}</time>
                    </a>
                    <p className="transcript__text">{line.text}</p>
                  </li>
                ))}
              </ol>
              {transcript.locked ? (
                <p className="transcript__locked">
                  {t('film:transcript.locked', { shown: transcript.lines.length, total: transcript.totalLines })}{' '}
                  <Link href={episodePage}>{t('film:transcript.unlock')}</Link>
                </p>
              ) : null}
            </article>
          );
        }}
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default FilmTranscriptView;
