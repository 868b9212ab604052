import './content.css';

/**
 * The body of an article or guide. The API sanitised this HTML on the server (only text, headings, lists,
 * quotes, links and images survive: see contract/content/content.schemas.ts), so rendering it as is is safe.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="reading__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
