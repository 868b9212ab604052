import { inject, injectable } from 'inversify';
import * as collection from '../../../contract/collection.calls';
import type { FilmCard as FilmCardData } from '../../../contract/films.schemas';
import * as users from '../../../contract/users.calls';
import type { CollectionFilm, PersonalGateway, ProfileChange } from '../../application/personal/personal-gateway.port';
import { ApiClient } from '../../application/ports/api-client.port';
import type { SessionUser } from '../../application/ports/user-gateway.port';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';

/** PersonalGateway over the API client. */
@injectable()
export class ApiPersonalGateway implements PersonalGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async favoriteFilms(page: number, pageSize: number): Promise<Paged<CollectionFilm>> {
    const data = await this.api.call(collection.userFavoriteFilms, { query: { page: String(page), page_size: String(pageSize) } });
    return { page: data.page, pageSize: data.page_size, total: data.total, items: data.items.map((film) => ({ film: toFilmCard(film), myRating: null })) };
  }

  async ratedFilms(page: number, pageSize: number): Promise<Paged<CollectionFilm>> {
    const data = await this.api.call(collection.userRatedFilms, { query: { page: String(page), page_size: String(pageSize) } });
    return { page: data.page, pageSize: data.page_size, total: data.total, items: data.items.map((film) => ({ film: toFilmCard(film), myRating: film.my_rating })) };
  }

  async updateProfile(change: ProfileChange): Promise<SessionUser> {
    const body = { ...(change.username === undefined ? {} : { username: change.username }), ...(change.avatarPath === undefined ? {} : { avatar_path: change.avatarPath }) };
    // The page shows a failed rename next to the field, so no toast.
    const user = await this.api.call(users.updateUser, { body }, { silent: true });
    return { id: user.id, username: user.username, email: user.email, avatarPath: user.avatar_path };
  }

  async avatars(): Promise<readonly string[]> {
    return this.api.call(users.avatars, {});
  }
}

function toFilmCard(film: FilmCardData): FilmCard {
  return {
    id: film.id,
    title: film.title,
    posterUrl: film.poster_url,
    episodeCount: film.episode_count,
    rating: film.rating_count > 0 ? film.rating_avg : null,
    categoryNames: film.categories.map((category) => category.name),
    categorySlug: film.categories[0]?.slug ?? 'drama',
    isNew: film.is_new,
    isHot: film.is_hot,
  };
}
