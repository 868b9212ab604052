import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { filmTranslations } from '../../db/schema/catalog';

/** The page-head texts an operator set for a drama in one language; undefined when both are empty. */
export async function filmSeoTexts(ctx: ServerContext, filmId: number, lang: string) {
  const [row] = await ctx.db
    .select({ seoTitle: filmTranslations.seoTitle, seoDescription: filmTranslations.seoDescription })
    .from(filmTranslations)
    .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, lang)));
  return row && (row.seoTitle || row.seoDescription) ? row : undefined;
}
