import { asc, desc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../src/domain/routing/language';
import { buildPath } from '../../src/domain/routing/route-path.builder';
import type { RouteName, RouteParams } from '../../src/domain/routing/route-table';
import type { ServerContext } from '../context';
import { blogArticles, categories, episodes, films, guides } from '../db/schema/catalog';
import { escapeHtml } from './escape-html';

/** The sitemap protocol allows 50,000 URLs per file; dramas beyond this many are left to crawling. */
const MAX_FILMS = 10_000;
/** Transcript pages listed, hottest dramas first: with the other pages, well inside one file's 50,000 URLs. */
const MAX_TRANSCRIPTS = 30_000;

/** A page to list; `languages` when it exists in some languages only (a transcript: those with a track). */
type Page = { [R in RouteName]: { route: R; params: RouteParams<R>; languages?: readonly Language[] } }[RouteName];

const page = <R extends RouteName>(route: R, params: RouteParams<R>, languages?: readonly Language[]) => ({ route, params, languages }) as Page;

/** Every indexable page of the site, in English form; the sitemap lists each with its ten language versions. */
async function indexablePages(ctx: ServerContext): Promise<Page[]> {
  const pages: Page[] = [
    page('home', {}),
    page('ranking', {}),
    page('feed', {}),
    page('blogList', { _page: 1 }),
    page('hotComments', { _page: 1 }),
    page('terms', {}),
    page('policy', {}),
  ];
  const [cats, filmRows, articles, guideRows] = await Promise.all([
    ctx.db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
    ctx.db
      .select({
        id: films.id,
        cname: sql<string | null>`(select c.slug from film_categories fc join categories c on c.id = fc.category_id
          where fc.film_id = ${films.id} and c.kind = 'category' order by fc.position, c.id limit 1)`,
      })
      .from(films)
      .where(eq(films.published, true))
      .orderBy(desc(films.hotness), asc(films.id))
      .limit(MAX_FILMS),
    ctx.db.select({ id: blogArticles.id }).from(blogArticles).orderBy(desc(blogArticles.publishedAt)),
    ctx.db.select({ id: guides.id }).from(guides).orderBy(desc(guides.publishedAt)),
  ]);
  for (const c of cats) pages.push(page('category', { _cname: c.slug, _page: 1 }));
  for (const f of filmRows) {
    if (f.cname) pages.push(page('film', { _cname: f.cname, _did: f.id }));
    pages.push(page('filmPlots', { filmId: f.id }), page('filmPhotos', { filmId: f.id, page: 1 }));
  }
  // Transcripts of the episodes everyone may watch (a locked one shows its first lines only), in English form.
  const transcripts = await ctx.db
    .select({ filmId: episodes.filmId, episode: episodes.episodeNum, langs: episodes.subtitleLangs })
    .from(episodes)
    .innerJoin(films, eq(films.id, episodes.filmId))
    .where(sql`${films.published} and (${episodes.episodeNum} <= ${ctx.config.freeEpisodes} or ${episodes.free}) and 'en' = any(${episodes.subtitleLangs})`)
    .orderBy(desc(films.hotness), asc(films.id), asc(episodes.episodeNum))
    .limit(MAX_TRANSCRIPTS);
  for (const e of transcripts)
    pages.push(
      page(
        'filmTranscript',
        { filmId: e.filmId, episode: e.episode },
        LANGUAGES.filter((lang) => e.langs.includes(lang)),
      ),
    );
  for (const a of articles) pages.push(page('blogArticle', { _bid: a.id }));
  for (const g of guideRows) pages.push(page('guide', { guideId: g.id }));
  return pages;
}

/** Builds sitemap.xml: one <url> per page (English URL) with xhtml:link alternates for every language and x-default. */
export async function buildSitemap(ctx: ServerContext, origin: string): Promise<string> {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const p of await indexablePages(ctx)) {
    let url: (lang: Language) => string;
    try {
      url = (lang) => `${origin}${buildPath(p.route, p.params as never, lang)}`;
      url('en');
    } catch {
      continue; // A slug the routes do not accept (bad data) has no page to list.
    }
    lines.push(`  <url><loc>${escapeHtml(url('en'))}</loc>`);
    for (const lang of p.languages ?? LANGUAGES) lines.push(`    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang))}"/>`);
    lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}"/>`, '  </url>');
  }
  lines.push('</urlset>');
  return lines.join('\n');
}
