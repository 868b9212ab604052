import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { EpisodeTracks } from '../../domain/admin/subtitle-tracks.types';
import { isApiError } from '../../domain/errors/api-error';
import { LANGUAGES, type Language } from '../../domain/routing/language';
import { checkWebVtt, TRACK_PROBLEM_KEYS } from '../../domain/subtitles/webvtt-check';
import { DramaEditorStore } from './drama-editor.store';
import { SubtitleTracksGateway } from './subtitle-tracks-gateway.port';

/** Why a language's last action was refused: the message key, and the file's line when the file was at fault. */
export interface TrackRefusal {
  /** Null when the episode's tracks could not be read at all. */
  readonly lang: Language | null;
  readonly key: string;
  readonly line: number | null;
}

/**
 * The subtitle tracks of the episode an operator opened in the drama editor: each language's served version and its
 * history, an upload (checked here first with the server's own rules, so a broken file is named at once and never
 * sent) and a rollback. One action at a time.
 */
@injectable()
export class SubtitleTracksStore {
  episodeNum: number | null = null;
  tracks: EpisodeTracks | null = null;
  loading = false;
  /** The language whose upload or rollback is running. */
  pending: Language | null = null;
  refusal: TrackRefusal | null = null;
  /** The language whose last action succeeded (announced). */
  done: Language | null = null;
  private filmId: number | null = null;

  constructor(
    @inject(SubtitleTracksGateway) private readonly gateway: SubtitleTracksGateway,
    @inject(DramaEditorStore) private readonly editor: DramaEditorStore,
  ) {
    makeAutoObservable<this, 'gateway' | 'editor' | 'filmId'>(
      this,
      { gateway: false, editor: false, filmId: false, tracks: observableRef },
      { autoBind: true },
    );
  }

  /** Opens an episode's tracks; opening the one shown closes it. */
  toggle(filmId: number, episodeNum: number): void {
    if (this.episodeNum === episodeNum && this.filmId === filmId) {
      this.close();
      return;
    }
    this.filmId = filmId;
    this.episodeNum = episodeNum;
    this.tracks = null;
    this.refusal = null;
    this.done = null;
    this.pending = null;
    void this.load(filmId, episodeNum);
  }

  close(): void {
    this.episodeNum = null;
    this.filmId = null;
    this.tracks = null;
    this.refusal = null;
  }

  /** Every language: its track when it has one, else null (an upload adds it). */
  get languages(): { readonly lang: Language; readonly track: EpisodeTracks['tracks'][number] | null }[] {
    return LANGUAGES.map((lang) => ({ lang, track: this.tracks?.tracks.find((t) => t.lang === lang) ?? null }));
  }

  async upload(lang: Language, file: Blob): Promise<void> {
    const { filmId, episodeNum, tracks } = this;
    if (filmId === null || episodeNum === null || !tracks || this.pending) return;
    const check = checkWebVtt(await file.text(), file.size, tracks.durationSeconds);
    if (!check.ok) {
      runInAction(() => {
        // A file too large has no line to name.
        this.refusal = { lang, key: `site-errors:${TRACK_PROBLEM_KEYS[check.problem]}`, line: check.problem === 'too_large' ? null : check.line };
        this.done = null;
      });
      return;
    }
    await this.run(lang, () => this.gateway.upload(filmId, episodeNum, lang, file));
  }

  async rollBack(lang: Language, version: number): Promise<void> {
    const { filmId, episodeNum } = this;
    if (filmId === null || episodeNum === null || this.pending) return;
    await this.run(lang, () => this.gateway.rollBack(filmId, episodeNum, lang, version));
  }

  private async load(filmId: number, episodeNum: number): Promise<void> {
    this.loading = true;
    try {
      const tracks = await this.gateway.tracks(filmId, episodeNum);
      runInAction(() => {
        if (this.episodeNum === episodeNum && this.filmId === filmId) this.tracks = tracks;
      });
    } catch (error) {
      runInAction(() => {
        if (this.episodeNum === episodeNum) this.refusal = { lang: null, key: isApiError(error) ? error.msgKey : 'site-errors:generic', line: null };
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private async run(lang: Language, work: () => Promise<EpisodeTracks>): Promise<void> {
    const episodeNum = this.episodeNum;
    this.pending = lang;
    this.refusal = null;
    this.done = null;
    try {
      const tracks = await work();
      runInAction(() => {
        if (this.episodeNum !== episodeNum) return;
        this.tracks = tracks;
        this.done = lang;
        this.editor.noteSubtitleLanguages(
          tracks.episodeNum,
          tracks.tracks.map((t) => t.lang),
        );
      });
    } catch (error) {
      runInAction(() => {
        if (this.episodeNum === episodeNum) this.refusal = { lang, key: isApiError(error) ? error.msgKey : 'site-errors:generic', line: null };
      });
    } finally {
      runInAction(() => (this.pending = null));
    }
  }
}
