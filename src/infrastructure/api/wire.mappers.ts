import type { Category as CategoryData } from '../../../contract/catalog/categories.schemas';
import type { Comment as CommentData, CommentWithFilm } from '../../../contract/community/comments.schemas';
import type { FilmCard as FilmCardData } from '../../../contract/catalog/films.schemas';
import type { Video as VideoData } from '../../../contract/catalog/media.schemas';
import type { Category } from '../../domain/catalog/category.entity';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
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

/** A comment or reply as every gateway hands it to the domain. */
export function toComment(comment: CommentData | CommentWithFilm): Comment {
  return {
    id: comment.id,
    filmId: comment.film_id,
    parentId: comment.parent_id,
    film: 'film' in comment ? { id: comment.film.id, title: comment.film.title, posterUrl: comment.film.poster_url } : null,
    author: { name: comment.user.username, avatarUrl: comment.user.avatar_path },
    replyTo: comment.reply_to ? { name: comment.reply_to.username, avatarUrl: comment.reply_to.avatar_path } : null,
    text: comment.content,
    likes: comment.like_count,
    likedByMe: comment.liked_by_me,
    replyCount: comment.reply_count,
    photos: comment.photos.map((photo) => ({ url: photo.url, thumbnailUrl: photo.thumbnail_url, width: photo.width, height: photo.height })),
    postedAt: comment.created_at,
    language: comment.lang,
    hidden: comment.hidden,
    reportedByMe: comment.reported_by_me,
  };
}

/** A category, ranking or topic as the browse gateways hand it to the domain. */
export function toCategory(category: CategoryData): Category {
  return { slug: category.slug, name: category.name, kind: category.kind, description: category.description ?? '', filmCount: category.film_count };
}

/** An episode's or clip's video as the player takes it (the episode page's and the feed's). */
export function toVideo(video: VideoData): FilmVideo {
  return {
    id: video.id,
    filmId: video.film_id,
    kind: video.kind,
    episodeNumber: video.episode_num,
    title: video.title,
    url: video.url,
    posterUrl: video.poster_url,
    durationSeconds: video.duration_seconds,
    subtitles: video.subtitles.map((track) => ({ language: track.lang, label: track.label, url: track.url })),
    originalLanguage: video.original_lang ?? null,
  };
}
