import * as v from 'valibot';
import { MediaUrl } from '../common.schemas';

/** An hreflang alternate; `lang` is a site language or `x-default` (the unprefixed English URL). */
export const SeoAlternate = v.object({
  lang: v.picklist(['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi', 'x-default']),
  href: v.pipe(v.string(), v.url()),
});
export type SeoAlternate = v.InferOutput<typeof SeoAlternate>;

/** The head of one page in one language: absolute canonical and alternates, eleven alternates in all. */
export const SeoInfo = v.object({
  title: v.string(),
  description: v.string(),
  canonical: v.pipe(v.string(), v.url()),
  alternates: v.array(SeoAlternate),
  og_type: v.picklist(['website', 'article', 'video.tv_show', 'video.episode']),
  og_image: v.nullable(MediaUrl),
  /** False for pages that must not be indexed (personal pages, search results). */
  indexable: v.boolean(),
});
export type SeoInfo = v.InferOutput<typeof SeoInfo>;
