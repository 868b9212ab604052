import type { PlayPermission } from '../../../contract/film/play.schemas';
import type { ServerContext } from '../../context';
import type { Caller } from '../../http/caller';
import { applicationState } from './permission-application.service';
import { requireEpisode } from '../catalog/film-lookup';
import { visitsSoFar } from '../sharing/share.service';

/**
 * Whether an episode may play for the caller, and why: the first FREE_EPISODES episodes are free; the rest
 * unlock when the caller's share links of the drama brought SHARE_UNLOCK_VISITS distinct visitors, or when the
 * caller's permission application was approved.
 */
export async function playPermission(ctx: ServerContext, filmId: number, episodeNum: number, caller: Caller): Promise<PlayPermission> {
  const episode = await requireEpisode(ctx, filmId, episodeNum);
  const { freeEpisodes, shareUnlockVisits } = ctx.config;
  const [visits, application] = await Promise.all([visitsSoFar(ctx, filmId, caller), applicationState(ctx, filmId, caller)]);
  const reason =
    episodeNum <= freeEpisodes || episode.free
      ? 'free'
      : visits >= shareUnlockVisits
        ? 'share_unlocked'
        : application.state === 'approved'
          ? 'approved'
          : 'locked';
  return {
    film_id: filmId,
    episode_num: episodeNum,
    allowed: reason !== 'locked',
    reason,
    free_episodes: freeEpisodes,
    visits_needed: shareUnlockVisits,
    visits_so_far: visits,
    application: application.state,
    ...(application.reply ? { application_reply: application.reply } : {}),
  };
}
