import { LANGUAGES, type Lang } from '../../contract/common.schemas';
import type { SiteConfig } from '../../contract/site/config.schemas';
import type { BlogArticle, BlogCard, Guide, GuideCard, GuideType } from '../../contract/content/content.schemas';
import type { SeoInfo } from '../../contract/site/seo.schemas';
import { filmRef, isoAt } from './fixtures';

/* Deterministic fixtures of blog, guides, SEO and site config, valid against the contract. */

const ORIGIN = 'https://dramas.example';
const NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  sw: 'Kiswahili',
  hi: 'हिन्दी',
};

export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    total_dramas: 240,
    languages: LANGUAGES.map((code) => ({ code, name: NATIVE_NAMES[code] })),
    default_language: 'en',
    google_client_id: null,
    tag_manager_id: null,
    free_episodes: 10,
    share_unlock_visits: 3,
    ...overrides,
  };
}

/** The head of an unprefixed path (`/playlet/1.html`) in `lang`, with its eleven alternates. */
export function seoInfo(path = '/index.html', lang: Lang = 'en', overrides: Partial<SeoInfo> = {}): SeoInfo {
  const at = (code: Lang) => `${ORIGIN}${code === 'en' ? '' : `/${code}`}${path}`;
  return {
    title: `Short dramas | ${path}`,
    description: 'Watch short dramas online.',
    canonical: at(lang),
    alternates: [...LANGUAGES.map((code) => ({ lang: code, href: at(code) })), { lang: 'x-default' as const, href: at('en') }],
    og_type: 'website',
    og_image: `${ORIGIN}/media/og.png`,
    indexable: true,
    ...overrides,
  };
}

export function blogCard(id = 1, overrides: Partial<BlogCard> = {}): BlogCard {
  return {
    id,
    title: `Ten dramas to binge, part ${id}`,
    summary: 'Our picks of the week.',
    cover_url: `/media/blog/${id}.webp`,
    published_at: isoAt(24 * id),
    author: { name: 'Editorial team', avatar_url: null },
    ...overrides,
  };
}

export function blogArticle(id = 1, overrides: Partial<BlogArticle> = {}): BlogArticle {
  return { ...blogCard(id), body_html: '<p>Our picks of the week.</p><h2>Why watch</h2><p>Because.</p>', films: [filmRef(1), filmRef(2)], ...overrides };
}

export function guideType(slug = 'how-to-watch', overrides: Partial<GuideType> = {}): GuideType {
  return { slug, name: 'How to watch', ...overrides };
}

export function guideCard(id = 1, overrides: Partial<GuideCard> = {}): GuideCard {
  return {
    id,
    type: guideType(),
    title: `Guide ${id}`,
    summary: 'Everything you need to know.',
    cover_url: null,
    published_at: isoAt(12 * id),
    film: null,
    ...overrides,
  };
}

export function guide(id = 1, overrides: Partial<Guide> = {}): Guide {
  return { ...guideCard(id), author: { name: 'Editorial team', avatar_url: null }, body_html: '<p>Step one.</p>', ...overrides };
}
