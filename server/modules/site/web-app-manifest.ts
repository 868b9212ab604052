import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../src/domain/routing/language';
import { buildPath } from '../../../src/domain/routing/route-path.builder';
import { SEO_TEXTS } from './seo-texts';

/**
 * The web app manifest that makes the site installable (issue 35), one per language: the names, shortcuts and start
 * page are the visitor's language's, read from the SPA's own texts (locales/<lang>/site.json and browse.json), so
 * the installed app speaks as the site does. The icons are drawn at build time (build/app-icons.ts).
 */

/** The site's background (tokens.css --color-bg, index.html's theme-color): the splash screen and the title bar. */
export const APP_BACKGROUND = '#0f0f14';

const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));

interface ManifestTexts {
  readonly appName: string;
  readonly tagline: string;
  readonly home: string;
  readonly search: string;
  readonly continueWatching: string;
}

const texts = new Map<Language, ManifestTexts>();

function readTexts(lang: Language): ManifestTexts {
  const known = texts.get(lang);
  if (known) return known;
  const read = (namespace: string) => JSON.parse(readFileSync(`${LOCALES}${lang}/${namespace}.json`, 'utf8'));
  const site = read('site');
  const browse = read('browse');
  const found: ManifestTexts = {
    appName: site.app.name,
    tagline: browse.home.title,
    home: browse.nav.home,
    search: browse.nav.search,
    continueWatching: browse.home.continueWatching,
  };
  texts.set(lang, found);
  return found;
}

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

/** The manifest in `lang` (the W3C Web Application Manifest's members). */
export function webAppManifest(lang: Language) {
  const words = readTexts(lang);
  const home = buildPath('home', {}, lang);
  const shortcutIcons = [icon('/icon-192.png', 192, 'any')];
  return {
    // One app whatever the language it was installed in: the id does not follow the start page.
    id: '/',
    name: `${words.appName}: ${words.tagline}`,
    short_name: words.appName,
    description: SEO_TEXTS[lang].siteDescription,
    lang,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: APP_BACKGROUND,
    background_color: APP_BACKGROUND,
    categories: ['entertainment'],
    icons: [icon('/icon-192.png', 192, 'any'), icon('/icon-512.png', 512, 'any'), icon('/icon-maskable-512.png', 512, 'maskable')],
    shortcuts: [
      { name: words.home, url: home, icons: shortcutIcons },
      { name: words.search, url: buildPath('search', {}, lang), icons: shortcutIcons },
      // The watch history (kept in the browser, so any visitor has one) is on the collection page.
      { name: words.continueWatching, url: `${buildPath('personalCollection', {}, lang)}#watch-history-title`, icons: shortcutIcons },
    ],
  };
}
