import * as v from 'valibot';
import { defineCall } from '../call';
import { Id, Text } from '../common.schemas';
import { EpisodeNum } from '../catalog/episodes.schemas';
import { FeedbackReceipt, PlayPermission, ShareRecord } from './growth.schemas';
import { Video } from '../catalog/media.schemas';
import { IdParam } from '../query.schemas';

// The share visit every landing page may confirm lives in share-visit.calls.ts (the app's first chunk holds only it).
export { shareVisit } from './share-visit.calls';

/*
 * Play permission, shares and feedback. The caller is the member of the bearer token, else the visitor of the
 * Fingerprint header. Rules: episodes 1..free_episodes are free; the rest unlock for a caller whose share links
 * of that drama brought share_unlock_visits (3) distinct visitors, or whose permission application was approved.
 */

/** The spec's Mail, Facebook and Twitter, plus WhatsApp, Telegram, a copied link and the device's share sheet. */
export const SHARE_CHANNELS = ['mail', 'facebook', 'twitter', 'whatsapp', 'telegram', 'copy', 'native'] as const;
const FEEDBACK_MAX = 2000;

export const playPermission = defineCall({
  id: 'playPermission',
  method: 'GET',
  path: '/api/films/play-permission/:film_id',
  summary: 'Whether an episode may play for the caller, why, and how far the share unlock has come',
  tag: 'growth',
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
  tag: 'growth',
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
  tag: 'growth',
  // Fingerprint optional as for playPermission: a free episode plays before the visitor is identified.
  auth: 'optional',
  params: v.object({ film_id: IdParam }),
  body: v.object({ episode_num: EpisodeNum }),
  data: Video,
});

/** The shared link then carries `src_fingerprint` (the sharer's fingerprint id) and `share_record_id`. */
export const share = defineCall({
  id: 'share',
  method: 'POST',
  path: '/api/films/share/:film_id',
  summary: 'Record a share of a drama',
  tag: 'growth',
  auth: 'optional',
  headers: ['Fingerprint'],
  params: v.object({ film_id: IdParam }),
  body: v.optional(v.object({ channel: v.optional(v.picklist(SHARE_CHANNELS)) }), {}),
  data: ShareRecord,
});

/** Only URLs of the site's own host (short_url.foreign_host otherwise); `GET /s/{code}` redirects. */
export const shortUrl = defineCall({
  id: 'shortUrl',
  method: 'POST',
  path: '/api/short-url',
  summary: 'Shorten a link of the site; data is the absolute short link',
  tag: 'growth',
  auth: 'none',
  bodyType: 'form',
  body: v.object({ original_url: v.pipe(Text, v.trim(), v.url(), v.maxLength(2000)) }),
  data: v.pipe(v.string(), v.url()),
});

/**
 * Exactly one of `content` (a message) and `apply_permission: true` with `film_id` (ask to unlock that drama's
 * episodes). An application needs a signed-in member (auth.required, 401) and a drama (application.film_required);
 * a member may send 3 in 30 days (application.limit, 429); asking again for a drama answers the earlier
 * application. An empty message answers feedback.empty; sending both answers validation.feedback.
 */
export const createFeedback = defineCall({
  id: 'createFeedback',
  method: 'POST',
  path: '/api/films/create-feedback',
  summary: 'Send feedback or apply for play permission',
  tag: 'growth',
  auth: 'optional',
  headers: ['Fingerprint'],
  body: v.pipe(
    v.object({
      content: v.optional(v.pipe(Text, v.trim(), v.maxLength(FEEDBACK_MAX, 'validation.content'))),
      apply_permission: v.optional(v.boolean()),
      film_id: v.optional(Id),
    }),
    v.check((body) => !(Boolean(body.content) && body.apply_permission === true), 'validation.feedback'),
    v.check((body) => Boolean(body.content) || body.apply_permission === true, 'feedback.empty'),
  ),
  data: FeedbackReceipt,
});
