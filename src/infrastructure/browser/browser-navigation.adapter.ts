import { injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { navigate as historyNavigate } from 'wouter/use-browser-location';
import type { Navigation, NavigationChange, NavigationKind } from '../../application/shared/navigation.port';
import { ScrollMemory } from './scroll-memory';

/**
 * The History API location shared with wouter: importing wouter's browser location patches pushState and
 * replaceState to emit events, so links rendered by wouter and calls made here are observed the same way.
 */
@injectable()
export class BrowserNavigation implements Navigation {
  path = currentPath();
  private readonly listeners = new Set<(change: NavigationChange) => void>();
  private readonly scroll = new ScrollMemory();

  private readonly onPush = () => this.changed('push');
  private readonly onReplace = () => this.changed('replace');
  private readonly onPop = () => this.changed('pop');

  constructor() {
    makeAutoObservable<this, 'listeners' | 'scroll' | 'onPush' | 'onReplace' | 'onPop'>(
      this,
      { listeners: false, scroll: false, onPush: false, onReplace: false, onPop: false },
      { autoBind: true },
    );
    window.addEventListener('pushState', this.onPush);
    window.addEventListener('replaceState', this.onReplace);
    window.addEventListener('popstate', this.onPop);
  }

  /** Stops following the history (tests; the app keeps one navigation for its lifetime). */
  dispose(): void {
    window.removeEventListener('pushState', this.onPush);
    window.removeEventListener('replaceState', this.onReplace);
    window.removeEventListener('popstate', this.onPop);
  }

  get pathname(): string {
    return this.path.split(/[?#]/, 1)[0] ?? '/';
  }

  searchParams(): URLSearchParams {
    return new URLSearchParams(location.search);
  }

  navigate(to: string): void {
    if (isOtherOrigin(to)) location.assign(to);
    else historyNavigate(to);
  }

  replace(to: string): void {
    historyNavigate(to, { replace: true });
  }

  reload(): void {
    location.reload();
  }

  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  onChange(listener: (change: NavigationChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  restoreScroll(): void {
    this.scroll.retry();
  }

  private changed(kind: NavigationKind): void {
    const to = currentPath();
    if (this.scroll.isOwnWrite()) return;
    const from = this.path;
    this.scroll.entered(kind);
    if (to === from) return;
    runInAction(() => {
      this.path = to;
    });
    for (const listener of this.listeners) listener({ from, to, kind });
  }
}

function currentPath(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function isOtherOrigin(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) && new URL(to).origin !== location.origin;
}
