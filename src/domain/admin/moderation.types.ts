/** Which moderation queue the console shows. */
export type ModerationQueueName = 'reported' | 'hidden';
export type ModerationDecision = 'restore' | 'keep_hidden' | 'delete';

/** One report with the weight its reporter's record gives it. */
export interface WeighedReport {
  readonly reporter: { readonly id: string; readonly username: string };
  readonly reason: string;
  readonly createdAt: string;
  readonly upheld: number;
  readonly rejected: number;
  readonly weight: number;
}

/** A comment awaiting an operator's decision. */
export interface ModeratedComment {
  readonly id: number;
  readonly content: string;
  readonly state: 'visible' | 'hidden' | 'removed';
  readonly createdAt: string;
  readonly author: { readonly id: string; readonly username: string; readonly email: string };
  readonly film: { readonly id: number; readonly title: string } | null;
  readonly reports: readonly WeighedReport[];
  readonly score: number;
}
