// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../../contract/all-calls';
import * as browse from '../../../contract/browse/browse.calls';
import * as listings from '../../../contract/browse/listings.calls';
import * as comments from '../../../contract/community/comments.calls';
import { errorResponse } from '../../../tests/msw/envelopes';
import { pagedOf } from '../../../tests/msw/fixtures';
import { handlerFor } from '../../../tests/msw/handler-for';
import { ShareStore } from '../../application/sharing/share.store';
import { api, renderScreen } from '../film/screen.test-support';
import CategoryListView from './category-list.view';
import CommentDetailView from '../community/comment-detail.view';
import HomeView from './home.view';
import HotCommentsView from '../community/hot-comments.view';
import RankingView from './ranking.view';
import SearchView from '../search/search.view';

vi.setConfig({ testTimeout: 30_000 });

/** Unmounts and mounts its child again, as a visitor leaving home and coming back does. */
function Remount({ children }: { children: ReactNode }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound(round + 1)}>
        remount
      </button>
      <Fragment key={round}>{children}</Fragment>
    </>
  );
}
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());

describe('home', () => {
  it('shows the featured hero and the rails, each card linking to its series page', async () => {
    await renderScreen(<HomeView />, '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'The Billionaire Heir Returns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch now/ })).toHaveAttribute('href', '/short-play/episodes/revenge/1.html');
    const recommended = await screen.findByRole('list', { name: 'Recommended for you' });
    const first = within(recommended).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/short-play/episodes/revenge/1.html');
    expect(await screen.findByRole('list', { name: 'Top 10 this week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/ranking-page.html');
    expect(await screen.findByRole('link', { name: /^Romance.*42 dramas$/ })).toHaveAttribute('href', '/short-play/romance/1.html');
  });

  it('offers a returning visitor the episodes they were watching', async () => {
    const user = userEvent.setup();
    const rendered = await renderScreen(
      <Remount>
        <HomeView />
      </Remount>,
      '/',
    );
    expect(screen.queryByRole('list', { name: 'Continue watching' })).toBeNull();
    rendered.history.push({
      filmId: 7,
      filmTitle: 'Moonlit Contract Marriage',
      posterUrl: '/p.webp',
      episodeNumber: 4,
      videoId: 7004,
      episodeCount: 40,
      positionSeconds: 30,
      watchedAt: 1,
    });
    await user.click(screen.getByRole('button', { name: 'remount' }));
    const rail = await screen.findByRole('list', { name: 'Continue watching' });
    expect(within(rail).getByRole('link', { name: 'Moonlit Contract Marriage' })).toHaveAttribute('href', '/playlet/7/videos/7004.html');
    expect(within(rail).getByText('Episode 4 of 40')).toBeInTheDocument();
  });

  it('keeps the page when one rail fails and offers to try again', async () => {
    api.use(handlerFor(browse.hot, () => errorResponse('server.error', 500)));
    await renderScreen(<HomeView />, '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recommended for you' })).toBeInTheDocument();
  });

  it("speaks the visitor's language, links included", async () => {
    await renderScreen(<HomeView />, '/de', 'de');
    expect(await screen.findByRole('list', { name: 'Für dich empfohlen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle ansehen' })).toHaveAttribute('href', '/de/ranking-page.html');
  });
});

