import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { controlsTransition, initialControlsVisibility, type ControlsEvent, type ControlsVisibility } from '../../domain/player/controls-visibility.machine';
import { Clock, type Cancel } from '../shared/clock.port';

/** Runs the controls-visibility machine of `src/domain/player` on the Clock port: one timer, set for when they hide. */
@injectable()
export class PlayerControlsStore {
  state: ControlsVisibility = initialControlsVisibility;
  private cancelHide: Cancel | null = null;

  constructor(@inject(Clock) private readonly clock: Clock) {
    makeAutoObservable<PlayerControlsStore, 'clock' | 'cancelHide'>(this, { clock: false, cancelHide: false }, { autoBind: true });
  }

  get visible(): boolean {
    return this.state.visible;
  }

  played(): void {
    this.send({ type: 'played', now: this.clock.now() });
  }

  paused(): void {
    this.send({ type: 'paused' });
  }

  /** A tap, a pointer move or a key inside the player. */
  activity(): void {
    this.send({ type: 'activity', now: this.clock.now() });
  }

  /** The visitor's focus or pointer is on the controls (true) or has left them (false). */
  hold(held: boolean): void {
    if (held !== this.state.held) this.send({ type: 'held', held, now: this.clock.now() });
  }

  /** A new episode opened: controls show until it plays. */
  reset(): void {
    this.dispose();
    this.state = initialControlsVisibility;
  }

  /** Stops the timer; call when the player goes away. */
  dispose(): void {
    this.cancelHide?.();
    this.cancelHide = null;
  }

  private tick(): void {
    this.cancelHide = null;
    this.send({ type: 'tick', now: this.clock.now() });
  }

  private send(event: ControlsEvent): void {
    this.state = controlsTransition(this.state, event);
    this.dispose();
    if (this.state.hideAt !== null) this.cancelHide = this.clock.setTimeout(this.tick, Math.max(0, this.state.hideAt - this.clock.now()));
  }
}
