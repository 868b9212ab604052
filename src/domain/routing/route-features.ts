import type { RouteName } from './route-table';

/**
 * The parts of the app that are not in the entry chunk (src/composition/feature-modules.ts loads their container
 * modules; `admin` is the operators' console, loaded by the console route alone; `signIn` the login modal's stores,
 * loaded with the dialogs area, no route needs them first; `listings` the stores of the browse screens other than
 * home; `account` the member's pages (collection, info, settings); `content` the blog, guide and legal pages). The
 * server reads the same table to preload a page's code (server/web/route-chunks.ts).
 */
export type LazyFeature = 'film' | 'actions' | 'signIn' | 'community' | 'listings' | 'account' | 'content' | 'admin' | 'notifications';

// Screens of the browse feature: the home page needs no lazy feature, the other browse screens their listings;
// every other screen shows a film, content or a member's page and uses the film feature, the actions feature
// (favourite, rate, share) or both.
const browseRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'ranking', 'search', 'category', 'hotComments', 'commentDetail', 'feed']);
// Screens with a comments section or a reply box: the server renders them, so the browser needs their stores to
// hydrate them.
const commentRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['film', 'filmVideo', 'commentDetail']);
const pageFeatures: readonly LazyFeature[] = ['film', 'actions'];
// The member's pages: their stores load with them (the `account` feature), not with every film page.
const memberRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['personalCollection', 'personalInfo', 'personalSettings']);
const contentRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['blogList', 'blogArticle', 'guideList', 'guide', 'terms', 'policy']);

/** The lazy features a route's screen resolves services from. */
export function featuresOfRoute(route: RouteName): readonly LazyFeature[] {
  // The unsubscribe page is for anyone holding a mail's link: the notifications feature alone.
  if (route === 'personalUnsubscribe') return ['notifications'];
  // The notices page is a member page; the settings page holds the notification e-mail switches.
  if (route === 'personalNotifications' || route === 'personalSettings') return [...pageFeatures, 'account', 'notifications'];
  // The feed plays episodes (the film feature) and carries the favourite and share buttons (actions).
  if (route === 'feed') return ['listings', ...pageFeatures];
  const features: readonly LazyFeature[] = route === 'home' ? [] : browseRoutes.has(route) ? ['listings'] : pageFeatures;
  if (memberRoutes.has(route)) return [...features, 'account'];
  if (contentRoutes.has(route)) return [...features, 'content'];
  return commentRoutes.has(route) ? [...features, 'community'] : features;
}

/**
 * Locale namespaces not needed on most pages (the legal texts, the operators' console, the member pages' texts):
 * the screens that show them load them, and a page's first download (and its preload links) leaves them out;
 * each is a chunk of its own (localeGroupOf).
 */
export const lazyNamespaces: readonly string[] = ['content', 'admin', 'account-pages', 'notifications'];

/** The texts every page renders with: the shell (header, footer, consent), the browse screens. */
export const coreNamespaces: readonly string[] = ['site', 'browse'];

/**
 * Texts no page renders with as a rule, loaded when a view first reads one of their keys (the translator then
 * shows nothing for it until they arrive, a moment later), with the page's background work when it is idle (so a
 * visitor who goes offline still reads why a call failed), and before hydrating when the server rendered one of
 * them (the page lists them, server/web/rendered-page.stream.ts): the error messages (`site-errors`, ~2.4 KB
 * gzipped of every page's first download before).
 */
export const onDemandNamespaces: readonly string[] = ['site-errors'];

/**
 * The group a namespace's texts load with (one chunk per language and group, build/locale-groups.ts): the core
 * texts, the pages' texts (film, member and comment pages use all of them), or a rarely needed file on its own.
 */
export function localeGroupOf(namespace: string): string {
  if (coreNamespaces.includes(namespace)) return 'core';
  return lazyNamespaces.includes(namespace) || onDemandNamespaces.includes(namespace) ? namespace : 'pages';
}

/**
 * The texts a feature's screens, dialogs and stores use: they load with the feature's code (feature-modules.ts),
 * so a screen that waits for its feature has its texts too.
 */
export const featureNamespaces: { readonly [F in LazyFeature]: readonly string[] } = {
  film: ['film'],
  actions: ['account', 'film', 'sharing', 'feedback', 'community'],
  signIn: ['account'],
  community: ['community'],
  listings: [],
  account: ['account-pages'],
  content: [],
  admin: ['admin'],
  notifications: ['notifications'],
};

// Texts of no feature a route loads that its screen uses: comment cards (community:community.*) and the viewer of a
// comment's photos (film:photos.*).
const routeNamespaces: { readonly [R in RouteName]?: readonly string[] } = { hotComments: ['community', 'film'], commentDetail: ['film'] };

/**
 * The texts a route's first render uses: loaded before the first render (and hydration: the server renders with
 * the same ones and preloads their chunks), and awaited by the route's screen after a navigation. The home page
 * loads only the core ones.
 */
export function namespacesOfRoute(route: RouteName): readonly string[] {
  const namespaces = [...coreNamespaces, ...featuresOfRoute(route).flatMap((feature) => featureNamespaces[feature]), ...(routeNamespaces[route] ?? [])];
  return [...new Set(namespaces)];
}
