import type { FilmCard as FilmCardData } from '../../../contract/films.schemas';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';

/** Maps the contract's paged shape to the domain's, item by item. */
export function toPaged<TData, TItem>(
  data: { items: readonly TData[]; page: number; page_size: number; total: number },
  toItem: (item: TData) => TItem,
): Paged<TItem> {
  return { items: data.items.map(toItem), page: data.page, pageSize: data.page_size, total: data.total };
}

/** A film card as every gateway hands it to the domain. */
export function toFilmCard(film: FilmCardData): FilmCard {
  return {
    id: film.id,
    title: film.title,
    posterUrl: film.poster_url,
    episodeCount: film.episode_count,
    // The API reports 0 for an unrated film; the domain says so explicitly.
    rating: film.rating_count > 0 ? film.rating_avg : null,
    categoryNames: film.categories.map((category) => category.name),
    categorySlug: film.categories[0]?.slug ?? 'drama',
    isNew: film.is_new,
    isHot: film.is_hot,
  };
}
