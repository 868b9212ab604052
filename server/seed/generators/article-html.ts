/** One heading and its paragraphs; a section without a heading is the article's introduction. */
export interface ArticleSection {
  heading?: string;
  paragraphs: string[];
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * Renders sections as the small HTML subset the contract allows for article bodies (h2 and p only), escaping every
 * text, so the content module can serve it as `body_html` unchanged.
 */
export function renderArticle(sections: readonly ArticleSection[]): string {
  return sections
    .map((section) => {
      const heading = section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : '';
      return heading + section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
    })
    .join('\n');
}

/** Editors credited as authors of the blog and the guides. */
export const EDITORS = ['Maya Laurent', 'Daniel Okafor', 'Sofia Rossi', 'Arjun Mehta', 'Clara Jansen', 'Ivan Petrov'];
