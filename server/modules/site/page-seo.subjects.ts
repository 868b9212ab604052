import type { SeoInfo } from '../../../contract/site/seo.schemas';
import type { ServerContext } from '../../context';
import type { Language } from '../../../src/domain/routing/language';
import type { RouteMatch } from '../../../src/domain/routing/route-path.parser';
import { commentDetail } from '../community/comment-read.service';
import { blogArticle } from '../content/blog.service';
import { guideDetail, listGuideTypes } from '../content/guide.service';
import { findCategory } from '../catalog/category.query';
import { excerpt, listEpisodes } from '../film/episode.service';
import { filmDetail } from '../film/film-detail.service';
import { filmSeoTexts } from './film-seo.query';
import { videoDetail } from '../film/media.service';
import { plotDetail } from '../film/plot.service';
import { hasTranscript } from '../film/transcript.service';
import { fill, SEO_TEXTS } from './seo-texts';
import { filmOgImagePath } from '../sharing/og-image/og-image.path';

/** What a page is about: the parts of its head that depend on the route and its data. */
export interface SeoSubject {
  readonly title: string;
  readonly description: string;
  readonly ogType: SeoInfo['og_type'];
  readonly ogImage: string | null;
  readonly indexable: boolean;
}

const DESCRIPTION_CHARS = 160;

/** The subject of a parsed route in a language; undefined when the route names data that does not exist. */
export async function seoSubject(ctx: ServerContext, match: RouteMatch, lang: Language): Promise<SeoSubject | undefined> {
  const t = SEO_TEXTS[lang];
  const paged = (title: string, page: number) => (page > 1 ? `${title} – ${fill(t.page, { n: page })}` : title);
  const site = (title: string, description = t.siteDescription, indexable = true): SeoSubject => ({
    title,
    description,
    ogType: 'website',
    ogImage: null,
    indexable,
  });
  const film = async (id: number, template: string, ogType: SeoInfo['og_type'] = 'video.tv_show') => {
    const detail = await filmDetail(ctx, id, lang);
    if (!detail) return undefined;
    const title = fill(template, { film: detail.title });
    return {
      title,
      description: excerpt(detail.synopsis || t.siteDescription, DESCRIPTION_CHARS),
      ogType,
      ogImage: filmOgImagePath(id, lang, detail.title),
      indexable: true,
    };
  };
  switch (match.route) {
    case 'home':
      return site(t.homeTitle);
    case 'blogList':
      return site(paged(t.blog, match.params._page), t.blogDescription);
    case 'blogArticle': {
      const article = await blogArticle(ctx, lang, match.params._bid);
      if (!article) return undefined;
      return { title: article.title, description: excerpt(article.summary, DESCRIPTION_CHARS), ogType: 'article', ogImage: article.cover_url, indexable: true };
    }
    case 'guide': {
      const guide = await guideDetail(ctx, lang, match.params.guideId);
      if (!guide) return undefined;
      return { title: guide.title, description: excerpt(guide.summary, DESCRIPTION_CHARS), ogType: 'article', ogImage: guide.cover_url, indexable: true };
    }
    case 'guideList': {
      const type = (await listGuideTypes(ctx, lang)).find((g) => g.slug === match.params.type);
      return type ? site(paged(fill(t.guides, { name: type.name }), match.params.page)) : undefined;
    }
    case 'personalCollection':
      return site(t.collection, t.siteDescription, false);
    case 'personalInfo':
    case 'personalSettings':
    case 'personalNotifications':
    case 'personalUnsubscribe':
      return site(t.profile, t.siteDescription, false);
    case 'policy':
      return site(t.policy);
    case 'terms':
      return site(t.terms);
    case 'ranking':
      return site(t.ranking, t.rankingDescription);
    case 'feed':
      return site(t.feed, t.feedDescription);
    case 'search':
      return site(t.search, t.siteDescription, false);
    case 'hotComments':
      return site(paged(t.hotComments, match.params._page), t.hotCommentsDescription);
    case 'category': {
      const category = await findCategory(ctx, lang, match.params._cname);
      if (!category) return undefined;
      return {
        ...site(paged(fill(t.category, { name: category.name }), match.params._page), category.description || t.siteDescription),
        ogImage: category.cover_url,
      };
    }
    case 'filmGuide':
      return film(match.params.filmId, match.params.page > 1 ? paged(t.filmGuides, match.params.page) : t.filmGuides);
    case 'filmPhotos':
      return film(match.params.filmId, paged(t.filmPhotos, match.params.page));
    case 'filmPlots':
      return film(match.params.filmId, t.filmPlots, 'article');
    case 'filmTranscript':
      // A language without a track has no transcript page: 404, as the page itself shows.
      if (!(await hasTranscript(ctx, match.params.filmId, match.params.episode, lang))) return undefined;
      return film(match.params.filmId, t.filmTranscript.replace('{number}', String(match.params.episode)), 'article');
    case 'film': {
      // The drama's own page head when an operator wrote one for this language (the catalog console or import).
      const subject = await film(match.params._did, t.episodes);
      const seo = subject && (await filmSeoTexts(ctx, match.params._did, lang));
      if (!subject || !seo) return subject;
      return { ...subject, title: seo.seoTitle || subject.title, description: seo.seoDescription || subject.description };
    }
    case 'filmPlot': {
      const plot = await plotDetail(ctx, match.params.plotId, lang);
      if (!plot || plot.film.id !== match.params.filmId) return undefined;
      const ogImage = filmOgImagePath(plot.film.id, lang, plot.film.title);
      return { title: `${plot.title} – ${plot.film.title}`, description: excerpt(plot.body, DESCRIPTION_CHARS), ogType: 'article', ogImage, indexable: true };
    }
    case 'filmVideo': {
      // Episodes play on the video page under their episode id (ui-film's picker links them); trailers and clips
      // under their video id.
      const episode = (await listEpisodes(ctx, match.params.filmId, lang))?.find((item) => item.id === match.params.videoId);
      // Their link previews show the drama's title card (a PNG every network displays; posters are SVG).
      if (episode) return film(match.params.filmId, `${episode.title} – {film}`, 'video.episode');
      const video = await videoDetail(ctx, match.params.videoId, lang);
      if (!video || video.film_id !== match.params.filmId) return undefined;
      return film(match.params.filmId, `${video.title} – {film}`, 'video.episode');
    }
    case 'commentDetail': {
      const comment = await commentDetail(ctx, match.params._mid, lang);
      if (!comment || comment.film.id !== match.params._did) return undefined;
      const title = fill(t.commentOn, { film: comment.film.title });
      return {
        title,
        description: excerpt(comment.content, DESCRIPTION_CHARS),
        ogType: 'article',
        ogImage: filmOgImagePath(comment.film.id, lang, comment.film.title),
        indexable: true,
      };
    }
  }
}
