import * as v from 'valibot';
import { defineCall } from '../call';
import { EpisodeNum } from '../catalog/episodes.schemas';
import { Video } from '../catalog/media.schemas';
import { IdParam } from '../query.schemas';
import { PlayPermission } from './play.schemas';

/*
 * Play permission and plays. The caller is the member of the bearer token, else the visitor of the Fingerprint
 * header. Rules: episodes 1..free_episodes are free; the rest unlock for a caller whose share links of that drama
 * brought share_unlock_visits (3) distinct visitors, or whose permission application was approved.
 */

export const playPermission = defineCall({
  id: 'playPermission',
  method: 'GET',
  path: '/api/films/play-permission/:film_id',
  summary: 'Whether an episode may play for the caller, why, and how far the share unlock has come',
  tag: 'film',
  // Fingerprint is optional: a caller not yet identified has no shares or applications, so the free episodes play
  // and the others answer `locked` (the SPA asks again once it knows the visitor).
  auth: 'optional',
  params: v.object({ film_id: IdParam }),
  query: v.object({ episode_num: IdParam }),
  data: PlayPermission,
});

/**
 * The episode's video after the same checks as `play` (a locked episode answers play.locked, 403), without
 * recording a play: a read, so the server writes a free episode's answer into its page (the player is in the HTML)
 * and the player fetches the next episode's while one plays. The play is recorded by `play` when it starts.
 */
export const episodeVideo = defineCall({
  id: 'episodeVideo',
  method: 'GET',
  path: '/api/films/episode-video/:film_id',
  summary: "An episode's video, after the play-permission check, without recording a play (added: not in the spec)",
  tag: 'film',
  auth: 'optional',
  params: v.object({ film_id: IdParam }),
  query: v.object({ episode_num: IdParam }),
  data: Video,
});

/** Records a play and hands out the episode's video; a locked episode answers play.locked (403). */
export const play = defineCall({
  id: 'play',
  method: 'POST',
  path: '/api/films/play/:film_id',
  summary: "Play an episode: record the play and answer the episode's video",
  tag: 'film',
  // Fingerprint optional as for playPermission: a free episode plays before the visitor is identified.
  auth: 'optional',
  params: v.object({ film_id: IdParam }),
  body: v.object({ episode_num: EpisodeNum }),
  data: Video,
});
