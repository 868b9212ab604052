import type { Hono } from 'hono';
import * as calls from '../../../contract/account/collection.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { setRating } from './rating.service';

const filmNotFound = 'film.not_found';

/** A member's rating of a drama, set or withdrawn (the contract marks both calls auth required). */
export function mountRatingCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  mountCall(router, calls.publishRating, async (c, { body }) => {
    const state = await setRating(ctx, c.get('userId')!, body.film_id, body.score);
    return state ? ok(c, state) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.removeRating, async (c, { body }) => {
    const state = await setRating(ctx, c.get('userId')!, body.film_id, null);
    return state ? ok(c, state) : fail(c, 404, filmNotFound);
  });
}
