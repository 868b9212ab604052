import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from '../account/session.store';
import { EngagementGateway } from './engagement-gateway.port';
import { PendingActionMemory, type PendingAction } from '../account/pending-action.memory';

/** The member's favourite and rating of one drama, with the drama's totals. */
export interface FilmStanding {
  readonly favorited: boolean;
  readonly favoriteCount: number;
  readonly myRating: number | null;
  readonly ratingAvg: number | null;
  readonly ratingCount: number;
}

/**
 * The favourite button and the rating control of the film and video pages. Changes show at once and roll back
 * with a toast when the call fails; an anonymous visitor is asked to sign in and the action runs after that.
 */
@injectable()
export class FilmEngagementStore {
  /** Changes made here, over the standing the film page loaded. */
  private readonly overrides = observable.map<number, Partial<FilmStanding>>();
  private readonly inFlight = observable.set<string>();

  constructor(
    @inject(EngagementGateway) private readonly gateway: EngagementGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PendingActionMemory) private readonly pending: PendingActionMemory,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'pending' | 'toaster' | 'logger'>(
      this,
      // standing() and busy() are reads views call while rendering: plain tracked functions, not actions.
      { gateway: false, session: false, pending: false, toaster: false, logger: false, standing: false, busy: false },
      { autoBind: true },
    );
  }

  /** The standing to show: what the page loaded, with this session's changes on top. */
  standing(filmId: number, loaded: FilmStanding): FilmStanding {
    return { ...loaded, ...this.overrides.get(filmId) };
  }

  busy(filmId: number, what: 'favorite' | 'rate'): boolean {
    return this.inFlight.has(`${what}:${filmId}`);
  }

  /** Adds or removes the favourite. */
  async toggleFavorite(filmId: number, loaded: FilmStanding): Promise<void> {
    if (this.askToSignIn({ type: 'favorite', filmId })) return;
    const before = this.standing(filmId, loaded);
    const favorited = !before.favorited;
    await this.change(filmId, 'favorite', { favorited, favoriteCount: Math.max(0, before.favoriteCount + (favorited ? 1 : -1)) }, async () => {
      const answer = await (favorited ? this.gateway.favorite(filmId) : this.gateway.unfavorite(filmId));
      return { favorited: answer.favorited, favoriteCount: answer.favoriteCount };
    });
  }

  /** Rates 1 to 5 stars; choosing the current score again withdraws the rating. */
  async rate(filmId: number, score: number, loaded: FilmStanding): Promise<void> {
    if (this.askToSignIn({ type: 'rate', filmId, score })) return;
    const withdraw = this.standing(filmId, loaded).myRating === score;
    await this.change(filmId, 'rate', { myRating: withdraw ? null : score }, async () => {
      const answer = await (withdraw ? this.gateway.removeRating(filmId) : this.gateway.rate(filmId, score));
      return { myRating: answer.myRating, ratingAvg: answer.ratingAvg, ratingCount: answer.ratingCount };
    });
  }

  /** After signing in (the page reloaded), finishes what the visitor tried before. */
  async resumePending(): Promise<void> {
    if (!this.session.signedIn) return;
    const action = this.pending.take(['favorite', 'rate']);
    if (action === null) return;
    if (action.type === 'favorite') {
      await this.change(action.filmId, 'favorite', { favorited: true }, async () => {
        const answer = await this.gateway.favorite(action.filmId);
        return { favorited: answer.favorited, favoriteCount: answer.favoriteCount };
      });
    } else {
      await this.change(action.filmId, 'rate', { myRating: action.score }, async () => {
        const answer = await this.gateway.rate(action.filmId, action.score);
        return { myRating: answer.myRating, ratingAvg: answer.ratingAvg, ratingCount: answer.ratingCount };
      });
    }
  }

  private askToSignIn(action: PendingAction): boolean {
    if (this.session.signedIn) return false;
    this.pending.remember(action);
    this.session.openLogin();
    return true;
  }

  private async change(
    filmId: number,
    what: 'favorite' | 'rate',
    optimistic: Partial<FilmStanding>,
    send: () => Promise<Partial<FilmStanding>>,
  ): Promise<void> {
    const key = `${what}:${filmId}`;
    if (this.inFlight.has(key)) return;
    const previous = this.overrides.get(filmId);
    this.inFlight.add(key);
    this.overrides.set(filmId, { ...previous, ...optimistic });
    try {
      const confirmed = await send();
      runInAction(() => this.overrides.set(filmId, { ...this.overrides.get(filmId), ...confirmed }));
    } catch (error) {
      this.logger.warn(`${what} of film ${filmId} failed`, error);
      runInAction(() => {
        if (previous === undefined) this.overrides.delete(filmId);
        else this.overrides.set(filmId, previous);
      });
      this.toaster.show(what === 'favorite' ? 'film:engagement.favoriteFailed' : 'film:engagement.rateFailed');
    } finally {
      runInAction(() => this.inFlight.delete(key));
    }
  }
}
