import * as v from 'valibot';
import { defineCall } from '../call';
import { Lang, WireInteger } from '../common.schemas';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';
import { AdminDrama, AdminDramaRow, CatalogChoices, DramaInput, EpisodeOrder } from './catalog.schemas';

/*
 * Catalog editing (operators only, like every /api/admin/... call). A drama is created as a draft; visitors see it
 * once published. Every change is audited and followed at once by the caches, the search index and the sitemap.
 */

export const adminCatalogList = defineCall({
  id: 'adminCatalogList',
  method: 'GET',
  path: '/api/admin/catalog/films',
  summary: 'Dramas, drafts included, newest first',
  tag: 'admin',
  auth: 'required',
  query: v.object({ ...PageQuery }),
  data: paged(AdminDramaRow),
});

export const adminCatalogChoices = defineCall({
  id: 'adminCatalogChoices',
  method: 'GET',
  path: '/api/admin/catalog/choices',
  summary: 'Categories, topics and contributors a drama may name',
  tag: 'admin',
  auth: 'required',
  query: v.object({ lang: v.optional(Lang, 'en') }),
  data: CatalogChoices,
});

export const adminCatalogDrama = defineCall({
  id: 'adminCatalogDrama',
  method: 'GET',
  path: '/api/admin/catalog/films/:id',
  summary: 'One drama with every text and episode',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  data: AdminDrama,
});

/** A new draft; a slug in use answers catalog.slug_taken (409). */
export const adminCatalogCreate = defineCall({
  id: 'adminCatalogCreate',
  method: 'POST',
  path: '/api/admin/catalog/films',
  summary: 'Create a drama (a draft)',
  tag: 'admin',
  auth: 'required',
  body: DramaInput,
  data: AdminDrama,
});

export const adminCatalogUpdate = defineCall({
  id: 'adminCatalogUpdate',
  method: 'POST',
  path: '/api/admin/catalog/films/:id',
  summary: "Change a drama's texts, groups and people",
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: DramaInput,
  data: AdminDrama,
});

/** Publishing needs a poster and at least one episode (catalog.not_publishable otherwise). */
export const adminCatalogPublish = defineCall({
  id: 'adminCatalogPublish',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/publish',
  summary: 'Publish or unpublish a drama',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: v.object({ published: v.boolean() }),
  data: AdminDrama,
});

/** The image is checked and re-encoded by the shared image intake (upload.* keys for bad images). */
export const adminCatalogPoster = defineCall({
  id: 'adminCatalogPoster',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/poster',
  summary: "Upload a drama's poster",
  tag: 'admin',
  auth: 'required',
  bodyType: 'multipart',
  params: v.object({ id: IdParam }),
  body: v.object({ file: v.file('validation.file') }),
  data: AdminDrama,
});

const SubtitleParts = Object.fromEntries(
  ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'].map((lang) => [`subtitle_${lang}`, v.optional(v.file())]),
) as Record<`subtitle_${Lang}`, v.OptionalSchema<v.FileSchema<undefined>, undefined>>;

/**
 * Adds an episode after the last one: an MP4 (ftyp) or WebM (EBML) video (media.video_type otherwise) and WebVTT
 * subtitles per language (`subtitle_de`...; media.subtitle_invalid when one does not parse).
 */
export const adminCatalogAddEpisode = defineCall({
  id: 'adminCatalogAddEpisode',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/episodes',
  summary: 'Add an episode with its video and subtitles',
  tag: 'admin',
  auth: 'required',
  bodyType: 'multipart',
  params: v.object({ id: IdParam }),
  body: v.object({
    video: v.file('validation.video'),
    duration_seconds: v.pipe(WireInteger, v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(6 * 3600)),
    free: v.optional(
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((s) => s === 'true'),
      ),
      'false',
    ),
    ...SubtitleParts,
  }),
  data: AdminDrama,
});

/** `order` lists every episode number once, in the new order; episodes are numbered 1..n in it. */
export const adminCatalogReorder = defineCall({
  id: 'adminCatalogReorder',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/episodes/order',
  summary: "Reorder a drama's episodes",
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: EpisodeOrder,
  data: AdminDrama,
});

/** Free for everyone even beyond FREE_EPISODES, or not. */
export const adminCatalogEpisodeFree = defineCall({
  id: 'adminCatalogEpisodeFree',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/episodes/:num/free',
  summary: 'Make an episode free or not',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam, num: IdParam }),
  body: v.object({ free: v.boolean() }),
  data: AdminDrama,
});
