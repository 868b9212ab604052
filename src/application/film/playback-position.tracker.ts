import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { WatchHistory } from './watch-history.port';
import { Clock } from '../shared/clock.port';
import { PlaybackPositions } from './playback-positions.port';

/** What 'continue watching' shows of the film being played. */
export interface WatchedFilm {
  readonly title: string;
  readonly posterUrl: string;
  readonly episodeCount: number;
  /** Category slugs, which the feed counts (issue 34). */
  readonly categories?: readonly string[];
}

/** How often (in seconds of playback) the position is written while an episode plays. */
const SAVE_EVERY_SECONDS = 5;
/** Closer than this to the end counts as finished: the next visit starts the episode from the beginning. */
const FINISHED_WITHIN_SECONDS = 3;

/** Remembers where the current episode stopped and where to resume it. */
@injectable()
export class PlaybackPositionTracker {
  filmId: number | null = null;
  episodeNumber: number | null = null;
  /** Seconds to resume from when the episode opens, null to start at the beginning. */
  resumeAt: number | null = null;
  /** True when resumeAt is a moment a link asked for, not where the visitor stopped (nothing to announce then). */
  resumeFromLink = false;
  private lastSaved = 0;
  private videoId: number | null = null;
  private describeFilm: () => WatchedFilm | null = () => null;

  constructor(
    @inject(PlaybackPositions) private readonly positions: PlaybackPositions,
    @inject(WatchHistory) private readonly history: WatchHistory,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<PlaybackPositionTracker, 'positions' | 'history' | 'clock' | 'lastSaved' | 'describeFilm' | 'videoId'>(
      this,
      { positions: false, history: false, clock: false, lastSaved: false, describeFilm: false, videoId: false },
      { autoBind: true },
    );
  }

  /**
   * Starts tracking an episode (null for trailers and clips, which are not remembered). `describeFilm` is read
   * at each save because the film's details may arrive after the video. `startAt`, a moment the page's link asked
   * for (`?t=`), comes before the remembered position.
   */
  begin(
    filmId: number,
    episodeNumber: number | null,
    videoId: number | null = null,
    describeFilm: () => WatchedFilm | null = () => null,
    startAt: number | null = null,
  ): void {
    this.describeFilm = describeFilm;
    this.videoId = videoId;
    this.filmId = filmId;
    this.episodeNumber = episodeNumber;
    this.resumeAt = startAt ?? (episodeNumber === null ? null : this.positions.get(filmId, episodeNumber));
    this.resumeFromLink = startAt !== null;
    this.lastSaved = this.resumeAt ?? 0;
  }

  /** Where the visitor stopped `episodeNumber` of `filmId` on this device, null for the beginning (or a finished one). */
  remembered(filmId: number, episodeNumber: number): number | null {
    return this.positions.get(filmId, episodeNumber) || null;
  }

  /** Called as playback advances; writes now and then rather than on every frame. */
  progress(seconds: number, duration: number): void {
    if (Math.abs(seconds - this.lastSaved) >= SAVE_EVERY_SECONDS) this.persist(seconds, duration);
  }

  /** Writes the position at once (pause, leaving the page, end of the episode). */
  persist(seconds: number, duration: number): void {
    if (this.filmId === null || this.episodeNumber === null || !Number.isFinite(seconds)) return;
    const finished = Number.isFinite(duration) && duration > 0 && duration - seconds <= FINISHED_WITHIN_SECONDS;
    const position = finished ? 0 : Math.max(0, Math.floor(seconds));
    this.positions.save(this.filmId, this.episodeNumber, position);
    this.lastSaved = seconds;
    const film = this.describeFilm();
    if (film && this.videoId !== null) {
      this.history.record({
        filmId: this.filmId,
        filmTitle: film.title,
        posterUrl: film.posterUrl,
        episodeNumber: this.episodeNumber,
        videoId: this.videoId,
        episodeCount: film.episodeCount,
        positionSeconds: position,
        watchedAt: this.clock.now(),
        ...(film.categories ? { categories: film.categories } : {}),
      });
    }
  }

  /** Starts the episode being opened at a moment a link asked for (`?t=`) instead of where it stopped. */
  startFrom(seconds: number): void {
    this.resumeAt = seconds;
    this.resumeFromLink = true;
  }

  /** The resume point was applied; later loads of the same page start where playback actually is. */
  consumeResume(): void {
    this.resumeAt = null;
  }
}
