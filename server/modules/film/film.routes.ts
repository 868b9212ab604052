import { Hono } from 'hono';
import * as calls from '../../../contract/film/films.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok, okSerialized } from '../../http/envelope';
import { DETAIL_TTL_MS, filmTag } from '../catalog/catalog-caches';
import { mountCall } from '../../http/mount-call';
import { episodeDetail, listEpisodes } from './episode.service';
import { anonymousFilmDetailAnswer, filmDetail } from './film-detail.service';
import { listPhotos, listVideos, videoDetail } from './media.service';
import { mountPlayCalls } from './play.routes';
import { listPlots, plotDetail } from './plot.service';
import { requestLang } from '../../http/request-lang';

const filmNotFound = 'film.not_found';

/** The film page and its sub-pages (guides live in the content module), and the play calls of its episodes. */
export function filmRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, calls.filmDetail, async (c, { params }) => {
    const userId = c.get('userId');
    if (!userId) {
      const answer = await anonymousFilmDetailAnswer(ctx, params.id, requestLang(c));
      if (!answer) return fail(c, 404, filmNotFound);
      ctx.parts.answers.store(c, calls.filmDetail, answer, [filmTag(params.id)], DETAIL_TTL_MS);
      return okSerialized(c, answer);
    }
    const film = await filmDetail(ctx, params.id, requestLang(c), userId);
    return film ? ok(c, film) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.contributors, async (c, { query }) => {
    const film = await filmDetail(ctx, query.film_id, requestLang(c));
    return film ? ok(c, film.contributors) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.episodes, async (c, { query }) => {
    const list = await listEpisodes(ctx, query.film_id, requestLang(c));
    return list ? ok(c, list) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.episodeDetail, async (c, { params }) => {
    const episode = await episodeDetail(ctx, params.film_id, params.episode_num, requestLang(c));
    return episode ? ok(c, episode) : fail(c, 404, 'episode.not_found');
  });
  mountCall(router, calls.plots, async (c, { query }) => {
    const list = await listPlots(ctx, query.film_id, requestLang(c));
    return list ? ok(c, list) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.plotDetail, async (c, { params }) => {
    const plot = await plotDetail(ctx, params.id, requestLang(c));
    return plot ? ok(c, plot) : fail(c, 404, 'plot.not_found');
  });
  mountCall(router, calls.photos, async (c, { query }) => {
    const page = await listPhotos(ctx, query.film_id, requestLang(c), query.page, query.page_size);
    return page ? ok(c, page) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.videos, async (c, { query }) => {
    const list = await listVideos(ctx, query.film_id, requestLang(c));
    return list ? ok(c, list) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.videoDetail, async (c, { params }) => {
    const video = await videoDetail(ctx, params.id, requestLang(c));
    return video ? ok(c, video) : fail(c, 404, 'video.not_found');
  });
  mountPlayCalls(router, ctx);
  return router;
}
