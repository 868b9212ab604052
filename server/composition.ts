import { CHANGE_TOPICS, ChangeHub, type ChangedIds } from './db/change-hub';
import type { ServerContext, ServerParts } from './context';
import { AnswerCache } from './http/answer-cache';
import type { ServerInfrastructure } from './infrastructure';
import { CatalogCaches } from './modules/catalog/catalog-caches';
import { CatalogEdition } from './modules/catalog/catalog-edition';
import { HotComments } from './modules/community/hot-comments.cache';
import { MemberLimits } from './modules/community/member-limits';
import { SEARCH_TAG, TitleSearch } from './modules/search/title-search.provider';
import { createServerMetrics } from './ops/metrics';
import { ReadinessChecks } from './ops/readiness';
import { RenderedPageCache } from './web/rendered-page.cache';

/**
 * The server's composition root (what src/composition is to the SPA): builds every part one running server holds
 * over its infrastructure, and subscribes each cache to the change notices here, in one place, so that what a
 * notice drops is read from this function rather than from side effects of first use. main.ts and the test
 * contexts build through it; route modules receive the parts on the context.
 */
export function composeServer<I extends ServerInfrastructure>(infra: I): I & ServerContext {
  const parts = buildParts(infra);
  followChanges(parts);
  return { ...infra, parts };
}

function buildParts(infra: ServerInfrastructure): ServerParts {
  const changes = new ChangeHub();
  const answers = new AnswerCache(infra.config);
  return {
    changes,
    answers,
    pages: new RenderedPageCache(() => Date.now(), infra.config.staleIfErrorMs),
    catalogCaches: new CatalogCaches(infra.config, answers),
    catalogEdition: new CatalogEdition(),
    hotComments: new HotComments(infra.config, answers),
    memberLimits: new MemberLimits(infra),
    titleSearch: new TitleSearch(infra, changes),
    metrics: createServerMetrics(() => infra.flushables.reduce((sum, queue) => sum + (queue.size ?? 0), 0)),
    readiness: new ReadinessChecks(),
  };
}

/** What each change notice (from any process: server/db/change-hub.ts) drops or updates in this one. */
function followChanges({ changes, answers, pages, catalogCaches, hotComments, titleSearch }: ServerParts): void {
  // Answers: the modules' writers evict their own tags; catalog-wide changes and a resync drop everything. While
  // the listener is down (a resync that is not `full`) the answers stay as stale copies for stale-if-error
  // (server/http/stale-if-error.ts); once it is back (`full`), those go too.
  changes.on('catalog', () => answers.clear());
  changes.onResync((full) => (full ? answers.forget() : answers.clear()));
  // Film cards and pages: a film's entries, or everything when a notice names all films.
  const films = (ids: ChangedIds) => {
    if (ids === 'all') {
      catalogCaches.clear();
      answers.clear();
    } else for (const id of ids) catalogCaches.evictFilm(id);
  };
  changes.on('film', films);
  changes.on('titles', films);
  // Names of categories and tags are part of every card, and lists come from `misc`.
  changes.on('catalog', () => catalogCaches.clear());
  changes.onResync(() => catalogCaches.clear());
  // A comment, reply or like on any process.
  changes.on('hot', () => hotComments.evict());
  changes.onResync(() => hotComments.clear());
  // Rendered pages show all of the above.
  for (const topic of CHANGE_TOPICS) changes.on(topic, () => pages.clear());
  changes.onResync((full) => {
    pages.clear();
    if (full) pages.forgetStale();
  });
  // The title index updates the films named, or rebuilds (also when the listener is back after missed notices).
  changes.on('titles', (ids) => titleSearch.titlesChanged(ids));
  changes.onResync((full) => titleSearch.resync(full));
  // Stored search answers were made with the searcher of their time (search.routes.ts).
  titleSearch.onSearcherChanged(() => answers.evict(SEARCH_TAG));
}
