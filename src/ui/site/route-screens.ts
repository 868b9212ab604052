import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from '../../domain/routing/route-table';
import { usesSharedLayout } from '../../domain/routing/route-layout';
import { retryingLazy } from './retrying-lazy';
import type { ScreenProps } from './screen-props';

/** A screen's module; `preloadCode` fetches code it loads on demand but needs at once (the episode page's player). */
interface ScreenModule {
  readonly default: ComponentType<ScreenProps>;
  readonly preloadCode?: () => Promise<void>;
}
type Loader = () => Promise<ScreenModule>;

/**
 * Which layout wraps a screen: the shared one (header, footer), the slim short-play one, or none because the
 * screen brings its own frame (film, blog and guide pages of ui-film).
 */
export type ScreenLayout = 'shared' | 'minimal' | 'own';

interface ScreenEntry {
  readonly load: Loader;
  readonly layout: ScreenLayout;
}

// One dynamic import per route, so each screen is its own chunk and the home route stays small.
const loaders: { readonly [R in RouteName]: Loader } = {
  home: () => import('../browse/home.view'),
  ranking: () => import('../browse/ranking.view'),
  search: () => import('../search/search.view'),
  category: () => import('../browse/category-list.view'),
  hotComments: () => import('../community/hot-comments.view'),
  commentDetail: () => import('../community/comment-detail.view'),
  film: () => import('../film/film-page.screen'),
  filmGuide: () => import('../film/film-guides.view'),
  filmPhotos: () => import('../film/film-photos.view'),
  filmPlots: () => import('../film/film-plots.view'),
  filmPlot: () => import('../film/film-plot.view'),
  filmVideo: () => import('../film/episode-page.screen'),
  filmTranscript: () => import('../film/film-transcript.view'),
  blogList: () => import('../content/blog-list.view'),
  blogArticle: () => import('../content/blog-article.view'),
  guide: () => import('../content/guide.view'),
  guideList: () => import('../content/guide-list.view'),
  terms: () => import('../content/terms.view'),
  policy: () => import('../content/policy.view'),
  personalCollection: () => import('../account/personal-collection.view'),
  personalInfo: () => import('../account/personal-info.view'),
  personalSettings: () => import('../account/account-settings.view'),
  personalNotifications: () => import('../notifications/notices-page.view'),
  personalUnsubscribe: () => import('../notifications/unsubscribe-page.view'),
  feed: () => import('../browse/feed.view'),
};

// Short-play screens are ui-browse's and use the slim layout; the other non-shared ones frame themselves.
const minimalLayoutRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['category', 'hotComments', 'commentDetail']);

function layoutOf(route: RouteName): ScreenLayout {
  if (usesSharedLayout(route)) return 'shared';
  return minimalLayoutRoutes.has(route) ? 'minimal' : 'own';
}

const entries = Object.fromEntries((Object.keys(loaders) as RouteName[]).map((route) => [route, { load: loaders[route], layout: layoutOf(route) }])) as {
  readonly [R in RouteName]: ScreenEntry;
};

const components = new Map<RouteName, () => LazyExoticComponent<ComponentType<ScreenProps>>>();
/** Screens whose code is here (preloaded): they render without suspending. */
const loadedScreens = new Map<RouteName, ScreenModule>();

/**
 * The lazily loaded component of a route (the same one each render, so React keeps its state). Its code is retried
 * and timed out (retryingLazy), so the route's skeleton never stays for good; once every attempt failed the error
 * screen offers a reload, and coming back to the route later downloads again.
 */
export function screenOf(route: RouteName): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = components.get(route);
  if (!component) {
    // Code loaded by a render counts as here too (screenLoaded), as code preloaded does.
    const load = () => entries[route].load().then((module) => (loadedScreens.set(route, module), module));
    component = retryingLazy(load, undefined, () => loadedScreens.get(route));
    components.set(route, component);
  }
  return component();
}

/** Whether a route's code is here: its screen renders without suspending. */
export function screenLoaded(route: RouteName): boolean {
  return loadedScreens.has(route);
}

/** The layout a route renders in. */
export function screenLayout(route: RouteName): ScreenLayout {
  return entries[route].layout;
}

/**
 * Starts downloading a route's code ahead of a click (with the code its screen loads on demand but needs at once); the module loader caches, so repeats cost nothing. Resolves
 * when the code is there (or failed: the screen's own boundary reports that when it renders).
 */
export function preloadScreen(route: RouteName): Promise<void> {
  // Here already: no second import (its answer would wait behind the tap's own work).
  const loaded = loadedScreens.get(route);
  if (loaded) return loaded.preloadCode?.() ?? Promise.resolve();
  return entries[route].load().then(
    (module) => {
      loadedScreens.set(route, module);
      return module.preloadCode?.();
    },
    () => undefined,
  );
}
