import type { UserMessage } from './user-message';

/** What went wrong with one API request, as the HTTP adapter observed it. */
export type FailureInput =
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' }
  /** A non-2xx HTTP status; `body` is the envelope when the server sent one. */
  | { readonly kind: 'http'; readonly status: number; readonly statusText: string; readonly body?: FailureBody }
  /** HTTP 2xx whose envelope carries a non-zero code. */
  | { readonly kind: 'body'; readonly status: number; readonly statusText: string; readonly body: FailureBody }
  /** HTTP 2xx whose body does not match the contract (not an envelope, or `data` of the wrong shape). */
  | { readonly kind: 'invalid'; readonly status: number }
  /** Deliberately not sent: a write asked for while the server renders a page is the browser's to send. */
  | { readonly kind: 'unsent' };

/** The envelope fields a failure is classified by. */
export interface FailureBody {
  readonly code: number;
  readonly msg: string;
}

export type FailureKind = 'network' | 'unauthorized' | 'api' | 'http' | 'invalid' | 'unsent';

/** What the SPA does about a failure (spec section 8): the toast to show, whether to open the login modal. */
export interface FailureOutcome {
  readonly kind: FailureKind;
  /** Null when the failure is shown some other way (the login modal). */
  readonly toast: UserMessage | null;
  readonly openLogin: boolean;
  /** The body code, else the HTTP status, else 0. */
  readonly code: number;
  /** The message key naming the failure (`site-errors:network`, `site-errors:auth.wrong_password`...). */
  readonly msgKey: string;
  /** The HTTP status, 0 when no response arrived. */
  readonly status: number;
}
