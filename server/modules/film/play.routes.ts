import type { Hono } from 'hono';
import * as playCalls from '../../../contract/film/play.calls';
import { transcript } from '../../../contract/film/transcript.calls';
import { reportSubtitleLine } from '../../../contract/film/subtitle-reports.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { callerOf } from '../../http/caller';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { playEpisode } from './play.service';
import { playPermission } from './play-permission.service';
import { episodeTranscript } from './transcript.service';
import { reportSubtitleLine as fileReport } from './subtitle-report.service';

/**
 * Whether an episode may play, its play (recorded), the next episode's video fetched ahead (not recorded), and its
 * transcript, locked as its video is.
 */
export function mountPlayCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  mountCall(router, playCalls.playPermission, async (c, { params, query }) => ok(c, await playPermission(ctx, params.film_id, query.episode_num, callerOf(c))));

  mountCall(router, playCalls.play, async (c, { params, body }) =>
    ok(c, await playEpisode(ctx, params.film_id, body.episode_num, callerOf(c), requestLang(c))),
  );

  mountCall(router, playCalls.episodeVideo, async (c, { params, query }) =>
    ok(c, await playEpisode(ctx, params.film_id, query.episode_num, callerOf(c), requestLang(c), false)),
  );

  mountCall(router, transcript, async (c, { params, query }) =>
    ok(c, await episodeTranscript(ctx, params.film_id, query.episode_num, query.lang, callerOf(c))),
  );

  // Counted after the contract passed the input (a refused body costs nothing), before the episode is looked at.
  mountCall(router, reportSubtitleLine, async (c, { body }) => {
    const userId = c.get('userId')!;
    const limited = await ctx.parts.memberLimits.over(c, 'subtitleReport', userId);
    if (limited) return limited;
    return ok(c, await fileReport(ctx, userId, body));
  });
}
