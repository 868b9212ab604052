import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../core/names';
import { rngFor } from '../core/prng';
import type { SeedContributor, SeedFilm, SeedFilmContributor } from './catalog.model';

/** How many people of each kind the catalog credits. */
const POOL = { directors: 24, writers: 24, actors: 48, actresses: 64 } as const;

interface ContributorPools {
  contributors: SeedContributor[];
  directors: number[];
  writers: number[];
  actors: number[];
  actresses: number[];
}

function buildPools(seed: number): ContributorPools {
  const rng = rngFor(seed, 'contributors');
  const contributors: SeedContributor[] = [];
  const taken = new Set<string>();
  const make = (count: number, firstNames: readonly { latin: string }[]): number[] => {
    const ids: number[] = [];
    while (ids.length < count) {
      const name = `${rng.pick(firstNames).latin} ${rng.pick(SURNAMES).latin}`;
      if (taken.has(name)) continue;
      taken.add(name);
      const id = contributors.length + 1;
      contributors.push({ id, name, avatarPath: `/media/avatars/contributor-${id}.svg` });
      ids.push(id);
    }
    return ids;
  };
  const everyone = [...MALE_NAMES, ...FEMALE_NAMES];
  return {
    contributors,
    directors: make(POOL.directors, everyone),
    writers: make(POOL.writers, everyone),
    actors: make(POOL.actors, MALE_NAMES),
    actresses: make(POOL.actresses, FEMALE_NAMES),
  };
}

/** The people pool and each film's credits: a director, a writer, the three leads and a supporting actor. */
export function generateContributors(seed: number, films: readonly SeedFilm[]): { contributors: SeedContributor[]; credits: SeedFilmContributor[] } {
  const pools = buildPools(seed);
  const credits: SeedFilmContributor[] = [];
  for (const film of films) {
    const rng = rngFor(seed, 'credits', film.id);
    const [heroine, rival] = rng.sample(pools.actresses, 2);
    const [hero, support] = rng.sample(pools.actors, 2);
    const rows: Omit<SeedFilmContributor, 'filmId' | 'position'>[] = [
      { contributorId: rng.pick(pools.directors), role: 'director', characterName: null },
      { contributorId: rng.pick(pools.writers), role: 'writer', characterName: null },
      { contributorId: heroine!, role: 'actor', characterName: film.cast.heroine.latin },
      { contributorId: hero!, role: 'actor', characterName: film.cast.hero.latin },
      { contributorId: rival!, role: 'actor', characterName: film.cast.rival.latin },
      { contributorId: support!, role: 'actor', characterName: null },
    ];
    rows.forEach((row, i) => credits.push({ ...row, filmId: film.id, position: i + 1 }));
  }
  return { contributors: pools.contributors, credits };
}
