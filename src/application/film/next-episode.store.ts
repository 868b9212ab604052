import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  initialNextEpisodeState,
  NEXT_EPISODE_COUNTDOWN_SECONDS,
  nextEpisodeTransition,
  type NextEpisodeEvent,
  type NextEpisodeState,
} from '../../domain/catalog/next-episode.machine';
import { Clock, type Cancel } from '../shared/clock.port';

/** Ticks often enough that the shown seconds change on time without burning the CPU. */
const TICK_MS = 250;

/** Runs the next-episode countdown of the machine in `src/domain/catalog` on the Clock port's time. */
@injectable()
export class NextEpisodeStore {
  state: NextEpisodeState = initialNextEpisodeState;
  private stopTicking: Cancel | null = null;

  constructor(@inject(Clock) private readonly clock: Clock) {
    makeAutoObservable<NextEpisodeStore, 'clock' | 'stopTicking'>(this, { clock: false, stopTicking: false }, { autoBind: true });
  }

  /** The episode ended; offers `nextEpisode` (null when there is none) after the countdown. */
  ended(nextEpisode: number | null, seconds = NEXT_EPISODE_COUNTDOWN_SECONDS): void {
    this.send({ type: 'ended', now: this.clock.now(), nextEpisode, seconds });
  }

  cancel(): void {
    this.send({ type: 'cancel' });
  }

  playNow(): void {
    this.send({ type: 'playNow' });
  }

  /** Clears the offer (a new episode opened, or playback resumed). */
  reset(): void {
    this.send({ type: 'reset' });
  }

  /** The end-of-episode card is up (counting, cancelled, or the last episode finished). */
  get showsOffer(): boolean {
    return this.state.kind === 'counting' || this.state.kind === 'cancelled' || this.state.kind === 'finished';
  }

  /** The episode to go to now, once the countdown ran out or the visitor chose to play it. */
  get advanceTo(): number | null {
    return this.state.kind === 'advance' ? this.state.nextEpisode : null;
  }

  /** Stops the timer; call when the page goes away. */
  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private tick(): void {
    this.send({ type: 'tick', now: this.clock.now() });
  }

  private send(event: NextEpisodeEvent): void {
    this.state = nextEpisodeTransition(this.state, event);
    if (this.state.kind === 'counting' && !this.stopTicking) this.stopTicking = this.clock.setInterval(this.tick, TICK_MS);
    if (this.state.kind !== 'counting') this.dispose();
  }
}
