import * as v from 'valibot';
import { defineCall } from '../call';
import { Lang } from '../common.schemas';
import { IdParam } from '../query.schemas';
import { Transcript } from './transcript.schemas';

/**
 * The lines of an episode's subtitle track in one language, with their times: what a transcript page shows and
 * links each line of to its moment. A language without a track answers transcript.not_found; a locked episode
 * answers its first lines only (transcript.schemas.ts).
 */
export const transcript = defineCall({
  id: 'transcript',
  method: 'GET',
  path: '/api/films/transcript/:film_id',
  summary: "An episode's subtitle lines in one language, with their times (added: not in the spec)",
  tag: 'film',
  // The caller decides the lock, as for playPermission: the member of the token, else the visitor.
  auth: 'optional',
  params: v.object({ film_id: IdParam }),
  query: v.object({ episode_num: IdParam, lang: Lang }),
  data: Transcript,
});
