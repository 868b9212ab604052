import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable, when } from 'mobx';
import type { EpisodeDetail, EpisodeSummary, PermissionCaller, PlayPermission } from '../../domain/catalog/episode.types';
import { askAgainAs } from '../../domain/catalog/play-permission.rules';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { leftToTheBrowser } from '../../domain/errors/left-to-the-browser';
import { buildPath } from '../../domain/routing/route-path.builder';
import { isLanguage } from '../../domain/routing/language';
import { SessionStore } from '../account/session.store';
import { Clock } from '../shared/clock.port';
import { VisitorStore } from '../tracking/visitor.store';
import { FilmGateway, type VideoTarget } from './film-gateway.port';
import { NextEpisodePrefetcher, type EpisodeAhead } from './next-episode.prefetcher';
import { PlaybackPositionTracker, type WatchedFilm } from './playback-position.tracker';
import { RemoteValue } from './remote-value';
import { FeedFunnelTracking } from '../tracking/feed-funnel.use-case';

/** How long the page waits for the visitor id before asking for the play permission anyway. */
const VISITOR_WAIT_MS = 4000;

/**
 * The video page: resolves the page's video to an episode or a clip, checks the play permission, fetches the
 * playable video and keeps the episode list for the picker. Positions and the next-episode offer live in their
 * own collaborators so each stays small.
 */
