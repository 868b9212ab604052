import { LANGS, localize } from '../core/languages';
import { rngFor } from '../core/prng';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import type { SeedFilm, SeedPhoto, SeedVideo } from './catalog.model';
import { CLIP_PATHS } from './episodes.generator';
import { castVars } from './film-text';
import { CLIP_SECONDS } from './films.generator';

/** Photo shapes: wide 16:9 stills and portrait 3:4 ones. */
export const PHOTO_SIZES = [
  { width: 1280, height: 720 },
  { width: 960, height: 1280 },
] as const;

/** 6 to 10 stills per film, captioned in every language. */
export function generatePhotos(seed: number, films: readonly SeedFilm[]): SeedPhoto[] {
  const photos: SeedPhoto[] = [];
  for (const film of films) {
    const rng = rngFor(seed, 'photos', film.id);
    const count = rng.int(6, 10);
    for (let position = 1; position <= count; position++) {
      const id = photos.length + 1;
      const size = PHOTO_SIZES[rng.index(PHOTO_SIZES.length)]!;
      const caption = rng.index(PHRASE_BANKS.en.photoCaptions.length);
      const episode = rng.int(1, film.episodeCount);
      photos.push({
        id,
        filmId: film.id,
        path: `/media/photos/${film.id}-${position}.svg`,
        ...size,
        position,
        alts: localize((lang) => say(lang, PHRASE_BANKS[lang].photoCaptions[caption]!, { ...castVars(film.cast, lang), n: episode })),
      });
    }
  }
  return photos;
}

const VIDEO_KINDS = [
  { kind: 'trailer', label: 'trailer' },
  { kind: 'clip', label: 'highlights' },
  { kind: 'behind_the_scenes', label: 'behindTheScenes' },
] as const;

/** A trailer, a best-moments clip and a behind-the-scenes video per film, all playing the sample clips. */
export function generateVideos(films: readonly SeedFilm[]): SeedVideo[] {
  const videos: SeedVideo[] = [];
  for (const film of films) {
    VIDEO_KINDS.forEach(({ kind, label }, i) => {
      videos.push({
        id: videos.length + 1,
        filmId: film.id,
        kind,
        path: CLIP_PATHS[(film.id + i) % CLIP_PATHS.length]!,
        posterPath: film.posterPath,
        durationSeconds: CLIP_SECONDS,
        subtitleLangs: [...LANGS],
        position: i + 1,
        createdAt: film.createdAt,
        texts: localize((lang) => ({
          title: `${PHRASE_BANKS[lang].videoLabels[label]} · ${film.texts[lang].title}`,
          description: film.texts[lang].tagline,
        })),
      });
    });
  }
  return videos;
}
