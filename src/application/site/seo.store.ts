import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import { BrowseGateway } from '../browse/browse-gateway.port';

/**
 * The document head of the current page. The server writes the first page's head into the HTML (for crawlers);
 * on each in-app navigation the SPA asks page-seo-info for the new path and the head view applies the answer.
 */
@injectable()
export class SeoStore {
  head: PageHead | null = null;
  path: string | null = null;
  private generation = 0;

  constructor(@inject(BrowseGateway) private readonly gateway: BrowseGateway) {
    makeAutoObservable<SeoStore, 'gateway' | 'generation'>(this, { gateway: false, generation: false }, { autoBind: true });
  }

  /** The page landed on came from the server with its head written in: nothing to ask for it. */
  landedWithHead(path: string): void {
    this.path = path;
  }

  /** Loads the head of `path` (with its language prefix). A failure keeps the previous head rather than none. */
  follow = flow(function* (this: SeoStore, path: string) {
    if (path === this.path) return;
    this.path = path;
    const generation = ++this.generation;
    try {
      const head: PageHead = yield this.gateway.pageHead(path);
      if (generation === this.generation) this.head = head;
    } catch {
      // Unknown paths have no head; the 404 screen sets its own title.
    }
  });
}
