// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as content from '../../../contract/content/content.calls';
import { errorResponse } from '../../../tests/msw/envelopes';
import { handlerFor } from '../../../tests/msw/handler-for';
import { api, renderScreen } from '../film/screen.test-support';
import BlogArticleView from './blog-article.view';
import BlogListView from './blog-list.view';
import GuideListView from './guide-list.view';
import GuideView from './guide.view';
import PolicyView, { POLICY_SECTIONS } from './policy.view';
import TermsView, { TERMS_SECTIONS } from './terms.view';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());

describe('blog', () => {
  it('lists a page of articles linking to each article', async () => {
    await renderScreen(<BlogListView params={{ _page: '1' }} />, '/blog/1.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blog' });
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/blog\/article\/\d+\.html$/));
  });

  it('shows an article with its sanitised body', async () => {
    await renderScreen(<BlogArticleView params={{ _bid: '2' }} />, '/blog/article/2.html');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog/1.html');
    expect(document.querySelector('.reading__body p')).not.toBeNull();
  });

  it('answers 404 for an unknown article', async () => {
    api.use(handlerFor(content.blogArticle, () => errorResponse('article.not_found')));
    await renderScreen(<BlogArticleView params={{ _bid: '77' }} />, '/blog/article/77.html');
    expect(await screen.findByText('404', { selector: 'p' })).toBeInTheDocument();
  });

  it('renders the blog in the visitor language', async () => {
    await renderScreen(<BlogListView params={{ _page: '1' }} />, '/de/blog/1.html', 'de');
    const list = await screen.findByRole('list', { name: 'Blog' });
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/de\/blog\/article\/\d+\.html$/));
  });
});

describe('guides', () => {
  it('lists the guides of a type under the type name', async () => {
    await renderScreen(<GuideListView params={{ type: 'how-to-watch', page: '1' }} />, '/guide/how-to-watch/1.html');
    const heading = await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(heading).not.toHaveTextContent('Guides'));
    expect(screen.getAllByRole('link').some((link) => /^\/guide\/\d+\.html$/.test(link.getAttribute('href') ?? ''))).toBe(true);
  });

  it('answers 404 for an unknown type', async () => {
    api.use(handlerFor(content.guides, () => errorResponse('guide_type.not_found')));
    await renderScreen(<GuideListView params={{ type: 'nope', page: '1' }} />, '/guide/nope/1.html');
    expect(await screen.findByText('404', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows a guide linking back to its type', async () => {
    await renderScreen(<GuideView params={{ guideId: '3' }} />, '/guide/3.html');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('.reading__kicker a')?.getAttribute('href')).toMatch(/^\/guide\/[a-z0-9-]+\/1\.html$/);
  });
});

describe('legal pages', () => {
  it.each(['en', 'pt', 'ru', 'hi'])('the terms have every section in %s', async (language) => {
    await renderScreen(<TermsView />, '/terms.html', language);
    const toc = await vi.waitFor(() => {
      const element = document.querySelector<HTMLElement>('nav.legal__toc');
      if (!element) throw new Error('no table of contents yet');
      return element;
    });
    expect(within(toc).getAllByRole('link')).toHaveLength(TERMS_SECTIONS.length);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(TERMS_SECTIONS.length + 1);
    expect(document.querySelectorAll('.reading__body section p').length).toBeGreaterThanOrEqual(TERMS_SECTIONS.length);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('legal:');
  });

  it.each(['en', 'de', 'sw'])('the privacy policy names the cookies and their lifetimes in %s', async (language) => {
    await renderScreen(<PolicyView />, '/policy.html', language);
    const toc = await vi.waitFor(() => {
      const element = document.querySelector<HTMLElement>('nav.legal__toc');
      if (!element) throw new Error('no table of contents yet');
      return element;
    });
    expect(within(toc).getAllByRole('link')).toHaveLength(POLICY_SECTIONS.length);
    const cookies = document.getElementById('cookies');
    expect(cookies).toHaveTextContent('365');
    expect(cookies).toHaveTextContent('30');
  });
});
