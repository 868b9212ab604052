import { escapeHtml } from '../../web/escape-html';
import type { MailLang } from '../mail-language';

/** One paragraph of a mail, or the large centred code line. */
export type MailBlock = { readonly text: string; readonly code?: boolean };

/** Fills `{name}` placeholders. */
export const fillIn = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A mail of blocks as plain text and as simple inline-styled HTML, signed with `signature`. */
export function layoutMail(lang: MailLang, subject: string, blocks: readonly MailBlock[], signature: string): { subject: string; text: string; html: string } {
  const text = [...blocks.map((b) => (b.code ? `    ${b.text}` : b.text)), '— ' + signature].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(s)}</p>`;
  const codeLine = (s: string) =>
    `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#111;text-align:center">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${blocks.map((b) => (b.code ? codeLine(b.text) : p(b.text))).join('')}
<p style="margin:24px 0 0;font-size:13px;color:#666">— ${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject, text, html };
}
