import { LANGS, localize, type Localized } from '../core/languages';
import { nameIn } from '../core/names';
import type { Rng } from '../core/prng';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import type { CategorySlug } from '../phrases/phrase-bank';
import type { SeedCast } from './catalog.model';

/** Title complements that suit each category (indices into `titleTails`), so a werewolf drama is not "of the Doctor". */
export const CATEGORY_TAILS: Readonly<Record<CategorySlug, readonly number[]>> = {
  romance: [0, 4, 9, 10, 13],
  revenge: [0, 3, 5, 7],
  ceo: [0, 7, 4],
  werewolf: [1, 6, 12],
  historical: [2, 8, 11],
  fantasy: [11, 1, 8, 12],
  urban: [9, 0, 3, 10],
  family: [5, 4, 10],
  thriller: [3, 9, 10],
  comedy: [7, 13, 4, 0],
  campus: [13, 4],
  rebirth: [5, 2, 0, 7],
};

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** The slot values of a cast in one language. */
export function castVars(cast: SeedCast, lang: (typeof LANGS)[number]): { hero: string; heroine: string; rival: string } {
  return { hero: nameIn(cast.hero, lang), heroine: nameIn(cast.heroine, lang), rival: nameIn(cast.rival, lang) };
}

/** A title in every language from a head and tail index; `sequel` > 0 adds a Roman numeral ("… II"). */
export function composeTitles(head: number, tail: number, sequel: number): Localized<string> {
  const suffix = ROMAN[sequel] ?? ` ${sequel + 1}`;
  return localize((lang) => PHRASE_BANKS[lang].composeTitle(head, tail) + suffix);
}

/** Synopsis (opener, twist, closer) and a tagline (another closer), the same story in every language. */
export function composeStory(rng: Rng, category: CategorySlug, cast: SeedCast): Localized<{ synopsis: string; tagline: string }> {
  const en = PHRASE_BANKS.en;
  const opener = rng.index(2);
  const twist = rng.index(en.synopsisTwists.length);
  const closer = rng.index(en.synopsisClosers.length);
  const tagline = (closer + 1 + rng.index(en.synopsisClosers.length - 1)) % en.synopsisClosers.length;
  return localize((lang) => {
    const bank = PHRASE_BANKS[lang];
    const vars = castVars(cast, lang);
    const parts = [bank.synopsisOpeners[category][opener], bank.synopsisTwists[twist], bank.synopsisClosers[closer]];
    return {
      synopsis: parts.map((part) => say(lang, part ?? '', vars)).join(' '),
      tagline: bank.synopsisClosers[tagline] ?? '',
    };
  });
}
