import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as catalog from '../../../../contract/admin/catalog.calls';
import * as subtitles from '../../../../contract/admin/subtitle-tracks.calls';
import { checkWebVtt, MAX_TRACK_BYTES, TRACK_PROBLEM_KEYS } from '../../../../src/domain/subtitles/webvtt-check';
import { codeOf } from '../../../../contract/error-codes';
import { LANGUAGES, type Lang } from '../../../../contract/common.schemas';
import type { ServerContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { mountCall } from '../../../http/mount-call';
import { fail, ok } from '../../../http/envelope';
import { operatorOf } from '../operator-guard';
import {
  addEpisode,
  adminDrama,
  catalogChoices,
  createDrama,
  listDramas,
  publishDrama,
  reorderEpisodes,
  setEpisodeFree,
  setPoster,
  updateDrama,
} from './admin-catalog.service';
import { intakePoster, MAX_POSTER_BYTES, MAX_SUBTITLE_BYTES, MAX_VIDEO_BYTES, servableVideo, videoContainer } from './media-checks';
import { contentHash, MediaBatch } from './media-files';
import { episodeSubtitleTracks, rollBackSubtitleTrack, uploadSubtitleTrack } from './subtitle-tracks.service';

/** Paths whose bodies are media: app.ts lets them past the API's small body limit; this router bounds them. */
export const CATALOG_UPLOAD_PATH = /^\/api\/admin\/catalog\/films\/\d+\/(?:poster|episodes|episodes\/\d+\/subtitles\/[a-z]{2})$/;

/** The reorder call's path (`.../episodes/order`) as the router holds it, beside `.../episodes/:num/free`. */
const EPISODE_STEP = '/api/admin/catalog/films/:id/episodes/:num';
const REORDER_STEP = 'order';

/** Stores new media files in the media store, runs the catalog change, and takes the files back if the change fails. */
async function withMedia<T>(ctx: ServerContext, files: { relative: string; bytes: Uint8Array }[], change: (urls: string[]) => Promise<T>): Promise<T> {
  const batch = new MediaBatch(ctx.media);
  const urls: string[] = [];
  for (const file of files) urls.push(await batch.stage(file.relative, file.bytes));
  await batch.place();
  try {
    return await change(urls);
  } catch (error) {
    await batch.undoPlaced();
    throw error;
  }
}

/** The catalog calls of the console; mounted after the admin router, whose guard has already let only operators by. */
export function adminCatalogRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const uploads = bodyLimit({ maxSize: MAX_VIDEO_BYTES + LANGUAGES.length * MAX_SUBTITLE_BYTES + 64 * 1024, onError: (c) => fail(c, 413, 'media.too_large') });
  router.use('/api/admin/catalog/films/:id/poster', uploads);
  router.use('/api/admin/catalog/films/:id/episodes', uploads);
  // A track is checked against MAX_TRACK_BYTES by its size; a body far past it is cut off before it is read.
  router.use(subtitles.adminSubtitleUpload.path, bodyLimit({ maxSize: MAX_TRACK_BYTES + 64 * 1024, onError: (c) => fail(c, 413, 'media.too_large') }));

  mountCall(router, catalog.adminCatalogList, async (c, { query }) => ok(c, await listDramas(ctx, query.page, query.page_size)));
  mountCall(router, catalog.adminCatalogChoices, async (c, { query }) => ok(c, await catalogChoices(ctx, query.lang)));
  mountCall(router, catalog.adminCatalogDrama, async (c, { params }) => ok(c, await adminDrama(ctx, params.id)));
  mountCall(router, catalog.adminCatalogCreate, async (c, { body }) => ok(c, await createDrama(ctx, operatorOf(c), body)));
  mountCall(router, catalog.adminCatalogUpdate, async (c, { params, body }) => ok(c, await updateDrama(ctx, operatorOf(c), params.id, body)));
  mountCall(router, catalog.adminCatalogPublish, async (c, { params, body }) => ok(c, await publishDrama(ctx, operatorOf(c), params.id, body.published)));
  // RegExpRouter refuses a literal segment beside a parameter below a parameter (`.../episodes/order` next to
  // `.../episodes/:num/free`: UnsupportedPathError), and Hono's SmartRouter then runs the whole app on the slower
  // TrieRouter. The reorder call is registered under the same `:num` and answers only for "order"; any other value
  // goes on as before (to the 404). app-router.test.ts keeps every route within RegExpRouter.
  mountCall(router, catalog.adminCatalogReorder, async (c, { params, body }) => ok(c, await reorderEpisodes(ctx, operatorOf(c), params.id, body.order)), {
    pattern: EPISODE_STEP,
    only: (c) => c.req.param('num') === REORDER_STEP,
  });
  mountCall(router, catalog.adminCatalogEpisodeFree, async (c, { params, body }) =>
    ok(c, await setEpisodeFree(ctx, operatorOf(c), params.id, params.num, body.free)),
  );

  mountCall(router, catalog.adminCatalogPoster, async (c, { params, body }) => {
    const drama = await adminDrama(ctx, params.id);
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    if (bytes.byteLength > MAX_POSTER_BYTES) throw new AppError(413, 'upload.too_large');
    const intake = await intakePoster(bytes);
    if (!intake.ok) throw new AppError(codeOf(intake.error), intake.error);
    const relative = `${drama.slug}/poster-${contentHash(bytes)}.webp`;
    return ok(c, await withMedia(ctx, [{ relative, bytes: intake.image.data }], ([url]) => setPoster(ctx, operatorOf(c), params.id, url!)));
  });

  mountCall(router, catalog.adminCatalogAddEpisode, async (c, { params, body }) => {
    const drama = await adminDrama(ctx, params.id);
    const uploaded = new Uint8Array(await body.video.arrayBuffer());
    const container = videoContainer(uploaded);
    if (container === 'media.video_type') throw new AppError(400, container);
    const video = servableVideo(uploaded, container);
    if (video === 'media.video_type') throw new AppError(400, video);
    const subtitles: { lang: Lang; text: string }[] = [];
    for (const lang of LANGUAGES) {
      const file = body[`subtitle_${lang}`];
      if (!file) continue;
      if (file.size > MAX_SUBTITLE_BYTES) throw new AppError(413, 'media.too_large');
      const text = await file.text();
      const check = checkWebVtt(text, file.size, body.duration_seconds);
      if (!check.ok) throw new AppError(codeOf(TRACK_PROBLEM_KEYS[check.problem]), TRACK_PROBLEM_KEYS[check.problem], { line: check.line });
      subtitles.push({ lang, text });
    }
    const number = Math.max(0, ...drama.episodes.map((e) => e.number)) + 1;
    const base = `${drama.slug}/ep${number}-${contentHash(video, ...subtitles.map((s) => `\n${s.lang}\n${s.text}`))}`;
    const files = [
      { relative: `${base}.${container}`, bytes: video },
      ...subtitles.map((s) => ({ relative: `${base}.${s.lang}.vtt`, bytes: new TextEncoder().encode(s.text) })),
    ];
    return ok(
      c,
      await withMedia(ctx, files, ([videoPath]) =>
        addEpisode(ctx, operatorOf(c), params.id, {
          durationSeconds: body.duration_seconds,
          free: body.free,
          videoPath: videoPath!,
          subtitleLangs: subtitles.map((s) => s.lang),
          titles: {},
        }),
      ),
    );
  });

  mountCall(router, subtitles.adminSubtitleTracks, async (c, { params }) => ok(c, await episodeSubtitleTracks(ctx, params.id, params.num)));
  mountCall(router, subtitles.adminSubtitleUpload, async (c, { params, body }) =>
    ok(c, await uploadSubtitleTrack(ctx, operatorOf(c), params.id, params.num, params.lang, new Uint8Array(await body.file.arrayBuffer()))),
  );
  mountCall(router, subtitles.adminSubtitleRollback, async (c, { params, body }) =>
    ok(c, await rollBackSubtitleTrack(ctx, operatorOf(c), params.id, params.num, params.lang, body.version)),
  );

  return router;
}
