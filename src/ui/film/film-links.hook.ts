import { Translator } from '../../application/shared/translator.port';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/routing/language';
import { buildPath } from '../../domain/routing/route-path.builder';
import { useService } from '../shared/use-service.hook';

/** The localised URLs the film and content screens link to. */
export interface FilmLinks {
  home(): string;
  episodes(filmId: number, categorySlug: string): string;
  category(slug: string, page?: number): string;
  plots(filmId: number): string;
  plot(filmId: number, plotId: number): string;
  /** An episode's transcript in the page's language. */
  transcript(filmId: number, episode: number): string;
  photos(filmId: number, page: number): string;
  video(filmId: number, videoId: number): string;
  guides(filmId: number, page: number): string;
  blog(page: number): string;
  blogArticle(articleId: number): string;
  guide(guideId: number): string;
  guideList(type: string, page: number): string;
  terms(): string;
  policy(): string;
}

/** Links in the visitor's language, built by the routing module (src/domain/routing). */
export function useFilmLinks(): FilmLinks {
  const active = useService(Translator).language;
  const lang = isLanguage(active) ? active : DEFAULT_LANGUAGE;
  return {
    home: () => buildPath('home', {}, lang),
    episodes: (filmId, categorySlug) => buildPath('film', { _cname: categorySlug, _did: filmId }, lang),
    category: (slug, page = 1) => buildPath('category', { _cname: slug, _page: page }, lang),
    plots: (filmId) => buildPath('filmPlots', { filmId }, lang),
    plot: (filmId, plotId) => buildPath('filmPlot', { filmId, plotId }, lang),
    transcript: (filmId, episode) => buildPath('filmTranscript', { filmId, episode }, lang),
    photos: (filmId, page) => buildPath('filmPhotos', { filmId, page }, lang),
    video: (filmId, videoId) => buildPath('filmVideo', { filmId, videoId }, lang),
    guides: (filmId, page) => buildPath('filmGuide', { filmId, page }, lang),
    blog: (page) => buildPath('blogList', { _page: page }, lang),
    blogArticle: (articleId) => buildPath('blogArticle', { _bid: articleId }, lang),
    guide: (guideId) => buildPath('guide', { guideId }, lang),
    guideList: (type, page) => buildPath('guideList', { type, page }, lang),
    terms: () => buildPath('terms', {}, lang),
    policy: () => buildPath('policy', {}, lang),
  };
}
