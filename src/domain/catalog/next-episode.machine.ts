/**
 * The "next episode" offer shown when an episode ends: a countdown that starts the next episode unless the
 * visitor cancels it. Pure: time comes in as milliseconds from the caller's clock.
 */
export type NextEpisodeState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'counting'; readonly nextEpisode: number; readonly deadline: number; readonly secondsLeft: number }
  | { readonly kind: 'cancelled'; readonly nextEpisode: number }
  | { readonly kind: 'advance'; readonly nextEpisode: number }
  | { readonly kind: 'finished' };

export type NextEpisodeEvent =
  /** The episode ended; `nextEpisode` is null when it was the last one or the next one is locked. */
  | { readonly type: 'ended'; readonly now: number; readonly nextEpisode: number | null; readonly seconds: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'cancel' }
  | { readonly type: 'playNow' }
  /** A new episode started playing (or the visitor seeked back): the offer disappears. */
  | { readonly type: 'reset' };

export const initialNextEpisodeState: NextEpisodeState = { kind: 'idle' };

/** Default length of the countdown, in seconds. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 8;

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Applies one event; events that make no sense in the current state leave it unchanged. */
export function nextEpisodeTransition(state: NextEpisodeState, event: NextEpisodeEvent): NextEpisodeState {
  switch (event.type) {
    case 'ended': {
      if (event.nextEpisode === null) return { kind: 'finished' };
      const seconds = Math.max(0, Math.floor(event.seconds));
      if (seconds === 0) return { kind: 'advance', nextEpisode: event.nextEpisode };
      return { kind: 'counting', nextEpisode: event.nextEpisode, deadline: event.now + seconds * 1000, secondsLeft: seconds };
    }
    case 'tick': {
      if (state.kind !== 'counting') return state;
      const secondsLeft = secondsUntil(state.deadline, event.now);
      if (secondsLeft === 0) return { kind: 'advance', nextEpisode: state.nextEpisode };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'cancel':
      return state.kind === 'counting' ? { kind: 'cancelled', nextEpisode: state.nextEpisode } : state;
    case 'playNow':
      return state.kind === 'counting' || state.kind === 'cancelled' ? { kind: 'advance', nextEpisode: state.nextEpisode } : state;
    case 'reset':
      return initialNextEpisodeState;
  }
}
