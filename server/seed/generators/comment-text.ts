import type { Lang } from '../core/languages';
import type { Rng } from '../core/prng';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import type { SeedFilm } from './catalog.model';
import { castVars } from './film-text';

/** A viewer comment in `lang` about `film`: one remark, sometimes followed by a short extra. */
export function commentText(rng: Rng, film: SeedFilm, lang: Lang): string {
  const bank = PHRASE_BANKS[lang];
  const vars = castVars(film.cast, lang);
  const main = say(lang, rng.pick(bank.comments), vars);
  return rng.chance(0.45) ? `${main} ${rng.pick(bank.commentExtras)}` : main;
}

/** A reply in `lang` to a comment about `film`. */
export function replyText(rng: Rng, film: SeedFilm, lang: Lang): string {
  const bank = PHRASE_BANKS[lang];
  return say(lang, rng.pick(bank.replies), castVars(film.cast, lang));
}
