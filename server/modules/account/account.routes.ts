import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { accountSettingsRoutes } from './account-settings.routes';
import { mountCollectionCalls } from './collection.routes';
import { signInRoutes } from './sign-in.routes';

/** The account API: visitors, sign-up and sign-in, the member's info and settings, and their collection. */
export function accountRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.route('/', signInRoutes(ctx));
  router.route('/', accountSettingsRoutes(ctx));
  mountCollectionCalls(router, ctx);
  return router;
}
