import type { FeaturedFilm, FilmDetail } from '../../../contract/films.schemas';
import type { Video } from '../../../contract/media.schemas';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../src/domain/routing/language';
import { buildPath } from '../../../src/domain/routing/route-path.builder';
import { escapeHtml } from '../escape-html';
import { localeText as t } from './locale-texts';

// Static copies of the top of three SPA screens, written with the SPA's own class names (its stylesheet is one
// render-blocking file) so the page shows its largest content before any script runs. React replaces them on its
// first render; they only need to look the same, not to work (links and the search form work anyway).

const filmHref = (film: { id: number; categories: readonly { slug: string }[] }, lang: Language) =>
  buildPath('episodeList', { _cname: film.categories[0]?.slug ?? 'drama', _did: film.id }, lang);

const image = (src: string, alt: string, sizes: string) =>
  `<span class="lazy-image" style="aspect-ratio: 9 / 16;"><img class="lazy-image__img" alt="${escapeHtml(alt)}" sizes="${sizes}" loading="eager" decoding="sync" fetchpriority="high" src="${escapeHtml(src)}"></span>`;

/** The shared layout's header: brand, navigation, search form and language picker. */
export function siteHeader(lang: Language, currentPath: string): string {
  const nav = [
    [buildPath('home', {}, lang), t(lang, 'browse:nav.home')],
    [buildPath('ranking', {}, lang), t(lang, 'browse:nav.ranking')],
    [buildPath('hotComments', { _page: 1 }, lang), t(lang, 'browse:nav.hotComments')],
    [buildPath('blogList', { _page: 1 }, lang), t(lang, 'browse:nav.blog')],
    [buildPath('personalInfo', {}, lang), t(lang, 'browse:nav.account')],
  ];
  const options = LANGUAGES.map((l) => `<option value="${l}" lang="${l}"${l === lang ? ' selected' : ''}>${escapeHtml(LANGUAGE_NAMES[l])}</option>`).join('');
  return `<header class="site-header"><div class="site-header__inner page">
<a href="${buildPath('home', {}, lang)}" class="site-header__brand"><span class="site-header__logo" aria-hidden="true">▶</span><span>${t(lang, 'browse:nav.brand')}</span></a>
<nav class="site-header__nav" aria-label="${t(lang, 'browse:nav.mainLabel')}"><ul role="list">${nav.map(([href, label]) => `<li><a href="${href}"${href === currentPath ? ' aria-current="page"' : ''}>${label}</a></li>`).join('')}</ul></nav>
<div class="site-header__tools"><form role="search" class="search-box" action="${buildPath('search', {}, lang)}"><label class="visually-hidden" for="site-search">${t(lang, 'browse:searchBox.label')}</label><input id="site-search" class="search-box__input" placeholder="${t(lang, 'browse:searchBox.placeholder')}" type="search" name="keyword" autocomplete="off"><button type="submit" class="search-box__submit" aria-label="${t(lang, 'browse:searchBox.submit')}"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"><circle cx="11" cy="11" r="7"></circle><path d="m20 20-4-4"></path></svg></button></form>
<label class="language-switcher language-switcher--compact"><span class="visually-hidden">${t(lang, 'browse:language.label')}</span><svg class="language-switcher__icon" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"></path></svg><select class="language-switcher__select">${options}</select></label></div>
</div></header>`;
}

/** Home: the header and the hero with the featured dramas, the first one large (home-hero.view.tsx). */
export function homeFirstPaint(lang: Language, [lead, ...others]: readonly [FeaturedFilm, ...FeaturedFilm[]]): string {
  const home = buildPath('home', {}, lang);
  const more = others
    .map((film) => `<li><a href="${filmHref(film, lang)}" aria-label="${escapeHtml(film.title)}"><span class="lazy-image" style="aspect-ratio: 9 / 16;"><img class="lazy-image__img" alt="" loading="lazy" decoding="async" src="${escapeHtml(film.poster_url)}"></span></a></li>`)
    .join('');
  const href = filmHref(lead, lang);
  const facts = [t(lang, 'browse:card.episodes', { count: lead.episode_count })];
  if (lead.rating_count > 0) facts.push(t(lang, 'browse:card.rating', { rating: new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(lead.rating_avg) }));
  if (lead.categories.length > 0) facts.push(escapeHtml(lead.categories.map((c) => c.name).join(' · ')));
  return `<div class="layout">${siteHeader(lang, home)}
<main id="main" class="layout__main"><div class="page browse-page browse-sections"><h1 class="visually-hidden">${t(lang, 'browse:home.title')}</h1>
<section class="hero"><a href="${href}" class="hero__poster" tabindex="-1" aria-hidden="true">${image(lead.poster_url, '', '(min-width: 1024px) 240px, 40vw')}</a>
<div class="hero__body"><p class="hero__eyebrow">${t(lang, 'browse:home.featured')}</p><h2 class="hero__title">${escapeHtml(lead.title)}</h2>
<p class="hero__facts">${facts.map((fact) => `<span>${fact}</span>`).join('')}</p><p class="hero__synopsis">${escapeHtml(lead.synopsis)}</p>
<div class="cluster"><a href="${href}" class="button"><span aria-hidden="true">▶ </span>${t(lang, 'browse:home.watchNow')}</a></div>
${more ? `<ul class="hero__more" role="list" aria-label="${t(lang, 'browse:home.moreFeatured')}">${more}</ul>` : ''}</div></section>
</div></main></div>`;
}

