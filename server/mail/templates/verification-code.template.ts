import { escapeHtml } from '../../web/escape-html';
import type { MailMessage } from '../mailer.port';
import type { MailLang } from '../mail-language';
import { verificationCodeTexts } from './verification-code.texts';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The verification-code mail in one language, as plain text and as simple inline-styled HTML. */
export function verificationCodeMail(to: string, code: string, minutes: number, lang: MailLang): MailMessage {
  const t = verificationCodeTexts[lang];
  const values = { code, minutes: String(minutes) };
  const subject = fill(t.subject, values);
  const text = [t.greeting, '', t.intro, '', `    ${code}`, '', fill(t.validity, values), '', t.ignore, '', '— ' + t.signature].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${p(t.greeting)}${p(t.intro)}
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#111;text-align:center">${escapeHtml(code)}</p>
${p(fill(t.validity, values))}${p(t.ignore)}
<p style="margin:24px 0 0;font-size:13px;color:#666">— ${escapeHtml(t.signature)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}
