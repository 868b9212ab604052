import { escapeHtml } from '../../web/escape-html';
import type { MailLang } from '../mail-language';

/** One paragraph of a mail: plain, the large centred code line, a quotation, or a link (`text` is its label). */
export type MailBlock = { readonly text: string; readonly code?: boolean; readonly quote?: boolean; readonly href?: string };

/** A block as the plain-text part writes it: links as their label and the address on the next line. */
function plainBlock(b: MailBlock): string {
  if (b.code) return `    ${b.text}`;
  if (b.quote) return b.text.replace(/^/gm, '> ');
  return b.href ? `${b.text}\n${b.href}` : b.text;
}

/** Fills `{name}` placeholders. */
export const fillIn = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A mail of blocks as plain text and as simple inline-styled HTML, signed with `signature`. */
export function layoutMail(lang: MailLang, subject: string, blocks: readonly MailBlock[], signature: string): { subject: string; text: string; html: string } {
  const text = [...blocks.map(plainBlock), '— ' + signature].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(s)}</p>`;
  const codeLine = (s: string) =>
    `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#111;text-align:center">${escapeHtml(s)}</p>`;
  const quote = (s: string) =>
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;font-size:15px;line-height:1.5;color:#444;white-space:pre-wrap">${escapeHtml(s)}</blockquote>`;
  const link = (s: string, href: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5"><a href="${escapeHtml(href)}" style="color:#b0125b">${escapeHtml(s)}</a></p>`;
  const block = (b: MailBlock) => (b.code ? codeLine(b.text) : b.quote ? quote(b.text) : b.href ? link(b.text, b.href) : p(b.text));
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${blocks.map(block).join('')}
<p style="margin:24px 0 0;font-size:13px;color:#666">— ${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject, text, html };
}
