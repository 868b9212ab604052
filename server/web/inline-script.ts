import { escapeHtml } from './escape-html';

/**
 * An inline script for a rendered page, allowed by the response's CSP nonce (a placeholder in cached pages). `</`
 * is written `<\/` so that no text in the source can close the tag early.
 */
export function inlineScript(source: string, nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${source.replaceAll('</', '<\\/')}</script>`;
}