@injectable()
export class EpisodePlayerStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly episodes = new RemoteValue<readonly EpisodeSummary[]>();
  readonly target = new RemoteValue<VideoTarget>();
  readonly episode = new RemoteValue<EpisodeDetail>();
  readonly permission = new RemoteValue<PlayPermission>();
  readonly video = new RemoteValue<FilmVideo>();
  filmId: number | null = null;
  videoId: number | null = null;
  /** True when this page's video should start by itself (the visitor went on from the previous episode). */
  autoplay = false;
  private autoplayNext = false;
  /** The video the visitor tapped to watch (Watch, Continue, an episode of a list): it starts as it opens. */
  private tappedToWatch: { filmId: number; videoId: number } | null = null;
  /** The film whose episodes the visitor started playing in this document: its other episodes then start by themselves. */
  private watchingFilm: number | null = null;
  private language = '';
  /** The moment the page's link asked for (`?t=`), used by the first video this page opens. */
  private startAt: number | null = null;
  /**
   * The next episode's video once its answer and the head of its file are fetched ahead: the player keeps it loaded
   * beside the playing one, so going on plays an element whose picture is already decoded.
   */
  upNext: FilmVideo | null = null;
  /**
   * The permission that just unlocked this page's episode while its lock panel showed (a share reached its count, an
   * application was approved): the page says so and waits for the visitor's tap to play. Null otherwise.
   */
  justUnlocked: PlayPermission | null = null;
  /** A video fetched ahead shows at once; its play is recorded once it moves (playbackStarted), not before. */
  private playToRecord: { filmId: number; episodeNumber: number } | null = null;

  constructor(
    @inject(FilmGateway) private readonly gateway: FilmGateway,
    @inject(PlaybackPositionTracker) readonly positions: PlaybackPositionTracker,
    @inject(VisitorStore) private readonly visitor: Pick<VisitorStore, 'fingerprintId' | 'identifying' | 'identify'>,
    @inject(Clock) private readonly clock: Clock,
    @inject(NextEpisodePrefetcher) private readonly prefetcher: Pick<NextEpisodePrefetcher, 'prefetch' | 'take' | 'answering' | 'headOf'>,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'signedIn'>,
    @inject(FeedFunnelTracking) private readonly feedFunnel: Pick<FeedFunnelTracking, 'episodePlayed'> = { episodePlayed: () => undefined },
  ) {
    makeAutoObservable<
      EpisodePlayerStore,
      | 'gateway'
      | 'visitor'
      | 'clock'
      | 'prefetcher'
      | 'session'
      | 'feedFunnel'
      | 'caller'
      | 'autoplayNext'
      | 'tappedToWatch'
      | 'watchingFilm'
      | 'language'
      | 'askPermission'
      | 'episodeAt'
      | 'knownEpisode'
      | 'recordPlay'
      | 'playToRecord'
    >(
      this,
      {
        gateway: false,
        visitor: false,
        clock: false,
        prefetcher: false,
        session: false,
        feedFunnel: false,
        caller: false,
        autoplayNext: false,
        tappedToWatch: false,
        watchingFilm: false,
        language: false,
        askPermission: false,
        episodeAt: false,
        knownEpisode: false,
        recordPlay: false,
        playToRecord: false,
        positions: false,
        film: false,
        episodes: false,
        target: false,
        episode: false,
        permission: false,
        video: false,
      },
      { autoBind: true },
    );
  }

  /** The page's start time, once: the next episode the visitor goes on to starts as it would. */
  private takeStartAt(): number | null {
    const startAt = this.startAt;
    this.startAt = null;
    return startAt;
  }

  /** Opens the video page for `videoId` of `filmId`, with texts in `language`, at `startAt` seconds when a link asks. */
  open = flow(function* (this: EpisodePlayerStore, filmId: number, videoId: number, language: string, startAt: number | null = null) {
    if (this.filmId === filmId && this.videoId === videoId && this.language === language && this.target.status === 'ready') {
      // Opened ahead of the page (the route's warm-up) without the link's moment: the player has not started yet.
      if (startAt !== null) this.positions.startFrom(startAt);
      return;
    }
    this.startAt = startAt;
    const filmChanged = this.filmId !== filmId || this.language !== language;
    this.language = language;
    // Once the visitor pressed Play, the film's other episodes go on playing (the browser allows it after that gesture);
    // so does the video whose Watch link or list entry they tapped: that tap was the gesture.
    const tapped = this.tappedToWatch?.filmId === filmId && this.tappedToWatch.videoId === videoId;
    this.tappedToWatch = null;
    this.autoplay = this.autoplayNext || tapped || this.watchingFilm === filmId;
    this.autoplayNext = false;
    this.video.value = null;
    this.permission.value = null;
    this.justUnlocked = null;
    this.upNext = null;
    this.filmId = filmId;
    this.videoId = videoId;
    if (filmChanged) {
      void this.film.load(() => this.gateway.detail(filmId));
      void this.episodes.load(() => this.gateway.episodes(filmId));
    }
    // An episode of the list already here (going on from the previous one) needs no request to resolve.
    const known = this.knownEpisode(filmId, videoId);
    if (known) this.target.set({ kind: 'episode', episodeNumber: known.number });
    else yield this.target.load(() => this.gateway.resolveVideo(filmId, videoId));
    const target = this.target.value;
    if (!target || this.videoId !== videoId) return;
    if (target.kind === 'clip') {
      this.video.set(target.video);
      this.positions.begin(filmId, null, null, undefined, this.takeStartAt());
      return;
    }
    yield this.openEpisode(filmId, target.episodeNumber);
  });

  /**
   * What was fetched ahead (the prefetcher) is shown in the same step, without a request: the lock panel of a
   * locked episode (its live count is then asked again), or the video, whose play is recorded once it moves (the
   * call would otherwise take the main thread from the next picture's first frame on a slow phone). Any other video
   * has its play recorded as it opens.
   */
  private openEpisode = flow(function* (this: EpisodePlayerStore, filmId: number, episodeNumber: number, wasLocked = false) {
    this.playToRecord = null;
    void this.episode.load(() => this.gateway.episode(filmId, episodeNumber));
    // Asked for as the visitor touched its link (watchIntended): those answers, not a second request.
    const answering = this.prefetcher.answering(filmId, episodeNumber);
    if (answering) {
      yield answering;
      if (this.filmId !== filmId || this.episodeNumber !== episodeNumber) return;
    }
    const ahead = this.prefetcher.take(filmId, episodeNumber);
    if (ahead) this.permission.set(ahead.permission);
    if (!ahead?.permission.allowed) yield this.askPermission(filmId, episodeNumber);
    if (!this.permission.value?.allowed) return;
    if (wasLocked && this.filmId === filmId && this.episodeNumber === episodeNumber) this.justUnlocked = this.permission.value;
    // The resume point must be known before the player mounts, which happens as soon as the video arrives.
    this.positions.begin(filmId, episodeNumber, this.videoId, this.watchedFilm, this.takeStartAt());
    // The video is read without recording a play (a read: the server renders a free episode's player with it and
    // the browser hydrates that player from the page), then the play is recorded.
    if (ahead?.video) {
      this.video.set(ahead.video);
      this.playToRecord = { filmId, episodeNumber };
      return;
    }
    yield this.video.load(() => this.gateway.videoAhead(filmId, episodeNumber));
    if (this.video.value) yield this.recordPlay(filmId, episodeNumber);
  });

  /**
   * The play call without the prefetch flag; refused (the permission changed meanwhile), the episode is opened afresh.
   * Not sent (a server render: the browser records the play once hydrated), there is nothing to ask again.
   */
  private async recordPlay(filmId: number, episodeNumber: number): Promise<void> {
    try {
      await this.gateway.play(filmId, episodeNumber);
    } catch (error) {
      if (leftToTheBrowser(error)) return;
      if (this.filmId === filmId && this.episodeNumber === episodeNumber) this.recheckPermission();
    }
  }

  /**
   * The visitor's video started playing: the film's other episodes now start by themselves, and the next one is
   * fetched ahead so that going on to it shows it moving at once.
   */
  playbackStarted(): void {
    this.watchingFilm = this.filmId;
    const toRecord = this.playToRecord;
    this.playToRecord = null;
    if (toRecord && toRecord.filmId === this.filmId && toRecord.episodeNumber === this.episodeNumber)
      void this.recordPlay(toRecord.filmId, toRecord.episodeNumber);
    const filmId = this.filmId;
    // The feed's funnel: a drama started from the feed reaching its next episode (issue 34, item 4).
    if (filmId !== null && this.episodeNumber !== null && this.videoId !== null && isLanguage(this.language))
      this.feedFunnel.episodePlayed(filmId, this.episodeNumber, buildPath('filmVideo', { filmId, videoId: this.videoId }, this.language));
    const next = this.nextEpisode;
    if (!next || filmId === null || !isLanguage(this.language)) return;
    void this.prefetcher
      .prefetch(filmId, next, buildPath('filmVideo', { filmId, videoId: next.id }, this.language))
      .then((ahead) => this.standBy(filmId, next.number, ahead));
  }

  /** The next episode's video waits beside the playing one, unless the visitor moved on meanwhile. */
  private standBy(filmId: number, episodeNumber: number, ahead: EpisodeAhead | null): void {
    if (ahead?.video && this.filmId === filmId && this.nextEpisode?.number === episodeNumber) this.upNext = ahead.video;
  }

  private knownEpisode(filmId: number, videoId: number): EpisodeSummary | null {
    return (this.episodes.value ?? []).find((episode) => episode.id === videoId && episode.filmId === filmId) ?? null;
  }

  /**
   * The visitor tapped a link to watch `videoId` of `filmId` ("Watch episode 1", "Continue", an episode of a list):
   * when that page opens, its video starts by itself. Any other page opened first forgets it.
   */
  watchTapped(filmId: number, videoId: number): void {
    this.tappedToWatch = { filmId, videoId };
  }

  /**
   * The visitor is about to tap `episode` of `filmId` (a finger or a press on its link, page at `pagePath`): its
   * permission, video answer and poster are fetched ahead as for the next episode, so the tap's page starts it
   * without waiting for them (issue 32), and then the first frame of its file, at once: the file is on its way while
   * the tap's page renders, instead of asked for by its player once it has. Within the same data plan (none on
   * Save-Data or 2G). Answers that head's arrival in the HTTP cache (null when none was asked for): a tap that
   * starts the file itself (`fileStarted`, tapped-start.ts) lets its `<video>` ask once it is there.
   */
  watchIntended(filmId: number, episode: EpisodeSummary, pagePath: string, { fileStarted = false }: { fileStarted?: boolean } = {}): Promise<void> | null {
    if (this.filmId === filmId && this.episodeNumber === episode.number) return null;
    void this.prefetcher.prefetch(filmId, episode, pagePath, { for: 'tap', fileStarted });
    return this.prefetcher.headOf(filmId, episode.number);
  }

  /**
   * Where a tap that starts `episode`'s file before its page (tapped-start.ts) starts it: where the visitor stopped
   * on this device, null for the beginning. The page's player then takes that start over as it is.
   */
  tapStartAt(filmId: number, episodeNumber: number): number | null {
    return this.positions.remembered(filmId, episodeNumber);
  }

  /** The next page opened should start playing by itself (the countdown ran out or the visitor chose it). */
  continueAutomatically(): void {
    this.autoplayNext = true;
  }

  /**
   * The visitor goes on to `videoId` (swipe, the buttons, the countdown): it starts by itself, and it is opened now,
   * before the route changes, so the page renders once with the new episode (from what was fetched ahead) instead
   * of once with the old one and again after its effect opened the new one.
   */
  goOn(filmId: number, videoId: number, language: string): void {
    this.continueAutomatically();
    void this.open(filmId, videoId, language);
  }

  /**
   * A free episode plays for anyone, so the first answer needs no visitor id. A locked answer depends on who asks
   * (their shares and applications), and the first one may be about someone else: the page's own answer is about no
   * one (the server renders one page for every visitor), so a member's pending application or a returning
   * visitor's share count is not in it. That answer shows meanwhile (the lock panel hydrates as it was sent); a
   * first visit waits for its visitor id (a fingerprint of a few hundred milliseconds of main thread), and the
   * answer is asked again as the caller this browser knows.
   */
  private askPermission = flow(function* (this: EpisodePlayerStore, filmId: number, episodeNumber: number) {
    yield this.permission.load(() => this.gateway.playPermission(filmId, episodeNumber));
    if (this.permission.value?.allowed !== false) return;
    if (this.visitor.fingerprintId === null) yield this.waitForVisitor();
    const shown = this.permission.value;
    if (this.filmId !== filmId || this.episodeNumber !== episodeNumber || shown === null || !askAgainAs(shown, this.caller)) return;
    yield this.permission.load(() => this.gateway.playPermission(filmId, episodeNumber));
  });

  /** Who the play-permission call speaks for now: the member of the session, else the visitor id, else no one. */
  private get caller(): PermissionCaller {
    if (this.session.signedIn) return 'member';
    return this.visitor.fingerprintId !== null ? 'visitor' : 'anonymous';
  }

  /**
   * Waits until the visitor id exists, but never longer than VISITOR_WAIT_MS, so a slow fingerprint cannot leave
   * the page loading forever.
   */
  private waitForVisitor(): Promise<void> {
    void this.visitor.identify();
    if (!this.visitor.identifying) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        stopTimer();
        stopWatching();
        resolve();
      };
      const stopTimer = this.clock.setTimeout(finish, VISITOR_WAIT_MS);
      const stopWatching = when(() => !this.visitor.identifying, finish);
    });
  }

  private watchedFilm(): WatchedFilm | null {
    const film = this.film.value;
    return film ? { title: film.title, posterUrl: film.posterUrl, episodeCount: film.episodeCount, categories: film.categories.map((c) => c.slug) } : null;
  }

  /** Asks again (after the visitor shared the film or was granted permission). */
  recheckPermission(): void {
    const target = this.target.value;
    if (this.filmId !== null && target?.kind === 'episode') void this.openEpisode(this.filmId, target.episodeNumber, this.locked);
  }

  /** The visitor has read the unlock notice (and pressed its Play). */
  dismissUnlocked(): void {
    this.justUnlocked = null;
  }

  /** The episode number playing (or locked) on this page, null for trailers and clips. */
  get episodeNumber(): number | null {
    const target = this.target.value;
    return target?.kind === 'episode' ? target.episodeNumber : null;
  }

  /** True when this page is an episode the visitor may not watch yet. */
  get locked(): boolean {
    return this.permission.value !== null && this.episodeNumber !== null && !this.permission.value.allowed;
  }

  /** The episode after this one, as listed in the picker. */
  get nextEpisode(): EpisodeSummary | null {
    return this.episodeAt(1);
  }

  /** The episode before this one, as listed in the picker. */
  get previousEpisode(): EpisodeSummary | null {
    return this.episodeAt(-1);
  }

  private episodeAt(offset: number): EpisodeSummary | null {
    const current = this.episodeNumber;
    if (current === null) return null;
    return (this.episodes.value ?? []).find((episode) => episode.number === current + offset) ?? null;
  }
}
