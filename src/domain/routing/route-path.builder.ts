import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';
import { isValidParam } from './route-param.rules';
import { ROUTE_TABLE, type RouteName, type RouteParams, type Segment } from './route-table';

/** Thrown when a path is built from a parameter the route does not accept (a programming or data error). */
export class RouteParamError extends RangeError {
  constructor(route: RouteName, param: string, value: unknown) {
    super(`Invalid route parameter ${param}=${JSON.stringify(value)} for route ${route}`);
    this.name = 'RouteParamError';
  }
}

/** The language prefix of a path: none for the default language. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/**
 * Builds the canonical path of a route in a language: unprefixed for `en`, `/{lang}/...` otherwise,
 * every page ending in `.html`; home is `/` or `/{lang}`. Throws RouteParamError on an invalid parameter.
 */
export function buildPath<R extends RouteName>(route: R, params: RouteParams<R>, lang: Language = DEFAULT_LANGUAGE): string {
  if (!isLanguage(lang)) throw new RangeError(`Unknown language ${JSON.stringify(lang)}`);
  const segments = ROUTE_TABLE[route] as readonly Segment<R>[];
  const values = params as Record<string, unknown>;
  const parts = segments.map((segment) => {
    if (typeof segment === 'string') return segment;
    const value = values[segment.param];
    if (!isValidParam(segment.kind, value)) throw new RouteParamError(route, segment.param, value);
    return String(value);
  });
  const prefix = languagePrefix(lang);
  if (parts.length === 0) return prefix === '' ? '/' : prefix;
  return `${prefix}/${parts.join('/')}.html`;
}
