import type { ServiceIdentifier } from 'inversify';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { SessionUser } from '../shared/user-gateway.port';

/** A drama in the member's collection, with the member's own score when rated. */
export interface CollectionFilm {
  readonly film: FilmCard;
  /** 1..5 stars for the rated list, null in the favourites list. */
  readonly myRating: number | null;
}

/** What a member may change about the account: either or both. */
export interface ProfileChange {
  readonly username?: string;
  readonly avatarPath?: string;
}

/** The personal pages' data: the collection lists and the account's editable details. */
export interface PersonalGateway {
  favoriteFilms(page: number, pageSize: number): Promise<Paged<CollectionFilm>>;
  ratedFilms(page: number, pageSize: number): Promise<Paged<CollectionFilm>>;
  /** update_user; answers the member as saved. */
  updateProfile(change: ProfileChange): Promise<SessionUser>;
  /** The avatars a member may pick. */
  avatars(): Promise<readonly string[]>;
}
export const PersonalGateway = Symbol.for('PersonalGateway') as ServiceIdentifier<PersonalGateway>;
