import * as v from 'valibot';
import { defineCall } from '../call';
import { Id } from '../common.schemas';
import { ShareVisit } from './share.schemas';

// A sharing call every landing page may make, apart from share.calls.ts (which re-exports it): a bundle splits by
// file, and the app's first chunk then holds only this one.

/**
 * Sent by a visitor who arrived through a shared link (Fingerprint: the visitor; SrcFingerprint: the sharer).
 * Without share_record_id the sharer's latest share of the drama is used. It counts only with the `share_pass`
 * cookie the server set when this browser loaded the shared page (HttpOnly, 30 minutes, one use, same address),
 * for a visitor other than the sharer not counted before, under the address's daily cap; `reason` says why not.
 */
export const shareVisit = defineCall({
  id: 'shareVisit',
  method: 'POST',
  path: '/api/films/share-visit',
  summary: 'Confirm a visit brought by a shared link',
  tag: 'sharing',
  auth: 'optional',
  headers: ['Fingerprint', 'SrcFingerprint'],
  body: v.object({ film_id: Id, share_record_id: v.optional(Id) }),
  data: ShareVisit,
});