describe('ranking', () => {
  it('ranks the week by default and switches period and category through links', async () => {
    const user = userEvent.setup();
    const rendered = await renderScreen(<RankingView />, '/ranking-page.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
    const periods = screen.getByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');
    const ranked = await screen.findByRole('list', { name: 'Ranked dramas' });
    expect(within(ranked).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(periods).getByRole('link', { name: 'Today' }));
    expect(rendered.location.history?.at(-1)).toBe('/ranking-page.html?period=day');
    const categories = screen.getByRole('navigation', { name: 'Category' });
    expect(await within(categories).findByRole('link', { name: 'Romance' })).toHaveAttribute('href', '/ranking-page.html?period=day&category=romance');
  });
});

describe('category list', () => {
  it('shows a page of the category with its pagination', async () => {
    await renderScreen(<CategoryListView params={{ _cname: 'romance', _page: '2' }} />, '/short-play/romance/2.html');
    expect(await screen.findByRole('heading', { level: 1, name: /Romance/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Romance' }).querySelectorAll('li')).toHaveLength(18);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/short-play/romance/1.html');
    expect(within(pages).queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it("offers Share on every card, beside its link, for the drama's page", async () => {
    const user = userEvent.setup();
    const shortened: string[] = [];
    api.use(handlerFor(calls.shortUrl, ({ body }) => (shortened.push(body.original_url), 'https://dramas.example/s/abc123')));
    const rendered = await renderScreen(<CategoryListView params={{ _cname: 'romance', _page: '1' }} />, '/ru/short-play/romance/1.html', 'ru');
    const list = await screen.findByRole('list', { name: /Romance|Романтика/ });
    const cards = within(list).getAllByRole('article');
    for (const card of cards) {
      const title = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
      const share = within(card).getByRole('button', { name: `Поделиться сериалом «${title}»` });
      expect(share.closest('a')).toBeNull();
      expect(share).toHaveAttribute('aria-haspopup', 'dialog');
    }
    const first = cards[0]!;
    const href = within(first).getByRole('link').getAttribute('href')!;
    await user.click(within(first).getByRole('button'));
    const share = rendered.services.get(ShareStore);
    await waitFor(() => expect(share.state.showShare).toBe(true));
    expect(share.state.filmId).toBe(Number(/(\d+)\.html$/.exec(href)![1]));
    // The link is made for the drama's page, not for the list it was shared from.
    await waitFor(() => expect(share.readyLink).toBe('https://dramas.example/s/abc123'));
    expect(shortened.map((link) => new URL(link).pathname)).toEqual([href]);
  });

  it('answers 404 for an unknown category', async () => {
    api.use(handlerFor(listings.categoryFilms, () => errorResponse('category.not_found')));
    await renderScreen(<CategoryListView params={{ _cname: 'nothing', _page: '1' }} />, '/short-play/nothing/1.html');
    expect(await screen.findByRole('heading', { level: 1, name: /Page not found/ })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /short-play/nothing/1.html')).toBeInTheDocument();
  });
});

describe('search', () => {
  it('suggests titles while typing and searches the chosen one', async () => {
    const user = userEvent.setup();
    const rendered = await renderScreen(<SearchView />, '/short-play-search.html');
    expect(screen.getByText('Type a title, an actor or a mood to start.')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search dramas' });
    await user.type(box, 'bil');
    const suggestions = await screen.findByRole('listbox', { name: 'Suggested titles' });
    expect(within(suggestions).getAllByRole('option').length).toBeGreaterThan(0);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(rendered.location.history?.at(-1)).toBe('/short-play-search.html?keyword=The+Billionaire+Heir+Returns'));
  });

  it('shows results with a count and filters, and a clear empty state', async () => {
    await renderScreen(<SearchView />, '/short-play-search.html?keyword=heir');
    expect(await screen.findByText('25 dramas found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    cleanup();
    // No title matches but a drama says the words: those lines, not the empty state.
    api.use(handlerFor(listings.search, ({ query }) => pagedOf([], query.page, query.page_size, 0)));
    await renderScreen(<SearchView />, '/short-play-search.html?keyword=last+night');
    expect(await screen.findByText('No title matches “last night”, but these dramas say it:')).toBeInTheDocument();
    expect(screen.queryByText('No dramas match “last night”')).not.toBeInTheDocument();
    cleanup();
    // Neither a title nor a line: the empty state.
    api.use(handlerFor(listings.searchDialogue, () => ({ items: [] })));
    await renderScreen(<SearchView />, '/short-play-search.html?keyword=zzqx');
    expect(await screen.findByText('No dramas match “zzqx”')).toBeInTheDocument();
  });
});

describe('comments', () => {
  it('pages hot comments, each naming its film and linking to its discussion', async () => {
    await renderScreen(<HotCommentsView params={{ _page: '1' }} />, '/short-play/comments/hot/1.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot comments' })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: /About The Billionaire Heir Returns/ })).toHaveAttribute('href', '/short-play/episodes/drama/1.html');
    expect(within(items[0]!).getByRole('link', { name: /1 reply/ })).toHaveAttribute('href', '/short-play/comments/drama/1/1.html');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/short-play/comments/hot/2.html');
  });

  it('shows a comment with its replies', async () => {
    await renderScreen(<CommentDetailView params={{ _cname: 'drama', _did: '1', _mid: '3' }} />, '/short-play/comments/drama/1/3.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment by viewer3' })).toBeInTheDocument();
    const replies = await screen.findByRole('region', { name: 'Replies' });
    expect(await within(replies).findByText(/Comment number 1003/)).toBeInTheDocument();
  });

  it('answers 404 for a comment of another film or an unknown comment', async () => {
    await renderScreen(<CommentDetailView params={{ _cname: 'drama', _did: '9', _mid: '3' }} />, '/short-play/comments/drama/9/3.html');
    expect(await screen.findByText('Page not found: /short-play/comments/drama/9/3.html')).toBeInTheDocument();
    cleanup();
    api.use(handlerFor(comments.commentDetail, () => errorResponse('comment.not_found')));
    await renderScreen(<CommentDetailView params={{ _cname: 'drama', _did: '1', _mid: '99' }} />, '/short-play/comments/drama/1/99.html');
    expect(await screen.findByText('Page not found: /short-play/comments/drama/1/99.html')).toBeInTheDocument();
  });
});
