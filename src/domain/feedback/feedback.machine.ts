import { canSubmitFeedback } from '../validation/field.rules';

/** The two feedback dialogs and the request in flight, if any. */
export interface FeedbackState {
  /** The first dialog: apology message with the feedback and apply buttons. */
  readonly showFeedback: boolean;
  /** The second dialog: the text area. */
  readonly showText: boolean;
  readonly pending: 'text' | 'apply' | null;
}

/** What the visitor (or the feedback call) did. */
export type FeedbackEvent =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'openText' }
  | { readonly type: 'cancelText' }
  | { readonly type: 'submitText'; readonly text: string }
  | { readonly type: 'apply' }
  /** `approved` false: an application was received and waits for review. */
  | { readonly type: 'succeeded'; readonly approved?: boolean }
  | { readonly type: 'failed'; readonly reason: string };

/** Work the feedback store carries out. */
export type FeedbackEffect =
  | { readonly type: 'sendFeedback'; readonly content: string }
  | { readonly type: 'applyPermission' }
  | { readonly type: 'message'; readonly key: 'submitSuccess' | 'applicationApproved' | 'shareLoop.applicationReceived' }
  // Feedback failures are only logged (spec section 8).
  | { readonly type: 'log'; readonly message: string };

/** A reducer answer. */
export interface FeedbackTransition {
  readonly state: FeedbackState;
  readonly effects: readonly FeedbackEffect[];
}

/** Both dialogs closed. */
export const initialFeedback: FeedbackState = { showFeedback: false, showText: false, pending: null };

const stay = (state: FeedbackState): FeedbackTransition => ({ state, effects: [] });

/**
 * Feedback dialogs of spec section 4: the first closes, opens the text dialog or applies; a sent text
 * shows submitSuccess and closes both; an application shows applicationApproved and closes the first.
 */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackTransition {
  switch (event.type) {
    case 'open':
      return stay({ ...initialFeedback, showFeedback: true });
    case 'close':
      return stay({ ...state, showFeedback: false });
    case 'openText':
      return state.showFeedback ? stay({ ...state, showText: true }) : stay(state);
    case 'cancelText':
      return stay({ ...state, showText: false });
    case 'submitText':
      // Empty text does nothing: no request, no message, the dialog stays as it is.
      if (!state.showText || state.pending !== null || !canSubmitFeedback(event.text)) return stay(state);
      return { state: { ...state, pending: 'text' }, effects: [{ type: 'sendFeedback', content: event.text.trim() }] };
    case 'apply':
      if (!state.showFeedback || state.pending !== null) return stay(state);
      return { state: { ...state, pending: 'apply' }, effects: [{ type: 'applyPermission' }] };
    case 'succeeded':
      if (state.pending === 'text') return { state: initialFeedback, effects: [{ type: 'message', key: 'submitSuccess' }] };
      if (state.pending === 'apply') {
        const key = event.approved === false ? 'shareLoop.applicationReceived' : 'applicationApproved';
        return { state: { ...state, showFeedback: false, pending: null }, effects: [{ type: 'message', key }] };
      }
      return stay(state);
    case 'failed':
      if (state.pending === null) return stay(state);
      return { state: { ...state, pending: null }, effects: [{ type: 'log', message: `feedback failed: ${event.reason}` }] };
  }
}
