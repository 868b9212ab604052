import type { Lang, Localized } from '../core/languages';
import { fill, type TemplateVars } from '../core/template';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { nl } from './nl';
import type { PhraseBank } from './phrase-bank';
import { pt } from './pt';
import { ru } from './ru';
import { sw } from './sw';

/** Every language's phrase bank. */
export const PHRASE_BANKS: Localized<PhraseBank> = { en, pt, es, de, fr, it, nl, ru, sw, hi };

/** Fills a template of `lang`'s bank, declining names where the language needs it. */
export function say(lang: Lang, template: string, vars: TemplateVars): string {
  return fill(template, vars, PHRASE_BANKS[lang].inflect);
}
