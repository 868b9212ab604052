import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BlogArticle, BlogCard } from '../../../contract/content/content.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { blogArticles, blogArticleTranslations, films } from '../../db/schema/catalog';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { mediaUrl, posterUrl } from '../../media-store/media-url';
import { pagedOf, pageWindow } from '../../http/paging';
import { renderBodyHtml } from './body-html.renderer';

const bt = alias(blogArticleTranslations, 'bt');
const btEn = alias(blogArticleTranslations, 'bt_en');
/** Shown when an article has no cover of its own. */
const DEFAULT_COVER = '/og-default.png';

function selectArticles(ctx: ServerContext, lang: Lang) {
  return ctx.db
    .select({
      id: blogArticles.id,
      title: sql<string>`coalesce(${bt.title}, ${btEn.title}, '')`,
      summary: sql<string>`coalesce(${bt.summary}, ${btEn.summary}, '')`,
      body: sql<string>`coalesce(${bt.body}, ${btEn.body}, '')`,
      coverPath: blogArticles.coverPath,
      authorName: blogArticles.authorName,
      filmId: blogArticles.filmId,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .leftJoin(bt, and(eq(bt.articleId, blogArticles.id), eq(bt.lang, lang)))
    .leftJoin(btEn, and(eq(btEn.articleId, blogArticles.id), eq(btEn.lang, 'en')));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectArticles>['execute']>>[number];

const toCard = (r: Row): BlogCard => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover_url: mediaUrl(r.coverPath ?? DEFAULT_COVER),
  published_at: r.publishedAt.toISOString(),
  author: { name: r.authorName, avatar_url: null },
});

/** Published articles (not dated in the future), newest first. */
export async function blogList(ctx: ServerContext, lang: Lang, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const published = sql`${blogArticles.publishedAt} <= ${ctx.clock.now()}`;
  const rows = await selectArticles(ctx, lang).where(published).orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id)).limit(limit).offset(offset);
  return pagedOf(rows.map(toCard), page, pageSize, await ctx.db.$count(blogArticles, published));
}

/** One article with its rendered body and the film it is about; undefined when unknown. */
export async function blogArticle(ctx: ServerContext, lang: Lang, id: number): Promise<BlogArticle | undefined> {
  const [row] = await selectArticles(ctx, lang).where(eq(blogArticles.id, id));
  if (!row) return undefined;
  let related: BlogArticle['films'] = [];
  if (row.filmId !== null) {
    const j = filmTextJoins(lang);
    const filmRows = await ctx.db
      .select({ id: films.id, title: localizedTitle, posterPath: films.posterPath })
      .from(films)
      .leftJoin(j.tr, j.onLang)
      .leftJoin(j.trEn, j.onEn)
      .where(eq(films.id, row.filmId));
    related = filmRows.map((f) => ({ id: f.id, title: f.title, poster_url: posterUrl(f.posterPath, lang) }));
  }
  return { ...toCard(row), body_html: renderBodyHtml(row.body), films: related };
}
