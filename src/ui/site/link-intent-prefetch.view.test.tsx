// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagePayloads } from '../../application/shared/page-payloads.port';
import { ServiceContext, type ServiceResolver } from '../shared/service-context';
import { LinkIntentPrefetch } from './link-intent-prefetch.view';
import { PrefetchContext } from './prefetch-context';

function mount(links: ReactNode) {
  const payloads = { prefetch: vi.fn(), enter: vi.fn() };
  const preloadScreen = vi.fn();
  const resolve = ((token: unknown) => (token === PagePayloads ? payloads : undefined)) as ServiceResolver;
  const view = render(
    <ServiceContext.Provider value={resolve}>
      <PrefetchContext.Provider value={preloadScreen}>
        <LinkIntentPrefetch />
        {links}
      </PrefetchContext.Provider>
    </ServiceContext.Provider>,
  );
  return { payloads, preloadScreen, view };
}

afterEach(() => vi.restoreAllMocks());

describe('LinkIntentPrefetch', () => {
  it('fetches the page behind any in-app link on a mouse over it, a press or keyboard focus', () => {
    const { payloads, preloadScreen, view } = mount(
      <>
        <a href="/blog/1.html">
          <span>Blog post</span>
        </a>
        <a href="/ru/short-play-search.html?keyword=love">Search</a>
        <a href="/short-play/episodes/romance/7.html">Film</a>
      </>,
    );
    fireEvent.pointerOver(view.getByText('Blog post'), { pointerType: 'mouse' });
    fireEvent.pointerDown(view.getByText('Search'), { pointerType: 'touch' });
    fireEvent.focusIn(view.getByText('Film'));
    expect(payloads.prefetch.mock.calls.map(([page]) => page)).toEqual([
      '/blog/1.html',
      '/ru/short-play-search.html?keyword=love',
      '/short-play/episodes/romance/7.html',
    ]);
    expect(preloadScreen).toHaveBeenCalledTimes(3);
  });

  it('leaves alone links to other sites, new tabs, downloads, this page, and a finger merely passing over', () => {
    const { payloads, view } = mount(
      <>
        <a href="https://example.org/blog/1.html">Elsewhere</a>
        <a href="/blog/2.html" target="_blank">
          New tab
        </a>
        <a href="/media/clip.mp4" download>
          Download
        </a>
        <a href={location.pathname}>Here</a>
        <a href="/blog/3.html">Touched over</a>
      </>,
    );
    for (const name of ['Elsewhere', 'New tab', 'Download', 'Here']) fireEvent.pointerDown(view.getByText(name), { pointerType: 'mouse' });
    fireEvent.pointerOver(view.getByText('Touched over'), { pointerType: 'touch' });
    expect(payloads.prefetch).not.toHaveBeenCalled();
  });
});
