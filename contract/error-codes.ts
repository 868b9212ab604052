import { ResponseCode } from './envelope';

/**
 * Every failure the server may answer: the dotted message key sent as `msg` and the body code sent as `code`.
 * The HTTP status equals the body code, so the SPA's "HTTP error" and "body code" branches agree. The SPA
 * translates `msg` through its `errors` namespace; keys outside this table never reach it.
 *
 * `validation.<field>` (400) names the first invalid field, with nested paths dotted (`validation.image_urls.0`),
 * and header fields in snake case (`validation.fingerprint`, `validation.src_fingerprint`). See validationKey().
 */
export const ErrorCodes = {
  'validation.body': { code: ResponseCode.badRequest, why: 'The body is not JSON (or form data) of the expected shape' },
  'validation.params': { code: ResponseCode.badRequest, why: 'A path parameter is invalid' },
  'validation.query': { code: ResponseCode.badRequest, why: 'The query string is invalid as a whole' },
  'validation.value': { code: ResponseCode.badRequest, why: 'The database refused a value the schemas let through (SQLSTATE class 22)' },
  'validation.email': {
    code: ResponseCode.badRequest,
    why: "The address has an e-mail's shape but no mail server would deliver to it (the site's e-mail rule: README, E-mail addresses)",
  },
  'validation.new_email': {
    code: ResponseCode.badRequest,
    why: "The new address has an e-mail's shape but no mail server would deliver to it (as validation.email)",
  },
  'validation.credentials': { code: ResponseCode.badRequest, why: 'login needs exactly one of password and code' },
  'validation.update_user': { code: ResponseCode.badRequest, why: 'update_user needs username or avatar_path' },
  'validation.account_proof': { code: ResponseCode.badRequest, why: 'change_password / delete_account need exactly one of current_password and code' },
  'account.wrong_password': { code: ResponseCode.badRequest, why: 'The current password given to confirm a settings change is wrong' },
  'account.email_unchanged': { code: ResponseCode.badRequest, why: 'request_email_change named the address the member already has' },
  'session.not_found': { code: ResponseCode.notFound, why: 'revoke_session: no live session of the member with this id' },
  'notifications.unsubscribe_invalid': {
    code: ResponseCode.badRequest,
    why: 'The unsubscribe link was not made by this site (changed, cut short, or its member is gone)',
  },
  'validation.feedback': { code: ResponseCode.badRequest, why: 'create-feedback got both content and apply_permission' },
  'request.invalid': { code: ResponseCode.badRequest, why: 'The request could not be read at all' },
  'request.not_found': { code: ResponseCode.notFound, why: 'No call at this path' },
  'request.method_not_allowed': { code: 405, why: 'The path has calls, but not for this method (the Allow header lists them)' },
  'request.too_large': { code: 413, why: 'The body exceeds the size limit' },
  'request.unsupported_media_type': {
    code: 415,
    why: "A body sent in another media type than the call's (application/json, or application/x-www-form-urlencoded for forms)",
  },
  'request.rate_limited': { code: ResponseCode.tooManyRequests, why: 'Too many requests from this address' },
  'auth.required': { code: ResponseCode.unauthorized, why: 'The call needs a session and none (or an expired one) was sent' },
  'auth.wrong_password': { code: ResponseCode.badRequest, why: 'Unknown e-mail or wrong password (one key, so e-mails cannot be probed)' },
  'auth.code_invalid': { code: ResponseCode.badRequest, why: 'The verification code does not match' },
  'auth.code_expired': { code: ResponseCode.badRequest, why: 'No live code: none was asked for, or it is older than 10 minutes, used, or tried 5 times' },
  'auth.email_taken': { code: ResponseCode.conflict, why: 'register with a right code for an e-mail already registered (only the mailbox owner can get here)' },
  'auth.rate_limited': { code: ResponseCode.tooManyRequests, why: 'Too many codes asked for from this address, or too many login attempts' },
  'auth.code_recently_sent': {
    code: ResponseCode.tooManyRequests,
    why: 'A code for the same purpose went to this e-mail less than 30 s ago; it is still valid',
  },
  'auth.google_not_configured': {
    code: ResponseCode.notFound,
    why: 'GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set: this site has no Google sign-in (a setting, not an outage)',
  },
  'signin.code_required': { code: ResponseCode.forbidden, why: 'Too many password attempts on this account from all addresses: sign in with an e-mailed code' },
  'auth.google_failed': { code: ResponseCode.badRequest, why: 'Google refused the code exchange or the ID token' },
  'film.not_found': { code: ResponseCode.notFound, why: 'No drama with this id' },
  'episode.not_found': { code: ResponseCode.notFound, why: 'The drama has no episode with this number' },
  'transcript.not_found': { code: ResponseCode.notFound, why: 'The episode has no subtitles in this language' },
  'plot.not_found': { code: ResponseCode.notFound, why: 'No plot with this id' },
  'video.not_found': { code: ResponseCode.notFound, why: 'No video with this id' },
  'category.not_found': { code: ResponseCode.notFound, why: 'No category, ranking or topic with this slug' },
  'comment.not_found': { code: ResponseCode.notFound, why: 'No comment with this id' },
  'comment.image_not_found': { code: ResponseCode.notFound, why: "An image under /media/uploads/ is not one of the member's own unused uploads" },
  'article.not_found': { code: ResponseCode.notFound, why: 'No blog article with this id' },
  'guide.not_found': { code: ResponseCode.notFound, why: 'No guide with this id' },
  'guide_type.not_found': { code: ResponseCode.notFound, why: 'No guide type with this slug' },
  'page.not_found': { code: ResponseCode.notFound, why: 'page-seo-info: the path is not a route of the site' },
  'share.not_found': { code: ResponseCode.notFound, why: 'No share record with this id for this drama' },
  'play.locked': { code: ResponseCode.forbidden, why: 'The episode is beyond the free ones and not unlocked for the caller' },
  'short_url.foreign_host': { code: ResponseCode.badRequest, why: 'Only links of the site itself are shortened' },
  'feedback.empty': { code: ResponseCode.badRequest, why: 'Neither a message nor a permission application' },
  'application.film_required': { code: ResponseCode.badRequest, why: 'A permission application must name the drama it is for' },
  'application.limit': { code: ResponseCode.tooManyRequests, why: 'The member sent the most applications allowed in 30 days' },
  'comment.too_long': { code: ResponseCode.badRequest, why: 'The text is longer than COMMENT_MAX (1000) characters' },
  'comment.rate_limited': { code: ResponseCode.tooManyRequests, why: 'The member posted the most comments or replies allowed for now' },
  'like.rate_limited': { code: ResponseCode.tooManyRequests, why: 'The member liked or unliked too often for now' },
  'report.rate_limited': { code: ResponseCode.tooManyRequests, why: 'The member sent the most reports allowed for now' },
  'report.own_comment': { code: ResponseCode.badRequest, why: 'A member cannot report their own comment' },
  'upload.rate_limited': { code: ResponseCode.tooManyRequests, why: 'The member uploaded the most photos allowed for now' },
  'upload.too_large': { code: 413, why: 'The file is larger than UPLOAD_MAX_BYTES (10 MB)' },
  'upload.unsupported_type': {
    code: ResponseCode.badRequest,
    why: 'The bytes are not a JPEG, PNG, WebP or GIF image (whatever the name or declared type says)',
  },
  'upload.unreadable': { code: ResponseCode.badRequest, why: 'The image is damaged or truncated and cannot be decoded' },
  'upload.too_many_pixels': { code: ResponseCode.badRequest, why: 'The image has more than 40 million pixels' },
  'admin.forbidden': { code: ResponseCode.forbidden, why: 'An /api/admin/... call from a member whose e-mail is not in ADMIN_EMAILS' },
  'admin.application_not_found': { code: ResponseCode.notFound, why: 'No permission application with this id' },
  'admin.application_decided': { code: ResponseCode.conflict, why: 'The application was approved or denied already' },
  'admin.member_not_found': { code: ResponseCode.notFound, why: 'No member with this id' },
  'catalog.slug_taken': { code: ResponseCode.conflict, why: 'Another drama has this slug' },
  'catalog.unknown_reference': { code: ResponseCode.badRequest, why: 'A category, topic or contributor the drama names does not exist' },
  'catalog.not_publishable': { code: ResponseCode.conflict, why: 'A drama needs a poster and at least one episode to be published' },
  'catalog.episode_order': { code: ResponseCode.badRequest, why: "The new order does not list each of the drama's episodes once" },
  'media.video_type': { code: ResponseCode.badRequest, why: 'The video is not an MP4 (ftyp) or WebM (EBML) file' },
  'media.subtitle_invalid': {
    code: ResponseCode.badRequest,
    why: 'A subtitle file is not valid WebVTT (no WEBVTT signature, or binary bytes); data.line names the line',
  },
  'media.subtitle_timing': { code: ResponseCode.badRequest, why: 'A cue timing is not `start --> end` with the end after the start; data.line names it' },
  'media.subtitle_order': { code: ResponseCode.badRequest, why: 'A cue starts before the cue above it; data.line names it' },
  'media.subtitle_past_end': { code: ResponseCode.badRequest, why: "A cue ends after the episode's video; data.line names it" },
  'media.subtitle_markup': {
    code: ResponseCode.badRequest,
    why: "A cue holds markup other than WebVTT's own tags (a script, an image, a link), or the file has a STYLE block; data.line names it",
  },
  'media.subtitle_empty': { code: ResponseCode.badRequest, why: 'A cue has no text, or the file has no cue; data.line names it' },
  'subtitle.version_not_found': { code: ResponseCode.notFound, why: 'The track has no such version to roll back to' },
  'subtitle.not_found': { code: ResponseCode.notFound, why: 'The episode has no track in that language (to roll back, or to report a line of)' },
  'subtitle_report.past_end': { code: ResponseCode.badRequest, why: "A reported moment is after the episode's end" },
  'subtitle_report.no_line': { code: ResponseCode.badRequest, why: 'The track has no line at the reported moment (report it as missing instead)' },
  'subtitle_report.locked': { code: ResponseCode.forbidden, why: 'A member cannot report a line of an episode they cannot watch' },
  'subtitle_report.rate_limited': { code: ResponseCode.tooManyRequests, why: 'The member sent the most line reports allowed for now' },
  'subtitle_report.not_found': { code: ResponseCode.notFound, why: 'No line report with this id' },
  'subtitle_report.decided': { code: 409, why: 'The line report was decided already (by another operator a moment before, or earlier)' },
  'subtitle_report.text_required': {
    code: ResponseCode.badRequest,
    why: 'Approving a report needs a corrected text: the report had none and no edit was given',
  },
  'media.too_large': { code: 413, why: 'A video or subtitle file is larger than allowed' },
  'admin.traffic_range': { code: ResponseCode.badRequest, why: 'The dashboard range ends before it starts or spans more than 366 days' },
  'server.error': { code: ResponseCode.serverError, why: 'An unexpected fault (no details are sent)' },
  'server.unavailable': { code: ResponseCode.unavailable, why: 'The database is unreachable; try again later' },
} as const satisfies Record<string, { code: number; why: string }>;

/** A message key the server answers besides `validation.<field>`. */
export type ErrorKey = keyof typeof ErrorCodes;

/** The body code (and HTTP status) of a message key; `validation.*` keys not in the table are 400. */
export function codeOf(key: string): number {
  if (key in ErrorCodes) return ErrorCodes[key as ErrorKey].code;
  return key.startsWith('validation.') ? ResponseCode.badRequest : ResponseCode.serverError;
}
