import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable, observableRef, runInAction } from 'mobx';
import { feedHistory, type FeedHistory } from '../../domain/feed/feed-history';
import type { FeedItem } from '../../domain/feed/feed-item.types';
import { nextEpisodePrefetchPlan } from '../../domain/player/next-episode-prefetch.policy';
import { MediaWarmup } from '../film/media-warmup.port';
import { PlaybackPositions } from '../film/playback-positions.port';
import { WatchHistory } from '../film/watch-history.port';
import { FeedFunnelTracking } from '../tracking/feed-funnel.use-case';
import { FeedGateway } from './feed-gateway.port';

/** Items asked for at a time. */
export const FEED_PAGE_SIZE = 5;
/** The next page is asked for when the visitor is this close to the last item. */
const LOAD_AHEAD = 2;
const NO_HISTORY: FeedHistory = { watched: '', progress: '' };

/**
 * The "For you" feed (issue 34): one drama at a time, the next one standing by. The first page is asked without
 * the device's history, so the server's HTML and the hydrating browser render the same item; once hydrated, the
 * items after the one on screen are asked again with the history (category counts and progress, no titles).
 */
@injectable()
export class FeedStore {
  items: readonly FeedItem[] = [];
  index = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private language: string | null = null;
  private exhausted = false;
  private loadingMore = false;
  private personalized = false;
  /** The episode id of the next drama's opening whose file head is in the HTTP cache: its element may stand by. */
  private standingBy: number | null = null;
  /** The episode id whose head is being fetched. */
  private warming: number | null = null;

  constructor(
    @inject(FeedGateway) private readonly gateway: FeedGateway,
    @inject(WatchHistory) private readonly history: WatchHistory,
    @inject(PlaybackPositions) private readonly positions: PlaybackPositions,
    @inject(MediaWarmup) private readonly warmup: MediaWarmup,
    @inject(FeedFunnelTracking) private readonly funnel: Pick<FeedFunnelTracking, 'itemShown' | 'watchTapped'>,
  ) {
    makeAutoObservable<FeedStore, 'gateway' | 'history' | 'positions' | 'warmup' | 'funnel'>(
      this,
      { gateway: false, history: false, positions: false, warmup: false, funnel: false, items: observableRef },
      { autoBind: true },
    );
  }

  /** Loads the first page in `language` (once per language; again after a failure). */
  show = flow(function* (this: FeedStore, language: string) {
    if (this.language === language && this.status !== 'error') return;
    this.language = language;
    this.items = [];
    this.index = 0;
    this.exhausted = false;
    this.personalized = false;
    this.status = 'loading';
    try {
      const page: Awaited<ReturnType<FeedGateway['page']>> = yield this.gateway.page('', NO_HISTORY, FEED_PAGE_SIZE);
      this.items = page.items;
      this.exhausted = page.nextCursor === null;
      this.status = 'ready';
    } catch {
      this.status = 'error';
    }
  });

  /** After hydration: the items after the one on screen follow the device's watch history, when it has one. */
  personalize = flow(function* (this: FeedStore) {
    const history = feedHistory(this.history.list());
    if (this.personalized || this.status !== 'ready' || (!history.watched && !history.progress)) return;
    this.personalized = true;
    const kept = this.items.slice(0, this.index + 1);
    try {
      const page: Awaited<ReturnType<FeedGateway['page']>> = yield this.gateway.page(cursorOf(kept), history, FEED_PAGE_SIZE);
      // The visitor may have moved on meanwhile: what they saw stays, the rest follows their history.
      const seen = this.items.slice(0, this.index + 1);
      const seenIds = new Set(seen.map((item) => item.filmId));
      this.items = [...seen, ...page.items.filter((item) => !seenIds.has(item.filmId))];
      this.exhausted = page.nextCursor === null;
    } catch {
      // The unpersonalised items stay.
    }
  });

  get current(): FeedItem | null {
    return this.items[this.index] ?? null;
  }

  get previousItem(): FeedItem | null {
    return this.items[this.index - 1] ?? null;
  }

  /**
   * The next drama, once the head of its opening is in the cache (playbackStarted): its `<video>` stands by and reads
   * it from there, as the episode page's next episode does. Null before, and always on Save-Data or 2G.
   */
  get upNext(): FeedItem | null {
    const next = this.items[this.index + 1];
    return next && next.episode.id === this.standingBy ? next : null;
  }

  /**
   * The drama on screen started playing: the next drama's poster and the first bytes of its opening are fetched at
   * low priority, within the next episode's data plan (src/domain/player: 256 KB; nothing on Save-Data or 2G), and
   * its element stands by once they are in. Not before a drama plays: the first picture has the thin line to itself.
   */
  playbackStarted(item: FeedItem): void {
    const next = this.items[this.index + 1];
    if (item !== this.current || !next) return;
    const id = next.episode.id;
    if (this.standingBy === id || this.warming === id) return;
    const plan = nextEpisodePrefetchPlan(this.warmup.connection());
    if (plan.kind === 'none') return;
    this.warming = id;
    this.warmup.image(next.episode.posterUrl);
    void this.warmup.mediaHead(next.episode.url, plan.mediaBytes).then(() =>
      runInAction(() => {
        if (this.warming === id) this.warming = null;
        this.standingBy = id;
      }),
    );
  }

  get hasNext(): boolean {
    return this.index < this.items.length - 1;
  }

  get hasPrevious(): boolean {
    return this.index > 0;
  }

  next(): void {
    if (this.hasNext) this.index += 1;
    if (this.items.length - 1 - this.index < LOAD_AHEAD) void this.loadMore();
  }

  previous(): void {
    if (this.hasPrevious) this.index -= 1;
  }

  /** Jumps to an item of the list (the desktop's list beside the player). */
  select(index: number): void {
    if (index >= 0 && index < this.items.length) this.index = index;
    if (this.items.length - 1 - this.index < LOAD_AHEAD) void this.loadMore();
  }

  /**
   * Watch the series: the episode page goes on where the feed stopped (the position is kept as the player keeps its
   * own), and the tap counts as the drama's watch start in the feed's funnel.
   */
  watch(item: FeedItem, seconds: number): void {
    if (item.episode.episodeNumber !== null && Number.isFinite(seconds)) this.positions.save(item.filmId, item.episode.episodeNumber, Math.floor(seconds));
    this.funnel.watchTapped(item.filmId, item.episode.episodeNumber ?? 1);
  }

  /** The feed is on screen with its current item (or left, `false`): an item seen long enough counts as an impression. */
  onScreen(visible: boolean): void {
    this.funnel.itemShown(visible ? (this.current?.filmId ?? null) : null);
  }

  private loadMore = flow(function* (this: FeedStore) {
    if (this.exhausted || this.loadingMore || this.status !== 'ready') return;
    this.loadingMore = true;
    try {
      const history = this.personalized ? feedHistory(this.history.list()) : NO_HISTORY;
      const page: Awaited<ReturnType<FeedGateway['page']>> = yield this.gateway.page(cursorOf(this.items), history, FEED_PAGE_SIZE);
      const known = new Set(this.items.map((item) => item.filmId));
      this.items = [...this.items, ...page.items.filter((item) => !known.has(item.filmId))];
      this.exhausted = page.nextCursor === null;
    } catch {
      // The next swipe asks again.
    } finally {
      this.loadingMore = false;
    }
  });
}

/** The cursor naming every drama already in the feed, so the server never repeats one. */
function cursorOf(items: readonly FeedItem[]): string {
  return items.map((item) => item.filmId).join('.');
}
