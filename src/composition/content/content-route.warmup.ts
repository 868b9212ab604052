import type { Container } from 'inversify';
import { BlogStore } from '../../application/content/blog.store';
import { GuidesStore } from '../../application/content/guides.store';
import { LegalTextsStore } from '../../application/content/legal-texts.store';
import type { RouteMatch } from '../../domain/routing/route-path.parser';

/** Starts what the blog, guide and legal pages load when they mount. Loaded with the content feature. */
export function startContentRouteData(container: Container, route: RouteMatch): Promise<void> | void {
  switch (route.route) {
    case 'blogList':
      return container.get(BlogStore).loadPage(route.params._page);
    case 'blogArticle':
      return container.get(BlogStore).loadArticle(route.params._bid);
    case 'guideList':
      return container.get(GuidesStore).loadPage(route.params.type, route.params.page);
    case 'guide':
      return container.get(GuidesStore).loadGuide(route.params.guideId);
    case 'terms':
    case 'policy':
      // The texts are a locale namespace, not an API answer: the render waits for them itself.
      return container.get(LegalTextsStore).load();
    default:
      return;
  }
}
