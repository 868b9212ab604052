import type { Context } from 'hono';
import { languageFromAcceptLanguage } from '../../../src/domain/routing/language';

/** The language of the request, from its Accept-language header (`de`, `pt-BR,pt;q=0.9`); `en` otherwise. */
export function requestLang(c: Context) {
  return languageFromAcceptLanguage(c.req.header('accept-language') ?? '');
}
