import { makeAutoObservable } from 'mobx';
import {
  initialCountdown,
  sendFailed,
  sendSucceeded,
  snapshot,
  start,
  type CountdownSnapshot,
  type CountdownState,
} from '../../domain/countdown/resend-countdown.machine';
import type { Cancel, Clock } from '../shared/clock.port';

/** The resend-code link of one form: drives the domain countdown with the clock port, ticking once a second while it counts. */
export class ResendCountdown {
  private state: CountdownState = initialCountdown;
  /** Whether a code was asked for since the form opened, so the link can say 'send a new code'. */
  sent = false;
  private now: number;
  private stopTicking: Cancel | null = null;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'stopTicking'>(this, { clock: false, stopTicking: false }, { autoBind: true });
  }

  /** What the link shows now: the link, the 'sending' indicator, or 'have sent' with the seconds left. */
  get view(): CountdownSnapshot {
    return snapshot(this.state, this.now);
  }

  /** Marks a send as started; false when the link is not available (sending or counting), so nothing is sent. */
  begin(): boolean {
    this.now = this.clock.now();
    const next = start(this.state, this.now);
    if (next.state === this.state || next.state.phase !== 'sending') return false;
    this.state = next.state;
    this.sent = true;
    return true;
  }

  /** The send ended; a failed send counts down too (spec section 4). */
  finish(ok: boolean): void {
    this.now = this.clock.now();
    this.state = (ok ? sendSucceeded : sendFailed)(this.state, this.now).state;
    this.startTicking();
  }

  /** Back to the plain link, e.g. when the form closes. */
  reset(): void {
    this.dispose();
    this.state = initialCountdown;
    this.sent = false;
  }

  /** Stops the timer. */
  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.view.state.phase !== 'counting') {
      this.state = this.view.state;
      this.dispose();
    }
  }

  private startTicking(): void {
    this.dispose();
    if (this.state.phase === 'counting') this.stopTicking = this.clock.setInterval(this.tick, 1000);
  }
}
