import type { ServiceIdentifier } from 'inversify';
import type { CatalogChoices, CatalogRow, DramaFields, EditedDrama } from '../../domain/admin/catalog.types';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { Language } from '../../domain/routing/language';

/** An episode to add: its video, its length, whether it is free, and its WebVTT subtitles by language. */
export interface NewEpisode {
  readonly video: Blob;
  readonly durationSeconds: number;
  readonly free: boolean;
  readonly subtitles: Partial<Readonly<Record<Language, Blob>>>;
}

/**
 * The console's catalog calls. Each change answers the drama as stored after it; a refusal rejects with an ApiError
 * whose message key says why (catalog.slug_taken, upload.unsupported_type, media.subtitle_invalid...).
 */
export interface CatalogGateway {
  list(page: number): Promise<Paged<CatalogRow>>;
  /** Publishes or unpublishes; rejects with catalog.not_publishable for a drama without poster or episodes. */
  setPublished(id: number, published: boolean): Promise<EditedDrama>;
  choices(lang: Language): Promise<CatalogChoices>;
  drama(id: number): Promise<EditedDrama>;
  create(fields: DramaFields): Promise<EditedDrama>;
  update(id: number, fields: DramaFields): Promise<EditedDrama>;
  uploadPoster(id: number, image: Blob): Promise<EditedDrama>;
  addEpisode(id: number, episode: NewEpisode): Promise<EditedDrama>;
  /** `order` lists every episode number once, in the new order. */
  reorder(id: number, order: readonly number[]): Promise<EditedDrama>;
  setFree(id: number, episode: number, free: boolean): Promise<EditedDrama>;
}
export const CatalogGateway = Symbol.for('CatalogGateway') as ServiceIdentifier<CatalogGateway>;
