import { kindOfNotice, type NoticeType } from '../../../contract/notifications/notifications.schemas';
import type { MailMessage } from '../mailer.port';
import type { MailLang } from '../mail-language';
import { accountNoticeFrames } from './account-notice.texts';
import { fillIn, layoutMail, type MailBlock } from './mail-layout';
import { notificationMailTexts } from './notification.texts';

/** What a notification mail tells: the notice, with names and titles already in the reader's language. */
export interface NoticeMailContent {
  readonly type: NoticeType;
  readonly actor?: string;
  readonly film?: string;
  readonly count?: number;
  /** The reply, the moderated comment, or the operators' message with a decision. */
  readonly excerpt?: string | null;
}

/** Where the mail's links lead: the thread or drama, the settings, the unsubscribe page and its one-click address. */
export interface NoticeMailLinks {
  readonly open: string;
  readonly settings: string;
  readonly unsubscribePage: string;
  readonly oneClick: string;
}

/**
 * A notice by mail, in one language, with a one-click unsubscribe link for its kind in the text and in the
 * List-Unsubscribe headers (RFC 2369 and RFC 8058), so mail programs offer their own unsubscribe button.
 */
export function notificationMail(to: string, lang: MailLang, content: NoticeMailContent, links: NoticeMailLinks): MailMessage {
  const t = notificationMailTexts[lang];
  const frame = accountNoticeFrames[lang];
  const values = { name: content.actor ?? '', film: content.film ?? '', count: String(content.count ?? 1) };
  const blocks: MailBlock[] = [{ text: frame.greeting }, { text: fillIn(t.lead[content.type], values) }];
  if (content.excerpt) {
    if (content.type === 'application_approved' || content.type === 'application_denied') blocks.push({ text: t.message });
    blocks.push({ text: content.excerpt, quote: true });
  }
  blocks.push(
    { text: t.open, href: links.open },
    { text: t.settings, href: links.settings },
    { text: fillIn(t.unsubscribe, { kind: t.kind[kindOfNotice(content.type)] }), href: links.unsubscribePage },
  );
  return {
    to,
    ...layoutMail(lang, fillIn(t.subject[content.type], values), blocks, frame.signature),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
