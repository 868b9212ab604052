import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SubtitleTracksStore } from '../../../application/admin/subtitle-tracks.store';
import { Translator } from '../../../application/shared/translator.port';
import type { SubtitleTrack, SubtitleTrackVersion } from '../../../domain/admin/subtitle-tracks.types';
import { clockTime } from '../../../domain/player/media-time';
import { LANGUAGE_NAMES, type Language } from '../../../domain/routing/language';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';

/** The button of an episode row that opens its tracks below the row. */
export const SubtitleTracksToggle = observer(function SubtitleTracksToggle({ filmId, episodeNum }: { filmId: number; episodeNum: number }) {
  const store = useService(SubtitleTracksStore);
  const t = useT();
  const open = store.episodeNum === episodeNum;
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-expanded={open}
      aria-controls={open ? `tracks-${episodeNum}` : undefined}
      aria-label={t('admin:adminSubtitles.toggleLabel', { number: episodeNum })}
      onClick={() => store.toggle(filmId, episodeNum)}
    >
      {t('admin:adminSubtitles.toggle')}
    </button>
  );
});

/** An episode's tracks, one row per language: the version served, a file to upload, the history with rollbacks. */
export const SubtitleTracksPanel = observer(function SubtitleTracksPanel({ episodeNum }: { episodeNum: number }) {
  const store = useService(SubtitleTracksStore);
  const t = useT();
  if (store.episodeNum !== episodeNum) return null;
  const headingId = `tracks-${episodeNum}-heading`;
  return (
    <section id={`tracks-${episodeNum}`} className="tracks-panel" aria-labelledby={headingId} aria-busy={store.loading || store.pending !== null}>
      <h4 id={headingId}>{t('admin:adminSubtitles.heading', { number: episodeNum })}</h4>
      <p className="tracks-panel__hint">{t('admin:adminSubtitles.hint')}</p>
      {store.refusal?.lang === null ? <p role="alert">{t(store.refusal.key)}</p> : null}
      {store.tracks === null ? (
        store.loading ? (
          <p role="status">{t('admin:adminSubtitles.loading')}</p>
        ) : null
      ) : (
        <ul className="tracks-panel__rows" role="list">
          {store.languages.map(({ lang, track }) => (
            <TrackRow key={lang} lang={lang} track={track} />
          ))}
        </ul>
      )}
    </section>
  );
});

const TrackRow = observer(function TrackRow({ lang, track }: { lang: Language; track: SubtitleTrack | null }) {
  const store = useService(SubtitleTracksStore);
  const t = useT();
  const [inputKey, setInputKey] = useState(0);
  const language = LANGUAGE_NAMES[lang];
  const current = track?.versions[0];
  const refusal = store.refusal?.lang === lang ? store.refusal : null;
  const busy = store.pending !== null;
  const choose = (file: File | undefined) => {
    setInputKey((k) => k + 1);
    if (file) void store.upload(lang, file);
  };
  return (
    <li className="track-row">
      <span className="track-row__lang" lang={lang}>
        {language}
      </span>
      <span className="track-row__state">
        {!track
          ? t('admin:adminSubtitles.none')
          : current
            ? t('admin:adminSubtitles.version', { version: current.version, cues: current.cues })
            : t('admin:adminSubtitles.original')}
        {track ? (
          <>
            {' · '}
            <a href={track.url} target="_blank" rel="noopener" aria-label={t('admin:adminSubtitles.openLabel', { language })}>
              {t('admin:adminSubtitles.open')}
            </a>
          </>
        ) : null}
      </span>
      <label className="button button--quiet track-row__file" aria-disabled={busy}>
        {store.pending === lang ? t('admin:adminSubtitles.working') : track ? t('admin:adminSubtitles.replace') : t('admin:adminSubtitles.add')}
        <input
          key={inputKey}
          className="visually-hidden"
          type="file"
          accept=".vtt,text/vtt"
          disabled={busy}
          aria-label={t('admin:adminSubtitles.chooseFor', { language })}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {refusal ? (
        <p className="track-row__problem" role="alert">
          {refusal.line === null ? t(refusal.key) : t('admin:adminSubtitles.lineProblem', { line: refusal.line, problem: t(refusal.key) })}
        </p>
      ) : null}
      {store.done === lang ? (
        <p className="track-row__done" role="status">
          {t('admin:adminSubtitles.done', { language })}
        </p>
      ) : null}
      {track && track.versions.length > 0 ? <TrackHistory lang={lang} versions={track.versions} /> : null}
    </li>
  );
});

const TrackHistory = observer(function TrackHistory({ lang, versions }: { lang: Language; versions: readonly SubtitleTrackVersion[] }) {
  const store = useService(SubtitleTracksStore);
  const translator = useService(Translator);
  const t = useT();
  const source = (v: SubtitleTrackVersion) => {
    if (v.source === 'rollback') return t('admin:adminSubtitles.source.rollback', { version: v.restoredVersion ?? '' });
    if (v.source === 'correction' && v.change) {
      const values = { time: clockTime(v.change.at), before: v.change.before ?? '', after: v.change.after };
      return t(v.change.before === null ? 'admin:adminSubtitles.source.added' : 'admin:adminSubtitles.source.correction', values);
    }
    return t(`admin:adminSubtitles.source.${v.source}`);
  };
  return (
    <details className="track-row__history">
      <summary>{t('admin:adminSubtitles.history', { count: versions.length })}</summary>
      <ol reversed>
        {versions.map((v, index) => (
          <li key={v.version}>
            <span>
              {t('admin:adminSubtitles.versionLine', {
                version: v.version,
                source: source(v),
                who: v.createdBy === 'catalog' ? t('admin:adminSubtitles.catalog') : v.createdBy,
                when: v.createdAt ? translator.formatDate(new Date(v.createdAt)) : '',
              })}
            </span>
            {index === 0 ? (
              <span className="track-row__current">{t('admin:adminSubtitles.current')}</span>
            ) : (
              <button
                type="button"
                className="button button--quiet"
                aria-disabled={store.pending !== null}
                onClick={() => void store.rollBack(lang, v.version)}
              >
                {t('admin:adminSubtitles.restore', { version: v.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
});
