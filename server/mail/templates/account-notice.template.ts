import type { MailMessage } from '../mailer.port';
import type { MailLang } from '../mail-language';
import { accountNoticeFrames, accountNoticeTexts, type AccountNoticeKind } from './account-notice.texts';
import { layoutMail } from './mail-layout';

/** The notice sent instead of a code (see AccountNoticeKind), in one language; it carries no code. */
export function accountNoticeMail(to: string, kind: AccountNoticeKind, lang: MailLang): MailMessage {
  const t = accountNoticeTexts[kind][lang];
  const frame = accountNoticeFrames[lang];
  const blocks = [{ text: frame.greeting }, { text: t.what }, { text: t.next }, { text: t.ignore }];
  return { to, ...layoutMail(lang, t.subject, blocks, frame.signature) };
}
