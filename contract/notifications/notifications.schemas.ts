import * as v from 'valibot';
import { Count, Id, IsoDate } from '../common.schemas';

/**
 * What a member is told about: a reply to one of their comments; their comment hidden after reports, removed or
 * made visible again by a moderator (or many hidden at once); their permission application approved or denied; a
 * subtitle line they reported corrected (the excerpt: the line as it reads now) or left as it was.
 */
export const NOTICE_TYPES = [
  'reply',
  'comment_hidden',
  'comment_removed',
  'comment_restored',
  'comments_hidden',
  'application_approved',
  'application_denied',
  'subtitle_report_approved',
  'subtitle_report_rejected',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The kinds a member turns e-mails on or off for (each notice type belongs to one). */
export const NOTIFICATION_KINDS = ['reply', 'moderation', 'application'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKind = v.picklist(NOTIFICATION_KINDS);

const KIND_OF: { readonly [T in NoticeType]: NotificationKind } = {
  reply: 'reply',
  comment_hidden: 'moderation',
  comment_removed: 'moderation',
  comment_restored: 'moderation',
  comments_hidden: 'moderation',
  application_approved: 'application',
  application_denied: 'application',
  subtitle_report_approved: 'moderation',
  subtitle_report_rejected: 'moderation',
};

/** The kind whose e-mail setting decides whether a notice of this type is mailed. */
export const kindOfNotice = (type: NoticeType): NotificationKind => KIND_OF[type];

/** One notice in the member's list. */
export const Notice = v.object({
  id: Id,
  type: v.picklist(NOTICE_TYPES),
  created_at: IsoDate,
  read: v.boolean(),
  /** The drama it is about, titled in the request's language; null for notices about many comments. */
  film: v.nullable(v.object({ id: Id, title: v.string() })),
  /** The top-level comment whose thread the notice opens (replies and moderation of one comment). */
  thread_id: v.nullable(Id),
  /** Who replied. */
  actor: v.nullable(v.string()),
  /** The start of the reply, of the moderated comment, or the operators' message with a decision. */
  excerpt: v.nullable(v.string()),
  /** How many comments a `comments_hidden` notice is about; 1 otherwise. */
  count: Count,
});
export type Notice = v.InferOutput<typeof Notice>;

/** The member's newest notices and how many of all are unread. */
export const NoticeList = v.object({ items: v.array(Notice), unread: Count });

/** Unread notices (the bell). */
export const UnreadCount = v.object({ unread: Count });

/** Which kinds the member gets e-mails for (the notices in the site are always kept). */
export const NotificationSettings = v.object({ email: v.object({ reply: v.boolean(), moderation: v.boolean(), application: v.boolean() }) });
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

/** What an unsubscribe link is for, and whether those e-mails are on now. */
export const UnsubscribeState = v.object({ kind: NotificationKind, email: v.boolean() });
