import { RESEND_COUNTDOWN_SECONDS } from '../constants';

/**
 * The resend-code link: idle (link shown) -> sending (indicator) -> counting until a deadline -> idle.
 * Time always comes in as `now` (milliseconds from the clock port); the machine never starts a timer.
 */
export type CountdownState =
  { readonly phase: 'idle' } | { readonly phase: 'sending' } | { readonly phase: 'counting'; readonly until: number; readonly sendFailed: boolean };

/** What the view shows for a state at a moment. */
export interface CountdownSnapshot {
  readonly state: CountdownState;
  /** Whole seconds until the link reappears (rounded up), 0 when not counting. */
  readonly secondsLeft: number;
  readonly canResend: boolean;
  readonly showSending: boolean;
  /** 'have sent' with the countdown, after a code went out. */
  readonly showHaveSent: boolean;
  /**
   * 'try again in N s' after a failed send: the countdown still runs (the spec), but it does not claim a code was
   * sent beside the failure's message (issue 29: one state, one message).
   */
  readonly showRetryIn: boolean;
}

/** The link before any code was sent. */
export const initialCountdown: CountdownState = { phase: 'idle' };

const COUNTDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000;

/** Describes a state at `now`; a countdown whose deadline has passed reads as idle. */
export function snapshot(state: CountdownState, now: number): CountdownSnapshot {
  const current = state.phase === 'counting' && now >= state.until ? initialCountdown : state;
  if (current.phase === 'counting') {
    // Capped so a clock that jumps backwards never shows more than the full countdown.
    const secondsLeft = Math.min(RESEND_COUNTDOWN_SECONDS, Math.ceil((current.until - now) / 1000));
    const failed = current.sendFailed;
    return { state: current, secondsLeft, canResend: false, showSending: false, showHaveSent: !failed, showRetryIn: failed };
  }
  const sending = current.phase === 'sending';
  return { state: current, secondsLeft: 0, canResend: !sending, showSending: sending, showHaveSent: false, showRetryIn: false };
}

/** The visitor asks for a code; ignored while sending or counting so a double click sends once. */
export function start(state: CountdownState, now: number): CountdownSnapshot {
  const current = snapshot(state, now);
  return current.canResend ? snapshot({ phase: 'sending' }, now) : current;
}

function finishSending(state: CountdownState, now: number, sendFailed: boolean): CountdownSnapshot {
  if (state.phase !== 'sending') return snapshot(state, now);
  return snapshot({ phase: 'counting', until: now + COUNTDOWN_MS, sendFailed }, now);
}

/** The code was sent: count down from 30 s. */
export function sendSucceeded(state: CountdownState, now: number): CountdownSnapshot {
  return finishSending(state, now, false);
}

/** Sending failed: the countdown still runs (as 'try again in'), so a broken mail server cannot be hammered. */
export function sendFailed(state: CountdownState, now: number): CountdownSnapshot {
  return finishSending(state, now, true);
}

/** Advances to `now`: when the deadline has passed the link reappears. */
export function tick(state: CountdownState, now: number): CountdownSnapshot {
  return snapshot(state, now);
}
