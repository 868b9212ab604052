// @vitest-environment jsdom
import { configure } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationChange } from '../../application/shared/navigation.port';
import { BrowserNavigation } from './browser-navigation.adapter';

configure({ enforceActions: 'always' });

let scrollY = 0;
const created: BrowserNavigation[] = [];
const make = () => {
  const navigation = new BrowserNavigation();
  created.push(navigation);
  return navigation;
};
const frames = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  history.replaceState(null, '', '/');
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});
afterEach(() => {
  created.splice(0).forEach((navigation) => navigation.dispose());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BrowserNavigation', () => {
  it('follows pushState and reports the change', () => {
    const navigation = make();
    const changes: NavigationChange[] = [];
    navigation.onChange((change) => changes.push(change));
    navigation.navigate('/ranking-page.html?period=week');
    expect(navigation.path).toBe('/ranking-page.html?period=week');
    expect(navigation.pathname).toBe('/ranking-page.html');
    expect(navigation.searchParams().get('period')).toBe('week');
    expect(changes).toEqual([{ from: '/', to: '/ranking-page.html?period=week', kind: 'push' }]);
  });

  it('starts a new page at the top and restores the saved position on back', async () => {
    const navigation = make();
    scrollY = 840;
    navigation.navigate('/terms.html');
    await frames();
    expect(scrollY).toBe(0);
    scrollY = 120;
    history.back();
    await vi.waitFor(() => expect(navigation.path).toBe('/'));
    await frames();
    expect(scrollY).toBe(840);
  });

  it('scrolls to the anchor of a new page', async () => {
    const target = document.createElement('h2');
    target.id = 'episodes';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    const navigation = make();
    navigation.navigate('/playlet/3.html#episodes');
    await frames();
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });

  it('reports a replace without moving the scroll position', async () => {
    const navigation = make();
    const kinds: string[] = [];
    navigation.onChange((change) => kinds.push(change.kind));
    scrollY = 300;
    navigation.replace('/de');
    await frames();
    expect(kinds).toEqual(['replace']);
    expect(scrollY).toBe(300);
  });
});
