import type { Hono } from 'hono';
import * as calls from '../../../contract/comments.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok, okSerialized } from '../../http/envelope';
import { answerCache } from '../../http/answer-cache';
import { route } from '../catalog/mount-call';
import { requestLang } from '../catalog/request-lang';
import {
  anonymousHotCommentsAnswer,
  commentDetail,
  commentReplies,
  filmCommentImages,
  filmComments,
  hotComments,
  monthlyHotComments,
  userComments,
} from './comment-read.service';
import { publishComment, publishReply, setLike } from './comment-write.service';
import { HOT_TAG, HOT_TTL_MS } from './hot-comments.cache';

const commentNotFound = 'comment.not_found';
const filmNotFound = 'film.not_found';

/** Only pictures on the site's own media may be attached (no hot-linked or tracking images). */
function ownMedia(ctx: ServerContext, urls: readonly string[]): boolean {
  const origin = ctx.config.publicOrigin;
  return urls.every((url) => url.startsWith('/media/') || (origin !== undefined && url.startsWith(`${origin}/media/`)));
}

/** Reading, writing and liking comments. */
export function mountCommentCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  route(router, calls.comments, async (c, { query }) => {
    const page = await filmComments(ctx, query.film_id, query.sort, query, c.get('userId'));
    return page ? ok(c, page) : fail(c, 404, filmNotFound);
  });
  route(router, calls.secondLevelComments, async (c, { query }) => {
    const page = await commentReplies(ctx, query.comment_id, query, c.get('userId'));
    return page ? ok(c, page) : fail(c, 404, commentNotFound);
  });
  route(router, calls.commentImages, async (c, { query }) => {
    const page = await filmCommentImages(ctx, query.film_id, query);
    return page ? ok(c, page) : fail(c, 404, filmNotFound);
  });
  route(router, calls.commentDetail, async (c, { params }) => {
    const comment = await commentDetail(ctx, params.id, requestLang(c), c.get('userId'));
    return comment ? ok(c, comment) : fail(c, 404, commentNotFound);
  });
  route(router, calls.moreHotComments, async (c, { query }) => {
    const userId = c.get('userId');
    if (!userId) {
      const answer = await anonymousHotCommentsAnswer(ctx, requestLang(c), query, query.film_id);
      answerCache(ctx).store(c, calls.moreHotComments, answer, [HOT_TAG], HOT_TTL_MS);
      return okSerialized(c, answer);
    }
    return ok(c, await hotComments(ctx, requestLang(c), query, query.film_id, userId));
  });
  route(router, calls.monthlyHot, async (c, { query }) => ok(c, await monthlyHotComments(ctx, requestLang(c), query.limit, c.get('userId'))));
  route(router, calls.userComments, async (c, { query }) => ok(c, await userComments(ctx, c.get('userId')!, requestLang(c), query)));
  route(router, calls.likeComment, async (c, { body }) => {
    const state = await setLike(ctx, c.get('userId')!, body.comment_id, true);
    return state ? ok(c, state) : fail(c, 404, commentNotFound);
  });
  route(router, calls.unlikeComment, async (c, { body }) => {
    const state = await setLike(ctx, c.get('userId')!, body.comment_id, false);
    return state ? ok(c, state) : fail(c, 404, commentNotFound);
  });
  route(router, calls.publishComment, async (c, { body }) => {
    if (!ownMedia(ctx, body.image_urls)) return fail(c, 400, 'validation.image_urls');
    const comment = await publishComment(ctx, c.get('userId')!, body, requestLang(c));
    return comment ? ok(c, comment) : fail(c, 404, filmNotFound);
  });
  route(router, calls.publishReply, async (c, { body }) => {
    const reply = await publishReply(ctx, c.get('userId')!, body, requestLang(c));
    return reply ? ok(c, reply) : fail(c, 404, commentNotFound);
  });
}
