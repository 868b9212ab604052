import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { commentUploadRoutes } from './comment-upload.routes';
import { mountCommentCalls } from './comment.routes';
import { mountRatingCalls } from './rating.routes';

/** The community API: comments, replies, likes, reports and ratings, and the comment photos (upload and files). */
export function communityRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCommentCalls(router, ctx);
  mountRatingCalls(router, ctx);
  router.route('/', commentUploadRoutes(ctx));
  return router;
}
