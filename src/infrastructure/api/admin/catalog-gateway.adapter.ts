import { inject, injectable } from 'inversify';
import type * as v from 'valibot';
import * as catalogCalls from '../../../../contract/admin/catalog.calls';
import type { AdminDrama, DramaInput } from '../../../../contract/admin/catalog.schemas';
import type { CatalogGateway, NewEpisode } from '../../../application/admin/catalog-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { CatalogChoices, CatalogRow, DramaFields, EditedDrama } from '../../../domain/admin/catalog.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { LANGUAGES, type Language } from '../../../domain/routing/language';
import { toPaged } from '../wire.mappers';

type WireTexts = v.InferOutput<typeof DramaInput>['texts']['en'];

const asFile = (blob: Blob, name: string) => (blob instanceof File ? blob : new File([blob], name, { type: blob.type }));

function toWire(fields: DramaFields): DramaInput {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const t = fields.texts[lang];
      const wire: WireTexts = { title: t.title, synopsis: t.synopsis, tagline: t.tagline, seo_title: t.seoTitle, seo_description: t.seoDescription };
      return [lang, wire];
    }),
  ) as DramaInput['texts'];
  return {
    slug: fields.slug,
    original_lang: fields.originalLang,
    release_year: fields.releaseYear,
    texts,
    categories: [...fields.categories],
    topics: [...fields.topics],
    contributors: fields.contributors.map((c) => ({ ...c })),
  };
}

function fromWire(d: AdminDrama): EditedDrama {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const t = d.texts[lang];
      return [lang, { title: t.title, synopsis: t.synopsis, tagline: t.tagline, seoTitle: t.seo_title, seoDescription: t.seo_description }];
    }),
  ) as EditedDrama['texts'];
  return {
    id: d.id,
    slug: d.slug,
    originalLang: d.original_lang,
    releaseYear: d.release_year,
    texts,
    categories: d.categories,
    topics: d.topics,
    contributors: d.contributors,
    published: d.published,
    posterUrl: d.poster_url,
    episodes: d.episodes.map((e) => ({
      number: e.number,
      durationSeconds: e.duration_seconds,
      free: e.free,
      videoUrl: e.video_url,
      subtitleLangs: e.subtitle_langs,
    })),
  };
}

/** CatalogGateway over the HTTP ApiClient; refusals are shown by the editor, so calls are silent (no toast). */
@injectable()
export class ApiCatalogGateway implements CatalogGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(page: number): Promise<Paged<CatalogRow>> {
    const data = await this.api.call(catalogCalls.adminCatalogList, { query: { page: String(page), page_size: '30' } });
    return toPaged(data, (r) => ({ id: r.id, slug: r.slug, title: r.title, published: r.published, episodeCount: r.episode_count, posterUrl: r.poster_url }));
  }

  async setPublished(id: number, published: boolean): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogPublish, { params: { id }, body: { published } }, { silent: true }));
  }

  async choices(lang: Language): Promise<CatalogChoices> {
    const data = await this.api.call(catalogCalls.adminCatalogChoices, { query: { lang } });
    return { groups: data.categories, contributors: data.contributors };
  }

  async drama(id: number): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogDrama, { params: { id } }, { silent: true }));
  }

  async create(fields: DramaFields): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogCreate, { body: toWire(fields) }, { silent: true }));
  }

  async update(id: number, fields: DramaFields): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogUpdate, { params: { id }, body: toWire(fields) }, { silent: true }));
  }

  async uploadPoster(id: number, image: Blob): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogPoster, { params: { id }, body: { file: asFile(image, 'poster') } }, { silent: true }));
  }

  async addEpisode(id: number, episode: NewEpisode): Promise<EditedDrama> {
    const subtitles: Partial<Record<`subtitle_${Language}`, File>> = {};
    for (const lang of LANGUAGES) {
      const blob = episode.subtitles[lang];
      if (blob) subtitles[`subtitle_${lang}`] = asFile(blob, `${lang}.vtt`);
    }
    const body = {
      video: asFile(episode.video, 'video'),
      duration_seconds: episode.durationSeconds,
      free: episode.free ? ('true' as const) : ('false' as const),
      ...subtitles,
    };
    return fromWire(await this.api.call(catalogCalls.adminCatalogAddEpisode, { params: { id }, body }, { silent: true }));
  }

  async reorder(id: number, order: readonly number[]): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogReorder, { params: { id }, body: { order: [...order] } }, { silent: true }));
  }

  async setFree(id: number, episode: number, free: boolean): Promise<EditedDrama> {
    return fromWire(await this.api.call(catalogCalls.adminCatalogEpisodeFree, { params: { id, num: episode }, body: { free } }, { silent: true }));
  }
}
