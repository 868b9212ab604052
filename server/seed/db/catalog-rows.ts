import { LANGS, type Lang, type Localized } from '../core/languages';
import { FILM_GUIDE_TYPE } from '../generators/film-guides.generator';
import { GUIDE_TYPES, type GuideType } from '../phrases/phrase-bank';
import { PHRASE_BANKS } from '../phrases/phrase-bank-registry';
import type { DemoCatalog } from '../generators/catalog.generator';

/** One row per language of a localized text, keyed by its owner. */
function perLang<K extends string, V extends object>(key: K, id: number, texts: Localized<V>): ({ [P in K]: number } & { lang: string } & V)[] {
  return LANGS.map((lang) => ({ [key]: id, lang, ...texts[lang] }) as { [P in K]: number } & { lang: string } & V);
}

/** The standalone guide types, then the type of films' own guides. */
function guideTypeSlugs(): string[] {
  return [...GUIDE_TYPES, FILM_GUIDE_TYPE];
}

function guideTypeName(slug: string, lang: Lang): string {
  const bank = PHRASE_BANKS[lang];
  return slug === FILM_GUIDE_TYPE ? bank.filmGuidesName : bank.guides[slug as GuideType].name;
}

/** The catalog tables' rows (categories, films, episodes, plots, media, people, guides, blog), in insert order. */
export function catalogRows(c: DemoCatalog) {
  return {
    categories: c.categories.map(({ id, slug, kind, coverPath, position }) => ({ id, slug, kind, coverPath, position })),
    categoryTranslations: c.categories.flatMap((cat) => perLang('categoryId', cat.id, cat.texts)),
    films: c.films.map((f) => ({
      id: f.id,
      slug: f.slug,
      posterPath: f.posterPath,
      coverPath: f.coverPath,
      episodeCount: f.episodeCount,
      runtimeMinutes: f.runtimeMinutes,
      releaseYear: f.releaseYear,
      originalLang: 'en',
      hotness: f.hotness,
      featured: f.featured,
      viewCount: f.viewCount,
      playCount: f.playCount,
      favoriteCount: f.favoriteCount,
      commentCount: f.commentCount,
      ratingSum: f.ratingSum,
      ratingCount: f.ratingCount,
      createdAt: f.createdAt,
    })),
    filmTranslations: c.films.flatMap((f) => perLang('filmId', f.id, f.texts)),
    filmCategories: c.categories.flatMap((cat) => cat.filmIds.map((filmId, i) => ({ filmId, categoryId: cat.id, position: i + 1 }))),
    filmDailyStats: c.engagement.dailyStats,
    contributors: c.contributors,
    filmContributors: c.credits,
    episodes: c.episodes.map(({ id, filmId, episodeNum, durationSeconds, videoPath, posterPath, subtitleLangs }) => ({
      id,
      filmId,
      episodeNum,
      durationSeconds,
      videoPath,
      posterPath,
      subtitleLangs,
    })),
    episodeTranslations: c.episodes.flatMap((e) => perLang('episodeId', e.id, e.texts)),
    plots: c.episodes.map(({ id, filmId, episodeNum }) => ({ id, filmId, episodeNum })),
    plotTranslations: c.episodes.flatMap((e) => perLang('plotId', e.id, e.plotTexts)),
    photos: c.photos.map(({ id, filmId, path, width, height, position }) => ({ id, filmId, path, width, height, position })),
    photoTranslations: c.photos.flatMap((p) => LANGS.map((lang) => ({ photoId: p.id, lang, alt: p.alts[lang] }))),
    videos: c.videos.map(({ texts: _texts, ...video }) => video),
    videoTranslations: c.videos.flatMap((v) => perLang('videoId', v.id, v.texts)),
    guideTypes: guideTypeSlugs().map((slug, i) => ({ slug, position: i + 1 })),
    guideTypeTranslations: guideTypeSlugs().flatMap((slug) => LANGS.map((lang) => ({ slug, lang, name: guideTypeName(slug, lang) }))),
    guides: c.guides.map(({ id, filmId, type, coverPath, authorName, publishedAt }) => ({ id, filmId, type, coverPath, authorName, publishedAt })),
    guideTranslations: c.guides.flatMap((g) => perLang('guideId', g.id, g.texts)),
    blogArticles: c.blog.map(({ id, slug, coverPath, authorName, filmId, publishedAt }) => ({ id, slug, coverPath, authorName, filmId, publishedAt })),
    blogArticleTranslations: c.blog.flatMap((b) => perLang('articleId', b.id, b.texts)),
  };
}

/** The demo users and their engagement rows (comments before their images and likes). */
export function engagementRows(c: DemoCatalog) {
  return {
    users: c.users.map(({ id, email, username, avatarPath, locale, createdAt }) => ({ id, email, username, avatarPath, locale, createdAt })),
    comments: c.comments,
    commentImages: c.commentImages,
    commentLikes: c.likes,
    ratings: c.engagement.ratings.map((r) => ({ ...r, updatedAt: r.createdAt })),
    favorites: c.engagement.favorites,
  };
}
