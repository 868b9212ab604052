import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { mountCollectionCalls } from '../account/collection.routes';
import { mountCommentCalls } from './comment.routes';
import { uploadRoutes } from './comment-upload.routes';

/** The engagement API: comments, likes, favourites and ratings, and the comment photos (upload and files). */
export function engagementRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCommentCalls(router, ctx);
  mountCollectionCalls(router, ctx);
  router.route('/', uploadRoutes(ctx));
  return router;
}
