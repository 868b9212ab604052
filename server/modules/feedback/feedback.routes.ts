import { Hono } from 'hono';
import { createFeedback } from '../../../contract/feedback/feedback.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { callerOf } from '../../http/caller';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requireFilm } from '../catalog/film-lookup';
import { applyForPermission } from '../film/permission-application.service';
import { recordFeedback } from './feedback.service';

/** The feedback form: a message, or (apply_permission) a member's application to watch a locked drama. */
export function feedbackRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  mountCall(router, createFeedback, async (c, { body }) => {
    if (body.apply_permission !== true) {
      if (body.film_id !== undefined) await requireFilm(ctx, body.film_id);
      return ok(c, await recordFeedback(ctx, callerOf(c), { content: body.content ?? '', filmId: body.film_id }));
    }
    const userId = c.get('userId');
    if (!userId) throw new AppError(401, 'auth.required');
    if (body.film_id === undefined) throw new AppError(400, 'application.film_required');
    await requireFilm(ctx, body.film_id);
    return ok(c, await applyForPermission(ctx, { userId, visitorId: c.get('visitorId'), filmId: body.film_id }));
  });

  return router;
}
