import { useLocation } from 'wouter';
import type { RankingPeriod } from '../../domain/catalog/ranking-period';
import type { SearchSort } from '../../domain/catalog/search-keyword';
import { isLanguage, type Language } from '../../domain/routing/language';
import { localizePath } from '../../domain/routing/language-redirect.policy';
import { buildPath } from '../../domain/routing/route-path.builder';
import { parsePath } from '../../domain/routing/route-path.parser';
import type { RouteName, RouteParams } from '../../domain/routing/route-table';
import { Translator } from '../../application/shared/translator.port';
import { useService } from '../shared/use-service.hook';

/** What the search page URL carries. */
export interface SearchLink {
  keyword?: string;
  category?: string | null;
  sort?: SearchSort;
  page?: number;
}

/** Localised links of the current language, all built by the routing module. */
export interface Links {
  readonly language: Language;
  /** Any route of spec section 2 in the current language. */
  to<R extends RouteName>(route: R, params: RouteParams<R>): string;
  /** The search page, with the keyword and filters in its query. */
  search(link: SearchLink): string;
  /** The ranking page for a period and category. */
  ranking(link: { period?: RankingPeriod; category?: string | null }): string;
  /** The episode list (series page) of a film. */
  film(film: { id: number; categorySlug: string }): string;
  /** `path` in another language: the same page under that language's prefix. */
  samePageIn(language: Language, path: string): string;
}

/** Links in the language of the current URL (falling back to the translator's, e.g. on a 404 path). */
export function useLinks(): Links {
  const [location] = useLocation();
  const translator = useService(Translator);
  const parsed = parsePath(location);
  const language: Language = !parsed.notFound ? parsed.lang : isLanguage(translator.language) ? translator.language : 'en';
  return linksFor(language);
}

/** The links of one language (also used outside React, e.g. by tests). */
export function linksFor(language: Language): Links {
  const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  return {
    language,
    to: (route, params) => buildPath(route, params, language),
    search: ({ keyword, category, sort, page }) =>
      withQuery(buildPath('search', {}, language), {
        keyword,
        category,
        sort: sort === 'relevance' ? undefined : sort,
        page: page && page > 1 ? page : undefined,
      }),
    ranking: ({ period, category }) => withQuery(buildPath('ranking', {}, language), { period: period === 'week' ? undefined : period, category }),
    film: (film) => buildPath('film', { _cname: film.categorySlug, _did: film.id }, language),
    samePageIn: (target, path) => localizePath(path, target),
  };
}
