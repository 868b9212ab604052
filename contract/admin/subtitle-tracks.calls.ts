import * as v from 'valibot';
import { defineCall } from '../call';
import { Lang } from '../common.schemas';
import { IdParam } from '../query.schemas';
import { SubtitleRollback, SubtitleTracks } from './subtitle-tracks.schemas';

/*
 * An episode's subtitle tracks, one per language, each with its versions (operators only). An upload or a rollback
 * makes a new version served under a new URL (no cache holds it), audited and followed at once by the caches.
 * A refused file is answered with the problem's key and `data: { line }`, the 1-based line that broke it.
 */

const EpisodeParams = v.object({ id: IdParam, num: IdParam });

export const adminSubtitleTracks = defineCall({
  id: 'adminSubtitleTracks',
  method: 'GET',
  path: '/api/admin/catalog/films/:id/episodes/:num/subtitles',
  summary: "An episode's subtitle tracks and their versions",
  tag: 'admin',
  auth: 'required',
  params: EpisodeParams,
  data: SubtitleTracks,
});

export const adminSubtitleUpload = defineCall({
  id: 'adminSubtitleUpload',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/episodes/:num/subtitles/:lang',
  summary: "Upload or replace an episode's WebVTT track in one language (a new version)",
  tag: 'admin',
  auth: 'required',
  bodyType: 'multipart',
  params: v.object({ id: IdParam, num: IdParam, lang: Lang }),
  body: v.object({ file: v.file('validation.file') }),
  data: SubtitleTracks,
});

export const adminSubtitleRollback = defineCall({
  id: 'adminSubtitleRollback',
  method: 'POST',
  path: '/api/admin/catalog/films/:id/episodes/:num/subtitles/:lang/rollback',
  summary: 'Serve an earlier version of a track again (as a new version)',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam, num: IdParam, lang: Lang }),
  body: SubtitleRollback,
  data: SubtitleTracks,
});
