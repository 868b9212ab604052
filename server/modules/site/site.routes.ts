import { Hono } from 'hono';
import * as calls from '../../../contract/site/config.calls';
import type { SiteConfig } from '../../../contract/site/config.schemas';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../src/domain/routing/language';
import { films } from '../../db/schema/catalog';
import { mountCall } from '../../http/mount-call';
import { pageSeoInfo } from './page-seo.service';

/** The public site configuration; the drama count is cached briefly like other catalog reads. */
export async function siteConfig(ctx: ServerContext): Promise<SiteConfig> {
  const { misc } = ctx.parts.catalogCaches;
  let total = misc.get('total_dramas') as number | undefined;
  if (total === undefined) {
    total = await ctx.db.$count(films);
    misc.set('total_dramas', total);
  }
  return {
    total_dramas: total,
    languages: LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    default_language: 'en',
    google_client_id: ctx.config.google?.clientId ?? null,
    tag_manager_id: ctx.config.tagManagerId ?? null,
    free_episodes: ctx.config.freeEpisodes,
    share_unlock_visits: ctx.config.shareUnlockVisits,
  };
}

/** Site-wide calls: the config read at start and the head of any page. */
export function siteRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, calls.config, async (c) => ok(c, await siteConfig(ctx)));
  mountCall(router, calls.pageSeoInfo, async (c, { query }) => {
    const info = await pageSeoInfo(ctx, { pagePath: query.page_path });
    return info ? ok(c, info) : fail(c, 404, 'page.not_found');
  });
  return router;
}
