import { LANGS, type Lang } from '../core/languages';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES, nameIn } from '../core/names';
import { rngFor, type Rng } from '../core/prng';
import type { SeedUser } from './catalog.model';

const DAY_MS = 86_400_000;
/** Share of demo users per language: English most, every other language well represented. */
const LOCALE_WEIGHTS: Readonly<Record<Lang, number>> = { en: 28, pt: 9, es: 10, de: 7, fr: 8, it: 6, nl: 5, ru: 9, sw: 7, hi: 11 };

function pickLocale(rng: Rng): Lang {
  const total = LANGS.reduce((sum, lang) => sum + LOCALE_WEIGHTS[lang], 0);
  let roll = rng.next() * total;
  for (const lang of LANGS) {
    roll -= LOCALE_WEIGHTS[lang];
    if (roll < 0) return lang;
  }
  return 'en';
}

/** A deterministic RFC 4122 version-4-shaped uuid from the stream. */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Demo members who write the comments, likes and ratings. They have no password, so nobody can sign in as them;
 * their e-mail addresses use the reserved .invalid domain.
 */
export function generateUsers(seed: number, count: number, now: Date): SeedUser[] {
  const users: SeedUser[] = [];
  for (let n = 1; n <= count; n++) {
    const rng = rngFor(seed, 'user', n);
    const locale = pickLocale(rng);
    const first = rng.pick(rng.chance(0.65) ? FEMALE_NAMES : MALE_NAMES);
    const initial = [...nameIn(rng.pick(SURNAMES), locale)][0] ?? '';
    const username = rng.chance(0.5) ? `${nameIn(first, locale)} ${initial}.` : `${first.latin.toLowerCase()}_${rng.int(10, 9999)}`;
    users.push({
      id: uuidFrom(rng),
      email: `viewer${String(n).padStart(4, '0')}@demo.shortdrama.invalid`,
      username,
      avatarPath: `/media/avatars/user-${n}.svg`,
      locale,
      createdAt: new Date(now.getTime() - rng.int(30, 900) * DAY_MS),
    });
  }
  return users;
}
