import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import { Translator } from '../../../application/shared/translator.port';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../domain/routing/language';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ActionFailure } from './editor-messages.view';
import { SubtitleTracksPanel, SubtitleTracksToggle } from './subtitle-tracks.view';

/**
 * The episodes in order, each with up / down buttons (plain buttons, so keyboards reach them; rows are keyed by
 * their video, so the focused button stays focused when its row moves) and its free switch; then the form adding one.
 */
export const EpisodesEditor = observer(function EpisodesEditor() {
  const store = useService(DramaEditorStore);
  const translator = useService(Translator);
  const t = useT();
  const episodes = store.stored?.episodes ?? [];
  const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const busy = store.pending !== null;
  return (
    <section className="console-card" aria-labelledby="episodes-heading" aria-busy={store.pending === 'order' || store.pending === 'free'}>
      <h3 id="episodes-heading">{t('admin:adminCatalog.episodes')}</h3>
      {episodes.length === 0 ? <p className="console-empty">{t('admin:adminCatalog.noEpisodes')}</p> : null}
      <ol className="episode-rows">
        {episodes.map((episode, index) => (
          <li key={episode.videoUrl} className="episode-row">
            <span className="episode-row__name">
              {t('admin:adminCatalog.episodeName', { number: episode.number })} · {minutes(episode.durationSeconds)}
            </span>
            <span className="episode-row__subtitles">
              {episode.subtitleLangs.length > 0
                ? t('admin:adminCatalog.subtitlesList', {
                    languages: LANGUAGES.filter((l) => episode.subtitleLangs.includes(l))
                      .map((l) => LANGUAGE_NAMES[l])
                      .join(', '),
                  })
                : t('admin:adminCatalog.noSubtitles')}{' '}
              {store.id !== null ? <SubtitleTracksToggle filmId={store.id} episodeNum={episode.number} /> : null}
            </span>
            <label className="episode-row__free">
              <input
                type="checkbox"
                checked={store.freeShown(episode)}
                aria-disabled={busy}
                onChange={() => void store.setFree(episode.number, !episode.free)}
              />
              {t('admin:adminCatalog.free')}
            </label>
            <span className="episode-row__move">
              <button
                type="button"
                className="button button--quiet"
                aria-disabled={busy || index === 0}
                aria-label={t('admin:adminCatalog.moveUp', { number: episode.number })}
                onClick={() => void store.moveEpisode(episode.number, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-disabled={busy || index === episodes.length - 1}
                aria-label={t('admin:adminCatalog.moveDown', { number: episode.number })}
                onClick={() => void store.moveEpisode(episode.number, 1)}
              >
                ↓
              </button>
            </span>
            <SubtitleTracksPanel episodeNum={episode.number} />
          </li>
        ))}
      </ol>
      {store.pending === 'order' || store.pending === 'free' ? <p role="status">{t('admin:adminCatalog.working')}</p> : null}
      <ActionFailure action="order" />
      <ActionFailure action="free" />
      <AddEpisodeForm key={episodes.length} nextNumber={episodes.length + 1} formatSeconds={(s) => translator.formatNumber(s)} />
    </section>
  );
});

/** Reads a video's length from its metadata in the browser; null when the browser cannot tell. */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** A new episode: its video, its length (read from the file when the browser can), free or not, and WebVTT files by language. */
function AddEpisodeForm({ nextNumber, formatSeconds }: { nextNumber: number; formatSeconds: (s: number) => string }) {
  const store = useService(DramaEditorStore);
  const t = useT();
  const [video, setVideo] = useState<File | null>(null);
  const [duration, setDuration] = useState('');
  const [free, setFree] = useState(false);
  const [subtitles, setSubtitles] = useState<Partial<Record<Language, File>>>({});
  const seconds = Number(duration);
  const durationValid = Number.isInteger(seconds) && seconds >= 1 && seconds <= 6 * 3600;
  const chooseVideo = async (file: File | null) => {
    setVideo(file);
    if (!file) return;
    const read = await readDuration(file);
    // Fills the length only while the field is empty: what the operator typed meanwhile wins.
    if (read !== null) setDuration((typed) => (typed === '' ? String(read) : typed));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!video || !durationValid) return;
    // On success the list grows and this form is remounted empty (its key is the episode count); on failure it keeps every file.
    await store.addEpisode({ video, durationSeconds: seconds, free, subtitles });
  };
  return (
    <form className="add-episode" onSubmit={(e) => void submit(e)} aria-busy={store.pending === 'episode'} noValidate>
      <h4>{t('admin:adminCatalog.addEpisodeHeading', { number: nextNumber })}</h4>
      <div className="console-toolbar">
        <label>
          {t('admin:adminCatalog.video')}
          <input type="file" accept="video/mp4,video/webm" onChange={(e) => void chooseVideo(e.target.files?.[0] ?? null)} />
        </label>
        <label>
          {t('admin:adminCatalog.duration')}
          <input
            inputMode="numeric"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            aria-invalid={duration !== '' && !durationValid ? true : undefined}
            aria-describedby="episode-duration-hint"
          />
        </label>
        <label className="add-episode__free">
          <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} />
          {t('admin:adminCatalog.freeEpisode')}
        </label>
      </div>
      <small id="episode-duration-hint" className={duration !== '' && !durationValid ? 'console-error' : 'console-card__meta'}>
        {duration !== '' && !durationValid
          ? t('admin:adminCatalog.problem.duration')
          : durationValid
            ? t('admin:adminCatalog.durationRead', { seconds: formatSeconds(seconds) })
            : t('admin:adminCatalog.durationHint')}
      </small>
      <fieldset className="add-episode__subtitles">
        <legend>{t('admin:adminCatalog.subtitles')}</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang}>
            {t('admin:adminCatalog.subtitleFor', { language: LANGUAGE_NAMES[lang] })}
            <input type="file" accept=".vtt,text/vtt" onChange={(e) => setSubtitles((s) => ({ ...s, [lang]: e.target.files?.[0] ?? undefined }))} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={!video || !durationValid} aria-disabled={store.pending !== null}>
        {store.pending === 'episode' ? t('admin:adminCatalog.uploading') : t('admin:adminCatalog.addEpisode')}
      </button>
      <ActionFailure action="episode" />
    </form>
  );
}
