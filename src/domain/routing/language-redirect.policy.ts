import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language';
import { buildPath } from './route-path.builder';
import { parsePath, type RouteMatch } from './route-path.parser';

/**
 * The language strategy is `prefix_except_default`: English lives at unprefixed paths, every other
 * language under `/{lang}`; `/en/...` redirects to the unprefixed path.
 */
export const LANGUAGE_STRATEGY = 'prefix_except_default';

/** The query and fragment of a path, kept when only the language changes. */
function suffixOf(path: string): string {
  const at = path.search(/[?#]/);
  return at === -1 ? '' : path.slice(at);
}

function rebuild(match: RouteMatch, lang: Language): string {
  return buildPath(match.route, match.params as never, lang);
}

/**
 * The same page in another language, keeping query and fragment; an unknown path leads to that
 * language's home, which is where a language switch from a 404 page is most useful.
 */
export function localizePath(path: string, lang: Language): string {
  const parsed = parsePath(path);
  if (parsed.notFound) return buildPath('home', {}, lang);
  return rebuild(parsed, lang) + suffixOf(path);
}

/**
 * Where the app must redirect a path to, or null to stay. A prefixed path wins over any preference (a
 * shared `/pt/...` link opens in Portuguese). On an unprefixed path a language the visitor picked
 * redirects every page; a merely detected language redirects only the home page, so deep links and
 * crawlers without a language preference keep the English page they asked for.
 */
export function languageRedirect(path: string, preferredLang: string, userPicked: boolean): string | null {
  const parsed = parsePath(path);
  if (parsed.notFound) return null;
  if (parsed.redirectTo !== null) return parsed.redirectTo + suffixOf(path);
  if (parsed.lang !== DEFAULT_LANGUAGE || !isLanguage(preferredLang) || preferredLang === DEFAULT_LANGUAGE) return null;
  if (!userPicked && parsed.route !== 'home') return null;
  return rebuild(parsed, preferredLang) + suffixOf(path);
}

/** One hreflang alternate of a page. */
export interface Alternate {
  readonly hreflang: Language | 'x-default';
  readonly path: string;
}

/** The page in every language plus x-default (the unprefixed English page); empty for an unknown path. */
export function alternates(path: string): Alternate[] {
  const parsed = parsePath(path);
  if (parsed.notFound) return [];
  const all: Alternate[] = LANGUAGES.map((lang) => ({ hreflang: lang, path: rebuild(parsed, lang) }));
  return [...all, { hreflang: 'x-default', path: rebuild(parsed, DEFAULT_LANGUAGE) }];
}
