import { inject, injectable } from 'inversify';
import * as collection from '../../../contract/account/collection.calls';
import * as users from '../../../contract/account/users.calls';
import type { CollectionFilm, PersonalGateway, ProfileChange } from '../../application/account/personal-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { SessionUser } from '../../application/shared/user-gateway.port';
import type { Paged } from '../../domain/catalog/paged.entity';
import { toFilmCard } from './wire.mappers';

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
    return {
      page: data.page,
      pageSize: data.page_size,
      total: data.total,
      items: data.items.map((film) => ({ film: toFilmCard(film), myRating: film.my_rating })),
    };
  }

  async updateProfile(change: ProfileChange): Promise<SessionUser> {
    const body = {
      ...(change.username === undefined ? {} : { username: change.username }),
      ...(change.avatarPath === undefined ? {} : { avatar_path: change.avatarPath }),
    };
    // The page shows a failed rename next to the field, so no toast.
    const user = await this.api.call(users.updateUser, { body }, { silent: true });
    return { id: user.id, username: user.username, email: user.email, avatarPath: user.avatar_path };
  }

  async avatars(): Promise<readonly string[]> {
    return this.api.call(users.avatars, {});
  }
}
