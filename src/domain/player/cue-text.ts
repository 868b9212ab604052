const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0', '&lrm;': '\u200e', '&rlm;': '\u200f' };

/**
 * The plain text of a WebVTT cue as the player draws it itself: voice, class and timestamp tags removed, the
 * escapes WebVTT allows decoded. Rendered as text, never as markup.
 */
export function cueText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}
