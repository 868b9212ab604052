/*
 * Articles and guides are stored as plain text with a little markup: blank lines separate blocks, `## ` and
 * `### ` start headings, `- ` starts list items, `> ` a quote. Everything is HTML-escaped first, so stored text
 * can never inject markup: the output only contains the tags produced here (p, h2, h3, ul, li, blockquote).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use in HTML content or attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

function renderBlock(block: string): string {
  const lines = block.split('\n').map((line) => line.trimEnd());
  const first = lines[0] ?? '';
  if (first.startsWith('### ')) return `<h3>${escapeHtml(first.slice(4).trim())}</h3>`;
  if (first.startsWith('## ')) return `<h2>${escapeHtml(first.slice(3).trim())}</h2>`;
  if (lines.every((line) => line.startsWith('- '))) {
    return `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2).trim())}</li>`).join('')}</ul>`;
  }
  if (lines.every((line) => line.startsWith('>'))) {
    return `<blockquote><p>${lines.map((line) => escapeHtml(line.replace(/^>\s?/, ''))).join('<br>')}</p></blockquote>`;
  }
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
}

/** The safe HTML of a stored body. */
export function renderBodyHtml(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .flatMap((block) => {
      // A heading line followed directly by text is two blocks.
      const [head, ...rest] = block.split('\n');
      return /^#{2,3} /.test(head ?? '') && rest.length > 0 ? [head!, rest.join('\n')] : [block];
    })
    .map(renderBlock)
    .join('\n');
}
