import type { MailMessage } from '../mailer.port';
import type { MailLang } from '../mail-language';
import { fillIn, layoutMail } from './mail-layout';
import { verificationCodeTexts } from './verification-code.texts';

/** The verification-code mail in one language, as plain text and as simple inline-styled HTML. */
export function verificationCodeMail(to: string, code: string, minutes: number, lang: MailLang): MailMessage {
  const t = verificationCodeTexts[lang];
  const values = { code, minutes: String(minutes) };
  const blocks = [{ text: t.greeting }, { text: t.intro }, { text: code, code: true }, { text: fillIn(t.validity, values) }, { text: t.ignore }];
  return { to, ...layoutMail(lang, fillIn(t.subject, values), blocks, t.signature) };
}
