import { inject, injectable } from 'inversify';
import type { EpisodeSummary, PlayPermission } from '../../domain/catalog/episode.types';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { nextEpisodePrefetchPlan } from '../../domain/player/next-episode-prefetch.policy';
import { PagePayloads } from '../shared/page-payloads.port';
import { FilmGateway } from './film-gateway.port';
import { MediaWarmup, type MediaUrgency } from './media-warmup.port';

/** What is known in advance about the next episode: its permission, and its video when it may play. */
export interface EpisodeAhead {
  readonly permission: PlayPermission;
  readonly video: FilmVideo | null;
}

/** How much of the file to fetch ahead, and how soon. */
interface MediaHead {
  readonly bytes: number;
  readonly urgency: MediaUrgency;
}

interface Entry {
  readonly filmId: number;
  readonly episodeNumber: number;
  ahead: EpisodeAhead | null;
  /** Settles with `ahead` once everything arrived (null when something failed). */
  ready: Promise<EpisodeAhead | null>;
  /** Settles once the answers are in (`ahead` set) or failed, without waiting for the file's head. */
  answered: Promise<void>;
  /** A tapped free episode's file head, fetched with the touch: settles once it is in the HTTP cache (or failed). */
  head: Promise<void> | null;
}

/**
 * While an episode plays, fetches what the next one needs so that going on shows it moving at once: its page
 * payload, its play permission (a locked episode then shows its lock panel at once), its video answer (asked with
 * the prefetch flag, so no play is recorded), its poster and the first bytes of its file, within the data plan of
 * `src/domain/player`. Only the next episode is kept; what was fetched is handed out once.
 */
@injectable()
export class NextEpisodePrefetcher {
  private entry: Entry | null = null;

  constructor(
    @inject(FilmGateway) private readonly gateway: FilmGateway,
    @inject(MediaWarmup) private readonly warmup: MediaWarmup,
    @inject(PagePayloads) private readonly payloads: PagePayloads,
  ) {}

  /**
   * `episode` of `filmId` (its page at `pagePath`) is likely next; fetching starts unless it already did. Answers
   * what was fetched once it is all in (null: nothing is fetched ahead, or something failed). `for: 'next'` (the
   * episode after the playing one) fetches a few seconds of its file at low priority; `for: 'tap'` (a finger is on
   * its link) only the file's first frame, at once and small, so that it is in before the tap's `<video>` asks
   * (TAPPED_EPISODE_MEDIA_BYTES). `fileStarted`: the page plays the tapped episode's file itself as soon as that
   * head is in (a tap that starts it before its page renders, `headOf`): its poster is not fetched beside it.
   */
  prefetch(
    filmId: number,
    episode: EpisodeSummary,
    pagePath: string,
    { for: reason = 'next', fileStarted = false }: { for?: 'next' | 'tap'; fileStarted?: boolean } = {},
  ): Promise<EpisodeAhead | null> {
    if (this.entry?.filmId === filmId && this.entry.episodeNumber === episode.number) return this.entry.ready;
    const plan = nextEpisodePrefetchPlan(this.warmup.connection());
    if (plan.kind === 'none') return Promise.resolve(null);
    let answered = () => undefined as void;
    const entry: Entry = {
      filmId,
      episodeNumber: episode.number,
      ahead: null,
      ready: Promise.resolve(null),
      answered: new Promise((r) => (answered = r)),
      head: null,
    };
    this.entry = entry;
    this.payloads.prefetch(pagePath);
    const head: MediaHead =
      reason === 'tap'
        ? { bytes: fileStarted ? plan.tapStartedMediaBytes : plan.tappedMediaBytes, urgency: 'now' }
        : { bytes: plan.mediaBytes, urgency: 'ahead' };
    // A free episode names its file in the list: a touch starts its first frame now, not one round trip later.
    const early =
      reason === 'tap' && episode.mediaUrl !== null
        ? { url: episode.mediaUrl, done: this.warmup.mediaHead(episode.mediaUrl, head.bytes, head.urgency), fileStarted }
        : null;
    entry.head = early?.done ?? null;
    entry.ready = this.fetchAhead(entry, head, episode.thumbnailUrl, answered, early);
    return entry.ready;
  }

  /**
   * Settles once the answers for this episode, asked ahead and still on their way, are in (or failed); null when
   * none are on their way. The visitor tapped the episode they had just touched: its page waits for those answers
   * rather than asks for them a second time.
   */
  answering(filmId: number, episodeNumber: number): Promise<void> | null {
    const entry = this.entry;
    if (!entry || entry.filmId !== filmId || entry.episodeNumber !== episodeNumber || entry.ahead) return null;
    return entry.answered;
  }

  /** The head of `episodeNumber`'s file asked for with a touch on it (`for: 'tap'`), null when none was. */
  headOf(filmId: number, episodeNumber: number): Promise<void> | null {
    const entry = this.entry;
    return entry && entry.filmId === filmId && entry.episodeNumber === episodeNumber ? entry.head : null;
  }

  /** What was fetched for this episode, if it all arrived; handed out once (the next visit asks afresh). */
  take(filmId: number, episodeNumber: number): EpisodeAhead | null {
    const entry = this.entry;
    if (!entry || entry.filmId !== filmId || entry.episodeNumber !== episodeNumber) return null;
    this.entry = null;
    return entry.ahead;
  }

  private async fetchAhead(
    entry: Entry,
    head: MediaHead,
    thumbnailUrl: string,
    answered: () => void,
    early: { url: string; done: Promise<void>; fileStarted: boolean } | null,
  ): Promise<EpisodeAhead | null> {
    try {
      const permission = await this.gateway.playPermission(entry.filmId, entry.episodeNumber);
      if (!permission.allowed) {
        this.warmup.image(thumbnailUrl);
        entry.ahead = { permission, video: null };
        answered();
        return entry.ahead;
      }
      const video = await this.gateway.videoAhead(entry.filmId, entry.episodeNumber);
      if (!(early?.fileStarted && early.url === video.url)) this.warmup.image(video.posterUrl);
      // Going on can use the answer at once; `ready` waits for the file's head, so a stand-by player reads it
      // from the cache instead of asking the network for it a second time.
      entry.ahead = { permission, video };
      answered();
      await (early?.url === video.url ? early.done : this.warmup.mediaHead(video.url, head.bytes, head.urgency));
      return entry.ahead;
    } catch {
      // Nothing ahead: opening the episode asks the network itself, as without prefetch.
      if (this.entry === entry) this.entry = null;
      answered();
      return null;
    }
  }
}
