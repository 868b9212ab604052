import { LANGS, localize, type Lang } from '../core/languages';
import { rngFor } from '../core/prng';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import type { SeedEpisode, SeedFilm } from './catalog.model';
import { castVars } from './film-text';
import { CLIP_SECONDS } from './films.generator';

/** The committed sample clips episodes and videos cycle through (see server/media/README.md). */
export const CLIP_PATHS = ['/media/clips/clip-1.mp4', '/media/clips/clip-2.mp4', '/media/clips/clip-3.mp4', '/media/clips/clip-4.mp4'];

interface FilmSentences {
  events: string[];
  turns: string[];
  finales: string[];
}

/** Every plot sentence of a film's bank filled once with its cast, so thousands of episodes only index into them. */
function sentencesFor(film: SeedFilm, lang: Lang): FilmSentences {
  const bank = PHRASE_BANKS[lang];
  const vars = castVars(film.cast, lang);
  const fillAll = (list: readonly string[]) => list.map((template) => say(lang, template, vars));
  return { events: fillAll(bank.plotEvents), turns: fillAll(bank.plotTurns), finales: fillAll(bank.plotFinales) };
}

/**
 * Every episode of every film, with a title, a one-line summary and a longer recap (the plot). Episode ids run on
 * across films; the plot of episode n has the same id as the episode.
 */
export function generateEpisodes(seed: number, films: readonly SeedFilm[]): SeedEpisode[] {
  const en = PHRASE_BANKS.en;
  const episodes: SeedEpisode[] = [];
  for (const film of films) {
    const rng = rngFor(seed, 'episodes', film.id);
    // A per-film rotation keeps neighbouring episodes from repeating the same event.
    const events = rng.shuffle(en.plotEvents.map((_, i) => i));
    const turns = rng.shuffle(en.plotTurns.map((_, i) => i));
    const titles = rng.shuffle(en.episodeTitles.map((_, i) => i));
    const finale = rng.index(en.plotFinales.length);
    const sentences = localize((lang) => sentencesFor(film, lang));
    for (let n = 1; n <= film.episodeCount; n++) {
      const last = n === film.episodeCount;
      const event = events[(n - 1) % events.length]!;
      const second = events[(n + 4) % events.length]!;
      const turn = turns[(n - 1) % turns.length]!;
      const titleIndex = n === 1 ? 0 : last ? en.episodeTitles.length - 1 : titles[(n - 1) % titles.length]!;
      const title = localize((lang) => PHRASE_BANKS[lang].episodeTitles[titleIndex]!);
      const summary = localize((lang) => (last ? sentences[lang].finales[finale]! : sentences[lang].events[event]!));
      episodes.push({
        id: episodes.length + 1,
        filmId: film.id,
        episodeNum: n,
        durationSeconds: CLIP_SECONDS,
        videoPath: CLIP_PATHS[(film.id + n) % CLIP_PATHS.length]!,
        posterPath: film.posterPath,
        subtitleLangs: [...LANGS],
        texts: localize((lang) => ({ title: title[lang], summary: summary[lang] })),
        plotTexts: localize((lang) => {
          const s = sentences[lang];
          const body = last ? [s.events[event]!, summary[lang]] : [summary[lang], s.events[second]!, s.turns[turn]!];
          return { title: title[lang], body: body.join(' ') };
        }),
      });
    }
  }
  return episodes;
}
