import type { Context } from 'hono';
import type { Lang } from '../../../contract/common.schemas';
import { languageFromAcceptLanguage } from '../../../src/domain/routing/language';

// Browsers send a handful of distinct Accept-Language values, and parsing one is a good part of a cached answer's
// cost; the results are remembered, up to a bound that a flood of made-up values cannot exceed.
const MAX_REMEMBERED = 1_000;
const remembered = new Map<string, Lang>();

/** The language of the request, from its Accept-language header (`de`, `pt-BR,pt;q=0.9`); `en` otherwise. */
export function requestLang(c: Context): Lang {
  const header = c.req.header('accept-language') ?? '';
  let lang = remembered.get(header);
  if (lang === undefined) {
    lang = languageFromAcceptLanguage(header);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, lang);
  }
  return lang;
}
