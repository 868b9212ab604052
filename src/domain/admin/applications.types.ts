/** Where a permission application stands in review. */
export type ApplicationStatus = 'pending' | 'approved' | 'denied';

/** What an operator decides. */
export type ApplicationDecision = 'approve' | 'deny';

/** A member's record, so an operator can judge a request. */
export interface ApplicantHistory {
  readonly memberSince: string;
  readonly applications: number;
  readonly approved: number;
  readonly denied: number;
  readonly comments: number;
  readonly hiddenComments: number;
}

/** One permission application in the review queue. */
export interface ReviewedApplication {
  readonly id: number;
  readonly status: ApplicationStatus;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly reply: string | null;
  readonly member: { readonly id: string; readonly username: string; readonly email: string };
  readonly film: { readonly id: number; readonly title: string; readonly posterUrl: string } | null;
  /** The member's latest feedback message about the drama, if any. */
  readonly message: string | null;
  readonly history: ApplicantHistory;
}

/** The longest reply an operator may write (the contract's limit). */
export const APPLICATION_REPLY_MAX = 500;
