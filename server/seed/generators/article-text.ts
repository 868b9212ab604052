/** One heading and its paragraphs; a section without a heading is the article's introduction. */
export interface ArticleSection {
  heading?: string;
  paragraphs: string[];
}

/**
 * Writes sections in the form articles and guides are stored in: `## ` headings and paragraphs separated by blank
 * lines. The content module escapes it and renders the HTML (server/modules/content/body-html.renderer.ts), so
 * a text can never inject markup.
 */
export function writeArticleBody(sections: readonly ArticleSection[]): string {
  return sections.flatMap((section) => [...(section.heading ? [`## ${section.heading}`] : []), ...section.paragraphs]).join('\n\n');
}

/** Editors credited as authors of the blog and the guides. */
export const EDITORS = ['Maya Laurent', 'Daniel Okafor', 'Sofia Rossi', 'Arjun Mehta', 'Clara Jansen', 'Ivan Petrov'];
