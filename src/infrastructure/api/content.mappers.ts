import type { FilmRef } from '../../../contract/common.schemas';
import type { GuideCard as GuideCardData } from '../../../contract/content/content.schemas';
import type { FilmMention, GuideSummary } from '../../domain/catalog/content.types';

// Apart from content-gateway.adapter.ts: the film gateway maps guide cards too, and importing them from the content
// gateway took the whole content gateway and its calls into every film page's chunk.

/** A film as an article or guide mentions it. */
export function toFilmMention(film: FilmRef): FilmMention {
  return { id: film.id, title: film.title, posterUrl: film.poster_url };
}

/** A guide card of the content and film-guide calls. */
export function toGuideSummary(guide: GuideCardData): GuideSummary {
  return {
    id: guide.id,
    typeSlug: guide.type.slug,
    typeName: guide.type.name,
    title: guide.title,
    summary: guide.summary,
    coverUrl: guide.cover_url,
    publishedAt: guide.published_at,
    film: guide.film ? toFilmMention(guide.film) : null,
  };
}
