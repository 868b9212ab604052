import type { MailMessage } from '../mailer.port';
import type { MailLang } from '../mail-language';
import { accountNoticeFrames } from './account-notice.texts';
import { accountSecurityTexts, type AccountSecurityKind } from './account-security.texts';
import { fillIn, layoutMail } from './mail-layout';

/** A notice of a change to the account (see AccountSecurityKind); `values` fill `{email}` and `{date}`. */
export function accountSecurityMail(to: string, kind: AccountSecurityKind, lang: MailLang, values: Record<string, string> = {}): MailMessage {
  const t = accountSecurityTexts[kind][lang];
  const frame = accountNoticeFrames[lang];
  const blocks = [{ text: frame.greeting }, { text: fillIn(t.what, values) }, { text: fillIn(t.next, values) }];
  return { to, ...layoutMail(lang, fillIn(t.subject, values), blocks, frame.signature) };
}
