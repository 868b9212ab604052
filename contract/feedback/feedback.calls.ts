import * as v from 'valibot';
import { defineCall } from '../call';
import { Id, Text } from '../common.schemas';
import { FeedbackReceipt } from './feedback.schemas';

const FEEDBACK_MAX = 2000;

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
  tag: 'feedback',
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
    // The two checks above and the handler's application.film_required, as the OpenAPI document states them:
    // either a message with a non-blank content, or an application (apply_permission true) naming its drama.
    v.metadata({
      oneOf: [
        { required: ['content'], properties: { content: { pattern: '\\S' } } },
        { required: ['apply_permission', 'film_id'], properties: { apply_permission: { const: true } } },
      ],
    }),
  ),
  data: FeedbackReceipt,
});
