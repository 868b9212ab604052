import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';
import { readParam } from './route-param.rules';
import { buildPath } from './route-path.builder';
import { ROUTE_NAMES, ROUTE_TABLE, type RouteName, type RouteParams, type Segment } from './route-table';

/** A path that names a screen; `redirectTo` is set when the path is a non-canonical spelling of it. */
export type RouteMatch = {
  readonly [R in RouteName]: {
    readonly notFound: false;
    readonly route: R;
    readonly params: RouteParams<R>;
    readonly lang: Language;
    /** `/en/...` is served at the unprefixed path (strategy prefix_except_default). */
    readonly redirectTo: string | null;
  };
}[RouteName];

/** A path that names no screen: 404 with the spec's message. */
export interface RouteNotFound {
  readonly notFound: true;
  readonly status: 404;
  /** 'Page Not Found: {path}' for a bad parameter, 'Page not found: {path}' for an unknown path (spec section 8). */
  readonly reason: string;
  /**
   * The page's language all the same: its prefix, else the default (as for a screen's path), so the server and the
   * browser render the 404 screen in the same language.
   */
  readonly lang: Language;
}

/** The answer of parsePath. */
export type ParsedPath = RouteMatch | RouteNotFound;

const unknown = (path: string, lang: Language = DEFAULT_LANGUAGE): RouteNotFound => ({ notFound: true, status: 404, reason: `Page not found: ${path}`, lang });
const badParam = (path: string, lang: Language): RouteNotFound => ({ notFound: true, status: 404, reason: `Page Not Found: ${path}`, lang });

type Attempt = { kind: 'match'; params: Record<string, number | string> } | { kind: 'badParam' } | { kind: 'noMatch' };

function tryRoute(segments: readonly Segment<RouteName>[], parts: readonly string[]): Attempt {
  if (segments.length !== parts.length) return { kind: 'noMatch' };
  const params: Record<string, number | string> = {};
  let valid = true;
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (typeof segment === 'string') {
      if (segment !== part) return { kind: 'noMatch' };
      continue;
    }
    const value = readParam(segment.kind, part);
    if (value === undefined) valid = false;
    else params[segment.param] = value;
  }
  return valid ? { kind: 'match', params } : { kind: 'badParam' };
}

/** Splits off an optional language prefix; `en` counts as a prefix so `/en/...` can be redirected. */
function splitLanguage(parts: readonly string[]): { lang: Language; prefixed: boolean; rest: readonly string[] } {
  const [first, ...rest] = parts;
  if (isLanguage(first)) return { lang: first, prefixed: true, rest };
  return { lang: DEFAULT_LANGUAGE, prefixed: false, rest: parts };
}

/**
 * Reads a path (query and fragment ignored) as a route, its typed parameters and its language, in all
 * 11 variants. Literal segments decide the route; a route whose literals match but whose parameter
 * does not is a 404 'Page Not Found', a path matching no route a 404 'Page not found'.
 */
export function parsePath(path: string): ParsedPath {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return unknown(pathname);
  const { lang, prefixed, rest } = splitLanguage(pathname.slice(1).split('/'));
  const isHome = rest.length === 0 || (rest.length === 1 && (rest[0] === '' || rest[0] === 'index.html'));
  let route: RouteName | null = isHome ? 'home' : null;
  let params: Record<string, number | string> = {};
  if (!isHome) {
    const last = rest[rest.length - 1] ?? '';
    if (!last.endsWith('.html')) return unknown(pathname, lang);
    const parts = [...rest.slice(0, -1), last.slice(0, -'.html'.length)];
    if (parts.includes('')) return unknown(pathname, lang);
    let sawBadParam = false;
    for (const name of ROUTE_NAMES) {
      const attempt = tryRoute(ROUTE_TABLE[name] as readonly Segment<RouteName>[], parts);
      if (attempt.kind === 'match') {
        route = name;
        params = attempt.params;
        break;
      }
      if (attempt.kind === 'badParam') sawBadParam = true;
    }
    if (route === null) return sawBadParam ? badParam(pathname, lang) : unknown(pathname, lang);
  }
  const redirectTo = prefixed && lang === DEFAULT_LANGUAGE ? buildPath(route as RouteName, params as never, DEFAULT_LANGUAGE) : null;
  return { notFound: false, route, params, lang, redirectTo } as RouteMatch;
}
