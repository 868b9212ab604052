/** What a member is told about (the server's notice types). */
export type NoticeType =
  | 'reply'
  | 'comment_hidden'
  | 'comment_removed'
  | 'comment_restored'
  | 'comments_hidden'
  | 'application_approved'
  | 'application_denied'
  | 'subtitle_report_approved'
  | 'subtitle_report_rejected';

/** The kinds a member turns notification e-mails on or off for. */
export type NotificationKind = 'reply' | 'moderation' | 'application';
export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['reply', 'moderation', 'application'];

/** One notice in the member's list. */
export interface Notice {
  readonly id: number;
  readonly type: NoticeType;
  readonly createdAt: string;
  readonly read: boolean;
  readonly film: { readonly id: number; readonly title: string } | null;
  /** The top-level comment whose thread the notice opens. */
  readonly threadId: number | null;
  readonly actor: string | null;
  readonly excerpt: string | null;
  readonly count: number;
}

/** Which kinds the member gets by e-mail. */
export type EmailSettings = Readonly<Record<NotificationKind, boolean>>;

/** Where opening a notice leads: the comment's thread, the drama, or nowhere (many comments at once). */
export type NoticeTarget =
  | { readonly route: 'commentDetail'; readonly params: { readonly _cname: string; readonly _did: number; readonly _mid: number } }
  | { readonly route: 'film'; readonly params: { readonly _cname: string; readonly _did: number } }
  | null;

/** The classify segment of links built without a category at hand (the server accepts any). */
const ANY_CLASSIFY = 'drama';

/** The page a notice opens. A removed comment has no thread to show any more: its notice leads to the drama. */
export function noticeTarget(notice: Pick<Notice, 'type' | 'film' | 'threadId'>): NoticeTarget {
  if (!notice.film) return null;
  if (notice.threadId !== null && notice.type !== 'comment_removed') {
    return { route: 'commentDetail', params: { _cname: ANY_CLASSIFY, _did: notice.film.id, _mid: notice.threadId } };
  }
  return { route: 'film', params: { _cname: ANY_CLASSIFY, _did: notice.film.id } };
}

/** The ids of the notices still unread, to be marked read once shown. */
export const unreadIds = (notices: readonly Pick<Notice, 'id' | 'read'>[]): number[] => notices.filter((n) => !n.read).map((n) => n.id);
