import type { ServerContext } from '../../context';

// Which dramas are listed changes only when operators edit the catalog: the sitemap (cached for minutes) compares
// this edition with the one it was built at and rebuilds at once after an edit, in this process.
const editions = new WeakMap<ServerContext, number>();

export const catalogEdition = (ctx: ServerContext): number => editions.get(ctx) ?? 0;

export function markCatalogEdited(ctx: ServerContext): void {
  editions.set(ctx, catalogEdition(ctx) + 1);
}
