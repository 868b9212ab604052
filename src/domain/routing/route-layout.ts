import type { RouteName } from './route-table';

// Spec section 2: blog, guide, film and short-play pages render without the shared layout.
const WITHOUT_SHARED_LAYOUT: ReadonlySet<RouteName> = new Set<RouteName>([
  'blogList',
  'blogArticle',
  'guide',
  'guideList',
  'filmGuide',
  'filmPhotos',
  'filmPlots',
  'filmPlot',
  'filmVideo',
  'filmTranscript',
  'category',
  'commentDetail',
  'hotComments',
  'film',
  // The feed frames itself: full screen on a phone, its list beside it on a desktop.
  'feed',
]);

/** Whether a route renders inside the shared layout (header, footer). */
export function usesSharedLayout(route: RouteName): boolean {
  return !WITHOUT_SHARED_LAYOUT.has(route);
}
