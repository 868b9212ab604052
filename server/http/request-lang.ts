import type { Context } from 'hono';
import type { Lang } from '../../contract/common.schemas';
import { languageFromAcceptLanguage } from '../../src/domain/routing/language';

// Browsers send a handful of distinct Accept-Language values, and parsing one is a good part of a cached answer's
// cost; the results are remembered, up to a bound that a flood of made-up values cannot exceed (in entries, and
// in bytes: a header longer than browsers send is parsed every time instead of kept).
const MAX_REMEMBERED = 1_000;
const MAX_REMEMBERED_LENGTH = 200;
const remembered = new Map<string, Lang>();

/** The language an Accept-Language header (`de`, `pt-BR,pt;q=0.9`) asks for; `en` otherwise. */
export function languageOfHeader(header: string | undefined = ''): Lang {
  let lang = remembered.get(header);
  if (lang === undefined) {
    lang = languageFromAcceptLanguage(header);
    if (header.length > MAX_REMEMBERED_LENGTH) return lang;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, lang);
  }
  return lang;
}

/** The language of the request, from its Accept-language header; `en` otherwise. */
export function requestLang(c: Context): Lang {
  return languageOfHeader(c.req.header('accept-language'));
}
