import type { Hono } from 'hono';
import * as calls from '../../../contract/account/collection.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { favoriteFilms, ratedFilms, setFavorite } from './collection.service';

const filmNotFound = 'film.not_found';

/** Favourites, and the lists of favourite and rated films, of the signed-in member (the contract marks every call auth required). */
export function mountCollectionCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  mountCall(router, calls.favorite, async (c, { body }) => {
    const state = await setFavorite(ctx, c.get('userId')!, body.film_id, true);
    return state ? ok(c, state) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.unfavorite, async (c, { body }) => {
    const state = await setFavorite(ctx, c.get('userId')!, body.film_id, false);
    return state ? ok(c, state) : fail(c, 404, filmNotFound);
  });
  mountCall(router, calls.userFavoriteFilms, async (c, { query }) => ok(c, await favoriteFilms(ctx, c.get('userId')!, requestLang(c), query)));
  mountCall(router, calls.userRatedFilms, async (c, { query }) => ok(c, await ratedFilms(ctx, c.get('userId')!, requestLang(c), query)));
}
