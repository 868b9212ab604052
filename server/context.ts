import type { ChangeHub } from './db/change-hub';
import type { AnswerCache } from './http/answer-cache';
import type { ServerInfrastructure } from './infrastructure';
import type { CatalogCaches } from './modules/catalog/catalog-caches';
import type { CatalogEdition } from './modules/catalog/catalog-edition';
import type { HotComments } from './modules/community/hot-comments.cache';
import type { MemberLimits } from './modules/community/member-limits';
import type { TitleSearch } from './modules/search/title-search.provider';
import type { ServerMetrics } from './ops/metrics';
import type { ReadinessChecks } from './ops/readiness';
import type { RenderedPageCache } from './web/rendered-page.cache';

/**
 * What one running server holds in memory, built once at start by composeServer (server/composition.ts), which
 * also makes every change-notice subscription. Tests get a fresh set with each context.
 */
export interface ServerParts {
  /** The change notices of every process, handed to the subscribers below (server/db/change-hub.ts). */
  readonly changes: ChangeHub;
  /** Anonymous API answers served in front of the framework (server/http/answer-cache.ts). */
  readonly answers: AnswerCache;
  /** Server-rendered pages as anonymous visitors get them (server/web/rendered-page.cache.ts). */
  readonly pages: RenderedPageCache;
  /** Film cards, film pages and small lists (server/modules/catalog/catalog-caches.ts). */
  readonly catalogCaches: CatalogCaches;
  /** Bumped by catalog edits in this process; the sitemap rebuilds on a new edition. */
  readonly catalogEdition: CatalogEdition;
  /** The hot-comment lists (server/modules/community/hot-comments.cache.ts). */
  readonly hotComments: HotComments;
  /** Per-member limits of comments, replies, likes, reports and uploads. */
  readonly memberLimits: MemberLimits;
  /** The title index searches go through (server/modules/search/title-search.provider.ts). */
  readonly titleSearch: TitleSearch;
  /** The Prometheus metrics of this process (server/ops/metrics.ts). */
  readonly metrics: ServerMetrics;
  /** What GET /readyz checks (server/ops/readiness.ts). */
  readonly readiness: ReadinessChecks;
}

/** Everything a route module needs: the process's infrastructure and the parts built over it. */
export interface ServerContext extends ServerInfrastructure {
  readonly parts: ServerParts;
}
