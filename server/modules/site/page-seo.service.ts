import type { SeoInfo } from '../../../contract/site/seo.schemas';
import type { ServerContext } from '../../context';
import { siteOrigin } from '../../http/site-origin';
import { LANGUAGES, type Language } from '../../../src/domain/routing/language';
import { buildPath } from '../../../src/domain/routing/route-path.builder';
import { parsePath } from '../../../src/domain/routing/route-path.parser';
import { seoSubject } from './page-seo.subjects';

/** The site name appended to every page title. */
export const SITE_NAME = 'ShortDrama';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The head of a page: title, description, canonical URL, hreflang alternates for the ten languages plus
 * x-default (the unprefixed English URL), Open Graph type and image. The path's prefix decides the language
 * (unprefixed = en, as every route of the spec); `lang`, when given, must agree or is ignored. Undefined when
 * the path is no page of the site or names data that does not exist (the caller answers 404).
 */
export async function pageSeoInfo(ctx: ServerContext, input: { pagePath: string; lang?: string }): Promise<SeoInfo | undefined> {
  const parsed = parsePath(input.pagePath);
  if (parsed.notFound) return undefined;
  const lang: Language = parsed.lang;
  const subject = await seoSubject(ctx, parsed, lang);
  if (!subject) return undefined;
  const origin = siteOrigin(ctx.config);
  const url = (l: Language) => `${origin}${buildPath(parsed.route, parsed.params as never, l)}`;
  return {
    title: parsed.route === 'home' ? `${SITE_NAME} – ${subject.title}` : `${subject.title} | ${SITE_NAME}`,
    description: subject.description,
    canonical: url(lang),
    alternates: [...LANGUAGES.map((l) => ({ lang: l, href: url(l) })), { lang: 'x-default' as const, href: url('en') }],
    og_type: subject.ogType,
    og_image: subject.ogImage === null ? null : absolute(origin, subject.ogImage),
    indexable: subject.indexable,
  };
}
