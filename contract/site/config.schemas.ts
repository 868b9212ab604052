import * as v from 'valibot';
import { Count, Lang } from '../common.schemas';

/** A language the site offers; `name` is its own name ("Kiswahili", "हिन्दी"). */
export const LanguageOption = v.object({
  code: Lang,
  name: v.string(),
});
export type LanguageOption = v.InferOutput<typeof LanguageOption>;

/** Read once at start (spec section 7). Null ids mean the feature is off (no Google button, no tag manager). */
export const SiteConfig = v.object({
  total_dramas: Count,
  languages: v.array(LanguageOption),
  default_language: Lang,
  google_client_id: v.nullable(v.string()),
  tag_manager_id: v.nullable(v.string()),
  /** Episodes 1..free_episodes of every drama play without an unlock (default 10). */
  free_episodes: Count,
  /** Distinct visitors a share link must bring to unlock the rest of a drama (3). */
  share_unlock_visits: Count,
});
export type SiteConfig = v.InferOutput<typeof SiteConfig>;
