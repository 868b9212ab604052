import * as v from 'valibot';
import { defineCall } from '../call';
import { Text } from '../common.schemas';
import { IdParam } from '../query.schemas';
import { ShareRecord } from './share.schemas';

// The share visit every landing page may confirm lives in share-visit.calls.ts (the app's first chunk holds only it).
export { shareVisit } from './share-visit.calls';

// The caller of a share is the member of the bearer token, else the visitor of the Fingerprint header.

/** The spec's Mail, Facebook and Twitter, plus WhatsApp, Telegram, a copied link and the device's share sheet. */
export const SHARE_CHANNELS = ['mail', 'facebook', 'twitter', 'whatsapp', 'telegram', 'copy', 'native'] as const;

/** The shared link then carries `src_fingerprint` (the sharer's fingerprint id) and `share_record_id`. */
export const share = defineCall({
  id: 'share',
  method: 'POST',
  path: '/api/films/share/:film_id',
  summary: 'Record a share of a drama',
  tag: 'sharing',
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
  tag: 'sharing',
  auth: 'none',
  bodyType: 'form',
  body: v.object({
    original_url: v.pipe(
      Text,
      v.trim(),
      v.url(),
      v.maxLength(2000),
      v.description("A link of this site (PUBLIC_ORIGIN's host or one of ALLOWED_HOSTS); others answer 400 short_url.foreign_host"),
    ),
  }),
  data: v.pipe(v.string(), v.url()),
});
