import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Guide, GuideCard, GuideType } from '../../../contract/content/content.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films, guides, guideTranslations, guideTypes, guideTypeTranslations } from '../../db/schema/catalog';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { optionalMediaUrl, posterUrl } from '../../media-store/media-url';
import { pagedOf, pageWindow } from '../../http/paging';
import { renderBodyHtml } from './body-html.renderer';

const gt = alias(guideTranslations, 'gt');
const gtEn = alias(guideTranslations, 'gt_en');
const tt = alias(guideTypeTranslations, 'tt');
const ttEn = alias(guideTypeTranslations, 'tt_en');
const typeName = sql<string>`coalesce(${tt.name}, ${ttEn.name}, ${guideTypes.slug})`;

/** Every guide type in editorial order, named in `lang`. */
export async function listGuideTypes(ctx: ServerContext, lang: Lang): Promise<GuideType[]> {
  return ctx.db
    .select({ slug: guideTypes.slug, name: typeName })
    .from(guideTypes)
    .leftJoin(tt, and(eq(tt.slug, guideTypes.slug), eq(tt.lang, lang)))
    .leftJoin(ttEn, and(eq(ttEn.slug, guideTypes.slug), eq(ttEn.lang, 'en')))
    .orderBy(asc(guideTypes.position), asc(guideTypes.slug));
}

function selectGuides(ctx: ServerContext, lang: Lang) {
  const j = filmTextJoins(lang);
  return ctx.db
    .select({
      id: guides.id,
      typeSlug: guideTypes.slug,
      typeName,
      title: sql<string>`coalesce(${gt.title}, ${gtEn.title}, '')`,
      summary: sql<string>`coalesce(${gt.summary}, ${gtEn.summary}, '')`,
      body: sql<string>`coalesce(${gt.body}, ${gtEn.body}, '')`,
      coverPath: guides.coverPath,
      authorName: guides.authorName,
      publishedAt: guides.publishedAt,
      filmId: films.id,
      filmTitle: localizedTitle,
      filmPoster: films.posterPath,
    })
    .from(guides)
    .innerJoin(guideTypes, eq(guideTypes.slug, guides.type))
    .leftJoin(tt, and(eq(tt.slug, guideTypes.slug), eq(tt.lang, lang)))
    .leftJoin(ttEn, and(eq(ttEn.slug, guideTypes.slug), eq(ttEn.lang, 'en')))
    .leftJoin(gt, and(eq(gt.guideId, guides.id), eq(gt.lang, lang)))
    .leftJoin(gtEn, and(eq(gtEn.guideId, guides.id), eq(gtEn.lang, 'en')))
    .leftJoin(films, eq(films.id, guides.filmId))
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectGuides>['execute']>>[number];

const toCard = (r: Row, lang: Lang): GuideCard => ({
  id: r.id,
  type: { slug: r.typeSlug, name: r.typeName },
  title: r.title,
  summary: r.summary,
  cover_url: optionalMediaUrl(r.coverPath),
  published_at: r.publishedAt.toISOString(),
  film: r.filmId === null ? null : { id: r.filmId, title: r.filmTitle, poster_url: posterUrl(r.filmPoster ?? '', lang) },
});

async function pageOfGuides(ctx: ServerContext, lang: Lang, where: SQL, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await selectGuides(ctx, lang).where(where).orderBy(desc(guides.publishedAt), desc(guides.id)).limit(limit).offset(offset);
  return pagedOf(
    rows.map((r) => toCard(r, lang)),
    page,
    pageSize,
    await ctx.db.$count(guides, where),
  );
}

const published = (ctx: ServerContext) => sql`${guides.publishedAt} <= ${ctx.clock.now()}`;

/** Guides of one type, newest first; undefined for an unknown type. */
export async function guidesOfType(ctx: ServerContext, lang: Lang, type: string, page: number, pageSize: number) {
  const found = (await listGuideTypes(ctx, lang)).find((t) => t.slug === type);
  if (!found) return undefined;
  return { type: found, ...(await pageOfGuides(ctx, lang, and(eq(guides.type, type), published(ctx))!, page, pageSize)) };
}

/** A film's own guides, newest first; undefined for an unknown film. */
export async function filmGuides(ctx: ServerContext, lang: Lang, filmId: number, page: number, pageSize: number) {
  if ((await ctx.db.$count(films, eq(films.id, filmId))) === 0) return undefined;
  return pageOfGuides(ctx, lang, and(eq(guides.filmId, filmId), published(ctx))!, page, pageSize);
}

/** One guide with its rendered body; undefined when unknown. */
export async function guideDetail(ctx: ServerContext, lang: Lang, id: number): Promise<Guide | undefined> {
  const [row] = await selectGuides(ctx, lang).where(eq(guides.id, id));
  if (!row) return undefined;
  return { ...toCard(row, lang), author: { name: row.authorName, avatar_url: null }, body_html: renderBodyHtml(row.body) };
}
