import { Translator, type TranslationValues } from '../../application/shared/translator.port';
import { useService } from './use-service.hook';

/**
 * The translate function of the active language (`t('film:summary.title')`, default namespace `common`). Call it
 * inside an observer view: it reads the translator's observable state, so the view re-renders on a language change.
 */
export function useT(): (key: string, values?: TranslationValues) => string {
  return useService(Translator).t;
}
