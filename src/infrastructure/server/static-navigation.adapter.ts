import { makeAutoObservable } from 'mobx';
import type { Navigation, NavigationChange } from '../../application/shared/navigation.port';

/**
 * The location of one server-rendered request: fixed for the whole render. Nothing can navigate on the server;
 * a redirect the stores would ask for is left to the browser, which runs the same code after hydration.
 */
export class StaticNavigation implements Navigation {
  constructor(readonly path: string) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pathname(): string {
    return this.path.split(/[?#]/, 1)[0] ?? '/';
  }

  searchParams(): URLSearchParams {
    return new URLSearchParams(this.path.split('#', 1)[0]?.split('?')[1] ?? '');
  }

  navigate(): void {}

  replace(): void {}

  reload(): void {}

  openInNewTab(): void {}

  onChange(_listener: (change: NavigationChange) => void): () => void {
    return () => undefined;
  }

  restoreScroll(): void {}
}
