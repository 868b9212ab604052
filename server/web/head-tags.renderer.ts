// One of two writers of page head tags, on purpose: this one writes the first response's tags as HTML text into the
// shell (for crawlers, link previews and the first paint, before any script runs); src/ui/app/head-sync.view.tsx
// rewrites the same tags in the live document after in-app navigation, through DOM calls. Both write what the
// page-seo call answers (contract SeoInfo), so which tags a page has is decided once, by that answer.
import type { SeoInfo } from '../../contract/site/seo.schemas';
import { webAppManifestPath } from '../../src/domain/routing/web-app-manifest.path';
import { escapeHtml } from './escape-html';

/** What the server writes into the shell's head for one response. */
export interface HeadInput {
  readonly lang: string;
  readonly seo?: SeoInfo;
  /** Title for pages without SEO info (the 404 page). */
  readonly fallbackTitle: string;
  readonly siteName: string;
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * The head tags of a page: title, the web app manifest in the page's language, description, canonical, hreflang alternates (ten languages and x-default),
 * Open Graph and Twitter card, and robots for pages that must not be indexed. The tag manager is not among them:
 * the browser loads it only after the visitor's consent (src/application/consent).
 */
export function renderHeadTags(input: HeadInput): string {
  const { seo } = input;
  const tags: string[] = [`<title>${escapeHtml(seo?.title ?? input.fallbackTitle)}</title>`];
  // The installed app's manifest in the page's language (its names, start page and shortcuts).
  tags.push(`<link rel="manifest" href="${escapeHtml(webAppManifestPath(input.lang))}">`);
  if (seo) {
    tags.push(meta('name', 'description', seo.description));
    tags.push(`<link rel="canonical" href="${escapeHtml(seo.canonical)}">`);
    for (const alt of seo.alternates) tags.push(`<link rel="alternate" hreflang="${escapeHtml(alt.lang)}" href="${escapeHtml(alt.href)}">`);
    tags.push(meta('property', 'og:type', seo.og_type));
    tags.push(meta('property', 'og:title', seo.title));
    tags.push(meta('property', 'og:description', seo.description));
    tags.push(meta('property', 'og:url', seo.canonical));
    tags.push(meta('property', 'og:site_name', input.siteName));
    tags.push(meta('property', 'og:locale', input.lang));
    if (seo.og_image) tags.push(meta('property', 'og:image', seo.og_image));
    tags.push(meta('name', 'twitter:card', seo.og_image ? 'summary_large_image' : 'summary'));
    tags.push(meta('name', 'twitter:title', seo.title));
    tags.push(meta('name', 'twitter:description', seo.description));
    if (seo.og_image) tags.push(meta('name', 'twitter:image', seo.og_image));
  }
  if (!seo || !seo.indexable) tags.push(meta('name', 'robots', 'noindex'));
  return tags.join('\n    ');
}

/**
 * Writes the head tags and the language into the SPA's index.html (at `<!--seo-head-->`, replacing its title).
 * Every replacement is a function: with a string, `$&`, `` $` `` or `$'` in a title or a comment would be read as
 * replacement patterns and paste copies of the template into the page.
 */
export function injectHead(template: string, lang: string, headTags: string): string {
  let html = template.replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(lang)}">`).replace(/<title>[\s\S]*?<\/title>\s*/i, () => '');
  html = html.includes('<!--seo-head-->') ? html.replace('<!--seo-head-->', () => headTags) : html.replace(/<\/head>/i, () => `  ${headTags}\n  </head>`);
  return html;
}