/** The film pages' own bar (film-page-frame.view.tsx). */
function filmBar(lang: Language): string {
  return `<header class="film-frame__bar"><div class="film-frame__bar-inner"><a href="${buildPath('home', {}, lang)}" class="film-frame__brand"><span aria-hidden="true">▶</span> ${t(lang, 'film:frame.brand')}</a><nav aria-label="${t(lang, 'film:frame.navLabel')}" class="film-frame__nav"><a href="${buildPath('blogList', { _page: 1 }, lang)}">${t(lang, 'film:frame.blog')}</a></nav></div></header>`;
}

/** The film page: poster, title, facts and synopsis (film-summary.view.tsx). */
export function filmFirstPaint(lang: Language, film: FilmDetail): string {
  const rating = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(film.rating_avg);
  const hours = Math.floor(film.runtime_minutes / 60);
  const facts = [
    film.rating_count > 0
      ? `<span class="film-rating"><span aria-hidden="true" class="film-rating__star">★ </span>${t(lang, 'film:summary.rating', { value: rating, count: film.rating_count })}</span>`
      : `<span>${t(lang, 'film:summary.notRated')}</span>`,
    t(lang, 'film:summary.episodes', { count: film.episode_count }),
    `<span>${hours > 0 ? t(lang, 'film:summary.runtimeHours', { hours, minutes: film.runtime_minutes % 60 }) : t(lang, 'film:summary.runtimeMinutes', { count: film.runtime_minutes })}</span>`,
  ];
  if (film.release_year !== null) facts.push(String(film.release_year));
  if (film.free_episodes > 0) facts.push(t(lang, 'film:summary.freeEpisodes', { count: film.free_episodes }));
  const chips = film.categories
    .map((c) => `<li><a href="${buildPath('category', { _cname: c.slug, _page: 1 }, lang)}" class="film-chip">${escapeHtml(c.name)}</a></li>`)
    .join('');
  return `${filmBar(lang)}<main id="main" class="film-frame"><div class="film-sections"><section class="film-summary">
<div class="film-summary__poster">${image(film.poster_url, t(lang, 'film:summary.posterAlt', { title: film.title }), '(min-width: 768px) 260px, 40vw')}</div>
<div class="film-summary__body"><div class="film-summary__head"><h1 class="film-summary__title">${escapeHtml(film.title)}</h1><ul class="film-summary__facts" role="list">${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>
${chips ? `<ul class="film-chips" role="list" aria-label="${t(lang, 'film:summary.categories')}">${chips}</ul>` : ''}</div><p class="film-summary__synopsis">${escapeHtml(film.synopsis)}</p></div></section></div></main>`;
}

/** The episode page: the film header and the player showing the video's poster (film-video.view.tsx). */
export function videoFirstPaint(lang: Language, film: FilmDetail, video: Video | undefined): string {
  const heading = video?.episode_num ? t(lang, 'film:video.episodeHeading', { number: video.episode_num, title: video.title }) : escapeHtml(video?.title ?? film.title);
  const poster = video?.poster_url ?? film.poster_url;
  return `${filmBar(lang)}<main id="main" class="film-frame film-frame--wide"><header class="film-section-header"><div class="film-section-header__film">
<span class="film-section-header__poster">${image(film.poster_url, '', '64px').replace(' fetchpriority="high"', '')}</span>
<div><a href="${filmHref(film, lang)}" class="film-section-header__film-link">${escapeHtml(film.title)}</a><h1 class="film-section-header__heading">${heading}</h1></div></div>
<nav class="film-tabs" aria-label="${t(lang, 'film:tabs.label')}"><a href="${filmHref(film, lang)}">${t(lang, 'film:tabs.episodes')}</a><a href="${buildPath('filmPlots', { filmId: film.id }, lang)}">${t(lang, 'film:tabs.plots')}</a><a href="${buildPath('filmPhotos', { filmId: film.id, page: 1 }, lang)}">${t(lang, 'film:tabs.photos')}</a><a href="${buildPath('filmGuide', { filmId: film.id, page: 1 }, lang)}">${t(lang, 'film:tabs.guides')}</a></nav></header>
<div class="watch"><div class="watch__stage"><div class="player"><video class="player__video" poster="${escapeHtml(poster)}" preload="none" playsinline></video></div></div></div></main>`;
}
