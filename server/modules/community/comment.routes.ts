import type { Context, Hono } from 'hono';
import { codeOf } from '../../../contract/error-codes';
import * as calls from '../../../contract/community/comments.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok, okSerialized } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
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
import { reportComment } from './comment-report.service';
import { publishComment, publishReply, setLike, type PublishOutcome } from './comment-write.service';
import { HOT_TAG, HOT_TTL_MS } from './hot-comments.cache';

const commentNotFound = 'comment.not_found';
const filmNotFound = 'film.not_found';

function answerPublished(c: Context<AppEnv>, outcome: PublishOutcome) {
  return outcome.ok ? ok(c, outcome.comment) : fail(c, codeOf(outcome.error), outcome.error);
}

/**
 * Reading, writing, liking and reporting comments. Writes count against the member's limits (member-limits.ts)
 * after their input passed the contract, so a refused text costs nothing.
 */
export function mountCommentCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  mountCall(router, calls.comments, async (c, { query }) => {
    const page = await filmComments(ctx, query.film_id, query.sort, query, requestLang(c), c.get('userId'));
    return page ? ok(c, page) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.secondLevelComments, async (c, { query }) => {
    const page = await commentReplies(ctx, query.comment_id, query, c.get('userId'));
    return page ? ok(c, page) : fail(c, 404, commentNotFound);
  });
  mountCall(router, calls.commentImages, async (c, { query }) => {
    const page = await filmCommentImages(ctx, query.film_id, query);
    return page ? ok(c, page) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.commentDetail, async (c, { params }) => {
    const comment = await commentDetail(ctx, params.id, requestLang(c), c.get('userId'));
    return comment ? ok(c, comment) : fail(c, 404, commentNotFound);
  });
  mountCall(router, calls.moreHotComments, async (c, { query }) => {
    const userId = c.get('userId');
    if (!userId) {
      const answer = await anonymousHotCommentsAnswer(ctx, requestLang(c), query, query.film_id);
      ctx.parts.answers.store(c, calls.moreHotComments, answer, [HOT_TAG], HOT_TTL_MS);
      return okSerialized(c, answer);
    }
    return ok(c, await hotComments(ctx, requestLang(c), query, query.film_id, userId));
  });
  mountCall(router, calls.monthlyHot, async (c, { query }) => ok(c, await monthlyHotComments(ctx, requestLang(c), query.limit, c.get('userId'))));
  mountCall(router, calls.userComments, async (c, { query }) => ok(c, await userComments(ctx, c.get('userId')!, requestLang(c), query)));
  for (const [call, liked] of [
    [calls.likeComment, true],
    [calls.unlikeComment, false],
  ] as const) {
    mountCall(router, call, async (c, { body }) => {
      const userId = c.get('userId')!;
      const limited = await ctx.parts.memberLimits.over(c, 'like', userId);
      if (limited) return limited;
      const state = await setLike(ctx, userId, body.comment_id, liked);
      return state ? ok(c, state) : fail(c, 404, commentNotFound);
    });
  }
  mountCall(router, calls.publishComment, async (c, { body }) => {
    const userId = c.get('userId')!;
    const limited = await ctx.parts.memberLimits.over(c, 'comment', userId);
    if (limited) return limited;
    return answerPublished(c, await publishComment(ctx, userId, body, requestLang(c)));
  });
  mountCall(router, calls.publishReply, async (c, { body }) => {
    const userId = c.get('userId')!;
    const limited = await ctx.parts.memberLimits.over(c, 'reply', userId);
    if (limited) return limited;
    return answerPublished(c, await publishReply(ctx, userId, body, requestLang(c)));
  });
  mountCall(router, calls.reportComment, async (c, { body }) => {
    const userId = c.get('userId')!;
    const limited = await ctx.parts.memberLimits.over(c, 'report', userId);
    if (limited) return limited;
    const outcome = await reportComment(ctx, userId, body.comment_id, body.reason);
    return outcome.ok ? ok(c, outcome.state) : fail(c, codeOf(outcome.error), outcome.error);
  });
}
