import type { Navigation, NavigationChange, NavigationKind } from '../navigation.port';

/** A navigation for tests: records what was asked and reports changes synchronously like the real one. */
export class FakeNavigation implements Navigation {
  readonly visited: Array<{ kind: NavigationKind | 'reload' | 'tab'; to: string }> = [];
  private readonly listeners = new Set<(change: NavigationChange) => void>();

  constructor(public path = '/') {}

  get pathname(): string {
    return this.path.split(/[?#]/, 1)[0] ?? '/';
  }

  searchParams(): URLSearchParams {
    const query = this.path.split('#', 1)[0]?.split('?')[1] ?? '';
    return new URLSearchParams(query);
  }

  navigate(to: string): void {
    this.go(to, 'push');
  }

  replace(to: string): void {
    this.go(to, 'replace');
  }

  /** Back/forward to `to`. */
  pop(to: string): void {
    this.go(to, 'pop');
  }

  reload(): void {
    this.visited.push({ kind: 'reload', to: this.path });
  }

  openInNewTab(url: string): void {
    this.visited.push({ kind: 'tab', to: url });
  }

  onChange(listener: (change: NavigationChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  restoreScroll(): void {}

  private go(to: string, kind: NavigationKind): void {
    const from = this.path;
    this.path = to;
    this.visited.push({ kind, to });
    for (const listener of [...this.listeners]) listener({ from, to, kind });
  }
}
