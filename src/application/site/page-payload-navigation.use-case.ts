import { inject, injectable } from 'inversify';
import { Navigation } from '../shared/navigation.port';
import { PagePayloads } from '../shared/page-payloads.port';

/**
 * On every move to another page inside the app, the new page's payload is asked for at once (or the one prefetched
 * on intent is used), before its screen mounts and makes its calls. The landing page has its answers in its HTML.
 */
@injectable()
export class PagePayloadNavigationUseCase {
  private stop: (() => void) | null = null;

  constructor(
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PagePayloads) private readonly payloads: PagePayloads,
  ) {}

  start(): void {
    this.stop?.();
    this.stop = this.navigation.onChange(({ from, to }) => {
      if (pathnameOf(from) !== pathnameOf(to)) this.payloads.enter(to);
    });
  }
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}
