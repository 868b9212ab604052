import type { ServerContext } from '../../../context';

/**
 * What must follow an operator's change of a drama before the answer goes back, so the site shows it at once:
 * the drama's cached cards, pages and answers are dropped, the lists built from many dramas (home, rankings,
 * categories) too, the sitemap rebuilds on its next request and the title search index is brought up to date.
 * Other server processes catch up by their own TTLs (a minute) and the title-version check (seconds).
 */
export async function followCatalogEdit(ctx: ServerContext, filmId: number): Promise<void> {
  ctx.parts.catalogCaches.evictFilm(filmId);
  ctx.parts.catalogCaches.misc.clear();
  ctx.parts.catalogEdition.markEdited();
  await ctx.parts.titleSearch.refresh();
}
