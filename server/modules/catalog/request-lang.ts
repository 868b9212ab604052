import type { Context } from 'hono';
import { LANGUAGES, type Lang } from '../../../contract/common.schemas';

const known = new Set<string>(LANGUAGES);

/** The site language named by a header value such as `de`, `pt-BR` or `fr-CH,fr;q=0.9,en;q=0.8`; `en` otherwise. */
export function parseLang(header: string | undefined | null): Lang {
  if (!header) return 'en';
  // Take the tags in the order the client listed them; q-values are rarely used by the SPA, which sends one tag.
  for (const part of header.split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0];
    if (primary && known.has(primary)) return primary as Lang;
  }
  return 'en';
}

/** The language of the request, from its Accept-language header (fallback en). */
export function requestLang(c: Context): Lang {
  return parseLang(c.req.header('accept-language'));
}
