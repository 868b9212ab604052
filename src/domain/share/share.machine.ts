import type { ShareChannel } from './share-target.builder';

/** The share store's state (spec section 3). */
export interface ShareState {
  readonly showShare: boolean;
  readonly showTips: boolean;
  /** Views the share has brought so far. */
  readonly count: number;
  /** The site URL the tips' visit button opens. */
  readonly domainUrl: string;
  readonly filmId: number | null;
  readonly shareRecordId: number | null;
  /** The (short) link that was shared, shown in the tips so it can be copied again. */
  readonly link: string | null;
}

/** What the visitor (or the share call) did. */
export type ShareEvent =
  | { readonly type: 'open'; readonly filmId: number; readonly domainUrl: string }
  | { readonly type: 'close' }
  | { readonly type: 'chooseChannel'; readonly channel: ShareChannel }
  | { readonly type: 'shareRecorded'; readonly shareRecordId: number; readonly count: number; readonly link: string }
  /** A fresh count from the server while the tips are open. */
  | { readonly type: 'progress'; readonly count: number }
  | { readonly type: 'shareFailed'; readonly reason: string }
  | { readonly type: 'visit' }
  | { readonly type: 'closeTips' };

/** Work the share store carries out. */
export type ShareEffect =
  | { readonly type: 'recordShare'; readonly filmId: number; readonly channel: ShareChannel }
  | { readonly type: 'openUrl'; readonly url: string; readonly newTab: true }
  // Share and short-link failures are only logged, with no message to the visitor (spec section 8).
  | { readonly type: 'log'; readonly message: string };

/** A reducer answer. */
export interface ShareTransition {
  readonly state: ShareState;
  readonly effects: readonly ShareEffect[];
}

/** Nothing shown, nothing shared. */
export const initialShare: ShareState = { showShare: false, showTips: false, count: 0, domainUrl: '', filmId: null, shareRecordId: null, link: null };

const wholeViews = (count: number): number => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

const stay = (state: ShareState): ShareTransition => ({ state, effects: [] });

/**
 * Share dialog and tips: choosing a channel closes the dialog and records the share; a recorded share
 * shows the tips with its view count; the visit button closes both and opens the domain URL in a new tab.
 */
export function shareReducer(state: ShareState, event: ShareEvent): ShareTransition {
  switch (event.type) {
    case 'open':
      return stay({ ...initialShare, showShare: true, filmId: event.filmId, domainUrl: event.domainUrl });
    case 'close':
      return stay({ ...state, showShare: false });
    case 'chooseChannel':
      if (!state.showShare || state.filmId === null) return stay(state);
      return { state: { ...state, showShare: false }, effects: [{ type: 'recordShare', filmId: state.filmId, channel: event.channel }] };
    case 'shareRecorded':
      return stay({ ...state, showTips: true, shareRecordId: event.shareRecordId, count: wholeViews(event.count), link: event.link });
    case 'progress':
      // Counts only grow; an answer that arrives after a newer one must not move the count back.
      return state.showTips ? stay({ ...state, count: Math.max(state.count, wholeViews(event.count)) }) : stay(state);
    case 'shareFailed':
      return { state, effects: [{ type: 'log', message: `share failed: ${event.reason}` }] };
    case 'visit': {
      if (!state.showTips) return stay(state);
      const next = { ...state, showTips: false, showShare: false };
      return state.domainUrl === '' ? stay(next) : { state: next, effects: [{ type: 'openUrl', url: state.domainUrl, newTab: true }] };
    }
    case 'closeTips':
      return stay({ ...state, showTips: false });
  }
}
