import * as v from 'valibot';
import { Count, Id, IsoDate, Score, Uuid } from '../common.schemas';
import { SubtitleStyle } from './subtitle-style.schemas';
import { Password, VerificationCode } from './users.schemas';

/** What the settings screen shows of the account besides name and avatar. */
export const AccountOverview = v.object({
  email: v.string(),
  /** False for members who signed up with Google and never set a password: they confirm with an e-mailed code. */
  has_password: v.boolean(),
  google_linked: v.boolean(),
  created_at: IsoDate,
});
export type AccountOverview = v.InferOutput<typeof AccountOverview>;

/**
 * How the member proves it is them before a sensitive change: the current password, or a code from
 * send_account_code. Exactly one of the two (`validation.account_proof` otherwise).
 */
export const AccountProof = {
  current_password: v.optional(v.pipe(v.string(), v.maxLength(128))),
  code: v.optional(VerificationCode),
};

/** One signed-in browser of the member, named from the User-Agent it signed in with. */
export const SessionInfo = v.object({
  id: Uuid,
  /** `Chrome 131`, `Safari`, ... or `''` when the User-Agent names none the server knows. */
  browser: v.string(),
  /** `Windows`, `macOS`, `iOS`, `Android`, `Linux`, `ChromeOS` or `''`. */
  os: v.string(),
  device: v.picklist(['desktop', 'phone', 'tablet', 'unknown']),
  created_at: IsoDate,
  last_seen_at: IsoDate,
  /** The session making this call. */
  current: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionInfo>;

export const NewPassword = Password;

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

/**
 * "Download my data": everything the server holds about the member, one JSON document. `about` explains each
 * section in words; field names follow the rest of the API (snake_case, ISO 8601 UTC times).
 */
export const AccountExport = v.object({
  format: v.literal('shortdrama.account-export'),
  version: v.literal(1),
  exported_at: IsoDate,
  about: v.record(v.string(), v.string()),
  profile: v.object({
    id: Uuid,
    email: v.string(),
    username: v.string(),
    avatar_path: Nullable(v.string()),
    locale: v.string(),
    created_at: IsoDate,
    has_password: v.boolean(),
    google_linked: v.boolean(),
  }),
  ratings: v.array(v.object({ film_id: Id, score: Score, created_at: IsoDate, updated_at: IsoDate })),
  favourites: v.array(v.object({ film_id: Id, created_at: IsoDate })),
  comments: v.array(
    v.object({
      id: Id,
      film_id: Id,
      parent_id: Nullable(Id),
      content: v.string(),
      lang: v.string(),
      like_count: Count,
      reply_count: Count,
      created_at: IsoDate,
      photo_urls: v.array(v.string()),
    }),
  ),
  comment_likes: v.array(v.object({ comment_id: Id, created_at: IsoDate })),
  /** The comments the member reported (issue 29: they were left out). */
  reports: v.array(v.object({ comment_id: Id, reason: v.string(), created_at: IsoDate })),
  watch_history: v.array(v.object({ film_id: Id, episode_num: v.number(), played_at: IsoDate })),
  shares: v.array(v.object({ id: Id, film_id: Id, created_at: IsoDate, counted_visits: Count })),
  applications_and_feedback: v.array(
    v.object({
      id: Id,
      film_id: Nullable(v.number()),
      content: Nullable(v.string()),
      permission_application: v.boolean(),
      status: v.string(),
      created_at: IsoDate,
    }),
  ),
  sessions: v.array(SessionInfo),
  page_views: v.array(v.object({ event: v.string(), url: v.string(), seconds: Nullable(v.number()), received_at: IsoDate })),
  /** The subtitle lines the member reported (issue 33): the episode, the moment, what was wrong, and the outcome. */
  subtitle_reports: v.array(
    v.object({
      film_id: Id,
      episode_num: v.number(),
      lang: v.string(),
      at: v.number(),
      kind: v.string(),
      suggestion: Nullable(v.string()),
      status: v.string(),
      applied_text: Nullable(v.string()),
      created_at: IsoDate,
    }),
  ),
  /** The subtitle style kept for the member's devices; null when they never saved one. */
  subtitle_style: v.nullable(SubtitleStyle),
  /** Every drama the file names by film_id, with its title and the path of its page (`/pt/short-play/episodes/romance/12.html`). */
  films: v.array(v.object({ film_id: Id, title: v.string(), page: v.string() })),
});
export type AccountExport = v.InferOutput<typeof AccountExport>;
